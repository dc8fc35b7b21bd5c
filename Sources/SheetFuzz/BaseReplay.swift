import BottomSheetCore
import SheetScenario

/// A scenario with its own replays, each made at most once and shared by every check that reads
/// it: the input-by-input replay (``EventReplay/run(_:)``) that the touch and announcement
/// invariants and eleven relations compare against, the frame-clocked replay the invariants
/// check (which the frame-rate relation reads at the scenario's own rate), and the end at rest
/// the relations of the timed inputs go on from.
///
/// Each check of a scenario used to replay it again; the replays are deterministic, so one of
/// each gives every check the same steps it computed for itself.
public struct BaseReplay {
  /// The scenario.
  public let scenario: Scenario
  private var storedSteps: [EventReplay.Step]?
  private var storedEnd: Relations.RestingEnd?
  /// The frame-clocked replay at the scenario's frame rate without frame records
  /// (`Simulation.run(scenario, recordFrames: false)`), once the invariants have made it.
  var framed: SimulationResult?

  /// A scenario whose replays are yet to be made.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
  }

  /// The steps of ``EventReplay/run(_:)`` for the scenario, replayed the first time.
  mutating func steps() -> [EventReplay.Step] {
    if let storedSteps { return storedSteps }
    let steps = EventReplay.run(scenario)
    storedSteps = steps
    return steps
  }

  /// The scenario's final state at rest and the time to go on at
  /// (``Relations/restingEnd(of:)``), from ``steps()``.
  mutating func restingEnd() -> (state: SheetState, time: Double)? {
    if let storedEnd { return storedEnd.value }
    let end = Relations.RestingEnd(Relations.restingEnd(of: steps()))
    storedEnd = end
    return end.value
  }
}
