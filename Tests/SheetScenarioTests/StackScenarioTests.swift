import BottomSheetCore
import Foundation
import SheetScenario
import Testing

/// Scenarios with a stack of sheets: the format's `stack` and `sheet`, and a lone sheet's replay
/// unchanged.
@Suite("Stack scenarios")
struct StackScenarioTests {
  /// The JSON Lines a replay prints, with frames.
  static func lines(_ scenario: Scenario, stack: Bool) -> [String] {
    var lines: [String] = []
    if stack {
      _ = Simulation.runStack(scenario, frames: true, recordFrames: false) { lines.append($0) }
    } else {
      _ = Simulation.run(scenario, frames: true, recordFrames: false) { lines.append($0) }
    }
    return lines
  }

  @Test("a stack of one sheet replays every case as the lone sheet does", arguments: CaseFiles.all)
  func oneSheetStackIsTheLoneSheet(_ file: CaseFiles.Case) throws {
    let scenario = try Scenario(json: try Data(contentsOf: file.url))
    guard scenario.stack.isEmpty, !scenario.events.contains(where: { $0.sheet != nil }) else { return }
    let lone = Self.lines(scenario, stack: false)
    let stacked = Self.lines(scenario, stack: true)
    #expect(lone.count == stacked.count)
    if let (index, pair) = zip(lone, stacked).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
      Issue.record("line \(index) differs:\n\(pair.0)\n\(pair.1)")
    }
  }

  static let tray = """
    {"container": {"height": 844, "width": 390},
     "detents": [{"id": "tray", "points": 400}], "backdrop": {"maximumDimming": 0.4},
     "stack": [{"detents": [{"id": "confirm", "points": 200}], "backdrop": {"maximumDimming": 0.4},
                "dismissible": true}],
     "events": [EVENTS], "until": 2}
    """

  static func scenario(_ events: String) throws -> Scenario {
    try Scenario(json: Data(tray.replacingOccurrences(of: "EVENTS", with: events).utf8))
  }

  @Test func theStackIsRead() throws {
    let scenario = try Self.scenario(#"{"t": 0.1, "type": "present"}, {"t": 0.2, "type": "dismiss", "sheet": 1}"#)
    #expect(scenario.stack.count == 1)
    #expect(!scenario.stack[0].presented)
    #expect(scenario.stack[0].configuration.allowsDismissal)
    #expect(scenario.events.map(\.sheet) == [nil, 1])
  }

  @Test func aPresentRaisesTheConfirmSheetAndTheTrayStepsBack() throws {
    let result = Simulation.run(try Self.scenario(#"{"t": 0.1, "type": "present"}"#))
    let last = try #require(result.frames.last)
    #expect(last.stack.count == 1)
    #expect(last.stack[0].detent == "confirm")
    let back = try #require(last.stepBack)
    #expect(back.depth == 1)
    #expect(abs(back.scale - 374.0 / 390) < 1e-12)
    #expect(last.backdrop?.dimming == 0)
    #expect(last.stack[0].backdrop?.dimming == 0.4)
    #expect(result.finalStack.map(\.detent) == ["tray", "confirm"])
    #expect(result.events.contains { $0.sheet == 1 && $0.event == .settled(detent: "confirm", height: 200) })
  }

  @Test func aBadSheetIsDiagnosedAndNothingMoves() throws {
    let result = Simulation.run(try Self.scenario(#"{"t": 0.1, "type": "present", "sheet": 4}"#))
    #expect(result.diagnostics == ["sheet 4 is not in the stack of 2 (0 to 1); ignored"])
    #expect(result.finalStack.map(\.detent) == ["tray", "hidden"])
    #expect(throws: ScenarioError.self) { try Self.scenario(#"{"t": 0.1, "type": "present", "sheet": 1.5}"#) }
    #expect(throws: ScenarioError.self) { try Self.scenario(#"{"t": 0.1, "type": "present", "sheet": "1"}"#) }
  }

  @Test func stackedEventsCarryTheirSheet() throws {
    let lines = Self.lines(try Self.scenario(#"{"t": 0.1, "type": "present"}"#), stack: true)
    #expect(lines.contains(#"{"t":0.1,"event":"presented","sheet":1}"#))
    let final = try #require(lines.last)
    #expect(final.contains(#""stack":[{"sheet":1,"detent":"confirm","height":200,"phase":"idle","progress":1}]"#))
  }
}
