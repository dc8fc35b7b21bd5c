import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The handoff rules per direction, the drag area and carried momentum, one situation at a time.
///
/// The sheet: detents at 200, 400 and 700 points in an 800-point container at 2×, a 60-point
/// header and 2,000 points of content (the highest detent shows 640 of it: 1,360 points of scroll).
@Suite("Handoff rules and drag area")
struct HandoffRulesTests {
  static func sheet(
    at initial: String = "mid", expand: HandoffMode = .midGesture, collapse: HandoffMode = .midGesture,
    carries: Bool = false, area: SheetDragArea = .card
  ) -> SheetState {
    TestSheet.make(
      TestSheet.points(["low": 200, "mid": 400, "high": 700]), at: initial, headerHeight: 60, contentHeight: 2000
    ) {
      $0.handoff = ScrollHandoffRules(expand: expand, collapse: collapse, carriesMomentum: carries)
      $0.dragArea = area
    }
  }

  /// Drags a finger on the content from `y` by `distance` (negative up) in ten steps over 0.1 s,
  /// then holds 0.15 s and lifts; returns the height and offset just before the lift.
  static func drag(_ state: inout SheetState, fromY y: Double, by distance: Double) -> (height: Double, offset: Double)
  {
    _ = state.apply(.touchDown(y: y), at: 0)
    for step in 1...10 { _ = state.apply(.touchMove(y: y + distance * Double(step) / 10), at: 0.01 * Double(step)) }
    let seen = (state.height, state.scrollOffset)
    _ = state.apply(.touchMove(y: y + distance), at: 0.25)
    _ = state.apply(.touchUp(y: y + distance), at: 0.25)
    _ = state.tick(at: 3)
    return seen
  }

  @Test("expand mid-gesture: the sheet rises to its highest detent and the rest scrolls (today's rule)")
  func expandMidGesture() {
    var state = Self.sheet()
    // From 400 up 500 points: 300 raise the sheet to 700, 200 scroll.
    let seen = Self.drag(&state, fromY: 500, by: -500)
    #expect(seen.height == 700)
    #expect(seen.offset == 200)
  }

  @Test("expand at start: a gesture begun below the highest detent never scrolls; the next one does")
  func expandAtStart() {
    var state = Self.sheet(expand: .atStart)
    let seen = Self.drag(&state, fromY: 500, by: -500)
    #expect(seen.height > 700, "the 200 points beyond go into the rubber band: \(seen.height)")
    #expect(seen.offset == 0)
    #expect(state.detent == "high")
    let next = Self.drag(&state, fromY: 300, by: -150)
    #expect(next.height == 700)
    #expect(next.offset == 150)
  }

  @Test("expand never (Apple's .scrolls): the content scrolls at a lower detent, and back down first")
  func expandNever() {
    var state = Self.sheet(expand: .never)
    #expect(state.configuration.handoff.contentScrollsBelowHighestDetent)
    let up = Self.drag(&state, fromY: 500, by: -300)
    #expect(up.height == 400)
    #expect(up.offset == 300)
    #expect(state.detent == "mid")
    // Down 400: 300 scroll back to the top, then 100 lower the sheet (collapse mid-gesture).
    let down = Self.drag(&state, fromY: 500, by: 400)
    #expect(down.offset == 0)
    #expect(down.height == 300)
  }

  @Test("collapse at start: scrolling back to the top does not lower the sheet in the same gesture")
  func collapseAtStart() {
    var state = Self.sheet(at: "high", collapse: .atStart)
    _ = state.apply(.scroll(to: 100), at: 0)
    let seen = Self.drag(&state, fromY: 300, by: 300)
    #expect(seen.offset == 0)
    #expect(seen.height == 700, "the 200 points past the top are held")
    #expect(state.detent == "high", "and the release's velocity is the content's")
    // A gesture that begins at the top lowers the sheet.
    let next = Self.drag(&state, fromY: 300, by: 250)
    #expect(next.height == 450)
  }

  @Test("collapse mid-gesture: the content scrolls to its top and the rest lowers the sheet")
  func collapseMidGesture() {
    var state = Self.sheet(at: "high")
    _ = state.apply(.scroll(to: 100), at: 0)
    let seen = Self.drag(&state, fromY: 300, by: 300)
    #expect(seen.offset == 0)
    #expect(seen.height == 500)
  }

  @Test("collapse never: a drag on the content never lowers the sheet; the header does")
  func collapseNever() {
    var state = Self.sheet(at: "high", collapse: .never)
    let seen = Self.drag(&state, fromY: 300, by: 300)
    #expect(seen.height == 700)
    #expect(state.detent == "high")
    // The header (the top 60 points of the card, from y = 100) still drags it.
    let header = Self.drag(&state, fromY: 120, by: 300)
    #expect(header.height == 400)
  }

  @Test("drag area header: the content scrolls at every detent and never moves the sheet")
  func headerOnly() {
    var state = Self.sheet(area: .header)
    let seen = Self.drag(&state, fromY: 500, by: -300)
    #expect(seen.height == 400)
    #expect(seen.offset == 300)
    let header = Self.drag(&state, fromY: 420, by: -100)
    #expect(header.height == 500, "a drag on the header (y 400 to 460) moves the sheet")
  }

  @Test("drag area grabber: only the top 24 points drag; the rest of the header is the app's")
  func grabberOnly() {
    var state = Self.sheet(area: .grabber)
    #expect(state.isInDragArea(y: 423.75))
    #expect(!state.isInDragArea(y: 424))
    var events = state.apply(.touchDown(y: 440), at: 0)
    events += state.apply(.touchMove(y: 340), at: 0.05)
    events += state.apply(.touchUp(y: 340), at: 0.1)
    #expect(events.isEmpty, "a drag on the header below the grabber row is the header's: \(events)")
    #expect(state.height == 400)
    let grabber = Self.drag(&state, fromY: 410, by: -100)
    #expect(grabber.height == 500)
  }

  @Test("a tap outside the drag area is still a tap")
  func tapOutsideDragArea() {
    var state = Self.sheet(area: .grabber)
    _ = state.apply(.touchDown(x: 100, y: 440), at: 0)
    #expect(state.apply(.touchUp(x: 100, y: 440), at: 0.05) == [.tapped(x: 100, y: 440)])
  }

  @Test("carried momentum: a flick that expands the sheet scrolls the content on by what is left")
  func carriesMomentum() {
    for carries in [false, true] {
      var state = Self.sheet(at: "mid", carries: carries)
      // A flick up at 3,000 pt/s lifts the sheet from 400 to 550: the projection is
      // 0.4995 × 3000 ≈ 1498.5 points, the sheet needs 150 more to reach 700, so about 1348.5
      // points are left for the content.
      _ = state.apply(.touchDown(y: 500), at: 0)
      for step in 1...5 { _ = state.apply(.touchMove(y: 500 - 30 * Double(step)), at: 0.01 * Double(step)) }
      _ = state.apply(.touchUp(y: 350), at: 0.05)
      _ = state.tick(at: 10)
      #expect(state.detent == "high")
      if carries {
        #expect(abs(state.scrollOffset - 1348.5) < 2, "\(state.scrollOffset)")
      } else {
        #expect(state.scrollOffset == 0)
      }
    }
  }

  @Test("the gate's divide, one row per situation (sheet raw, offset, delta up positive → sheet, scroll, held)")
  func divideTable() {
    typealias Gate = ScrollHandoff.Gate
    let rows:
      [(line: Int, gate: Gate, raw: Double, offset: Double, delta: Double, sheet: Double, scroll: Double, held: Double)] =
        [
          (#line, Gate(handsOverUp: false), 600, 0, 200, 200, 0, 0),  // at start below: into the band
          (#line, Gate(scrollsBelowHighest: true), 400, 0, 200, 0, 200, 0),  // scrolls below the highest
          (#line, Gate(scrollsBelowHighest: true), 400, 1300, 200, 0, 60, 140),  // at its end: held
          (#line, Gate(lowers: false), 700, 50, -200, 0, -50, -150),  // to the top, the rest held
          (#line, Gate(lowers: false), 750, 0, -100, -50, 0, -50),  // out of the band first
          (#line, Gate(movesSheet: false), 400, 10, -30, 0, -10, -20),  // outside the drag area
        ]
    for row in rows {
      let share = ScrollHandoff.divide(
        row.delta, sheetRaw: row.raw, highest: 700, scrollOffset: row.offset, maximumScrollOffset: 1360,
        tolerance: 0.25, gate: row.gate)
      #expect(share.sheet == row.sheet, "line \(row.line)")
      #expect(share.scroll == row.scroll, "line \(row.line)")
      #expect(share.held == row.held, "line \(row.line)")
    }
  }
}
