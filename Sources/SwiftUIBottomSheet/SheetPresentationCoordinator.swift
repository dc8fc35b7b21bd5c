/// What a modal sheet's presentation does next: the rules between the app's binding, the
/// window-level container the sheet is drawn in, the core's sheet and the app's `onDismiss`.
///
/// A modal sheet (``SwiftUI/View/bottomSheet(isPresented:onDismiss:content:)``,
/// ``SwiftUI/View/fittedTray(isPresented:onDismiss:content:)``) is drawn inside a *container*
/// that covers the whole window: on iOS and visionOS a full-screen presentation with a clear
/// background and no transition of its own, on macOS an overlay of the presenting view. The
/// sheet's motion and its scrim are the core's, inside that container. The container exists only
/// while the sheet is presented or still moving out, so the sheet's content is built only then.
///
/// The order, for every way in and out:
/// - The app presents (its binding becomes `true`): the container is shown and the core presents
///   the sheet (it rises once its content has appeared).
/// - The app dismisses (its binding becomes `false`): the core moves the sheet out; when it has
///   gone (`dismissed`) the container is removed; when the container has gone, `onDismiss` runs.
/// - The sheet dismisses itself (a drag, a tap on the scrim, Escape, VoiceOver's escape gesture):
///   when it has gone, the binding is set to `false`, the container removed, then `onDismiss` runs.
/// - SwiftUI asks the container to go (`@Environment(\.dismiss)` inside the sheet writes `false`
///   to the container's binding): the core moves the sheet out first, as for a dismissal of the
///   sheet's own; the container stays until the sheet has gone.
/// - The container goes without being asked (the system removed it): the sheet is hidden at
///   once, the binding set to `false`, and `onDismiss` runs.
/// - The app presents again while the sheet moves out: the core presents it again from where it
///   is, in the same container; if the container is already being removed, it is shown again
///   once it has gone (and the first presentation's `onDismiss` has run).
///
/// - The container never appears (UIKit refused it: the presenter already presents something; or
///   the binding went `true` and `false` within one update): a removal of a container that never
///   appeared finishes at once, as no disappearance will come; one that has not appeared after
///   ``appearanceTimeout`` seconds of its give-up clock is given up — the sheet hidden, the
///   binding set to `false`, `onDismiss` run — so the next presentation is never swallowed.
///   The clock runs only while the container is shown and has not appeared, the presenting view
///   is on screen and its scene is active (``isAppearanceClockRunning``), and starts from zero
///   each time that becomes true. UIKit delays a presentation, rather than refusing it, while the
///   presenting view is not in a window (behind a push or a pop), while its scene is not yet
///   active (a cold launch with the binding already `true`) and behind another presentation's
///   transition, by the sixth independent review's reading (not documented by Apple; never run
///   on Apple hardware): such a presentation is not given up for the time it waits. One refused
///   from a view on screen in an active scene is still given up a second after it was asked for.
///   The scene's phase is SwiftUI's `scenePhase` read in the presenting view, "the phase of the
///   scene that contains the view" (`ScenePhase`, whose example runs a timer only while the
///   phase is `.active`).
/// - The container never goes (no disappearance comes after its removal: SwiftUI folded the
///   cover's dismissal into another transition): a removal not finished ``removalTimeout`` seconds
///   after it was asked for is taken as finished — `onDismiss` runs, and a presentation that
///   waited shows — so a later presentation is never swallowed either. The late disappearance, if
///   it comes before the next container has appeared, is taken as the old container's and ignored.
///
/// - The user dismisses under ``DismissalConfirmation/askAfter`` (swipe-through): the sheet goes
///   as any dismissal of its own — the binding set to `false` when it has gone, the container
///   removed, so the app's dialog can show over its own views and nothing invisible covers the
///   window while it asks — but `onDismiss` waits for the answer. `true` runs it; `false` makes
///   the core present the sheet again at the detent it left, and its `presented` brings the
///   presentation back: the binding set to `true` again, the container shown again without a
///   transition (once the old one has gone), and no `onDismiss`, as nothing was dismissed. An
///   app that presents while the answer is awaited ends the wait (as the core does): the held
///   `onDismiss` runs first.
///
/// `onDismiss` runs exactly once per presentation that ends, after the container has gone.
///
/// Traced: each entry point writes a line of ``SheetTrace`` in the `presentation` category (while
/// the trace is on): its input, the steps it returned, and the container, give-up clock and
/// removal numbers after them; an event of the core only when it takes a step or moves the sheet.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetPresentationCoordinator: Sendable, Hashable {
  /// The core's sheet as it stands when a step is decided. Events reach the presentation in
  /// batches, after the fact: what decides comes from the core's state now, never from a copy
  /// the presentation keeps.
  package struct Core: Sendable, Hashable {
    /// `SheetState.isPresented`.
    package var isPresented: Bool
    /// Whether the core awaits the app's answer to a dismissal (`SheetState.dismissalAwaitingAnswer`).
    package var awaitsAnswer: Bool

    package init(isPresented: Bool = false, awaitsAnswer: Bool = false) {
      self.isPresented = isPresented
      self.awaitsAnswer = awaitsAnswer
    }

    /// The facts of `state`.
    package init(_ state: SheetState) {
      self.init(isPresented: state.isPresented, awaitsAnswer: state.dismissalAwaitingAnswer != nil)
    }
  }

  /// A step for the view to take, in the order given.
  package enum Action: Sendable, Hashable {
    /// Show the window-level container, without a transition of its own.
    case showContainer
    /// Remove the container, without a transition of its own.
    case removeContainer
    /// Present the sheet in the core (it rises once its content has appeared).
    case presentSheet
    /// Dismiss the sheet in the core: it moves out on its spring.
    case dismissSheet
    /// Hide the sheet in the core at once: its container has gone.
    case hideSheet
    /// Write `false` to the app's binding (`nil` to its item).
    case clearBinding
    /// Write `true` to the app's binding (its last item back to its item): the core presented
    /// the sheet again by itself (an ask-after answer `false`).
    case setBinding
    /// Call the app's `onDismiss`.
    case callOnDismiss
    /// Start the shown container's give-up clock: ``appearanceTimeout`` seconds from now, call
    /// ``appearanceClockRanOut(_:)`` with ``appearanceClock`` as it is now.
    case startAppearanceClock
  }

  /// Where the core's sheet is, as far as the presentation knows.
  package enum SheetPhase: Sendable, Hashable {
    /// Hidden: never presented, or its dismissal has finished.
    case hidden
    /// Presented (rising or at rest).
    case presented
    /// Moving out.
    case dismissing
  }

  /// Whether the container is shown (or asked to be): the value of the container's binding.
  package private(set) var isContainerShown = false
  /// Where the sheet is.
  package private(set) var sheet = SheetPhase.hidden
  /// Whether the app's binding says presented, as last seen.
  package private(set) var appPresents = false
  /// Whether a removal was asked for and the container has not gone yet.
  package private(set) var isRemovingContainer = false
  /// Whether the app presented again while the container was being removed.
  private var presentsAfterRemoval = false
  /// Whether the sheet went under ask-after and its container has gone, and `onDismiss` waits
  /// for the app's answer.
  package private(set) var holdsOnDismiss = false
  /// Whether the core presented the sheet again while its container was being removed: the
  /// container is shown again once it has gone, without `onDismiss`.
  private var showsAgainAfterRemoval = false
  /// Whether the container shown last has appeared on screen.
  package private(set) var hasContainerAppeared = false
  /// How many containers were shown so far: the generation ``appearanceTimedOut(generation:)``
  /// names.
  package private(set) var containerGeneration = 0
  /// How many removals were asked for so far: the generation ``removalTimedOut(generation:core:)``
  /// names.
  package private(set) var removalGeneration = 0
  /// Whether a removal was taken as finished by its timeout, and its container's disappearance
  /// may still come.
  private var expectsLateDisappearance = false
  /// Whether the view that presents the sheet is on screen (between its `onAppear` and its
  /// `onDisappear`).
  package private(set) var isPresenterOnScreen = false
  /// Whether the presenting view's scene is active (`ScenePhase.active`).
  package private(set) var isSceneActive = false
  /// How many give-up clocks were started so far: the clock ``appearanceClockRanOut(_:)`` names.
  package private(set) var appearanceClock = 0

  /// Whether the give-up clock of the shown container runs: the container is shown and has not
  /// appeared, and the presenting view is on screen in an active scene.
  package var isAppearanceClockRunning: Bool {
    isContainerShown && !hasContainerAppeared && isPresenterOnScreen && isSceneActive
  }

  /// Seconds of its give-up clock a shown container may take to appear before the presentation
  /// gives it up: UIKit presents from a view on screen in an active scene within a frame or two
  /// when it presents at all, or after a transition under way (a push, a pop, another
  /// presentation's dismissal: about 0.35–0.5 s).
  package static let appearanceTimeout = 1.0

  /// Seconds a removed container may take to go before the presentation takes it as gone: as
  /// ``appearanceTimeout``, since the container goes without a transition of its own.
  package static let removalTimeout = appearanceTimeout

  /// A coordinator for a sheet that is not presented.
  package init() {}

  /// The app's binding (or item) changed, or was read for the first time.
  ///
  /// - Parameter presented: Whether the binding is `true` (the item not `nil`).
  /// - Returns: The steps to take.
  package mutating func appChanged(presented: Bool) -> [Action] {
    let actions = appChangedSteps(presented: presented)
    SheetTrace.log(.presentation, traceLine("app presents \(presented)", actions))
    return actions
  }

  /// The steps of ``appChanged(presented:)``, untraced.
  private mutating func appChangedSteps(presented: Bool) -> [Action] {
    guard presented != appPresents else { return [] }
    appPresents = presented
    if presented {
      if isRemovingContainer {
        presentsAfterRemoval = true
        return []
      }
      if !isContainerShown {
        // A presentation of the app's own ends a wait for an answer: the dismissal is real.
        let held: [Action] = holdsOnDismiss ? [.callOnDismiss] : []
        holdsOnDismiss = false
        let shown = showContainer()
        sheet = .presented
        return held + shown + [.presentSheet]
      }
      guard sheet != .presented else { return [] }
      sheet = .presented
      return [.presentSheet]
    }
    presentsAfterRemoval = false
    showsAgainAfterRemoval = false
    guard sheet == .presented else { return [] }
    sheet = .dismissing
    return [.dismissSheet]
  }

  /// The core reported an event.
  ///
  /// - Parameters:
  ///   - event: Any event; `willSettle` toward `"hidden"`, `presented` and `dismissed` matter here.
  ///   - core: The core's sheet now.
  /// - Returns: The steps to take.
  package mutating func sheetEvent(_ event: SheetEvent, core: Core = Core()) -> [Action] {
    let before = sheet
    let actions = sheetEventSteps(event, core: core)
    // Every event of the core comes here: traced only when it takes a step or moves the sheet.
    if !actions.isEmpty || sheet != before {
      SheetTrace.log(
        .presentation,
        traceLine(
          "sheet event \(event) (core presented \(core.isPresented), awaits answer \(core.awaitsAnswer))", actions))
    }
    return actions
  }

  /// The steps of ``sheetEvent(_:core:)``, untraced.
  private mutating func sheetEventSteps(_ event: SheetEvent, core: Core) -> [Action] {
    switch event {
    case .willSettle(let target, _) where target == hiddenDetentID:
      if sheet == .presented { sheet = .dismissing }
      return []
    case .presented where sheet == .hidden && core.isPresented:
      return presentedByCore()
    case .willSettle, .presented:
      if sheet == .dismissing && appPresents { sheet = .presented }
      return []
    case .dismissed:
      guard isContainerShown else {
        sheet = .hidden
        return []
      }
      sheet = .hidden
      var actions: [Action] = []
      if appPresents {
        appPresents = false
        actions.append(.clearBinding)
      }
      isContainerShown = false
      actions.append(.removeContainer)
      guard hasContainerAppeared else {
        // No disappearance will come for a container that never appeared: the removal is over.
        return actions + finishRemoval(core: core)
      }
      isRemovingContainer = true
      removalGeneration &+= 1
      return actions
    default:
      return []
    }
  }

  /// The core presented the sheet by itself while the presentation had it hidden: the answer
  /// `false` to an ask-after dismissal. The presentation follows it back.
  private mutating func presentedByCore() -> [Action] {
    sheet = .presented
    var actions: [Action] = []
    if !appPresents {
      appPresents = true
      actions.append(.setBinding)
    }
    if isRemovingContainer {
      showsAgainAfterRemoval = true
      return actions
    }
    holdsOnDismiss = false
    if !isContainerShown {
      actions += showContainer()
    }
    return actions
  }

  /// The app answered a dismissal attempt, and the answer reached the core.
  ///
  /// - Parameter dismisses: The answer.
  /// - Returns: The held `onDismiss` for a `true` once the container has gone; nothing else (a
  ///   `false` brings the sheet back through the core's `presented`).
  package mutating func dismissalAnswered(dismisses: Bool) -> [Action] {
    let actions = dismissalAnsweredSteps(dismisses: dismisses)
    SheetTrace.log(.presentation, traceLine("dismissal answered \(dismisses)", actions))
    return actions
  }

  /// The steps of ``dismissalAnswered(dismisses:)``, untraced.
  private mutating func dismissalAnsweredSteps(dismisses: Bool) -> [Action] {
    guard holdsOnDismiss, dismisses else { return [] }
    holdsOnDismiss = false
    return [.callOnDismiss]
  }

  /// The container shown last has appeared on screen (its content's `onAppear`).
  package mutating func containerAppeared() {
    guard isContainerShown else { return }
    hasContainerAppeared = true
    expectsLateDisappearance = false
    SheetTrace.log(.presentation, "container \(containerGeneration) appeared")
  }

  /// A trace line: `input`, then the steps it returned (``Action/startAppearanceClock`` with its
  /// clock number and timeout), then the numbers they leave.
  private func traceLine(_ input: String, _ actions: [Action]) -> String {
    let steps = actions.map { action in
      action == .startAppearanceClock
        ? "startAppearanceClock(\(appearanceClock), \(SheetTrace.seconds(Self.appearanceTimeout)) s)" : "\(action)"
    }
    return "\(input) -> [\(steps.joined(separator: ", "))] container \(containerGeneration)"
      + (isContainerShown ? " shown" : "") + (hasContainerAppeared ? " appeared" : "")
      + ", clock \(appearanceClock)" + (isAppearanceClockRunning ? " running" : "")
      + ", removal \(removalGeneration)" + (isRemovingContainer ? " pending" : "")
  }

  /// ``removalTimeout`` seconds have passed since the removal of `generation` was asked for.
  ///
  /// - Parameter core: The core's sheet now.
  /// - Returns: Nothing when the container has gone or another removal was asked for since;
  ///   otherwise the steps of a finished removal: `onDismiss`, and a presentation that waited.
  package mutating func removalTimedOut(generation: Int, core: Core = Core()) -> [Action] {
    let actions = removalTimedOutSteps(generation: generation, core: core)
    SheetTrace.log(
      .presentation,
      traceLine("removal \(generation) timed out after \(SheetTrace.seconds(Self.removalTimeout)) s", actions))
    return actions
  }

  /// The steps of ``removalTimedOut(generation:core:)``, untraced.
  private mutating func removalTimedOutSteps(generation: Int, core: Core) -> [Action] {
    guard generation == removalGeneration, isRemovingContainer else { return [] }
    expectsLateDisappearance = true
    return finishRemoval(core: core)
  }

  /// The presenting view appeared on screen (`true`) or went from it (`false`).
  ///
  /// - Returns: ``Action/startAppearanceClock`` when the shown container's give-up clock starts
  ///   now; otherwise nothing.
  package mutating func presenterChanged(onScreen: Bool) -> [Action] {
    let actions = presenterChangedSteps(onScreen: onScreen)
    SheetTrace.log(.presentation, traceLine("presenter on screen \(onScreen)", actions))
    return actions
  }

  /// The steps of ``presenterChanged(onScreen:)``, untraced.
  private mutating func presenterChangedSteps(onScreen: Bool) -> [Action] {
    updatingClock { $0.isPresenterOnScreen = onScreen }
  }

  /// The presenting view's scene became active (`true`) or stopped being active.
  ///
  /// - Returns: ``Action/startAppearanceClock`` when the shown container's give-up clock starts
  ///   now; otherwise nothing.
  package mutating func sceneChanged(isActive: Bool) -> [Action] {
    let actions = sceneChangedSteps(isActive: isActive)
    SheetTrace.log(.presentation, traceLine("scene active \(isActive)", actions))
    return actions
  }

  /// The steps of ``sceneChanged(isActive:)``, untraced.
  private mutating func sceneChangedSteps(isActive: Bool) -> [Action] {
    updatingClock { $0.isSceneActive = isActive }
  }

  /// ``appearanceTimeout`` seconds have passed since the give-up clock `clock` started.
  ///
  /// - Parameter clock: The ``appearanceClock`` the clock started with.
  /// - Returns: Nothing when the clock stopped or started again since (the container appeared, or
  ///   went, or the presenting view left the screen or its scene stopped being active); otherwise
  ///   the steps that give the presentation up (``appearanceTimedOut(generation:)``).
  package mutating func appearanceClockRanOut(_ clock: Int) -> [Action] {
    let actions = appearanceClockRanOutSteps(clock)
    SheetTrace.log(
      .presentation,
      traceLine("give-up clock \(clock) ran out after \(SheetTrace.seconds(Self.appearanceTimeout)) s", actions))
    return actions
  }

  /// The steps of ``appearanceClockRanOut(_:)``, untraced.
  private mutating func appearanceClockRanOutSteps(_ clock: Int) -> [Action] {
    guard clock == appearanceClock, isAppearanceClockRunning else { return [] }
    return appearanceTimedOutSteps(generation: containerGeneration)
  }

  /// Gives up the container of `generation`, which has not appeared in time.
  ///
  /// - Returns: Nothing when it has appeared or another was shown since; otherwise the steps that
  ///   give the presentation up: the sheet hidden, the container removed, the binding cleared and
  ///   `onDismiss` run.
  package mutating func appearanceTimedOut(generation: Int) -> [Action] {
    let actions = appearanceTimedOutSteps(generation: generation)
    SheetTrace.log(.presentation, traceLine("container \(generation) timed out", actions))
    return actions
  }

  /// The steps of ``appearanceTimedOut(generation:)``, untraced.
  private mutating func appearanceTimedOutSteps(generation: Int) -> [Action] {
    guard generation == containerGeneration, isContainerShown, !hasContainerAppeared else { return [] }
    isContainerShown = false
    var actions: [Action] = sheet == .hidden ? [.removeContainer] : [.hideSheet, .removeContainer]
    sheet = .hidden
    presentsAfterRemoval = false
    showsAgainAfterRemoval = false
    holdsOnDismiss = false
    if appPresents {
      appPresents = false
      actions.append(.clearBinding)
    }
    actions.append(.callOnDismiss)
    return actions
  }

  /// Shows a new container, and starts its give-up clock if the presenting view is on screen in
  /// an active scene.
  ///
  /// - Returns: ``Action/showContainer``, and ``Action/startAppearanceClock`` when the clock
  ///   starts.
  private mutating func showContainer() -> [Action] {
    isContainerShown = true
    hasContainerAppeared = false
    containerGeneration &+= 1
    return [.showContainer] + startedClock(wasRunning: false)
  }

  /// Changes what the give-up clock depends on, and starts the clock if it runs now and did not.
  private mutating func updatingClock(_ change: (inout Self) -> Void) -> [Action] {
    let wasRunning = isAppearanceClockRunning
    change(&self)
    return startedClock(wasRunning: wasRunning)
  }

  /// ``Action/startAppearanceClock`` with a new ``appearanceClock`` when the clock runs and did
  /// not (`wasRunning`); otherwise nothing.
  private mutating func startedClock(wasRunning: Bool) -> [Action] {
    guard isAppearanceClockRunning, !wasRunning else { return [] }
    appearanceClock &+= 1
    return [.startAppearanceClock]
  }

  /// The container has gone (or never came): `onDismiss`, and a presentation that waited; or the
  /// sheet the core presented again, shown again; or, while an answer is awaited, nothing yet.
  private mutating func finishRemoval(core: Core) -> [Action] {
    isRemovingContainer = false
    if showsAgainAfterRemoval {
      showsAgainAfterRemoval = false
      presentsAfterRemoval = false
      return showContainer()
    }
    if !presentsAfterRemoval && core.awaitsAnswer && !core.isPresented {
      holdsOnDismiss = true
      return []
    }
    guard presentsAfterRemoval else { return [.callOnDismiss] }
    presentsAfterRemoval = false
    appPresents = true
    let shown = showContainer()
    sheet = .presented
    return [.callOnDismiss] + shown + [.presentSheet]
  }

  /// SwiftUI wrote `false` to the container's binding: `@Environment(\.dismiss)` inside the sheet.
  ///
  /// - Returns: The steps to take: the sheet moves out first; the container stays until it has.
  package mutating func containerDismissRequested() -> [Action] {
    let actions = containerDismissRequestedSteps()
    SheetTrace.log(.presentation, traceLine("container dismiss requested", actions))
    return actions
  }

  /// The steps of ``containerDismissRequested()``, untraced.
  private mutating func containerDismissRequestedSteps() -> [Action] {
    guard isContainerShown, sheet == .presented else { return [] }
    sheet = .dismissing
    return [.dismissSheet]
  }

  /// The container has gone from the screen.
  ///
  /// - Parameter core: The core's sheet now.
  /// - Returns: The steps to take.
  package mutating func containerDisappeared(core: Core = Core()) -> [Action] {
    let actions = containerDisappearedSteps(core: core)
    SheetTrace.log(
      .presentation,
      traceLine(
        "container disappeared (core presented \(core.isPresented), awaits answer \(core.awaitsAnswer))", actions))
    return actions
  }

  /// The steps of ``containerDisappeared(core:)``, untraced.
  private mutating func containerDisappearedSteps(core: Core) -> [Action] {
    if isRemovingContainer { return finishRemoval(core: core) }
    if expectsLateDisappearance && !hasContainerAppeared {
      // The container given up by its removal's timeout went at last; a newer one has not
      // appeared yet, so this is not its disappearance.
      expectsLateDisappearance = false
      return []
    }
    guard isContainerShown else { return [] }
    // Removed without being asked: the sheet cannot stay where it cannot be seen.
    isContainerShown = false
    holdsOnDismiss = false
    var actions: [Action] = sheet == .hidden ? [] : [.hideSheet]
    sheet = .hidden
    if appPresents {
      appPresents = false
      actions.append(.clearBinding)
    }
    actions.append(.callOnDismiss)
    return actions
  }
}
