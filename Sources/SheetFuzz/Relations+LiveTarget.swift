import BottomSheetCore
import SheetScenario

extension Relations {
  // MARK: - Live target

  /// The first release whose `willSettle` target is not the last live target before it, or `nil`.
  static func liveTarget(_ scenario: Scenario, base steps: [EventReplay.Step], checks: inout Int) -> String? {
    for (index, position) in EventReplay.positions(of: steps, inputs: scenario.events.count).enumerated() {
      guard let position else { continue }
      let (before, after) = (steps[position - 1].state, steps[position])
      let input = scenario.events[index].input
      let releases: Bool
      switch input {
      case .touchUp: releases = true
      case .scrollGestureEnd: releases = before.liveTarget != nil && before.scrollGestureQuietEnd == nil
      default: releases = false
      }
      guard releases, var last = before.liveTarget else { continue }
      checks += 1
      for event in after.events {
        switch event {
        case .targetChanged(let target): last = target
        case .willSettle(let target, _):
          if target != last {
            return "t=\(after.state.time): released toward '\(target)' after the live target '\(last)'"
          }
        default: continue
        }
        if case .willSettle = event { break }
      }
    }
    return nil
  }
}
