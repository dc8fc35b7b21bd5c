import Foundation
import Testing

extension EndToEnd {
  /// The gallery under a desktop user's hands (issue 11): a page switched mid-drag, sheets kept
  /// below the page switcher, a keyboard's overlap in the scroll range, double clicks and clicks
  /// during a dismissal, the grabber's keys and clicks, focus rings, opaque sheets, one trace
  /// clock, and a floating card of a readable width.
  ///
  /// The page switcher is a row of four buttons at the top centre of the 390 × 844 window:
  /// Drawer, Floating, Tray and Search, centred at y = 21.
  @Suite("Desktop hands")
  struct DesktopEndToEndTests {
    static let switcher = (drawer: 90, floating: 170, tray: 238, search: 301, y: 21)

    @Test("a page switched during a drag ends the drag, settles the sheet and leaves the switcher live")
    func pageSwitchDuringADrag() async throws {
      let session = try await DemoSession(["--page", "drawer"])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      let top = DemoSession.topEdge(height: ready.height ?? 0)
      let before = session.trace.count
      // Hold the drawer 150 points up, then Space on the Floating button (three Shift+Tabs back
      // from the drawer's grabber: Search, Tray, Floating), then release.
      try session.xdotool([
        "mousemove", "195", "\(top + 30)", "mousedown", "1", "sleep", "0.05", "mousemove", "195", "\(top + 10)",
        "sleep", "0.05", "mousemove", "195", "\(top - 60)", "sleep", "0.05", "mousemove", "195", "\(top - 120)",
        "sleep", "0.2", "key", "shift+Tab", "shift+Tab", "shift+Tab", "sleep", "0.1", "key", "space", "sleep", "0.3",
        "mouseup", "1",
      ])
      _ = try await session.waitFor(after: before) { $0.event == "page" && $0.page == "floating" }
      let settled = try await session.waitFor(after: before) { $0.event == "settled" && $0.page == "drawer" }
      #expect(settled.detent != nil)
      try await Task.sleep(for: .milliseconds(600))
      let drawerFrames = session.lines(after: before).filter { $0.isFrame && $0.page == "drawer" }
      #expect(drawerFrames.last?.phase == "idle", "the drawer rests: \(drawerFrames.last?.phase ?? "none")")
      // The switcher takes a click: back to the drawer, which shows at a detent.
      let back = session.trace.count
      try session.click(x: Self.switcher.drawer, y: Self.switcher.y)
      _ = try await session.waitFor(after: back) { $0.event == "page" && $0.page == "drawer" }
      try await Task.sleep(for: .milliseconds(300))
      try session.screenshot("desktop-page-switch-mid-drag")
      // And the drawer drags again.
      let again = session.trace.count
      let low = DemoSession.topEdge(height: settled.height ?? 0)
      try session.drag(from: low + 30, to: low - 300, steps: 20, hold: 0.2)
      let moved = try await session.settled(after: again)
      #expect(moved.page == "drawer" && (moved.height ?? 0) > (settled.height ?? 0))
    }
  }
}
