import Foundation
import Testing

extension EndToEnd {
  /// Stacked sheets (`--page tray`): the options step's Remove Wallet row presents a confirming
  /// sheet over the tray. The tray steps back behind it — drawn narrower by the core's scale about
  /// its top centre and moved up by its offset, as the tray's frame lines' `stepBack` says — and
  /// forward again as it goes; the scrims together dim the page no more than one; Escape and a
  /// click on the scrim dismiss only the confirming sheet, and nothing of the tray takes a click
  /// or keyboard focus while it is up.
  ///
  /// Measured in the screenshots' pixels: with both sheets up, the page behind is dimmed to grey
  /// 145 and the tray's card (light, under the confirming sheet's scrim) to grey 149, so the
  /// card's edges are where a row's grey leaves the page's.
  @Suite("Stacked sheets")
  struct StackEndToEndTests {
    /// Where the Remove Wallet row is: 222 points below the tray's top edge.
    static let removeWalletOffset = 222

    /// Starts the tray page (with `arguments` and `environment` besides) and presents the tray;
    /// returns the session and the tray's height.
    func presentedTray(
      _ arguments: [String] = [], environment: [String: String] = [:]
    ) async throws -> (DemoSession, Double) {
      let session = try await DemoSession(["--page", "tray"] + arguments, environment: environment)
      do {
        try await Task.sleep(for: .milliseconds(200))
        let before = session.trace.count
        try session.click(x: 195, y: 545)  // Manage Wallet
        let settled = try await session.waitFor(after: before) { $0.event == "settled" && $0.sheet == nil }
        return (session, settled.height ?? 0)
      } catch {
        session.close()
        throw error
      }
    }

    /// Clicks Remove Wallet on the tray (at rest, `trayHeight` points tall) and waits for the
    /// confirming sheet to settle; returns its height.
    func presentConfirm(in session: DemoSession, trayHeight: Double) async throws -> Double {
      let before = session.trace.count
      try session.click(x: 195, y: Int(844 - trayHeight) + Self.removeWalletOffset)
      _ = try await session.waitFor(after: before) { $0.event == "presented" && $0.sheet == "confirm" }
      let settled = try await session.waitFor(after: before) { $0.event == "settled" && $0.sheet == "confirm" }
      #expect(!session.lines(after: before).contains { $0.event == "step" }, "the tray's step stays")
      return settled.height ?? 0
    }

    /// The tray's last frame line (the page's own sheet, not the confirming one).
    func lastTrayFrame(_ session: DemoSession) -> TraceLine? {
      session.trace.last { $0.isFrame && $0.sheet == nil }
    }

    /// The first and last x of row `y` whose grey differs by more than 2 levels from the grey at
    /// the row's own ends (the dimmed page on both sides of a stepped-back card), or nil.
    static func cardSpan(_ shot: String, y: Int) throws -> (first: Int, last: Int)? {
      let row = try Pixels.greys(shot, in: .init(x: 0, y: y, width: 390, height: 1))[0]
      guard let first = row.firstIndex(where: { abs($0 - row[0]) > 2 }),
        let last = row.lastIndex(where: { abs($0 - row[389]) > 2 })
      else { return nil }
      return (first, last)
    }

    /// The first y of column `x`, from `from` down to `to`, whose grey differs by more than
    /// `levels` (2 unless given) from the grey at `from`: a card's top edge over the dimmed page.
    static func topEdge(_ shot: String, x: Int, from: Int, to: Int, levels: Double = 2) throws -> Int? {
      let column = try Pixels.greys(shot, in: .init(x: x, y: from, width: 1, height: to - from)).map { $0[0] }
      return column.firstIndex { abs($0 - column[0]) > levels }.map { from + $0 }
    }

    /// Checks, in `shot`, the tray's card drawn where the step-back puts it: its left and right
    /// edges on a row 24 points below its top, and its top edge at x = 30.
    static func expectCardDrawn(_ shot: String, at back: TraceLine.StepBack, trayTop: Double) throws {
      let span = try cardSpan(shot, y: Int(back.card.y) + 24)
      let right = back.card.x + back.card.width
      #expect(
        span.map { abs(Double($0.first) - back.card.x) <= 1 } == true,
        "left edge \(String(describing: span)) vs \(back.card.x)")
      #expect(
        span.map { abs(Double($0.last + 1) - right) <= 1 } == true, "right edge \(String(describing: span)) vs \(right)"
      )
      let top = try topEdge(shot, x: 30, from: Int(trayTop) - 40, to: Int(trayTop) + 10)
      #expect(
        top.map { abs(Double($0) - back.card.y) <= 1 } == true, "top edge \(String(describing: top)) vs \(back.card.y)")
    }

    @Test("at rest: the tray drawn narrower and higher by the core's step-back, the page dimmed once")
    func stackedTrayAtRest() async throws {
      let (session, tray) = try await presentedTray()
      defer { session.close() }
      try await Task.sleep(for: .milliseconds(200))
      let alone = try session.screenshot("stack-tray-alone")
      let trayTop = 844 - tray
      // Alone, the tray's card is full width: light from edge to edge.
      #expect(try Pixels.color(alone, x: 1, y: Int(trayTop) + 24).r > 240)
      let confirm = try await presentConfirm(in: session, trayHeight: tray)
      try await Task.sleep(for: .milliseconds(300))
      let shot = try session.screenshot("stack-confirm-at-rest")
      let back = try #require(lastTrayFrame(session)?.stepBack, "the tray's frames report a step-back")
      // The core's numbers in a 390-point window: one step back.
      #expect(abs(back.depth - 1) < 1e-6)
      #expect(abs(back.scale - 374.0 / 390) < 1e-5)
      #expect(back.offsetY == -16)
      #expect(abs(back.card.x - 8) < 0.01 && abs(back.card.width - 374) < 0.01)
      #expect(abs(back.card.y - (trayTop - 16)) < 0.01)
      // The pixels: the card's left, right and top edges where the trace says.
      try Self.expectCardDrawn(shot, at: back, trayTop: trayTop)
      // The confirming sheet above it: its own light card, undimmed, from its top edge down.
      let confirmTop = Int(844 - confirm)
      #expect(confirm > 100 && confirm < tray, "a small fitted sheet: \(confirm)")
      #expect(try Pixels.color(shot, x: 4, y: confirmTop + 30).r > 240, "the confirming sheet's card")
      #expect(try Pixels.color(shot, x: 4, y: confirmTop - 8).r < 160, "the stepped tray's dimmed card above it")
      // Scrims that do not double-dim: the page is as dark as under the tray alone (grey 145, the
      // 0.4 scrim), not darker (0.64 compounded would be about 87).
      let page = try Pixels.color(shot, x: 30, y: 200)
      let pageAlone = try Pixels.color(alone, x: 30, y: 200)
      #expect(abs(page.r - pageAlone.r) <= 2 && abs(page.g - pageAlone.g) <= 2, "page \(page) vs \(pageAlone)")
      #expect(pageAlone.r < 170, "the tray's scrim dims the page: \(pageAlone)")
    }

    @Test("mid-rise: the confirming sheet held halfway down, the tray's scale in between")
    func stackedTrayMidRise() async throws {
      let (session, tray) = try await presentedTray()
      defer { session.close() }
      let confirm = try await presentConfirm(in: session, trayHeight: tray)
      try await Task.sleep(for: .milliseconds(200))
      // Press on the confirming sheet and drag it 90 points down, slowly, and hold it there.
      let grab = Int(844 - confirm) + 40
      var arguments = ["mousemove", "195", "\(grab)", "mousedown", "1"]
      for step in 1...15 { arguments += ["sleep", "0.016", "mousemove", "195", "\(grab + 6 * step)"] }
      try session.xdotool(arguments)
      try await Task.sleep(for: .milliseconds(300))
      let shot = try session.screenshot("stack-confirm-mid-rise")
      let frame = lastTrayFrame(session)
      let held = session.trace.last { $0.isFrame && $0.sheet == "confirm" }
      try session.xdotool(["mouseup", "1"])
      let back = try #require(frame?.stepBack, "the tray's frames report a step-back")
      let share = (held?.height ?? 0) / confirm
      #expect(abs(back.depth - share) < 1e-3, "depth \(back.depth) is the confirming sheet's share \(share)")
      #expect(back.depth > 0.3 && back.depth < 0.8, "halfway: \(back.depth)")
      #expect(back.scale > 374.0 / 390 + 0.005 && back.scale < 0.995, "scale in between: \(back.scale)")
      #expect(back.card.x > 1 && back.card.x < 7)
      try Self.expectCardDrawn(shot, at: back, trayTop: 844 - tray)
      // Released held still, it comes back, and the tray steps back a whole step again.
      let before = session.trace.count
      let settled = try await session.waitFor(after: before) { $0.event == "settled" && $0.sheet == "confirm" }
      #expect(settled.detent == "fitted")
      #expect(lastTrayFrame(session)?.stepBack.map { abs($0.depth - 1) < 1e-6 } == true)
    }

    /// Waits for the confirming sheet's `dismissed` and for it to slide away; checks the tray
    /// stayed presented, on its options step, and is drawn full width again.
    func expectOnlyConfirmDismissed(
      _ session: DemoSession, after before: Int, trayTop: Double, screenshot: String
    ) async throws {
      _ = try await session.waitFor(after: before) { $0.event == "dismissed" && $0.sheet == "confirm" }
      try await Task.sleep(for: .milliseconds(700))
      let lines = session.lines(after: before)
      #expect(!lines.contains { $0.event == "dismissed" && $0.sheet == nil }, "the tray stays")
      #expect(!lines.contains { $0.event == "step" || $0.event == "backgroundClick" })
      let frame = lastTrayFrame(session)
      #expect(frame?.stepBack == nil, "the tray stepped forward: \(String(describing: frame?.stepBack))")
      #expect(frame?.detent == "fitted")
      let shot = try session.screenshot(screenshot)
      let row = Int(trayTop) + 24
      #expect(try Pixels.color(shot, x: 1, y: row).r > 240, "full width again at the left")
      #expect(try Pixels.color(shot, x: 388, y: row).r > 240, "full width again at the right")
    }

    @Test("Escape and a click on the scrim dismiss only the confirming sheet; the tray comes forward")
    func escapeAndScrimDismissOnlyTheTop() async throws {
      let (session, tray) = try await presentedTray()
      defer { session.close() }
      _ = try await presentConfirm(in: session, trayHeight: tray)
      try await Task.sleep(for: .milliseconds(200))
      var before = session.trace.count
      try session.key("Escape")
      try await expectOnlyConfirmDismissed(
        session, after: before, trayTop: 844 - tray, screenshot: "stack-after-escape")
      // Again, dismissed by a click on its scrim, over the page (once GTK's double-click time has
      // passed since it appeared).
      _ = try await presentConfirm(in: session, trayHeight: tray)
      try await Task.sleep(for: .milliseconds(500))
      before = session.trace.count
      try session.click(x: 195, y: 300)
      try await expectOnlyConfirmDismissed(
        session, after: before, trayTop: 844 - tray, screenshot: "stack-after-scrim-tap")
      // The tray is the top sheet again: Escape now dismisses it.
      before = session.trace.count
      try session.key("Escape")
      _ = try await session.waitFor(after: before) { $0.event == "dismissed" && $0.sheet == nil }
    }

    @Test("while the confirming sheet is up, the tray takes no click and no keyboard focus")
    func theTrayIsInert() async throws {
      let (session, tray) = try await presentedTray()
      defer { session.close() }
      let confirm = try await presentConfirm(in: session, trayHeight: tray)
      try await Task.sleep(for: .milliseconds(500))
      // Tab through more widgets than the confirming sheet holds: focus stays in it.
      var before = session.trace.count
      try session.xdotool(["key", "--delay", "120", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"])
      try await Task.sleep(for: .milliseconds(200))
      let focus = session.lines(after: before).filter { $0.event == "focus" && $0.widget != nil }
      #expect(!focus.isEmpty)
      for line in focus {
        #expect((line.bounds?.y ?? 0) >= 844 - confirm - 1, "focus left the confirming sheet: \(line.widget ?? "")")
      }
      // A click on the tray's title where it is drawn, stepped back (the confirming sheet covers
      // its rows): the press is the confirming sheet's scrim's (it dismisses it), and the tray
      // never hears of it. (The confirming sheet's modality alone already shuts the tray off
      // here; that the tray is inert by the stack's rule, `lowerSheetsAreHiddenFromAccessibility`
      // checks in GTK's accessible state.)
      let back = try #require(lastTrayFrame(session)?.stepBack)
      let row = Int(back.card.y + 36 * back.scale)
      #expect(row < Int(844 - confirm) - 10, "the title shows above the confirming sheet")
      before = session.trace.count
      try session.click(x: 195, y: row)
      try await expectOnlyConfirmDismissed(
        session, after: before, trayTop: 844 - tray, screenshot: "stack-click-on-stepped-tray")
      #expect(!session.lines(after: before).contains { $0.event == "tapped" && $0.sheet == nil })
    }

    @Test("Remove removes the wallet and the tray shows the done step")
    func removeGoesOnToDone() async throws {
      let (session, tray) = try await presentedTray()
      defer { session.close() }
      _ = try await presentConfirm(in: session, trayHeight: tray)
      try await Task.sleep(for: .milliseconds(200))
      let before = session.trace.count
      try session.click(x: 283, y: 796)  // Remove
      _ = try await session.waitFor(after: before) { $0.event == "step" && $0.step == "done" }
      _ = try await session.waitFor(after: before) { $0.event == "dismissed" && $0.sheet == "confirm" }
      let done = try await session.waitFor(after: before) {
        $0.event == "settled" && $0.sheet == nil && ($0.height ?? tray) < tray - 20
      }
      try await Task.sleep(for: .milliseconds(200))
      try session.screenshot("stack-removed-done")
      #expect(lastTrayFrame(session)?.stepBack == nil)
      #expect(!session.lines(after: before).contains { $0.event == "dismissed" && $0.sheet == nil })
      #expect((done.height ?? 0) > 50)
    }
  }
}
