import Foundation
import Testing

extension EndToEnd {
  /// What the desktop and the last run leave to the sheet: GTK's animations setting, and the
  /// sheets saved when the demo quit (`--state`).
  @Suite("Desktop settings and saved sheets")
  struct DesktopSettingsEndToEndTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    static func folder(_ name: String) throws -> URL {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())")
      try? FileManager.default.removeItem(at: url)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      return url
    }

    @Test(
      "with the desktop's animations off (gtk-enable-animations=false), a release jumps to its detent; on, it springs")
    func followsTheDesktopAnimationsSetting() async throws {
      let config = try Self.folder("gtk-settings")
      defer { try? FileManager.default.removeItem(at: config) }
      let gtk = config.appendingPathComponent("gtk-4.0")
      try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
      try "[Settings]\ngtk-enable-animations=false\n".write(
        to: gtk.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
      // The settle's length, release to `settled`, on the frame clock.
      func settleTime(_ environment: [String: String]) async throws -> Double {
        let session = try await DemoSession(["--page", "drawer"], environment: environment)
        defer { session.close() }
        let before = session.trace.count
        let ready = try #require(session.trace.first { $0.event == "ready" }?.height)
        let grab = DemoSession.topEdge(height: ready) + 20
        try session.drag(from: grab, to: grab - 300, steps: 12, hold: 0.2)
        let settled = try await session.settled(after: before)
        let release = try #require(session.lines(after: before).last { $0.event == "willSettle" })
        return settled.time - release.time
      }
      let off = try await settleTime(["XDG_CONFIG_HOME": config.path])
      let on = try await settleTime([:])
      #expect(off < 0.02, "animations off: the sheet settled \(off) s after its release")
      #expect(on > 0.2, "animations on: the spring took \(on) s")
    }

    @Test("the search sheet saved at its top detent, its list 600 points down, comes back there after a relaunch")
    func savedSheetComesBack() async throws {
      let folder = try Self.folder("saved-sheets")
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("sheets.json").path
      var saved = 0.0
      do {
        let session = try await DemoSession(["--page", "search", "--state", file])
        defer { session.close() }
        var before = session.trace.count
        try session.drag(from: 780, to: 150, steps: 15, interval: 0.02, hold: 0.2)
        #expect(try await session.settled(after: before).detent == "top")
        before = session.trace.count
        try session.wheel(x: 200, y: 500, notches: 12)
        try await Task.sleep(for: .milliseconds(1500))
        saved = try #require(session.trace.last { $0.isFrame }?.scrollOffset)
        #expect(saved > 300, "scrolled to \(saved)")
        try session.screenshot("saved-sheet-before-quit")
        #expect(session.quitDemo(), "the demo quits on SIGTERM and saves its sheets")
      }
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(text.contains("\"search\"") && text.contains("\"detent\":\"top\""), "saved: \(text)")

      let session = try await DemoSession(["--page", "search", "--state", file])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      #expect(abs((ready.height ?? 0) - 743) < 0.5, "first painted at \(ready.height ?? 0), not the top detent")
      try await Task.sleep(for: .milliseconds(800))
      // What is drawn: the rows at the saved offset, not the list's top.
      let drawn = try #require(session.trace.last { $0.event == "drawn" }, "no drawn line")
      let rows = drawn.rows ?? []
      let first = try #require(rows.first)
      #expect(
        abs(Double(first.position) * first.height - first.y - saved) < 1.5, "first row \(first) at offset \(saved)")
      let core = session.trace.last { $0.isFrame }?.scrollOffset ?? -1
      #expect(
        abs((drawn.listOffset ?? -1) - saved) < 1.5,
        "GTK's offset \(drawn.listOffset ?? -1), the core's \(core), saved \(saved); \(drawn.listEnd ?? -1) at most")
      let after = try session.screenshot("saved-sheet-after-relaunch")
      let before = DemoSession.screenshots.appendingPathComponent("saved-sheet-before-quit.png").path
      let differing = try Pixels.differingPixels(
        before, after, in: ListContentEndToEndTests.listAtTop, fuzz: 2)
      #expect(differing < 200, "\(differing) pixels of the list differ from before the quit")
    }
  }
}
