import BottomSheetCore

/// One simulated frame.
public struct FrameRecord: Sendable, Hashable {
  /// Frame number, from 0.
  public var index: Int
  /// Seconds.
  public var time: Double
  /// Sheet height in points.
  public var height: Double
  /// Velocity in points per second, y downward.
  public var velocity: Double
  /// The phase.
  public var phase: SheetPhase
  /// Progress between the lowest (0) and highest (1) detent.
  public var progress: Double
  /// The content's scroll offset in points.
  public var scrollOffset: Double
  /// The detent the sheet rests at or settles toward, or `"hidden"`.
  public var detent: String
  /// The card, from the render plan, in points.
  public var card: SheetRect
  /// The card's corner radii, from the render plan, in points.
  public var cornerRadii: SheetCornerRadii
  /// The card's material opacity, from the render plan, 0 to 1.
  public var materialOpacity: Double
  /// The height the toolkit gives its scroll view, from the render plan
  /// (`SheetRenderPlan.scrollViewHeight`), in points.
  public var contentViewport: Double
  /// The space the content keeps clear at the card's bottom, from the render plan, in points.
  public var contentBottomInset: Double
  /// The backdrop, when the scenario gives one.
  public var backdrop: Backdrop?
  /// The footer, from the render plan (`SheetRenderPlan.footer`), in points; its height is 0
  /// without one.
  public var footer: SheetRect = SheetRect(x: 0, y: 0, width: 0, height: 0)
  /// Each scroll region's offset, by id, in points (`SheetState.scrollRegions`); empty without
  /// regions.
  public var regionOffsets: [String: Double] = [:]
  /// The sheet's place in the stack (0: the scenario's own sheet).
  public var sheet = 0
  /// How the sheet steps back behind the sheets above it (`SheetStack.stepBack(ofSheetAt:)`), for
  /// every sheet of a stack but the top one; `nil` otherwise.
  public var stepBack: SheetStepBack?
  /// The frames of the sheets above, bottom first (sheet 1, 2, …), at the same time; empty for a
  /// lone sheet. Set on sheet 0's frame only.
  public var stack: [FrameRecord] = []
  /// How the app's content steps back behind the stack (`SheetStack.backgroundStepBack`), when
  /// the bottom sheet scales it (`scalesBackground`); `nil` otherwise. Set on sheet 0's frame
  /// only.
  public var background: SheetStepBack?
}

/// An event with the time it was reported.
public struct TimedEvent: Sendable, Hashable {
  /// Seconds.
  public var time: Double
  /// The event.
  public var event: SheetEvent
  /// The sheet of the stack that reported it (0: the scenario's own sheet).
  public var sheet = 0
}

/// What a replay produced.
public struct SimulationResult: Sendable {
  /// Every frame, in order.
  public var frames: [FrameRecord]
  /// Every event, in order (diagnostics from reading the file and creating the sheet first).
  public var events: [TimedEvent]
  /// The state at the end.
  public var finalState: SheetState
  /// The time of the last frame, in seconds.
  public var finalTime: Double
  /// Every sheet's state at the end, bottom first, for a stack (``Scenario/stack``); empty for a
  /// lone sheet, whose state is ``finalState``.
  public var finalStack: [SheetState] = []

  /// Every diagnostic message, in order.
  public var diagnostics: [String] {
    events.compactMap { if case .diagnostic(let message) = $0.event { message } else { nil } }
  }

  /// The ids of the `settled` events, in order.
  public var settledSequence: [String] {
    events.compactMap { if case .settled(let detent, _) = $0.event { detent } else { nil } }
  }
}

/// Replays scenarios on the behaviour core with a simulated frame clock.
///
/// Frame `n` is at `n / frameRate` seconds, from 0 through `until`. Before each frame, the inputs
/// due by then are applied at their own times (the core evaluates its spring at any time, so the
/// motion does not depend on the frame rate); then the core ticks at the frame's time.
///
/// A scenario with `tick` events (``Scenario/ticks``, a recording's) has a frame at each tick
/// instead, at or before `until`: the inputs before the tick in the file are applied, then the
/// core ticks at its time — the order the recorded session took them in.
public enum Simulation {
  /// Replays `scenario`.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - output: Receives each JSON line as it is produced (events always; frame lines when
  ///     `frames` is true; the final line last). Pass `nil` to skip formatting.
  ///   - printFrames: Whether frame lines go to `output` (the argument label is `frames`).
  ///   - recordFrames: Whether ``SimulationResult/frames`` keeps every frame (expectations need
  ///     them; a long replay that only prints does not).
  ///   - observe: Called after every input and every tick with the state, the events it
  ///     reported, and the time (for invariant checks such as the fuzzer's). For a stack, with
  ///     the scenario's own sheet and its events (``runStack(_:frames:recordFrames:output:observe:)``
  ///     gives every sheet).
  /// A scenario with a stack (``Scenario/stack``, or an event naming a `sheet`) is replayed by
  /// ``runStack(_:frames:recordFrames:output:observe:)``.
  /// - Returns: The frames, events and final state. The final state is at `until`: inputs due
  ///   after the last frame but by `until` are applied, and the core ticks once more at `until`.
  /// - Complexity: O(frames + events).
  public static func run(
    _ scenario: Scenario, frames printFrames: Bool = false, recordFrames: Bool = true,
    output: ((String) -> Void)? = nil, observe: ((SheetState, [SheetEvent], Double) -> Void)? = nil
  ) -> SimulationResult {
    if scenario.isStack {
      return runStack(scenario, frames: printFrames, recordFrames: recordFrames, output: output) { stack, list, time in
        observe?(stack.sessions[0].state, list.filter { $0.sheet == 0 }.map(\.event), time)
      }
    }
    var (state, laidOut) = scenario.start()
    var events: [TimedEvent] = []
    var frames: [FrameRecord] = []

    func report(_ list: [SheetEvent], at time: Double) {
      for event in list {
        events.append(TimedEvent(time: time, event: event))
        output?(JSONLines.event(event, at: time))
      }
    }
    report((scenario.diagnostics + state.initialDiagnostics).map(SheetEvent.diagnostic), at: 0)
    report(laidOut, at: 0)

    // Frames report the backdrop when the scenario gives one, at the start or by an event.
    let showsBackdrop = scenario.backdrop != nil || scenario.events.contains { $0.input.kind == .backdrop }
    let frameTime = runClock(
      scenario, recordFrames: recordFrames, frames: &frames,
      apply: { timed in
        let reported = state.apply(timed.input, at: timed.time)
        report(reported, at: state.time)
        observe?(state, reported, state.time)
      },
      tick: { time in
        let ticked = state.tick(at: time)
        report(ticked, at: time)
        observe?(state, ticked, time)
      },
      frame: { index, time in
        guard recordFrames || printFrames else { return nil }
        let plan = state.renderPlan()
        if printFrames { output?(JSONLines.frame(index, of: state, at: time, plan: plan, backdrop: showsBackdrop)) }
        return recordFrames
          ? FrameRecord(index: index, time: time, state: state, plan: plan, showsBackdrop: showsBackdrop) : nil
      })
    let result = SimulationResult(frames: frames, events: events, finalState: state, finalTime: frameTime)
    output?(
      JSONLines.final(
        state, at: frameTime, diagnostics: result.diagnostics, plan: state.renderPlan(), backdrop: showsBackdrop))
    return result
  }

  /// The frame clock both replays share: frames at the scenario's rate until `until` (or, for a
  /// recording, at its ticks, each after exactly the inputs before it in the file), the inputs
  /// due by each frame applied before its tick, then what is due between the last frame and
  /// `until` and a last tick there.
  ///
  /// - Parameters:
  ///   - apply: Applies one of the scenario's inputs.
  ///   - tick: Ticks the sheets at a time (seconds).
  ///   - frame: Draws frame `index` at a time (seconds), returning its record when frames are
  ///     recorded.
  /// - Returns: The time of the last tick, in seconds.
  static func runClock(
    _ scenario: Scenario, recordFrames: Bool, frames: inout [FrameRecord], apply: (TimedInput) -> Void,
    tick: (Double) -> Void, frame: (Int, Double) -> FrameRecord?
  ) -> Double {
    let until = min(max(0, scenario.until), Scenario.latestEnd)
    let rate = min(max(1, scenario.frameRate), 1000)
    let ticks = scenario.ticks.filter { $0.time <= until + 1e-9 }
    let frameCount = ticks.isEmpty ? Int((until * rate + 1e-9).rounded(.down)) : ticks.count - 1
    if recordFrames { frames.reserveCapacity(max(0, frameCount) + 1) }
    var next = 0
    /// Applies the inputs due by `time` (and, with `through`, at most the first `through`), then
    /// ticks at `time`.
    func advance(to time: Double, through limit: Int = .max) {
      while next < scenario.events.count, next < limit, scenario.events[next].time <= time + 1e-9 {
        apply(scenario.events[next])
        next += 1
      }
      tick(time)
    }
    var frameTime = 0.0
    for index in 0...max(0, frameCount) where ticks.isEmpty || index < ticks.count {
      if ticks.isEmpty {
        frameTime = Double(index) / rate
        advance(to: frameTime)
      } else {
        // A recording's tick: exactly the inputs before it in the file, then the tick.
        frameTime = ticks[index].time
        advance(to: frameTime, through: ticks[index].eventsBefore)
      }
      if let record = frame(index, frameTime) { frames.append(record) }
    }
    // Between the last frame and `until`: the inputs due by then, and a last tick at `until`.
    if until > frameTime + 1e-9 {
      frameTime = until
      advance(to: frameTime)
    } else if next < scenario.events.count {
      // A recording that ends with inputs after its last tick (at the tick's time): apply them.
      advance(to: frameTime)
    }
    return frameTime
  }
}

extension FrameRecord {
  /// The frame of `state` drawn by `plan` (its backdrop reported when `showsBackdrop`).
  init(index: Int, time: Double, state: SheetState, plan: SheetRenderPlan, showsBackdrop: Bool) {
    self.init(
      index: index, time: time, height: state.height, velocity: state.velocity, phase: state.phase,
      progress: state.progress, scrollOffset: state.scrollOffset, detent: state.detent, card: plan.card,
      cornerRadii: plan.cornerRadii, materialOpacity: plan.materialOpacity, contentViewport: plan.scrollViewHeight,
      contentBottomInset: plan.contentBottomInset, backdrop: showsBackdrop ? plan.backdrop : nil, footer: plan.footer,
      regionOffsets: Dictionary(state.scrollRegions.map { ($0.id, $0.offset) }, uniquingKeysWith: { a, _ in a }))
  }
}
