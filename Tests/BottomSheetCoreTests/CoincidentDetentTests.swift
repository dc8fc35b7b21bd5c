import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// A custom detent at 400 points, to pair with other kinds at the same height.
enum FourHundred: CustomSheetDetent {
  static func height(in context: DetentContext) -> Double? { 400 }
}

/// Two detents at one height keep the one the sheet rests at: a release, a step, a keyboard or a
/// re-layout that ends where the sheet was never changes its detent, and sequential snapping and
/// accessibility steps go to the nearest detent at a *different* height.
@Suite("Coincident detents")
struct CoincidentDetentTests {
  static let container = SheetContainer(height: 800, scale: 2)

  /// A pair of detents that resolve to 400 points in an 800-point container with 400 points of
  /// header plus content, listed in either order, with the sheet starting at one of them.
  struct Pair: Sendable, CustomStringConvertible {
    var detents: [SheetDetent]
    var start: String
    var snapping: SnappingMode
    var description: String { "\(detents.map(\.id)) at \(start), \(snapping)" }
  }

  static let twinKinds: [[SheetDetent]] = [
    [SheetDetent(id: "fit", .fitted), .medium],
    [SheetDetent(id: "p400", .points(400)), .medium],
    [SheetDetent(id: "custom", .custom(CustomDetentType(FourHundred.self))), SheetDetent(id: "p400", .points(400))],
    [SheetDetent(id: "fit", .fitted), SheetDetent(id: "p400", .points(400))],
  ]

  static let pairs: [Pair] = twinKinds.flatMap { twins in
    [twins, twins.reversed()].flatMap { list in
      list.flatMap { start in
        SnappingMode.allCases.map { Pair(detents: list, start: start.id, snapping: $0) }
      }
    }
  }

  static func sheet(_ detents: [SheetDetent], at start: String, snapping: SnappingMode = .projected) -> SheetState {
    TestSheet.make(
      detents + TestSheet.points(["low": 150, "high": 700]), at: start, in: container, contentHeight: 400
    ) { $0.snapping = SnappingRule(mode: snapping) }
  }

  @Test("a nudge released slowly keeps the detent", arguments: pairs)
  func nudgeKeepsIdentity(_ pair: Pair) {
    var state = Self.sheet(pair.detents, at: pair.start, snapping: pair.snapping)
    #expect(state.height == 400)
    for (index, distance) in [-12.0, 12, -30, 25].enumerated() {
      let events = Gestures.dragAndSettle(&state, by: distance, at: Double(index) * 4)
      #expect(Gestures.settled(events) == ["\(pair.start)@400.0"], "nudge \(distance)")
    }
    #expect(state.detent == pair.start)
  }

  @Test("after the nudge, content growth moves only a fitted detent", arguments: pairs)
  func contentGrowthAfterANudge(_ pair: Pair) {
    var state = Self.sheet(pair.detents, at: pair.start, snapping: pair.snapping)
    _ = Gestures.dragAndSettle(&state, by: -12, at: 0)
    _ = state.apply(.contentHeight(600), at: 4)
    _ = Gestures.tick(&state, from: 4, to: 7)
    let followsContent = pair.detents.first { $0.id == pair.start }?.kind == .fitted
    #expect(state.detent == pair.start)
    #expect(state.height == (followsContent ? 600 : 400))
  }

  @Test("a sequential flick from a twin goes to the next height, not to the twin", arguments: pairs)
  func sequentialFlickSkipsTheTwin(_ pair: Pair) {
    var up = Self.sheet(pair.detents, at: pair.start, snapping: .sequential)
    let upEvents = Gestures.dragAndSettle(&up, by: -60, at: 0, hold: false)
    #expect(Gestures.settled(upEvents) == ["high@700.0"])
    var down = Self.sheet(pair.detents, at: pair.start, snapping: .sequential)
    let downEvents = Gestures.dragAndSettle(&down, by: 60, at: 0, hold: false)
    #expect(Gestures.settled(downEvents) == ["low@150.0"])
  }

  @Test("an accessibility step leaves the height, and twins are one position", arguments: pairs)
  func accessibilityStepsLeaveTheHeight(_ pair: Pair) {
    var state = Self.sheet(pair.detents, at: pair.start)
    #expect(state.accessibilityValue == "Position 2 of 3")
    #expect(Gestures.targets(state.apply(.accessibilityIncrement, at: 0)) == ["high"])
    _ = Gestures.tick(&state, from: 0, to: 3)
    #expect(Gestures.targets(state.apply(.accessibilityDecrement, at: 3)) == [pair.detents[0].id])
    _ = Gestures.tick(&state, from: 3, to: 6)
    #expect(state.height == 400)
    #expect(state.accessibilityValue == "Position 2 of 3")
    #expect(Gestures.targets(state.apply(.accessibilityDecrement, at: 6)) == ["low"])
  }

  @Test("arriving from elsewhere, the first listed twin wins")
  func arrivingPicksTheFirstListed() {
    for list in [Self.twinKinds[1], Self.twinKinds[1].reversed()] {
      var state = Self.sheet(list, at: "low")
      // From 150 up by 250 to 400, held: the projected rest point is 400.
      let events = Gestures.dragAndSettle(&state, by: -250, at: 0)
      #expect(Gestures.settled(events) == ["\(list[0].id)@400.0"])
    }
  }

  @Test("a keyboard that lifts two detents to the maximum gives back the one the user had", arguments: ["mid", "top"])
  func liftCappedTwinsKeepIdentity(_ start: String) {
    for list in [
      [SheetDetent(id: "mid", .points(500)), SheetDetent(id: "top", .points(700))],
      [SheetDetent(id: "top", .points(700)), SheetDetent(id: "mid", .points(500))],
    ] {
      var state = SheetState(
        configuration: SheetConfiguration(detents: list, initialDetent: start), container: Self.container)
      let base = state.height
      _ = state.apply(.keyboard(height: 300), at: 0)
      _ = Gestures.tick(&state, from: 0, to: 2)
      #expect(state.height == 800, "both detents lift to the maximum")
      let nudge = Gestures.dragAndSettle(&state, by: 10, at: 2, grabbingBelowTopEdge: 40)
      #expect(Gestures.settled(nudge) == ["\(start)@800.0"])
      _ = state.apply(.keyboard(height: 0), at: 6)
      _ = Gestures.tick(&state, from: 6, to: 9)
      #expect(state.detent == start)
      #expect(state.height == base)
    }
  }

  @Test("expanding for a keyboard at a twin of the highest detent keeps it")
  func expandAtATwinOfTheTop() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "a", .points(700)), SheetDetent(id: "b", .points(700)), .height(200)],
        initialDetent: "a", keyboardPolicy: .expand),
      container: Self.container)
    #expect(state.apply(.keyboard(height: 300), at: 0) == [])
    #expect(state.detent == "a")
  }

  @Test("a re-layout that makes the sheet's detent coincide with another keeps it")
  func relayoutIntoCoincidence() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "fit", .fitted), SheetDetent(id: "p", .points(500))], initialDetent: "p"),
      container: Self.container, contentHeight: 300)
    _ = state.apply(.contentHeight(500), at: 0)
    _ = Gestures.tick(&state, from: 0, to: 2)
    _ = state.apply(.resize(SheetContainer(height: 600, scale: 2)), at: 2)
    _ = state.apply(.resize(SheetContainer(height: 800, scale: 2)), at: 2.1)
    let nudge = Gestures.dragAndSettle(&state, by: -8, at: 3)
    #expect(Gestures.settled(nudge) == ["p@500.0"])
    _ = state.apply(.contentHeight(200), at: 7)
    _ = Gestures.tick(&state, from: 7, to: 10)
    #expect(state.detent == "p")
    #expect(state.height == 500)
  }
}
