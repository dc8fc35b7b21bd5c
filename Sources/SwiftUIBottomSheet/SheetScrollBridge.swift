/// Keeps a native scroll view and the core's scroll offset in agreement, in both directions,
/// while the scroll view keeps its own scrolling (``SheetScrollHandoffMode/core``).
///
/// The scroll view scrolls by itself — momentum, bounce, indicators, pointer and accessibility
/// scrolling, nested scroll views, scrolls the app or the system makes (a focused field scrolled
/// into view) — and the sheet's drag goes to the core as well, which divides every movement
/// between the sheet and the content (`ScrollHandoff` in the core). Who is right about the offset
/// depends on what the sheet is doing, as in FloatingPanel's scroll tracking, which holds the
/// scroll view still while the panel moves:
/// - While the core owns the offset — a touch holds the sheet, or the sheet is moving — the core is
///   right: a scroll view that strays from it is *pinned* back (the content never scrolls while
///   the sheet moves, and follows the finger exactly as the core divides it).
/// - While the sheet rests, the scroll view is right: each offset it reports is *reported* to the
///   core (`SheetInput.scroll(to:)`), which stops the core's own momentum, so the next drag starts
///   from the offset on screen.
///
/// Offsets are in points from the content's top (0), y downward, as `ScrollGeometry` reports
/// `contentOffset.y + contentInsets.top`.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetScrollBridge: Sendable, Hashable {
  /// What the core says about the offset at one moment.
  package struct Core: Sendable, Hashable {
    /// The core's scroll offset, in points.
    package var offset: Double
    /// Whether the core owns the offset: a touch holds the sheet or the sheet is moving.
    package var ownsOffset: Bool

    /// The core's view of a state: it owns the offset while its phase is not idle.
    package init(offset: Double, ownsOffset: Bool) {
      self.offset = offset
      self.ownsOffset = ownsOffset
    }

    /// The core's view of `state`.
    package init(_ state: SheetState) {
      self.init(offset: state.scrollOffset, ownsOffset: state.phase != .idle)
    }
  }

  /// A step for the layer to take.
  package enum Action: Sendable, Hashable {
    /// Set the scroll view's offset to this (points): the core owns it.
    case pin(Double)
    /// Give the core this offset (points): the scroll view moved by itself.
    case report(Double)
  }

  /// How far apart the two offsets may be before one is corrected, in points: less than a pixel
  /// at any display scale the layer meets is not worth a correction.
  package static let tolerance = 0.5

  /// The offset the scroll view last reported, in points (`nil` before its first report).
  package private(set) var scrollViewOffset: Double?
  /// The offset last pinned and not yet seen in a report, in points.
  package private(set) var pendingPin: Double?

  /// A bridge that has heard nothing yet.
  package init() {}

  /// The scroll view reported its offset.
  ///
  /// - Parameters:
  ///   - offset: The scroll view's offset, in points (negative while it bounces past its top).
  ///   - core: The core at that moment.
  /// - Returns: A pin when the core owns the offset and the scroll view strayed from it; a report
  ///   when the sheet rests and the scroll view moved; otherwise nothing. Non-finite offsets are
  ///   ignored.
  package mutating func scrollViewScrolled(to offset: Double, core: Core) -> Action? {
    guard offset.isFinite else { return nil }
    scrollViewOffset = offset
    if let pin = pendingPin, abs(pin - offset) <= Self.tolerance { pendingPin = nil }
    guard abs(offset - core.offset) > Self.tolerance else { return nil }
    if core.ownsOffset { return pin(core.offset) }
    // Past either end the scroll view bounces; the core holds the nearest end.
    return .report(offset)
  }

  /// The core changed (after an input or a frame).
  ///
  /// - Parameter core: The core now.
  /// - Returns: A pin when the core owns the offset and the scroll view shows another; otherwise
  ///   nothing (while the sheet rests, the scroll view's next report settles any difference).
  package mutating func coreChanged(_ core: Core) -> Action? {
    guard core.ownsOffset, let shown = pendingPin ?? scrollViewOffset,
      abs(shown - core.offset) > Self.tolerance
    else { return nil }
    return pin(core.offset)
  }

  /// The touch that held the sheet lifted: the scroll view's own momentum carries the content on
  /// (it decelerates exactly as the core would: `UIScrollView`'s rate), so the core's is stopped
  /// by reporting the offset on screen.
  ///
  /// - Returns: A report of the scroll view's offset, or nothing before its first report.
  package mutating func touchEnded() -> Action? {
    defer { pendingPin = nil }
    return (pendingPin ?? scrollViewOffset).map(Action.report)
  }

  private mutating func pin(_ offset: Double) -> Action {
    pendingPin = offset
    return .pin(offset)
  }
}
