import BottomSheetCore
import SheetScenario

extension Invariants {
  /// The first break of the announcement invariants in a replay of `scenario`:
  /// - an `announce` comes right after a `settled` at its detent, in the same step;
  /// - it names a detent other than the one the sheet rested at before that rest (or started
  ///   at), at a position from 1 to its count;
  /// - the same scenario without the user's inputs (`SheetInput.Kind.isUsers`) announces nothing:
  ///   the app's moves, presentations and re-layouts are never announced.
  ///
  /// - Parameter steps: The scenario's steps (``EventReplay/run(_:)``).
  static func announceFailure(_ scenario: Scenario, steps: [EventReplay.Step], tally: inout CheckTally) -> Violation? {
    guard let first = steps.first else { return nil }
    var rest: String? = first.state.isPresented ? first.state.detent : nil
    var time = first.state.time
    for step in steps.dropFirst() {
      tally.add(1, .announcement)
      time = step.state.time
      var justSettled: String?
      var restBefore = rest
      for event in step.events {
        switch event {
        case .settled(let detent, _):
          restBefore = rest
          rest = detent
          justSettled = detent
          continue
        case .dismissed:
          rest = nil
        case .announce(let detent, let position, let count):
          guard justSettled == detent else {
            return Violation(time: time, message: "announced '\(detent)' without a rest there just before")
          }
          if restBefore == detent {
            return Violation(time: time, message: "announced '\(detent)', where the sheet already rested")
          }
          // (The count is the detents' when the rest came; a re-layout later in the same step
          // may change them, so only the range is checked here; unit tests check the numbers.)
          if position < 1 || position > count {
            return Violation(time: time, message: "announced '\(detent)' at \(position) of \(count)")
          }
        default: break
        }
        justSettled = nil
      }
    }
    var silent = scenario
    silent.events = scenario.events.filter { !$0.input.kind.isUsers }
    // With no input of the user's to leave out, the replay is the one just judged.
    let silentSteps = silent.events.count == scenario.events.count ? steps : EventReplay.run(silent)
    for step in silentSteps {
      tally.add(1, .announcement)
      for case .announce(let detent, _, _) in step.events {
        return Violation(time: step.state.time, message: "announced '\(detent)' with no input of the user's")
      }
    }
    return nil
  }
}
