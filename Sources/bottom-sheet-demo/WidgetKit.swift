#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  /// Small constructors for the demo's GTK widgets. Every widget returned is new and floating.
  @MainActor
  enum WidgetKit {
    /// A vertical or horizontal `GtkBox` with `spacing` points between children.
    static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, cssClass: String? = nil)
      -> UnsafeMutablePointer<GtkWidget>
    {
      let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(orientation, spacing)
      if let cssClass { gtk_widget_add_css_class(box, cssClass) }
      return box
    }

    /// `widget` as a pointer to the GTK type the call site needs (`GtkButton`, `GtkGrid`…).
    static func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
    }

    /// Appends `child` to `box` (a `GtkBox`).
    static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
      gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child)
    }

    /// A label, left-aligned unless `xalign` says otherwise, wrapping when `wraps`.
    static func label(_ text: String, cssClass: String? = nil, xalign: Float = 0, wraps: Bool = false)
      -> UnsafeMutablePointer<GtkWidget>
    {
      let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
      gtk_label_set_xalign(OpaquePointer(label), xalign)
      if wraps {
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_max_width_chars(OpaquePointer(label), 30)
      }
      if let cssClass { gtk_widget_add_css_class(label, cssClass) }
      return label
    }

    /// A button with a label that runs `action` when clicked.
    static func button(_ text: String, cssClass: String? = nil, action: @escaping @MainActor () -> Void)
      -> UnsafeMutablePointer<GtkWidget>
    {
      let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label(text)
      if let cssClass { gtk_widget_add_css_class(button, cssClass) }
      SignalAction.connect(button, "clicked", action)
      return button
    }

    /// A button whose child is `child` (an icon and a label, say) that runs `action`.
    static func button(
      child: UnsafeMutablePointer<GtkWidget>, cssClass: String? = nil, action: @escaping @MainActor () -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
      let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new()
      gtk_button_set_child(cast(button), child)
      if let cssClass { gtk_widget_add_css_class(button, cssClass) }
      SignalAction.connect(button, "clicked", action)
      return button
    }

    /// Adds a rectangle with rounded corners to `cr`'s path (a `cairo_t`), in points, as a new
    /// sub-path; `radius` must not exceed half the width or the height.
    nonisolated static func roundedRectangle(
      _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) {
      cairo_new_sub_path(cr)
      cairo_arc(cr, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
      cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
      cairo_arc(cr, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
      cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
      cairo_close_path(cr)
    }

    /// A drawing area of `width` × `height` points drawn by `draw` (with cairo, in points),
    /// hidden from assistive technologies (decoration).
    static func drawing(
      width: Int32, height: Int32, _ draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
      let area: UnsafeMutablePointer<GtkWidget> = gtk_drawing_area_new()
      let drawingArea: UnsafeMutablePointer<GtkDrawingArea> = cast(area)
      gtk_drawing_area_set_content_width(drawingArea, width)
      gtk_drawing_area_set_content_height(drawingArea, height)
      let box = Unmanaged.passRetained(DrawAction(draw)).toOpaque()
      gtk_drawing_area_set_draw_func(drawingArea, runDraw, box, releaseDraw)
      cgtk_accessible_set_hidden(area, 1)
      return area
    }
  }

  /// A Swift closure run by a GTK signal whose only argument is its instance (`clicked`,
  /// `toggled`, `stop-search`, a focus controller's `enter` and `leave`…).
  @MainActor
  final class SignalAction {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
      self.action = action
    }

    /// Connects `action` to `signal` on `instance`; the connection keeps the closure alive.
    static func connect(_ instance: gpointer, _ signal: String, _ action: @escaping @MainActor () -> Void) {
      let box = Unmanaged.passRetained(SignalAction(action)).toOpaque()
      connectSignal(instance, signal, .instance(runAction), userData: box, destroy: releaseAction)
    }

    /// ``connect(_:_:_:)`` for instances of private GTK structs (controllers).
    static func connect(_ instance: OpaquePointer, _ signal: String, _ action: @escaping @MainActor () -> Void) {
      connect(UnsafeMutableRawPointer(instance), signal, action)
    }

    /// Connects `action` to the change of `property` on `instance` (`notify::property`).
    static func connectNotify(_ instance: gpointer, property: String, _ action: @escaping @MainActor () -> Void) {
      let box = Unmanaged.passRetained(SignalAction(action)).toOpaque()
      connectSignal(instance, "notify::\(property)", .notify(runNotifyAction), userData: box, destroy: releaseAction)
    }

    /// Connects `action` to a click gesture's `pressed` or `released` signal (it gets x and y in
    /// points).
    static func connectClick(
      _ gesture: OpaquePointer, _ signal: String, _ action: @escaping @MainActor (Double, Double) -> Void
    ) {
      let box = Unmanaged.passRetained(PointAction(action)).toOpaque()
      connectSignal(gesture, signal, .click(runPointAction), userData: box, destroy: releasePointAction)
    }
  }

  /// A Swift closure run with a point.
  @MainActor
  final class PointAction {
    let action: @MainActor (Double, Double) -> Void

    init(_ action: @escaping @MainActor (Double, Double) -> Void) {
      self.action = action
    }
  }

  /// A drawing function.
  @MainActor
  final class DrawAction {
    let draw: @MainActor (OpaquePointer, Double, Double) -> Void

    init(_ draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) {
      self.draw = draw
    }
  }

  private let runAction: InstanceSignalHandler = { _, data in
    guard let data else { return }
    let box = Unmanaged<SignalAction>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.action() }
  }

  private let runNotifyAction: NotifySignalHandler = { _, _, data in
    guard let data else { return }
    let box = Unmanaged<SignalAction>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.action() }
  }

  private let releaseAction: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalAction>.fromOpaque(data).release()
  }

  private let runPointAction: ClickSignalHandler = { _, _, x, y, data in
    guard let data else { return }
    let box = Unmanaged<PointAction>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.action(x, y) }
  }

  private let releasePointAction: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<PointAction>.fromOpaque(data).release()
  }

  private let runDraw: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
    guard let cr, let data else { return }
    let box = Unmanaged<DrawAction>.fromOpaque(data).takeUnretainedValue()
    let context = MainThreadPointer(cr)
    MainActor.assumeIsolated { box.draw(context.pointer, Double(width), Double(height)) }
  }

  private let releaseDraw: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<DrawAction>.fromOpaque(data).release()
  }
#endif
