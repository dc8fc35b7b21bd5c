import Foundation
import Testing

extension EndToEnd {
  /// Whose a press is, wheel notches, and window resizes, with a real pointer and a real window:
  /// the core's touch arbitration, scroll handoff and render plan as the GTK widget applies them.
  @Suite("Arbitration, wheel and resize")
  struct ArbitrationEndToEndTests {
    /// Lines that say the core took hold of the sheet or moved it.
    static func sheetEvents(_ lines: [TraceLine]) -> [String] {
      lines.compactMap { line in
        guard let event = line.event, ["dragBegan", "willSettle", "settled"].contains(event) else { return nil }
        return event
      }
    }

    @Test("a tap on each sheet begins no drag and settles nothing", arguments: ["drawer", "floating", "search"])
    func tapsBeginNothing(_ page: String) async throws {
      let session = try await DemoSession(["--page", page])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      let before = session.trace.count
      // A click 30 points below the sheet's top edge, on its grabber, header or first row, with
      // a 3-point wobble: less than the 10-point touch slop.
      let y = DemoSession.topEdge(height: ready.height ?? 0) + 30
      try session.xdotool([
        "mousemove", "120", "\(y)", "mousedown", "1", "sleep", "0.05", "mousemove", "122", "\(y - 2)", "sleep",
        "0.05", "mouseup", "1",
      ])
      try await Task.sleep(for: .milliseconds(400))
      #expect(Self.sheetEvents(session.lines(after: before)).isEmpty, "\(page)")
      #expect(session.lines(after: before).filter(\.isFrame).allSatisfy { $0.height == ready.height })
    }

    @Test("a tap on the tray's button presses the button and begins no drag")
    func trayButtonTap() async throws {
      let session = try await DemoSession(["--page", "tray"])
      defer { session.close() }
      var before = session.trace.count
      try session.click(x: 195, y: 545)
      let presented = try await session.settled(after: before)
      before = session.trace.count
      // "Show Recovery Phrase", the tray's first row.
      try session.click(x: 195, y: Int((844 - (presented.height ?? 0)).rounded()) + 92)
      let step = try await session.waitFor(after: before) { $0.event == "step" }
      #expect(step.step == "phrase")
      #expect(!session.lines(after: before).contains { $0.event == "dragBegan" }, "the press was the button's only")
    }

    @Test("a sideways drag on the drawer moves nothing")
    func sidewaysDragMovesNothing() async throws {
      let session = try await DemoSession(["--page", "drawer"])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      let y = DemoSession.topEdge(height: ready.height ?? 0) + 40
      let before = session.trace.count
      var arguments = ["mousemove", "60", "\(y)", "mousedown", "1"]
      for step in 1...15 { arguments += ["sleep", "0.016", "mousemove", "\(60 + step * 16)", "\(y - step)"] }
      arguments += ["mouseup", "1"]
      try session.xdotool(arguments)
      try await Task.sleep(for: .milliseconds(400))
      #expect(Self.sheetEvents(session.lines(after: before)).isEmpty)
      #expect(session.lines(after: before).filter(\.isFrame).allSatisfy { $0.height == ready.height })
    }

    @Test("wheel notches over the search sheet raise it one detent each, then scroll its list")
    func wheelNotches() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      var before = session.trace.count
      try session.wheel(y: DemoSession.topEdge(height: ready.height ?? 0) + 40, notches: 1)
      #expect(try await session.settled(after: before).detent == "mid")
      before = session.trace.count
      try session.wheel(y: DemoSession.topEdge(height: 422) + 100, notches: 1)
      #expect(try await session.settled(after: before).detent == "top")
      before = session.trace.count
      try session.wheel(y: 500, notches: 3)
      try await Task.sleep(for: .milliseconds(300))
      let frames = session.lines(after: before).filter(\.isFrame)
      #expect((frames.last?.scrollOffset ?? 0) > 100, "at the top detent the wheel scrolls the list")
      #expect(frames.allSatisfy { abs(($0.height ?? 0) - 743) < 0.5 }, "and the sheet stays")
      #expect(!session.lines(after: before).contains { $0.event == "dragBegan" })
      try session.screenshot("search-wheel-scrolled")
    }

    @Test("a list filtered while scrolled still scrolls to its last row, and GTK shows the core's offset")
    func filteredListReachesItsEnd() async throws {
      let session = try await DemoSession(["--page", "search"])
      defer { session.close() }
      let header = try #require(session.trace.first { $0.event == "ready" }?.height)
      var before = session.trace.count
      try session.wheel(y: DemoSession.topEdge(height: header) + 40, notches: 2)
      _ = try await session.waitFor(after: before) { $0.event == "settled" && $0.detent == "top" }
      // Far down the 10,000 places, then a filter that leaves a hundred or so.
      try session.wheel(y: 600, notches: 40, interval: 0.03)
      try await Task.sleep(for: .milliseconds(300))
      #expect((session.trace.last { $0.isFrame }?.scrollOffset ?? 0) > 1000)
      try session.click(x: 195, y: 844 - 743 + 45)
      try await Task.sleep(for: .milliseconds(300))
      before = session.trace.count
      try session.xdotool(["type", "--delay", "60", "maple diner"])
      try await Task.sleep(for: .milliseconds(800))
      // To its end: the last frame shows GTK's list at its largest offset, and the core's there too.
      try session.wheel(y: 600, notches: 80, interval: 0.03)
      try await Task.sleep(for: .milliseconds(500))
      let last = try #require(session.trace.last { $0.isFrame && $0.listEnd != nil })
      let end = try #require(last.listEnd)
      #expect(end > 0 && end < 10_000, "the filtered list still scrolls, and ends at \(end)")
      #expect(abs((last.listOffset ?? -1) - end) < 1, "GTK's list is at its end: \(last.listOffset ?? -1) of \(end)")
      #expect(abs((last.scrollOffset ?? -1) - end) < 1.5, "the core's offset is GTK's: \(last.scrollOffset ?? -1)")
      #expect(
        session.lines(after: before).filter(\.isFrame).allSatisfy {
          abs(($0.scrollOffset ?? 0) - ($0.listOffset ?? 0)) < 1.5
        }, "GTK shows the core's offset in every frame")
      try session.screenshot("search-filtered-end")
    }

    @Test("resizing the search page re-lays it out in the real window each time")
    func searchResizes() async throws {
      let session = try await DemoSession(["--page", "search"], screen: "1000x1100")
      defer { session.close() }
      let header = try #require(session.trace.first { $0.event == "ready" }?.height)
      let sizes = [(800, 1000), (390, 844), (390, 700), (390, 844)]
      // At the header detent the whole header shows in every window.
      for (width, height) in sizes {
        let before = session.trace.count
        try session.resizeWindow(width: width, height: height)
        try await Task.sleep(for: .milliseconds(800))
        let frames = session.lines(after: before).filter(\.isFrame)
        #expect(frames.allSatisfy { $0.height == header && $0.detent == "header" }, "\(width)×\(height)")
        let shot = try session.screenshot("search-resized-\(width)x\(height)-header")
        // The sheet's top edge is where the core puts it in this window: the grey grabber 9 points
        // below it (7 of margin), and the search field's light fill 20 points above the window's
        // bottom edge.
        let edge = height - Int(header.rounded())
        let grabber = try Pixels.color(shot, x: width / 2, y: edge + 9)
        #expect(
          grabber.r > 150 && grabber.r < 215 && abs(grabber.r - grabber.b) < 12, "grabber at \(edge + 9): \(grabber)")
        let field = try Pixels.color(shot, x: 100, y: height - 20)
        #expect(field.r > 200 && field.g > 200 && field.b > 200, "the search field at \(width)×\(height): \(field)")
      }
      // At the top detent, 0.88 of each window's height, reached in one step.
      var before = session.trace.count
      let grab = DemoSession.topEdge(height: header) + 20
      try session.drag(from: grab, to: 200, steps: 8, interval: 0.012)
      #expect(try await session.settled(after: before).detent == "top")
      for (width, height) in sizes {
        before = session.trace.count
        try session.resizeWindow(width: width, height: height)
        let settled = try await session.settled(after: before)
        let expected = 0.88 * Double(height)
        #expect(settled.detent == "top")
        #expect(abs((settled.height ?? 0) - expected) <= 1, "\(width)×\(height): \(settled.height ?? 0)")
        try await Task.sleep(for: .milliseconds(300))
        let lines = session.lines(after: before)
        #expect(lines.filter { $0.event == "settled" }.count == 1, "one step")
        #expect(lines.filter(\.isFrame).allSatisfy { ($0.height ?? 0) <= Double(height) }, "nothing beyond the window")
        try session.screenshot("search-resized-\(width)x\(height)-top")
      }
    }

    @Test("a window resized under a finger keeps the sheet under it")
    func resizeDuringADrag() async throws {
      let session = try await DemoSession(["--page", "drawer"], screen: "390x1000")
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      let top = DemoSession.topEdge(height: ready.height ?? 0)
      // Hold the drawer 30 points below its top edge, 200 points up from where it rests.
      try session.xdotool([
        "mousemove", "195", "\(top + 30)", "mousedown", "1", "sleep", "0.03", "mousemove", "195", "\(top + 20)",
        "sleep", "0.03", "mousemove", "195", "\(top - 100)", "sleep", "0.03", "mousemove", "195", "\(top - 170)",
        "sleep", "0.1",
      ])
      try await Task.sleep(for: .milliseconds(200))
      let held = try #require(session.trace.last { $0.isFrame })
      let heldTop = 844 - (held.height ?? 0)
      try session.resizeWindow(width: 390, height: 760)
      try await Task.sleep(for: .milliseconds(300))
      let resized = try #require(session.trace.last { $0.isFrame })
      #expect(resized.phase == "dragging")
      #expect(abs((760 - (resized.height ?? 0)) - heldTop) <= 1, "the top edge stays at \(heldTop)")
      try session.xdotool(["mouseup", "1"])
      _ = try await session.settled(after: session.trace.count - 1)
    }
  }
}
