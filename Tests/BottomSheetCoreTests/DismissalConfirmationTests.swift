import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// A dismissal that asks: the user's attempts and the app's answers, under each mode.
@Suite("Dismissal confirmation")
struct DismissalConfirmationTests {
  /// 200, 400 and 700 points in an 800-point container at 2×, dismissible, Reduce Motion off.
  static func sheet(_ confirmation: DismissalConfirmation, at initial: String = "mid") -> SheetState {
    TestSheet.make(TestSheet.points(["low": 200, "mid": 400, "high": 700]), at: initial) {
      $0.allowsDismissal = true
      $0.dismissalConfirmation = confirmation
    }
  }

  /// A downward flick from the sheet's top edge: 2,000 pt/s.
  static func flickDown(_ state: inout SheetState, at start: Double) -> [SheetEvent] {
    let y = state.topEdge + 10
    var events = state.apply(.touchDown(y: y), at: start)
    for step in 1...5 { events += state.apply(.touchMove(y: y + 20 * Double(step)), at: start + 0.01 * Double(step)) }
    events += state.apply(.touchUp(y: y + 100), at: start + 0.05)
    return events + Gestures.tick(&state, from: start + 0.06, to: start + 3)
  }

  @Test("ask first: a flick toward hidden springs back to the lowest detent and asks; yes dismisses")
  func askFirstFlick() {
    var state = Self.sheet(.askFirst)
    let events = Self.flickDown(&state, at: 0)
    #expect(events.contains(.dismissAttempted(from: "mid")))
    #expect(Gestures.targets(events) == ["low"])
    #expect(state.isPresented)
    #expect(state.height == 200)
    #expect(state.dismissalAwaitingAnswer == "mid")
    let answered = state.apply(.answerDismissal(true), at: 4)
    #expect(Gestures.targets(answered) == [hiddenDetentID])
    _ = state.tick(at: 8)
    #expect(!state.isPresented)
    #expect(state.height == 0)
  }

  @Test("ask first: no changes nothing; a second answer is ignored with a diagnostic")
  func askFirstDeclined() {
    var state = Self.sheet(.askFirst)
    _ = Self.flickDown(&state, at: 0)
    #expect(state.apply(.answerDismissal(false), at: 4).isEmpty)
    #expect(state.height == 200)
    let again = state.apply(.answerDismissal(true), at: 5)
    #expect(again.count == 1)
    #expect(state.isPresented)
  }

  @Test("ask after: the sheet goes; no presents it again at the detent it left")
  func askAfterDeclined() {
    var state = Self.sheet(.askAfter, at: "high")
    let events = Self.flickDown(&state, at: 0)
    #expect(events.contains(.dismissAttempted(from: "high")))
    #expect(events.contains(.dismissed))
    #expect(!state.isPresented)
    let answered = state.apply(.answerDismissal(false), at: 4) + Gestures.tick(&state, from: 4, to: 7)
    #expect(answered.first == .presented)
    #expect(Gestures.settled(answered) == ["high@700.0"])
  }

  @Test("ask after: yes changes nothing")
  func askAfterConfirmed() {
    var state = Self.sheet(.askAfter)
    _ = Self.flickDown(&state, at: 0)
    #expect(state.apply(.answerDismissal(true), at: 4).isEmpty)
    #expect(!state.isPresented)
  }

  @Test("scrim tap and Escape ask; under ask first the sheet stays where it rests")
  func scrimAndEscape() {
    for input in [SheetInput.scrimTap, .escape] {
      var first = Self.sheet(.askFirst, at: "high")
      #expect(first.apply(input, at: 1) == [.dismissAttempted(from: "high")])
      #expect(first.height == 700)
      var after = Self.sheet(.askAfter, at: "high")
      let events = after.apply(input, at: 1)
      #expect(events.first == .dismissAttempted(from: "high"))
      #expect(Gestures.targets(events) == [hiddenDetentID])
    }
  }

  @Test("a programmatic dismissal is never asked, and ends a wait")
  func programmatic() {
    var state = Self.sheet(.askFirst)
    _ = state.apply(.escape, at: 0)
    #expect(state.dismissalAwaitingAnswer == "mid")
    let events = state.apply(.dismiss, at: 1)
    #expect(!events.contains(.dismissAttempted(from: "mid")))
    #expect(state.dismissalAwaitingAnswer == nil)
    #expect(!state.isPresented)
  }
}
