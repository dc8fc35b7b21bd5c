import BottomSheetCore
import CGtk4

// Page Up and Page Down with the focus in the scrolled content: GTK's own page (the scrolled
// window's `scroll-child`, or a list view moving its focus) is the viewport laid out at the highest
// detent, so at a lower detent rows would scroll past unseen. The view pages by the core's rule
// (`SheetState.pageScrollOffset(_:overlap:)`: what shows at the current detent, less the shown
// part of the row the far edge cuts) and shows it with `SheetInput.scroll(to:)`; a focused row
// keeps its place on screen, as GTK's list views move their focus a page with the rows.

extension BottomSheetView {
  /// A key pressed in the sheet (the capture phase, before the focused widget's own bindings):
  /// returns whether it was Page Up or Page Down with the focus in the scrolled content, which the
  /// view handled.
  func pageKeyPressed(keyval: guint, modifiers: GdkModifierType) -> Bool {
    guard let direction = Self.pageDirection(forKeyval: keyval, modifiers: modifiers.rawValue), isAlive,
      touch == nil, scrolledWindow != nil, state.isPresented, let root = gtk_widget_get_root(widget),
      let focus = gtk_root_get_focus(root), focus == content || gtk_widget_is_ancestor(focus, content) != 0
    else { return false }
    let rows = pagedRows()
    let overlap = Self.pageOverlap(direction, rows: rows, shown: state.contentViewportAboveKeyboard)
    // Where the focused row is on screen, to focus the row there once the list shows the page.
    var bounds = graphene_rect_t()
    if focus != content, gtk_widget_compute_bounds(focus, content, &bounds) != 0 {
      pageFocusY = Double(bounds.origin.y + bounds.size.height / 2)
    }
    send(.scroll(to: state.pageScrollOffset(direction, overlap: overlap)))
    if pageFocusY != nil { followPageWithFocus() }
    return true
  }

  /// The page key a keyval is, without Control or Alt (Control+Page Down switches tabs): `nil`
  /// for any other.
  nonisolated static func pageDirection(forKeyval keyval: guint, modifiers: UInt32) -> SheetState.PageDirection? {
    guard modifiers & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0 else { return nil }
    switch Int32(keyval) {
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .up
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .down
    default: return nil
    }
  }

  /// The part of what shows that the next page shows again, points: for Page Down the part above
  /// the bottom edge (`shown` points below the viewport's top) of the row that edge cuts, for Page
  /// Up the part below the top edge of the row it cuts; 0 where the edge falls between rows.
  /// - Parameter rows: The rows' top edges and heights in the viewport (points, y downward).
  nonisolated static func pageOverlap(
    _ direction: SheetState.PageDirection, rows: [(y: Double, height: Double)], shown: Double
  ) -> Double {
    let edge = direction == .down ? shown : 0
    guard let cut = rows.first(where: { $0.y < edge - 0.5 && $0.y + $0.height > edge + 0.5 }) else { return 0 }
    return direction == .down ? edge - cut.y : cut.y + cut.height
  }

  /// The rows of the scrolled content, as GTK laid them out: the children of its scrollable (a
  /// list view's rows) or, when GTK wrapped the content in a `GtkViewport`, of the viewport's
  /// child (a box's); their top edges and heights in the scrolled window, points.
  private func pagedRows() -> [(y: Double, height: Double)] {
    var rows: [(y: Double, height: Double)] = []
    for child in rowWidgets() {
      var bounds = graphene_rect_t()
      guard gtk_widget_get_mapped(child) != 0, gtk_widget_get_child_visible(child) != 0,
        gtk_widget_compute_bounds(child, content, &bounds) != 0
      else { continue }
      rows.append((Double(bounds.origin.y), Double(bounds.size.height)))
    }
    return rows
  }

  /// The row widgets: the scrollable's children, or a viewport's child's.
  private func rowWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
    guard let scrolledWindow, var parent = gtk_scrolled_window_get_child(scrolledWindow) else { return [] }
    if g_type_check_instance_is_a(
      UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self), gtk_viewport_get_type()) != 0,
      let child = gtk_viewport_get_child(OpaquePointer(parent))
    {
      parent = child
    }
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(parent)
    while let current = child {
      widgets.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return widgets
  }

  /// On the second frame after the page (the first lays the list out at the new offset), focuses
  /// the row at the focused row's former place on screen.
  private func followPageWithFocus() {
    pageFocusFrames = 0
    guard !isPageFocusTicking else { return }
    isPageFocusTicking = true
    gtk_widget_add_tick_callback(
      content,
      { _, _, data in
        guard let view = BottomSheetView.unretained(data) else { return 0 }
        return MainActor.assumeIsolated { view.pageFocusTick() } ? 1 : 0
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }

  /// A frame after a page: returns whether to wait for another.
  private func pageFocusTick() -> Bool {
    pageFocusFrames += 1
    guard pageFocusFrames >= 2 else { return true }
    isPageFocusTicking = false
    guard isAlive, let y = pageFocusY else { return false }
    pageFocusY = nil
    for row in rowWidgets() {
      var bounds = graphene_rect_t()
      guard gtk_widget_get_mapped(row) != 0, gtk_widget_get_child_visible(row) != 0,
        gtk_widget_compute_bounds(row, content, &bounds) != 0,
        Double(bounds.origin.y) <= y, Double(bounds.origin.y + bounds.size.height) > y
      else { continue }
      gtk_widget_grab_focus(row)
      break
    }
    return false
  }
}
