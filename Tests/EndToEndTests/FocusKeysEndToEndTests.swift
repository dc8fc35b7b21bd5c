import Foundation
import Testing

extension EndToEnd {
  /// Focus keys on the search sheet (QA round two, §8, and issue 18's focused field): the keys
  /// that scroll the list show what they scroll to on screen at the current detent, and the
  /// search field in the header scrolls nothing when it takes focus.
  @Suite("Focus keys")
  struct FocusKeysEndToEndTests {
    /// The latest `drawn` line's last row, and where its bottom edge is on screen (points): the
    /// sheet's top (from the latest frame), the header, the row's place in the viewport.
    func lastRowOnScreen(_ session: DemoSession) throws -> (row: TraceLine.DrawnRow, bottom: Double) {
      let drawn = try #require(session.trace.last { $0.event == "drawn" }, "no drawn line")
      let frame = try #require(session.trace.last { $0.isFrame && $0.page == "search" })
      let row = try #require(drawn.rows?.max { $0.position < $1.position })
      let top = 844 - (frame.height ?? 0) + (frame.headerHeight ?? 0)
      return (row, top + row.y + row.height)
    }

    @Test("End on the list at the middle detent shows the last place above the window's bottom edge")
    func endAtMidShowsTheLastRows() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      // The grabber has focus: Up to the middle detent.
      var before = session.trace.count
      try session.key("Up")
      let mid = try await session.settled(after: before)
      #expect(mid.detent == "mid")
      // Tab, Tab: the list. End.
      try session.xdotool(["key", "Tab", "sleep", "0.2", "key", "Tab", "sleep", "0.3"])
      let focus = try #require(session.trace.last { $0.event == "focus" })
      #expect(
        focus.widget == "GtkScrolledWindow" || focus.widget == "GtkListItemWidget", "focus on \(focus.widget ?? "-")")
      before = session.trace.count
      try session.key("End")
      try await Task.sleep(for: .milliseconds(1500))
      let shot = try session.screenshot("focus-keys-end-at-mid")
      let (row, bottom) = try lastRowOnScreen(session)
      #expect(row.position == 9999, "the last place drawn is #\(row.position) \(row.title)")
      #expect(bottom <= 844.5, "its bottom edge is at y = \(bottom), below the window's 844")
      #expect(bottom >= 844 - 60, "and the list ends there: \(bottom)")
      // On screen: the last row's title, dark text, in the last 55 points above the window's edge.
      let text = try Pixels.deviation(shot, in: .init(x: 60, y: Int(bottom) - 50, width: 200, height: 40))
      #expect(text > 20, "text drawn in the last row's place: deviation \(text)")
      // Home brings the first place back to the top of the list, at whatever detent.
      try session.key("Home")
      try await Task.sleep(for: .milliseconds(800))
      let first = try #require(session.trace.last { $0.event == "drawn" }?.rows?.min { $0.position < $1.position })
      #expect(first.position == 0 && abs(first.y) < 0.5, "first row drawn: \(first)")
    }

    /// The latest `drawn` line's rows and the part of the list's viewport the window shows at the
    /// sheet's height (points, in the viewport's coordinates: 0 at its top): the viewport is laid
    /// out at the highest detent's height and runs below the window's bottom edge.
    func rowsOnScreen(_ session: DemoSession) throws -> (rows: [TraceLine.DrawnRow], shown: Double) {
      let drawn = try #require(session.trace.last { $0.event == "drawn" }, "no drawn line")
      let frame = try #require(session.trace.last { $0.isFrame && $0.page == "search" })
      let top = 844 - (frame.height ?? 0) + (frame.headerHeight ?? 0)
      return (try #require(drawn.rows).sorted { $0.position < $1.position }, 844 - top)
    }

    @Test("Page Down at the middle detent pages by what shows there, skipping no row; Page Up goes back")
    func pageKeysAtMidPageByWhatShows() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      var before = session.trace.count
      try session.key("Up")
      let mid = try await session.settled(after: before)
      #expect(mid.detent == "mid")
      try session.xdotool(["key", "Tab", "sleep", "0.2", "key", "Tab", "sleep", "0.3"])
      let (rows, shown) = try rowsOnScreen(session)
      // The first row not wholly above the window's bottom edge: the one just below what shows.
      let next = try #require(rows.first { $0.y + $0.height > shown + 0.5 }, "every row shows: \(rows)")
      try session.screenshot("focus-keys-page-before")
      before = session.trace.count
      try session.key("Page_Down")
      try await Task.sleep(for: .milliseconds(1200))
      let shot = try session.screenshot("focus-keys-page-down-at-mid")
      #expect(!session.lines(after: before).contains { $0.event == "settled" }, "the sheet stayed at the middle detent")
      let (paged, shownAfter) = try rowsOnScreen(session)
      #expect(abs(shownAfter - shown) < 0.5)
      let firstWhole = try #require(paged.first { $0.y >= -0.5 })
      let firstSeen = try #require(paged.first { $0.y + $0.height > 0.5 })
      #expect(
        firstWhole.position == next.position,
        "first row wholly shown: #\(firstWhole.position) \(firstWhole.title) at \(firstWhole.y); the one below before: #\(next.position)"
      )
      #expect(firstSeen.position <= next.position, "no row passed unseen: the first shown is #\(firstSeen.position)")
      // On screen: that row's title, dark text, at the list's top.
      let listTop = 844 - Int(shownAfter.rounded())
      let text = try Pixels.deviation(
        shot, in: .init(x: 60, y: listTop + Int(firstWhole.y) + 8, width: 200, height: 24))
      #expect(text > 20, "text drawn in the first row's place: deviation \(text)")
      // Page Up goes back to the list's top.
      try session.key("Page_Up")
      try await Task.sleep(for: .milliseconds(1200))
      try session.screenshot("focus-keys-page-up-at-mid")
      let (back, _) = try rowsOnScreen(session)
      let first = try #require(back.first { $0.y + $0.height > 0.5 })
      #expect(first.position == rows.first?.position && abs(first.y - (rows.first?.y ?? 0)) < 0.5, "back at \(first)")
    }

    @Test(
      "the search field in the header takes focus without scrolling the list; the lift keeps it above the keyboard",
      arguments: ["lift", "expand"])
    func headerFieldScrollsNothing(_ policy: String) async throws {
      let session = try await DemoSession(
        ["--page", "search", "--keyboard-height", "300", "--keyboard", policy, "--record", Self.recording(policy)])
      defer { session.close() }
      var before = session.trace.count
      try session.wheel(y: 780, notches: 2)
      _ = try await session.waitFor(after: before) { $0.event == "settled" && $0.detent == "top" }
      // Scrolled a few pages down.
      try session.wheel(y: 400, notches: 12, interval: 0.03)
      try await Task.sleep(for: .milliseconds(900))
      let scrolledRows = try #require(session.trace.last { $0.event == "drawn" }?.rows)
      let offset = try #require(session.trace.last { $0.isFrame }?.scrollOffset)
      #expect(offset > 500)
      // A click on the field (45 points below the top detent's edge at 101).
      before = session.trace.count
      try session.click(x: 195, y: 146)
      // (Under expand the sheet is already at its highest detent: nothing settles.)
      _ = try await session.waitFor(after: before) { $0.event == "keyboard" }
      try await Task.sleep(for: .milliseconds(1200))
      let settled = try #require(session.trace.last { $0.isFrame })
      let shot = try session.screenshot("focus-keys-header-field-\(policy)")
      let frame = try #require(session.trace.last { $0.isFrame })
      #expect(abs((frame.scrollOffset ?? 0) - offset) < 0.5, "the list kept its offset: \(frame.scrollOffset ?? 0)")
      let rows = try #require(session.trace.last { $0.event == "drawn" }?.rows)
      #expect(
        rows.first?.position == scrolledRows.first?.position,
        "the same first row drawn: \(rows.first?.description ?? "-")")
      // The field, 8 points below the grabber's row, is drawn above the keyboard's top (544):
      // its white box with dark placeholder text.
      let fieldTop = 844 - Int((settled.height ?? 0).rounded()) + 21
      #expect(fieldTop + 36 <= 544, "the field's bottom at \(fieldTop + 36)")
      let field = try Pixels.deviation(shot, in: .init(x: 40, y: fieldTop + 4, width: 200, height: 28))
      #expect(field > 8, "the field's text drawn: deviation \(field)")
      // The recording has the focus input: the field's place above the content's top.
      _ = session.quitDemo()
      let text = try String(contentsOfFile: Self.recording(policy), encoding: .utf8)
      let focus = try #require(
        text.split(separator: "\n").first { $0.contains("\"focus\"") }, "the recording has a focus input")
      #expect(focus.contains("\"y\": -"), "above the content: \(focus)")
    }

    static func recording(_ policy: String) -> String { "/tmp/bottom-sheet-focus-\(getpid())-\(policy).json" }
  }
}
