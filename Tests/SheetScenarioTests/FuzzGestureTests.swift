import BottomSheetCore
import Foundation
import SheetScenario
import Testing

@testable import SheetFuzz

/// The fuzzer's part in the gesture rules: it draws them, and its checks of them judge real
/// releases and attempts, not none.
@Suite("Fuzzing the gesture rules")
struct FuzzGestureTests {
  @Test("a target reported with no drag open breaks an invariant")
  func targetWithoutDrag() {
    var open = Invariants.Open()
    #expect(Invariants.eventFailure([.targetChanged(target: "a")], open: &open) != nil)
    open = Invariants.Open()
    #expect(Invariants.eventFailure([.dragBegan(height: 3), .targetChanged(target: "a")], open: &open) == nil)
  }

  /// Seeds 1 to 300 turn the live target on 162 times.
  @Test("the generator draws every handoff mode, drag area and confirmation, and the live target")
  func drawsTheRules() {
    let generator = ScenarioGenerator()
    var expand: Set<HandoffMode> = []
    var collapse: Set<HandoffMode> = []
    var areas: Set<SheetDragArea> = []
    var confirmations: Set<DismissalConfirmation> = []
    var live = 0
    for seed in UInt64(1)...300 {
      let configuration = generator.scenario(seed: seed).configuration
      expand.insert(configuration.handoff.expand)
      collapse.insert(configuration.handoff.collapse)
      areas.insert(configuration.dragArea)
      confirmations.insert(configuration.dismissalConfirmation)
      if configuration.reportsLiveTarget { live += 1 }
    }
    #expect(expand == Set(HandoffMode.allCases))
    #expect(collapse == Set(HandoffMode.allCases))
    #expect(areas == Set(SheetDragArea.allCases))
    #expect(confirmations == Set(DismissalConfirmation.allCases))
    #expect(live > 100, "\(live) of 300")
  }

  /// Seeds 1 to 300 give 23 releases after a live target and 8 attempts.
  @Test("over 300 seeds the relations judge releases after live targets, and dismissal attempts")
  func relationsAreNotVacuous() {
    let generator = ScenarioGenerator()
    var releasesAfterATarget = 0
    var attempts = 0
    for seed in UInt64(1)...300 {
      let scenario = generator.scenario(seed: seed)
      let events = Simulation.run(scenario, recordFrames: false).events.map(\.event)
      var sawTarget = false
      for event in events {
        switch event {
        case .targetChanged: sawTarget = true
        case .willSettle where sawTarget:
          releasesAfterATarget += 1
          sawTarget = false
        case .dismissAttempted: attempts += 1
        default: break
        }
      }
    }
    #expect(releasesAfterATarget >= 10, "\(releasesAfterATarget)")
    #expect(attempts >= 3, "\(attempts)")
  }
}
