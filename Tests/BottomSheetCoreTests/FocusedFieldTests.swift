import Testing

@testable import BottomSheetCore

/// A focused control in the content or the header: what scrolls, and when the sheet rises.
@Suite("Focused fields")
struct FocusedFieldTests {
  /// A search sheet in an 800-point container: detents 100, 400 and 700 points, a 60-point header,
  /// 5000 points of content (so its viewport is 40, 340 and 640 points), resting at mid.
  static func sheet(policy: KeyboardPolicy = .lift) -> SheetState {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [
          SheetDetent(id: "header", .points(100)), SheetDetent(id: "mid", .points(400)),
          SheetDetent(id: "top", .points(700)),
        ],
        initialDetent: "mid", keyboardPolicy: policy),
      container: SheetContainer(height: 800), headerHeight: 60, contentHeight: 5000)
    _ = state.tick(at: 1)
    return state
  }

  @Test("a row focused at mid scrolls within the 340 points mid shows, not the top detent's 640")
  func scrollsWithinTheCurrentDetent() {
    var state = Self.sheet()
    #expect(state.maximumScrollOffset == 4360)
    _ = state.apply(.focus(y: 1000, height: 50), at: 1)
    #expect(state.scrollOffset == 710, "the row's bottom, 1050, at mid's viewport bottom: 1050 − 340")
    #expect(state.selection.current == "mid")
    _ = state.apply(.focus(y: 900, height: 50), at: 2)
    #expect(state.scrollOffset == 710, "a row in view does not scroll")
  }

  @Test("a row the scroll range cannot show at mid (the last ones) raises the sheet to its highest detent")
  func raisesForTheContentsEnd() {
    var state = Self.sheet()
    // The last row: 4950–5000. At mid it would need offset 4660, past the range's 4360 (the
    // viewport at the top detent): its bottom would stay 300 points below the container's edge.
    let events = state.apply(.focus(y: 4950, height: 50), at: 1)
    #expect(events.contains(.willSettle(target: "top", velocity: 0)), "\(events)")
    #expect(state.scrollOffset == 4360)
    _ = state.tick(at: 3)
    #expect(state.height == 700 && state.detent == "top")
    // At the top detent the row's bottom is the viewport's: 700 − 60 − (5000 − 4360) = 0 points up.
    #expect(state.contentViewport(atHeight: state.height) + state.scrollOffset == 5000)
    // The first row back: at the top detent, no move.
    #expect(state.apply(.focus(y: 0, height: 50), at: 4).isEmpty)
    #expect(state.scrollOffset == 0)
  }

  @Test(
    "a field in the header scrolls nothing, with the keyboard shown or not", arguments: [KeyboardPolicy.lift, .expand])
  func headerFieldScrollsNothing(_ policy: KeyboardPolicy) {
    var state = Self.sheet(policy: policy)
    _ = state.apply(.scroll(to: 1200), at: 1)
    #expect(state.scrollOffset == 1200)
    // The search field: 8 points below the header's top, 36 tall, so 16 points above the content.
    _ = state.apply(.focus(y: -52, height: 36), at: 2)
    #expect(state.scrollOffset == 1200)
    _ = state.apply(.keyboard(height: 300), at: 2)
    _ = state.tick(at: 4)
    #expect(state.scrollOffset == 1200, "a shown keyboard does not scroll the list to its top")
    #expect(state.detent == (policy == .lift ? "mid" : "top"))
    // The header stays above the keyboard: the sheet's top plus the header at or above its top.
    #expect(800 - state.height + 60 <= 800 - 300)
  }
}
