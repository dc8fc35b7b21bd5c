/// What happened, reported by ``SheetState/apply(_:at:)`` and ``SheetState/tick(at:)``.
public enum SheetEvent: Sendable, Hashable {
  /// A touch took hold of the sheet at this height (points).
  case dragBegan(height: Double)
  /// A settle began toward `target` (a detent id, or `"hidden"`), with the starting velocity in
  /// points per second, y downward (negative is upward).
  case willSettle(target: String, velocity: Double)
  /// The sheet came to rest at a detent, height in points. Every gesture, move, present,
  /// accessibility step or re-layout that moves the sheet ends in exactly one `settled` (or, when it
  /// hides the sheet, one `dismissed`); an interrupted one ends in none.
  case settled(detent: String, height: Double)
  /// The sheet was shown (reported when a dismissed sheet starts presenting).
  case presented
  /// The sheet finished hiding.
  case dismissed
  /// A touch on the sheet ended without beginning a drag: a tap, at the point (`x`, `y`) where it
  /// went down (points, container coordinates; `x` is `nil` when the touch gave none). It lifted
  /// before travelling the touch slop (``SheetConfiguration/touchSlop``) and was not the
  /// content's; a toolkit that gives the tap a meaning (a tap on the grabber is
  /// ``SheetInput/grabberTap``) measures nothing again.
  case tapped(x: Double?, y: Double)
  /// While a drag moves the sheet, the detent it would settle on if released now changed: a
  /// detent id, or `"hidden"`. Reported once per change, from the same projection and rules as a
  /// release (``SheetState/liveTarget``), so the last one before a release names the release's
  /// `willSettle` target (a cancel releases with no velocity, and may differ). Only under
  /// ``SheetConfiguration/reportsLiveTarget``.
  case targetChanged(target: String)
  /// The user tried to dismiss a sheet whose dismissals ask first or after
  /// (``SheetConfiguration/dismissalConfirmation``), leaving detent `from`; the app answers with
  /// ``SheetInput/answerDismissal(_:)``.
  case dismissAttempted(from: String)
  /// What a screen reader should say now: the sheet came to rest, after the user's drag, step or
  /// tap on a control, at a detent other than the one it last rested at (`detent`, at `position`
  /// of `count` distinct heights, from 1, the lowest, as ``SheetState/accessibilityPosition``
  /// counts them). Reported right after that rest's `settled`; never for a move, presentation or
  /// re-layout the app made, nor for a dismissal. ``SheetState/announcement(detent:position:count:)``
  /// words it in English; a toolkit with localized strings words it itself.
  case announce(detent: String, position: Int, count: Int)
  /// Bad input was normalized or ignored; the message says what and how.
  case diagnostic(String)
}
