import Foundation
import Testing

extension EndToEnd {
  /// The Nearby drawer of the demo, driven in Xvfb with a real pointer (xdotool) and checked on
  /// its `--trace` output, on screen pixels, and in screenshots under `screenshots/`.
  ///
  /// The window is 844 pt tall; the detents 0.16 / 0.5 / 0.88 resolve to 135, 422 and 743 pt.
  @Suite("Drawer")
  struct DrawerEndToEndTests {
    static let heights = ["low": 135.0, "mid": 422.0, "high": 743.0]

    /// Drags the sheet slowly by the difference between two detents and holds before releasing.
    func slowDrag(_ session: DemoSession, from: String, to: String) async throws -> TraceLine {
      let start = Self.heights[from]!
      let end = Self.heights[to]!
      let grab = DemoSession.topEdge(height: start) + 30
      let release = grab - Int(end - start)
      let before = session.trace.count
      try session.drag(from: grab, to: release, steps: 40, interval: 0.016, hold: 0.25)
      return try await session.settled(after: before)
    }

    /// The colour at (x, y) of a screenshot, as 0–255 RGB.
    func pixel(_ path: String, x: Int, y: Int) throws -> (r: Int, g: Int, b: Int) {
      try Pixels.color(path, x: x, y: y)
    }

    /// Checks on screen that the sheet's top edge is where the core says: the sheet's light
    /// surface just below it, the teal-to-mint background above it.
    func expectSheetTop(at height: Double, in path: String) throws {
      let top = DemoSession.topEdge(height: height)
      // x = 360 is right of every label and symbol: only the sheet's surface or the background.
      let inside = try pixel(path, x: 360, y: top + 40)
      let above = try pixel(path, x: 360, y: top - 25)
      #expect(inside.r > 200 && inside.g > 200 && inside.b > 200, "sheet surface at y=\(top + 40): \(inside)")
      #expect(above.r < 120 && above.b > 150, "teal-to-mint background above the sheet at y=\(top - 25): \(above)")
    }

    @Test func slowDragsRestAtEachDetent() async throws {
      let session = try await DemoSession()
      defer { session.close() }
      try expectSheetTop(at: 135, in: try session.screenshot("drawer-low-start"))
      for (from, to) in [
        ("low", "mid"), ("mid", "high"), ("high", "low"), ("low", "high"), ("high", "mid"), ("mid", "low"),
      ] {
        let settled = try await slowDrag(session, from: from, to: to)
        #expect(settled.detent == to, "\(from) → \(to)")
        #expect(abs((settled.height ?? 0) - Self.heights[to]!) < 0.5)
        try await Task.sleep(for: .milliseconds(150))
        let shot = try session.screenshot("drawer-\(from)-to-\(to)")
        try expectSheetTop(at: Self.heights[to]!, in: shot)
      }
    }

    @Test func flickUpFromLowestGoesToHighest() async throws {
      let session = try await DemoSession()
      defer { session.close() }
      let before = session.trace.count
      try session.drag(from: 760, to: 610, steps: 6, interval: 0.01)
      let willSettle = try await session.waitFor(after: before) { $0.event == "willSettle" }
      #expect(willSettle.target == "high")
      #expect((willSettle.velocity ?? 0) < -1000, "a flick is fast: \(willSettle.velocity ?? 0) pt/s")
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "high")
      try session.screenshot("drawer-flick-up")
    }

    @Test func flickDownFromHighestGoesToLowest() async throws {
      let session = try await DemoSession()
      defer { session.close() }
      _ = try await slowDrag(session, from: "low", to: "high")
      let before = session.trace.count
      try session.drag(from: 140, to: 290, steps: 6, interval: 0.01)
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "low")
      try session.screenshot("drawer-flick-down")
    }

    @Test func touchMidFlightHoldsTheSheetWithoutAJump() async throws {
      let session = try await DemoSession()
      defer { session.close() }
      let before = session.trace.count
      try session.drag(from: 760, to: 700, steps: 4, interval: 0.01)
      _ = try await session.waitFor(after: before) { $0.event == "willSettle" }
      try await Task.sleep(for: .milliseconds(60))
      let grabIndex = session.trace.count
      try session.xdotool(["mousemove", "195", "830", "mousedown", "1", "sleep", "0.4"])
      let began = try await session.waitFor(after: grabIndex) { $0.event == "dragBegan" }
      let caught = began.height ?? 0
      #expect(caught > 140 && caught < 740, "caught mid-flight at \(caught)")
      try session.screenshot("drawer-caught-mid-flight")
      try session.xdotool(["mouseup", "1"])
      _ = try await session.settled(after: grabIndex)
      let lines = session.trace
      let beganIndex = lines.firstIndex { $0.event == "dragBegan" && $0.time == began.time }!
      let releaseIndex = lines[beganIndex...].firstIndex { $0.event == "willSettle" } ?? lines.count
      let held = lines[beganIndex..<releaseIndex].compactMap { $0.frame != nil ? $0.height : nil }
      #expect(held.allSatisfy { abs($0 - caught) < 1 }, "the sheet moved while held: \(held)")
      let lastBefore = lines[..<beganIndex].last { $0.frame != nil }?.height ?? caught
      #expect(abs(lastBefore - caught) < 80, "jump on touch: \(lastBefore) → \(caught)")
    }

    @Test func pressOnTheBackgroundMovesNothing() async throws {
      let session = try await DemoSession()
      defer { session.close() }
      let before = session.trace.count
      try session.drag(from: 300, to: 150, steps: 10, interval: 0.016, hold: 0.1)
      try await Task.sleep(for: .milliseconds(400))
      let after = session.trace[before...]
      #expect(after.allSatisfy { $0.event == nil && $0.frame == nil }, "\(after.map { $0.event ?? "frame" })")
      try expectSheetTop(at: 135, in: try session.screenshot("drawer-background-press"))
    }

    @Test func keyboardOnTheGrabberStepsDetents() async throws {
      let session = try await DemoSession()
      defer { session.close() }
      var before = session.trace.count
      // The demo focuses the grabber at start.
      try session.xdotool(["key", "Up"])
      #expect(try await session.settled(after: before).detent == "mid")
      before = session.trace.count
      try session.xdotool(["key", "Up"])
      #expect(try await session.settled(after: before).detent == "high")
      before = session.trace.count
      try session.xdotool(["key", "Down", "sleep", "0.6", "key", "Down"])
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(800))
      let settles = session.trace[before...].filter { $0.event == "settled" }
      #expect(settles.last?.detent == "low")
    }

    @Suite("Reduce Motion")
    struct ReduceMotion {
      @Test func releaseJumpsToTheTargetWithNoFrameBetween() async throws {
        let session = try await DemoSession(["--reduce-motion"])
        defer { session.close() }
        let before = session.trace.count
        try session.drag(from: 740, to: 480, steps: 30, interval: 0.016, hold: 0.25)
        let settled = try await session.settled(after: before)
        #expect(settled.detent == "mid")
        let lines = Array(session.trace[before...])
        let willIndex = lines.firstIndex { $0.event == "willSettle" }!
        let releaseHeight = lines[..<willIndex].last { $0.frame != nil }?.height ?? 0
        let between = lines[willIndex...].compactMap { $0.frame != nil ? $0.height : nil }.filter {
          abs($0 - 422) > 0.5 && abs($0 - releaseHeight) > 0.5
        }
        #expect(between.isEmpty, "frames between \(releaseHeight) and 422: \(between)")
        #expect(!lines.contains { $0.phase == "settling" })
        try session.screenshot("drawer-reduce-motion-mid")
      }
    }
  }
}
