import Foundation
import Testing

extension EndToEnd {
  /// The search sheet with a row of categories under its field (`--page search --categories`):
  /// a second scroll region, which a sideways drag scrolls and a vertical drag does not.
  @Suite("Scroll regions")
  struct ScrollRegionEndToEndTests {
    @Test("a sideways drag scrolls the row of categories, and only it; a vertical one moves the sheet")
    func categoryRow() async throws {
      let session = try await DemoSession(["--page", "search", "--categories"])
      defer { session.close() }
      try await Task.sleep(for: .milliseconds(300))
      let ready = try #require(session.trace.first { $0.event == "ready" })
      let header = try #require(ready.height)
      // At the header detent the row (44 points, 8 below it) is the header's last part.
      let rowY = 844 - 8 - 22
      let before = try session.screenshot("search-categories-before")
      var start = session.trace.count
      var drag = ["mousemove", "330", "\(rowY)", "mousedown", "1"]
      for step in 1...14 { drag += ["sleep", "0.016", "mousemove", "\(330 - step * 20)", "\(rowY)"] }
      drag += ["sleep", "0.1", "mouseup", "1"]
      try session.xdotool(drag)
      try await Task.sleep(for: .milliseconds(400))
      let lines = session.lines(after: start)
      #expect(!lines.contains { $0.event == "dragBegan" }, "a sideways drag on the row moves no sheet")
      // The core scrolled the row with the finger (280 points), and the list not at all …
      let core = try #require(lines.last { $0.regionOffsets != nil }?.regionOffsets?["categories"], "no region offset")
      #expect(abs(core - 280) < 2, "the row at \(core)")
      #expect(lines.allSatisfy { ($0.scrollOffset ?? 0) == 0 }, "the list stayed at its top")
      // … GTK drew the row at that offset …
      let drawn = try #require(session.trace.last { $0.categoriesOffset != nil }?.categoriesOffset)
      #expect(abs(drawn - core) < 1, "GTK's row at \(drawn), the core's at \(core)")
      // … and the screen shows other categories in the row, the rest of the window unchanged.
      let after = try session.screenshot("search-categories-scrolled")
      let row = Pixels.Region(x: 12, y: rowY - 18, width: 366, height: 36)
      let changed = try Pixels.differingPixels(before, after, in: row, fuzz: 10)
      #expect(changed > 400, "\(changed) of the row's pixels changed")
      let map = Pixels.Region(x: 0, y: 100, width: 390, height: 300)
      let unchanged = try Pixels.differingPixels(before, after, in: map, fuzz: 10)
      #expect(unchanged < 50, "\(unchanged) of the map's pixels changed")

      // A vertical drag on the row moves the sheet and leaves the row where it is.
      start = session.trace.count
      try session.drag(x: 200, from: rowY, to: rowY - 300, steps: 12, hold: 0.3)
      let settled = try await session.settled(after: start)
      #expect(session.lines(after: start).contains { $0.event == "dragBegan" })
      #expect((settled.height ?? 0) > header + 100, "the sheet rose to \(settled.height ?? 0)")
      let still = session.lines(after: start).compactMap { $0.regionOffsets?["categories"] }
      #expect(still.allSatisfy { abs($0 - core) < 0.5 }, "the row stayed at \(core): \(still)")
      try await Task.sleep(for: .milliseconds(200))
      try session.screenshot("search-categories-raised")
    }

    @Test("a wheel over the row of categories scrolls the row sideways, and only it; over the list, the list")
    func wheelOverTheRow() async throws {
      let session = try await DemoSession(["--page", "search", "--categories"])
      defer { session.close() }
      // The grabber has focus: Up, Up to the highest detent, where a wheel over the list scrolls it.
      var start = session.trace.count
      try session.xdotool(["key", "Up", "sleep", "0.6", "key", "Up"])
      _ = try await session.waitFor(after: start, timeout: 6) { $0.event == "settled" && $0.detent == "top" }
      try await Task.sleep(for: .milliseconds(400))
      let top = try #require(session.trace.last { $0.isFrame })
      let height = try #require(top.height)
      let header = try #require(top.headerHeight)
      // The row (44 points, 8 above the header's bottom) is the header's last part.
      let rowY = Int((844 - height + header - 8 - 22).rounded())
      let rowsBefore = try #require(session.trace.last { $0.event == "drawn" }?.rows).map(\.position)
      let before = try session.screenshot("search-categories-wheel-before")
      start = session.trace.count
      try session.wheel(x: 200, y: rowY, notches: 3)
      try await Task.sleep(for: .milliseconds(600))
      let lines = session.lines(after: start)
      let offset = try #require(session.trace.last { $0.categoriesOffset != nil }?.categoriesOffset)
      #expect(offset > 60, "GTK's row at \(offset)")
      let core = try #require(lines.last { $0.regionOffsets != nil }?.regionOffsets?["categories"], "no region offset")
      #expect(abs(core - offset) < 1, "the core's row at \(core), GTK's at \(offset)")
      #expect(lines.filter(\.isFrame).allSatisfy { abs(($0.height ?? 0) - height) < 0.5 }, "the sheet kept its height")
      #expect(lines.allSatisfy { ($0.scrollOffset ?? 0) == 0 }, "the list stayed at its top")
      let rowsAfter = try #require(session.trace.last { $0.event == "drawn" }?.rows).map(\.position)
      #expect(rowsAfter == rowsBefore, "the list drew the same rows: \(rowsAfter.prefix(3)) …")
      let after = try session.screenshot("search-categories-wheel-scrolled")
      let row = Pixels.Region(x: 12, y: rowY - 18, width: 366, height: 36)
      let changed = try Pixels.differingPixels(before, after, in: row, fuzz: 10)
      #expect(changed > 400, "\(changed) of the row's pixels changed")
      let list = Pixels.Region(x: 0, y: rowY + 40, width: 390, height: 300)
      let unchanged = try Pixels.differingPixels(before, after, in: list, fuzz: 10)
      #expect(unchanged < 50, "\(unchanged) of the list's pixels changed")

      // Over the list below, the wheel scrolls the list as before; the row stays.
      start = session.trace.count
      try session.wheel(x: 200, y: 500, notches: 3)
      try await Task.sleep(for: .milliseconds(600))
      try session.screenshot("search-categories-wheel-list")
      let scrolled = try #require(session.trace.last { $0.isFrame })
      #expect((scrolled.scrollOffset ?? 0) > 100, "the list at \(scrolled.scrollOffset ?? 0)")
      #expect(abs((scrolled.height ?? 0) - height) < 0.5)
      let still = session.lines(after: start).compactMap { $0.regionOffsets?["categories"] }
      #expect(still.allSatisfy { abs($0 - core) < 0.5 }, "the row stayed at \(core): \(still)")
    }
  }
}
