import Foundation
import SheetScenario
import Testing

@Suite("Scenario cases")
struct CaseReplayTests {
  @Test("the shared cases folder is there and holds cases")
  func sharedCasesExist() {
    #expect(CaseFiles.shared.count >= 18, "expected the cases in \(CaseFiles.sharedDirectory.path)")
  }

  @Test("shared case passes", arguments: CaseFiles.shared)
  func sharedCase(_ name: String) throws {
    try check(CaseFiles.sharedDirectory.appendingPathComponent(name))
  }

  @Test("project case passes", arguments: CaseFiles.own)
  func ownCase(_ name: String) throws {
    try check(CaseFiles.ownDirectory.appendingPathComponent(name))
  }

  private func check(_ url: URL) throws {
    let scenario = try Scenario(json: try Data(contentsOf: url))
    #expect(scenario.expect != nil, "a case needs an expect block")
    let result = Simulation.run(scenario)
    let failures = try Expectations.failures(of: result, against: scenario.expect)
    #expect(failures.isEmpty, "\(url.lastPathComponent): \(failures.joined(separator: "; "))")
  }
}
