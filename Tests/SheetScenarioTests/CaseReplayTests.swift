import Foundation
import SheetScenario
import Testing

@Suite("Scenario cases")
struct CaseReplayTests {
  @Test(
    "the shared cases folder is there and holds cases",
    .enabled(
      if: CaseFiles.sharedIsPresent || CaseFiles.isCI,
      "no ../shared/cases beside this clone (the team's shared folder): the shared scenario cases are skipped"))
  func sharedCasesExist() {
    #expect(CaseFiles.shared.count >= 18, "expected the cases in \(CaseFiles.sharedDirectory.path)")
    #expect(CaseFiles.next.count >= 9, "expected the cases in \(CaseFiles.nextDirectory.path)")
  }

  @Test("case passes (a case for an open issue may fail for its named reason)", arguments: CaseFiles.all)
  func casePasses(_ file: CaseFiles.Case) throws {
    if file.directory == CaseFiles.nextDirectory, let reason = CaseFiles.expectedFailures[file.name] {
      withKnownIssue(Comment(rawValue: reason)) { try check(file.url) }
    } else {
      try check(file.url)
    }
  }

  @Test("every expected failure names a case that exists")
  func expectedFailuresExist() {
    guard CaseFiles.sharedIsPresent else { return }
    for name in CaseFiles.expectedFailures.keys {
      #expect(CaseFiles.next.contains(name), "\(name) is not in \(CaseFiles.nextDirectory.path)")
    }
  }

  private func check(_ url: URL) throws {
    let scenario = try Scenario(json: try Data(contentsOf: url))
    #expect(scenario.expect != nil, "a case needs an expect block")
    let result = Simulation.run(scenario)
    let failures = try Expectations.failures(of: result, against: scenario.expect)
    #expect(failures.isEmpty, "\(url.lastPathComponent): \(failures.joined(separator: "; "))")
  }
}

@Suite("Expectations")
struct ExpectationTests {
  static let scenario = """
    {"container": {"height": 800}, "detents": [{"id": "a", "points": 200}, {"id": "b", "points": 600}],
     "events": [{"t": 0.1, "type": "move", "detent": "b"}], "until": 2}
    """

  static func failures(_ expect: String) throws -> [String] {
    let scenario = try Scenario(json: Data(Self.scenario.utf8))
    let value = try JSONDecoder().decode(JSONValue.self, from: Data(expect.utf8))
    return try Expectations.failures(of: Simulation.run(scenario), against: value)
  }

  @Test func checkpointsCheckPhaseAndProgress() throws {
    #expect(try Self.failures(#"{"checkpoints": [{"t": 0.05, "phase": "idle", "progress": 0}]}"#).isEmpty)
    #expect(try Self.failures(#"{"checkpoints": [{"t": 0.2, "phase": "settling"}]}"#).isEmpty)
    let wrong = try Self.failures(
      #"{"checkpoints": [{"t": 0.2, "phase": "idle", "progress": 0}, {"t": 1.9, "progress": 0.98}]}"#)
    #expect(wrong.count == 3, "\(wrong)")
  }

  @Test func aCheckpointKeyItCannotCheckIsAnError() {
    #expect(throws: ScenarioError.self) { try Self.failures(#"{"checkpoints": [{"t": 1, "dimming": 0.4}]}"#) }
  }
}
