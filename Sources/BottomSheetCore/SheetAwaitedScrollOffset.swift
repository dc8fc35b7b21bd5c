/// A restored scroll offset that the content was not yet tall enough for, waiting for the content
/// to measure itself: the rule both toolkits follow after restoring a ``SheetSnapshot``.
///
/// A list is rarely measured when a sheet is restored: GTK's list view and SwiftUI's lazy stacks
/// measure their rows as they lay them out, so the content's height grows over the first frames,
/// and the core brings a restored offset into the scroll range of the height it knows (0 before
/// any). The offset the user left is kept here and applied again each time the content's height
/// changes — brought into the new range by the core, so an offset beyond the new content is the
/// content's end — until the user (or the app) moves the sheet or its content. While it waits, an
/// offset the scroll view reports is its own first anchoring, not the user's: the core's offset is
/// shown instead. What to save while it waits is the awaited offset, not the one shown so far, so
/// a sheet saved again before its list is measured keeps the user's offset.
///
/// ```swift
/// var awaited = SheetAwaitedScrollOffset(restoring: snapshot, into: state)   // 900 awaited, 0 shown
/// _ = state.apply(.contentHeight(1200), at: t)                                 // the list measured some rows
/// if let input = awaited?.input(afterContentHeightChangeIn: state) {
///   _ = state.apply(input, at: t)                                              // shown: 1200 − viewport
/// }
/// ```
///
/// Offsets are in points from the content's top (0), y downward.
public struct SheetAwaitedScrollOffset: Sendable, Hashable {
  /// The saved offset, in points.
  public var offset: Double

  /// Creates a wait for `offset` (points).
  public init(offset: Double) {
    self.offset = offset
  }

  /// The wait after `state` was restored from `snapshot`: `nil` when the state already shows the
  /// saved offset (the content was tall enough) or the saved offset is not a number.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot the state was restored from.
  ///   - state: The restored state.
  public init?(restoring snapshot: SheetSnapshot, into state: SheetState) {
    guard snapshot.scrollOffset.isFinite, state.scrollOffset < snapshot.scrollOffset else { return nil }
    self.init(offset: snapshot.scrollOffset)
  }

  /// The input to apply after the content's height changed (`state` has the new height):
  /// ``SheetInput/scroll(to:)`` to the saved offset when the sheet rests and its content is still
  /// and does not show it yet (the core brings it into the new range); `nil` otherwise — a sheet
  /// that moves or content that decelerates is the core's, and the next change tries again.
  public func input(afterContentHeightChangeIn state: SheetState) -> SheetInput? {
    guard state.phase == .idle, !state.isDecelerating else { return nil }
    let reachable = min(offset, state.maximumScrollOffset)
    guard abs(state.scrollOffset - reachable) > 0 else { return nil }
    return .scroll(to: offset)
  }

  /// Whether the wait survives `input`: it gives way to the user's (or the app's) moves of the
  /// sheet or its content — a touch, a wheel or touchpad scroll, a move to a detent, a dismissal,
  /// a focused field, the grabber's keys or tap. Everything else keeps it: measurements, the
  /// container, the keyboard, a presentation (the sheet rises with the content it was restored
  /// with), and the offsets the wait itself applies.
  public static func isKept(after input: SheetInput) -> Bool {
    switch input.kind {
    case .touchDown, .wheel, .scrollGesture, .move, .dismiss, .focus, .grabberKey, .grabberTap: false
    default: true
    }
  }

  /// What an offset the scroll view reports while the offset is awaited is: the scroll view's own
  /// anchoring, never a report — ``ScrollOffsetOwnership/Verdict/agrees`` when it shows the
  /// core's offset, else ``ScrollOffsetOwnership/Verdict/strayed(coreOffset:)``.
  ///
  /// - Parameters:
  ///   - reported: The scroll view's offset, in points.
  ///   - state: The core's state.
  public func verdict(on reported: Double, in state: SheetState) -> ScrollOffsetOwnership.Verdict {
    let core = ScrollOffsetOwnership(offset: state.scrollOffset, coreOwnsOffset: true)
    return core.verdict(on: reported)
  }

  /// What to save of `state` while the offset is awaited: its snapshot with the awaited offset.
  public func snapshot(of state: SheetState) -> SheetSnapshot {
    var snapshot = state.snapshot
    snapshot.scrollOffset = offset
    return snapshot
  }
}
