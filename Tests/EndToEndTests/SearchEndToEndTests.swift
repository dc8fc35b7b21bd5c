import Foundation
import Testing

extension EndToEnd {
  /// The search sheet (`--page search`): a header (grabber and search field) alone at the lowest
  /// detent, 50 % and 88 % above it (422 and 743 pt), a list of 10,000 places that hands one drag
  /// over to the sheet and back, a map behind it that blurs as the sheet rises, the map's clicks
  /// passing through up to the middle detent, and the simulated keyboard under both policies.
  @Suite("Search sheet")
  struct SearchEndToEndTests {
    static let mid = 422.0
    static let top = 743.0
    /// A band of the map above the sheet at its highest detent (below the page switcher): thin
    /// white streets, sharp unless blurred.
    static let mapBand = Pixels.Region(x: 0, y: 46, width: 390, height: 50)

    /// Drags the header from the lowest detent to the middle one and waits for it to rest there.
    func raiseToMiddle(_ session: DemoSession, from header: Double) async throws {
      let before = session.trace.count
      let grab = DemoSession.topEdge(height: header) + 20
      try session.drag(from: grab, to: grab - Int(Self.mid - header), steps: 40, interval: 0.016, hold: 0.25)
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "mid")
    }

    /// The frames between a drag's `dragBegan` and its `willSettle`.
    func dragFrames(_ lines: [TraceLine]) -> [TraceLine] {
      guard let began = lines.firstIndex(where: { $0.event == "dragBegan" }) else { return [] }
      let end = lines[began...].firstIndex { $0.event == "willSettle" } ?? lines.count
      return lines[began..<end].filter(\.isFrame)
    }

    @Test func oneDragHandsOverFromTheSheetToTheListAndBack() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      #expect(ready.page == "search")
      #expect(ready.detent == "header")
      let header = ready.height ?? 0
      #expect(header > 50 && header < 100, "only the header shows: \(header)")
      try await raiseToMiddle(session, from: header)

      // Up: from the list at the middle detent, 321 pt to the top and 250 pt more, in one drag.
      var before = session.trace.count
      try session.drag(from: 780, to: 209, steps: 50, interval: 0.016, hold: 0.25)
      var settled = try await session.settled(after: before)
      #expect(settled.detent == "top")
      var frames = dragFrames(session.lines(after: before))
      let arrival = try #require(frames.firstIndex { ($0.height ?? 0) >= Self.top - 0.5 }, "the sheet reaches the top")
      #expect(
        frames[..<arrival].allSatisfy { ($0.scrollOffset ?? 0) == 0 }, "the list scrolled before the sheet arrived")
      #expect(
        frames[arrival...].allSatisfy { abs(($0.height ?? 0) - Self.top) < 0.5 }, "the sheet moved after arriving")
      #expect(
        (frames.last?.scrollOffset ?? 0) > 200,
        "the list scrolled on in the same drag: \(frames.last?.scrollOffset ?? 0)")
      for (a, b) in zip(frames, frames.dropFirst()) {
        #expect((b.height ?? 0) >= (a.height ?? 0) - 0.01, "the sheet moved against the finger")
        #expect((b.scrollOffset ?? 0) >= (a.scrollOffset ?? 0) - 0.01, "the list moved against the finger")
      }
      let scrolled = frames.last?.scrollOffset ?? 0
      try session.screenshot("search-top-scrolled")

      // Down: from the list at the top, scrolled, 500 pt down in one drag.
      before = session.trace.count
      try session.drag(from: 300, to: 800, steps: 50, interval: 0.016, hold: 0.25)
      settled = try await session.settled(after: before)
      frames = dragFrames(session.lines(after: before))
      let atTop = try #require(frames.firstIndex { ($0.scrollOffset ?? 1) == 0 }, "the list scrolls back to its top")
      #expect(
        frames[..<atTop].allSatisfy { abs(($0.height ?? 0) - Self.top) < 0.5 },
        "the sheet moved before the list was back")
      #expect((frames.last?.height ?? Self.top) < Self.top - 200, "the sheet moved down in the same drag")
      for (a, b) in zip(frames, frames.dropFirst()) {
        #expect((b.height ?? 0) <= (a.height ?? 0) + 0.01, "the sheet moved against the finger")
        #expect((b.scrollOffset ?? 0) <= (a.scrollOffset ?? 0) + 0.01, "the list moved against the finger")
      }
      #expect(scrolled > 0)
      #expect(settled.detent == "mid")
      try session.screenshot("search-handed-back-mid")
    }

    @Test func aFlickOnTheListScrollsOnAfterTheRelease() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      let header = session.trace.first { $0.event == "ready" }?.height ?? 73
      var before = session.trace.count
      let grab = DemoSession.topEdge(height: header) + 20
      try session.drag(from: grab, to: grab - Int(Self.top - header), steps: 40, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: before).detent == "top")
      before = session.trace.count
      try session.drag(from: 700, to: 500, steps: 6, interval: 0.01)
      try await Task.sleep(for: .milliseconds(1500))
      let lines = session.lines(after: before)
      let release = lines.firstIndex { $0.isFrame && $0.phase == "idle" } ?? lines.count
      let atRelease = lines[..<release].last { $0.isFrame }?.scrollOffset ?? 0
      let later = lines.last { $0.isFrame }?.scrollOffset ?? 0
      #expect(later > atRelease + 300, "momentum: \(atRelease) → \(later)")
      #expect(lines.filter(\.isFrame).allSatisfy { abs(($0.height ?? 0) - Self.top) < 0.5 })
      try session.screenshot("search-after-flick")
    }

    @Test func theMapBlursAsTheSheetRisesAndIsSharpAgainAtTheBottom() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      let header = session.trace.first { $0.event == "ready" }?.height ?? 73
      let sharp = try session.screenshot("search-header")
      let sharpDeviation = try Pixels.deviation(sharp, in: Self.mapBand)
      var before = session.trace.count
      let grab = DemoSession.topEdge(height: header) + 20
      try session.drag(from: grab, to: grab - Int(Self.top - header), steps: 40, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: before).detent == "top")
      let topFrame = session.trace.last { $0.isFrame }
      #expect(abs((topFrame?.blur ?? 0) - 14) < 0.01, "blur at the top: \(topFrame?.blur ?? 0)")
      #expect(abs((topFrame?.dimming ?? 0) - 0.2) < 0.01)
      try await Task.sleep(for: .milliseconds(150))
      let blurred = try session.screenshot("search-top-blurred")
      let blurredDeviation = try Pixels.deviation(blurred, in: Self.mapBand)
      #expect(blurredDeviation < sharpDeviation * 0.6, "blurred \(blurredDeviation) vs sharp \(sharpDeviation)")

      before = session.trace.count
      let topGrab = DemoSession.topEdge(height: Self.top) + 20
      try session.drag(from: topGrab, to: topGrab + Int(Self.top - header), steps: 40, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: before).detent == "header")
      let bottomFrame = session.trace.last { $0.isFrame }
      #expect(bottomFrame?.blur == 0 && bottomFrame?.dimming == 0)
      try await Task.sleep(for: .milliseconds(150))
      let again = try session.screenshot("search-header-again")
      #expect(
        try Pixels.differingPixels(sharp, again, in: Self.mapBand) == 0, "the map is not exactly as sharp as before")
      #expect(try Pixels.differingPixels(sharp, again, in: Pixels.Region(x: 0, y: 50, width: 390, height: 700)) == 0)
    }

    @Test func theMapTakesClicksThroughTheMiddleDetentOnly() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      let header = session.trace.first { $0.event == "ready" }?.height ?? 73
      var before = session.trace.count
      try session.click(x: 195, y: 300)
      var click = try await session.waitFor(after: before) { $0.event == "backgroundClick" }
      #expect(click.target == "map" && click.count == 1)
      try await raiseToMiddle(session, from: header)
      before = session.trace.count
      try session.click(x: 195, y: 200)
      click = try await session.waitFor(after: before) { $0.event == "backgroundClick" }
      #expect(click.count == 2, "undimmed and interactive at the middle detent")
      // Above the middle detent the scrim takes the click, and the sheet goes back down to it.
      before = session.trace.count
      let grab = DemoSession.topEdge(height: Self.mid) + 20
      try session.drag(from: grab, to: grab - Int(Self.top - Self.mid), steps: 30, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: before).detent == "top")
      before = session.trace.count
      try session.click(x: 195, y: 70)
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "mid")
      #expect(
        !session.lines(after: before).contains { $0.event == "backgroundClick" }, "a click went through the scrim")
    }

    /// Focuses the search field with a click, checks the keyboard and the sheet, then hides the
    /// keyboard with Escape and checks the sheet is back at its detent.
    func keyboard(policy: String, expected: (detent: String, height: (Double) -> Double)) async throws {
      let session = try await DemoSession(["--page", "search", "--keyboard-height", "300", "--keyboard", policy])
      defer { session.close() }
      let header = session.trace.first { $0.event == "ready" }?.height ?? 73
      var before = session.trace.count
      try session.click(x: 195, y: DemoSession.topEdge(height: header) + 40)
      let shown = try await session.waitFor(after: before) { $0.event == "keyboard" }
      #expect(shown.keyboardHeight == 300)
      var settled = try await session.settled(after: before) { $0.event == "keyboard" }
      #expect(settled.detent == expected.detent)
      #expect(abs((settled.height ?? 0) - expected.height(header)) < 0.5, "\(policy): \(settled.height ?? 0)")
      try await Task.sleep(for: .milliseconds(150))
      let shot = try session.screenshot("search-keyboard-\(policy)")
      // The grey keyboard covers the bottom 300 points.
      let key = try Pixels.color(shot, x: 4, y: 830)
      #expect(key.r > 190 && key.r < 225 && abs(key.r - key.b) < 12, "keyboard panel \(key)")
      before = session.trace.count
      try session.key("Escape")
      let hidden = try await session.waitFor(after: before) { $0.event == "keyboard" }
      #expect(hidden.keyboardHeight == 0)
      settled = try await session.settled(after: before)
      #expect(settled.detent == "header")
      #expect(abs((settled.height ?? 0) - header) < 0.5)
      try session.screenshot("search-keyboard-\(policy)-hidden")
    }

    @Test func theKeyboardLiftsTheSheetByItsHeight() async throws {
      try await keyboard(policy: "lift", expected: ("header", { $0 + 300 }))
    }

    @Test func theKeyboardExpandsTheSheetToItsHighestDetent() async throws {
      try await keyboard(policy: "expand", expected: ("top", { _ in Self.top }))
    }
  }
}
