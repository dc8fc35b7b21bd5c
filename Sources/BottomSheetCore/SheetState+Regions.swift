// Several scroll regions in the content (``SheetScrollRegion``): which one a touch is on, whose
// offset the scroll handoff moves, and a horizontal region's claim on sideways travel. Called
// from `apply(_:at:)` and the touch transitions.
extension SheetState {
  /// The region a touch holds: its index in ``scrollRegions`` and, for a horizontal one, the
  /// touch's last x.
  struct RegionTouch: Sendable, Hashable {
    var index: Int
    var lastX: Double?
  }

  /// The index of the region under (`x`, `y`) (container coordinates, points), or `nil`: the
  /// last in the list whose frame, placed in the card, contains the point (a region listed later
  /// is drawn over an earlier one). Without `x`, only `y` is tested.
  public func scrollRegionIndex(atX x: Double?, y: Double) -> Int? {
    guard !scrollRegions.isEmpty else { return nil }
    let card = cardFrame()
    for index in scrollRegions.indices.reversed() {
      let frame = scrollRegions[index].frame
      let top = card.y + frame.y
      guard y >= top, y <= top + frame.height else { continue }
      if let x, x < card.x + frame.x || x > card.x + frame.x + frame.width { continue }
      return index
    }
    return nil
  }

  /// Where a touch on a region lands: a vertical region that can scroll is the content (the
  /// handoff applies to it); any other region drags the sheet. `nil` off every region (then the
  /// header and the content's own scroll view decide, as without regions).
  func regionKind(atX x: Double?, y: Double) -> ScrollHandoff.Region? {
    guard let index = scrollRegionIndex(atX: x, y: y) else { return nil }
    let region = scrollRegions[index]
    return region.axis == .vertical && region.maximumOffset > grid.halfPixel ? .content : .header
  }

  /// A touch went down at (`x`, `y`): remembers the region under it, if any.
  mutating func noteRegionTouch(x: Double?, y: Double) {
    regionTouch = scrollRegionIndex(atX: x, y: y).map { RegionTouch(index: $0, lastX: x) }
  }

  /// The offset and largest offset the scroll handoff moves: the vertical region the touch holds,
  /// or the content's scroll view.
  var handoffScroll: (offset: Double, maximum: Double) {
    if let touched = regionTouch, scrollRegions.indices.contains(touched.index),
      scrollRegions[touched.index].axis == .vertical
    {
      let region = scrollRegions[touched.index]
      return (region.offset, region.maximumOffset)
    }
    return (scrollOffset, maximumScrollOffset)
  }

  /// Scrolls what the handoff moves by `delta` points (positive toward more content).
  mutating func scrollHandoffContent(by delta: Double) {
    if let touched = regionTouch, scrollRegions.indices.contains(touched.index),
      scrollRegions[touched.index].axis == .vertical
    {
      let maximum = scrollRegions[touched.index].maximumOffset
      scrollRegions[touched.index].offset = min(max(0, scrollRegions[touched.index].offset + delta), maximum)
      return
    }
    scrollOffset = min(max(0, scrollOffset + delta), maximumScrollOffset)
  }

  /// The id of the region the touch went down on, or `nil` (no touch, or one off every region):
  /// the region whose offset the scroll handoff moves, if it is vertical, or that scrolls
  /// sideways, if it is horizontal. A toolkit that keeps a scroll view per region holds or frees
  /// each by it.
  public var touchedScrollRegionID: String? {
    guard let touched = regionTouch, scrollRegions.indices.contains(touched.index) else { return nil }
    return scrollRegions[touched.index].id
  }

  /// Whether the touch holds a region (so a release leaves the content's scroll view alone).
  var touchHoldsRegion: Bool { regionTouch != nil }

  /// A touch that is the content's (it went sideways) moved to `x`: a horizontal region under it
  /// scrolls with the finger.
  mutating func claimSideways(x: Double?) {
    guard let x, x.isFinite, var touched = regionTouch, scrollRegions.indices.contains(touched.index),
      scrollRegions[touched.index].axis == .horizontal
    else { return }
    let delta = touched.lastX.map { $0 - x } ?? 0
    touched.lastX = x
    regionTouch = touched
    let maximum = scrollRegions[touched.index].maximumOffset
    scrollRegions[touched.index].offset = min(max(0, scrollRegions[touched.index].offset + delta), maximum)
  }

  /// The scroll region a wheel or touchpad scroll at (`x`, `y`) goes to (container coordinates,
  /// points; without `x`, only `y` is tested), and how far along its axis it moves (points,
  /// positive toward more content), or `nil`: then the sheet takes the scroll (the handoff's
  /// ``SheetInput/wheel(steps:stepLength:)`` and ``SheetInput/scrollGesture(delta:phase:device:)``),
  /// as without regions.
  ///
  /// The rule is a touch's (``SheetScrollRegion``), for a pointer that does not move: the region
  /// under the pointer that can scroll takes the scroll along its axis. A vertical region takes
  /// `deltaY`. A horizontal one takes a touchpad's `deltaX` when the travel is more horizontal than
  /// vertical (a touchpad's vertical travel over it moves the sheet, as a finger's does), and a
  /// wheel's `deltaX`, or its `deltaY` when the wheel turns only vertically: a wheel has no other
  /// way to scroll a row that scrolls only sideways (GTK 3's scrolled windows and Firefox scroll a
  /// horizontal-only pane with the vertical wheel; GTK 4 keeps that to Shift). A region that
  /// cannot scroll (its content fits) takes none, as it takes no touch.
  ///
  /// - Parameters:
  ///   - x: The pointer's x, or `nil`.
  ///   - y: The pointer's y.
  ///   - deltaX: The scroll's sideways travel, points, positive toward the region's end.
  ///   - deltaY: Its vertical travel, points, positive toward more content.
  ///   - isWheel: Whether a wheel's notches made it (a touchpad's travel otherwise).
  /// - Returns: The region's index in ``scrollRegions`` and the distance it scrolls.
  public func scrollRegion(forScrollAtX x: Double?, y: Double, deltaX: Double, deltaY: Double, isWheel: Bool)
    -> (index: Int, delta: Double)?
  {
    guard isPresented, deltaX.isFinite, deltaY.isFinite, let index = scrollRegionIndex(atX: x, y: y) else {
      return nil
    }
    let region = scrollRegions[index]
    guard region.maximumOffset > grid.halfPixel else { return nil }
    switch region.axis {
    case .vertical:
      return deltaY != 0 ? (index, deltaY) : nil
    case .horizontal:
      if isWheel { return deltaX != 0 ? (index, deltaX) : deltaY != 0 ? (index, deltaY) : nil }
      return abs(deltaX) > abs(deltaY) ? (index, deltaX) : nil
    }
  }

  /// A wheel or touchpad scroll over a region (``SheetInput/regionScroll(x:y:deltaX:deltaY:isWheel:)``):
  /// the region takes it, in its range, unless a touch holds the sheet.
  mutating func scrollRegion(
    atX x: Double?, y: Double, deltaX: Double, deltaY: Double, isWheel: Bool, events: inout [SheetEvent]
  ) {
    guard let (index, delta) = scrollRegion(forScrollAtX: x, y: y, deltaX: deltaX, deltaY: deltaY, isWheel: isWheel)
    else {
      events.append(.diagnostic("a scroll at y = \(y) goes to no scroll region; ignored"))
      return
    }
    guard touch == nil, drag == nil else { return }
    let maximum = scrollRegions[index].maximumOffset
    scrollRegions[index].offset = min(max(0, scrollRegions[index].offset + delta), maximum)
  }

  /// Replaces the regions (``SheetInput/scrollRegions(_:)``), keeping the one a touch holds by id.
  mutating func setScrollRegions(_ regions: [SheetScrollRegion], events: inout [SheetEvent]) {
    let held = regionTouch.flatMap { scrollRegions.indices.contains($0.index) ? scrollRegions[$0.index].id : nil }
    let normalized = SheetScrollRegion.normalize(regions)
    events += normalized.diagnostics.map(SheetEvent.diagnostic)
    scrollRegions = normalized.regions
    if let held, let index = scrollRegions.firstIndex(where: { $0.id == held }) {
      regionTouch?.index = index
    } else {
      regionTouch = nil
    }
  }

  /// A region's scroll view moved by itself (``SheetInput/regionOffset(_:_:)``): taken, brought
  /// into its range, unless a touch holds that region (then the core's offset is what shows).
  mutating func reportRegionOffset(id: String, offset: Double, events: inout [SheetEvent]) {
    guard let index = scrollRegions.firstIndex(where: { $0.id == id }) else {
      events.append(.diagnostic("scroll region '\(id)' is none of the content's; ignored"))
      return
    }
    guard offset.isFinite else {
      events.append(.diagnostic("scroll region '\(id)' offset \(offset) is not a number; ignored"))
      return
    }
    if regionTouch?.index == index { return }
    scrollRegions[index].offset = min(max(0, offset), scrollRegions[index].maximumOffset)
  }
}
