import CGtk4

/// The stationary container's GObject type, `SwiftBottomSheet` (CSS node `bottomsheet`): a
/// `GtkWidget` subclass whose measure, allocation, snapshot, focus and dispose are forwarded to
/// the ``BottomSheetView`` that owns the instance. The snapshot draws the background (blurred by
/// the backdrop), the scrim, then the sheet. Its signals `target-changed` and `dismiss-attempt`
/// carry a detent id (see ``BottomSheetView/onTargetChange`` and
/// ``BottomSheetView/onDismissAttempt``).
enum ContainerWidgetType {
  /// The registered type (registered on first use).
  static let type: GType = {
    let name = "SwiftBottomSheet"
    let existing = g_type_from_name(name)
    if existing != 0 { return existing }
    return g_type_register_static_simple(
      gtk_widget_get_type(), name, guint(MemoryLayout<GtkWidgetClass>.size), classInit,
      guint(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(rawValue: 0))
  }()

  /// The qdata key under which an instance holds its view (retained).
  static let viewQuark: GQuark = g_quark_from_string("swift-bottom-sheet-view")

  /// A new, floating instance. (`g_object_new` never returns `NULL`: GLib aborts instead.)
  static func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let object: UnsafeMutablePointer<GObject> = g_object_new_with_properties(type, 0, nil, nil)
    return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
  }

  /// Attaches `view` to `widget`: the widget keeps the view alive until it is finalized.
  static func attach(_ view: BottomSheetView, to widget: UnsafeMutablePointer<GtkWidget>) {
    g_object_set_qdata_full(
      object(widget), viewQuark, Unmanaged.passRetained(view).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }

  /// The view attached to `widget`, if any.
  static func view(of widget: UnsafeMutablePointer<GtkWidget>) -> BottomSheetView? {
    g_object_get_qdata(object(widget), viewQuark).map {
      Unmanaged<BottomSheetView>.fromOpaque($0).takeUnretainedValue()
    }
  }

  static func object(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GObject> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
  }
}

private let classInit: GClassInitFunc = { klass, _ in
  guard let klass else { return }
  let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
  widgetClass.pointee.measure = measure
  widgetClass.pointee.size_allocate = sizeAllocate
  widgetClass.pointee.snapshot = snapshot
  widgetClass.pointee.focus = focus
  widgetClass.pointee.parent_class.dispose = dispose
  gtk_widget_class_set_css_name(widgetClass, "bottomsheet")
  gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
  cgtk_bottom_sheet_class_add_signals(klass)
}

private typealias MeasureFunction =
  @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
  ) -> Void

private let measure: MeasureFunction = { widget, orientation, forSize, minimum, natural, _, _ in
  var size = (minimum: Int32(0), natural: Int32(0))
  if let widget, let view = ContainerWidgetType.view(of: widget) {
    size = MainActor.assumeIsolated { view.measure(orientation: orientation, forSize: forSize) }
  }
  minimum?.pointee = size.minimum
  natural?.pointee = size.natural
}

private let sizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
  widget, width, height, _ in
  guard let widget, let view = ContainerWidgetType.view(of: widget) else { return }
  MainActor.assumeIsolated { view.allocate(width: width, height: height) }
}

private let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
  widget, snapshot in
  guard let widget, let snapshot, let view = ContainerWidgetType.view(of: widget) else { return }
  let target = MainThreadPointer(snapshot)
  MainActor.assumeIsolated { view.snapshot(target.pointer) }
}

private let focus: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean = {
  widget, direction in
  guard let widget else { return 0 }
  if let view = ContainerWidgetType.view(of: widget),
    let handled = MainActor.assumeIsolated({ view.moveFocus(direction) })
  {
    return handled ? 1 : 0
  }
  guard let parent = g_type_class_peek(gtk_widget_get_type()) else { return 0 }
  return parent.assumingMemoryBound(to: GtkWidgetClass.self).pointee.focus?(widget, direction) ?? 0
}

private let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
  guard let object else { return }
  let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
  if let view = ContainerWidgetType.view(of: widget) {
    MainActor.assumeIsolated { view.widgetWillDispose() }
  }
  while let child = gtk_widget_get_first_child(widget) {
    gtk_widget_unparent(child)
  }
  if let parent = g_type_class_peek(gtk_widget_get_type()) {
    parent.assumingMemoryBound(to: GObjectClass.self).pointee.dispose?(object)
  }
}
