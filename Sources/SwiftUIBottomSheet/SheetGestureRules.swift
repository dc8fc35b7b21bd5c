import SwiftUI

/// How a drag on a sheet's scrollable content behaves below the highest detent, named as SwiftUI's
/// `PresentationContentInteraction` is.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum SheetContentInteraction: Sendable, Hashable {
  /// The default: ``resizes``.
  case automatic
  /// A drag on the content resizes the sheet first, and scrolls it at the highest detent (the
  /// core's handoff `expand` `.midGesture`).
  case resizes
  /// The content scrolls at every detent; the sheet resizes by its header and grabber (the
  /// core's handoff `expand` `.never`).
  case scrolls

  /// The core's rule for an upward drag on the content below the highest detent.
  package var expand: HandoffMode {
    self == .scrolls ? .never : .midGesture
  }
}

/// The gesture rules a sheet takes from the views that present it: the core's handoff rules, drag
/// area, live target and dismissal confirmation, each `nil` until a modifier sets it.
///
/// One pure value, so the rules the modifiers set are tested without a view
/// (`SheetGestureSettingsTests`).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetGestureSettings: Sendable, Equatable {
  /// The handoff rules (``View/sheetContentInteraction(_:)`` sets `expand`,
  /// ``View/sheetHandoff(expand:collapse:carriesMomentum:)`` all three).
  package var handoff: ScrollHandoffRules?
  package var dragArea: SheetDragArea?
  /// Set by ``View/onSheetTargetChange(_:)``.
  package var reportsLiveTarget = false
  package var dismissalConfirmation: DismissalConfirmation?

  package init() {}

  /// `configuration` with these rules over it: a field set here wins; one left `nil` keeps the
  /// configuration's (the core's default).
  package func applied(to configuration: SheetConfiguration) -> SheetConfiguration {
    var configuration = configuration
    if let handoff { configuration.handoff = handoff }
    if let dragArea { configuration.dragArea = dragArea }
    if reportsLiveTarget { configuration.reportsLiveTarget = true }
    if let dismissalConfirmation { configuration.dismissalConfirmation = dismissalConfirmation }
    return configuration
  }

  /// How UIKit's presentation controller is set for these rules, so that UIKit's own swipe and
  /// the core agree (for the layer's UIKit presentation): under ask-first the system must not
  /// dismiss (`isModalInPresentation`, SwiftUI's `interactiveDismissDisabled`) and its
  /// `presentationControllerDidAttemptToDismiss(_:)` is the attempt; under ask-after it
  /// dismisses, and `presentationControllerDidDismiss(_:)` is the attempt, answered by presenting
  /// again; without confirmation, `isModalInPresentation` is whether dismissal is disabled.
  ///
  /// - Parameter dismissalDisabled: ``View/sheetDismissalDisabled(_:)``'s value.
  /// - Returns: `isModalInPresentation`, and which UIKit callback reports the attempt.
  package func presentationController(dismissalDisabled: Bool) -> (
    isModalInPresentation: Bool, attemptCallback: SheetDismissalCallback?
  ) {
    switch dismissalConfirmation ?? .off {
    case .off: (dismissalDisabled, nil)
    case .askFirst: (true, dismissalDisabled ? nil : .didAttemptToDismiss)
    case .askAfter: (dismissalDisabled, dismissalDisabled ? nil : .didDismiss)
    }
  }
}

/// The UIKit delegate callback that reports a user's dismissal attempt.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetDismissalCallback: Sendable, Hashable {
  /// `presentationControllerDidAttemptToDismiss(_:)`: the sheet stayed.
  case didAttemptToDismiss
  /// `presentationControllerDidDismiss(_:)`: the sheet went.
  case didDismiss
}

/// An app's answer to a dismissal attempt, on its way back to the core.
///
/// The app's closure is async (a confirmation dialog, a save): by the time it returns, the attempt
/// it answers may be over — answered, or ended by a programmatic present or dismiss. The answer
/// then goes nowhere, so it never applies to a sheet that no longer asks.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetDismissalAnswer: Sendable, Hashable {
  /// The detent the attempt left (its `dismissAttempted(from:)`).
  package var from: String
  /// Whether the app lets the sheet be dismissed.
  package var dismisses: Bool

  package init(from: String, dismisses: Bool) {
    self.from = from
    self.dismisses = dismisses
  }

  /// The core input for this answer, or `nil` when it comes too late: the core awaits no answer
  /// for an attempt from that detent (`awaiting` is its `SheetState.dismissalAwaitingAnswer`).
  package func input(awaiting: String?) -> SheetInput? {
    awaiting == from ? .answerDismissal(dismisses) : nil
  }

  /// On a `dismissAttempted`, asks `question` and hands the answer to `send` if the core still
  /// awaits it (`awaiting`); other events, or no question, pass.
  ///
  /// The task that awaits the answer captures a main-actor object holding the three closures and
  /// the detent's identifier, nothing else: the closures are the app's and the presenter's, and
  /// not `Sendable`.
  ///
  /// - Returns: The task that asks, or `nil` when nothing is asked.
  @MainActor @discardableResult
  package static func ask(
    _ event: SheetEvent, question: (@MainActor () async -> Bool)?, awaiting: @escaping @MainActor () -> String?,
    send: @escaping @MainActor (SheetInput) -> Void
  ) -> Task<Void, Never>? {
    guard case .dismissAttempted(let from) = event, let question else { return nil }
    let asking = SheetDismissalQuestion(question: question, awaiting: awaiting, send: send)
    return Task { @MainActor in await asking.ask(from: from) }
  }
}

/// One dismissal attempt's question, with where its answer goes: held by a main-actor object, so
/// the task that awaits the answer captures only it (``SheetDismissalAnswer/ask(_:question:awaiting:send:)``).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class SheetDismissalQuestion {
  private let question: @MainActor () async -> Bool
  private let awaiting: @MainActor () -> String?
  private let send: @MainActor (SheetInput) -> Void

  init(
    question: @escaping @MainActor () async -> Bool, awaiting: @escaping @MainActor () -> String?,
    send: @escaping @MainActor (SheetInput) -> Void
  ) {
    self.question = question
    self.awaiting = awaiting
    self.send = send
  }

  /// Asks, then sends the answer to an attempt from `from` if the core still awaits it.
  func ask(from: String) async {
    let answer = SheetDismissalAnswer(from: from, dismisses: await question())
    if let input = answer.input(awaiting: awaiting()) { send(input) }
  }
}
