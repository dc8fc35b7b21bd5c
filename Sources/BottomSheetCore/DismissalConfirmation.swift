/// Whether a dismissal by the user waits for the app's answer (``SheetConfiguration/dismissalConfirmation``).
///
/// A drag or flick released toward hidden, a tap on the scrim and Escape are the user's
/// dismissals of a sheet that allows them (``SheetConfiguration/allowsDismissal``); under a
/// confirmation mode each reports ``SheetEvent/dismissAttempted(from:)`` and the app answers
/// with ``SheetInput/answerDismissal(_:)``. A programmatic ``SheetInput/dismiss`` is never asked.
///
/// UIKit's counterpart: ``askFirst`` is `isModalInPresentation` (SwiftUI's
/// `interactiveDismissDisabled`) with `presentationControllerDidAttemptToDismiss(_:)` as the
/// attempt; ``askAfter`` has none in UIKit, which lets the sheet go and reports
/// `presentationControllerDidDismiss(_:)`. compose-unstyled #45, accompanist #1657, libadwaita's
/// `close-attempt`, Ionic's `canDismiss`.
public enum DismissalConfirmation: String, Sendable, Hashable, CaseIterable {
  /// No confirmation: the user's dismissals dismiss (the default).
  case off
  /// Ask first: the sheet stays. A release toward hidden springs back to the lowest detent (the
  /// live target and `willSettle` name it); a scrim tap or Escape leaves the sheet where it is,
  /// as UIKit does. The answer `true` dismisses it; `false` changes nothing.
  case askFirst
  /// Ask after (swipe-through): the sheet goes at once; the answer `false` presents it again at
  /// the detent it left, `true` changes nothing.
  case askAfter
}

/// A dismissal by the user that waits for the app's answer.
struct DismissalAttempt: Sendable, Hashable {
  /// The mode it was asked under.
  var mode: DismissalConfirmation
  /// The detent the sheet left (rested at or settled toward when the gesture began).
  var detent: String
}
