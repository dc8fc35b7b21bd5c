import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Several scroll regions in one sheet: a touch goes to the region under it, each keeps its own
/// offset, a horizontal region claims sideways travel, and the handoff applies to the vertical
/// region under the finger.
@Suite("Scroll regions")
struct ScrollRegionTests {
  /// An 800-point container at 2×; detents at 400 and 720 points; a 60-point header; the toolkits'
  /// 10-point slop. Regions: a 44-point row of categories under the header (900 points wide) and
  /// a list below it (3000 points tall in a 616-point viewport).
  static func sheet(at detent: String = "high") -> SheetState {
    var sheet = TestSheet.make(TestSheet.points(["mid": 400, "high": 720]), at: detent, headerHeight: 60) {
      $0.touchSlop = 10
    }
    _ = sheet.apply(
      .scrollRegions([
        SheetScrollRegion(
          id: "categories", frame: SheetRect(x: 0, y: 60, width: 390, height: 44), axis: .horizontal,
          contentLength: 900),
        SheetScrollRegion(
          id: "list", frame: SheetRect(x: 0, y: 104, width: 390, height: 616), axis: .vertical, contentLength: 3000),
      ]), at: 0)
    return sheet
  }

  @Test("a touch lands on the region under it")
  func routing() {
    let sheet = Self.sheet()
    // At 720 the card's top is at 80: the header 80…140, the row 140…184, the list 184…800.
    #expect(sheet.scrollRegionIndex(atX: 100, y: 160) == 0)
    #expect(sheet.scrollRegionIndex(atX: 100, y: 400) == 1)
    #expect(sheet.scrollRegionIndex(atX: 100, y: 100) == nil)
    #expect(sheet.region(atX: 100, y: 400) == .content)
    #expect(sheet.region(atX: 100, y: 160) == .header)
    #expect(sheet.region(atX: 100, y: 100) == .header)
  }

  /// A wheel or touchpad scroll at (x, y) of (dx, dy) points at the middle detent (card top at
  /// 400: the row 460…504, the list 504…800): the region it goes to and how far it scrolls.
  struct ScrollCase: Sendable, CustomStringConvertible {
    var line: Int
    var x: Double?
    var y: Double
    var dx: Double
    var dy: Double
    var isWheel: Bool
    var expected: (index: Int, delta: Double)?
    var description: String { "line \(line)" }
  }

  static let scrollCases: [ScrollCase] = [
    // A wheel's vertical notch over the row scrolls it sideways by the notch's 63 points.
    ScrollCase(line: #line, x: 200, y: 480, dx: 0, dy: 63, isWheel: true, expected: (0, 63)),
    // A tilt wheel's sideways notch over the row: the sideways one.
    ScrollCase(line: #line, x: 200, y: 480, dx: -40, dy: 63, isWheel: true, expected: (0, -40)),
    // A touchpad's sideways travel over the row scrolls it; its vertical travel goes to the sheet.
    ScrollCase(line: #line, x: 200, y: 480, dx: 12, dy: 3, isWheel: false, expected: (0, 12)),
    ScrollCase(line: #line, x: 200, y: 480, dx: 3, dy: 12, isWheel: false, expected: nil),
    // Over the list: its vertical travel, wheel or touchpad; sideways alone is nothing.
    ScrollCase(line: #line, x: 200, y: 600, dx: 0, dy: 63, isWheel: true, expected: (1, 63)),
    ScrollCase(line: #line, x: nil, y: 600, dx: 0, dy: -20, isWheel: false, expected: (1, -20)),
    ScrollCase(line: #line, x: 200, y: 600, dx: 20, dy: 0, isWheel: false, expected: nil),
    // Over the header, and beside the card: the sheet's.
    ScrollCase(line: #line, x: 200, y: 430, dx: 0, dy: 63, isWheel: true, expected: nil),
    ScrollCase(line: #line, x: 200, y: 300, dx: 0, dy: 63, isWheel: true, expected: nil),
    // A scroll that is not a number goes nowhere.
    ScrollCase(line: #line, x: 200, y: 480, dx: .nan, dy: 63, isWheel: true, expected: nil),
  ]

  @Test("a wheel or touchpad scroll goes to the region under the pointer, along its axis", arguments: scrollCases)
  func scrollRouting(_ row: ScrollCase) {
    let sheet = Self.sheet(at: "mid")
    let routed = sheet.scrollRegion(forScrollAtX: row.x, y: row.y, deltaX: row.dx, deltaY: row.dy, isWheel: row.isWheel)
    #expect(routed?.index == row.expected?.index, "\(row)")
    #expect(routed?.delta == row.expected?.delta, "\(row)")
  }

  @Test("a wheel over the row scrolls it within its 510 points; the sheet and the list stay")
  func wheelOverTheRow() {
    var sheet = Self.sheet(at: "mid")
    for step in 1...3 {
      #expect(
        sheet.apply(.regionScroll(x: 200, y: 480, deltaX: 0, deltaY: 200, isWheel: true), at: Double(step)).isEmpty)
    }
    #expect(sheet.scrollRegions[0].offset == 510, "900 − 390")
    #expect(sheet.scrollRegions[1].offset == 0)
    #expect(sheet.height == 400 && sheet.scrollOffset == 0 && sheet.phase == .idle)
    // Back: toward the start, to 0.
    _ = sheet.apply(.regionScroll(x: 200, y: 480, deltaX: -600, deltaY: 0, isWheel: true), at: 4)
    #expect(sheet.scrollRegions[0].offset == 0)
    // A row whose content fits takes no scroll: a diagnostic, nothing moves.
    _ = sheet.apply(
      .scrollRegions([
        SheetScrollRegion(
          id: "categories", frame: SheetRect(x: 0, y: 60, width: 390, height: 44), axis: .horizontal,
          contentLength: 300)
      ]), at: 5)
    let events = sheet.apply(.regionScroll(x: 200, y: 480, deltaX: 0, deltaY: 63, isWheel: true), at: 6)
    #expect(events.count == 1 && sheet.scrollRegions[0].offset == 0, "\(events)")
  }

  @Test("the touched region's id: set at touch-down on a region, none off them, cleared at touch-up")
  func touchedRegionID() {
    var sheet = Self.sheet()
    #expect(sheet.touchedScrollRegionID == nil)
    _ = sheet.apply(.touchDown(x: 100, y: 400), at: 1)
    #expect(sheet.touchedScrollRegionID == "list")
    _ = sheet.apply(.touchUp(x: 100, y: 400), at: 1.05)
    #expect(sheet.touchedScrollRegionID == nil)
    _ = sheet.apply(.touchDown(x: 100, y: 160), at: 2)
    #expect(sheet.touchedScrollRegionID == "categories")
    _ = sheet.apply(.touchUp(x: 100, y: 160), at: 2.05)
    _ = sheet.apply(.touchDown(x: 100, y: 100), at: 3)
    #expect(sheet.touchedScrollRegionID == nil, "the header is no region")
  }

  @Test("at the highest detent a drag on the list scrolls the list, and only the list")
  func listScrolls() {
    var sheet = Self.sheet()
    _ = sheet.apply(.touchDown(x: 100, y: 600), at: 1)
    _ = sheet.apply(.touchMove(x: 100, y: 580), at: 1.05)
    _ = sheet.apply(.touchMove(x: 100, y: 400), at: 1.1)
    // 20 points of slop, then 200 points: the list moves 190 (the slop's 10 are not scrolled).
    #expect(sheet.scrollRegions[1].offset == 190)
    #expect(sheet.scrollRegions[0].offset == 0)
    #expect(sheet.scrollOffset == 0)
    #expect(sheet.height == 720)
  }

  @Test("sideways travel on the row scrolls the row with the finger; the sheet stays")
  func rowScrollsSideways() {
    var sheet = Self.sheet(at: "mid")
    // At 400 the card's top is at 400: the row spans 460…504.
    _ = sheet.apply(.touchDown(x: 300, y: 480), at: 1)
    _ = sheet.apply(.touchMove(x: 280, y: 481), at: 1.05)
    _ = sheet.apply(.touchMove(x: 150, y: 482), at: 1.1)
    #expect(sheet.scrollRegions[0].offset == 150)
    #expect(sheet.height == 400)
    #expect(sheet.phase == .idle)
    // Past its end it stops at 900 − 390.
    _ = sheet.apply(.touchMove(x: -500, y: 482), at: 1.2)
    #expect(sheet.scrollRegions[0].offset == 510)
    _ = sheet.apply(.touchUp(x: -500, y: 482), at: 1.3)
    #expect(sheet.scrollRegions[0].offset == 510)
  }

  @Test("vertical travel on the row drags the sheet, as the header does")
  func rowDragsTheSheet() {
    var sheet = Self.sheet(at: "mid")
    _ = sheet.apply(.touchDown(x: 200, y: 480), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: 470), at: 1.05)
    _ = sheet.apply(.touchMove(x: 200, y: 380), at: 1.1)
    #expect(sheet.phase == .dragging)
    #expect(sheet.height == 490)
    #expect(sheet.scrollRegions.map(\.offset) == [0, 0])
  }

  @Test("below the highest detent the list's drag raises the sheet, then scrolls the list")
  func handoffToTheList() {
    var sheet = Self.sheet(at: "mid")
    // The list starts 104 points into the card: at 400 its top is at 504.
    _ = sheet.apply(.touchDown(x: 100, y: 700), at: 1)
    _ = sheet.apply(.touchMove(x: 100, y: 690), at: 1.02)
    _ = sheet.apply(.touchMove(x: 100, y: 300), at: 1.1)
    // 390 points past the slop: 320 raise the sheet to 720, the other 70 scroll the list.
    #expect(sheet.height == 720)
    #expect(sheet.scrollRegions[1].offset == 70)
  }

  @Test("each region keeps its own offset: reports, bad lists and unknown ids")
  func ownOffsets() {
    var sheet = Self.sheet()
    _ = sheet.apply(.regionOffset("list", 500), at: 1)
    _ = sheet.apply(.regionOffset("categories", 9999), at: 1)
    #expect(sheet.scrollRegions.map(\.offset) == [510, 500])
    let unknown = sheet.apply(.regionOffset("tabs", 5), at: 1)
    #expect(unknown == [.diagnostic("scroll region 'tabs' is none of the content's; ignored")])
    let bad = sheet.apply(
      .scrollRegions([
        SheetScrollRegion(
          id: "a", frame: SheetRect(x: 0, y: 0, width: -1, height: 10), axis: .vertical, contentLength: 5),
        SheetScrollRegion(
          id: "b", frame: SheetRect(x: 0, y: 0, width: 10, height: 10), axis: .vertical, contentLength: 5),
        SheetScrollRegion(
          id: "b", frame: SheetRect(x: 0, y: 0, width: 10, height: 10), axis: .vertical, contentLength: 5),
      ]), at: 2)
    #expect(bad.count == 2)
    #expect(sheet.scrollRegions.map(\.id) == ["b"])
  }
}
