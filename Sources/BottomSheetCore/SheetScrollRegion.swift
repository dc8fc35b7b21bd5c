/// One of several scroll regions in a sheet's content (a list, a horizontal row of categories, a
/// second list behind tabs): where it is in the card, which way it scrolls, how much it holds and
/// how far it has scrolled. Points, y downward.
///
/// With regions (``SheetInput/scrollRegions(_:)``) a touch goes to the region under it: on a
/// vertical region that can scroll, the scroll handoff divides the drag between the sheet and that
/// region, with that region's offset; on a horizontal region, travel that is more horizontal than
/// vertical past the touch slop scrolls the region (the content moves with the finger) and
/// vertical travel drags the sheet; a region that cannot scroll drags the sheet. Off every region
/// the sheet is as without regions: the header and the footer drag it, and the content's own
/// scroll view (``SheetState/scrollOffset``) takes the handoff — so regions may add a row of
/// categories or a second list beside the main one. Each region keeps its own offset
/// (``SheetState/scrollRegions``).
public struct SheetScrollRegion: Sendable, Hashable {
  /// The direction a region scrolls.
  public enum Axis: String, Sendable, Hashable, CaseIterable {
    /// Up and down: the scroll handoff applies.
    case vertical
    /// Sideways: it claims horizontal travel.
    case horizontal
  }

  /// The region's identity, reported with its offset.
  public var id: String
  /// The region's viewport in the card: `x` from the card's leading edge, `y` from its top edge,
  /// in points.
  public var frame: SheetRect
  /// The direction it scrolls.
  public var axis: Axis
  /// The length of what it scrolls, along its axis, in points.
  public var contentLength: Double
  /// How far it has scrolled, along its axis, in points (0 is its start), within
  /// [0, ``maximumOffset``].
  public var offset: Double

  /// Creates a region; all lengths in points.
  public init(id: String, frame: SheetRect, axis: Axis, contentLength: Double, offset: Double = 0) {
    self.id = id
    self.frame = frame
    self.axis = axis
    self.contentLength = contentLength
    self.offset = offset
  }

  /// The viewport's length along the axis, in points: the frame's height or width.
  public var viewportLength: Double { axis == .vertical ? frame.height : frame.width }

  /// The largest offset, in points: the content's length less the viewport's, or 0.
  public var maximumOffset: Double { max(0, contentLength - viewportLength) }

  /// Regions as the core keeps them: each with finite, non-negative lengths and a unique id, its
  /// offset brought into its range. A region that breaks the first two rules is dropped with a
  /// diagnostic.
  public static func normalize(_ regions: [SheetScrollRegion]) -> (regions: [SheetScrollRegion], diagnostics: [String])
  {
    var kept: [SheetScrollRegion] = []
    var diagnostics: [String] = []
    for region in regions {
      let lengths = [region.frame.x, region.frame.y, region.frame.width, region.frame.height, region.contentLength]
      guard lengths.allSatisfy(\.isFinite), region.frame.width >= 0, region.frame.height >= 0,
        region.contentLength >= 0
      else {
        diagnostics.append("scroll region '\(region.id)' has a length that is not a number of points ≥ 0; dropped")
        continue
      }
      guard !kept.contains(where: { $0.id == region.id }) else {
        diagnostics.append("scroll region id '\(region.id)' is repeated; the later one is dropped")
        continue
      }
      var region = region
      region.offset = region.offset.isFinite ? min(max(0, region.offset), region.maximumOffset) : 0
      kept.append(region)
    }
    return (kept, diagnostics)
  }
}
