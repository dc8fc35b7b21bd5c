import BottomSheetCore
import SheetScenario

extension Relations {
  // MARK: - Dismissal asks

  /// The first step where a user's dismissal was not asked as the sheet's confirmation mode says,
  /// or `nil`: under ask-first only the app's `dismiss` or a `true` answer hides the sheet; under
  /// ask-after every other dismissal reports `dismissAttempted` before it starts.
  static func dismissalAsks(_ scenario: Scenario, base steps: [EventReplay.Step], checks: inout Int) -> String? {
    // In input order (a dictionary's order once): the first failure is the earliest.
    for (index, position) in EventReplay.positions(of: steps, inputs: scenario.events.count).enumerated() {
      guard let position else { continue }
      let (before, after) = (steps[position - 1].state, steps[position])
      let mode = before.configuration.dismissalConfirmation
      // A configuration that waited may rebuild the sheet in the same step: judge a step whose
      // mode stands throughout.
      guard mode != .off, mode == after.state.configuration.dismissalConfirmation, before.isPresented else {
        continue
      }
      switch scenario.events[index].input {
      case .dismiss, .answerDismissal: continue
      default: break
      }
      checks += 1
      var asked = false
      for event in after.events {
        switch event {
        case .dismissAttempted: asked = true
        case .willSettle(let target, _) where target == hiddenDetentID:
          if mode == .askFirst {
            return "t=\(after.state.time): \(scenario.events[index].input.kind) hid a sheet that asks first"
          }
          if !asked {
            return "t=\(after.state.time): \(scenario.events[index].input.kind) hid the sheet before asking"
          }
        default: continue
        }
      }
    }
    return nil
  }
}
