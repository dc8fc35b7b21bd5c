import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// A detent only offered in containers at least 600 points tall.
enum TallContainersOnly: CustomSheetDetent {
  static func height(in context: DetentContext) -> Double? {
    context.containerHeight >= 600 ? context.containerHeight * 0.4 : nil
  }
}

/// A detent that is briefly missing (a header measured 0, a custom detent not offered in a
/// container) is remembered: the sheet stands in at the nearest resolved detent and goes to it as
/// soon as it resolves again, unless a gesture, a move or a step chooses first.
@Suite("Awaited detents")
struct AwaitedDetentTests {
  static let container = SheetContainer(height: 800, scale: 2)

  static func searchSheet(header: Double, initial: String = "header", presented: Bool = true) -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [.header, SheetDetent(id: "mid", .points(400)), SheetDetent(id: "top", .points(700))],
        initialDetent: initial),
      container: container, presented: presented, headerHeight: header, contentHeight: 3000)
  }

  @Test("a header measured late is where the sheet goes", arguments: [0.001, 0.05, 0.5])
  func headerMeasuredLate(_ delay: Double) {
    var state = Self.searchSheet(header: 0)
    #expect(state.detent == "mid")
    #expect(
      state.initialDiagnostics.contains("initial detent 'header' has no height yet; starting at 'mid' until it has one")
    )
    #expect(state.apply(.headerHeight(73), at: delay) == [.willSettle(target: "header", velocity: 0)])
    let events = Gestures.tick(&state, from: delay, to: delay + 2)
    #expect(Gestures.settled(events) == ["header@73.0"])
  }

  @Test("a header that measures 0 for 20 ms while resting comes back to its detent")
  func briefZeroWhileResting() {
    var state = Self.searchSheet(header: 60)
    #expect(state.height == 60)
    let gone = state.apply(.headerHeight(0), at: 1)
    #expect(gone.contains(.diagnostic("detent 'header' has no height now; using 'mid' until it has one")))
    #expect(Gestures.targets(gone) == ["mid"])
    _ = Gestures.tick(&state, from: 1, to: 1.02)
    #expect(state.height > 60 && state.height < 100, "it started toward the stand-in: \(state.height)")
    #expect(Gestures.targets(state.apply(.headerHeight(60), at: 1.02)) == ["header"])
    let events = Gestures.tick(&state, from: 1.02, to: 3)
    #expect(Gestures.settled(events) == ["header@60.0"])
    #expect(state.detent == "header")
  }

  @Test("a sheet presented while its detent has no height goes there when it has one")
  func presentWhileMissing() {
    var state = Self.searchSheet(header: 0, presented: false)
    _ = state.apply(.present, at: 0)
    _ = Gestures.tick(&state, from: 0, to: 1)
    #expect(state.detent == "mid")
    _ = state.apply(.headerHeight(80), at: 1)
    _ = Gestures.tick(&state, from: 1, to: 3)
    #expect(state.detent == "header")
    #expect(state.height == 80)
  }

  @Test("a drag, a move or a step while waiting is the user's choice and ends the wait")
  func choicesEndTheWait() {
    var dragged = Self.searchSheet(header: 0)
    _ = Gestures.dragAndSettle(&dragged, by: -300, at: 0)
    #expect(dragged.detent == "top")
    _ = dragged.apply(.headerHeight(73), at: 4)
    _ = Gestures.tick(&dragged, from: 4, to: 6)
    #expect(dragged.detent == "top")
    #expect(dragged.height == 700)

    var moved = Self.searchSheet(header: 0)
    _ = moved.apply(.move(to: "top", animated: false), at: 0)
    _ = moved.apply(.headerHeight(73), at: 1)
    #expect(moved.detent == "top")

    var stepped = Self.searchSheet(header: 0)
    _ = stepped.apply(.accessibilityIncrement, at: 0)
    _ = stepped.apply(.headerHeight(73), at: 0.1)
    _ = Gestures.tick(&stepped, from: 0.1, to: 2)
    #expect(stepped.detent == "top")
  }

  @Test("a tap while waiting is no choice")
  func tapKeepsTheWait() {
    var state = Self.searchSheet(header: 0)
    _ = state.apply(.touchDown(y: 500), at: 0)
    _ = state.apply(.touchUp(y: 500), at: 0.05)
    _ = state.apply(.headerHeight(73), at: 0.1)
    _ = Gestures.tick(&state, from: 0.1, to: 2)
    #expect(state.detent == "header")
  }

  @Test("a move to a detent with no height is remembered")
  func moveToAMissingDetent() {
    var state = Self.searchSheet(header: 0, initial: "top")
    let events = state.apply(.move(to: "header", animated: true), at: 0)
    #expect(
      events == [.diagnostic("move to 'header': the detent has no height now; the sheet goes there when it has one")])
    #expect(state.detent == "top")
    _ = state.apply(.headerHeight(90), at: 1)
    _ = Gestures.tick(&state, from: 1, to: 3)
    #expect(state.detent == "header")
    #expect(state.height == 90)
  }

  @Test("a custom detent left out of a small container comes back with a large one")
  func customDetentAcrossResizes() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.custom(TallContainersOnly.self), .height(100), .height(500)],
        initialDetent: "custom(\(String(reflecting: TallContainersOnly.self)))"),
      container: Self.container)
    let id = state.detent
    #expect(state.height == 320)
    let small = state.apply(.resize(SheetContainer(height: 500, scale: 2)), at: 1)
    // The stand-in is the resolved detent nearest the sheet: 500 (clamped to the container) is
    // 180 points from 320, 100 is 220.
    #expect(state.detent == "height(500.0)")
    #expect(Gestures.settled(small) == ["height(500.0)@500.0"])
    let large = state.apply(.resize(SheetContainer(height: 900, scale: 2)), at: 2)
    #expect(Gestures.settled(large) == ["\(id)@360.0"])
  }

  @Test("a detent removed from the list is forgotten")
  func removedDetentIsForgotten() {
    var state = Self.searchSheet(header: 0)
    _ = state.apply(.setDetents([SheetDetent(id: "mid", .points(400)), SheetDetent(id: "top", .points(700))]), at: 0)
    _ = state.apply(.setDetents([.header, SheetDetent(id: "mid", .points(400))]), at: 0.5)
    _ = state.apply(.headerHeight(73), at: 1)
    _ = Gestures.tick(&state, from: 1, to: 3)
    #expect(state.detent == "mid")
  }

  @Test(
    "expand and back while a header detent is awaited returns to the stand-in, not near the top (fuzz seed 2211)"
  )
  func keyboardRoundTripWhileAwaiting() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.header, SheetDetent(id: "top", .points(1000)), SheetDetent(id: "low", .points(87))],
        initialDetent: "header", keyboardPolicy: .expand),
      container: SheetContainer(height: 1000, scale: 3))
    #expect(state.detent == "low")
    _ = state.apply(.keyboard(height: 400), at: 0)
    _ = Gestures.tick(&state, from: 0, to: 2)
    #expect(state.detent == "top")
    _ = state.apply(.keyboard(height: 0), at: 2)
    _ = Gestures.tick(&state, from: 2, to: 4)
    #expect(state.detent == "low")
    #expect(state.height == 87)
    // The header is still awaited, and the sheet goes there once it is measured.
    _ = state.apply(.headerHeight(60), at: 4)
    _ = Gestures.tick(&state, from: 4, to: 6)
    #expect(state.detent == "header")
    #expect(state.height == 60)
  }

  @Test(
    "a header measured while the keyboard holds the sheet up becomes the detent to return to (fuzz finding; no seed recorded)"
  )
  func awaitedDetentResolvesUnderTheKeyboard() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.header, SheetDetent(id: "top", .points(700)), SheetDetent(id: "mid", .points(400))],
        initialDetent: "header", keyboardPolicy: .expand),
      container: SheetContainer(height: 800, scale: 2))
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = state.apply(.headerHeight(70), at: 0.5)
    _ = Gestures.tick(&state, from: 0.5, to: 2)
    #expect(state.detent == "top", "the keyboard still holds it up")
    _ = state.apply(.keyboard(height: 0), at: 2)
    _ = Gestures.tick(&state, from: 2, to: 4)
    #expect(state.detent == "header")
    #expect(state.height == 70)
  }
}
