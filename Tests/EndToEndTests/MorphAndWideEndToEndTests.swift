import Foundation
import Testing

extension EndToEnd {
  /// The floating page's morphing card under a real pointer, and every card in a wide window.
  @Suite("Morphing card and wide windows")
  struct MorphAndWideEndToEndTests {
    /// The largest excess, over consecutive frame lines, of the change of the card's left edge,
    /// bottom corner radius and material opacity over what the core's smoothstep allows for the
    /// height's change there (span mid → full, 410 points: at most 1.5 × 16 / 410 points of inset,
    /// 1.5 × 24 / 410 points of radius and 1.5 × 0.28 / 410 of opacity per point of height), plus one
    /// pixel of rounding for the edge. 0 or less: no frame jumps.
    static func largestExcess(_ frames: [TraceLine]) -> (inset: Double, radius: Double, opacity: Double) {
      var inset = -Double.infinity
      var radius = -Double.infinity
      var opacity = -Double.infinity
      for (a, b) in zip(frames, frames.dropFirst()) {
        guard let ax = a.cardX, let bx = b.cardX, let ar = a.bottomRadius, let br = b.bottomRadius,
          let ao = a.materialOpacity, let bo = b.materialOpacity, let ah = a.height, let bh = b.height
        else { continue }
        let dh = abs(bh - ah)
        inset = max(inset, abs(bx - ax) - (1.5 * 16 / 410 * dh + 1))
        radius = max(radius, abs(br - ar) - (1.5 * 24 / 410 * dh + 0.01))
        opacity = max(opacity, abs(bo - ao) - (1.5 * 0.28 / 410 * dh + 0.001))
      }
      return (inset, radius, opacity)
    }

    @Test(
      "the floating page's card morphs: floating at mid, in between under the finger, edge to edge and opaque at full")
    func morphAtThreeHeights() async throws {
      let session = try await DemoSession(["--page", "floating"])
      defer { session.close() }
      // min → mid.
      var before = session.trace.count
      try session.drag(from: 844 - 136 + 20, to: 844 - 366 + 20, steps: 20, hold: 0.25)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(150))
      let mid = try session.screenshot("morph-1-mid")
      let atMid = try #require(session.trace.last { $0.isFrame })
      #expect(atMid.cardX == 16 && atMid.bottomRadius == 24 && atMid.materialOpacity == 0.72)
      #expect(try Pixels.color(mid, x: 6, y: 844 - 366 + 60).b > 150, "background beside the card at mid")

      // Held halfway between mid (366) and full height (776, below the switcher and the card's
      // inset): 571 points, a smoothstep of 0.5 (the pointer travels 10 points more: the slop).
      before = session.trace.count
      try session.xdotool(["mousemove", "195", "\(844 - 366 + 20)", "mousedown", "1"])
      for step in 1...12 {
        try session.xdotool(["mousemove", "195", "\(844 - 366 + 20 - 215 * step / 12)", "sleep", "0.016"])
      }
      try await Task.sleep(for: .milliseconds(300))
      let between = try session.screenshot("morph-2-between")
      let held = try #require(session.lines(after: before).last { $0.isFrame })
      try session.xdotool(["mouseup", "1"])
      let height = try #require(held.height)
      #expect(abs(height - 571) < 3, "held at \(height)")
      let x = try #require(held.cardX)
      #expect(x > 4 && x < 12, "halfway, the card is inset about 8 points: \(x)")
      let opacity = try #require(held.materialOpacity)
      #expect(opacity > 0.8 && opacity < 0.92, "and its material about 0.86 opaque: \(opacity)")
      // The background still shows at the window's very edge, but not where a 16-point inset was.
      #expect(try Pixels.color(between, x: 1, y: 844 - 571 + 80).b > 150, "background at the edge")
      #expect(try Pixels.color(between, x: 14, y: 844 - 571 + 80).r > 150, "card where the inset was")

      // Released there, it settles; then up to full.
      _ = try await session.settled(after: before)
      before = session.trace.count
      let top = 844 - Int((session.trace.last { $0.event == "settled" }?.height ?? 366).rounded())
      try session.drag(from: top + 20, to: 844 - 776 + 20, steps: 20, hold: 0.25)
      let full = try await session.settled(after: before)
      #expect(full.detent == "full")
      try await Task.sleep(for: .milliseconds(150))
      let shot = try session.screenshot("morph-3-full")
      let atFull = try #require(session.trace.last { $0.isFrame })
      #expect(atFull.cardX == 0 && atFull.cardWidth == 390 && atFull.bottomRadius == 0)
      #expect(atFull.topRadius == 14 && atFull.materialOpacity == 1)
      for (px, py) in [(1, 844 - 776 + 80), (388, 844 - 776 + 80), (195, 842)] {
        let color = try Pixels.color(shot, x: px, y: py)
        #expect(color.r > 220 && color.g > 220, "the opaque card at (\(px), \(py)): \(color)")
      }

      // Every frame of the session: the shape changed only as much as the height did.
      let frames = session.trace.filter(\.isFrame)
      #expect(frames.count > 40)
      let excess = Self.largestExcess(frames)
      #expect(excess.inset <= 0 && excess.radius <= 0 && excess.opacity <= 0, "beyond the height's change: \(excess)")
    }

    @Test("in a wide window the morphing card is drawn 640 points wide at full height too, as at mid")
    func wideWindowFullCard() async throws {
      let session = try await DemoSession(["--page", "floating"], screen: "1200x1000")
      defer { session.close() }
      try session.resizeWindow(width: 1200, height: 1000)
      try await Task.sleep(for: .milliseconds(500))
      var widths: [String: Int] = [:]
      for (detent, y) in [("mid", 1000 - 366 + 20), ("full", 80)] {
        let before = session.trace.count
        let top = 1000 - Int((session.trace.last { $0.isFrame || $0.event == "ready" }?.height ?? 136).rounded())
        try session.drag(x: 600, from: top + 20, to: y, steps: 16, hold: 0.2)
        let settled = try await session.settled(after: before)
        #expect(settled.detent == detent)
        try await Task.sleep(for: .milliseconds(300))
        let shot = try session.screenshot("wide-window-\(detent)-card")
        // A row a few points below the grabber: the card's light material from edge to edge, the
        // gradient's blue and its discs beside it.
        let row = 1000 - Int((settled.height ?? 0).rounded()) + 4
        let span = try #require(try Pixels.lightSpan(shot, y: row, from: 0, to: 1200, floor: 180))
        widths[detent] = span.last - span.first + 1
        let frame = try #require(session.trace.last { $0.isFrame })
        #expect(frame.cardWidth == 640, "the plan at \(detent): \(frame.cardWidth ?? 0)")
        // Drawn: 640 points less the corners' curve at this row (at most 14 points a side).
        #expect(abs(Double(span.first + span.last + 1) / 2 - 600) <= 1, "centred at \(detent): \(span)")
        #expect(
          (640 - 28)...640 ~= widths[detent] ?? 0, "\(detent): drawn \(widths[detent] ?? 0) points wide, \(span)")
      }
      // At row 4 a corner of radius r cuts r − √(r² − (r − 4)²) from each side; at full the radius
      // is 14 (about 4.2 points), at mid 24 (about 10.2): never wider at full than 640.
      let full = try #require(widths["full"])
      #expect(full <= 640 && full >= 630, "full: \(full)")
    }

    @Test(
      "widened past 450 points, the floating page's card stands 640 points wide at the leading edge; narrowed, it spans the window again"
    )
    func wideWindowLeadingCard() async throws {
      let session = try await DemoSession(["--page", "floating", "--card-alignment", "leading"], screen: "1000x900")
      defer { session.close() }
      try session.resizeWindow(width: 1000, height: 844)
      try await Task.sleep(for: .milliseconds(500))
      var before = session.trace.count
      try session.drag(x: 300, from: 844 - 136 + 20, to: 844 - 366 + 20, steps: 16, hold: 0.2)
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "mid" && abs((settled.height ?? 0) - 366) < 0.5, "the detents do not change")
      try await Task.sleep(for: .milliseconds(200))
      let frame = try #require(session.trace.last { $0.isFrame })
      #expect(frame.cardX == 16 && frame.cardWidth == 640)
      let shot = try session.screenshot("wide-window-leading")
      let inside = try Pixels.color(shot, x: 600, y: 844 - 300)
      let beside = try Pixels.color(shot, x: 900, y: 844 - 220)
      #expect(inside.r > 170 && inside.g > 170, "the card's tint at x = 600: \(inside)")
      #expect(beside.r < 130 && beside.b > 150, "the background beside the card at x = 900: \(beside)")
      // A press beside the card is the background's: nothing moves.
      before = session.trace.count
      try session.xdotool([
        "mousemove", "800", "600", "mousedown", "1", "sleep", "0.05", "mousemove", "800", "400", "mouseup", "1",
      ])
      try await Task.sleep(for: .milliseconds(400))
      #expect(!session.lines(after: before).contains { $0.event == "dragBegan" })
      // Narrowed below the breakpoint: inset 16 points in a 390-point window, at every frame of a
      // drag back to min.
      try session.resizeWindow(width: 390, height: 844)
      try await Task.sleep(for: .milliseconds(500))
      before = session.trace.count
      try session.drag(from: 844 - 366 + 20, to: 844 - 136 + 20, steps: 16, hold: 0.2)
      #expect(try await session.settled(after: before).detent == "min")
      let narrow = session.lines(after: before).filter(\.isFrame)
      #expect(!narrow.isEmpty && narrow.allSatisfy { $0.cardX == 16 && $0.cardWidth == 358 })
      try session.screenshot("wide-window-narrowed")
    }
  }
}
