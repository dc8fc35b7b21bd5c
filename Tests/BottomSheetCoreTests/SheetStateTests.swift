import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The state machine, one input at a time, with the expected state after each.
@Suite("Sheet state machine")
struct SheetStateTests {
  static let container = SheetContainer(height: 800, scale: 2)

  static func sheet(
    _ detents: [SheetDetent] = [
      SheetDetent(id: "lo", .points(200)), SheetDetent(id: "mid", .points(400)), SheetDetent(id: "hi", .points(800)),
    ],
    initial: String? = "lo", dismissible: Bool = false, reduceMotion: Bool = false, presented: Bool = true
  ) -> SheetState {
    TestSheet.make(detents, at: initial, in: container, presented: presented) {
      $0.allowsDismissal = dismissible
      $0.reduceMotion = reduceMotion
    }
  }

  /// Ticks at 120 Hz from `from` to `to`, returning the events.
  static func run(_ state: inout SheetState, from: Double, to: Double) -> [SheetEvent] {
    Gestures.tick(&state, from: from, to: to)
  }

  @Test func startsAtRestOnItsInitialDetent() {
    let state = Self.sheet(initial: "mid")
    #expect(state.phase == .idle)
    #expect(state.height == 400)
    #expect(state.detent == "mid")
    #expect(state.progress == 1.0 / 3)
    #expect(state.accessibilityValue == "Position 2 of 3")
    #expect(state.initialDiagnostics.isEmpty)
  }

  @Test func dragFollowsTheFingerThenSettles() {
    var state = Self.sheet()
    #expect(state.apply(.touchDown(y: 650), at: 0) == [.dragBegan(height: 200)])
    #expect(state.phase == .dragging)
    #expect(state.apply(.touchMove(y: 600), at: 0.05) == [])
    #expect(state.height == 250)
    #expect(abs(state.velocity - -1000) < 1e-9)
    #expect(state.apply(.touchMove(y: 400), at: 0.25) == [])
    #expect(state.height == 450)
    // Hold still 150 ms: the release has no velocity and goes to the nearest detent.
    let release = state.apply(.touchUp(y: 400), at: 0.4)
    #expect(release == [.willSettle(target: "mid", velocity: 0)])
    #expect(state.phase == .settling)
    let events = Self.run(&state, from: 0.4, to: 2)
    #expect(events == [.settled(detent: "mid", height: 400), .announce(detent: "mid", position: 2, count: 3)])
    #expect(state.height == 400)
    #expect(state.phase == .idle)
  }

  @Test func grabbingMidFlightContinuesFromTheScreenPosition() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(y: 650), at: 0)
    _ = state.apply(.touchMove(y: 600), at: 0.025)
    _ = state.apply(.touchUp(y: 550), at: 0.05)
    #expect(state.phase == .settling)
    _ = state.tick(at: 0.1)
    let motion = SpringMotion(spring: .sheet, from: 300, velocity: 2000, to: 800, at: 0.05)
    let expected = motion.state(at: 0.13).position
    let events = state.apply(.touchDown(y: 790), at: 0.13)
    #expect(events == [.dragBegan(height: expected)])
    #expect(state.height == expected)
    #expect(state.apply(.touchMove(y: 790), at: 0.2) == [])
    #expect(state.height == expected, "the sheet jumped when caught")
    // An interrupted settle reports nothing; the new release settles once.
    let release = state.apply(.touchUp(y: 790), at: 0.4)
    #expect(release.count == 1)
    let settled = Self.run(&state, from: 0.4, to: 3).filter { if case .settled = $0 { true } else { false } }
    #expect(settled.count == 1)
  }

  @Test func cancelSettlesLikeAZeroVelocityRelease() {
    var state = Self.sheet(initial: "mid")
    _ = state.apply(.touchDown(y: 450), at: 0)
    _ = state.apply(.touchMove(y: 390), at: 0.048)
    #expect(state.apply(.touchCancel, at: 0.07) == [.willSettle(target: "mid", velocity: 0)])
    #expect(state.velocity == 0)
  }

  @Test func tapWithoutMovingSettlesInPlaceAtOnce() {
    var state = Self.sheet(initial: "mid")
    #expect(state.apply(.touchDown(y: 500), at: 0) == [.dragBegan(height: 400)])
    #expect(
      state.apply(.touchUp(y: 500), at: 0.1) == [
        .willSettle(target: "mid", velocity: 0), .settled(detent: "mid", height: 400),
      ])
    #expect(state.phase == .idle)
    #expect(state.height == 400)
    // A cancelled press answers its dragBegan the same way.
    _ = state.apply(.touchDown(y: 500), at: 0.2)
    #expect(
      state.apply(.touchCancel, at: 0.3) == [
        .willSettle(target: "mid", velocity: 0), .settled(detent: "mid", height: 400),
      ])
  }

  @Test func touchOnTheBackgroundIsIgnored() {
    var state = Self.sheet()
    #expect(state.apply(.touchDown(y: 599), at: 0) == [])
    #expect(state.apply(.touchMove(y: 100), at: 0.1) == [])
    #expect(state.apply(.touchUp(y: 100), at: 0.2) == [])
    #expect(state.height == 200)
    #expect(state.isOnSheet(y: 600))
    #expect(!state.isOnSheet(y: 599.9))
  }

  @Test func rubberBandAtBothEndsIsTheSame() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(y: 700), at: 0)
    _ = state.apply(.touchMove(y: 800), at: 0.5)
    let below = 200 - state.height
    _ = state.apply(.touchUp(y: 800), at: 1)
    _ = Self.run(&state, from: 1, to: 3)
    _ = state.apply(.move(to: "hi", animated: false), at: 3)
    // At the top (800 = container height) drag 100 pt further up.
    _ = state.apply(.touchDown(y: 100), at: 4)
    _ = state.apply(.touchMove(y: 0), at: 4.5)
    let above = state.height - 800
    #expect(abs(below - 51.46) < 0.01)
    #expect(abs(above - below) < 1e-9)
  }

  @Test func projectedFlickSkipsAndSequentialDoesNot() {
    for (mode, expected) in [(SnappingMode.projected, "hi"), (.sequential, "mid")] {
      var state = SheetState(
        configuration: SheetConfiguration(
          detents: [
            SheetDetent(id: "lo", .points(160)), SheetDetent(id: "mid", .points(480)),
            SheetDetent(id: "hi", .points(800)),
          ],
          snapping: SnappingRule(mode: mode)),
        container: Self.container)
      _ = state.apply(.touchDown(y: 700), at: 0)
      for i in 1...6 { _ = state.apply(.touchMove(y: 700 - 15 * Double(i)), at: 0.01 * Double(i)) }
      let events = state.apply(.touchUp(y: 610), at: 0.06)
      #expect(settleTarget(events) == expected, "\(mode)")
      #expect(abs(settleVelocity(events) - -1500) < 1e-6)
      // The release velocity carries into the spring: the first frame keeps moving up.
      let before = state.height
      _ = state.tick(at: 0.07)
      #expect(state.height > before, "\(mode)")
    }
  }

  @Test func programmaticMoves() {
    var state = Self.sheet()
    #expect(state.apply(.move(to: "hi", animated: true), at: 0) == [.willSettle(target: "hi", velocity: 0)])
    #expect(state.phase == .settling)
    #expect(Self.run(&state, from: 0, to: 2) == [.settled(detent: "hi", height: 800)])
    #expect(state.apply(.move(to: "hi", animated: true), at: 2.1) == [], "already there: nothing moves")
    #expect(
      state.apply(.move(to: "lo", animated: false), at: 2.2) == [
        .willSettle(target: "lo", velocity: 0), .settled(detent: "lo", height: 200),
      ])
    #expect(state.height == 200)
    let unknown = state.apply(.move(to: "nope", animated: true), at: 2.3)
    #expect(unknown.count == 1)
    if case .diagnostic = unknown.first {} else { Issue.record("expected a diagnostic") }
  }

  @Test func reduceMotionJumpsAndReports() {
    var state = Self.sheet(reduceMotion: true)
    #expect(
      state.apply(.move(to: "mid", animated: true), at: 0) == [
        .willSettle(target: "mid", velocity: 0), .settled(detent: "mid", height: 400),
      ])
    #expect(state.phase == .idle)
    _ = state.apply(.touchDown(y: 450), at: 1)
    _ = state.apply(.touchMove(y: 300), at: 1.02)
    let release = state.apply(.touchUp(y: 250), at: 1.04)
    // willSettle, settled and, as the user's drag left mid, announce.
    #expect(release.count == 3)
    #expect(state.phase == .idle)
    #expect(state.height == 800)
  }

  @Test func presentAndDismissPairOnce() {
    var state = Self.sheet(presented: false)
    #expect(state.height == 0)
    #expect(state.detent == "hidden")
    #expect(state.apply(.dismiss, at: 0) == [])
    #expect(state.apply(.present, at: 0.1) == [.presented, .willSettle(target: "lo", velocity: 0)])
    #expect(state.apply(.present, at: 0.2) == [])
    #expect(Self.run(&state, from: 0.2, to: 2) == [.settled(detent: "lo", height: 200)])
    #expect(state.apply(.dismiss, at: 2.1) == [.willSettle(target: "hidden", velocity: 0)])
    #expect(!state.isPresented)
    #expect(state.apply(.dismiss, at: 2.2) == [])
    #expect(Self.run(&state, from: 2.2, to: 4) == [.dismissed])
    #expect(state.height == 0)
  }

  @Test func moveWhileHiddenChoosesThePresentDetent() {
    var state = Self.sheet(presented: false)
    #expect(state.apply(.move(to: "mid", animated: true), at: 0) == [])
    #expect(state.apply(.present, at: 0.1) == [.presented, .willSettle(target: "mid", velocity: 0)])
  }

  @Test func accessibilityStepsOneDetentAndStopsAtTheEnds() {
    var state = Self.sheet()
    #expect(state.apply(.accessibilityDecrement, at: 0) == [])
    #expect(state.apply(.accessibilityIncrement, at: 0.1) == [.willSettle(target: "mid", velocity: 0)])
    #expect(state.accessibilityValue == "Position 2 of 3", "the value names the detent it settles toward")
    // A second increment while settling steps from the target, not from where it rests.
    #expect(state.apply(.accessibilityIncrement, at: 0.15) == [.willSettle(target: "hi", velocity: state.velocity)])
    _ = Self.run(&state, from: 0.15, to: 3)
    #expect(state.apply(.accessibilityIncrement, at: 3.1) == [])
    #expect(state.accessibilityValue == "Position 3 of 3")
  }

  @Test func resizeKeepsIdentityAndIgnoresUnusableContainers() {
    var state = Self.sheet(
      [SheetDetent(id: "a", .fraction(0.25)), SheetDetent(id: "b", .fraction(0.75))], initial: "b")
    #expect(state.height == 600)
    _ = state.apply(.resize(SheetContainer(height: 390, scale: 3)), at: 0.1)
    #expect(state.detent == "b")
    #expect(state.height == 878.0 / 3)
    let zero = state.apply(.resize(SheetContainer(height: 0)), at: 0.2)
    #expect(zero.count == 1)
    #expect(state.height == 878.0 / 3)
    let nan = state.apply(.resize(SheetContainer(height: .nan)), at: 0.3)
    #expect(nan.count == 1)
    #expect(state.container.height == 390)
  }

  @Test func dismissibleFlickDownHides() {
    var state = Self.sheet(dismissible: true)
    _ = state.apply(.touchDown(y: 650), at: 0)
    for i in 1...6 { _ = state.apply(.touchMove(y: 650 + 15 * Double(i)), at: 0.01 * Double(i)) }
    let release = state.apply(.touchUp(y: 740), at: 0.06)
    #expect(settleTarget(release) == "hidden")
    #expect(abs(settleVelocity(release) - 1500) < 1e-6)
    #expect(Self.run(&state, from: 0.06, to: 2) == [.dismissed])
    #expect(state.height == 0)
    #expect(state.apply(.touchDown(y: 799), at: 2.1) == [], "a hidden sheet takes no touch")
  }

  @Test func timeNeverRunsBackwards() {
    var state = Self.sheet()
    _ = state.tick(at: 5)
    _ = state.apply(.move(to: "hi", animated: true), at: 1)
    #expect(state.time == 5)
    _ = state.tick(at: .nan)
    #expect(state.time == 5)
  }

  @Test func nonFiniteTouchesAreIgnored() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(y: .nan), at: 0)
    #expect(state.phase == .idle)
    _ = state.apply(.touchDown(y: 700), at: 0)
    let events = state.apply(.touchMove(y: .infinity), at: 0.1)
    #expect(events.count == 1)
    #expect(state.height == 200)
  }

  @Test func outlandishValuesAreBroughtInWithDiagnostics() {
    let state = SheetState(
      configuration: SheetConfiguration(detents: [SheetDetent(id: "hidden", .points(100)), .height(300)]),
      container: SheetContainer(height: 800, safeArea: SafeAreaInsets(top: -5, bottom: .nan), scale: 1e308))
    #expect(state.container.scale == 1)
    #expect(state.container.safeArea == .zero)
    #expect(state.detents.map(\.id) == ["height(300.0)"])
    #expect(state.initialDiagnostics.count == 4, "\(state.initialDiagnostics)")
    #expect(SheetSpring(duration: 1e308).duration == 2)
    #expect(SheetSpring(duration: 1e-9).duration == 0.01)
    var dragged = Self.sheet()
    _ = dragged.apply(.touchDown(y: 700), at: 0)
    let far = dragged.apply(.touchMove(y: -1e300), at: 0.1)
    #expect(far.count == 1)
    #expect(dragged.height.isFinite && dragged.height < 800 + 800)
  }

  @Test func progressRunsFromLowestToHighest() {
    var state = Self.sheet()
    #expect(state.progress == 0)
    _ = state.apply(.touchDown(y: 700), at: 0)
    _ = state.apply(.touchMove(y: 400), at: 0.1)
    #expect(state.progress == 0.5)
    var single = Self.sheet([SheetDetent(id: "t", .points(300))], initial: "t", presented: false)
    #expect(single.progress == 0)
    _ = single.apply(.present, at: 0)
    _ = single.tick(at: 0.05)
    #expect(single.progress > 0 && single.progress < 1)
  }

  func settleTarget(_ events: [SheetEvent]) -> String? {
    for case .willSettle(let target, _) in events { return target }
    return nil
  }

  func settleVelocity(_ events: [SheetEvent]) -> Double {
    for case .willSettle(_, let velocity) in events { return velocity }
    return .nan
  }
}

@Suite("Backdrop")
struct BackdropTests {
  @Test func nonModalStaysUndimmedThroughItsDetent() {
    var state = SheetStateTests.sheet(initial: "lo")
    let style = BackdropStyle(maximumDimming: 0.5, maximumBlurRadius: 20, undimmedThrough: "mid")
    var backdrop = state.backdrop(style)
    #expect(backdrop == Backdrop(dimming: 0, blurRadius: 0, allowsBackgroundInteraction: true))
    _ = state.apply(.move(to: "mid", animated: false), at: 0)
    #expect(state.backdrop(style).allowsBackgroundInteraction)
    _ = state.apply(.touchDown(y: 450), at: 1)
    _ = state.apply(.touchMove(y: 250), at: 1.1)  // height 600: halfway from mid (400) to hi (800)
    backdrop = state.backdrop(style)
    #expect(abs(backdrop.dimming - 0.25) < 1e-9)
    #expect(abs(backdrop.blurRadius - 20 * (400.0 / 600)) < 1e-9)
    #expect(!backdrop.allowsBackgroundInteraction)
  }

  @Test func modalDimsAsItPresents() {
    var state = SheetStateTests.sheet([SheetDetent(id: "t", .points(300))], initial: "t", presented: false)
    #expect(state.backdrop(.modal) == Backdrop(dimming: 0, blurRadius: 0, allowsBackgroundInteraction: true))
    _ = state.apply(.present, at: 0)
    _ = state.tick(at: 0.05)
    let partial = state.backdrop(.modal)
    #expect(partial.dimming > 0 && partial.dimming < 0.4)
    #expect(!partial.allowsBackgroundInteraction)
    _ = state.tick(at: 3)
    #expect(state.backdrop(.modal).dimming == 0.4)
  }

  @Test func badStyleValuesAreClamped() {
    let style = BackdropStyle(maximumDimming: 7, maximumBlurRadius: -3)
    #expect(style.maximumDimming == 1)
    #expect(style.maximumBlurRadius == 0)
    #expect(BackdropStyle(maximumDimming: .nan).maximumDimming == 0)
  }
}
