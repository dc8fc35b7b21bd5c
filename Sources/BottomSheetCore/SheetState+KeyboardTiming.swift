// A keyboard that animates: the sheet moves with it, over its duration along its curve, instead
// of on its own spring after it. Called only from `apply(_:at:)`.
extension SheetState {
  /// The longest keyboard animation the core follows, in seconds; longer ones are clamped to it
  /// with a diagnostic (UIKit's keyboard animations last about 0.25 s).
  public static let maximumKeyboardAnimationDuration = 5.0

  /// Times the move a keyboard input started (or retargeted) by the keyboard's animation: from
  /// where the sheet is now to the same target, over `duration` seconds along `curve`.
  ///
  /// Under ``KeyboardPolicy/lift`` from rest, the sheet's height then is its detent's plus the
  /// keyboard's animated height at every moment (until the maximum height clamps it), so its edge
  /// keeps its distance above the keyboard's top; it ends at `duration`, where the step would
  /// have put it.
  ///
  /// - Parameters:
  ///   - duration: Seconds; 0 keeps the step (the spring). Not finite or below 0: a diagnostic.
  ///   - previousTarget: The raw target of a settle in flight before the keyboard input, so a
  ///     settle the keyboard did not move keeps its spring.
  mutating func animateWithKeyboard(
    duration: Double, curve: KeyboardAnimationCurve, previousTarget: Double?, events: inout [SheetEvent]
  ) {
    guard duration != 0 else { return }
    guard duration.isFinite, duration > 0 else {
      events.append(.diagnostic("keyboard animation duration \(duration) is not a number of seconds ≥ 0; a step"))
      return
    }
    var duration = duration
    if duration > Self.maximumKeyboardAnimationDuration {
      events.append(
        .diagnostic(
          "keyboard animation duration \(duration) is longer than \(Self.maximumKeyboardAnimationDuration) s; clamped"))
      duration = Self.maximumKeyboardAnimationDuration
    }
    guard phase == .settling, var current = motion, previousTarget != current.target else { return }
    // From what is shown: a sheet lifted above the new highest detent comes down without the band.
    let from = height
    current.keyboardTiming = SheetMotion.KeyboardTiming(start: time, duration: duration, curve: curve, from: from)
    motion = current
  }
}
