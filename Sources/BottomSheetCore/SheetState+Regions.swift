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
