import Testing

@testable import BottomSheetCore

/// Page Up and Page Down on the content: a page is what shows at the current detent, less the
/// shown part of the row the edge cuts.
@Suite("Page step")
struct PageStepTests {
  /// The search sheet of ``FocusedFieldTests``: detents 100, 400 and 700 points in an 800-point
  /// container, a 60-point header, 5000 points of content: viewports 40, 340 and 640 points.
  static func sheet(at detent: String) -> SheetState {
    var state = FocusedFieldTests.sheet()
    _ = state.apply(.move(to: detent, animated: false), at: 1)
    _ = state.tick(at: 2)
    return state
  }

  /// One row per situation: the detent, the overlap given, the offset before, the step, and
  /// the offsets Page Down and Page Up go to.
  struct Case: Sendable, CustomStringConvertible {
    var line: Int
    var detent: String
    var overlap: Double
    var offset: Double
    var step: Double
    var down: Double
    var up: Double
    var description: String { "line \(line)" }
  }

  static let cases: [Case] = [
    // At mid 340 points show: the edge between rows pages by all of them (not the top's 640).
    Case(line: #line, detent: "mid", overlap: 0, offset: 0, step: 340, down: 340, up: 0),
    // A 56-point row cut 32 points below the edge: its 24 shown points show again, at the top.
    Case(line: #line, detent: "mid", overlap: 24, offset: 1000, step: 316, down: 1316, up: 684),
    // At the top detent 640 show.
    Case(line: #line, detent: "top", overlap: 20, offset: 1000, step: 620, down: 1620, up: 380),
    // A row taller than half a page keeps at most half: 170 of mid's 340.
    Case(line: #line, detent: "mid", overlap: 300, offset: 1000, step: 170, down: 1170, up: 830),
    // Negative or not-a-number overlaps keep nothing.
    Case(line: #line, detent: "mid", overlap: -5, offset: 1000, step: 340, down: 1340, up: 660),
    Case(line: #line, detent: "mid", overlap: .nan, offset: 1000, step: 340, down: 1340, up: 660),
    // Near the ends the offset stops in the range [0, 4360].
    Case(line: #line, detent: "mid", overlap: 0, offset: 4200, step: 340, down: 4360, up: 3860),
    Case(line: #line, detent: "mid", overlap: 0, offset: 100, step: 340, down: 440, up: 0),
    // At the header detent 40 points show (100 less the 60-point header).
    Case(line: #line, detent: "header", overlap: 0, offset: 0, step: 40, down: 40, up: 0),
  ]

  @Test("a page is what shows at the current detent less the cut row's shown part", arguments: cases)
  func pageStep(_ row: Case) {
    var state = Self.sheet(at: row.detent)
    _ = state.apply(.scroll(to: row.offset), at: 3)
    #expect(state.scrollOffset == row.offset, "\(row)")
    #expect(state.pageStep(overlap: row.overlap) == row.step, "\(row)")
    #expect(state.pageScrollOffset(.down, overlap: row.overlap) == row.down, "\(row)")
    #expect(state.pageScrollOffset(.up, overlap: row.overlap) == row.up, "\(row)")
  }

  @Test("with a 300-point keyboard at the top detent, a page is the 440 points above it")
  func aboveTheKeyboard() {
    var state = Self.sheet(at: "top")
    _ = state.apply(.keyboard(height: 300), at: 3)
    _ = state.tick(at: 5)
    // The lift takes the 700-point sheet up the 100 points to the container's top; the keyboard
    // covers the other 200 of the 640-point viewport.
    #expect(state.contentViewportAboveKeyboard == 440)
    #expect(state.pageStep(overlap: 0) == 440)
  }
}
