/// Which of the sheet pan's recognizers the core's touch comes from: on iOS 18 SwiftUI may ask
/// for a new recognizer (`makeUIGestureRecognizer(context:)`) while an earlier one is still
/// attached, and both would feed the same handler, so each touch would begin twice and the core's
/// touch restart mid-gesture (``SheetTouchSequence`` turns a second touch-down into a cancel and a
/// down; fifth review, 3.5).
///
/// A touch begins only from the recognizer configured last (the current one); its moves, its end
/// and a reset with no end delivered are taken from the recognizer it began on (its owner), so a
/// recognizer configured in the middle of a gesture does not cut it off. Every other recognizer's
/// touches are dropped. ``SheetPanAttachmentChoice`` says which attachment's recognizer is the
/// current one.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetTouchSource: Sendable, Hashable {
  /// A touch's phase, as a recognizer sees it.
  package enum Phase: Sendable, Hashable {
    case began, moved, ended, cancelled
  }

  /// The recognizer the open touch began on, if a touch is open.
  package private(set) var owner: ObjectIdentifier?

  package init() {}

  /// Whether a recognizer's touch goes to the core.
  ///
  /// - Parameters:
  ///   - phase: The touch's phase.
  ///   - source: The recognizer that saw it.
  ///   - current: The recognizer configured last, if any.
  package mutating func forwards(_ phase: Phase, from source: ObjectIdentifier, current: ObjectIdentifier?) -> Bool {
    switch phase {
    case .began:
      guard source == current else { return false }
      owner = source
      return true
    case .moved:
      return source == owner
    case .ended, .cancelled:
      guard source == owner else { return false }
      owner = nil
      return true
    }
  }

  /// Whether a recognizer's reset (a failure, or a cancel by someone else, with no end delivered)
  /// closes the core's touch: only the owner's does.
  package mutating func resets(from source: ObjectIdentifier) -> Bool {
    guard source == owner else { return false }
    owner = nil
    return true
  }
}
