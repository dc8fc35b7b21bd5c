import BottomSheetCore

/// Gestures and clocks for driving a ``SheetState`` in tests: each returns every event it saw.
package enum Gestures {
  /// Ticks at 120 Hz from `from` through `to` (seconds).
  package static func tick(_ state: inout SheetState, from: Double, to: Double) -> [SheetEvent] {
    var events: [SheetEvent] = []
    var t = from
    while t <= to + 1e-9 {
      events += state.tick(at: t)
      t += 1.0 / 120
    }
    return events
  }

  /// A drag from `y` by `distance` points (negative is up) over `duration` seconds in 10 steps,
  /// starting at `start`; with `hold`, the finger rests 0.15 s before lifting (a release at
  /// 0 pt/s), else it lifts at once (a flick).
  package static func drag(
    _ state: inout SheetState, fromY y: Double, by distance: Double, at start: Double, duration: Double = 0.1,
    hold: Bool = true
  ) -> [SheetEvent] {
    var events = state.apply(.touchDown(y: y), at: start)
    for step in 1...10 {
      let share = Double(step) / 10
      events += state.apply(.touchMove(y: y + distance * share), at: start + duration * share)
    }
    var end = start + duration
    if hold {
      end += 0.15
      events += state.apply(.touchMove(y: y + distance), at: end)
    }
    events += state.apply(.touchUp(y: y + distance), at: end)
    return events
  }

  /// A drag on the sheet grabbed `offset` points below its top edge, the settle after it, and
  /// the events of both; ends at `start + 3` s.
  package static func dragAndSettle(
    _ state: inout SheetState, by distance: Double, at start: Double, hold: Bool = true,
    grabbingBelowTopEdge offset: Double = 10
  ) -> [SheetEvent] {
    let y = state.topEdge + offset
    var events = drag(&state, fromY: y, by: distance, at: start, hold: hold)
    events += tick(&state, from: start + 0.3, to: start + 3)
    return events
  }

  /// The `settled` events among `events`, as (detent, height).
  package static func settled(_ events: [SheetEvent]) -> [String] {
    events.compactMap { if case .settled(let id, let height) = $0 { "\(id)@\(height)" } else { nil } }
  }

  /// The targets of the `willSettle` events among `events`.
  package static func targets(_ events: [SheetEvent]) -> [String] {
    events.compactMap { if case .willSettle(let target, _) = $0 { target } else { nil } }
  }
}
