import Foundation
import Testing

extension EndToEnd {
  /// The search list's rows through changes of its content (QA round two, §2): the rows GTK draws
  /// are the ones at the core's offset after the filter narrows while the list is scrolled deep,
  /// after the field is cleared, and after the filter widens while it is scrolled. (Rows are 55
  /// points tall; " 11 " matches the 50 places at number 11.)
  ///
  /// Each test reads what the list view shows — the demo's `drawn` lines, written after each
  /// paint from the row widgets GTK mapped and allocated (the item each holds and where it is) —
  /// and compares it with the offset, then compares the screen with the same rows reached another
  /// way. (The offsets alone agreed while the wrong rows were drawn.)
  @Suite("List content")
  struct ListContentEndToEndTests {
    /// The list's viewport on screen at the top detent (743 pt: the card's top at y = 101, the
    /// header 73 pt), less the scrollbar's strip at the right edge.
    static let listAtTop = Pixels.Region(x: 0, y: 180, width: 370, height: 660)
    /// The same at the middle detent (422 pt: the list from y = 495).
    static let listAtMid = Pixels.Region(x: 0, y: 500, width: 370, height: 340)

    /// Raises the search sheet from its header detent to the top one with a drag.
    func raiseToTop(_ session: DemoSession) async throws {
      let before = session.trace.count
      try session.drag(from: 780, to: 150, steps: 15, interval: 0.02, hold: 0.2)
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "top")
    }

    /// Types `text` into the focused field, then waits for the list to show the result.
    func type(_ session: DemoSession, _ text: String) async throws {
      try session.xdotool(["type", "--delay", "30", text])
      try await Task.sleep(for: .milliseconds(1000))
    }

    /// The core's scroll offset in the latest frame, points.
    func coreOffset(_ session: DemoSession) throws -> Double {
      try #require(session.trace.last { $0.isFrame }?.scrollOffset)
    }

    /// Checks the latest `drawn` line against the core's offset: every row GTK shows sits where
    /// the offset puts its item (its position × the row height − the offset, within 1.5 points),
    /// the rows fill the viewport from its top, and GTK's adjustment says the same offset.
    ///
    /// - Returns: The rows drawn.
    @discardableResult
    func expectRowsFollowTheOffset(_ session: DemoSession, _ what: String) throws -> [TraceLine.DrawnRow] {
      let offset = try coreOffset(session)
      let drawn = try #require(session.trace.last { $0.event == "drawn" }, "no drawn line")
      let rows = drawn.rows ?? []
      #expect(rows.count >= 3, "\(what): \(rows.count) rows drawn")
      let misplaced = rows.filter { abs($0.y - (Double($0.position) * $0.height - offset)) > 1.5 }
      #expect(
        misplaced.isEmpty,
        "\(what): at offset \(offset) the list draws \(rows.prefix(3)) …; misplaced: \(misplaced.prefix(3))")
      #expect((rows.first?.y ?? 1) <= 0.5, "\(what): the first row drawn starts at \(rows.first?.y ?? 1)")
      #expect(
        abs((drawn.listOffset ?? -1) - offset) < 1.5,
        "\(what): GTK's offset \(drawn.listOffset ?? -1), the core's \(offset)")
      return rows
    }

    /// Turns the wheel one notch and back over the list and checks that the screen's list shows
    /// what it showed in `shot` before: the same rows, now reached by scrolling (which GTK has
    /// always drawn right).
    func expectSameRowsAfterScrollingAway(
      _ session: DemoSession, from shot: String, region: Pixels.Region, away notch: Int, name: String
    ) async throws {
      let offset = try coreOffset(session)
      try session.wheel(x: 200, y: region.y + 100, notches: notch)
      try await Task.sleep(for: .milliseconds(600))
      try session.wheel(x: 200, y: region.y + 100, notches: -notch)
      try await Task.sleep(for: .milliseconds(1200))
      #expect(abs(try coreOffset(session) - offset) < 0.5, "back at \(offset)")
      let back = try session.screenshot(name)
      let differing = try Pixels.differingPixels(shot, back, in: region, fuzz: 2)
      #expect(differing < 100, "\(differing) pixels of the list differ from the same rows scrolled to")
    }

    @Test("a filter narrowed while the list is scrolled deep draws the rows at the clamped offset")
    func narrowedWhileDeep() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      try await raiseToTop(session)
      try session.click(x: 200, y: 142)
      // " 1": nearly every place (ASCII only: xdotool can drop the first "·" it types).
      try await type(session, " 1")
      try session.wheel(x: 200, y: 500, notches: 30, interval: 0.015)
      try await Task.sleep(for: .milliseconds(1000))
      #expect(try coreOffset(session) > 2200, "scrolled deep into the list")
      // " 11 ": the 50 places at number 11, 2,750 points; the core keeps the list at its end.
      try await type(session, "1 ")
      let frame = try #require(session.trace.last { $0.isFrame })
      #expect(abs((frame.contentHeight ?? 0) - 50 * 55) < 0.5, "content: \(frame.contentHeight ?? 0)")
      #expect(abs((frame.scrollOffset ?? 0) - (frame.listEnd ?? -1)) < 1.5, "at the end: \(frame.scrollOffset ?? 0)")
      let rows = try expectRowsFollowTheOffset(session, "narrowed")
      #expect(
        rows.last?.position == 49, "the last result is drawn: \(rows.last.map(String.init(describing:)) ?? "none")")
      let shot = try session.screenshot("list-narrowed-while-deep")
      try await expectSameRowsAfterScrollingAway(
        session, from: shot, region: Self.listAtTop, away: -1, name: "list-narrowed-while-deep-scrolled-back")
    }

    @Test("a cleared field draws the whole list from its first row")
    func cleared() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      var before = session.trace.count
      try session.drag(from: 780, to: 450, steps: 15, interval: 0.02, hold: 0.2)
      #expect(try await session.settled(after: before).detent == "mid")
      try await Task.sleep(for: .milliseconds(300))
      let fresh = try session.screenshot("list-before-filter")
      try session.click(x: 200, y: 463)
      try await Task.sleep(for: .milliseconds(400))
      try await type(session, "cinema")
      // The field's clear icon.
      try session.click(x: 356, y: 463)
      try await Task.sleep(for: .milliseconds(1000))
      #expect(try coreOffset(session) == 0)
      #expect(session.trace.last { $0.event == "drawn" }?.listEnd ?? 0 > 500_000, "all 10,000 places")
      let rows = try expectRowsFollowTheOffset(session, "cleared")
      #expect(
        rows.first?.position == 0 && rows.first?.title == "Harbor Coffee", "first: \(rows.first?.title ?? "none")")
      let shot = try session.screenshot("list-cleared")
      let differing = try Pixels.differingPixels(fresh, shot, in: Self.listAtMid, fuzz: 2)
      #expect(differing < 100, "\(differing) pixels of the list differ from the list before the filter")
    }

    @Test("a filter widened while the list is scrolled draws the rows at the core's offset")
    func widenedWhileScrolled() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      try await raiseToTop(session)
      try session.click(x: 200, y: 142)
      // " 11 ": 50 places; to their end.
      try await type(session, " 11 ")
      try session.wheel(x: 200, y: 500, notches: 40, interval: 0.015)
      try await Task.sleep(for: .milliseconds(1000))
      let offset = try coreOffset(session)
      #expect(offset > 2000, "scrolled to the end of 50 results: \(offset)")
      try expectRowsFollowTheOffset(session, "50 results")
      // A back-space: " 11", hundreds of places; the offset stays.
      try session.key("BackSpace")
      try await Task.sleep(for: .milliseconds(1000))
      let end = session.trace.last { $0.event == "drawn" }?.listEnd ?? 0
      #expect(end > 10_000, "GTK's list grew: its end is at \(end)")
      #expect(abs(try coreOffset(session) - offset) < 0.5, "the core keeps its offset")
      try expectRowsFollowTheOffset(session, "widened")
      let shot = try session.screenshot("list-widened-while-scrolled")
      try await expectSameRowsAfterScrollingAway(
        session, from: shot, region: Self.listAtTop, away: 1, name: "list-widened-while-scrolled-scrolled-back")
    }
  }
}
