import BottomSheetCore
import Testing

/// The inputs with timing of their own: a keyboard that animates, scroll phases and devices, and
/// a focused field.
@Suite("Timed inputs")
struct TimedInputTests {
  static func sheet(policy: KeyboardPolicy = .lift, content: Double = 0) -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .points(200)), SheetDetent(id: "high", .points(600))],
        initialDetent: "low", keyboardPolicy: policy),
      container: SheetContainer(height: 800), contentHeight: content)
  }

  @Test("Core Animation's curves: ease-in-out is symmetric, ease-in at half time has done 31.5 %")
  func curves() {
    #expect(abs(KeyboardAnimationCurve.easeInOut.value(at: 0.5).value - 0.5) < 1e-9)
    #expect(abs(KeyboardAnimationCurve.easeIn.value(at: 0.5).value - 0.315_357) < 1e-5)
    #expect(abs(KeyboardAnimationCurve.easeInOut.value(at: 0.25).value - 0.129_162) < 1e-5)
    #expect(KeyboardAnimationCurve.linear.value(at: 0.3).value == 0.3)
    #expect(KeyboardAnimationCurve.easeOut.value(at: 1).value == 1)
    #expect(KeyboardAnimationCurve(uiKitRawValue: 7) == .easeInOut)
    #expect(KeyboardAnimationCurve(uiKitRawValue: 3) == .linear)
  }

  @Test("a lifted sheet moves with a 0.2 s linear keyboard: 100 points up at 0.1 s, settled at 0.2 s")
  func liftFollowsTheKeyboard() {
    var state = Self.sheet()
    #expect(state.apply(.keyboard(height: 200, duration: 0.2, curve: .linear), at: 1).count == 1)
    _ = state.tick(at: 1.05)
    #expect(abs(state.height - 250) < 1e-9, "edge 200 above a keyboard 50 tall")
    _ = state.tick(at: 1.1)
    #expect(abs(state.height - 300) < 1e-9)
    #expect(state.phase == .settling)
    let end = state.tick(at: 1.2)
    #expect(end == [.settled(detent: "low", height: 400)])
    #expect(state.phase == .idle)
  }

  @Test("an ease-in-out keyboard of 300 points: a quarter of the way in time, 38.7 points up")
  func liftAlongTheCurve() {
    var state = Self.sheet()
    _ = state.apply(.keyboard(height: 300, duration: 0.25, curve: .easeInOut), at: 0)
    _ = state.tick(at: 0.0625)
    #expect(abs(state.height - (200 + 300 * 0.129_162)) < 0.01)
    _ = state.tick(at: 0.25)
    #expect(state.height == 500)
    _ = state.apply(.keyboard(height: 0, duration: 0.25, curve: .easeInOut), at: 1)
    _ = state.tick(at: 1.125)
    #expect(abs(state.height - 350) < 1e-6)
    _ = state.tick(at: 1.25)
    #expect(state.height == 200)
    #expect(state.phase == .idle)
  }

  @Test("under expand, the sheet rises to its highest detent over the keyboard's duration")
  func expandOverTheDuration() {
    var state = Self.sheet(policy: .expand)
    _ = state.apply(.keyboard(height: 300, duration: 0.3, curve: .linear), at: 0)
    _ = state.tick(at: 0.15)
    #expect(abs(state.height - 400) < 1e-9)
    #expect(state.tick(at: 0.3) == [.settled(detent: "high", height: 600)])
  }

  @Test("a keyboard step keeps the spring; a negative duration is a step with a diagnostic")
  func stepsStaySteps() {
    var state = Self.sheet()
    let events = state.apply(.keyboard(height: 200, duration: -1, curve: .linear), at: 0)
    #expect(events.contains { if case .diagnostic = $0 { true } else { false } })
    _ = state.tick(at: 0.2)
    #expect(state.phase == .settling, "the spring (0.45 s) is still moving")
  }

  @Test("a mouse's smooth scroll, which sends no end, lets go 0.1 s after its last event")
  func quietEnd() {
    var state = Self.sheet()
    for step in 1...5 {
      _ = state.apply(.scrollGesture(delta: 30, device: .mouse), at: 0.01 * Double(step))
    }
    #expect(state.phase == .dragging)
    #expect(state.height == 350)
    #expect(state.tick(at: 0.149) == [])
    #expect(state.phase == .dragging)
    let ended = state.tick(at: 0.16)
    #expect(ended.first == .willSettle(target: "low", velocity: 0), "no velocity: the device stopped")
    _ = state.tick(at: 3)
    #expect(state.detent == "low")
  }

  @Test("a touchpad's gesture holds the sheet until its end however long the fingers rest")
  func touchpadWaitsForItsEnd() {
    var state = Self.sheet()
    _ = state.apply(.scrollGesture(delta: 30), at: 0)
    _ = state.tick(at: 2)
    #expect(state.phase == .dragging)
  }

  @Test("momentum after the end begins no drag; momentum before a lost end ends the gesture")
  func momentum() {
    var state = Self.sheet()
    for step in 1...5 { _ = state.apply(.scrollGesture(delta: 30), at: 0.01 * Double(step)) }
    _ = state.apply(.scrollGestureEnd, at: 0.055)
    let settling = state
    #expect(state.apply(.scrollGesture(delta: 20, phase: .momentum), at: 0.07) == [])
    #expect(state.phase == .settling)
    var twin = settling
    _ = twin.tick(at: 0.07)
    #expect(state.height == twin.height)

    var lost = Self.sheet()
    for step in 1...5 { _ = lost.apply(.scrollGesture(delta: 30), at: 0.01 * Double(step)) }
    let events = lost.apply(.scrollGesture(delta: 20, phase: .momentum), at: 0.06)
    #expect(events.contains { if case .willSettle = $0 { true } else { false } })
    #expect(lost.phase == .settling)
  }

  @Test("a focused field 1000 points down scrolls to 744: the 300 points above a 300-point keyboard")
  func focusScrollsAboveTheKeyboard() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [SheetDetent(id: "full", .points(600))], keyboardPolicy: .expand),
      container: SheetContainer(height: 800), contentHeight: 2000)
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = state.tick(at: 2)
    #expect(state.contentViewportAboveKeyboard == 300)
    _ = state.apply(.focus(y: 1000, height: 44), at: 2)
    #expect(state.scrollOffset == 744)
    _ = state.apply(.focus(y: 100, height: 44), at: 3)
    #expect(state.scrollOffset == 100, "a field above the view scrolls to its top")
    _ = state.apply(.focus(y: 250, height: 44), at: 4)
    #expect(state.scrollOffset == 100, "a field in view does not scroll")
    _ = state.apply(.keyboard(height: 450), at: 5)
    #expect(state.scrollOffset == 144, "a taller keyboard reveals the field again: 294 − 150 above it")
    _ = state.apply(.keyboard(height: 0), at: 6)
    _ = state.apply(.keyboard(height: 300), at: 7)
    #expect(state.scrollOffset == 144, "a hidden keyboard ended the focus")
  }
}
