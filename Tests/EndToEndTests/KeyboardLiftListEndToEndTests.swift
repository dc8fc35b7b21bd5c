import Foundation
import Testing

extension EndToEnd {
  /// The end of a lifted search list (QA round three, §3): with `--keyboard lift` and a 300-point
  /// keyboard, the top detent (743 points in the 844-point window) rises only 49 points, to the
  /// clamp below the page switcher (792). The other 251 points of the keyboard covered the bottom
  /// of the list's viewport, which was not in the scroll range, so the last results stayed behind
  /// the keyboard for good. They now join the range (the core's `keyboardOverlap`): the list's
  /// viewport ends at the keyboard's top and the last result can be scrolled up above it.
  @Suite("Keyboard lift: the end of the list")
  struct KeyboardLiftListEndToEndTests {
    /// The keyboard panel's height, points (`--keyboard-height`).
    static let keyboard = 300
    /// A search row's height in points, and the results of " 11 " (the 50 places at number 11).
    static let rowHeight = 55.0
    static let results = 50

    @Test("scrolled to its end under a clamped lift, the last result is drawn above the keyboard")
    func lastResultAboveTheKeyboard() async throws {
      let session = try await DemoSession([
        "--page", "search", "--keyboard-height", "\(Self.keyboard)", "--keyboard", "lift",
      ])
      defer { session.close() }
      let keyboardTop = 844 - Self.keyboard
      // The search field at the header detent: the keyboard shows and lifts the sheet.
      var before = session.trace.count
      try session.click(x: 200, y: 844 - 32)
      _ = try await session.settled(after: before, following: { $0.event == "keyboard" })
      // ASCII only: xdotool can drop the first "·" it types.
      try session.xdotool(["type", "--delay", "30", " 11 "])
      try await Task.sleep(for: .milliseconds(1000))
      // The wheel over the sheet, above the keyboard, raises the lifted sheet to the clamp.
      for _ in 0..<2 {
        before = session.trace.count
        try session.wheel(x: 200, y: keyboardTop - 40, notches: 1)
        _ = try await session.settled(after: before)
      }
      let top = try #require(session.trace.last { $0.event == "settled" })
      #expect(top.detent == "top")
      // Then down the list, far past its end.
      try session.wheel(x: 200, y: 300, notches: 60, interval: 0.015)
      try await Task.sleep(for: .milliseconds(1500))

      let frame = try #require(session.trace.last { $0.isFrame })
      let height = try #require(frame.height)
      let header = try #require(frame.headerHeight)
      #expect(abs((frame.contentHeight ?? 0) - Double(Self.results) * Self.rowHeight) < 0.5)
      #expect(abs((frame.scrollOffset ?? 0) - (frame.listEnd ?? -1)) < 1.5, "at the list's end")
      let drawn = try #require(session.trace.last { $0.event == "drawn" }, "no drawn line")
      let last = try #require(drawn.rows?.max { $0.position < $1.position }, "no rows drawn")
      #expect(last.position == Self.results - 1, "the last row GTK maps: \(last)")
      // Where GTK put the last result on screen: the list's viewport starts below the header.
      let listTop = 844 - height + header
      let rowTop = listTop + last.y
      let rowBottom = rowTop + last.height
      #expect(
        rowBottom <= Double(keyboardTop) + 1,
        "the last result spans y \(rowTop)…\(rowBottom); the keyboard starts at \(keyboardTop)")

      try await Task.sleep(for: .milliseconds(300))
      let shot = try session.screenshot("keyboard-lift-last-result-above-keyboard")
      // On screen: the last row's badge (round, coloured, 28 points from the left) shows whole
      // above the keyboard, and the panel is drawn below it.
      let badgeTop = Int(rowTop.rounded()) + 4
      let badgeBottom = min(Int(rowBottom.rounded()) - 4, keyboardTop)
      let badge = Pixels.Region(x: 20, y: badgeTop, width: 28, height: max(1, badgeBottom - badgeTop))
      let coloured = try Pixels.colouredFraction(shot, in: badge)
      #expect(coloured > 0.15, "the last result's badge at \(badge): \(Int(coloured * 100)) % coloured")
      let panel = Pixels.Region(x: 0, y: keyboardTop + 4, width: 390, height: Self.keyboard - 8)
      #expect(try Pixels.colouredFraction(shot, in: panel) < 0.01, "the keyboard panel covers the bottom")
    }
  }
}
