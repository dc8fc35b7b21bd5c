/// A dismissal that asks (``DismissalConfirmation``): the user's attempt, and the app's answer.
extension SheetState {
  /// The dismissal attempt waiting for the app's answer, if any: the detent the sheet left.
  public var dismissalAwaitingAnswer: String? { dismissalAttempt?.detent }

  /// Reports the user's attempt to dismiss and waits for the answer; a newer attempt replaces an
  /// older one.
  mutating func askToDismiss(_ attempt: DismissalAttempt, events: inout [SheetEvent]) {
    dismissalAttempt = attempt
    events.append(.dismissAttempted(from: attempt.detent))
  }

  /// A scrim tap or Escape that would dismiss: under a confirmation mode, asks. Returns whether
  /// it asked (then the caller does not dismiss; under ``DismissalConfirmation/askAfter`` this
  /// dismisses itself).
  mutating func askBeforeUserDismissal(events: inout [SheetEvent]) -> Bool {
    let mode = configuration.dismissalConfirmation
    guard mode != .off, let left = selection.current else { return false }
    askToDismiss(DismissalAttempt(mode: mode, detent: left), events: &events)
    if mode == .askAfter { dismiss(events: &events) }
    return true
  }

  /// The app's answer (``SheetInput/answerDismissal(_:)``).
  mutating func answerDismissal(_ dismisses: Bool, events: inout [SheetEvent]) {
    guard let attempt = dismissalAttempt else {
      events.append(.diagnostic("a dismissal answer with no attempt waiting; ignored"))
      return
    }
    dismissalAttempt = nil
    switch (attempt.mode, dismisses) {
    case (.askFirst, true): dismiss(events: &events)
    case (.askAfter, false):
      // Presented again at the detent it left (or, if that detent is gone, as a present chooses).
      guard !isPresented else { return }
      selection.presentAt = attempt.detent
      present(events: &events)
    default: break
    }
  }
}
