import Foundation
import SheetFuzz
import SheetScenario

let help = """
  OVERVIEW: Fuzzes the bottom-sheet core with seeded random scenarios and checks its invariants
  after every input and frame: finite numbers, rubber-band bounds, rest only on a detent (or
  hidden), one settled or dismissed per settle, every settle ending in bounded time.

  USAGE: sheet-fuzz [--count <n>] [--seed <s>] [--save <directory>]

  OPTIONS:
    --count <n>       Scenarios to run (default 10000).
    --seed <s>        The first seed (default 1); scenario i uses seed s + i.
    --save <dir>      Where a failure's shrunk scenario is written as a case file
                      (default Tests/SheetScenarioTests/Cases).
    -h, --help        Show this help.

  EXIT STATUS: 0 when every scenario keeps the invariants; 1 on the first violation, after
  writing its shrunk scenario; 2 for bad arguments.

  """

var count = 10_000
var seed: UInt64 = 1
var save = "Tests/SheetScenarioTests/Cases"
var arguments = CommandLine.arguments.dropFirst()
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("sheet-fuzz: \(message)\n".utf8))
  exit(2)
}
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(help, terminator: "")
    exit(0)
  case "--count":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fail("--count takes a positive whole number")
    }
    count = value
  case "--seed":
    guard let value = arguments.popFirst().flatMap({ UInt64($0) }) else { fail("--seed takes a whole number") }
    seed = value
  case "--save":
    guard let value = arguments.popFirst() else { fail("--save takes a directory") }
    save = value
  default: fail("unknown argument '\(argument)'; see --help")
  }
}

let generator = ScenarioGenerator()
let started = Date()
for index in 0..<count {
  let scenarioSeed = seed &+ UInt64(index)
  let scenario = generator.scenario(seed: scenarioSeed)
  guard let violation = Invariants.check(scenario) else { continue }
  print("seed \(scenarioSeed): \(violation)")
  var shrunk = Shrinker.shrink(scenario)
  // Room for every settle to end, so the case also checks where the sheet comes to rest.
  shrunk.until = (shrunk.events.last?.time ?? 0) + 20
  let text = shrunk.jsonText(
    description:
      "Found by sheet-fuzz (seed \(scenarioSeed)): \(Invariants.check(shrunk)?.message ?? violation.message)",
    expect: "{}")
  let path = "\(save)/fuzz-\(scenarioSeed).json"
  do {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    print("shrunk from \(scenario.events.count) to \(shrunk.events.count) events: \(path)")
  } catch {
    print("could not write \(path): \(error)")
    print(text)
  }
  exit(1)
}
let seconds = Date().timeIntervalSince(started)
print(
  "\(count) scenarios (seeds \(seed)…\(seed &+ UInt64(count - 1))) kept every invariant in \(String(format: "%.1f", seconds)) s"
)
