import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// A modal sheet dismissed under ask-after (swipe-through): the binding follows the screen, the
/// container goes while the app asks, `onDismiss` waits for the answer, and a `false` brings the
/// presentation back with the sheet.
@Suite("Ask-after presentation")
struct AskAfterPresentationTests {
  typealias Action = SheetPresentationCoordinator.Action
  typealias Core = SheetPresentationCoordinator.Core

  /// A coordinator whose sheet the user has just swiped away under ask-after: presented, shown,
  /// then the core's `dismissAttempted`, `willSettle` toward hidden and `dismissed`.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private static func swipedAway() -> (SheetPresentationCoordinator, [Action]) {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    coordinator.containerAppeared()
    var actions = coordinator.sheetEvent(
      .dismissAttempted(from: "medium"), core: Core(isPresented: true, awaitsAnswer: true))
    actions += coordinator.sheetEvent(.willSettle(target: "hidden", velocity: 900), core: Core(awaitsAnswer: true))
    actions += coordinator.sheetEvent(.dismissed, core: Core(awaitsAnswer: true))
    return (coordinator, actions)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("swiped away: the binding is cleared and the container removed; onDismiss waits for the answer")
  func swipeHoldsOnDismiss() {
    var (coordinator, actions) = Self.swipedAway()
    #expect(actions == [.clearBinding, .removeContainer], "nothing invisible covers the window while the app asks")
    #expect(coordinator.appChanged(presented: false) == [], "the binding write comes back")
    #expect(coordinator.containerDisappeared(core: Core(awaitsAnswer: true)) == [])
    #expect(coordinator.holdsOnDismiss)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("answered no once the container has gone: binding true again, the container shown again, no onDismiss")
  func declinedAfterRemoval() {
    var (coordinator, _) = Self.swipedAway()
    _ = coordinator.appChanged(presented: false)
    _ = coordinator.containerDisappeared(core: Core(awaitsAnswer: true))
    let generation = coordinator.containerGeneration
    #expect(coordinator.dismissalAnswered(dismisses: false) == [], "the core's presented brings it back")
    // The core presents the sheet again at the detent it left.
    #expect(coordinator.sheetEvent(.presented, core: Core(isPresented: true)) == [.setBinding, .showContainer])
    #expect(coordinator.containerGeneration == generation + 1, "a new container, with its own appearance timeout")
    #expect(coordinator.sheet == .presented)
    #expect(!coordinator.holdsOnDismiss)
    #expect(coordinator.appChanged(presented: true) == [], "the binding write comes back")
    #expect(coordinator.sheetEvent(.willSettle(target: "medium", velocity: 0), core: Core(isPresented: true)) == [])
    // Dismissed for real later: onDismiss runs once, for the one presentation that ended.
    coordinator.containerAppeared()
    #expect(coordinator.appChanged(presented: false) == [.dismissSheet])
    #expect(coordinator.sheetEvent(.dismissed) == [.removeContainer])
    #expect(coordinator.containerDisappeared() == [.callOnDismiss])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("answered yes once the container has gone: onDismiss runs then, once")
  func confirmedAfterRemoval() {
    var (coordinator, _) = Self.swipedAway()
    _ = coordinator.appChanged(presented: false)
    _ = coordinator.containerDisappeared(core: Core(awaitsAnswer: true))
    #expect(coordinator.dismissalAnswered(dismisses: true) == [.callOnDismiss])
    #expect(coordinator.dismissalAnswered(dismisses: true) == [], "once")
    #expect(coordinator.appChanged(presented: true) == [.showContainer, .presentSheet])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("answered before the container has gone: yes runs onDismiss at its disappearance; no shows it again")
  func answeredDuringRemoval() {
    var (confirmed, _) = Self.swipedAway()
    #expect(confirmed.dismissalAnswered(dismisses: true) == [])
    #expect(confirmed.containerDisappeared(core: Core()) == [.callOnDismiss])

    var (declined, _) = Self.swipedAway()
    _ = declined.appChanged(presented: false)
    #expect(declined.dismissalAnswered(dismisses: false) == [])
    #expect(declined.sheetEvent(.presented, core: Core(isPresented: true)) == [.setBinding])
    #expect(!declined.isContainerShown, "the old container is still going: UIKit shows one at a time")
    #expect(declined.containerDisappeared(core: Core(isPresented: true)) == [.showContainer])
    #expect(declined.isContainerShown)
    #expect(declined.sheet == .presented)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("answered no while the sheet moves out: it comes back in the same container; nothing else")
  func declinedWhileMovingOut() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    coordinator.containerAppeared()
    _ = coordinator.sheetEvent(.dismissAttempted(from: "medium"), core: Core(isPresented: true, awaitsAnswer: true))
    _ = coordinator.sheetEvent(.willSettle(target: "hidden", velocity: 900), core: Core(awaitsAnswer: true))
    #expect(coordinator.dismissalAnswered(dismisses: false) == [])
    // The core presents it again from where it is: no `presented` (it never went), a settle.
    #expect(coordinator.sheetEvent(.willSettle(target: "medium", velocity: 0), core: Core(isPresented: true)) == [])
    #expect(coordinator.sheet == .presented)
    #expect(coordinator.appPresents, "the binding was never cleared")
    #expect(coordinator.isContainerShown)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the app presents while the answer is awaited: the held onDismiss runs first, then the new presentation")
  func appPresentsWhileAsking() {
    var (coordinator, _) = Self.swipedAway()
    _ = coordinator.appChanged(presented: false)
    _ = coordinator.containerDisappeared(core: Core(awaitsAnswer: true))
    #expect(coordinator.appChanged(presented: true) == [.callOnDismiss, .showContainer, .presentSheet])
    // The core's present ended its wait: a late answer no longer reaches the coordinator.
    #expect(coordinator.dismissalAnswered(dismisses: true) == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a stale presented after the sheet was hidden at once does not bring a container back")
  func stalePresented() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    #expect(coordinator.containerDisappeared() == [.hideSheet, .removeContainer, .clearBinding, .callOnDismiss])
    // The core's `presented` from before the hide reaches the coordinator afterwards.
    #expect(coordinator.sheetEvent(.presented, core: Core(isPresented: false)) == [])
    #expect(!coordinator.isContainerShown)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("with the core: Escape under ask-after, answered no, presents the sheet again at the detent it left")
  @MainActor
  func declinedWithDriver() {
    var configuration = SheetConfiguration(
      detents: [.medium, .large], initialDetent: "large", allowsDismissal: true, reduceMotion: true)
    configuration.dismissalConfirmation = .askAfter
    let driver = SheetDriver(configuration: configuration, presented: false)
    driver.containerChanged(SheetContainer(height: 844))
    var coordinator = SheetPresentationCoordinator()
    var log: [Action] = []
    var binding = false
    // The steps go to the driver, and the driver's events (those of the step, or of an input
    // before it) back to the coordinator, until none is left.
    func run(_ actions: [Action]) {
      var queue = actions
      for event in driver.takeEvents() { queue += coordinator.sheetEvent(event, core: Core(driver.state)) }
      while !queue.isEmpty {
        let action = queue.removeFirst()
        log.append(action)
        switch action {
        case .presentSheet: driver.setPresented(true)
        case .dismissSheet: driver.setPresented(false)
        case .hideSheet: driver.hideNow()
        case .clearBinding: binding = false
        case .setBinding: binding = true
        case .showContainer, .removeContainer, .callOnDismiss, .startAppearanceClock: break
        }
        for event in driver.takeEvents() { queue += coordinator.sheetEvent(event, core: Core(driver.state)) }
      }
    }
    binding = true
    run(coordinator.appChanged(presented: true))
    coordinator.containerAppeared()
    driver.presentIfPending()
    run([])
    _ = driver.apply(.move(to: "medium", animated: false))
    run([])
    #expect(driver.state.detent == "medium")
    log = []
    _ = driver.escape()
    run([])
    #expect(log == [.clearBinding, .removeContainer])
    #expect(driver.state.dismissalAwaitingAnswer == "medium")
    run(coordinator.appChanged(presented: binding))
    run(coordinator.containerDisappeared(core: Core(driver.state)))
    #expect(log == [.clearBinding, .removeContainer], "onDismiss waits for the answer")
    // The app's dialog answers no.
    _ = driver.apply(.answerDismissal(false))
    run(coordinator.dismissalAnswered(dismisses: false))
    run([])
    #expect(log == [.clearBinding, .removeContainer, .setBinding, .showContainer])
    #expect(binding)
    #expect(driver.state.isPresented)
    #expect(driver.state.detent == "medium", "at the detent it left, not the initial one")
    run(coordinator.appChanged(presented: binding))
    coordinator.containerAppeared()
    #expect(!log.contains(.callOnDismiss))
  }
}
