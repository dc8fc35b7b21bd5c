import BottomSheetCore
import SheetScenario

extension ScenarioGenerator {
  /// Draws the gesture rules into `scenario` — handoff modes per direction with or without carried
  /// momentum, a drag area (with a grabber row of 0 to 100 points), a dismissal confirmation —
  /// and the app's answers to dismissal attempts, at the times of random events.
  ///
  /// From a generator of its own, seeded from `seed`, so the rest of a seed's scenario is drawn
  /// as it was before these fields existed.
  static func addGestureRules(to scenario: inout Scenario, seed: UInt64) {
    var r = Draw(random: SplitMix64(seed: seed ^ 0x5EED_6E57_0000_0021))
    var configuration = scenario.configuration
    if r.chance(0.5) {
      configuration.handoff = ScrollHandoffRules(
        expand: r.pick(HandoffMode.allCases), collapse: r.pick(HandoffMode.allCases), carriesMomentum: r.chance(0.5))
    }
    if r.chance(0.3) {
      configuration.dragArea = r.pick(SheetDragArea.allCases)
      configuration.grabberHeight = r.pick([24, 0, 44, r.double(0...100)])
    }
    if r.chance(0.4) { configuration.dismissalConfirmation = r.pick(DismissalConfirmation.allCases) }
    configuration.reportsLiveTarget = r.chance(0.5)
    scenario.configuration = configuration
    guard configuration.dismissalConfirmation != .off || r.chance(0.1) else { return }
    var events: [TimedInput] = []
    events.reserveCapacity(scenario.events.count + 4)
    for timed in scenario.events {
      events.append(timed)
      if r.chance(0.12) {
        let later = timed.time + (r.chance(0.5) ? 0 : r.double(0...0.5))
        events.append(TimedInput(time: later, input: .answerDismissal(r.chance(0.5))))
      }
    }
    // Times stay in order: an answer a little later than its event waits for the next ones.
    var latest = 0.0
    scenario.events = events.map { timed in
      latest = max(latest, timed.time)
      return TimedInput(time: latest, input: timed.input)
    }
  }
}
