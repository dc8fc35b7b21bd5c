import Foundation
import Testing

extension EndToEnd {
  /// The gesture rules in a real window, set with `--settings FILE` and F5: the search sheet
  /// (header, 50 % and 88 % of 844 pt: 422 and 743) with its list scrolling at every detent
  /// (handoff `expand: never`, Apple's `.scrolls`) and its live target reported, the same sheet
  /// dragged only by its grabber, a flick's momentum carried into its list, and the Nearby drawer (135, 422, 743) whose dismissal asks
  /// after or first, answered by `--answer-dismissal`.
  @Suite("Gesture rules")
  struct GestureRulesEndToEndTests {
    static let searchDetents =
      #"[{"id": "header", "header": true}, {"id": "mid", "fraction": 0.5}, {"id": "top", "fraction": 0.88}]"#
    static let drawerDetents =
      #"[{"id": "low", "fraction": 0.16}, {"id": "mid", "fraction": 0.5}, {"id": "high", "fraction": 0.88}]"#

    /// Starts the demo on `page` with a settings file of `fields` (after `detents`), and presses F5.
    func session(page: String, detents: String, fields: String, arguments: [String] = []) async throws -> (
      DemoSession, URL
    ) {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("gestures-\(getpid())-\(page).json")
      let text = #"{"container": {"height": 844}, "detents": \#(detents), \#(fields), "events": []}"#
      try text.write(to: file, atomically: true, encoding: .utf8)
      let session = try await DemoSession(["--page", page, "--settings", file.path] + arguments)
      let mark = session.trace.count
      try session.key("F5")
      _ = try await session.waitFor(after: mark) { $0.event == "settings" }
      return (session, file)
    }

    @Test func theListScrollsAtTheMiddleDetentAndTheLiveTargetLeadsTheRelease() async throws {
      let (session, file) = try await session(
        page: "search", detents: Self.searchDetents,
        fields: #""initial": "header", "handoff": {"expand": "never"}, "liveTarget": true"#)
      defer {
        session.close()
        try? FileManager.default.removeItem(at: file)
      }
      let header = try #require(session.trace.last { $0.isFrame || $0.event == "ready" }?.height)
      // Raise by the header to the middle detent, slowly: the live target turns to mid on the way.
      var mark = session.trace.count
      let grab = DemoSession.topEdge(height: header) + 20
      try session.drag(from: grab, to: grab - Int(422 - header), steps: 40, interval: 0.016, hold: 0.25)
      let settled = try await session.settled(after: mark)
      #expect(settled.detent == "mid")
      let lines = session.lines(after: mark)
      let targets = lines.filter { $0.event == "targetChanged" }.compactMap(\.target)
      #expect(targets.last == "mid", "the live target before the release: \(targets)")
      let release = try #require(lines.first { $0.event == "willSettle" })
      #expect(release.target == targets.last)
      #expect(lines.contains { $0.isFrame && $0.target == "mid" }, "frames carry the live target")

      // A drag up on the list at the middle detent scrolls it and leaves the sheet where it is.
      mark = session.trace.count
      try session.drag(from: 780, to: 480, steps: 40, interval: 0.016, hold: 0.25)
      _ = try await session.settled(after: mark)
      let frames = session.lines(after: mark).filter(\.isFrame)
      #expect(frames.allSatisfy { abs(($0.height ?? 0) - 422) < 0.5 }, "the sheet stayed at 422")
      let offset = frames.last?.scrollOffset ?? 0
      #expect(abs(offset - 290) < 2, "300 points less the 10-point slop: \(offset)")
      try await Task.sleep(for: .milliseconds(150))
      let shot = try session.screenshot("gestures-list-scrolls-at-mid")
      // The sheet's surface below its top edge at 844 − 422 = 422, the map above it.
      let inside = try Pixels.color(shot, x: 360, y: 422 + 120)
      #expect(inside.r > 200 && inside.g > 200 && inside.b > 200, "sheet surface: \(inside)")
    }

    @Test func aFlickThatExpandsTheSheetCarriesItsMomentumIntoTheList() async throws {
      let (session, file) = try await session(
        page: "search", detents: Self.searchDetents,
        fields: #""initial": "header", "handoff": {"carriesMomentum": true}"#)
      defer {
        session.close()
        try? FileManager.default.removeItem(at: file)
      }
      let header = try #require(session.trace.last { $0.isFrame || $0.event == "ready" }?.height)
      var mark = session.trace.count
      let grab = DemoSession.topEdge(height: header) + 20
      try session.drag(from: grab, to: grab - Int(422 - header), steps: 40, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: mark).detent == "mid")
      // A flick up on the list at the middle detent: 150 points in six 10 ms steps.
      mark = session.trace.count
      try session.drag(from: 780, to: 630, steps: 6, interval: 0.01)
      let release = try await session.waitFor(after: mark) { $0.event == "willSettle" }
      #expect(release.target == "top")
      #expect(try await session.settled(after: mark).detent == "top")
      try await Task.sleep(for: .milliseconds(1500))
      let frames = session.lines(after: mark).filter(\.isFrame)
      let offset = frames.last?.scrollOffset ?? 0
      #expect(offset > 300, "the list scrolled on with what the sheet left of the fling: \(offset)")
      let shot = try session.screenshot("gestures-momentum-carried-into-the-list")
      let inside = try Pixels.color(shot, x: 360, y: 844 - 743 + 200)
      #expect(inside.r > 200 && inside.g > 200 && inside.b > 200, "sheet surface at the top: \(inside)")
    }

    @Test func onlyTheGrabberDragsTheSheet() async throws {
      let (session, file) = try await session(
        page: "search", detents: Self.searchDetents, fields: #""initial": "header", "dragArea": "grabber""#)
      defer {
        session.close()
        try? FileManager.default.removeItem(at: file)
      }
      let header = try #require(session.trace.last { $0.isFrame || $0.event == "ready" }?.height)
      let top = DemoSession.topEdge(height: header)
      // A drag on the search field below the grabber's row moves nothing.
      var mark = session.trace.count
      try session.drag(x: 100, from: top + 45, to: top - 255, steps: 30, interval: 0.016, hold: 0.2)
      try await Task.sleep(for: .milliseconds(400))
      #expect(!session.lines(after: mark).contains { $0.event == "dragBegan" }, "the search field's drag")
      // One on the grabber's row raises the sheet.
      mark = session.trace.count
      try session.drag(from: top + 8, to: top + 8 - Int(422 - header), steps: 40, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: mark).detent == "mid")
      try await Task.sleep(for: .milliseconds(150))
      let shot = try session.screenshot("gestures-grabber-only-mid")
      let inside = try Pixels.color(shot, x: 360, y: 422 + 120)
      #expect(inside.r > 200 && inside.g > 200 && inside.b > 200, "sheet surface at mid: \(inside)")
    }

    @Test func askAfterDeclinedPresentsTheDrawerAgainWhereItWas() async throws {
      let (session, file) = try await session(
        page: "drawer", detents: Self.drawerDetents,
        fields: #""initial": "low", "dismissible": true, "dismissalConfirmation": "askAfter""#,
        arguments: ["--answer-dismissal", "no"])
      defer {
        session.close()
        try? FileManager.default.removeItem(at: file)
      }
      let mark = session.trace.count
      try session.drag(from: 725, to: 840, steps: 5, interval: 0.01)
      let attempt = try await session.waitFor(after: mark) { $0.event == "dismissAttempted" }
      #expect(attempt.from == "low")
      _ = try await session.waitFor(after: mark) { $0.event == "dismissed" }
      _ = try await session.waitFor(after: mark) { $0.event == "answeredDismissal" }
      _ = try await session.waitFor(after: mark) { $0.event == "presented" }
      let back = try await session.settled(after: mark)
      #expect(back.detent == "low")
      #expect(abs((back.height ?? 0) - 135) < 0.5)
      try await Task.sleep(for: .milliseconds(150))
      let shot = try session.screenshot("gestures-ask-after-back-at-low")
      let inside = try Pixels.color(shot, x: 360, y: 844 - 135 + 40)
      #expect(inside.r > 200 && inside.g > 200 && inside.b > 200, "the drawer is back: \(inside)")
    }

    @Test func askFirstSpringsBackThenYesDismisses() async throws {
      let (session, file) = try await session(
        page: "drawer", detents: Self.drawerDetents,
        fields: #""initial": "low", "dismissible": true, "dismissalConfirmation": "askFirst""#,
        arguments: ["--answer-dismissal", "yes"])
      defer {
        session.close()
        try? FileManager.default.removeItem(at: file)
      }
      let mark = session.trace.count
      try session.drag(from: 725, to: 840, steps: 5, interval: 0.01)
      let attempt = try await session.waitFor(after: mark) { $0.event == "dismissAttempted" }
      #expect(attempt.from == "low")
      let release = try await session.waitFor(after: mark) { $0.event == "willSettle" }
      #expect(release.target == "low", "it springs back to the lowest detent")
      #expect(try await session.settled(after: mark).detent == "low")
      try await Task.sleep(for: .milliseconds(100))
      try session.screenshot("gestures-ask-first-sprung-back")
      _ = try await session.waitFor(after: mark) { $0.event == "dismissed" }
      try await Task.sleep(for: .milliseconds(150))
      let shot = try session.screenshot("gestures-ask-first-dismissed")
      let bottom = try Pixels.color(shot, x: 360, y: 830)
      #expect(bottom.r < 200 || bottom.b < 200, "no sheet at the window's bottom: \(bottom)")
    }
  }
}
