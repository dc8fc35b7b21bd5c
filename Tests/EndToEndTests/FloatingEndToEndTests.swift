import Foundation
import Testing

extension EndToEnd {
  /// The floating card (`--page floating`): a morphing card, inset 16 pt from the sides and the
  /// bottom at min and mid, cards of 120 and 350 pt above that margin — detents of 136 and 366 pt,
  /// measured (as in every style) up from the window's bottom edge to the card's top edge — over
  /// a blue-to-indigo background, with a frosted material; at full height (776 pt: the window's
  /// 844 less the 52-point page switcher and the card's 16-point inset below it) edge to edge,
  /// reaching the window's bottom edge, opaque.
  @Suite("Floating card")
  struct FloatingEndToEndTests {
    static let heights = ["min": 136.0, "mid": 366.0, "full": 776.0]

    /// The card's top edge in the window for a height.
    static func top(_ height: Double) -> Int { Int((844 - height).rounded()) }

    /// Checks the card on screen: the light material inside it, the background in the margins
    /// beside and below it (at min and mid) or the card there (at full, edge to edge), and above it.
    func expectCard(height: Double, in path: String) throws {
      let top = Self.top(height)
      let inside = try Pixels.color(path, x: 28, y: top + 40)
      #expect(inside.r > 170 && inside.g > 170 && inside.b > 200, "card material at y=\(top + 40): \(inside)")
      let edgeToEdge = height >= Self.heights["full"] ?? 0
      for (x, y, place) in [(6, top + 40, "left margin"), (384, top + 40, "right margin"), (195, 838, "bottom margin")]
      {
        let margin = try Pixels.color(path, x: x, y: y)
        if edgeToEdge {
          // Opaque: the card's light tint, nothing of the saturated background.
          #expect(margin.r > 220 && margin.g > 220, "the edge-to-edge card at (\(x), \(y)): \(margin)")
        } else {
          #expect(margin.r < 130 && margin.b > 150, "background in the \(place) at (\(x), \(y)): \(margin)")
        }
      }
      let above = try Pixels.color(path, x: 6, y: top - 12)
      #expect(above.r < 130 && above.b > 150, "background above the card: \(above)")
    }

    @Test func restsAtEachOfItsThreeDetentsInPoints() async throws {
      let session = try await DemoSession(["--page", "floating"])
      defer { session.close() }
      let ready = try #require(session.trace.first { $0.event == "ready" })
      #expect(ready.page == "floating" && ready.detent == "min" && ready.height == 136)
      try expectCard(height: 136, in: try session.screenshot("floating-min"))
      for (from, to) in [("min", "mid"), ("mid", "full"), ("full", "min"), ("min", "full"), ("full", "mid")] {
        let start = Self.heights[from] ?? 0
        let end = Self.heights[to] ?? 0
        let grab = Self.top(start) + 20
        let before = session.trace.count
        try session.drag(from: grab, to: grab - Int(end - start), steps: 40, interval: 0.016, hold: 0.25)
        let settled = try await session.settled(after: before)
        #expect(settled.detent == to, "\(from) → \(to)")
        #expect(abs((settled.height ?? 0) - end) < 0.5)
        try await Task.sleep(for: .milliseconds(150))
        try expectCard(height: end, in: try session.screenshot("floating-\(from)-to-\(to)"))
      }
    }

    @Test func aPressInTheMarginBesideTheCardMovesNothing() async throws {
      let session = try await DemoSession(["--page", "floating"])
      defer { session.close() }
      let before = session.trace.count
      // Beside the card at its lowest detent, then below it.
      try session.xdotool([
        "mousemove", "6", "760", "mousedown", "1", "sleep", "0.05", "mousemove", "6", "500", "mouseup", "1",
      ])
      try session.xdotool([
        "mousemove", "195", "838", "mousedown", "1", "sleep", "0.05", "mousemove", "195", "500", "mouseup", "1",
      ])
      try await Task.sleep(for: .milliseconds(400))
      #expect(!session.lines(after: before).contains { $0.event != nil })
    }
  }
}
