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

    @Test("a keyboard lifts the search sheet at its top detent only up to the page switcher")
    func liftStopsBelowTheSwitcher() async throws {
      let session = try await DemoSession(["--page", "search", "--keyboard-height", "300", "--keyboard", "lift"])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      // The switcher: 8 points of margin, 36 of buttons, and 8 below (52 when the demo says nothing).
      let covered = ready.topObstruction ?? 52
      #expect(ready.topObstruction == 52, "the switcher's 44 points and a gap below")
      var before = session.trace.count
      try session.wheel(y: DemoSession.topEdge(height: ready.height ?? 0) + 40, notches: 2)
      _ = try await session.waitFor(after: before) { $0.event == "settled" && $0.detent == "top" }
      // A click on the search field, 45 points below the top detent's edge, shows the keyboard.
      before = session.trace.count
      try session.click(x: 195, y: 844 - 743 + 45)
      let lifted = try await session.settled(after: before, following: { $0.event == "keyboard" })
      #expect(lifted.detent == "top")
      #expect(abs((lifted.height ?? 0) - (844 - covered)) < 0.5, "lifted to \(lifted.height ?? 0)")
      try await Task.sleep(for: .milliseconds(200))
      let shot = try session.screenshot("desktop-search-lift-below-switcher")
      // The grabber shows whole below the switcher: its grey capsule 9 points below the sheet's top.
      let edge = 844 - Int((lifted.height ?? 0).rounded())
      let grabber = try Pixels.color(shot, x: 195, y: edge + 9)
      #expect(grabber.r > 150 && grabber.r < 215 && abs(grabber.r - grabber.b) < 12, "grabber: \(grabber)")
      // Pulled up hard on the grabber, the sheet stretches no further.
      before = session.trace.count
      try session.drag(from: edge + 8, to: edge - 200, steps: 12, hold: 0.2)
      _ = try await session.settled(after: before)
      let heights = session.lines(after: before).compactMap { $0.isFrame ? $0.height : nil }
      #expect(!heights.isEmpty && heights.allSatisfy { $0 <= 844 - covered + 0.5 }, "highest \(heights.max() ?? 0)")
    }

    @Test("a floating card in a short window rests and stretches below the page switcher")
    func floatingBelowTheSwitcherInAShortWindow() async throws {
      let session = try await DemoSession(["--page", "floating"], screen: "390x844")
      defer { session.close() }
      let covered = session.trace.first { $0.event == "ready" }?.topObstruction ?? 52
      // 480 points: above the window's least height (440), below the card's 616-point detent.
      let window = 480
      try session.resizeWindow(width: 390, height: window)
      try await Task.sleep(for: .milliseconds(500))
      // Pulled 500 points up on its header, 20 points below its top edge (136 points up).
      let before = session.trace.count
      try session.drag(from: window - 136 + 20, to: window - 136 - 480, steps: 16, hold: 0.2)
      let settled = try await session.settled(after: before)
      let highest = Double(window) - covered - 16
      #expect(abs((settled.height ?? 0) - highest) < 0.5, "rests at \(settled.height ?? 0), \(highest) expected")
      let heights = session.lines(after: before).compactMap { $0.isFrame ? $0.height : nil }
      #expect(heights.allSatisfy { $0 <= Double(window) - covered + 0.5 }, "stretched to \(heights.max() ?? 0)")
      try await Task.sleep(for: .milliseconds(200))
      try session.screenshot("desktop-floating-short-window")
    }

    @Test("expand: the search list's last results scroll up above the keyboard")
    func lastResultsAboveTheKeyboard() async throws {
      let session = try await DemoSession(["--page", "search", "--keyboard-height", "300", "--keyboard", "expand"])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      var before = session.trace.count
      // The search field, 20 points above the window's bottom at the header detent.
      try session.click(x: 195, y: 844 - 28)
      let expanded = try await session.settled(after: before, following: { $0.event == "keyboard" })
      #expect(expanded.detent == "top")
      #expect(ready.detent == "header")
      // A hundred or so results (all 830 diners take a thousand wheel notches to scroll through).
      try session.xdotool(["type", "--delay", "60", "maple diner"])
      try await Task.sleep(for: .milliseconds(800))
      before = session.trace.count
      try session.wheel(y: 400, notches: 160, interval: 0.02)
      try await Task.sleep(for: .milliseconds(800))
      let last = try #require(session.trace.last { $0.isFrame && $0.listEnd != nil })
      let offset = try #require(last.scrollOffset)
      let header = try #require(last.headerHeight)
      let content = try #require(last.contentHeight)
      // Where the list's last row ends on screen: the sheet's top, the header, the rest of the list.
      let end = 844 - (last.height ?? 0) + header + content - offset
      #expect(end <= 544 + 1, "the last row ends at y = \(end), the keyboard's top is at 544")
      #expect(abs((last.listOffset ?? -1) - offset) < 1.5, "GTK shows the core's offset: \(last.listOffset ?? -1)")
      #expect(abs((last.listEnd ?? -1) - offset) < 1.5, "and it is GTK's end: \(last.listEnd ?? -1)")
      try await Task.sleep(for: .milliseconds(500))
      let shot = try session.screenshot("desktop-search-expand-list-end")
      // What is drawn: the last result's row widget (55-point rows), whole above the keyboard,
      // with its coloured badge on screen there.
      let drawn = try #require(session.trace.last { $0.event == "drawn" }?.rows?.max { $0.position < $1.position })
      #expect(drawn.position == Int((content / 55).rounded()) - 1, "the last row drawn: \(drawn)")
      let rowTop = 844 - (last.height ?? 0) + header + drawn.y
      #expect(rowTop + drawn.height <= 544 + 1, "the last row drawn spans \(rowTop)…\(rowTop + drawn.height)")
      let badge = Pixels.Region(x: 20, y: Int(rowTop.rounded()) + 14, width: 28, height: 26)
      #expect(try Pixels.colouredFraction(shot, in: badge) > 0.15, "the last result's badge at \(badge)")
    }

    @Test("a floating card in a wide window is 640 points wide, centred")
    func floatingCardWidth() async throws {
      let session = try await DemoSession(["--page", "floating"], screen: "1000x900")
      defer { session.close() }
      try session.resizeWindow(width: 800, height: 844)
      try await Task.sleep(for: .milliseconds(500))
      let before = session.trace.count
      try session.drag(x: 400, from: 844 - 136 + 30, to: 844 - 366 + 30, steps: 12, hold: 0.2)
      _ = try await session.settled(after: before)
      let frame = try #require(session.lines(after: before).last { $0.isFrame })
      try await Task.sleep(for: .milliseconds(200))
      let shot = try session.screenshot("desktop-floating-wide-window")
      #expect(frame.cardWidth == 640)
      #expect(frame.cardX == 80)
      // Beside the card, the gradient's saturated blue; on it, the light frosted tint.
      let outside = try Pixels.color(shot, x: 50, y: 844 - 300)
      let inside = try Pixels.color(shot, x: 100, y: 844 - 300)
      #expect(outside.r < 120 && outside.b > 150, "the background beside the card: \(outside)")
      #expect(inside.r > 180 && inside.g > 180, "the card's tint: \(inside)")
    }

    @Test(
      "a double click on Manage Wallet presents the tray and leaves it up",
      arguments: [[], ["--reduce-motion"]])
    func doubleClickPresentsOnce(_ options: [String]) async throws {
      let session = try await DemoSession(["--page", "tray"] + options)
      defer { session.close() }
      let before = session.trace.count
      try session.xdotool(["mousemove", "195", "545", "sleep", "0.05", "click", "--repeat", "2", "--delay", "90", "1"])
      let settled = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(700))
      let lines = session.lines(after: before)
      #expect(settled.detent != "hidden", "settled at \(settled.detent ?? "?")")
      #expect(!lines.contains { $0.event == "dismissed" }, "the second click did not dismiss the tray")
      #expect(lines.last { $0.event == "settled" }?.detent != "hidden")
      try session.screenshot("desktop-tray-double-click\(options.isEmpty ? "" : "-reduce-motion")")
    }

    @Test("a click or a key on Manage Wallet while the tray slides away presents it again, every time")
    func presentDuringDismissal() async throws {
      let session = try await DemoSession(["--page", "tray"])
      defer { session.close() }
      var before = session.trace.count
      try session.click(x: 195, y: 545)
      _ = try await session.settled(after: before)
      for cycle in 1...10 {
        before = session.trace.count
        // Escape dismisses; 0.12 s into the 0.35 s slide, a click (or, every other time, Space on
        // the focused button) presents it again.
        try session.key("Escape")
        _ = try await session.waitFor(after: before) { $0.event == "willSettle" && $0.target == "hidden" }
        try await Task.sleep(for: .milliseconds(120))
        if cycle.isMultiple(of: 2) {
          try session.key("space")
        } else {
          try session.xdotool(["mousemove", "195", "545", "click", "1"])
        }
        let settled = try await session.settled(after: before)
        #expect(settled.detent != "hidden", "cycle \(cycle): settled at \(settled.detent ?? "?")")
        try await Task.sleep(for: .milliseconds(100))
      }
      let clicks = session.trace.filter { $0.event == "backgroundClick" }.count
      #expect(clicks == 11, "every click and key reached Manage Wallet: \(clicks)")
      try session.screenshot("desktop-tray-present-during-dismissal")
    }

    @Test("the focused grabber answers Page Up and Down, Home and End; a click on it cycles the detents")
    func grabberKeysAndClicks() async throws {
      let session = try await DemoSession(["--page", "drawer"])
      defer { session.close() }
      // The drawer's grabber has focus when the page opens.
      var visited: [String] = []
      for key in ["Page_Up", "Home", "Page_Down", "End", "Page_Down"] {
        let before = session.trace.count
        try session.key(key)
        if key == "Page_Down" && visited.last == "low" {
          try await Task.sleep(for: .milliseconds(500))
          #expect(!session.lines(after: before).contains { $0.event == "willSettle" }, "nothing below the lowest")
          visited.append("low")
          continue
        }
        visited.append(try await session.settled(after: before).detent ?? "?")
      }
      #expect(visited == ["mid", "high", "mid", "low", "low"])
      var clicked: [String] = []
      for _ in 1...3 {
        let height = try #require(session.trace.last { $0.event == "settled" }?.height)
        let before = session.trace.count
        // On the capsule, 9 points below the sheet's top edge, and 30 points to its side.
        try session.click(x: 165, y: DemoSession.topEdge(height: height) + 9)
        let settled = try await session.waitFor(after: before) { $0.event == "settled" && $0.height != height }
        clicked.append(settled.detent ?? "?")
      }
      #expect(clicked == ["mid", "high", "low"])
      try session.screenshot("desktop-grabber-cycled")
    }

    @Test("the trace is on one clock, in order, with nothing before ready")
    func traceInOrder() async throws {
      let session = try await DemoSession(["--page", "drawer", "--keyboard-height", "300"])
      defer { session.close() }
      let first = try #require(session.trace.first)
      #expect(first.event == "ready", "the first line is ready, not \(first.event ?? "a frame")")
      // A drag on the drawer, the tray presented and stepped, the search field focused and the
      // switcher clicked in between: demo lines and sheet lines interleave.
      try session.drag(from: 844 - 135 + 30, to: 400, steps: 12, hold: 0.1)
      try await Task.sleep(for: .milliseconds(600))
      try session.click(x: Self.switcher.tray, y: Self.switcher.y)
      try await Task.sleep(for: .milliseconds(200))
      try session.click(x: 195, y: 545)
      let presented = try await session.waitFor { $0.event == "settled" && $0.page == "tray" }
      try session.click(x: 195, y: DemoSession.topEdge(height: presented.height ?? 0) + 92)
      try await Task.sleep(for: .milliseconds(600))
      try session.key("Escape")
      try await Task.sleep(for: .milliseconds(600))
      var before = session.trace.count
      try session.click(x: Self.switcher.search, y: Self.switcher.y)
      _ = try await session.waitFor(after: before) { $0.event == "page" && $0.page == "search" }
      try await Task.sleep(for: .milliseconds(300))
      before = session.trace.count
      try session.click(x: 195, y: 844 - 28)
      _ = try await session.waitFor(after: before) { $0.event == "keyboard" }
      try await Task.sleep(for: .milliseconds(800))
      try session.click(x: 100, y: 300)
      try await Task.sleep(for: .milliseconds(800))
      let lines = session.trace
      let names = Set(lines.compactMap(\.event))
      #expect(names.isSuperset(of: ["page", "step", "keyboard", "backgroundClick", "dragBegan", "settled"]))
      var backwards: [String] = []
      for (a, b) in zip(lines, lines.dropFirst()) where b.time < a.time - 1e-6 {
        backwards.append("\(b.event ?? "frame") at \(b.time) after \(a.event ?? "frame") at \(a.time)")
      }
      #expect(backwards.isEmpty, "\(backwards.count) lines go back in time: \(backwards.prefix(5))")
      try session.screenshot("desktop-trace-search-after-map-click")
    }

    @Test("a standard sheet is opaque: nothing behind it shows through", arguments: ["drawer", "tray"])
    func opaqueSheets(_ page: String) async throws {
      let session = try await DemoSession(["--page", page])
      defer { session.close() }
      var before = session.trace.count
      if page == "tray" {
        try session.click(x: 195, y: 545)
      } else {
        // Up twice on the drawer's grabber: to its highest detent, over the map's pin.
        try session.key("Up")
        _ = try await session.settled(after: before)
        before = session.trace.count
        try session.key("Up")
      }
      let settled = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(300))
      let shot = try session.screenshot("desktop-opaque-\(page)")
      // Right of every label, down the sheet: the sheet's own colour, whatever lies behind.
      let top = DemoSession.topEdge(height: settled.height ?? 0)
      var points = stride(from: top + 40, to: 830, by: 60).map { (x: 372, y: $0) }
      // Where the map's pin is, between the drawer's rows.
      if page == "drawer" { points.append((x: 195, y: 230)) }
      for (x, y) in points {
        let color = try Pixels.color(shot, x: x, y: y)
        #expect(abs(color.r - 248) <= 1 && abs(color.g - 248) <= 1 && abs(color.b - 250) <= 1, "(\(x), \(y)): \(color)")
      }
    }

    /// How many pixels around `bounds` (6 points out) differ clearly (by more than 20 % of the
    /// colour range) between two screenshots.
    static func changedPixels(
      around bounds: (x: Double, y: Double, width: Double, height: Double), _ a: String, _ b: String
    ) throws -> Int {
      let left = max(0, Int(bounds.x) - 6)
      let top = max(0, Int(bounds.y) - 6)
      let right = min(389, Int(bounds.x + bounds.width) + 6)
      let bottom = min(843, Int(bounds.y + bounds.height) + 6)
      let region = Pixels.Region(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      return try Pixels.differingPixels(a, b, in: region, fuzz: 20)
    }

    @Test("every Tab stop shows a focus ring, and nothing hidden takes focus", arguments: ["drawer", "search"])
    func focusRings(_ page: String) async throws {
      let session = try await DemoSession(["--page", page])
      defer { session.close() }
      // Round the whole chain and one stop more: a screenshot at each stop.
      var stops: [(line: TraceLine, shot: String)] = []
      for index in 0..<8 {
        let before = session.trace.count
        try session.key("Tab")
        _ = try await session.waitFor(after: before) { $0.event == "focus" }
        try await Task.sleep(for: .milliseconds(200))
        // Tab off the end clears the focus on its way to the first widget: the last line counts.
        let line = try #require(session.lines(after: before).last { $0.event == "focus" })
        stops.append((line, try session.screenshot("desktop-focus-\(page)-\(index)")))
      }
      for (index, stop) in stops.enumerated() {
        let name = "\(page) stop \(index): \(stop.line.widget ?? "nothing")"
        let bounds = try #require(stop.line.bounds, "\(name) has focus")
        #expect(
          bounds.y >= 0 && bounds.y + bounds.height <= 844 && bounds.width > 0, "\(name) is on screen: \(bounds)")
        // Its ring: the stop looks different focused than when the next stop has focus.
        guard index + 1 < stops.count else { continue }
        let changed = try Self.changedPixels(around: bounds, stop.shot, stops[index + 1].shot)
        #expect(changed >= 30, "\(name): \(changed) pixels change with focus")
      }
    }
  }
}
