import Foundation
import Testing

extension EndToEnd {
  /// A keyboard that comes while a finger holds the search sheet (QA round two, §9): the rule is
  /// that its lift waits for the release (`BottomSheetView.keyboardHeight`), so the sheet stays
  /// under the finger; the demo's simulated keyboard follows the sheet's keyboard input
  /// (`onKeyboardChange`), so it no longer covers the held sheet, and both come at the release.
  @Suite("Keyboard during a drag")
  struct KeyboardDuringDragEndToEndTests {
    /// The simulated keyboard's grey.
    static let panel = (r: 209, g: 212, b: 219)

    @Test("a keyboard shown while the sheet is held does not cover it; at the release both come, the sheet lifted")
    func keyboardDuringADrag() async throws {
      let session = try await DemoSession(["--page", "search", "--keyboard-height", "300", "--keyboard", "lift"])
      defer { session.close() }
      // Focus the field (the keyboard shows), then Escape: the keyboard goes, the grabber has focus.
      var before = session.trace.count
      try session.click(x: 195, y: 812)
      _ = try await session.settled(after: before, following: { $0.event == "keyboard" })
      before = session.trace.count
      try session.key("Escape")
      let down = try await session.settled(after: before, following: { $0.event == "keyboard" })
      #expect(down.detent == "header")
      try await Task.sleep(for: .milliseconds(300))
      // Hold the sheet 30 points below its top edge and pull it up to y = 600; Tab gives the
      // field focus while the finger holds the sheet.
      before = session.trace.count
      try session.xdotool(["mousemove", "195", "790", "mousedown", "1"])
      for step in 1...10 {
        try session.xdotool(["mousemove", "195", "\(790 - 19 * step)", "sleep", "0.016"])
      }
      try session.key("Tab")
      try await Task.sleep(for: .milliseconds(600))
      try session.xdotool(["mousemove", "195", "598", "sleep", "0.05", "mousemove", "195", "600"])
      try await Task.sleep(for: .milliseconds(300))
      let held = try session.screenshot("keyboard-during-drag-held")
      let frame = try #require(session.lines(after: before).last { $0.isFrame })
      #expect(frame.phase == "dragging")
      let top = 844 - Int((frame.height ?? 0).rounded())
      // (30 points above the finger, less the touch slop and GTK's coalescing of the last moves.)
      #expect(top > 560 && top < 600, "the sheet's top follows the finger, just above it: \(top)")
      // Under the finger and below it, the sheet is drawn: none of the keyboard's grey.
      let covered = try Pixels.fraction(
        held, of: Self.panel, in: .init(x: 0, y: 600, width: 390, height: 240), fuzz: 2)
      #expect(covered < 0.05, "the keyboard's grey covers \(covered) of the sheet below the finger")
      // Released: the keyboard comes and lifts the sheet above it.
      try session.xdotool(["mouseup", "1"])
      let lifted = try await session.settled(after: before, following: { $0.event == "keyboard" })
      try await Task.sleep(for: .milliseconds(400))
      let after = try session.screenshot("keyboard-during-drag-released")
      #expect((lifted.height ?? 0) >= 300 + 73 - 0.5, "lifted: \(lifted.height ?? 0)")
      let keyboard = try Pixels.fraction(
        after, of: Self.panel, in: .init(x: 0, y: 560, width: 390, height: 280), fuzz: 2)
      #expect(keyboard > 0.3, "the keyboard shows after the release: \(keyboard)")
      // The sheet's edge above the keyboard's top (544).
      #expect(844 - (lifted.height ?? 0) + 73 <= 544.5)
    }
  }
}

extension EndToEnd.KeyboardDuringDragEndToEndTests {
  @Test("expand: a drag down from the top detent with the keyboard shown ends the search, and the sheet shows")
  func dragDownUnderExpandHidesTheKeyboard() async throws {
    let session = try await DemoSession(["--page", "search", "--keyboard-height", "300", "--keyboard", "expand"])
    defer { session.close() }
    var before = session.trace.count
    try session.click(x: 195, y: 844 - 28)
    let expanded = try await session.settled(after: before, following: { $0.event == "keyboard" })
    #expect(expanded.detent == "top")
    try await Task.sleep(for: .milliseconds(300))
    // A drag on the grabber from the top detent's edge (y = 101) down to the bottom.
    before = session.trace.count
    try session.drag(from: 110, to: 830, steps: 20, interval: 0.016, hold: 0.1)
    let settled = try await session.settled(after: before)
    try await Task.sleep(for: .milliseconds(700))
    let shot = try session.screenshot("keyboard-expand-drag-down")
    #expect(settled.detent != "top")
    let hidden = session.lines(after: before).last { $0.event == "keyboard" }
    #expect(hidden?.keyboardHeight == 0, "the keyboard went: \(hidden?.keyboardHeight ?? -1)")
    // The sheet's grabber is drawn at its top edge, not covered by the keyboard's grey.
    let top = 844 - Int((session.trace.last { $0.event == "settled" }?.height ?? 0).rounded())
    let grabber = try Pixels.color(shot, x: 195, y: top + 9)
    #expect(grabber.r > 150 && grabber.r < 215 && abs(grabber.r - grabber.b) < 12, "grabber at \(top + 9): \(grabber)")
    let covered = try Pixels.fraction(
      shot, of: Self.panel, in: .init(x: 0, y: 600, width: 390, height: 240), fuzz: 2)
    #expect(covered < 0.05, "the keyboard's grey covers \(covered) of the bottom")
  }
}
