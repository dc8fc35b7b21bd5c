import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Whose a touch is: the sheet's once it travels the touch slop mostly vertically, the content's
/// when it goes sideways, nobody's when it is a tap; and a touch beside a floating card is the
/// background's.
@Suite("Touch arbitration")
struct TouchArbitrationTests {
  static func sheet(slop: Double = 10, style: SheetCardStyle = .standard) -> SheetState {
    TestSheet.make(TestSheet.points(["low": 200, "mid": 400]), in: SheetContainer(height: 800, width: 390, scale: 2)) {
      $0.style = style
      $0.touchSlop = slop
    }
  }

  @Test("a tap begins nothing and settles nothing; it is reported where it went down", arguments: [0.0, 3, 9.9])
  func tap(_ travel: Double) {
    var state = Self.sheet()
    #expect(state.apply(.touchDown(x: 195, y: 700), at: 0) == [])
    #expect(state.apply(.touchMove(x: 195, y: 700 - travel), at: 0.05) == [])
    #expect(state.apply(.touchUp(x: 195, y: 700 - travel), at: 0.1) == [.tapped(x: 195, y: 700)])
    #expect(state.phase == .idle)
    #expect(state.height == 200)
  }

  @Test("a sideways touch belongs to the content for its whole life")
  func horizontalDrag() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(x: 100, y: 700), at: 0)
    #expect(!state.pendingTouchIsContents, "inside the slop: undecided")
    #expect(state.apply(.touchMove(x: 112, y: 695), at: 0.02) == [])
    #expect(state.pendingTouchIsContents)
    // Later it turns upward: still the content's.
    #expect(state.apply(.touchMove(x: 115, y: 500), at: 0.2) == [])
    #expect(state.pendingTouchIsContents)
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

  /// One touch down at (100, 500), moves, and the decision of the last move, with a 10-point slop.
  static let decisions: [(line: Int, moves: [(x: Double?, y: Double)], decision: TouchArbitration.Decision)] = [
    (#line, [(100, 500)], .waiting),  // no travel: a tap so far
    (#line, [(100, 491)], .waiting),  // 9 points: under the slop
    (#line, [(100, 490)], .beginDrag(atY: 490)),  // 10 points up: the drag begins where it crossed
    (#line, [(100, 520)], .beginDrag(atY: 510)),  // 20 points down: only what lies beyond the slop
    (#line, [(106, 492)], .beginDrag(atY: 492)),  // 10 points, mostly up (6 across, 8 up)
    (#line, [(108, 494)], .content),  // 10 points, mostly across: the content's
    (#line, [(108, 494), (108, 300)], .content),  // and the content's for the rest of its life
    (#line, [(110, 490)], .content),  // exactly diagonal: not vertical, the content's
    (#line, [(nil, 485)], .beginDrag(atY: 490)),  // a toolkit that reports no x: y alone
    (#line, [(100, 495), (100, 488)], .beginDrag(atY: 490)),  // waited, then crossed
  ]

  @Test("a move's decision: waiting, the content's, or a drag from where the slop was crossed")
  func decisionsPerMove() {
    for row in Self.decisions {
      var touch = TouchArbitration(
        x: 100, y: 500, region: .content, estimator: VelocityEstimator(window: 0.1))
      var decision = TouchArbitration.Decision.waiting
      for (index, move) in row.moves.enumerated() {
        decision = touch.moved(x: move.x, y: move.y, time: 0.01 * Double(index + 1), slop: 10)
      }
      let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
      #expect(decision == row.decision, sourceLocation: location)
    }
  }
}

/// A touch counts from touch-down: inside its slop it already stops the content's momentum, and a
/// dismissal ends it as it ends a drag.
@Suite("A touch from its touch-down")
struct TouchFromTouchDownTests {
  /// A sheet at its highest detent (640 of 800, top at 160) with a 50-point header and a long
  /// list, the list flung so that it coasts: released at 0.3 s after a 200-point flick.
  static func coastingList(slop: Double = 12) -> SheetState {
    var state = TestSheet.make(
      TestSheet.points(["low": 300, "high": 640]), at: "high", headerHeight: 50, contentHeight: 30_000
    ) { $0.touchSlop = slop }
    _ = state.apply(.touchDown(x: 100, y: 600), at: 0.2)
    for step in 1...5 { _ = state.apply(.touchMove(x: 100, y: 600 - 40 * Double(step)), at: 0.2 + 0.01 * Double(step)) }
    _ = state.apply(.touchUp(x: 100, y: 400), at: 0.26)
    _ = state.tick(at: 0.3)
    return state
  }

  @Test("a press inside the slop stops a coasting list at touch-down, and it stays stopped", arguments: [0.0, 4, 11])
  func pressStopsMomentum(_ wobble: Double) {
    var state = Self.coastingList()
    #expect(state.isDecelerating)
    let before = state.scrollOffset
    _ = state.apply(.touchDown(x: 200, y: 500), at: 0.4)
    let atTouchDown = state.scrollOffset
    #expect(atTouchDown > before, "the list coasted on until the touch")
    #expect(!state.isDecelerating)
    _ = state.tick(at: 0.6)
    _ = state.apply(.touchMove(x: 200 + wobble, y: 500), at: 0.7)
    _ = state.tick(at: 0.9)
    _ = state.apply(.touchUp(x: 200 + wobble, y: 500), at: 1.0)
    _ = state.tick(at: 2)
    #expect(state.scrollOffset == atTouchDown, "held, wobbled \(wobble) pt and lifted: the list never moved")
    #expect(state.height == 640)
  }

  @Test("a sideways swipe on a coasting list stops it too")
  func sidewaysSwipeStopsMomentum() {
    var state = Self.coastingList()
    _ = state.apply(.touchDown(x: 100, y: 500), at: 0.4)
    let atTouchDown = state.scrollOffset
    _ = state.apply(.touchMove(x: 160, y: 497), at: 0.45)
    _ = state.apply(.touchUp(x: 220, y: 495), at: 0.5)
    _ = state.tick(at: 1.5)
    #expect(state.scrollOffset == atTouchDown)
  }

  @Test("a press on the header leaves the list coasting until it begins a drag")
  func headerPressLeavesMomentum() {
    var state = Self.coastingList()
    // The header spans 160 to 210.
    _ = state.apply(.touchDown(x: 200, y: 180), at: 0.4)
    #expect(state.isDecelerating)
    _ = state.tick(at: 0.5)
    _ = state.apply(.touchUp(x: 200, y: 180), at: 0.55)
    #expect(state.isDecelerating)
  }

  @Test("a dismissal ends a touch still inside its slop: the finger drags nothing after", arguments: [10.0, 30])
  func dismissalEndsThePendingTouch(_ slop: Double) {
    var state = TestSheet.make(TestSheet.points(["low": 250, "high": 550]), at: "high") {
      $0.touchSlop = slop
      $0.allowsDismissal = true
    }
    _ = state.apply(.touchDown(x: 200, y: 400), at: 0.1)
    _ = state.apply(.dismiss, at: 0.2)
    _ = state.tick(at: 1)
    _ = state.apply(.present, at: 1.1)
    _ = state.tick(at: 2)
    #expect(state.height == 550)
    var events: [SheetEvent] = []
    for step in 1...4 {
      events += state.apply(.touchMove(x: 200, y: 400 + 50 * Double(step)), at: 2 + 0.05 * Double(step))
    }
    events += state.apply(.touchUp(x: 200, y: 600), at: 2.3)
    events += state.tick(at: 3)
    #expect(!events.contains { if case .dragBegan = $0 { true } else { false } }, "\(events)")
    #expect(state.height == 550)
  }
}

/// A catch is a catch only while the sheet visibly moves: a settle within a device pixel of its
/// rest and slower than a pixel per 60 Hz frame ends at the touch, which is then one on a resting
/// sheet (a tap reaches the control under it).
@Suite("A touch on a settle too small to see")
struct ImperceptibleSettleTests {
  /// A sheet set moving from 200 to 500 at 0 s, at 2× (a device pixel is half a point).
  static func settling() -> SheetState {
    var state = TestSheet.make(
      TestSheet.points(["low": 200, "high": 500]), in: SheetContainer(height: 800, width: 390, scale: 2)
    ) { $0.touchSlop = 10 }
    _ = state.apply(.move(to: "high", animated: true), at: 0)
    return state
  }

  /// The first time of the settle, ticking at 120 Hz, at which it is within `distance` points of
  /// 500 and slower than `speed` points per second.
  static func time(within distance: Double, slowerThan speed: Double = .infinity, of state: SheetState) -> Double {
    var probe = state
    var time = 0.0
    while abs(probe.height - 500) > distance || abs(probe.velocity) >= speed, time < 3 {
      time += 1.0 / 120
      _ = probe.tick(at: time)
    }
    return time
  }

  @Test("a press near the end of a settle ends it and catches nothing; a tap begins no drag")
  func tapNearTheEndIsATap() {
    var state = Self.settling()
    // Within a device pixel (0.5 pt) and slower than a pixel a frame (30 pt/s).
    let late = Self.time(within: 0.4, slowerThan: 25, of: state)
    _ = state.tick(at: late)
    #expect(state.phase == .settling)
    #expect(abs(state.height - 500) <= 0.4)
    #expect(abs(state.velocity) < 25, "slower than a pixel a frame: \(state.velocity) pt/s")
    let down = state.apply(.touchDown(x: 200, y: 400), at: late)
    #expect(down == [.settled(detent: "high", height: 500)])
    #expect(state.phase == .idle)
    #expect(state.apply(.touchUp(x: 200, y: 401), at: late + 0.08) == [.tapped(x: 200, y: 400)])
    #expect(state.height == 500)
  }

  @Test("a press while the sheet visibly moves still catches it, however near its rest")
  func visibleMotionIsCaught() {
    // Far from rest; then passing through its rest fast, in its overshoot (bounce 0.2).
    var state = Self.settling()
    let early = Self.time(within: 40, of: state)
    var fast = state
    let throughRest = Self.time(within: 0.4, of: fast)
    _ = fast.tick(at: throughRest)
    #expect(abs(fast.velocity) > 30, "\(fast.velocity) pt/s")
    let caught = fast.apply(.touchDown(x: 200, y: 400), at: throughRest)
    #expect(caught.first.map { if case .dragBegan = $0 { true } else { false } } == true, "\(caught)")
    _ = state.tick(at: early)
    let events = state.apply(.touchDown(x: 200, y: 400), at: early)
    #expect(events.first.map { if case .dragBegan = $0 { true } else { false } } == true, "\(events)")
    #expect(state.phase == .dragging)
  }
}
