import Foundation
import Testing

extension EndToEnd.StackEndToEndTests {
  /// The first y of column 195 (the page's centre line, which scaling about the top centre keeps)
  /// from `from` down whose grey differs by more than 30 levels from the grey at `from`: the top
  /// of the wallet icon.
  static func iconTop(_ shot: String, from: Int = 150, to: Int = 420) throws -> Int? {
    try topEdge(shot, x: 195, from: from, to: to, levels: 30)
  }

  /// The first and last x of row `y` that are not black (grey above 20): the page as drawn
  /// stepped back, black around it.
  static func pageSpan(_ shot: String, y: Int) throws -> (first: Int, last: Int)? {
    let row = try Pixels.greys(shot, in: .init(x: 0, y: y, width: 390, height: 1))[0]
    guard let first = row.firstIndex(where: { $0 > 20 }), let last = row.lastIndex(where: { $0 > 20 }) else {
      return nil
    }
    return (first, last)
  }

  /// Checks, in `shot`, the page drawn through `back`: its left and right edges on row 150 inset
  /// by `(1 − scale) · 195` points, and the icon's top (`iconTop` points down, unscaled) at
  /// `iconTop · scale + offsetY`, each within a point.
  static func expectPageDrawn(
    _ shot: String, at back: (depth: Double, scale: Double, offsetY: Double, cornerRadius: Double), iconTop: Int
  ) throws {
    let inset = (1 - back.scale) * 195
    let span = try pageSpan(shot, y: 150)
    #expect(span.map { abs(Double($0.first) - inset) <= 1 } == true, "left \(String(describing: span)) vs \(inset)")
    #expect(
      span.map { abs(Double($0.last + 1) - (390 - inset)) <= 1 } == true,
      "right \(String(describing: span)) vs \(390 - inset)")
    let top = try Self.iconTop(shot)
    let expected = Double(iconTop) * back.scale + back.offsetY
    #expect(top.map { abs(Double($0) - expected) <= 1 } == true, "icon top \(String(describing: top)) vs \(expected)")
  }

  @Test("--scale-background: the page drawn narrower and lower behind the tray, at rest and mid-rise")
  func scaledBackground() async throws {
    let session = try await DemoSession(["--page", "tray", "--scale-background"])
    defer { session.close() }
    try await Task.sleep(for: .milliseconds(200))
    let plain = try session.screenshot("stack-scaled-background-before")
    let iconTop = try #require(try Self.iconTop(plain), "the wallet icon on the page")
    #expect(try Self.pageSpan(plain, y: 150).map { $0.first == 0 && $0.last == 389 } == true, "edge to edge")
    var before = session.trace.count
    try session.click(x: 195, y: 545)  // Manage Wallet
    let settled = try await session.waitFor(after: before) { $0.event == "settled" && $0.sheet == nil }
    let tray = try #require(settled.height)
    try await Task.sleep(for: .milliseconds(300))
    let shot = try session.screenshot("stack-scaled-background")
    // The trace: one step back (the tray's own share), 13 points in each side, radius 10, and
    // down below the top safe area (the 52-point page switcher the sheet never enters) by 14.
    let back = try #require(lastFrame(session, of: nil)?.background, "the tray's frames report the background")
    #expect(abs(back.depth - 1) < 1e-6 && abs(back.scale - 364.0 / 390) < 1e-5)
    #expect(back.offsetY == 52 + 14 && back.cornerRadius == 10, "offset \(back.offsetY), radius \(back.cornerRadius)")
    try Self.expectPageDrawn(shot, at: back, iconTop: iconTop)
    #expect(try Pixels.color(shot, x: 3, y: 150).r < 10, "black beside the page")

    // Mid-rise: the tray held 120 points down, the page stepped back by its share.
    let grab = Int(844 - tray) + 10
    var arguments = ["mousemove", "195", "\(grab)", "mousedown", "1"]
    for step in 1...20 { arguments += ["sleep", "0.016", "mousemove", "195", "\(grab + 6 * step)"] }
    try session.xdotool(arguments)
    try await Task.sleep(for: .milliseconds(300))
    let midShot = try session.screenshot("stack-scaled-background-mid-rise")
    let held = lastFrame(session, of: nil)
    before = session.trace.count
    try session.xdotool(["mouseup", "1"])
    let mid = try #require(held?.background)
    let share = (held?.height ?? 0) / tray
    #expect(abs(mid.depth - share) < 1e-3, "depth \(mid.depth) is the tray's share \(share)")
    #expect(mid.depth > 0.3 && mid.depth < 0.8, "partway: \(mid.depth)")
    try Self.expectPageDrawn(midShot, at: mid, iconTop: iconTop)
    _ = try await session.waitFor(after: before) { $0.event == "settled" || $0.event == "dismissed" }
  }
}
