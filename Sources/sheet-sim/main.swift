import Foundation
import SheetScenario

let help = """
  OVERVIEW: Replays a bottom-sheet scenario on the behaviour core, headlessly.

  Prints JSON Lines: one line per event (dragBegan, willSettle, settled, presented, dismissed,
  diagnostic), one per frame with --frames, and a final line with the state at `until` (at rest,
  or still moving if `until` comes first).

  USAGE: sheet-sim <scenario.json> [--frames] [--check]

  ARGUMENTS:
    <scenario.json>   A scenario file (the format is in Sources/SheetScenario's Scenarios article).
                      "-" reads standard input.

  OPTIONS:
    --frames          Also print one line per simulated frame.
    --check           Check the file's "expect" block; print the failures to standard error and
                      exit 1 when there are any.
    -h, --help        Show this help.

  EXIT STATUS:
    0 the scenario ran (diagnostics included); 1 --check found failures; 2 the file cannot be read
    as a scenario (the message names the field and its path) or the arguments are wrong.

  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("sheet-sim: \(message)\n".utf8))
  exit(2)
}

var path: String?
var frames = false
var check = false
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "-h", "--help":
    FileHandle.standardOutput.write(Data(help.utf8))
    exit(0)
  case "--frames": frames = true
  case "--check": check = true
  case _ where argument.hasPrefix("-") && argument != "-": fail("unknown option '\(argument)'; see --help")
  default:
    guard path == nil else { fail("more than one scenario file given; see --help") }
    path = argument
  }
}
guard let path else { fail("no scenario file given; see --help") }

let data: Data
if path == "-" {
  data = FileHandle.standardInput.readDataToEndOfFile()
} else {
  guard let contents = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read the file") }
  data = contents
}

let scenario: Scenario
do {
  scenario = try Scenario(json: data)
} catch {
  fail("\(path): \(error)")
}

var buffer = ""
buffer.reserveCapacity(1 << 16)
let result = Simulation.run(scenario, frames: frames, recordFrames: check) { line in
  buffer += line
  buffer += "\n"
  if buffer.utf8.count >= 1 << 16 {
    FileHandle.standardOutput.write(Data(buffer.utf8))
    buffer.removeAll(keepingCapacity: true)
  }
}
FileHandle.standardOutput.write(Data(buffer.utf8))

if check {
  do {
    let failures = try Expectations.failures(of: result, against: scenario.expect)
    for failure in failures { FileHandle.standardError.write(Data("FAIL \(failure)\n".utf8)) }
    exit(failures.isEmpty ? 0 : 1)
  } catch {
    fail("\(path): \(error)")
  }
}
