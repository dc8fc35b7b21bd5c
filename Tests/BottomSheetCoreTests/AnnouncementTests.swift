import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// When the core tells a screen reader where the sheet came to rest (`SheetEvent.announce`):
/// after the user's drag, step or control, at a detent other than the last rest; never after the
/// app's own moves.
@Suite("Announcements")
struct AnnouncementTests {
  /// 200, 400 and 700 points in an 800-point container at 2×.
  static func sheet(
    at initial: String = "low", dismissible: Bool = false, reduceMotion: Bool = false,
    names: [String: String] = [:]
  ) -> SheetState {
    TestSheet.make(TestSheet.points(["low": 200, "mid": 400, "high": 700]), at: initial) {
      $0.allowsDismissal = dismissible
      $0.reduceMotion = reduceMotion
      $0.accessibilityNames = names
    }
  }

  static func announced(_ events: [SheetEvent]) -> [String] {
    events.compactMap { event in
      guard case .announce(let detent, let position, let count) = event else { return nil }
      return "\(detent) \(position)/\(count)"
    }
  }

  @Test("a drag that rests at a new detent announces it right after its settled, 2 of 3")
  func dragToANewDetent() {
    var state = Self.sheet()
    // From the top edge at 600 up 210 points, held: released at 410 points, nearest mid (400).
    let events = Gestures.dragAndSettle(&state, by: -210, at: 0)
    #expect(state.detent == "mid")
    #expect(Self.announced(events) == ["mid 2/3"])
    let settled = events.firstIndex(of: .settled(detent: "mid", height: 400))
    #expect(settled.map { events[$0 + 1] } == .announce(detent: "mid", position: 2, count: 3))
    #expect(state.announcement(detent: "mid", position: 2, count: 3) == "Sheet at middle, 2 of 3")
  }

  @Test("a drag that springs back to where it was, or ends on the content, announces nothing")
  func dragBackSaysNothing() {
    var state = Self.sheet(at: "mid")
    // 40 points down, held: released at 360, nearest mid again.
    let events = Gestures.dragAndSettle(&state, by: 40, at: 0)
    #expect(Gestures.settled(events) == ["mid@400.0"])
    #expect(Self.announced(events).isEmpty)
  }

  @Test("accessibility steps and grabber keys announce each new rest; a step at the top does nothing")
  func stepsAndKeys() {
    var state = Self.sheet(reduceMotion: true, names: ["high": "full"])
    #expect(Self.announced(state.apply(.accessibilityIncrement, at: 0)) == ["mid 2/3"])
    #expect(Self.announced(state.apply(.grabberKey(.home), at: 1)) == ["high 3/3"])
    #expect(state.announcement(detent: "high", position: 3, count: 3) == "Sheet at full, 3 of 3")
    #expect(state.apply(.accessibilityIncrement, at: 2).isEmpty)
    #expect(Self.announced(state.apply(.grabberTap, at: 3)) == ["low 1/3"])
    #expect(state.announcement(detent: "low", position: 1, count: 3) == "Sheet at bottom, 1 of 3")
  }

  @Test("the app's moves, presentation and re-layouts are silent; the user's next step counts from there")
  func appMovesAreSilent() {
    var state = Self.sheet(dismissible: true, reduceMotion: true)
    #expect(Self.announced(state.apply(.move(to: "high", animated: true), at: 0)).isEmpty)
    #expect(Self.announced(state.apply(.resize(SheetContainer(height: 600, scale: 2)), at: 1)).isEmpty)
    #expect(Self.announced(state.apply(.dismiss, at: 2)).isEmpty)
    #expect(Self.announced(state.apply(.present, at: 3)).isEmpty)
    #expect(state.detent == "low")
    // The app put the sheet at low, so a step up to mid is news.
    #expect(Self.announced(state.apply(.accessibilityIncrement, at: 4)) == ["mid 2/3"])
    #expect(Self.announced(state.apply(.move(to: "low", animated: false), at: 5)).isEmpty)
    #expect(Self.announced(state.apply(.accessibilityIncrement, at: 6)) == ["mid 2/3"])
  }

  @Test("a user's step that the app's move overtakes is not announced")
  func overtakenStep() {
    var state = Self.sheet()
    _ = state.apply(.accessibilityIncrement, at: 0)
    #expect(state.phase == .settling)
    var events = state.apply(.move(to: "high", animated: true), at: 0.1)
    events += Gestures.tick(&state, from: 0.1, to: 3)
    #expect(Gestures.settled(events) == ["high@700.0"])
    #expect(Self.announced(events).isEmpty)
  }

  @Test("a user's dismissal says nothing, and neither does the app's present after it")
  func dismissalIsSilent() {
    var state = Self.sheet(dismissible: true, reduceMotion: true)
    var events = state.apply(.escape, at: 0)
    events += state.apply(.present, at: 1)
    #expect(events.contains(.dismissed))
    #expect(Self.announced(events).isEmpty)
    #expect(state.restingDetent == "low")
  }

  @Test("coincident detents are one position, as the grabber's value counts them: 2 of 3")
  func coincidentDetents() {
    var state = TestSheet.make(TestSheet.points(["low": 200, "fit": 400, "mid": 400, "high": 700])) {
      $0.reduceMotion = true
    }
    #expect(Self.announced(state.apply(.accessibilityIncrement, at: 0)) == ["fit 2/3"])
  }

  @Test("a restored sheet counts its restored detent as its last rest")
  func restoredSheet() {
    let configuration = SheetConfiguration(
      detents: TestSheet.points(["low": 200, "mid": 400, "high": 700]), reduceMotion: true)
    var state = SheetState(
      configuration: configuration, container: TestSheet.container,
      restoring: SheetSnapshot(detent: "high", isPresented: true, scrollOffset: 0))
    #expect(state.restingDetent == "high")
    #expect(Self.announced(state.apply(.grabberKey(.home), at: 0)).isEmpty)
    #expect(Self.announced(state.apply(.grabberKey(.down), at: 1)) == ["mid 2/3"])
  }

  @Test(
    "a detent without a name is named by its place",
    arguments: [
      (1, 3, "bottom"), (2, 3, "middle"), (3, 3, "top"), (1, 1, "top"), (2, 4, "middle"), (3, 4, "middle"),
      (1, 2, "bottom"),
    ])
  func placeNames(position: Int, count: Int, expected: String) {
    #expect(SheetAccessibilityPlace(position: position, count: count).rawValue == expected)
  }

  @Test("which inputs are the user's: touches, wheel, steps, controls; not moves or re-layouts")
  func usersInputs() {
    let users = SheetInput.Kind.allCases.filter(\.isUsers).map(\.rawValue)
    #expect(
      users == [
        "touchDown", "touchMove", "touchUp", "touchCancel", "regionScroll", "accessibilityIncrement",
        "accessibilityDecrement",
        "wheel", "scrollGesture", "scrollGestureEnd", "scrimTap", "escape", "grabberTap", "grabberKey",
      ])
  }
}

/// The named actions a screen reader offers on the sheet, and the inputs they send.
@Suite("Accessibility actions")
struct AccessibilityActionTests {
  static func names(_ state: SheetState) -> [String] { state.accessibilityActions.map(state.accessibilityName(of:)) }

  @Test("at the middle of three: expand to top, collapse to bottom, and dismiss when allowed")
  func middle() {
    var state = AnnouncementTests.sheet(at: "mid", dismissible: true, reduceMotion: true)
    #expect(Self.names(state) == ["Expand to top", "Collapse to bottom", "Dismiss"])
    #expect(state.accessibilityActions.map(\.input) == [.accessibilityIncrement, .accessibilityDecrement, .escape])
    let expand = state.accessibilityActions.first
    #expect(expand?.target?.detent == "high" && expand?.target?.position == 3 && expand?.target?.count == 3)
    _ = state.apply(.configure(SheetConfiguration(detents: state.configuration.detents, reduceMotion: true)), at: 0)
    #expect(Self.names(state) == ["Expand to top", "Collapse to bottom"], "not dismissible")
  }

  @Test("at the ends, only the way that exists; named by the app's names; none while hidden or held")
  func endsAndNames() {
    var state = AnnouncementTests.sheet(at: "low", reduceMotion: true, names: ["mid": "half"])
    #expect(Self.names(state) == ["Expand to half"])
    _ = state.apply(.accessibilityIncrement, at: 0)
    _ = state.apply(.accessibilityIncrement, at: 1)
    #expect(Self.names(state) == ["Collapse to half"])
    _ = state.apply(.touchDown(y: 110), at: 2)
    _ = state.apply(.touchMove(y: 150), at: 2.1)
    #expect(state.phase == .dragging)
    #expect(state.accessibilityActions.isEmpty)
    let hidden = TestSheet.make(TestSheet.points(["low": 200, "high": 700]), presented: false)
    #expect(hidden.accessibilityActions.isEmpty)
  }

  @Test("coincident detents are one stop: from low, expand goes to the first of them, 2 of 3")
  func coincident() {
    let state = TestSheet.make(TestSheet.points(["low": 200, "fit": 400, "mid": 400, "high": 700]))
    let expand = state.accessibilityActions.first
    #expect(expand?.kind == .expand && expand?.target?.detent == "fit" && expand?.target?.position == 2)
  }
}
