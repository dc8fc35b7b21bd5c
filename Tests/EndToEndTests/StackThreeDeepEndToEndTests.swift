import Foundation
import Testing

extension EndToEnd.StackEndToEndTests {
  /// Where the confirming sheet's "What Is a Recovery Phrase?" link is: 131 points below its top
  /// edge, near its left.
  static let learnMoreOffset = 131

  /// Clicks the confirming sheet's recovery-phrase link (the sheet at rest, `confirmHeight`
  /// points tall) and waits for the help sheet to settle; returns its height.
  func presentHelp(in session: DemoSession, confirmHeight: Double) async throws -> Double {
    let before = session.trace.count
    try session.click(x: 130, y: Int(844 - confirmHeight) + Self.learnMoreOffset)
    _ = try await session.waitFor(after: before) { $0.event == "presented" && $0.sheet == "help" }
    let settled = try await session.waitFor(after: before) { $0.event == "settled" && $0.sheet == "help" }
    #expect(!session.lines(after: before).contains { $0.event == "dismissed" }, "nothing below goes")
    return settled.height ?? 0
  }

  /// The last frame line of the sheet `name`d (`nil`: the tray).
  func lastFrame(_ session: DemoSession, of name: String?) -> TraceLine? {
    session.trace.last { $0.isFrame && $0.sheet == name }
  }

  /// The last `accessibleHidden` line's states, bottom first (tray, confirm, help).
  func hiddenSheets(_ session: DemoSession) -> [Bool]? {
    session.trace.last { $0.event == "accessibleHidden" }?.hiddenSheets
  }

  @Test("three deep: the tray two steps back, the confirming sheet one, the page dimmed once; Escape peels them")
  func threeDeep() async throws {
    let (session, tray) = try await presentedTray()
    defer { session.close() }
    try await Task.sleep(for: .milliseconds(200))
    let alone = try session.screenshot("stack-three-deep-tray-alone")
    let trayTop = 844 - tray
    let confirm = try await presentConfirm(in: session, trayHeight: tray)
    try await Task.sleep(for: .milliseconds(200))
    let confirmTop = 844 - confirm
    let help = try await presentHelp(in: session, confirmHeight: confirm)
    try await Task.sleep(for: .milliseconds(300))
    let shot = try session.screenshot("stack-three-deep")
    let helpTop = 844 - help
    #expect(help > 100 && help < confirm && confirm < tray, "each sheet smaller: \(tray), \(confirm), \(help)")

    // The trace: the tray two steps back (scale 1 − 32/390, 32 up), the confirming sheet one.
    let trayBack = try #require(lastFrame(session, of: nil)?.stepBack, "the tray steps back")
    #expect(abs(trayBack.depth - 2) < 1e-6)
    #expect(abs(trayBack.scale - (1 - 32.0 / 390)) < 1e-5)
    #expect(trayBack.offsetY == -32)
    #expect(abs(trayBack.card.x - 16) < 0.01 && abs(trayBack.card.width - 358) < 0.01)
    #expect(abs(trayBack.card.y - (trayTop - 32)) < 0.01)
    let confirmBack = try #require(lastFrame(session, of: "confirm")?.stepBack, "the confirming sheet steps back")
    #expect(abs(confirmBack.depth - 1) < 1e-6)
    #expect(abs(confirmBack.scale - 374.0 / 390) < 1e-5)
    #expect(abs(confirmBack.card.x - 8) < 0.01 && abs(confirmBack.card.y - (confirmTop - 16)) < 0.01)
    #expect(lastFrame(session, of: "help")?.stepBack == nil, "the top sheet stands where it is")
    // The dimming as drawn: only the top scrim draws; the two below draw none.
    #expect(lastFrame(session, of: "help")?.dimming == 0.4)
    #expect(lastFrame(session, of: "confirm")?.dimming == 0)
    #expect(lastFrame(session, of: nil)?.dimming == 0)

    // The pixels: the tray's card 16 points in on each side and 32 up, above the confirming
    // sheet's; the confirming sheet's 8 in and 16 up, above the help sheet's.
    try Self.expectCardDrawn(shot, at: trayBack, trayTop: trayTop)
    let confirmSpan = try Self.cardSpan(shot, y: Int(confirmBack.card.y) + 20)
    #expect(
      confirmSpan.map { $0.first == 8 && $0.last + 1 == 382 } == true, "confirm \(String(describing: confirmSpan))")
    // Its top edge in the strip beside the narrower tray (x 8–16), 7 points in from its
    // rounded corner (radius 14 · 0.959): the corner's curve lowers it there by 1.6 points.
    let confirmEdge = try Self.topEdge(
      shot, x: 15, from: Int(confirmBack.card.y) - 20, to: Int(confirmBack.card.y) + 10)
    #expect(
      confirmEdge.map { abs(Double($0) - confirmBack.card.y) <= 2 } == true,
      "confirm top \(String(describing: confirmEdge)) vs \(confirmBack.card.y)")
    // The help sheet's own light card, undimmed, and the one scrim's grey on the page.
    #expect(try Pixels.color(shot, x: 4, y: Int(helpTop) + 30).r > 240, "the help sheet's card")
    let page = try Pixels.color(shot, x: 30, y: 200)
    let pageAlone = try Pixels.color(alone, x: 30, y: 200)
    #expect(abs(page.r - pageAlone.r) <= 2 && abs(page.g - pageAlone.g) <= 2, "page \(page) vs \(pageAlone)")

    // Escape: only the help sheet goes; the confirming sheet comes forward, the tray to depth 1.
    var before = session.trace.count
    try session.key("Escape")
    _ = try await session.waitFor(after: before) { $0.event == "dismissed" && $0.sheet == "help" }
    try await Task.sleep(for: .milliseconds(700))
    #expect(!session.lines(after: before).contains { $0.event == "dismissed" && $0.sheet != "help" })
    #expect(lastFrame(session, of: "confirm")?.stepBack == nil, "the confirming sheet stepped forward")
    let oneBack = try #require(lastFrame(session, of: nil)?.stepBack)
    #expect(abs(oneBack.depth - 1) < 1e-6 && abs(oneBack.card.x - 8) < 0.01)
    let afterHelp = try session.screenshot("stack-three-deep-after-escape")
    try Self.expectCardDrawn(afterHelp, at: oneBack, trayTop: trayTop)
    #expect(try Pixels.color(afterHelp, x: 1, y: Int(confirmTop) + 30).r > 240, "the confirming sheet full width")
    #expect(try Pixels.color(afterHelp, x: 388, y: Int(confirmTop) + 30).r > 240)

    // Escape again: the confirming sheet goes, the tray comes forward; then the tray itself.
    before = session.trace.count
    try session.key("Escape")
    try await expectOnlyConfirmDismissed(
      session, after: before, trayTop: trayTop, screenshot: "stack-three-deep-after-second-escape")
    before = session.trace.count
    try session.key("Escape")
    _ = try await session.waitFor(after: before) { $0.event == "dismissed" && $0.sheet == nil }
  }

  @Test("GTK's accessible state: each sheet under another is hidden from assistive technologies, and shown again")
  func lowerSheetsAreHiddenFromAccessibility() async throws {
    // GTK's test accessibility backend keeps the states its AT-SPI backend serves a screen reader.
    let (session, tray) = try await presentedTray(environment: ["GTK_A11Y": "test"])
    defer { session.close() }
    #expect(hiddenSheets(session) == [false, false, false], "the tray alone is shown")
    let confirm = try await presentConfirm(in: session, trayHeight: tray)
    #expect(hiddenSheets(session) == [true, false, false], "the tray hidden under the confirming sheet")
    _ = try await presentHelp(in: session, confirmHeight: confirm)
    #expect(hiddenSheets(session) == [true, true, false], "both hidden under the help sheet")
    var before = session.trace.count
    try session.key("Escape")
    _ = try await session.waitFor(after: before) {
      $0.event == "accessibleHidden" && $0.hiddenSheets == [true, false, false]
    }
    before = session.trace.count
    try session.key("Escape")
    _ = try await session.waitFor(after: before) {
      $0.event == "accessibleHidden" && $0.hiddenSheets == [false, false, false]
    }
  }
}
