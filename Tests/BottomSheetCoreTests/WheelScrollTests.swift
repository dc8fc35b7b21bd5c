import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Wheel notches and touchpad scrolls over a sheet follow the same handoff as a drag on its
/// content: the sheet rises first, the content scrolls at the highest detent, and with the content
/// at its top scrolling back lowers the sheet — never dismissing it.
@Suite("Wheel and touchpad scrolling")
struct WheelScrollTests {
  static func sheet(content: Double = 3000, dismissible: Bool = false) -> SheetState {
    TestSheet.make(TestSheet.points(["low": 100, "mid": 400, "top": 700]), headerHeight: 60, contentHeight: content) {
      $0.allowsDismissal = dismissible
      $0.reduceMotion = true
    }
  }

  @Test("notches raise the sheet one detent each, then scroll the content, then come back")
  func wheelNotches() {
    var state = Self.sheet()
    _ = state.apply(.wheel(steps: 1, stepLength: 48), at: 0)
    #expect(state.detent == "mid")
    _ = state.apply(.wheel(steps: 1, stepLength: 48), at: 0.1)
    #expect(state.detent == "top")
    #expect(state.scrollOffset == 0)
    _ = state.apply(.wheel(steps: 2, stepLength: 48), at: 0.2)
    #expect(state.scrollOffset == 96, "at the highest detent notches scroll the list")
    #expect(state.height == 700)
    _ = state.apply(.wheel(steps: -1, stepLength: 48), at: 0.3)
    #expect(state.scrollOffset == 48)
    _ = state.apply(.wheel(steps: -3, stepLength: 48), at: 0.4)
    #expect(state.scrollOffset == 0, "scrolled back to the top, not past it")
    #expect(state.detent == "top")
    _ = state.apply(.wheel(steps: -1, stepLength: 48), at: 0.5)
    #expect(state.detent == "mid", "with the list at its top, a notch back lowers the sheet")
    _ = state.apply(.wheel(steps: -1, stepLength: 48), at: 0.6)
    _ = state.apply(.wheel(steps: -1, stepLength: 48), at: 0.7)
    #expect(state.detent == "low", "never below the lowest detent")
  }

  /// One row per wheel: the notches it reports, from the lowest detent of four (detents
  /// 100 / 300 / 500 / 700, content that cannot scroll), and where the sheet goes.
  static let notchRows: [(line: Int, steps: [Double], expected: String)] = [
    // A high-resolution wheel: one physical notch as four quarter notches is one detent.
    (#line, [0.25, 0.25, 0.25, 0.25], "b"),
    // Three quarters are not a notch yet.
    (#line, [0.25, 0.25, 0.25], "a"),
    // One event of three notches moves three detents.
    (#line, [3], "d"),
    // Twice one and a half: three notches.
    (#line, [1.5, 1.5], "d"),
    // Fractions that add up to a notch only nearly in binary arithmetic still make one.
    (#line, Array(repeating: 0.1, count: 10), "b"),
    // More notches than detents stop at the highest.
    (#line, [7], "d"),
    // A step the other way starts the count afresh: 0.75 up, 0.5 down, 0.75 up is not a notch.
    (#line, [0.75, -0.5, 0.75], "a"),
    // Up two, then down one and a quarter: one detent down, a quarter left over.
    (#line, [2, -1.25], "b"),
  ]

  @Test("whole notches move the sheet, fractions of a notch add up", arguments: 0..<notchRows.count)
  func notchesBySize(_ row: Int) {
    let (line, steps, expected) = Self.notchRows[row]
    var state = TestSheet.make(TestSheet.points(["a": 100, "b": 300, "c": 500, "d": 700]), at: "a") {
      $0.reduceMotion = true
    }
    for (index, step) in steps.enumerated() {
      _ = state.apply(.wheel(steps: step, stepLength: 40), at: 0.5 + Double(index) * 0.01)
    }
    _ = state.tick(at: 2)
    #expect(state.detent == expected, "row at line \(line): \(steps) → \(state.detent)")
    #expect(state.phase == .idle)
  }

  @Test("notches back on a dismissible sheet stop at its lowest detent, however many")
  func manyNotchesNeverDismiss() {
    var state = Self.sheet(dismissible: true)
    _ = state.apply(.wheel(steps: -5, stepLength: 48), at: 0)
    _ = state.tick(at: 1)
    #expect(state.detent == "low")
    #expect(state.isPresented)
    _ = state.apply(.wheel(steps: 2, stepLength: 48), at: 1.1)
    #expect(state.detent == "top", "two notches up from the lowest of three")
  }

  @Test("a wheel never dismisses, and content that cannot scroll never takes it")
  func wheelWithoutContent() {
    var state = Self.sheet(content: 0, dismissible: true)
    _ = state.apply(.wheel(steps: -1, stepLength: 48), at: 0)
    #expect(state.detent == "low")
    _ = state.apply(.wheel(steps: 5, stepLength: 48), at: 0.1)
    _ = state.apply(.wheel(steps: 5, stepLength: 48), at: 0.2)
    _ = state.apply(.wheel(steps: 5, stepLength: 48), at: 0.3)
    #expect(state.detent == "top")
    #expect(state.scrollOffset == 0)
  }

  @Test("a touchpad scroll raises the sheet then scrolls the list in one motion, and settles with its velocity")
  func touchpadScroll() {
    var state = Self.sheet()
    _ = state.apply(.move(to: "mid", animated: false), at: 0)
    var events: [SheetEvent] = []
    // 400 points toward more content in 20 steps over 0.2 s: 300 raise the sheet to the top,
    // 100 scroll the list.
    for step in 1...20 {
      events += state.apply(.scrollGesture(delta: 20), at: Double(step) * 0.01)
    }
    #expect(events.first == .dragBegan(height: 400))
    #expect(state.height == 700)
    #expect(state.scrollOffset == 100)
    let end = state.apply(.scrollGestureEnd, at: 0.21)
    #expect(state.isDecelerating, "the list scrolls on with the gesture's velocity")
    #expect(end.contains(.settled(detent: "top", height: 700)))
  }

  @Test("a touchpad scroll back on a dismissible sheet stops at its lowest detent")
  func touchpadNeverDismisses() {
    var state = Self.sheet(content: 0, dismissible: true)
    for step in 1...10 {
      _ = state.apply(.scrollGesture(delta: -40), at: Double(step) * 0.01)
    }
    #expect(state.height >= 50, "the rubber band keeps half of the lowest detent")
    _ = state.apply(.scrollGestureEnd, at: 0.11)
    #expect(state.detent == "low")
    #expect(state.isPresented)
  }

  @Test("touches do not move a touchpad scroll, nor a touchpad scroll a touch")
  func sourcesStayApart() {
    var state = Self.sheet(content: 0)
    _ = state.apply(.scrollGesture(delta: 30), at: 0)
    let height = state.height
    #expect(state.apply(.touchMove(y: 100), at: 0.05) == [])
    #expect(state.apply(.touchUp(y: 100), at: 0.06) == [])
    #expect(state.height == height)
    _ = state.apply(.scrollGestureEnd, at: 0.1)
    _ = state.apply(.touchDown(y: 700), at: 1)
    _ = state.apply(.scrollGesture(delta: 30), at: 1.05)
    #expect(state.apply(.scrollGestureEnd, at: 1.1) == [], "the touch's drag is not the gesture's")
    #expect(state.phase == .dragging)
  }
}
