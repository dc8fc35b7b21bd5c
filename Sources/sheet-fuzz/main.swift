import Foundation
import SheetFuzz
import SheetScenario

let help = """
  OVERVIEW: Fuzzes the bottom-sheet core with seeded random scenarios. Checks its invariants
  after every input and frame (finite numbers, rubber-band bounds, rest only on a detent or
  hidden, one settled or dismissed per settle, every drag answered, every settle ending in
  bounded time) and its metamorphic relations on every scenario (detent order, keyboard round
  trip, resize round trip, length scale, unreached detent, frame rate, wheel split, keyboard
  animation, scroll quiet end, momentum after end, focused field, live target, dismissal asks).

  USAGE: sheet-fuzz [--count <n>] [--seed <s>] [--jobs <j>] [--relation <name>]... [--no-relations]
                    [--save <directory>]

  OPTIONS:
    --count <n>         Scenarios to run (default 10000).
    --seed <s>          The first seed (default 1); scenario i uses seed s + i.
    --jobs <j>          Scenarios checked at once (default: the number of processors).
    --relation <name>   Check only this relation (repeatable): \(Relation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).
    --no-relations      Check the invariants only.
    --save <dir>        Where a failure's shrunk scenario is written as a case file
                        (default Tests/SheetScenarioTests/Cases).
    -h, --help          Show this help.

  OUTPUT: On success, one summary line and how many checks each invariant and each relation
  made, one line each: two builds that print the same lines for the same seeds check the same.

  EXIT STATUS: 0 when every scenario keeps the invariants and the relations; 1 on a failure (the
  one with the lowest seed), after writing its shrunk scenario; 2 for bad arguments.

  """

var count = 10_000
var seed: UInt64 = 1
var save = "Tests/SheetScenarioTests/Cases"
var jobs = ProcessInfo.processInfo.activeProcessorCount
var relations = Set(Relation.allCases)
var chosen: Set<Relation> = []
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
  case "--jobs":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fail("--jobs takes a positive whole number")
    }
    jobs = value
  case "--relation":
    guard let value = arguments.popFirst().flatMap(Relation.init(rawValue:)) else {
      fail("--relation takes one of \(Relation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
    }
    chosen.insert(value)
  case "--no-relations": relations = []
  case "--save":
    guard let value = arguments.popFirst() else { fail("--save takes a directory") }
    save = value
  default: fail("unknown argument '\(argument)'; see --help")
  }
}
if !chosen.isEmpty { relations = relations.isEmpty ? [] : chosen }

/// A scenario that failed: its seed, and what broke.
struct Failure: Sendable {
  var seed: UInt64
  var message: String
  /// Whether a scenario fails the same way (for shrinking).
  var check: @Sendable (Scenario) -> String?
}

/// The failure with the lowest seed found so far, shared by the workers.
final class Findings: @unchecked Sendable {
  private let lock = NSLock()
  private var first: Failure?

  func record(_ failure: Failure) {
    lock.withLock {
      if first == nil || failure.seed < first!.seed { first = failure }
    }
  }

  /// Whether a seed can still be the first failure.
  func isWorthChecking(_ seed: UInt64) -> Bool {
    lock.withLock { first.map { seed < $0.seed } ?? true }
  }

  var result: Failure? { lock.withLock { first } }
}

/// The checks the workers made, added up as each finishes.
final class Tallies: @unchecked Sendable {
  private let lock = NSLock()
  private var total = CheckTally()

  func add(_ tally: CheckTally) { lock.withLock { total.add(tally) } }

  var result: CheckTally { lock.withLock { total } }
}

let generator = ScenarioGenerator()
let findings = Findings()
let tallies = Tallies()
let (checked, total, workers, first) = (relations, count, jobs, seed)
let started = Date()
DispatchQueue.concurrentPerform(iterations: workers) { job in
  var tally = CheckTally()
  defer { tallies.add(tally) }
  for index in stride(from: job, to: total, by: workers) {
    let scenarioSeed = first &+ UInt64(index)
    guard findings.isWorthChecking(scenarioSeed) else { return }
    let scenario = generator.scenario(seed: scenarioSeed)
    // The scenario's own replays, made once for the invariants and the relations.
    var base = BaseReplay(scenario)
    if let violation = Invariants.check(&base, tally: &tally) {
      let kind = violation.kind
      findings.record(
        Failure(seed: scenarioSeed, message: "invariant: \(violation)") { candidate in
          Invariants.check(candidate).flatMap { $0.kind == kind ? $0.message : nil }
        })
    } else if let violation = Relations.check(&base, only: checked, tally: &tally) {
      let relation = violation.relation
      findings.record(
        Failure(seed: scenarioSeed, message: "relation \(violation)") { Relations.failure(of: relation, in: $0) })
    }
  }
}
let seconds = Date().timeIntervalSince(started)

guard let failure = findings.result else {
  let what = checked.isEmpty ? "every invariant" : "every invariant and \(checked.count) relations"
  print(
    "\(count) scenarios (seeds \(seed)…\(seed &+ UInt64(count - 1))) kept \(what) in \(String(format: "%.1f", seconds)) s "
      + "(\(Int(Double(count) / seconds)) scenarios/s, \(jobs) jobs), with these checks:")
  for line in tallies.result.lines { print(line) }
  exit(0)
}
print("seed \(failure.seed): \(failure.message)")
var shrunk = Shrinker.shrink(generator.scenario(seed: failure.seed)) { failure.check($0) != nil }
// Room for every settle to end, so the case also checks where the sheet comes to rest.
shrunk.until = (shrunk.events.last?.time ?? 0) + 20
let text = shrunk.jsonText(
  description: "Found by sheet-fuzz (seed \(failure.seed)): \(failure.check(shrunk) ?? failure.message)",
  expect: "{}")
let path = "\(save)/fuzz-\(failure.seed).json"
do {
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  print("shrunk to \(shrunk.events.count) events: \(path)")
} catch {
  print("could not write \(path): \(error)")
  print(text)
}
exit(1)
