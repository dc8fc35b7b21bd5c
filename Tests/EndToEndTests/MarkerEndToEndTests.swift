import Foundation
import Testing

extension EndToEnd {
  /// The wallet tray with a content-anchored detent (`--page tray --marker`): it presents showing
  /// the options step down to the bottom edge of its first row (the widget named `"peek"`).
  @Suite("Marker detent")
  struct MarkerEndToEndTests {
    @Test("the tray presents showing the content down to the marker's bottom edge, then fits it all")
    func trayPeek() async throws {
      let session = try await DemoSession(["--page", "tray", "--marker"])
      defer { session.close() }
      try await Task.sleep(for: .milliseconds(200))
      var before = session.trace.count
      try session.click(x: 195, y: 545)  // Manage Wallet
      let settled = try await session.settled(after: before)
      #expect(settled.detent == "marker(peek)", "presented at \(settled.detent ?? "nothing")")
      try await Task.sleep(for: .milliseconds(200))
      let peek = try #require(settled.height)
      // GTK laid the row out with its bottom edge on the window's bottom edge: the tray shows
      // the content down to the marker, and no further.
      let drawn = try #require(session.trace.last { $0.event == "drawn" && $0.marker != nil }?.marker, "no marker")
      #expect(abs(drawn.y + drawn.height - 844) < 1, "marker bottom \(drawn.y + drawn.height), tray \(peek)")
      #expect(drawn.y > 844 - peek, "the row is inside the tray")
      let shot = try session.screenshot("tray-marker-peek")
      // The row's own fill (the demo's `.tray-row`) is drawn where GTK says it is, and reaches
      // the window's last rows of pixels; above it is the tray's surface.
      func distance(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Int {
        abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b)
      }
      let rowColour = try Pixels.color(shot, x: 40, y: Int(drawn.y + drawn.height / 2))
      let edge = try Pixels.color(shot, x: 40, y: 842)
      let above = try Pixels.color(shot, x: 40, y: Int(drawn.y) - 4)
      #expect(distance(rowColour, edge) < 12, "row \(rowColour), window's bottom edge \(edge)")
      #expect(distance(rowColour, above) > 20, "row \(rowColour), tray above it \(above)")

      // Dragged up, it rests at the fitted detent, taller, showing the whole step.
      before = session.trace.count
      let top = Int(844 - peek)
      try session.drag(x: 195, from: top + 8, to: top - 200, steps: 12, hold: 0.3)
      let fitted = try await session.settled(after: before)
      #expect(fitted.detent == "fitted")
      #expect((fitted.height ?? 0) > peek + 60, "fitted \(fitted.height ?? 0) above peek \(peek)")
      try await Task.sleep(for: .milliseconds(200))
      try session.screenshot("tray-marker-fitted")
    }
  }
}
