/// The scroll views marked ``SwiftUI/View/sheetScrollHandoff(id:axis:)`` on screen, as the
/// core's scroll regions (``SheetScrollRegion``): which tracked scroll view a region id maps to,
/// and the list the core takes (`SheetInput.scrollRegions(_:)`).
///
/// A scroll view marked without an id is the content's main scroll view, as before, and is not
/// in this table. Each entry is one modifier on screen, newest last. SwiftUI may show a pushed
/// view before the popped one leaves (a `NavigationStack` inside a sheet), so two entries may
/// share an id for a moment: the newest is the region, and the older is left out of the core's
/// list (which would drop a repeated id with a diagnostic) until the newest leaves.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetScrollRegionTable: Sendable, Hashable {
  /// One marked scroll view.
  package struct Entry: Sendable, Hashable {
    /// The modifier's identity (its tracker).
    package var owner: ObjectIdentifier
    package var id: String
    package var axis: SheetScrollRegion.Axis
    /// Its viewport in the card, in the core's coordinates (points, x from the card's left edge,
    /// y from its top), once measured.
    package var frame: SheetRect?
    /// The length of its content along its axis, in points, once measured.
    package var contentLength: Double?
  }

  /// The marked scroll views on screen, in the order they appeared.
  package private(set) var entries: [Entry] = []

  /// A table with no region.
  package init() {}

  /// A marked scroll view appeared (again: it moves to the end, its measurements kept).
  package mutating func begin(_ owner: ObjectIdentifier, id: String, axis: SheetScrollRegion.Axis) {
    let old = entries.first { $0.owner == owner }
    entries.removeAll { $0.owner == owner }
    let same = old.map { $0.id == id && $0.axis == axis } ?? false
    entries.append(
      Entry(
        owner: owner, id: id, axis: axis, frame: same ? old?.frame : nil,
        contentLength: same ? old?.contentLength : nil))
  }

  /// A marked scroll view left.
  package mutating func end(_ owner: ObjectIdentifier) {
    entries.removeAll { $0.owner == owner }
  }

  /// Its viewport moved or changed size.
  package mutating func frameChanged(_ owner: ObjectIdentifier, to frame: SheetRect) {
    guard let index = entries.firstIndex(where: { $0.owner == owner }) else { return }
    entries[index].frame = frame
  }

  /// Its content's length changed.
  package mutating func contentLengthChanged(_ owner: ObjectIdentifier, to length: Double) {
    guard let index = entries.firstIndex(where: { $0.owner == owner }) else { return }
    entries[index].contentLength = length
  }

  /// The tracked scroll view region `id` maps to: the newest on screen with that id.
  package func owner(ofRegion id: String) -> ObjectIdentifier? {
    entries.last { $0.id == id }?.owner
  }

  /// The region `owner` is, when it is the one its id maps to; `nil` for an older namesake or
  /// one not on screen.
  package func region(of owner: ObjectIdentifier) -> Entry? {
    guard let entry = entries.first(where: { $0.owner == owner }), self.owner(ofRegion: entry.id) == owner else {
      return nil
    }
    return entry
  }

  /// The core's list: one region per id (the newest's), only those measured, in the order they
  /// appeared (the core takes a later region as drawn over an earlier one).
  ///
  /// - Parameter offsets: Each region's offset as the core has it (points), so a new list moves
  ///   nothing; a region the core does not know yet starts at 0.
  package func regions(offsets: [String: Double]) -> [SheetScrollRegion] {
    entries.compactMap { entry in
      guard owner(ofRegion: entry.id) == entry.owner, let frame = entry.frame, let length = entry.contentLength else {
        return nil
      }
      return SheetScrollRegion(
        id: entry.id, frame: frame, axis: entry.axis, contentLength: length, offset: offsets[entry.id] ?? 0)
    }
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension SheetScrollLock.Core {
  /// The core's verdict for one of several tracked scroll views: the main one (`region` `nil`)
  /// or the region with that id.
  ///
  /// The drag's consumer is this scroll view's only when the touch went down on it (the core's
  /// `touchedScrollRegionID`; for the main one, off every region): the others are held while the
  /// sheet moves and stay where they are. A region's offset is its own (`SheetState.scrollRegions`).
  /// A horizontal region scrolls sideways at every detent, so it is held only while the sheet
  /// moves (``isSideways``).
  ///
  /// - Returns: `nil` for a region the core does not know (not measured yet): nothing to hold.
  package init?(_ state: SheetState, region id: String?) {
    self.init(state)
    guard let id else {
      if state.touchedScrollRegionID != nil { consumer = nil }
      return
    }
    guard let region = state.scrollRegions.first(where: { $0.id == id }) else { return nil }
    if state.touchedScrollRegionID != id { consumer = nil }
    scrollOffset = region.offset
    isSideways = region.axis == .horizontal
  }
}
