import Foundation
import Testing

extension EndToEnd {
  /// The wallet tray with a footer (`--page tray --footer`): a bar with a note and a Close button
  /// pinned to the tray's visible bottom, part of its fitted height.
  @Suite("Footer")
  struct FooterEndToEndTests {
    /// The footer's background colour (the demo's `.tray-footer`).
    static let footerColour = (r: 236, g: 242, b: 255)
    /// The tray's surface colour (the sheet's CSS).
    static let sheetColour = (r: 248, g: 248, b: 250)

    @Test("the tray's footer is drawn on its visible bottom, in its fitted height, through a drag")
    func trayFooter() async throws {
      let session = try await DemoSession(["--page", "tray", "--footer"])
      defer { session.close() }
      try await Task.sleep(for: .milliseconds(200))
      var before = session.trace.count
      try session.click(x: 195, y: 545)  // Manage Wallet
      let settled = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(200))
      let presenting = session.lines(after: before)
      let frame = try #require(presenting.last { $0.isFrame }, "no frame")
      let footer = try #require(frame.footer, "no footer in the frame")
      let height = try #require(settled.height)
      // The fitted tray is header + content + footer (GTK measured each), rounded up.
      let fitted = ((frame.headerHeight ?? 0) + (frame.contentHeight ?? 0) + footer.height).rounded(.up)
      #expect(abs(height - fitted) < 0.5, "tray \(height), header + content + footer \(fitted)")
      #expect(footer.height > 40, "footer \(footer.height) tall")
      // On the window's bottom edge (no safe area on the desktop), across the card.
      #expect(abs(footer.y + footer.height - 844) < 0.5, "footer bottom \(footer.y + footer.height)")
      #expect(footer.x == 0 && footer.width == 390)
      // GTK drew the footer widget where the plan puts it, and it came up with the tray: it rode
      // the card's top edge while the tray rose from below the window.
      let drawn = presenting.filter { $0.event == "drawn" }.compactMap(\.bounds)
      let last = try #require(drawn.last, "no drawn line for the footer")
      #expect(abs(last.y - footer.y) < 1 && abs(last.height - footer.height) < 1, "drawn \(last), plan \(footer)")
      #expect(drawn.contains { $0.y > footer.y + 20 }, "the footer rode up with the tray: \(drawn.map(\.y))")
      let shot = try session.screenshot("tray-footer")
      // Its colour fills the strip left of the note; above it is the tray's own surface.
      let strip = Pixels.Region(x: 4, y: Int(footer.y) + 6, width: 14, height: Int(footer.height) - 12)
      #expect(try Pixels.fraction(shot, of: Self.footerColour, in: strip, fuzz: 3) > 0.9, "footer strip \(strip)")
      let above = Pixels.Region(x: 4, y: Int(footer.y) - 14, width: 14, height: 10)
      #expect(try Pixels.fraction(shot, of: Self.sheetColour, in: above, fuzz: 3) > 0.9, "above the footer \(above)")

      // A drag on the footer moves the tray (a handle, as the header is), and the footer stays on
      // the visible bottom while the card slides down below the window's edge. (The pointer stops
      // at the screen's last row, 843: the drag takes the tray down about 50 points.)
      before = session.trace.count
      let y = Int(footer.y + 12)
      try session.drag(x: 12, from: y, to: 843, steps: 12, hold: 0.4)
      _ = try await session.settled(after: before)
      let dragged = session.lines(after: before)
      #expect(dragged.contains { $0.event == "dragBegan" }, "the footer drags the sheet")
      let low = dragged.filter { $0.isFrame && $0.phase == "dragging" && ($0.height ?? height) < height - 30 }
      #expect(!low.isEmpty, "the tray went down under the finger: \(dragged.compactMap(\.height))")
      for line in low {
        #expect(abs((line.footer?.y ?? 0) - footer.y) < 0.5, "footer at \(line.footer?.y ?? -1) at \(line.height ?? 0)")
      }
      let after = dragged.filter { $0.event == "drawn" }.compactMap(\.bounds)
      #expect(after.allSatisfy { abs($0.y - footer.y) < 1 }, "drawn during the drag: \(after.map(\.y))")
    }

    @Test("the footer's Close button takes a click and dismisses the tray")
    func closeButton() async throws {
      let session = try await DemoSession(["--page", "tray", "--footer"])
      defer { session.close() }
      try await Task.sleep(for: .milliseconds(200))
      var before = session.trace.count
      try session.click(x: 195, y: 545)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(200))
      let footer = try #require(session.trace.last { $0.footer != nil }?.footer)
      before = session.trace.count
      // The Close button is at the footer's trailing end, 24 points in.
      try session.click(x: 330, y: Int(footer.y + footer.height / 2))
      _ = try await session.waitFor(after: before) { $0.event == "dismissed" }
      #expect(!session.lines(after: before).contains { $0.event == "dragBegan" }, "a click is no drag")
    }
  }
}
