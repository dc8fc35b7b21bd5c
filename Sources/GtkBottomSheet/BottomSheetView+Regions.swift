import BottomSheetCore
import CGtk4

// Scroll regions besides the content's own scroll view (a row of categories in the header, a
// second list): each is a `GtkScrolledWindow` the app names with `addScrollRegion(_:id:)`. The
// view reports where GTK laid each out (`SheetInput.scrollRegions(_:)`), writes the core's offset
// for each into its adjustment, and reports scrolling that came from elsewhere (a wheel, its
// scrollbar) as `SheetInput.regionOffset(_:_:)`.

extension BottomSheetView {
  /// One scroll region: its id, its scrolled window and the adjustment along its axis.
  struct RegionWidget {
    var id: String
    var widget: UnsafeMutablePointer<GtkWidget>
    var axis: SheetScrollRegion.Axis
    var adjustment: UnsafeMutablePointer<GtkAdjustment>
  }

  /// Makes `scrolledWindow`, a `GtkScrolledWindow` in the sheet's header or content (not the
  /// content itself), the scroll region `id`: a touch on it goes to it, by the core's rule — a
  /// vertical one takes the scroll handoff, a horizontal one (its vertical policy
  /// `GTK_POLICY_NEVER`) scrolls with a sideways drag, and a vertical drag on it moves the sheet.
  /// GTK's kinetic scrolling is turned off on it; each region's offset is the core's
  /// (`SheetState.scrollRegions`). A widget that is not a scrolled window is ignored.
  public func addScrollRegion(_ scrolledWindow: UnsafeMutablePointer<GtkWidget>, id: String) {
    guard cgtk_is_scrolled_window(scrolledWindow) != 0 else { return }
    let window = OpaquePointer(scrolledWindow)
    var horizontalPolicy = GTK_POLICY_AUTOMATIC
    var verticalPolicy = GTK_POLICY_AUTOMATIC
    gtk_scrolled_window_get_policy(window, &horizontalPolicy, &verticalPolicy)
    let axis: SheetScrollRegion.Axis = verticalPolicy == GTK_POLICY_NEVER ? .horizontal : .vertical
    guard
      let adjustment = axis == .horizontal
        ? gtk_scrolled_window_get_hadjustment(window) : gtk_scrolled_window_get_vadjustment(window)
    else { return }
    gtk_scrolled_window_set_kinetic_scrolling(window, 0)
    regionWidgets.append(RegionWidget(id: id, widget: scrolledWindow, axis: axis, adjustment: adjustment))
    let view = Unmanaged.passUnretained(self).toOpaque()
    connectSignal(adjustment, "value-changed", .instance(onRegionValueChanged), userData: view)
    if isAlive { gtk_widget_queue_allocate(widget) }
  }

  /// The regions as GTK laid them out, each at the core's offset (or its own, for a new one).
  var laidOutRegions: [SheetScrollRegion] {
    regionWidgets.compactMap { region in
      var bounds = graphene_rect_t()
      guard gtk_widget_get_mapped(region.widget) != 0, gtk_widget_compute_bounds(region.widget, sheet, &bounds) != 0
      else { return nil }
      let known = state.scrollRegions.first { $0.id == region.id }?.offset
      return SheetScrollRegion(
        id: region.id,
        frame: SheetRect(
          x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
          height: Double(bounds.size.height)),
        axis: region.axis, contentLength: gtk_adjustment_get_upper(region.adjustment),
        offset: known ?? gtk_adjustment_get_value(region.adjustment))
    }
  }

  /// Sends the regions when GTK laid them out anew (a frame or a length changed): called once the
  /// sheet is allocated.
  func reportScrollRegions() {
    guard isAlive, !regionWidgets.isEmpty else { return }
    let regions = laidOutRegions
    guard regions != state.scrollRegions else { return }
    send(.scrollRegions(regions))
  }

  /// Writes each region's core offset into its adjustment where it shows another.
  func showRegionOffsets() {
    guard isAlive, !regionWidgets.isEmpty else { return }
    for region in state.scrollRegions {
      guard let shown = regionWidgets.first(where: { $0.id == region.id }),
        abs(gtk_adjustment_get_value(shown.adjustment) - region.offset) > 0.01
      else { continue }
      isWritingRegionOffset = true
      gtk_adjustment_set_value(shown.adjustment, region.offset)
      isWritingRegionOffset = false
    }
  }

  /// A region's adjustment moved: unless the view wrote the core's offset, its scroll view moved
  /// by itself (a wheel, its scrollbar), which the core hears.
  /// - Parameter adjustment: The adjustment's address.
  func regionValueChanged(_ adjustment: UInt) {
    guard !isWritingRegionOffset,
      let region = regionWidgets.first(where: { UInt(bitPattern: $0.adjustment) == adjustment })
    else { return }
    let value = gtk_adjustment_get_value(region.adjustment)
    guard let core = state.scrollRegions.first(where: { $0.id == region.id }), abs(core.offset - value) > 0.01 else {
      return
    }
    send(.regionOffset(region.id, value))
  }
}

private let onRegionValueChanged: InstanceSignalHandler = { instance, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  let address = UInt(bitPattern: instance)
  MainActor.assumeIsolated { view.regionValueChanged(address) }
}
