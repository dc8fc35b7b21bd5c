import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The live target: the detent a release now would settle on, reported once per change.
@Suite("Live target")
struct LiveTargetTests {
  /// 200, 400 and 700 points in an 800-point container at 2×, the live target on.
  static func sheet(dismissible: Bool = false, confirmation: DismissalConfirmation = .off) -> SheetState {
    TestSheet.make(TestSheet.points(["low": 200, "mid": 400, "high": 700]), at: "low") {
      $0.reportsLiveTarget = true
      $0.allowsDismissal = dismissible
      $0.dismissalConfirmation = confirmation
    }
  }

  static func targets(_ events: [SheetEvent]) -> [String] {
    events.compactMap { if case .targetChanged(let target) = $0 { target } else { nil } }
  }

  @Test("a slow drag up reports each detent it would settle on, once, and the release agrees")
  func slowDrag() {
    var state = Self.sheet()
    var events = state.apply(.touchDown(y: 610), at: 0)
    #expect(state.liveTarget == "low")
    // 10 points per 0.1 s (100 pt/s: a 50-point projection) up to a 580-point sheet.
    for step in 1...38 { events += state.apply(.touchMove(y: 610 - 10 * Double(step)), at: 0.1 * Double(step)) }
    // Nearest detent to height + 0.499 × 100: above 300 − 50 → mid; above 550 − 50 → high.
    #expect(Self.targets(events) == ["mid", "high"])
    #expect(state.liveTarget == "high")
    events = state.apply(.touchUp(y: 230), at: 3.9)
    #expect(Gestures.targets(events) == ["high"])
    #expect(state.liveTarget == nil)
  }

  @Test("the live target changes where the projection crosses a midpoint")
  func changePoint() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(y: 610), at: 0)
    // Held still at 290 points (height 300 = midpoint of low and mid is 300): the nearest is low.
    _ = state.apply(.touchMove(y: 510), at: 0.5)
    _ = state.apply(.touchMove(y: 510), at: 0.8)
    #expect(state.liveTarget == "low", "held at 290, no velocity: 290 < 300")
    let events = state.apply(.touchMove(y: 509), at: 0.9)
    #expect(state.height == 301)
    #expect(Self.targets(events) == ["mid"])
  }

  @Test("a flick reports the detent its projection reaches before it lifts")
  func flick() {
    var state = Self.sheet()
    var events = state.apply(.touchDown(y: 610), at: 0)
    for step in 1...4 { events += state.apply(.touchMove(y: 610 - 20 * Double(step)), at: 0.01 * Double(step)) }
    // 2,000 pt/s upward from 280: projected 280 + 998 → high.
    #expect(Self.targets(events).last == "high")
    events = state.apply(.touchUp(y: 530), at: 0.05)
    #expect(Gestures.targets(events) == ["high"])
  }

  @Test("toward hidden: 'hidden', or under ask first the lowest detent, as the release says")
  func towardHidden() {
    for (confirmation, expected) in [(DismissalConfirmation.off, hiddenDetentID), (.askFirst, "low")] {
      var state = Self.sheet(dismissible: true, confirmation: confirmation)
      var events = state.apply(.touchDown(y: 610), at: 0)
      events += state.apply(.touchMove(y: 700), at: 0.3)
      events += state.apply(.touchMove(y: 760), at: 0.6)
      events += state.apply(.touchMove(y: 760), at: 0.9)
      #expect(state.liveTarget == expected, "\(confirmation)")
      events = state.apply(.touchUp(y: 760), at: 0.9)
      #expect(Gestures.targets(events) == [expected], "\(confirmation)")
    }
  }

  @Test("off by default: no event, no read")
  func offByDefault() {
    var state = TestSheet.make(TestSheet.points(["low": 200, "mid": 400]))
    var events = state.apply(.touchDown(y: 610), at: 0)
    events += state.apply(.touchMove(y: 400), at: 0.1)
    #expect(Self.targets(events).isEmpty)
    #expect(state.liveTarget == nil)
  }
}
