import BottomSheetCore
import Foundation
import SheetFuzz
import SheetScenario
import Testing

@Suite("Fuzzing")
struct FuzzTests {
  @Test func twoThousandSeededScenariosKeepEveryInvariant() {
    let generator = ScenarioGenerator()
    for seed in UInt64(1)...2000 {
      if let violation = Invariants.check(generator.scenario(seed: seed)) {
        Issue.record("seed \(seed): \(violation) — replay with `sheet-fuzz --seed \(seed) --count 1`")
        return
      }
    }
  }

  @Test func sameSeedSameScenario() {
    let generator = ScenarioGenerator()
    #expect(generator.scenario(seed: 42).jsonText() == generator.scenario(seed: 42).jsonText())
    #expect(generator.scenario(seed: 42).jsonText() != generator.scenario(seed: 43).jsonText())
  }

  @Test func writtenScenariosReadBackTheSame() throws {
    let generator = ScenarioGenerator()
    for seed in UInt64(1)...50 {
      let text = generator.scenario(seed: seed).jsonText()
      let read = try Scenario(json: Data(text.utf8))
      #expect(read.jsonText() == text, "seed \(seed)")
    }
  }

  @Test func invariantsCatchUnmatchedSettles() {
    var open = false
    #expect(Invariants.eventFailure([.willSettle(target: "a", velocity: 0)], open: &open) == nil)
    #expect(open)
    #expect(Invariants.eventFailure([.settled(detent: "a", height: 1)], open: &open) == nil)
    #expect(Invariants.eventFailure([.settled(detent: "a", height: 1)], open: &open) != nil, "a second settled")
    #expect(Invariants.eventFailure([.dismissed], open: &open) != nil, "dismissed with no settle")
    open = true
    #expect(
      Invariants.eventFailure([.dragBegan(height: 3), .settled(detent: "a", height: 1)], open: &open) != nil,
      "an interrupted settle reports nothing")
  }

  @Test func invariantsAcceptARestingSheet() {
    let state = SheetState(
      configuration: SheetConfiguration(detents: [.height(200), .height(600)]), container: SheetContainer(height: 800))
    #expect(Invariants.stateFailure(state) == nil)
  }

  @Test func shrinkingKeepsTheFailureAndDropsTheRest() {
    let scenario = ScenarioGenerator().scenario(seed: 11)
    let moves = scenario.events.filter { if case .touchDown = $0.input { true } else { false } }.count
    guard moves > 0, scenario.events.count > 3 else { return }
    // A planted "failure": any scenario with a touchDown.
    let fails: (Scenario) -> Bool = { candidate in
      candidate.events.contains { if case .touchDown = $0.input { true } else { false } }
    }
    let shrunk = Shrinker.shrink(scenario, fails: fails)
    #expect(fails(shrunk))
    #expect(shrunk.events.count == 1, "\(shrunk.events)")
    #expect(shrunk.configuration.detents.isEmpty)
  }
}
