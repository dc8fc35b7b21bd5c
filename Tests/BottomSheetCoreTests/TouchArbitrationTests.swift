import Testing

@testable import BottomSheetCore

/// Whose a touch is: the sheet's once it travels the touch slop mostly vertically, the content's
/// when it goes sideways, nobody's when it is a tap; and a touch beside a floating card is the
/// background's.
@Suite("Touch arbitration")
struct TouchArbitrationTests {
  static func sheet(slop: Double = 10, style: SheetCardStyle = .standard) -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .points(200)), SheetDetent(id: "mid", .points(400))], style: style,
        touchSlop: slop),
      container: SheetContainer(height: 800, width: 390, scale: 2))
  }

  @Test("a tap begins nothing and settles nothing", arguments: [0.0, 3, 9.9])
  func tap(_ travel: Double) {
    var state = Self.sheet()
    #expect(state.apply(.touchDown(x: 195, y: 700), at: 0) == [])
    #expect(state.apply(.touchMove(x: 195, y: 700 - travel), at: 0.05) == [])
    #expect(state.apply(.touchUp(x: 195, y: 700 - travel), at: 0.1) == [])
    #expect(state.phase == .idle)
    #expect(state.height == 200)
  }

  @Test("a sideways touch belongs to the content for its whole life")
  func horizontalDrag() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(x: 100, y: 700), at: 0)
    #expect(state.apply(.touchMove(x: 112, y: 695), at: 0.02) == [])
    // Later it turns upward: still the content's.
    #expect(state.apply(.touchMove(x: 115, y: 500), at: 0.2) == [])
    #expect(state.apply(.touchUp(x: 115, y: 500), at: 0.25) == [])
    #expect(state.height == 200)
  }

  @Test("a vertical drag begins at the slop and follows what lies beyond it, with no jump")
  func verticalDragAfterTheSlop() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(x: 195, y: 700), at: 0)
    #expect(state.apply(.touchMove(x: 196, y: 694), at: 0.02) == [])
    // 16 points up (and 2 aside): the drag begins, 10 points along the travel, and the sheet
    // shows the rest.
    let began = state.apply(.touchMove(x: 197, y: 684), at: 0.04)
    #expect(began == [.dragBegan(height: 200)])
    let dx = 2.0
    let dy = -16.0
    let travel = (dx * dx + dy * dy).squareRoot()
    let startY = 700 + dy * 10 / travel
    #expect(abs(state.height - (200 + (startY - 684))) < 1e-9)
    #expect(state.height > 205 && state.height < 207)
    _ = state.apply(.touchMove(x: 197, y: 584), at: 0.2)
    #expect(abs(state.height - (200 + (startY - 584))) < 1e-9)
  }

  @Test("with no slop, a press takes hold at once (the default)")
  func noSlop() {
    var state = Self.sheet(slop: 0)
    #expect(state.apply(.touchDown(x: 195, y: 700), at: 0) == [.dragBegan(height: 200)])
    _ = state.apply(.touchMove(x: 195, y: 695), at: 0.05)
    #expect(state.height == 205)
  }

  @Test("a touch on a moving sheet catches it at once, slop or not")
  func catchesAMovingSheet() {
    var state = Self.sheet()
    _ = state.apply(.move(to: "mid", animated: true), at: 0)
    _ = state.tick(at: 0.1)
    let height = state.height
    #expect(state.apply(.touchDown(x: 195, y: 800 - height + 20), at: 0.1) == [.dragBegan(height: height)])
    #expect(state.phase == .dragging)
  }

  @Test("a touch beside or below a floating card is the background's")
  func floatingCardHitTest() {
    let state = Self.sheet(style: .floating(inset: 20))
    // The card: x 20…370, y 600…780 (a 20-point margin below it).
    #expect(state.isOnSheet(x: 195, y: 700))
    #expect(!state.isOnSheet(x: 10, y: 700))
    #expect(!state.isOnSheet(x: 380, y: 700))
    #expect(!state.isOnSheet(x: 195, y: 790))
    #expect(!state.isOnSheet(x: 195, y: 590))
    #expect(state.isOnSheet(y: 700), "without x only y counts")
    var pressed = Self.sheet(slop: 0, style: .floating(inset: 20))
    #expect(pressed.apply(.touchDown(x: 10, y: 700), at: 0) == [])
  }

  @Test("a resize during a drag keeps the sheet's top edge under the finger")
  func resizeDuringADrag() {
    var state = Self.sheet(slop: 0)
    _ = state.apply(.touchDown(x: 195, y: 650), at: 0)
    _ = state.apply(.touchMove(x: 195, y: 550), at: 0.1)
    #expect(state.topEdge == 500)
    _ = state.apply(.resize(SheetContainer(height: 700, width: 390, scale: 2)), at: 0.2)
    #expect(state.topEdge == 500, "the finger still holds the sheet 50 points below its top edge")
    #expect(state.height == 200)
    _ = state.apply(.touchMove(x: 195, y: 520), at: 0.3)
    #expect(state.topEdge == 470)
  }
}
