import Foundation
import Testing

extension EndToEnd {
  /// A lifted search sheet that the keyboard leaves (QA round two, §1): with `--keyboard lift` the
  /// keyboard lifts the sheet by its 300 points, but never into the page switcher, so the lift is
  /// clamped at the highest detent (743 + 300 → 792 in an 844-point window) or, in a 600-point
  /// window, already at the middle one (300 + 300 → 548). Hiding the keyboard then blanked the whole
  /// page below the switcher, for good.
  @Suite("Keyboard lift")
  struct KeyboardLiftEndToEndTests {
    /// The window's plain background: what a page GTK refuses to draw leaves.
    static let windowBackground = (r: 242, g: 242, b: 247)

    /// One clamped lift: the window's height, the wheel notches that raise the lifted sheet to
    /// the clamp, and the detent it comes down to.
    struct Case: Sendable, CustomTestStringConvertible {
      var windowHeight: Int
      var notches: Int
      var detent: String
      var restHeight: Double
      var testDescription: String { "\(windowHeight)-point window, \(detent)" }
    }

    @Test(
      "hiding the keyboard under a clamped lift leaves the page drawn: map, sheet and rows",
      arguments: [
        Case(windowHeight: 844, notches: 2, detent: "top", restHeight: 743),
        Case(windowHeight: 600, notches: 1, detent: "mid", restHeight: 300),
      ])
    func clampedLiftComesDown(_ lift: Case) async throws {
      let session = try await DemoSession(["--page", "search", "--keyboard-height", "300", "--keyboard", "lift"])
      defer { session.close() }
      let window = lift.windowHeight
      if window != 844 {
        try session.resizeWindow(width: 390, height: window)
        try await Task.sleep(for: .milliseconds(500))
      }
      // The search field, 32 points above the bottom at the header detent: the keyboard shows and
      // lifts the sheet; the wheel, over the sheet 40 points above the keyboard, raises it to the
      // clamp below the switcher.
      var before = session.trace.count
      try session.click(x: 200, y: window - 32)
      _ = try await session.settled(after: before, following: { $0.event == "keyboard" })
      for _ in 0..<lift.notches {
        before = session.trace.count
        try session.wheel(x: 200, y: window - 300 - 40, notches: 1)
        _ = try await session.settled(after: before)
      }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      let clamp = Double(window) - (ready.topObstruction ?? 52)
      let clamped = try #require(session.trace.last { $0.event == "settled" })
      #expect(clamped.detent == lift.detent)
      #expect(abs((clamped.height ?? 0) - clamp) < 0.5, "lifted to \(clamped.height ?? 0), clamped at \(clamp)")

      // Escape in the field: the keyboard goes, the sheet comes down to its detent.
      before = session.trace.count
      try session.key("Escape")
      let rest = try await session.settled(after: before, following: { $0.event == "keyboard" })
      #expect(rest.detent == lift.detent)
      #expect(abs((rest.height ?? 0) - lift.restHeight) < 0.5, "rests at \(rest.height ?? 0)")
      try await Task.sleep(for: .milliseconds(400))
      let shot = try session.screenshot("keyboard-lift-hidden-\(window)")
      try expectPageDrawn(shot, window: window, sheetHeight: lift.restHeight, header: rest.headerHeight)

      // And it stays drawn: a wheel notch moves the sheet (down a detent from the top, the list
      // being at its start; up one from the middle), and the screen follows.
      before = session.trace.count
      try session.wheel(x: 200, y: window - Int(lift.restHeight) + 200, notches: lift.detent == "top" ? -1 : 1)
      let moved = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(400))
      let after = try session.screenshot("keyboard-lift-hidden-\(window)-then-wheel")
      try expectPageDrawn(after, window: window, sheetHeight: moved.height ?? 0, header: rest.headerHeight)
      #expect(
        !session.standardError.contains("without a current allocation"),
        "GTK drew nothing of a widget: \(session.standardError.suffix(300))")
    }

    /// Checks a screenshot of the search page: below the page switcher it is not the window's
    /// plain background, the map shows above the sheet, and the sheet's rows show their coloured
    /// badges.
    func expectPageDrawn(_ shot: String, window: Int, sheetHeight: Double, header: Double?) throws {
      let below = Pixels.Region(x: 0, y: 56, width: 390, height: window - 56)
      let plain = try Pixels.fraction(shot, of: Self.windowBackground, in: below)
      #expect(plain < 0.2, "\(Int(plain * 100)) % of the page below the switcher is the plain background")
      let top = window - Int(sheetHeight.rounded())
      if top - 56 >= 20 {
        // The map, between the switcher and the card: its streets and parks, blurred or not.
        let map = Pixels.Region(x: 0, y: 56, width: 390, height: top - 56 - 4)
        let deviation = try Pixels.deviation(shot, in: map)
        let plainMap = try Pixels.fraction(shot, of: Self.windowBackground, in: map)
        #expect(deviation > 2 && plainMap < 0.05, "the map above the sheet: deviation \(deviation), plain \(plainMap)")
      }
      // The badges of the rows in view (round, coloured, 28 points from the left).
      let listTop = top + Int((header ?? 73).rounded())
      let rows = Pixels.Region(x: 20, y: listTop, width: 28, height: max(1, min(window - listTop, 300)))
      let coloured = try Pixels.colouredFraction(shot, in: rows)
      #expect(coloured > 0.2, "the rows' badges at \(rows): \(Int(coloured * 100)) % coloured")
    }
  }
}
