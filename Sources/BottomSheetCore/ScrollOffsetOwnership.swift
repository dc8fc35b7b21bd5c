/// Who is right about the content's scroll offset at one moment — the core or the toolkit's
/// scroll view — and what an offset the scroll view reports is: a report for the core, or noise.
///
/// The core owns the offset while a touch (or a touchpad scroll) holds the sheet, while the sheet
/// settles, and while the content decelerates after a release (the core's momentum): then the
/// scroll view must show the core's offset, and any other it reports is noise to overwrite. While
/// the sheet rests and the content is still, the scroll view is right: an offset it reports (a
/// scrollbar, the keyboard, a row scrolled into view, the app) goes to the core as
/// ``SheetInput/scroll(to:)``, so the next drag starts where the content shows. As FloatingPanel's
/// scroll tracking holds the scroll view still while its panel moves.
///
/// Offsets are in points from the content's top (0), y downward.
public struct ScrollOffsetOwnership: Sendable, Hashable {
  /// What a reported offset is.
  public enum Verdict: Sendable, Hashable {
    /// The scroll view shows the core's offset, within ``ScrollOffsetOwnership/tolerance``:
    /// nothing to do.
    case agrees
    /// The sheet rests and the scroll view moved by itself: send the core this offset (points) as
    /// ``SheetInput/scroll(to:)``.
    case report(Double)
    /// The core owns the offset and the scroll view strayed from it: noise; show the core's
    /// offset (points) instead.
    case strayed(coreOffset: Double)
  }

  /// How far a scroll view's offset may be from the core's and still show it, in points.
  ///
  /// 1.5 points: GTK's list view re-anchors itself on a row when it is given an offset, and its
  /// adjustment comes back rounded, up to a point away from the value written (a difference taken
  /// back as a report would move the list against the finger), so the tolerance must be more
  /// than 1 point; 1.5 points covers that with room. A scroll view that reports exact offsets
  /// (SwiftUI's) loses little to it: each report is measured against the core's offset, not the
  /// last report, so the two are never more than 1.5 points apart — under two pixels at 1×.
  public static let tolerance = 1.5

  /// The core's scroll offset, in points.
  public var offset: Double
  /// Whether the core owns the offset: a touch holds the sheet, the sheet settles, or the content
  /// decelerates.
  public var coreOwnsOffset: Bool

  /// The ownership at one moment.
  ///
  /// - Parameters:
  ///   - offset: The core's scroll offset, in points.
  ///   - coreOwnsOffset: Whether the core owns it.
  public init(offset: Double, coreOwnsOffset: Bool) {
    self.offset = offset
    self.coreOwnsOffset = coreOwnsOffset
  }

  /// The ownership in `state`: the core owns the offset unless the sheet is idle and its content
  /// is not decelerating.
  public init(_ state: SheetState) {
    self.init(offset: state.scrollOffset, coreOwnsOffset: state.phase != .idle || state.isDecelerating)
  }

  /// Whether a scroll view showing `offset` (points) shows the core's offset.
  public func shows(_ offset: Double) -> Bool {
    abs(offset - self.offset) <= Self.tolerance
  }

  /// What an offset the scroll view reports is.
  ///
  /// - Parameter reported: The scroll view's offset, in points (negative while it bounces past its
  ///   top; a value that is not finite agrees, as nothing can be done with it).
  /// - Returns: ``Verdict/agrees`` within the tolerance, else a report at rest or a stray while
  ///   the core owns the offset.
  public func verdict(on reported: Double) -> Verdict {
    guard reported.isFinite, !shows(reported) else { return .agrees }
    return coreOwnsOffset ? .strayed(coreOffset: offset) : .report(reported)
  }

  /// The input for an offset the scroll view reports: ``SheetInput/scroll(to:)`` for a report,
  /// `nil` for an offset that agrees or is noise.
  public func input(forReported reported: Double) -> SheetInput? {
    guard case .report(let offset) = verdict(on: reported) else { return nil }
    return .scroll(to: offset)
  }
}
