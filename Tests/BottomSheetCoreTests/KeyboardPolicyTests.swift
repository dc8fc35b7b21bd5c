import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// A keyboard applies whenever the sheet appears or the policy changes, not only when the
/// keyboard itself changes.
@Suite("Keyboard policy")
struct KeyboardPolicyTests {
  static let container = SheetContainer(height: 800, scale: 2)

  static func sheet(_ policy: KeyboardPolicy, presented: Bool = true, initial: String = "low") -> SheetState {
    TestSheet.make(
      [
        SheetDetent(id: "low", .fraction(0.3)), SheetDetent(id: "mid", .fraction(0.5)),
        SheetDetent(id: "high", .fraction(0.9)),
      ], at: initial, in: container, presented: presented
    ) { $0.keyboardPolicy = policy }
  }

  @Test("expand: a keyboard shown before present puts the sheet at the highest detent", arguments: ["low", "mid"])
  func expandBeforePresent(_ initial: String) {
    var state = Self.sheet(.expand, presented: false, initial: initial)
    #expect(state.apply(.keyboard(height: 300), at: 0.1) == [])
    #expect(state.apply(.present, at: 0.3) == [.presented, .willSettle(target: "high", velocity: 0)])
    _ = Gestures.tick(&state, from: 0.3, to: 1.5)
    #expect(state.height == 720)
    _ = state.apply(.keyboard(height: 0), at: 1.5)
    _ = Gestures.tick(&state, from: 1.5, to: 3)
    #expect(state.detent == initial)
    #expect(state.height == (initial == "low" ? 240 : 400))
  }

  @Test("expand: a present detent chosen while hidden is where the sheet returns")
  func expandReturnsToThePresentDetent() {
    var state = Self.sheet(.expand, presented: false)
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = state.apply(.move(to: "mid", animated: true), at: 0.05)
    #expect(Gestures.targets(state.apply(.present, at: 0.1)) == ["high"])
    _ = state.apply(.keyboard(height: 0), at: 1.5)
    _ = Gestures.tick(&state, from: 1.5, to: 3)
    #expect(state.detent == "mid")
    #expect(state.height == 400)
  }

  @Test("expand: dismissed and presented again with the keyboard still up")
  func expandOnEveryPresent() {
    var state = Self.sheet(.expand)
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = Gestures.tick(&state, from: 0, to: 1.5)
    _ = state.apply(.dismiss, at: 1.5)
    _ = Gestures.tick(&state, from: 1.5, to: 3)
    #expect(state.detent == hiddenDetentID)
    #expect(Gestures.targets(state.apply(.present, at: 3)) == ["high"])
    _ = Gestures.tick(&state, from: 3, to: 5)
    #expect(state.height == 720)
  }

  @Test("lift: a keyboard shown before present lifts the sheet by its height")
  func liftBeforePresent() {
    var state = Self.sheet(.lift, presented: false)
    _ = state.apply(.keyboard(height: 300), at: 0.1)
    #expect(Gestures.targets(state.apply(.present, at: 0.3)) == ["low"])
    _ = Gestures.tick(&state, from: 0.3, to: 1.5)
    #expect(state.height == 540)
  }

  @Test("lift to expand while the keyboard shows: to the highest detent, and back when it hides")
  func liftToExpand() {
    var state = Self.sheet(.lift, initial: "mid")
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = Gestures.tick(&state, from: 0, to: 1.5)
    #expect(state.height == 700)
    #expect(Gestures.targets(state.apply(.keyboardPolicy(.expand), at: 1.5)) == ["high"])
    _ = Gestures.tick(&state, from: 1.5, to: 3)
    #expect(state.detent == "high")
    #expect(state.height == 720, "expand does not lift")
    _ = state.apply(.keyboard(height: 0), at: 3)
    _ = Gestures.tick(&state, from: 3, to: 5)
    #expect(state.detent == "mid")
    #expect(state.height == 400)
  }

  @Test("expand to lift while the keyboard shows: back to the user's detent, lifted")
  func expandToLift() {
    var state = Self.sheet(.expand, initial: "low")
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = Gestures.tick(&state, from: 0, to: 1.5)
    #expect(state.height == 720)
    _ = state.apply(.keyboardPolicy(.lift), at: 1.5)
    _ = Gestures.tick(&state, from: 1.5, to: 3)
    #expect(state.detent == "low")
    #expect(state.height == 540)
    _ = state.apply(.keyboard(height: 0), at: 3)
    _ = Gestures.tick(&state, from: 3, to: 5)
    #expect(state.height == 240)
  }

  @Test("a policy change with no keyboard, or to the same policy, moves nothing")
  func policyChangeWithoutKeyboard() {
    var state = Self.sheet(.lift)
    #expect(state.apply(.keyboardPolicy(.expand), at: 0) == [])
    #expect(state.configuration.keyboardPolicy == .expand)
    _ = state.apply(.keyboard(height: 300), at: 0.1)
    #expect(state.apply(.keyboardPolicy(.expand), at: 0.2) == [])
    #expect(state.detent == "high")
  }

  @Test(
    "a policy change to lift after the return detent left the list rests on a detent (fuzz seed 5746)")
  func liftAfterTheReturnDetentIsGone() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [.large], keyboardPolicy: .expand),
      container: SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 59), scale: 2))
    _ = state.apply(.keyboard(height: 200), at: 0.5)
    _ = state.apply(.setDetents([SheetDetent(id: "a", .points(500)), SheetDetent(id: "b", .points(700))]), at: 0.6)
    _ = Gestures.tick(&state, from: 0.6, to: 2)
    _ = state.apply(.keyboardPolicy(.lift), at: 2)
    _ = Gestures.tick(&state, from: 2, to: 4)
    #expect(state.phase == .idle)
    #expect(state.height == state.height(ofDetent: state.detent))
    #expect(state.height == 785, "b lifted by 200, at most the maximum height 785")
  }
}
