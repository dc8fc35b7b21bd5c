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
    if CaseFiles.isForAnOpenIssue(file), let reason = CaseFiles.expectedFailures[file.name] {
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

  /// The scenario above: 800 pt, no safe area, a standard card, no header or content: the scroll
  /// view is the whole card at the highest detent (600), and nothing is kept clear at its bottom.
  @Test func checkpointsCheckTheContentViewport() throws {
    #expect(
      try Self.failures(#"{"checkpoints": [{"t": 1.9, "contentViewport": 600, "contentBottomInset": 0}]}"#).isEmpty)
    let wrong = try Self.failures(
      #"{"checkpoints": [{"t": 1.9, "contentViewport": 598.5, "contentBottomInset": 34}]}"#)
    #expect(
      wrong == [
        "checkpoint t=1.9: content viewport 600.0, expected 598.5 ± 1",
        "checkpoint t=1.9: content bottom inset 0.0, expected 34.0 ± 1",
      ], "\(wrong)")
  }

  @Test func aCheckpointKeyItCannotCheckIsAnError() {
    #expect(throws: ScenarioError.self) { try Self.failures(#"{"checkpoints": [{"t": 1, "dimming": 0.4}]}"#) }
  }

  @Test func cardShapeExpectationsAndCheckpoints() throws {
    // A standard card: its shape and opacity never change, so any bound holds…
    #expect(try Self.failures(#"{"maxCardShapeJump": 0, "maxMaterialOpacityJump": 0}"#).isEmpty)
    // …and the checkpoints see its radii (top 14, the core's default, bottom 0) and its opaque
    // material.
    let radii = #"{"topLeading": 14, "topTrailing": 14, "bottomLeading": 0, "bottomTrailing": 0}"#
    #expect(try Self.failures(#"{"checkpoints": [{"t": 1, "cornerRadii": \#(radii), "materialOpacity": 1}]}"#).isEmpty)
    let wrong = try Self.failures(
      #"{"checkpoints": [{"t": 1, "cornerRadii": {"topLeading": 28, "topTrailing": 14, "bottomLeading": 0, "bottomTrailing": 0}, "materialOpacity": 0.7}]}"#
    )
    #expect(wrong.count == 2, "\(wrong)")
    // A morphing card moved to a detent at full height changes shape and opacity on the way.
    let morphing = try Scenario(
      json: Data(
        #"{"container": {"height": 800}, "detents": [{"id": "a", "points": 200}, {"id": "b", "points": 800}], "style": {"kind": "morphing"}, "events": [{"t": 0.1, "type": "move", "detent": "b"}], "until": 2}"#
          .utf8))
    let bounds = try JSONDecoder().decode(
      JSONValue.self, from: Data(#"{"maxCardShapeJump": 1, "maxMaterialOpacityJump": 0.01}"#.utf8))
    let jumps = try Expectations.failures(of: Simulation.run(morphing), against: bounds)
    #expect(jumps.count == 2, "\(jumps)")
  }
}
