/// Keeps a native scroll view and the core's scroll offset in agreement, in both directions,
/// while the scroll view keeps its own scrolling (``SheetScrollHandoffMode/core``).
///
/// The scroll view scrolls by itself — momentum, bounce, indicators, pointer and accessibility
/// scrolling, nested scroll views, scrolls the app or the system makes (a focused field scrolled
/// into view) — and the sheet's drag goes to the core as well, which divides every movement
/// between the sheet and the content (`ScrollHandoff` in the core). Who is right about the offset
/// depends on what the sheet is doing, as in FloatingPanel's scroll tracking, which holds the
/// scroll view still while the panel moves:
/// - While the core owns the offset — a touch holds the sheet, the sheet is moving, or the content
///   decelerates after a release (the core's momentum: `UIScrollView`'s deceleration rate) — the
///   core is right: a scroll view that strays from it is *pinned* back. The content never scrolls
///   while the sheet moves, follows the finger exactly as the core divides it, and carries on after
///   a release whether or not the scroll view's own pan survived the pins (an unanimated
///   programmatic scroll may stop a scroll view's active scrolling).
/// - While the sheet rests and the content is still, the scroll view is right: each offset it
///   reports is *reported* to the core (`SheetInput.scroll(to:)`), so a scroll by the wheel, the
///   trackpad, VoiceOver, the app or the system is where the next drag starts.
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
    /// Whether the core owns the offset: a touch holds the sheet, the sheet is moving, or the
    /// content decelerates.
    package var ownsOffset: Bool

    /// The core's view at one moment.
    package init(offset: Double, ownsOffset: Bool) {
      self.offset = offset
      self.ownsOffset = ownsOffset
    }

    /// The core's view of `state`.
    package init(_ state: SheetState) {
      self.init(offset: state.scrollOffset, ownsOffset: state.phase != .idle || state.isDecelerating)
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

  private mutating func pin(_ offset: Double) -> Action {
    pendingPin = offset
    return .pin(offset)
  }
}
