import Foundation
import Testing

/// Runs scripts/lint-availability, the check Linux cannot make itself: `@available` and
/// `#available` mean nothing here, so an iOS 18 API in iOS 17 code would compile. The script
/// builds its SwiftParser tool on first use (once; parallel runs wait for that build).
@Suite("The availability lint")
struct AvailabilityLintTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let fixtures = root.appendingPathComponent("Tests/SwiftUIBottomSheetTests/Fixtures/AvailabilityLint")

  private func lint(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = Self.root.appendingPathComponent("scripts/lint-availability")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The line numbers the lint reports for a file.
  private func reportedLines(_ output: String) -> [Int] {
    output.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":")
      return parts.count > 2 && parts[0].hasSuffix(".swift") ? Int(parts[1]) : nil
    }.sorted()
  }

  @Test("it reports every planted use, and only those")
  func plantedUses() throws {
    let file = Self.fixtures.appendingPathComponent("Unguarded.swift")
    let planted = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().filter { $0.element.contains("// LINT:") }.map { $0.offset + 1 }
    let result = try lint([file.path])
    #expect(result.status == 1, "\(result.output)")
    #expect(reportedLines(result.output) == planted, "\(result.output)")
    #expect(planted.count == 7)
  }

  @Test("it accepts the same uses behind guards that cover iOS, macOS and visionOS")
  func guardedUses() throws {
    let result = try lint([Self.fixtures.appendingPathComponent("Guarded.swift").path])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("the SwiftUI layer passes")
  func layer() throws {
    let result = try lint([])
    #expect(result.status == 0, "\(result.output)")
  }
}
