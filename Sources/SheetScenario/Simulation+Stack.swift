import BottomSheetCore

extension Simulation {
  /// Replays a scenario with a stack of sheets (``Scenario/stack``): its own sheet at the bottom
  /// (sheet 0) and the stacked sheets above it, on one `SheetStack`, with the frame clock of
  /// ``run(_:frames:recordFrames:output:observe:)``.
  ///
  /// An event with a `sheet` goes to that sheet (`SheetStack.apply(_:toSheetAt:at:)`: one that
  /// names no sheet of the stack gives a diagnostic and is not applied); one without goes by the
  /// stack's rules (`SheetStack.route(_:)`). Every event line of a sheet above the bottom one
  /// carries its `sheet`. Frames hold sheet 0's fields as a lone sheet's, with the backdrop's
  /// dimming as drawn in the stack, its `stepBack`, the frames of the sheets above
  /// (``FrameRecord/stack``) and, when the bottom sheet scales the background, its
  /// ``FrameRecord/background``.
  ///
  /// - Parameters: Those of ``run(_:frames:recordFrames:output:observe:)``, with `observe` given
  ///   the whole stack and every sheet's events.
  /// - Returns: The frames, the events (tagged with their sheet), sheet 0's final state and every
  ///   sheet's (``SimulationResult/finalStack``).
  /// - Complexity: O((frames + events) × sheets).
  public static func runStack(
    _ scenario: Scenario, frames printFrames: Bool = false, recordFrames: Bool = true,
    output: ((String) -> Void)? = nil, observe: ((SheetStack, [SheetStack.Event], Double) -> Void)? = nil
  ) -> SimulationResult {
    var (stack, laidOut) = scenario.startStack()
    var events: [TimedEvent] = []
    var frames: [FrameRecord] = []

    func report(_ list: [SheetStack.Event], at time: Double? = nil) {
      for tagged in list {
        let at = time ?? stack.sessions[tagged.sheet].state.time
        events.append(TimedEvent(time: at, event: tagged.event, sheet: tagged.sheet))
        output?(JSONLines.event(tagged.event, at: at, sheet: tagged.sheet))
      }
    }
    let opening = scenario.diagnostics + stack.sessions[0].state.initialDiagnostics
    report(opening.map { SheetStack.Event(sheet: 0, event: .diagnostic($0)) }, at: 0)
    report(laidOut, at: 0)

    let backdropEvent = scenario.events.contains { $0.input.kind == .backdrop }
    let shows =
      [scenario.backdrop != nil || backdropEvent]
      + scenario.stack.map { $0.configuration.backdrop != nil || backdropEvent }
    let frameTime = runClock(
      scenario, recordFrames: recordFrames, frames: &frames,
      apply: { timed in
        let reported =
          timed.sheet.map { stack.apply(timed.input, toSheetAt: $0, at: timed.time) }
          ?? stack.apply(timed.input, at: timed.time)
        report(reported)
        observe?(stack, reported, timed.time)
      },
      tick: { time in
        let ticked = stack.tick(at: time)
        report(ticked, at: time)
        observe?(stack, ticked, time)
      },
      frame: { index, time in
        guard recordFrames || printFrames else { return nil }
        if printFrames { output?(JSONLines.frame(index, of: stack, at: time, shows: shows)) }
        return recordFrames ? stackFrame(index, of: stack, at: time, shows: shows) : nil
      })
    let states = stack.states
    let result = SimulationResult(
      frames: frames, events: events, finalState: states[0], finalTime: frameTime, finalStack: states)
    output?(
      JSONLines.final(
        stack, at: frameTime, diagnostics: result.diagnostics, plan: stack.renderPlan(ofSheetAt: 0), backdrop: shows[0])
    )
    return result
  }

  /// Sheet 0's frame, with the frames of the sheets above it and every step-back.
  static func stackFrame(_ index: Int, of stack: SheetStack, at time: Double, shows: [Bool]) -> FrameRecord {
    let states = stack.states
    let backdrops = SheetStack.backdrops(of: states)
    func record(_ sheet: Int) -> FrameRecord {
      let state = states[sheet]
      var plan = state.renderPlan()
      plan.backdrop = backdrops[sheet]
      var frame = FrameRecord(index: index, time: time, state: state, plan: plan, showsBackdrop: shows[sheet])
      frame.sheet = sheet
      if sheet < states.count - 1 {
        frame.stepBack = SheetStack.stepBack(ofSheetAt: sheet, in: states, style: stack.style)
      }
      return frame
    }
    var bottom = record(0)
    bottom.stack = states.indices.dropFirst().map(record)
    if states[0].configuration.scalesBackground {
      bottom.background = SheetStack.backgroundStepBack(in: states, style: stack.style)
    }
    return bottom
  }
}
