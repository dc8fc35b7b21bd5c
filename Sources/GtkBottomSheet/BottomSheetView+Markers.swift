import BottomSheetCore
import CGtk4

// Content-anchored detents: a widget in the content whose name (`gtk_widget_set_name`) is a
// marker detent's marker is that marker; where GTK laid it out goes to the core, as the header's
// height does.

extension BottomSheetView {
  /// The markers the configuration's detents name (`SheetDetent.Kind.marker(_:)`).
  var markerNames: [String] {
    state.configuration.detents.compactMap { detent in
      if case .marker(let name) = detent.kind { name } else { nil }
    }
  }

  /// Sends the core each marker's bottom edge that changed since the last report (or that it is
  /// gone): called once the sheet is allocated.
  func reportMarkers() {
    guard isAlive else { return }
    for name in markerNames {
      let bottom = markerBottom(named: name)
      guard reportedMarkerBottoms[name] != bottom else { continue }
      reportedMarkerBottoms[name] = bottom
      send(.marker(name, bottom: bottom))
    }
  }

  /// The bottom edge of the content's widget named `name`, in points below the content's top (a
  /// scrolled content's: below the top of what it scrolls), or `nil` when no visible widget has
  /// that name.
  func markerBottom(named name: String) -> Double? {
    guard let marker = marker(named: name) else { return nil }
    // In the sheet's box, whose content starts below the header as the core counts it (the
    // content's CSS margin included, as its measured height is).
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(marker, sheet, &bounds) != 0 else { return nil }
    let scrolled = verticalAdjustment.map { gtk_adjustment_get_value($0) } ?? 0
    return MarkerPosition.bottom(
      top: Double(bounds.origin.y), height: Double(bounds.size.height), headerHeight: state.headerHeight,
      scrolled: scrolled)
  }

  /// The content's marker `name`: its first visible widget of that name (`gtk_widget_set_name`),
  /// depth first, or `nil`.
  public func marker(named name: String) -> UnsafeMutablePointer<GtkWidget>? {
    Self.descendant(of: content, named: name)
  }

  /// The first visible widget named `name` in `root`'s tree (depth first, `root` included).
  static func descendant(
    of root: UnsafeMutablePointer<GtkWidget>, named name: String
  ) -> UnsafeMutablePointer<GtkWidget>? {
    guard gtk_widget_get_visible(root) != 0 else { return nil }
    if let own = gtk_widget_get_name(root), String(cString: own) == name { return root }
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      if let found = descendant(of: current, named: name) { return found }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }
}

/// A marker widget's bounds in the content, converted to the core's position: its bottom edge
/// below the content's top, in points.
package enum MarkerPosition {
  /// The bottom edge of a marker whose top is `top` points below the sheet's top edge and which
  /// is `height` points tall, under a header `headerHeight` points tall, in a content scrolled
  /// `scrolled` points (0 when it does not scroll): in points below the top of what the content
  /// shows at offset 0; `nil` for bounds that are not numbers.
  package static func bottom(top: Double, height: Double, headerHeight: Double, scrolled: Double) -> Double? {
    let bottom = top + max(0, height) - headerHeight + max(0, scrolled)
    return bottom.isFinite ? max(0, bottom) : nil
  }
}
