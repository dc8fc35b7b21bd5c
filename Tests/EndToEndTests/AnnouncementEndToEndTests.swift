import Foundation
import Testing

extension EndToEnd {
  /// What a screen reader is given when a drag brings the drawer to rest at a new detent: the
  /// core's `announce`, worded by the GTK widget into the grabber's accessible description, read
  /// back from GTK's accessibility context (the demo's `accessible` line).
  ///
  /// The harness turns accessibility off (`GTK_A11Y=none`); these sessions use GTK's test backend
  /// (`GTK_A11Y=test`), which keeps the same per-widget properties the AT-SPI backend serves
  /// Orca, without a D-Bus session. The window is 844 pt tall; the detents resolve to 135, 422
  /// and 743 pt.
  @Suite("Announcements")
  struct AnnouncementEndToEndTests {
    @Test(
      "a drag from low to mid describes the grabber 'Sheet at middle, 2 of 3'; one that springs back says nothing new; one to high 'Sheet at top, 3 of 3'"
    )
    func dragsAnnounceTheirRest() async throws {
      let session = try await DemoSession(environment: ["GTK_A11Y": "test"])
      defer { session.close() }
      var before = session.trace.count
      // Low (135) to mid (422): grab 30 pt below the top edge, move up 287 pt, hold, release.
      let grab = DemoSession.topEdge(height: 135) + 30
      try session.drag(from: grab, to: grab - 287, steps: 40, interval: 0.016, hold: 0.25)
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "mid")
      let spoken = try await session.waitFor(after: before) { $0.event == "accessible" }
      #expect(spoken.accessibleDescription == "Sheet at middle, 2 of 3")
      #expect(spoken.valueText == "Position 2 of 3")
      let announce = try #require(session.lines(after: before).first { $0.event == "announce" })
      #expect(announce.detent == "mid" && announce.position == 2 && announce.count == 3)
      try await Task.sleep(for: .milliseconds(200))
      let shot = try session.screenshot("announce-mid-after-drag")
      // The sheet's light surface below its top edge at 422 pt, the background above it.
      let top = DemoSession.topEdge(height: 422)
      let inside = try Pixels.color(shot, x: 360, y: top + 40)
      let above = try Pixels.color(shot, x: 360, y: top - 25)
      #expect(inside.r > 200 && inside.g > 200 && inside.b > 200, "sheet surface at y=\(top + 40): \(inside)")
      #expect(above.r < 120 && above.b > 150, "background above the sheet at y=\(top - 25): \(above)")

      // A small drag down that springs back to mid: a rest where the sheet was is not news.
      before = session.trace.count
      let midGrab = top + 30
      try session.drag(from: midGrab, to: midGrab + 40, steps: 10, interval: 0.016, hold: 0.25)
      let back = try await session.settled(after: before)
      #expect(back.detent == "mid")
      try await Task.sleep(for: .milliseconds(300))
      #expect(!session.lines(after: before).contains { $0.event == "announce" || $0.event == "accessible" })

      // Mid to high (743): 321 pt up.
      before = session.trace.count
      try session.drag(from: midGrab, to: midGrab - 321, steps: 40, interval: 0.016, hold: 0.25)
      #expect(try await session.settled(after: before).detent == "high")
      let high = try await session.waitFor(after: before) { $0.event == "accessible" }
      #expect(high.accessibleDescription == "Sheet at top, 3 of 3")
      #expect(high.valueText == "Position 3 of 3")
    }
  }
}
