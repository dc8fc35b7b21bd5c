import BottomSheetCore
import CGtk4

// Keyboard focus in the sheet goes to the core as `SheetInput.focus(y:height:)`, in the content's
// coordinates: a control in the content that focus keys reach (a list row, say) scrolls into what
// is on screen at the current detent, or raises the sheet when the scroll range cannot show it
// there; a control in the header (a search field) has a negative y and scrolls nothing, and the
// keyboard's lift keeps the header above the keyboard. A scrolled window's own keys (Down, End)
// that reach the end of its range show the content's end the same way; Page Up and Page Down
// page by what shows at the current detent (`BottomSheetView+Paging.swift`).

extension BottomSheetView {
  /// Watches the root's focus widget once the view is realized, the keys pressed in the sheet, and
  /// a scrolled window's own scrolling keys.
  func installFocus() {
    let view = Unmanaged.passUnretained(self).toOpaque()
    connectSignal(widget, "realize", .instance(onRealize), userData: view)
    if let keys = gtk_event_controller_key_new() {
      connectSignal(keys, "key-pressed", .keyPressed(onSheetKeyPressed), userData: view)
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(sheet, keys)
    }
    if let scrolledWindow {
      g_signal_connect_data(
        UnsafeMutableRawPointer(scrolledWindow), "scroll-child", unsafeBitCast(onScrollChild, to: GCallback.self),
        view, nil, G_CONNECT_AFTER)
    }
  }

  /// Connects to the root's `notify::focus-widget` (once per root). The connection holds the view.
  func watchRootFocus() {
    guard isAlive, let root = gtk_widget_get_root(widget) else { return }
    let pointer = UnsafeMutableRawPointer(root)
    guard pointer != watchedRoot else { return }
    watchedRoot = pointer
    connectSignal(
      pointer, "notify::focus-widget", .notify(onFocusWidgetChanged),
      userData: Unmanaged.passRetained(self).toOpaque(),
      destroy: { data, _ in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }

  /// A key is being handled in the sheet: focus that moves before the next idle moved by a key.
  func sheetKeyPressed() {
    isKeyFocusChange = true
    g_idle_add_full(
      Int32(G_PRIORITY_DEFAULT_IDLE),
      { data in
        guard let data else { return 0 }
        let view = Unmanaged<BottomSheetView>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { view.isKeyFocusChange = false }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }

  /// The focus widget changed: a control in the header goes to the core at once; one in the
  /// content, reached by a key, after GTK's next layout (a row the list view just scrolled to has
  /// its bounds only then).
  func focusWidgetChanged() {
    guard isAlive, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
      focus != grabber, focus != content, gtk_widget_is_ancestor(focus, sheet) != 0
    else { return }
    if let header, focus == header || gtk_widget_is_ancestor(focus, header) != 0 {
      revealFocus()
      return
    }
    guard isKeyFocusChange, touch == nil, gtk_widget_is_ancestor(focus, content) != 0 else { return }
    g_idle_add_full(
      Int32(G_PRIORITY_DEFAULT_IDLE),
      { data in
        guard let data else { return 0 }
        let view = Unmanaged<BottomSheetView>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { view.revealFocus() }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }

  /// Sends the focused control's place in the content to the core (`FocusedControl`).
  func revealFocus() {
    guard isAlive, touch == nil, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
      focus != content, gtk_widget_is_ancestor(focus, sheet) != 0
    else { return }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(focus, content, &bounds) != 0 else { return }
    let inHeader = header.map { focus == $0 || gtk_widget_is_ancestor(focus, $0) != 0 } ?? false
    let scrolled =
      inHeader ? 0 : verticalAdjustment.map { gtk_adjustment_get_value($0) - gtk_adjustment_get_lower($0) } ?? 0
    let control = FocusedControl(
      boundsTop: Double(bounds.origin.y), height: Double(bounds.size.height), scrollOffset: scrolled,
      inHeader: inHeader)
    send(.focus(y: control.y, height: control.height))
  }

  /// A scrolled window's key scrolled it (`scroll-child`, after GTK began moving the adjustment,
  /// which it may animate): a key that takes it to the end of its range sends the content's end
  /// to the core as the focused place, which raises a sheet whose detent leaves that end below
  /// the container's edge.
  func scrolledByKey(_ type: GtkScrollType, horizontal: Bool) {
    guard isAlive, !horizontal, touch == nil, let verticalAdjustment else { return }
    let adjustment = verticalAdjustment
    let step = FocusedControl.step(
      of: type.rawValue, step: gtk_adjustment_get_step_increment(adjustment),
      page: gtk_adjustment_get_page_increment(adjustment))
    let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    guard let step, gtk_adjustment_get_value(adjustment) + step >= end - 0.5 else { return }
    send(.focus(y: max(0, state.contentHeight - 1), height: 1))
  }
}

/// A focused control's place in the content's coordinates (points, 0 at the content's top), as
/// `SheetInput.focus(y:height:)` takes it: its top below the content widget's top, plus the
/// scroll offset for a control in scrolled content; a control in the header, above the
/// content, has a negative y and does not scroll.
struct FocusedControl: Equatable {
  var y: Double
  var height: Double

  /// - Parameters:
  ///   - boundsTop: The control's top relative to the content widget's top (a scrolled window's
  ///     viewport), points.
  ///   - height: Its height, points.
  ///   - scrollOffset: The scrolled window's offset (its adjustment's value less its lower).
  ///   - inHeader: Whether the control is in the header (nothing to add: the header does not
  ///     scroll).
  init(boundsTop: Double, height: Double, scrollOffset: Double, inHeader: Bool) {
    y = boundsTop + (inHeader ? 0 : scrollOffset)
    self.height = max(0, height)
  }

  /// How far a `GtkScrollType` (its raw value) moves a vertical scrolled window toward its end,
  /// in points: a step or a page down or forward, or all the way (infinity) for the end; `nil`
  /// for any other (toward the start, or a jump).
  static func step(of type: UInt32, step: Double, page: Double) -> Double? {
    switch type {
    case GTK_SCROLL_STEP_DOWN.rawValue, GTK_SCROLL_STEP_FORWARD.rawValue: step
    case GTK_SCROLL_PAGE_DOWN.rawValue, GTK_SCROLL_PAGE_FORWARD.rawValue: page
    case GTK_SCROLL_END.rawValue: .infinity
    default: nil
    }
  }
}

private let onRealize: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.watchRootFocus() }
}

private let onFocusWidgetChanged: NotifySignalHandler = { _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.focusWidgetChanged() }
}

private let onSheetKeyPressed: KeyPressedHandler = { _, keyval, _, modifiers, data in
  guard let view = BottomSheetView.unretained(data) else { return 0 }
  return MainActor.assumeIsolated {
    view.sheetKeyPressed()
    return view.pageKeyPressed(keyval: keyval, modifiers: modifiers)
  } ? 1 : 0
}

/// `GtkScrolledWindow::scroll-child`: the scroll type and whether it is horizontal.
private let onScrollChild: @convention(c) (OpaquePointer?, GtkScrollType, gboolean, gpointer?) -> gboolean = {
  _, type, horizontal, data in
  guard let view = BottomSheetView.unretained(data) else { return 0 }
  MainActor.assumeIsolated { view.scrolledByKey(type, horizontal: horizontal != 0) }
  return 0
}
