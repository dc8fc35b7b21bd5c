import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The session: state and recorder applied together, and a live sheet's reconfiguration — inputs
/// at once for what the core takes as inputs, a rebuild at rest for the rest.
@Suite("Sheet session")
struct SheetSessionTests {
  static let container = SheetContainer(
    height: 800, width: 390, safeArea: SafeAreaInsets(top: 40, bottom: 30), scale: 2)
  static let configuration = SheetConfiguration(
    detents: TestSheet.points(["low": 200, "mid": 400, "high": 700]), initialDetent: "mid", spring: .sheet)

  static func session(records: Bool = false) -> SheetSession {
    SheetSession(
      configuration: configuration, container: container, headerHeight: 50, contentHeight: 2000, time: 1,
      records: records)
  }

  @Test("detents, Reduce Motion and the keyboard policy apply at once, even mid-drag")
  func inputsApplyAtOnce() {
    var session = Self.session()
    _ = session.apply(.touchDown(y: 420), at: 1.1)
    _ = session.apply(.touchMove(y: 380), at: 1.15)
    #expect(session.state.phase == .dragging)
    var changed = Self.configuration
    changed.detents = TestSheet.points(["low": 200, "mid": 450, "high": 700])
    changed.reduceMotion = true
    changed.keyboardPolicy = .expand
    _ = session.reconfigure(changed)
    #expect(session.pendingConfiguration == nil)
    #expect(session.generation == 0, "no rebuild")
    #expect(session.state.detents.map(\.height) == [200, 450, 700])
    #expect(session.state.configuration.reduceMotion)
    #expect(session.state.configuration.keyboardPolicy == .expand)
    #expect(session.state.phase == .dragging, "the drag goes on")
  }

  @Test("detents apply mid-drag even while a new spring waits for the rest")
  func detentsDoNotWaitForTheSpring() {
    var session = Self.session()
    _ = session.apply(.touchDown(y: 420), at: 1.1)
    _ = session.apply(.touchMove(y: 380), at: 1.15)
    var changed = Self.configuration
    changed.detents = TestSheet.points(["low": 200, "mid": 450, "high": 700])
    changed.spring = SheetSpring(duration: 0.8, bounce: 0)
    _ = session.reconfigure(changed)
    #expect(session.state.detents.map(\.height) == [200, 450, 700], "the detents are the new ones now")
    #expect(session.pendingConfiguration?.spring.duration == 0.8, "the spring waits")
    #expect(session.state.configuration.spring == .sheet)
  }

  @Test("a rebuild under a shown keyboard keeps the lifted sheet where it is: nothing settles")
  func rebuildUnderAKeyboardDoesNotMove() {
    var session = Self.session()
    _ = session.apply(.keyboard(height: 300), at: 1.1)
    var time = 1.1
    while session.state.phase != .idle, time < 5 {
      time += 1.0 / 60
      _ = session.tick(at: time)
    }
    let lifted = session.state.height
    #expect(lifted > 400, "lifted above the keyboard: \(lifted)")
    var changed = Self.configuration
    changed.snapping = SnappingRule(mode: .sequential)
    let events = session.reconfigure(changed)
    #expect(session.generation == 1, "rebuilt at once: the sheet rests")
    #expect(events.isEmpty, "\(events)")
    #expect(session.state.height == lifted)
    #expect(session.state.keyboardHeight == 300)
    #expect(session.state.phase == .idle)
  }

  @Test("a new spring, snapping, dismissal, space or slop waits for rest, then rebuilds in place")
  func otherChangesRebuildAtRest() {
    var session = Self.session()
    _ = session.apply(.keyboard(height: 250), at: 1.05)
    _ = session.apply(.scroll(to: 120), at: 1.06)
    _ = session.apply(.touchDown(y: 300), at: 1.1)
    _ = session.apply(.touchMove(y: 200), at: 1.15)
    var changed = Self.configuration
    changed.spring = SheetSpring(duration: 0.3, bounce: 0)
    changed.snapping = SnappingRule(mode: .sequential)
    changed.allowsDismissal = true
    changed.detentSpace = .available
    changed.touchSlop = 6
    _ = session.reconfigure(changed)
    #expect(session.pendingConfiguration == changed, "waits: a finger holds the sheet")
    #expect(session.state.configuration.spring == .sheet)
    _ = session.apply(.touchUp(y: 200), at: 1.2)
    #expect(session.pendingConfiguration != nil, "waits: the sheet settles")
    var time = 1.2
    while session.state.phase != .idle || session.state.isDecelerating {
      time += 1.0 / 60
      _ = session.tick(at: time)
    }
    #expect(session.pendingConfiguration == nil)
    #expect(session.generation == 1)
    let rebuilt = session.state
    #expect(rebuilt.configuration.spring == SheetSpring(duration: 0.3, bounce: 0))
    #expect(rebuilt.configuration.snapping.mode == .sequential)
    #expect(rebuilt.configuration.allowsDismissal)
    #expect(rebuilt.configuration.touchSlop == 6)
    #expect(rebuilt.keyboardHeight == 250, "the keyboard is carried over")
    #expect(rebuilt.scrollOffset == 120, "and so is the scroll offset")
    #expect(rebuilt.isPresented)
  }

  @Test("at rest, a rebuild happens at once, at the detent the sheet rests at, and keeps a hidden sheet hidden")
  func rebuildAtOnceWhenResting() {
    var session = Self.session()
    _ = session.apply(.move(to: "high", animated: false), at: 1.1)
    var changed = Self.configuration
    changed.spring = SheetSpring(duration: 0.6, bounce: 0.1)
    _ = session.reconfigure(changed)
    #expect(session.generation == 1)
    #expect(session.state.detent == "high")
    #expect(session.state.height == 700)

    _ = session.apply(.dismiss, at: 1.2)
    _ = session.tick(at: 5)
    #expect(!session.state.isPresented)
    changed.snapping = SnappingRule(mode: .sequential)
    _ = session.reconfigure(changed)
    #expect(session.generation == 2)
    #expect(!session.state.isPresented)
  }

  @Test("a configuration that only an input can apply overtakes one that waits")
  func inputsOvertakeAWait() {
    var session = Self.session()
    _ = session.apply(.touchDown(y: 420), at: 1.1)
    var slower = Self.configuration
    slower.spring = SheetSpring(duration: 0.9, bounce: 0)
    _ = session.reconfigure(slower)
    #expect(session.pendingConfiguration != nil)
    // The app changes its mind: back to the old spring, with Reduce Motion on.
    var back = Self.configuration
    back.reduceMotion = true
    _ = session.reconfigure(back)
    #expect(session.pendingConfiguration == nil)
    #expect(session.state.configuration.reduceMotion)
  }

  @Test("committing a tick advanced on a copy is the tick: the same state and recording")
  func committedTickIsTheTick() {
    var ticked = Self.session(records: true)
    var committed = Self.session(records: true)
    _ = ticked.apply(.move(to: "high", animated: true), at: 1.1)
    _ = committed.apply(.move(to: "high", animated: true), at: 1.1)
    for frame in 1...30 {
      let time = 1.1 + Double(frame) / 60
      let events = ticked.tick(at: time)
      var copy = committed.state
      let drawn = copy.tick(at: time)
      committed.commitTick(to: copy, at: time)
      #expect(drawn == events)
      #expect(committed.state.height == ticked.state.height)
    }
    #expect(committed.recorder?.count == ticked.recorder?.count)
  }

  @Test("a recording keeps a reconfiguration as an input, and replays through the rebuild")
  func recordingFollowsTheState() {
    var session = Self.session(records: true)
    _ = session.apply(.move(to: "high", animated: true), at: 1.1)
    for frame in 1...60 { _ = session.tick(at: 1.1 + Double(frame) / 60) }
    #expect(session.recorder?.count == 61)
    var changed = Self.configuration
    changed.snapping = SnappingRule(mode: .sequential)
    _ = session.reconfigure(changed)
    #expect(session.recorder?.count == 62, "the reconfiguration is an entry of the same recording")
    #expect(session.generation == 1, "the state rebuilt itself at rest")
    _ = session.apply(.move(to: "low", animated: true), at: 2.5)
    for frame in 1...90 { _ = session.tick(at: 2.5 + Double(frame) / 60) }
    guard let recording = session.recorder?.recording else {
      Issue.record("no recording")
      return
    }
    let replayed = recording.replay()
    #expect(replayed.state.height == session.state.height)
    #expect(replayed.state.detent == "low")
    #expect(replayed.state.configuration.snapping.mode == .sequential, "the replay rebuilt with the new rule")
    session.records = false
    #expect(!session.isRecording)
  }
}

/// Which event ends which wait of a move, and with what result.
@Suite("Move waits")
struct SheetMoveWaitsTests {
  @Test func settlingThereEndsWithTrueAnythingElseWithFalse() {
    var waits = SheetMoveWaits<Int>()
    waits.wait(for: "high", token: 1)
    waits.wait(for: "high", token: 2)
    waits.wait(for: "mid", token: 3)
    // Setting off toward "high" ends the wait for "mid" (interrupted) and keeps the others.
    #expect(waits.resolve(after: .willSettle(target: "high", velocity: 0)).map(\.token) == [3])
    #expect(waits.resolve(after: .diagnostic("x")).isEmpty)
    let ended = waits.resolve(after: .settled(detent: "high", height: 700))
    #expect(ended.map(\.token) == [1, 2])
    #expect(ended.map(\.result) == [true, true])
    #expect(waits.isEmpty)
    waits.wait(for: "low", token: 4)
    #expect(waits.resolve(after: .dragBegan(height: 400)).map(\.result) == [false])
    waits.wait(for: "low", token: 5)
    #expect(waits.cancelAll() == [5])
    #expect(waits.isEmpty)
  }

  @Test func aMoveThatSettlesAtOnceOrCannotSetOffNeedsNoWait() {
    var state = TestSheet.make(TestSheet.points(["low": 200, "high": 600]), at: "low")
    let jump = state.apply(.move(to: "high", animated: false), at: 0)
    #expect(SheetMoveWaits<Int>.immediateResult(ofMoveTo: "high", events: jump, state: state) == true)
    let unknown = state.apply(.move(to: "nowhere", animated: true), at: 0.1)
    #expect(SheetMoveWaits<Int>.immediateResult(ofMoveTo: "nowhere", events: unknown, state: state) == false)
    let animated = state.apply(.move(to: "low", animated: true), at: 0.2)
    #expect(SheetMoveWaits<Int>.immediateResult(ofMoveTo: "low", events: animated, state: state) == nil)
  }
}
