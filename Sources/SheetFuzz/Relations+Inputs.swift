import BottomSheetCore
import SheetScenario

// The relations of the timed inputs: a keyboard that animates, scroll phases and devices, and a
// focused field. Each starts from the scenario's final state at rest and adds a few inputs.
extension Relations {
  /// A scenario's end at rest, once computed (`nil` inside when the sheet does not rest there).
  struct RestingEnd {
    var value: (state: SheetState, time: Double)?
    init(_ value: (state: SheetState, time: Double)?) { self.value = value }
  }

  /// The final state of a scenario's steps (``EventReplay/run(_:)``), if the sheet is presented and at rest, and the time to go on at.
  static func restingEnd(of steps: [EventReplay.Step]) -> (state: SheetState, time: Double)? {
    guard let state = steps.last?.state, state.phase == .idle, state.isPresented,
      !state.isDecelerating
    else { return nil }
    return (state, state.time + 1)
  }

  // MARK: - Keyboard animation

  static func keyboardAnimation(from end: (state: SheetState, time: Double)?, checks: inout Int) -> String? {
    guard let (start, time) = end else { return nil }
    let from = start.keyboardHeight
    let to = from > 0 ? 0 : (start.container.height * 0.4).rounded()
    let duration = 0.25
    let curve = KeyboardAnimationCurve.allCases[Int(start.container.height) % KeyboardAnimationCurve.allCases.count]
    var stepped = start
    var stepTime = time
    _ = stepped.apply(.keyboard(height: to), at: stepTime)
    EventReplay.rest(&stepped, from: &stepTime)
    var animated = start
    _ = animated.apply(.keyboard(height: to, duration: duration, curve: curve), at: time)
    let base = start.baseDetents.first { $0.id == start.detent }?.height
    let maximum = start.container.maximumSheetHeight
    let lifts = start.configuration.keyboardPolicy == .lift && start.configuration.reduceMotion == false
    for quarter in 1...3 {
      let t = time + duration * Double(quarter) / 4
      _ = animated.tick(at: t)
      guard lifts, let base, base + max(from, to) <= maximum - 1, animated.phase == .settling else { continue }
      checks += 1
      let keyboard = from + (to - from) * curve.value(at: Double(quarter) / 4).value
      let gap = animated.height - keyboard
      if abs(gap - base) > 0.5 {
        return
          "t=\(t): \(curve.rawValue) keyboard at \(keyboard), sheet at \(animated.height): edge \(gap) above it, not \(base)"
      }
    }
    _ = animated.tick(at: time + duration)
    checks += 1
    if animated.phase != .idle || animated.detent != stepped.detent || abs(animated.height - stepped.height) > 0.01 {
      return "keyboard \(from)→\(to) over \(duration) s (\(curve.rawValue)): at its end '\(animated.detent)' "
        + "\(animated.height) \(animated.phase.rawValue); a step rests at '\(stepped.detent)' \(stepped.height)"
    }
    return nil
  }

  // MARK: - Scroll phases and devices

  static func scrollQuietEnd(from end: (state: SheetState, time: Double)?, checks: inout Int) -> String? {
    guard var (state, time) = end else { return nil }
    let delta = state.container.height > 500 ? 12.0 : -12.0
    for _ in 0..<5 {
      time += 0.012
      _ = state.apply(.scrollGesture(delta: delta, device: .mouse), at: time)
    }
    guard state.phase == .dragging else { return nil }
    checks += 1
    let quiet = SheetState.scrollGestureQuietInterval
    _ = state.tick(at: time + quiet * 0.9)
    if state.phase != .dragging { return "a mouse scroll let the sheet go \(quiet * 0.9) s after its last event" }
    _ = state.tick(at: time + quiet * 1.1)
    if state.phase == .dragging { return "a mouse scroll still holds the sheet \(quiet * 1.1) s after its last event" }
    var later = time + quiet * 1.1
    EventReplay.rest(&state, from: &later)
    if state.phase != .idle { return "a mouse scroll's sheet is still \(state.phase.rawValue) at rest" }
    return nil
  }

  static func momentumAfterEnd(from end: (state: SheetState, time: Double)?, checks: inout Int) -> String? {
    guard var (plain, time) = end else { return nil }
    let speed = plain.container.height > 500 ? 1500.0 : -1500.0
    for _ in 0..<6 {
      time += 0.012
      _ = plain.apply(.scrollGesture(delta: speed * 0.012), at: time)
    }
    time += 0.004
    _ = plain.apply(.scrollGestureEnd, at: time)
    var carried = plain
    for step in 1...8 {
      let t = time + 0.012 * Double(step)
      let events = carried.apply(.scrollGesture(delta: speed * 0.012 * 0.8, phase: .momentum), at: t)
      let expected = plain.tick(at: t)
      checks += 1
      if events != expected || carried.phase != plain.phase || carried.height != plain.height
        || carried.scrollOffset != plain.scrollOffset
      {
        return "t=\(t): momentum gave \(carried.phase.rawValue) \(carried.height) offset \(carried.scrollOffset) "
          + "\(events), without it \(plain.phase.rawValue) \(plain.height) offset \(plain.scrollOffset) \(expected)"
      }
    }
    return nil
  }

  // MARK: - Focused field

  static func focusedField(from end: (state: SheetState, time: Double)?, checks: inout Int) -> String? {
    guard var (state, time) = end, state.contentHeight > 100 else { return nil }
    if state.keyboardHeight == 0 {
      _ = state.apply(.keyboard(height: (state.container.height * 0.35).rounded()), at: time)
      EventReplay.rest(&state, from: &time)
    }
    let field = (y: (state.contentHeight * 0.7).rounded(), height: 44.0)
    _ = state.apply(.focus(y: field.y, height: field.height), at: time)
    EventReplay.rest(&state, from: &time)
    // On screen, from the geometry alone (not the core's viewport): the content's top is below the
    // header, the keyboard's top `keyboardHeight` above the container's bottom edge.
    guard state.phase == .idle, state.keyboardHeight >= 100 else { return nil }
    let contentTop = state.topEdge + state.headerHeight
    let keyboardTop = state.container.height - state.keyboardHeight
    let visible = keyboardTop - contentTop
    guard field.height <= visible, field.y + field.height - visible <= state.maximumScrollOffset - 0.5 else {
      return nil
    }
    let top = contentTop + field.y - state.scrollOffset
    checks += 1
    if top < contentTop - 0.5 || top + field.height > keyboardTop + 0.5 {
      return "field \(field.y)…\(field.y + field.height) of the content at \(top)…\(top + field.height) on screen, "
        + "outside \(contentTop)…\(keyboardTop) between the header and the keyboard (offset \(state.scrollOffset))"
    }
    return nil
  }
}
