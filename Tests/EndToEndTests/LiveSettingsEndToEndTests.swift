import Foundation
import Testing

extension EndToEnd {
  /// A live GTK sheet takes a new configuration: `bottom-sheet-demo --settings FILE` hands the
  /// shown page's sheet the configuration of a scenario file on F5 (`BottomSheetView.configuration`,
  /// by the core's `SheetSession.reconfigure(_:)`). The Nearby drawer (detents 16 / 50 / 88 % of
  /// 844 pt: 135, 422, 743; projected snapping; not dismissible; the `.sheet` spring, 0.45 s and
  /// bounce 0.2) gets detents 16 / 40 / 88 % (135, 338, 743), sequential snapping, dismissal, a
  /// 0.25 s spring without bounce and the expand keyboard policy, checked by what the sheet then
  /// does under a real pointer and where the screen shows it.
  @Suite("Live settings")
  struct LiveSettingsEndToEndTests {
    static let settings = """
      {"container": {"height": 844},
       "detents": [{"id": "low", "fraction": 0.16}, {"id": "mid", "fraction": 0.4}, {"id": "high", "fraction": 0.88}],
       "initial": "low", "dismissible": true, "snapping": "sequential", "keyboard": "expand",
       "spring": {"duration": 0.25, "bounce": 0}, "events": []}
      """

    /// The time from a release's `willSettle` to its `settled`, with the settled line.
    func settle(_ session: DemoSession, after index: Int) async throws -> (line: TraceLine, seconds: Double) {
      let willSettle = try await session.waitFor(after: index) { $0.event == "willSettle" }
      let settled = try await session.settled(after: index)
      return (settled, settled.time - willSettle.time)
    }

    /// A flick up from the lowest detent: 150 points in six quick steps.
    func flickUp(_ session: DemoSession) throws { try session.drag(from: 760, to: 610, steps: 6, interval: 0.01) }

    @Test func f5GivesTheLiveDrawerNewDetentsSnappingSpringAndDismissal() async throws {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("live-settings-\(getpid()).json")
      try Self.settings.write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      let session = try await DemoSession(["--page", "drawer", "--settings", file.path])
      defer { session.close() }

      // As configured at start: a flick from the lowest detent skips to the highest.
      var mark = session.trace.count
      try flickUp(session)
      let before = try await settle(session, after: mark)
      #expect(before.line.detent == "high")
      mark = session.trace.count
      try session.drag(from: 130, to: 760, steps: 30, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: mark).detent == "low")

      mark = session.trace.count
      try session.key("F5")
      let applied = try await session.waitFor(after: mark) { $0.event == "settings" }
      #expect(applied.heights == [135, 338, 743], "0.4 × 844 = 337.6, on the pixel grid")
      #expect(applied.snapping == "sequential")
      #expect(applied.dismissible == true)
      #expect(applied.keyboard == "expand")
      #expect(applied.springDuration == 0.25)

      // The same flick now moves one detent, to the new middle one, on the faster spring.
      mark = session.trace.count
      try flickUp(session)
      let after = try await settle(session, after: mark)
      #expect(after.line.detent == "mid")
      #expect(abs((after.line.height ?? 0) - 338) < 0.5)
      #expect(
        after.seconds < before.seconds * 0.8,
        "a 0.25 s spring settles sooner than the 0.45 s one: \(after.seconds) s against \(before.seconds) s")
      try await Task.sleep(for: .milliseconds(150))
      let shot = try session.screenshot("settings-sequential-mid")
      // On screen: the sheet's light surface below its top edge at 844 − 338 = 506, the map above.
      let inside = try Pixels.color(shot, x: 360, y: 506 + 40)
      let above = try Pixels.color(shot, x: 360, y: 506 - 25)
      #expect(inside.r > 200 && inside.g > 200 && inside.b > 200, "sheet surface: \(inside)")
      #expect(above.r < 120 && above.b > 150, "map above the sheet: \(above)")

      // Dismissible now: a slow drag back to the lowest detent, then a flick down dismisses it.
      mark = session.trace.count
      try session.drag(from: 520, to: 720, steps: 30, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: mark).detent == "low")
      mark = session.trace.count
      try session.drag(from: 725, to: 840, steps: 5, interval: 0.01)
      _ = try await session.waitFor(after: mark) { $0.event == "dismissed" }
      try await Task.sleep(for: .milliseconds(150))
      let gone = try session.screenshot("settings-dismissed")
      let bottom = try Pixels.color(gone, x: 360, y: 830)
      #expect(bottom.r < 200 || bottom.b < 200, "no sheet at the window's bottom: \(bottom)")
    }
  }
}
