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
  /// A step for the layer to take.
  package enum Action: Sendable, Hashable {
    /// Set the scroll view's offset to this (points): the core owns it.
    case pin(Double)
    /// Give the core this offset (points): the scroll view moved by itself.
    case report(Double)
  }

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
  ///   - core: Who owns the offset at that moment, and the core's offset.
  /// - Returns: A pin when the core owns the offset and the scroll view strayed from it; a report
  ///   when the sheet rests and the scroll view moved; otherwise nothing (within the core's
  ///   `ScrollOffsetOwnership.tolerance`). Non-finite offsets are ignored.
  package mutating func scrollViewScrolled(to offset: Double, core: ScrollOffsetOwnership) -> Action? {
    guard offset.isFinite else { return nil }
    scrollViewOffset = offset
    if let pin = pendingPin, abs(pin - offset) <= ScrollOffsetOwnership.tolerance { pendingPin = nil }
    switch core.verdict(on: offset) {
    case .agrees: return nil
    case .strayed(let coreOffset): return pin(coreOffset)
    // Past either end the scroll view bounces; the core holds the nearest end.
    case .report(let reported): return .report(reported)
    }
  }

  /// The core changed (after an input or a frame).
  ///
  /// - Parameter core: Who owns the offset now, and the core's offset.
  /// - Returns: A pin when the core owns the offset and the scroll view shows another; otherwise
  ///   nothing (while the sheet rests, the scroll view's next report settles any difference).
  package mutating func coreChanged(_ core: ScrollOffsetOwnership) -> Action? {
    guard core.coreOwnsOffset, let shown = pendingPin ?? scrollViewOffset, !core.shows(shown) else { return nil }
    return pin(core.offset)
  }

  private mutating func pin(_ offset: Double) -> Action {
    pendingPin = offset
    return .pin(offset)
  }
}
