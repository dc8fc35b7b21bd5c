import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Every gesture that begins a drag ends in a `willSettle` and a `settled` (or, for a dismissal,
/// `dismissed`), whether or not it moved the sheet.
@Suite("Gesture ends")
struct GestureEndTests {
  static let container = SheetContainer(height: 800, scale: 2)

  struct Press: Sendable, CustomStringConvertible {
    var description: String
    var header: Double
    var content: Double
    var y: Double
    var dismissible: Bool
    var cancel: Bool
  }

  static let presses: [Press] = [false, true].flatMap { cancel in
    [false, true].flatMap { dismissible in
      [
        Press(
          description: "tap on a plain sheet", header: 0, content: 0, y: 500, dismissible: dismissible, cancel: cancel),
        Press(
          description: "tap on the header", header: 60, content: 3000, y: 420, dismissible: dismissible, cancel: cancel),
        Press(
          description: "tap on a scrolling list", header: 60, content: 3000, y: 600, dismissible: dismissible,
          cancel: cancel),
      ]
    }
  }

  @Test("a press that moves nothing settles in place", arguments: presses)
  func pressMovesNothing(_ press: Press) {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "mid", .points(400)), SheetDetent(id: "top", .points(700))],
        allowsDismissal: press.dismissible),
      container: Self.container, headerHeight: press.header, contentHeight: press.content)
    #expect(state.apply(.touchDown(y: press.y), at: 0) == [.dragBegan(height: 400)])
    let end = press.cancel ? state.apply(.touchCancel, at: 0.2) : state.apply(.touchUp(y: press.y), at: 0.2)
    #expect(end == [.willSettle(target: "mid", velocity: 0), .settled(detent: "mid", height: 400)])
    #expect(state.phase == .idle)
  }

  @Test("a list scrolled by a drag at the highest detent ends with the sheet settled where it was")
  func scrollOnlyGesture() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.height(400), SheetDetent(id: "top", .points(700))], initialDetent: "top"),
      container: Self.container, headerHeight: 60, contentHeight: 3000)
    let events = Gestures.drag(&state, fromY: 600, by: -200, at: 0)
    #expect(state.scrollOffset == 200)
    #expect(Array(events.suffix(2)) == [.willSettle(target: "top", velocity: 0), .settled(detent: "top", height: 700)])
  }

  @Test("a drag that comes back to where it began, held still, settles there at once")
  func dragThatReturns() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [SheetDetent(id: "mid", .points(400)), .height(700)]),
      container: Self.container)
    _ = state.apply(.touchDown(y: 500), at: 0)
    _ = state.apply(.touchMove(y: 450), at: 0.1)
    _ = state.apply(.touchMove(y: 500), at: 0.2)
    #expect(
      state.apply(.touchUp(y: 500), at: 0.4) == [
        .willSettle(target: "mid", velocity: 0), .settled(detent: "mid", height: 400),
      ])
    #expect(Gestures.tick(&state, from: 0.4, to: 2).isEmpty)
  }
}
