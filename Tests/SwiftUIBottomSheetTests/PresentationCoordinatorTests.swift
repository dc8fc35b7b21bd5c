import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The order of a modal sheet's presentation: binding, container, core, `onDismiss`.
@Suite("Presentation coordinator")
struct PresentationCoordinatorTests {
  typealias Action = SheetPresentationCoordinator.Action

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the app presents: the container first, then the sheet; nothing before")
  func present() {
    var coordinator = SheetPresentationCoordinator()
    #expect(coordinator.appChanged(presented: false) == [])
    #expect(!coordinator.isContainerShown, "no container, so no content, while not presented")
    #expect(coordinator.appChanged(presented: true) == [.showContainer, .presentSheet])
    #expect(coordinator.isContainerShown)
    #expect(coordinator.sheet == .presented)
    #expect(coordinator.appChanged(presented: true) == [], "a repeated value changes nothing")
    #expect(coordinator.sheetEvent(.presented) == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the app dismisses: the sheet moves out, then the container goes, then onDismiss, once")
  func appDismisses() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    coordinator.containerAppeared()  // the cover is on screen
    #expect(coordinator.appChanged(presented: false) == [.dismissSheet])
    #expect(coordinator.sheet == .dismissing)
    #expect(coordinator.isContainerShown, "the container stays while the sheet moves out")
    #expect(coordinator.sheetEvent(.willSettle(target: "hidden", velocity: 0)) == [])
    // The binding is already false: it is not written again.
    #expect(coordinator.sheetEvent(.dismissed) == [.removeContainer])
    #expect(!coordinator.isContainerShown)
    #expect(coordinator.containerDisappeared() == [.callOnDismiss])
    #expect(coordinator.containerDisappeared() == [], "onDismiss runs once")
    #expect(coordinator.sheetEvent(.dismissed) == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the sheet dismisses itself: the binding is set false when it has gone, then the container goes")
  func sheetDismissesItself() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    coordinator.containerAppeared()  // the cover is on screen
    // A drag down past the lowest detent.
    #expect(coordinator.sheetEvent(.dragBegan(height: 400)) == [])
    #expect(coordinator.sheetEvent(.willSettle(target: "hidden", velocity: 900)) == [])
    #expect(coordinator.sheet == .dismissing)
    #expect(coordinator.appPresents, "the binding stays true until the sheet has gone")
    #expect(coordinator.sheetEvent(.dismissed) == [.clearBinding, .removeContainer])
    // Writing the binding comes back as a change of the app's value: nothing more to do.
    #expect(coordinator.appChanged(presented: false) == [])
    #expect(coordinator.containerDisappeared() == [.callOnDismiss])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("@Environment(\\.dismiss) inside the sheet moves it out before the container goes")
  func environmentDismiss() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    coordinator.containerAppeared()  // the cover is on screen
    #expect(coordinator.containerDismissRequested() == [.dismissSheet])
    #expect(coordinator.isContainerShown, "the container's binding still reads true")
    #expect(coordinator.containerDismissRequested() == [], "asked twice, moved out once")
    #expect(coordinator.sheetEvent(.dismissed) == [.clearBinding, .removeContainer])
    #expect(coordinator.containerDisappeared() == [.callOnDismiss])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the app presents again while the sheet moves out: the core presents it in the same container")
  func presentDuringDismissal() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    _ = coordinator.appChanged(presented: false)
    #expect(coordinator.appChanged(presented: true) == [.presentSheet])
    #expect(coordinator.sheet == .presented)
    #expect(coordinator.sheetEvent(.willSettle(target: "large", velocity: 0)) == [])
    #expect(coordinator.isContainerShown)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("presented again while the container is being removed: shown again once it has gone")
  func presentDuringRemoval() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    coordinator.containerAppeared()  // the cover is on screen
    _ = coordinator.appChanged(presented: false)
    #expect(coordinator.sheetEvent(.dismissed) == [.removeContainer])
    #expect(coordinator.appChanged(presented: true) == [], "the container has not gone yet")
    #expect(coordinator.containerDisappeared() == [.callOnDismiss, .showContainer, .presentSheet])
    #expect(coordinator.isContainerShown)
    #expect(coordinator.sheet == .presented)
    // Dismissed again before the second presentation is shown: no second container comes back.
    #expect(coordinator.appChanged(presented: false) == [.dismissSheet])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a container that goes without being asked hides the sheet, clears the binding, calls onDismiss")
  func containerGoesUnasked() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    #expect(coordinator.containerDisappeared() == [.hideSheet, .removeContainer, .clearBinding, .callOnDismiss])
    #expect(coordinator.sheet == .hidden)
    #expect(!coordinator.isContainerShown)
    #expect(coordinator.appChanged(presented: false) == [])
    #expect(coordinator.appChanged(presented: true) == [.showContainer, .presentSheet])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "a container that goes unasked is not shown again by the presentation's value",
    arguments: [false, true])
  func containerGoesUnaskedStaysGone(appeared: Bool) {
    var coordinator = SheetPresentationCoordinator()
    // What the cover's binding reads: the presentation's `showsContainer`, written only by the
    // coordinator's steps (`SheetPresentation.perform`).
    var showsContainer = false
    func take(_ actions: [Action]) {
      for action in actions {
        if action == .showContainer { showsContainer = true }
        if action == .removeContainer { showsContainer = false }
      }
    }
    take(coordinator.appChanged(presented: true))
    if appeared { coordinator.containerAppeared() }
    take(coordinator.sheetEvent(.presented))
    #expect(showsContainer)
    // Someone outside the layer dismissed the cover (a UIKit `dismiss(animated:)`).
    take(coordinator.containerDisappeared())
    #expect(!showsContainer, "the cover's binding reads false: SwiftUI does not present it again")
    take(coordinator.appChanged(presented: false))
    #expect(!showsContainer)
    take(coordinator.removalTimedOut(generation: coordinator.removalGeneration))
    #expect(!showsContainer && !coordinator.isContainerShown, "the removal's timeout finds nothing to do")
    take(coordinator.appChanged(presented: true))
    #expect(showsContainer, "the next presentation shows a container again")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("ten presentations and dismissals, however they end, call onDismiss ten times")
  func manyCycles() {
    var coordinator = SheetPresentationCoordinator()
    var dismissals = 0
    var presentations = 0
    for cycle in 0..<10 {
      var actions = coordinator.appChanged(presented: true)
      coordinator.containerAppeared()
      switch cycle % 3 {
      case 0: actions += coordinator.appChanged(presented: false)
      case 1: actions += coordinator.containerDismissRequested()
      default: actions += coordinator.sheetEvent(.willSettle(target: "hidden", velocity: 0))
      }
      let ending = coordinator.sheetEvent(.dismissed)
      actions += ending
      if ending.contains(.clearBinding) { actions += coordinator.appChanged(presented: false) }
      actions += coordinator.containerDisappeared()
      presentations += actions.filter { $0 == .presentSheet }.count
      dismissals += actions.filter { $0 == .callOnDismiss }.count
    }
    #expect(presentations == 10)
    #expect(dismissals == 10)
  }

  /// The coordinator and a driver together, as the presenter runs them: the steps go to the
  /// driver and the driver's events back to the coordinator.
  @available(iOS 17, macOS 14, visionOS 1, *)
  @MainActor
  private func run(
    _ actions: [Action], _ coordinator: inout SheetPresentationCoordinator, _ driver: SheetDriver,
    log: inout [Action]
  ) {
    var queue = actions
    while !queue.isEmpty {
      let action = queue.removeFirst()
      log.append(action)
      switch action {
      case .presentSheet: driver.setPresented(true)
      case .dismissSheet: driver.setPresented(false)
      case .hideSheet: driver.hideNow()
      case .showContainer, .removeContainer, .clearBinding, .setBinding, .callOnDismiss, .startAppearanceClock: break
      }
      for event in driver.takeEvents() { queue += coordinator.sheetEvent(event) }
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("dismissed before its content appeared: the container still goes and onDismiss runs")
  @MainActor
  func dismissBeforeRising() {
    var coordinator = SheetPresentationCoordinator()
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.large], allowsDismissal: true, reduceMotion: true), presented: false)
    driver.containerChanged(SheetContainer(height: 844))
    var log: [Action] = []
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    #expect(driver.showsSheet, "waiting for its content")
    // A fast request finishes before the container's first appearance: the app sets false.
    // SwiftUI never reports a disappearance for a container that never appeared, so none is
    // called here: the removal must finish by itself.
    run(coordinator.appChanged(presented: false), &coordinator, driver, log: &log)
    #expect(!coordinator.isContainerShown, "no clear container left over the app")
    #expect(!coordinator.isRemovingContainer, "nothing waits for a disappearance that will not come")
    #expect(log == [.showContainer, .presentSheet, .dismissSheet, .removeContainer, .callOnDismiss])
    #expect(!driver.showsSheet)
    // The next presentation is not swallowed.
    log = []
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    #expect(log == [.showContainer, .presentSheet])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("UIKit refuses the container: given up after the timeout, and the next presentation works")
  @MainActor
  func refusedPresentation() {
    var coordinator = SheetPresentationCoordinator()
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.large], allowsDismissal: true, reduceMotion: true), presented: false)
    driver.containerChanged(SheetContainer(height: 844))
    var log: [Action] = []
    // The presenter already presents a `.sheet`: UIKit refuses the cover, which never appears.
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    let generation = coordinator.containerGeneration
    #expect(SheetPresentationCoordinator.appearanceTimeout == 1)
    #expect(coordinator.appearanceTimedOut(generation: generation - 1) == [], "an older container's timeout")
    run(coordinator.appearanceTimedOut(generation: generation), &coordinator, driver, log: &log)
    #expect(
      log == [.showContainer, .presentSheet, .hideSheet, .removeContainer, .clearBinding, .callOnDismiss])
    #expect(!coordinator.isContainerShown)
    #expect(coordinator.appearanceTimedOut(generation: generation) == [], "given up once")
    // The binding write comes back, then the app presents again once the `.sheet` is gone.
    log = []
    run(coordinator.appChanged(presented: false), &coordinator, driver, log: &log)
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    coordinator.containerAppeared()
    #expect(coordinator.appearanceTimedOut(generation: coordinator.containerGeneration) == [], "it appeared")
    #expect(log == [.showContainer, .presentSheet])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("true then false within one update, then true: each presentation ends and the next one shows")
  func flipWithinOneUpdate() {
    var coordinator = SheetPresentationCoordinator()
    var actions = coordinator.appChanged(presented: true) + coordinator.appChanged(presented: false)
    // The driver reports the dismissal of a sheet that never rose at once.
    actions += coordinator.sheetEvent(.dismissed)
    #expect(actions == [.showContainer, .presentSheet, .dismissSheet, .removeContainer, .callOnDismiss])
    #expect(coordinator.appChanged(presented: true) == [.showContainer, .presentSheet])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("presented, shown, dismissed by a scrim tap: every step in order, with the core's motion between")
  @MainActor
  func fullCycleWithDriver() {
    var coordinator = SheetPresentationCoordinator()
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.medium, .large], allowsDismissal: true, reduceMotion: true),
      presented: false)
    driver.containerChanged(SheetContainer(height: 844))
    var log: [Action] = []
    let serial = driver.presentationSerial
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    coordinator.containerAppeared()
    driver.presentIfPending()  // the content appeared
    run([], &coordinator, driver, log: &log)
    for event in driver.takeEvents() { run(coordinator.sheetEvent(event), &coordinator, driver, log: &log) }
    #expect(driver.state.isPresented)
    #expect(driver.presentationSerial == serial + 1, "VoiceOver's focus goes to the grabber now")
    driver.scrimTapped()
    var ending: [Action] = []
    for event in driver.takeEvents() { ending += coordinator.sheetEvent(event) }
    run(ending, &coordinator, driver, log: &log)
    run(coordinator.appChanged(presented: false), &coordinator, driver, log: &log)
    run(coordinator.containerDisappeared(), &coordinator, driver, log: &log)
    #expect(log == [.showContainer, .presentSheet, .clearBinding, .removeContainer, .callOnDismiss])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the proxy's dismiss: the sheet moves out on its spring, then the binding, the container, onDismiss")
  @MainActor
  func proxyDismissesWithMotion() throws {
    var coordinator = SheetPresentationCoordinator()
    // Dismissal disabled for the user: the app's own dismissal still goes.
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.medium, .large], allowsDismissal: false),
      presented: false, isModal: true)
    driver.containerChanged(SheetContainer(height: 844))
    var log: [Action] = []
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    coordinator.containerAppeared()
    driver.presentIfPending()
    run([], &coordinator, driver, log: &log)
    var now = driver.state.time
    while driver.isRunning, now < driver.state.time + 3 {
      now += 1.0 / 60
      driver.tick(at: now)
    }
    for event in driver.takeEvents() { run(coordinator.sheetEvent(event), &coordinator, driver, log: &log) }
    let risen = driver.state.height
    #expect(risen > 400, "at .medium of an 844-point container")
    #expect(log == [.showContainer, .presentSheet])

    let proxy = BottomSheetProxy(driver: driver)
    #expect(proxy.dismiss())
    #expect(!proxy.dismiss(), "moving out already: asked twice, dismissed once")
    for event in driver.takeEvents() { run(coordinator.sheetEvent(event), &coordinator, driver, log: &log) }
    #expect(coordinator.appPresents, "the binding stays true while the sheet moves out")
    #expect(coordinator.isContainerShown)
    // Two frames in: still on screen, lower than it rested, on its way out.
    now += 2.0 / 60
    driver.tick(at: now)
    let moving = driver.state.height
    #expect(moving > 0 && moving < risen - 1)
    for event in driver.takeEvents() { run(coordinator.sheetEvent(event), &coordinator, driver, log: &log) }
    #expect(log == [.showContainer, .presentSheet], "nothing goes before the sheet has")
    let start = now
    while driver.isRunning, now < start + 3 {
      now += 1.0 / 60
      driver.tick(at: now)
      for event in driver.takeEvents() { run(coordinator.sheetEvent(event), &coordinator, driver, log: &log) }
    }
    #expect(driver.state.height == 0)
    #expect(now - start > 0.1, "a spring, not a jump")
    run(coordinator.appChanged(presented: false), &coordinator, driver, log: &log)
    run(coordinator.containerDisappeared(), &coordinator, driver, log: &log)
    #expect(log == [.showContainer, .presentSheet, .clearBinding, .removeContainer, .callOnDismiss])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the proxy's dismiss does nothing in a drawer or outside a sheet")
  @MainActor
  func proxyDismissInADrawer() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.medium, .large]), presented: true)
    driver.containerChanged(SheetContainer(height: 844))
    #expect(!BottomSheetProxy(driver: driver).dismiss())
    #expect(driver.state.isPresented, "a drawer is always shown")
    #expect(!BottomSheetProxy(driver: nil).dismiss())
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the container never goes after its removal: taken as gone after the timeout, once")
  @MainActor
  func removalNeverCompletes() {
    var coordinator = SheetPresentationCoordinator()
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.medium, .large], allowsDismissal: true, reduceMotion: true),
      presented: false)
    driver.containerChanged(SheetContainer(height: 844))
    var log: [Action] = []
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    coordinator.containerAppeared()
    driver.presentIfPending()  // the content appeared
    run([], &coordinator, driver, log: &log)
    driver.scrimTapped()
    var ending: [Action] = []
    for event in driver.takeEvents() { ending += coordinator.sheetEvent(event, core: .init(driver.state)) }
    run(ending, &coordinator, driver, log: &log)
    run(coordinator.appChanged(presented: false), &coordinator, driver, log: &log)
    #expect(coordinator.isRemovingContainer, "waiting for the cover's onDismiss")
    #expect(log == [.showContainer, .presentSheet, .clearBinding, .removeContainer])
    // The app presents again while the removal waits: recorded, nothing shown yet.
    log = []
    run(coordinator.appChanged(presented: true), &coordinator, driver, log: &log)
    #expect(log == [])
    // No disappearance comes. The removal's timeout finishes it.
    #expect(SheetPresentationCoordinator.removalTimeout == SheetPresentationCoordinator.appearanceTimeout)
    let generation = coordinator.removalGeneration
    #expect(coordinator.removalTimedOut(generation: generation - 1) == [], "an older removal's timeout")
    run(coordinator.removalTimedOut(generation: generation, core: .init(driver.state)), &coordinator, driver, log: &log)
    #expect(log == [.callOnDismiss, .showContainer, .presentSheet])
    #expect(!coordinator.isRemovingContainer)
    #expect(coordinator.removalTimedOut(generation: generation) == [], "taken as gone once")
    // The old cover's onDismiss comes late, before the new one appeared: ignored.
    log = []
    run(coordinator.containerDisappeared(core: .init(driver.state)), &coordinator, driver, log: &log)
    #expect(log == [])
    #expect(coordinator.isContainerShown && coordinator.sheet == .presented)
    // The new container appears; a disappearance now is its own, and ends the presentation.
    coordinator.containerAppeared()
    run(coordinator.containerDisappeared(core: .init(driver.state)), &coordinator, driver, log: &log)
    #expect(log == [.hideSheet, .removeContainer, .clearBinding, .callOnDismiss])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a removal that completes in time: its timeout does nothing")
  @MainActor
  func removalCompletesInTime() {
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    coordinator.containerAppeared()
    _ = coordinator.appChanged(presented: false)
    #expect(coordinator.sheetEvent(.dismissed) == [.removeContainer])
    let generation = coordinator.removalGeneration
    #expect(coordinator.containerDisappeared() == [.callOnDismiss])
    #expect(coordinator.removalTimedOut(generation: generation) == [])
    #expect(coordinator.appChanged(presented: true) == [.showContainer, .presentSheet])
  }
}
