import BottomSheetCore
import SheetScenario

extension ScenarioGenerator {
  /// Adds what the sheet's layout has beyond a header and content to `scenario`: a footer at the
  /// start (half the time) and footer height changes among its events (its measured height, or
  /// 0 when the footer goes).
  ///
  /// The draws come from their own generator, seeded from `seed`, so the scenario's other values
  /// are those its seed gave before footers existed.
  func addLayout(to scenario: inout Scenario, seed: UInt64) {
    var r = Draw(random: SplitMix64(seed: seed ^ 0x6C61_796F_7574))
    if r.chance(0.5) { scenario.footerHeight = r.pick([44, 64, 83, r.double(0...200)]) }
    guard !scenario.events.isEmpty, r.chance(0.4) else { return }
    for _ in 0..<r.int(1...3) {
      let index = r.int(0...(scenario.events.count - 1))
      let height = r.chance(0.2) ? r.pick([0, -4]) : r.double(0...200)
      scenario.events.insert(
        TimedInput(time: scenario.events[index].time, input: .footerHeight(height)), at: index)
    }
  }
}
