import BottomSheetCore
import SheetScenario

extension Invariants {
  /// The first break in a replay of a stack of sheets (``Scenario/stack``), input by input and
  /// frame by frame. Every sheet keeps the invariants of a lone sheet (``stateFailure(_:)``,
  /// ``eventFailure(_:open:)``, every settle ending in bounded time), and the stack keeps its own:
  /// - an input changes only the sheet it is routed to (`SheetStack.route(_:)`: the owner for
  ///   most) or the sheet it names; `resize` and `reduceMotion` may change every sheet;
  /// - every lower sheet's depth is the sum of the presented shares of the sheets above it, and
  ///   its scale lies in [`SheetStackStyle.minimumScale`, 1], its offset is
  ///   `−displacement · depth`;
  /// - the scrims as drawn compound over the app to the largest raw dimming;
  /// - from one frame to the next, a sheet's presented share changes by no more than its height
  ///   over its lowest detent's (unless that detent changed), so no step-back jumps more than the
  ///   sheets above it moved.
  public static func stackFailure(_ scenario: Scenario) -> Violation? {
    var tally = CheckTally()
    return stackFailure(scenario, tally: &tally)
  }

  /// The first break in a replay of a stack of sheets, counting the checks made into `tally`.
  static func stackFailure(_ scenario: Scenario, tally: inout CheckTally) -> Violation? {
    var (stack, _) = scenario.startStack()
    var open = [Open](repeating: Open(), count: stack.sessions.count)
    func failure(_ events: [SheetStack.Event]) -> String? {
      tally.add(stack.sessions.count, .state)
      tally.add(stack.sessions.count, .events)
      for index in stack.sessions.indices {
        if let message = stateFailure(stack.sessions[index].state) { return "sheet \(index): \(message)" }
      }
      for index in stack.sessions.indices {
        if let message = eventFailure(events.filter { $0.sheet == index }.map(\.event), open: &open[index]) {
          return "sheet \(index): \(message)"
        }
      }
      return nil
    }
    let until = min(max(0, scenario.until), Scenario.latestEnd)
    let rate = min(max(1, scenario.frameRate), 1000)
    let frameCount = Int((until * rate + 1e-9).rounded(.down))
    var next = 0
    // The sheets' states at the frame before, bottom first: kept as the frame's own array, not as
    // a copy of the stack, so ticking the stack copies no session.
    var previous: [SheetState]?
    for frame in 0...frameCount {
      let time = Double(frame) / rate
      while next < scenario.events.count, scenario.events[next].time <= time + 1e-9 {
        let timed = scenario.events[next]
        next += 1
        // The stack as the input finds it (its events come again from `apply`).
        var advanced = stack
        _ = advanced.tick(at: timed.time)
        let routed = timed.sheet ?? advanced.route(timed.input)
        let events =
          timed.sheet.map { stack.apply(timed.input, toSheetAt: $0, at: timed.time) }
          ?? stack.apply(timed.input, at: timed.time)
        tally.add(1, .routing)
        if let message = failure(events) ?? routingFailure(timed.input, to: routed, from: advanced, to: stack) {
          return Violation(time: timed.time, message: message)
        }
      }
      let events = stack.tick(at: time)
      // Every sheet's state, read once for the frame's checks.
      let states = stack.states
      tally.add(1, .drawing)
      if previous != nil { tally.add(1, .motion) }
      if let message = failure(events) ?? drawingFailure(states, style: stack.style)
        ?? motionFailure(from: previous, to: states, style: stack.style)
      {
        return Violation(time: time, message: message)
      }
      previous = states
    }
    // Let every settle end.
    var time = until
    let end = time + settleBound
    while stack.sessions.contains(where: { $0.state.phase == .settling }), time < end {
      time += 1.0 / 60
      let events = stack.tick(at: time)
      // Every sheet's state, read once for the frame's checks.
      let states = stack.states
      tally.add(1, .drawing)
      if previous != nil { tally.add(1, .motion) }
      if let message = failure(events) ?? drawingFailure(states, style: stack.style)
        ?? motionFailure(from: previous, to: states, style: stack.style)
      {
        return Violation(time: time, message: message)
      }
      previous = states
    }
    for (index, session) in stack.sessions.enumerated() {
      let state = session.state
      if state.phase == .settling {
        return Violation(time: time, message: "sheet \(index): still settling \(settleBound) s after the last input")
      }
      if state.phase == .idle, open[index].settle {
        return Violation(
          time: time, message: "sheet \(index): a settle started but ended with neither settled nor dismissed")
      }
    }
    return nil
  }

  /// Whether an input changed a sheet other than the one it went to: `before` is the stack
  /// advanced to the input's time, `after` the stack with the input applied.
  static func routingFailure(_ input: SheetInput, to routed: Int?, from before: SheetStack, to after: SheetStack)
    -> String?
  {
    guard let routed else { return nil }
    for index in before.sessions.indices where index != routed {
      let (a, b) = (before.sessions[index].state, after.sessions[index].state)
      if a.height != b.height || a.phase != b.phase || a.isPresented != b.isPresented || a.detent != b.detent
        || a.scrollOffset != b.scrollOffset
      {
        return "\(input.kind.rawValue) for sheet \(routed) changed sheet \(index)"
      }
    }
    return nil
  }

  /// What is wrong with the step-backs and scrims in one frame of a stack with these states
  /// (bottom first) and this style, or `nil`.
  static func drawingFailure(_ states: [SheetState], style: SheetStackStyle) -> String? {
    for index in states.indices {
      let back = SheetStack.stepBack(ofSheetAt: index, in: states, style: style)
      let shares = states[(index + 1)...].reduce(0.0) { $0 + $1.presentedShare }
      if abs(back.depth - shares) > 1e-9 {
        return "sheet \(index) stands \(back.depth) steps back under shares summing to \(shares)"
      }
      if !(back.scale >= style.minimumScale - 1e-12 && back.scale <= 1) {
        return "sheet \(index)'s scale \(back.scale) is outside [\(style.minimumScale), 1]"
      }
      if abs(back.offsetY + style.displacement * back.depth) > 1e-9 {
        return "sheet \(index)'s offset \(back.offsetY) is not −\(style.displacement) × depth \(back.depth)"
      }
    }
    let raw = states.map { ($0.configuration.backdrop.map($0.backdrop) ?? .clear).dimming }
    let drawn = SheetStack.backdrops(of: states).map(\.dimming)
    let compound = SheetStack.compoundDimming(of: drawn)
    if abs(compound - (raw.max() ?? 0)) > 1e-9 {
      return "the scrims \(drawn) dim the app by \(compound), not by the largest of \(raw)"
    }
    return nil
  }

  /// Whether a step-back jumped between two frames by more than the sheets above it moved: each
  /// sheet's presented share may change by at most its height's change over its lowest detent's
  /// height (any amount when that detent changed).
  ///
  /// - Parameters:
  ///   - previous: The sheets' states at the frame before, bottom first (`nil` at the first).
  ///   - after: The sheets' states at this frame.
  ///   - style: The stack's style.
  static func motionFailure(from previous: [SheetState]?, to after: [SheetState], style: SheetStackStyle) -> String? {
    guard let before = previous else { return nil }
    var allowed = [Double](repeating: 0, count: after.count)
    for index in after.indices {
      let (a, b) = (before[index], after[index])
      let (low, high) = (a.detents.first?.height ?? 0, b.detents.first?.height ?? 0)
      allowed[index] = low == high && low > 0 ? abs(b.height - a.height) / low : 1
    }
    for index in after.indices {
      let moved = abs(
        SheetStack.stepBack(ofSheetAt: index, in: after, style: style).depth
          - SheetStack.stepBack(ofSheetAt: index, in: before, style: style).depth)
      let bound = allowed[(index + 1)...].reduce(0, +)
      if moved > bound + 1e-9 {
        return "sheet \(index) stepped back by \(moved) in a frame; the sheets above moved it at most \(bound)"
      }
    }
    return nil
  }
}
