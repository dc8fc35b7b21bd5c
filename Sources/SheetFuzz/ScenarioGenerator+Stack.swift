import BottomSheetCore
import SheetScenario

extension ScenarioGenerator {
  /// A tenth of the time, makes `scenario` a stack: one or two sheets above its own, each with a
  /// configuration of its own (presented at the start or not), and among the events the app's
  /// `present`, `dismiss` and `move` of a named sheet or of none (routed), some of the user's
  /// inputs named to a sheet, and a named sheet the stack does not have.
  ///
  /// The draws come from their own generator, seeded from `seed`, so the scenario's other values
  /// are those its seed gave before stacks existed.
  func addStack(to scenario: inout Scenario, seed: UInt64) {
    var r = Draw(random: SplitMix64(seed: seed ^ 0x7374_6163_6B73))
    guard r.chance(0.1) else { return }
    let content = scenario.headerHeight + scenario.contentHeight
    for _ in 0..<r.int(1...2) {
      let (configuration, _) = self.configuration(&r, container: scenario.container, content: content)
      scenario.stack.append(
        StackedSheet(
          configuration: configuration, presented: r.chance(0.5), contentHeight: r.chance(0.3) ? r.double(0...2000) : 0)
      )
    }
    scenario.configuration.scalesBackground = r.chance(0.3)
    let count = scenario.stack.count + 1
    let end = max(0.1, scenario.events.last?.time ?? 0.1)
    for _ in 0..<r.int(1...6) {
      let time = r.double(0...end)
      let sheet: Int? = r.chance(0.6) ? (r.chance(0.05) ? r.pick([count, -1]) : r.int(0...(count - 1))) : nil
      let input: SheetInput =
        switch r.int(0...5) {
        case 0, 1: .present
        case 2, 3: .dismiss
        case 4: .escape
        default: .move(to: r.pick(["d0-0", "d0-1", "d0-2"]), animated: r.chance(0.8))
        }
      let index = scenario.events.firstIndex { $0.time > time } ?? scenario.events.count
      scenario.events.insert(TimedInput(time: time, input: input, sheet: sheet), at: index)
    }
    // Some other inputs named to a sheet (touches stay routed: a touch sequence is one sheet's).
    let touches: Set<SheetInput.Kind> = [.touchDown, .touchMove, .touchUp, .touchCancel]
    for index in scenario.events.indices where !touches.contains(scenario.events[index].input.kind) && r.chance(0.05) {
      scenario.events[index].sheet = r.int(0...(count - 1))
    }
  }
}
