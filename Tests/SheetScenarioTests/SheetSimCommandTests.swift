import Foundation
import Testing

/// Runs the built `sheet-sim` and checks its output, exit status and messages.
@Suite("sheet-sim command")
struct SheetSimCommandTests {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  func run(_ arguments: [String], input: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = CaseFiles.productsDirectory.appendingPathComponent("sheet-sim")
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self))
  }

  @Test func helpShowsUsage() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: sheet-sim <scenario.json> [--frames] [--check]"))
  }

  @Test func unreadableFieldExitsTwoWithItsPath() throws {
    let result = try run(["-"], input: #"{"container":{"height":800},"detents":[{"id":"a","points":"x"}],"events":[]}"#)
    #expect(result.status == 2)
    #expect(result.error.contains("detents[0].points: expected a number, found a string"), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func missingFileExitsTwo() throws {
    let result = try run(["/nonexistent/scenario.json"])
    #expect(result.status == 2)
    #expect(result.error.contains("cannot read"))
  }

  /// A flick up from the lowest of three detents (1500 points per second over 60 ms).
  static let flick = """
    {"container": {"height": 800},
     "detents": [{"id": "low", "fraction": 0.2}, {"id": "mid", "fraction": 0.6}, {"id": "top", "fraction": 1.0}],
     "events": [{"t": 0, "type": "touchDown", "y": 700}, {"t": 0.02, "type": "touchMove", "y": 670},
                {"t": 0.04, "type": "touchMove", "y": 640}, {"t": 0.06, "type": "touchUp", "y": 610}]}
    """

  @Test func printsEventLinesAndAFinalLine() throws {
    let result = try run(["-"], input: Self.flick)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
    #expect(objects.compactMap { $0["event"] as? String } == ["dragBegan", "willSettle", "settled", "announce"])
    let final = objects.last?["final"] as? [String: Any]
    #expect(final?["detent"] as? String == "top")
    #expect(final?["height"] as? Double == 800)
    #expect(final?["accessibilityValue"] as? String == "Position 3 of 3")
  }

  @Test func framesOptionAddsAFrameLinePerFrame() throws {
    let scenario = #"""
      {"container": {"height": 1000}, "detents": [{"id": "a", "fraction": 0.25}], "until": 2.0,
       "events": [{"t": 0.1, "type": "resize", "height": 0}, {"t": 0.5, "type": "resize", "height": 1000}]}
      """#
    let result = try run(["-", "--frames"], input: scenario)
    let frames = result.output.split(separator: "\n").filter { $0.contains("\"frame\":") }
    // until 2.0 s at 120 Hz: frames 0 through 240.
    #expect(frames.count == 241)
    #expect(frames.first?.contains(#""phase":"idle""#) == true)
  }

  @Test func checkFailsOnAWrongExpectation() throws {
    let scenario =
      #"{"container":{"height":800},"detents":[{"id":"a","points":300}],"events":[],"expect":{"finalHeight":301}}"#
    let result = try run(["-", "--check"], input: scenario)
    #expect(result.status == 1)
    #expect(result.error.contains("final height is 300.0, expected 301.0"))
  }
}
