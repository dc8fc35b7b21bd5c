import BottomSheetCore
import SheetScenario

/// A broken invariant: what, and when.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
  /// Seconds into the scenario.
  public var time: Double
  /// What broke.
  public var message: String

  /// Creates a violation at `time` (seconds) with a message.
  public init(time: Double, message: String) {
    self.time = time
    self.message = message
  }

  public var description: String { "t=\(time): \(message)" }

  /// What broke, without the numbers and ids of this occurrence: two violations of one kind
  /// have the same kind, so shrinking can keep the failure it started from.
  public var kind: String {
    var result = ""
    var quoted = false
    for character in message {
      if character == "'" {
        quoted.toggle()
      } else if !quoted, !character.isNumber, character != "." {
        result.append(character)
      }
    }
    return result
  }
}

/// The invariants every sheet keeps after every input and every frame:
/// - every number is finite;
/// - the sheet stays within its rubber-band bounds: from 0 to the highest detent (or the maximum
///   height) plus one container height;
/// - at rest it sits on a member of its detent set (within half a device pixel), or hidden at 0;
/// - every settle that starts (`willSettle`) ends in exactly one `settled` or `dismissed` unless a
///   touch or another settle interrupts it, and nothing ends that did not start;
/// - every gesture that begins a drag (`dragBegan`) is answered by a `willSettle` before another
///   begins, even when it moved nothing;
/// - every settle ends within a bounded time once the inputs stop
///   (`SheetSpring.longestSettle`, for every spring the core accepts);
/// - a touch counts from touch-down: one that lands on the content of a resting sheet stops its
///   momentum at once, and while it has begun no drag the content's offset does not change from
///   one touch input to the next;
/// - a touch that delivered no movement for 40 ms or more before lifting releases with no
///   velocity (`VelocityEstimator.stoppedInterval`): its `willSettle` has velocity 0 and the
///   content is left without momentum;
/// - the footer lies within the card, out of the content's viewport, and above the keyboard and
///   the space the content keeps clear at the card's bottom (``layoutFailure(_:)``).
/// - an `announce` follows a `settled` at a detent other than the last rest, and the app's own
///   inputs never cause one (``announceFailure(_:)``);
/// - in a stack of sheets, every sheet keeps the invariants above, and the stack its own
///   (``stackFailure(_:)``).
public enum Invariants {
  /// How long after the last input every settle must have ended, in seconds.
  public static let settleBound = SheetSpring.longestSettle

  /// What is open while a replay runs: a settle that has not ended, a drag not yet answered.
  public struct Open: Sendable, Hashable {
    /// A `willSettle` not yet followed by its `settled` or `dismissed`.
    public var settle = false
    /// A `dragBegan` not yet followed by a `willSettle`.
    public var drag = false

    public init(settle: Bool = false, drag: Bool = false) {
      self.settle = settle
      self.drag = drag
    }
  }

  /// Replays `scenario`, checking after every step, and returns the first violation.
  public static func check(_ scenario: Scenario) -> Violation? {
    var tally = CheckTally()
    return check(scenario, tally: &tally)
  }

  /// Replays `scenario`, checking after every step, and returns the first violation, counting
  /// the checks made into `tally`.
  public static func check(_ scenario: Scenario, tally: inout CheckTally) -> Violation? {
    var base = BaseReplay(scenario)
    return check(&base, tally: &tally)
  }

  /// Replays `base`'s scenario, checking after every step, and returns the first violation,
  /// counting the checks made into `tally`. The replays the checks share are made once, in
  /// `base`, where the relations (`Relations.check(_:only:tally:)` with a `BaseReplay`) read them too.
  public static func check(_ base: inout BaseReplay, tally: inout CheckTally) -> Violation? {
    let scenario = base.scenario
    if scenario.isStack { return stackFailure(scenario, tally: &tally) }
    var violation: Violation?
    var open = Open()
    var judged = 0
    let result = Simulation.run(
      scenario, recordFrames: false,
      observe: { state, events, time in
        guard violation == nil else { return }
        judged += 1
        if let message = stateFailure(state) ?? eventFailure(events, open: &open) {
          violation = Violation(time: time, message: message)
        }
      })
    tally.add(judged, .state)
    tally.add(judged, .events)
    base.framed = result
    if let violation { return violation }
    var state = result.finalState
    // Let every settle end.
    var time = max(state.time, scenario.until)
    let end = time + settleBound
    while state.phase == .settling, time < end {
      time += 1.0 / 60
      let events = state.tick(at: time)
      tally.add(1, .state)
      tally.add(1, .events)
      if let message = stateFailure(state) ?? eventFailure(events, open: &open) {
        return Violation(time: time, message: message)
      }
    }
    if state.phase == .settling {
      return Violation(time: time, message: "still settling \(settleBound) s after the last input")
    }
    if state.phase == .idle, open.settle {
      return Violation(time: time, message: "a settle started but ended with neither settled nor dismissed")
    }
    if open.drag, state.phase != .dragging {
      return Violation(time: time, message: "a drag began and was never answered by a willSettle")
    }
    let steps = base.steps()
    return touchFailure(scenario, steps: steps, tally: &tally) ?? announceFailure(scenario, steps: steps, tally: &tally)
  }

  /// The first break of the touch invariants (from touch-down; a stopped finger's release) in a
  /// replay of `scenario`, input by input.
  static func touchFailure(_ scenario: Scenario, steps: [EventReplay.Step], tally: inout CheckTally) -> Violation? {
    let positions = EventReplay.positions(of: steps, inputs: scenario.events.count)
    // The touch under way: where it went down on the content with no drag yet (its offset then),
    // and when it reached its latest position.
    var pendingOffset: Double?
    var lastY: Double?
    var arrived = 0.0
    for (index, timed) in scenario.events.enumerated() {
      guard let position = positions[index] else { continue }
      tally.add(1, .touch)
      let before = steps[position - 1].state
      let after = steps[position].state
      let events = steps[position].events
      let beganDrag = events.contains { if case .dragBegan = $0 { true } else { false } }
      switch timed.input {
      case .touchDown(let x, let y):
        pendingOffset = nil
        lastY = after.phase == .dragging || pendingTouch(after) ? y : nil
        arrived = timed.time
        if before.phase == .idle, before.configuration.touchSlop > 0, before.region(atX: x, y: y) == .content,
          pendingTouch(after)
        {
          if after.isDecelerating {
            return Violation(time: timed.time, message: "a touch on the content left its momentum running")
          }
          pendingOffset = after.scrollOffset
        }
      case .touchMove(_, let y):
        if let offset = pendingOffset, !beganDrag, after.scrollOffset != offset {
          return Violation(
            time: timed.time,
            message: "the content scrolled from \(offset) to \(after.scrollOffset) under a touch that began no drag")
        }
        if beganDrag { pendingOffset = nil }
        if y != lastY { arrived = timed.time }
        if lastY != nil { lastY = y }
      case .touchUp(_, let y):
        if let offset = pendingOffset, !beganDrag, after.scrollOffset != offset {
          return Violation(
            time: timed.time,
            message: "the content scrolled from \(offset) to \(after.scrollOffset) under a touch that began no drag")
        }
        if let last = lastY, y == last, timed.time - arrived >= VelocityEstimator.stoppedInterval + 1e-9,
          before.phase == .dragging
        {
          for case .willSettle(_, let velocity) in events where velocity != 0 {
            return Violation(
              time: timed.time, message: "a touch still for \(timed.time - arrived) s released at \(velocity) pt/s")
          }
        }
        pendingOffset = nil
        lastY = nil
      case .touchCancel:
        pendingOffset = nil
        lastY = nil
      default:
        // Anything else may move the content (a scroll, a resize, new content): start afresh.
        pendingOffset = nil
      }
    }
    return nil
  }

  /// Whether a touch is down on `state` that has begun no drag.
  private static func pendingTouch(_ state: SheetState) -> Bool { state.hasPendingTouch }

  /// What is wrong with `state` after a step, or `nil`.
  public static func stateFailure(_ state: SheetState) -> String? {
    let finite =
      state.height.isFinite && state.velocity.isFinite && state.progress.isFinite && state.scrollOffset.isFinite
      && state.time.isFinite
    if !finite {
      return
        "a number is not finite: height \(state.height), velocity \(state.velocity), progress \(state.progress), offset \(state.scrollOffset)"
    }
    let highest = max(state.detents.last?.height ?? 0, state.container.maximumSheetHeight)
    if state.height < 0 || state.height > highest + state.container.height {
      return "height \(state.height) outside [0, \(highest + state.container.height)]"
    }
    if !(0...1).contains(state.progress) { return "progress \(state.progress) outside [0, 1]" }
    if state.scrollOffset < 0 || state.scrollOffset > state.maximumScrollOffset + 1e-9 {
      return "scroll offset \(state.scrollOffset) outside [0, \(state.maximumScrollOffset)]"
    }
    if let failure = layoutFailure(state) { return failure }
    guard state.phase == .idle else { return nil }
    if state.detent == hiddenDetentID {
      return state.height == 0 ? nil : "hidden at height \(state.height)"
    }
    guard let height = state.height(ofDetent: state.detent) else {
      return "at rest on '\(state.detent)', not a member of the detent set \(state.detents.map(\.id))"
    }
    if abs(height - state.height) > state.container.grid.halfPixel {
      return "at rest at \(state.height), between detents ('\(state.detent)' is \(height))"
    }
    return nil
  }

  /// What is wrong with the events of a step, given what is open (and updating it).
  public static func eventFailure(_ events: [SheetEvent], open: inout Open) -> String? {
    for event in events {
      switch event {
      case .willSettle:
        open.settle = true
        open.drag = false
      case .dragBegan:
        if open.drag { return "a drag began while the one before it was never answered by a willSettle" }
        open.settle = false
        open.drag = true
      case .settled(let detent, _):
        if !open.settle { return "settled at '\(detent)' without a settle that started" }
        open.settle = false
      case .dismissed:
        if !open.settle { return "dismissed without a settle that started" }
        open.settle = false
      case .tapped(let x, let y):
        if open.drag { return "a tap reported while a drag was open" }
        if !y.isFinite || x.map({ !$0.isFinite }) == true {
          return "a tap reported at (\(x.map { "\($0)" } ?? "nil"), \(y))"
        }
      case .targetChanged(let target):
        if !open.drag { return "a target '\(target)' reported with no drag open" }
      case .presented, .diagnostic, .dismissAttempted, .announce: break
      }
    }
    return nil
  }
}
