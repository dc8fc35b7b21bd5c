import Foundation
import Testing

extension EndToEnd {
  /// The gallery laid out right to left (`--rtl`), as under an Arabic or Hebrew locale.
  @Suite("Right to left")
  struct RightToLeftEndToEndTests {
    @Test(
      "right to left in a 1000-point window, the leading card stands 640 points wide against the right edge, where a drag moves it and a press on the left is the background's"
    )
    func leadingCardAtTheRightEdge() async throws {
      let session = try await DemoSession(
        ["--page", "floating", "--card-alignment", "leading", "--rtl"], screen: "1000x900")
      defer { session.close() }
      try session.resizeWindow(width: 1000, height: 844)
      try await Task.sleep(for: .milliseconds(500))
      // The card's column is 640 + 2 × 16 at the right edge: the card spans 344…984.
      var before = session.trace.count
      try session.drag(x: 700, from: 844 - 136 + 20, to: 844 - 366 + 20, steps: 16, hold: 0.2)
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "mid" && abs((settled.height ?? 0) - 366) < 0.5, "the detents do not change")
      try await Task.sleep(for: .milliseconds(200))
      let frame = try #require(session.trace.last { $0.isFrame })
      #expect(frame.cardX == 344 && frame.cardWidth == 640, "card at \(frame.cardX ?? -1), \(frame.cardWidth ?? -1)")
      let shot = try session.screenshot("right-to-left-leading")
      // What is drawn: the card's tint right of centre, the background where a left-to-right
      // card would be.
      let inside = try Pixels.color(shot, x: 700, y: 844 - 300)
      let beside = try Pixels.color(shot, x: 150, y: 844 - 220)
      #expect(inside.r > 170 && inside.g > 170, "the card's tint at x = 700: \(inside)")
      #expect(beside.r < 130 && beside.b > 150, "the background at x = 150: \(beside)")
      // A press at the left, where a left-to-right card would stand, is the background's.
      before = session.trace.count
      try session.xdotool([
        "mousemove", "200", "600", "mousedown", "1", "sleep", "0.05", "mousemove", "200", "400", "mouseup", "1",
      ])
      try await Task.sleep(for: .milliseconds(400))
      #expect(!session.lines(after: before).contains { $0.event == "dragBegan" })
    }
  }
}
