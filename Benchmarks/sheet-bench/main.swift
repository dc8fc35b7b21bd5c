import BottomSheetCore
import CAllocationCounter
import Foundation
import SheetFuzz
import SheetScenario

// sheet-bench: what the core costs per frame and per touch, whether it allocates, how fast the
// replay runs, and how exact and continuous its motion is, beside an implicit-Euler spring stepped
// per frame (the scheme FloatingPanel publishes) as the baseline. Build it in release:
//   swift run -c release sheet-bench [--quick] [--check] [--json PATH]

let help = """
  OVERVIEW: Measures the bottom-sheet core: cost per frame and per touch event, heap allocations in
  steady state, replay throughput, frame-rate independence against an implicit-Euler baseline, and
  continuity of touches mid-flight. Prints a table and writes JSON.

  USAGE: sheet-bench [--quick] [--check] [--json <path>]

  OPTIONS:
    --quick           Fewer iterations (for CI).
    --check           Exit 1 unless every goal is met: 0 allocations per frame and per touch event
                      (with the live target on too, but for the event array of a change),
                      deviation under half a point at any frame rate, no jump mid-flight.
    --json <path>     Where to write the results (default benchmark-results.json).
    -h, --help        Show this help.

  """

var quick = false
var check = false
var jsonPath = "benchmark-results.json"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick": quick = true
  case "--check": check = true
  case "--json": jsonPath = arguments.popFirst() ?? jsonPath
  case "-h", "--help":
    print(help, terminator: "")
    exit(0)
  default:
    FileHandle.standardError.write(Data("sheet-bench: unknown argument '\(argument)'; see --help\n".utf8))
    exit(2)
  }
}

// MARK: - Measuring

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

func nanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC_RAW, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The cost of reading the clock twice, subtracted from every timed call.
let timerOverhead: Double = {
  var samples: [Double] = []
  for _ in 0..<20_000 {
    let a = nanoseconds()
    let b = nanoseconds()
    samples.append(Double(b - a))
  }
  return samples.sorted()[samples.count / 2]
}()

struct Timing {
  var median: Double
  var p99: Double
  var count: Int

  init(_ samples: [Double]) {
    let sorted = samples.map { max(0, $0 - timerOverhead) }.sorted()
    median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    count = sorted.count
  }
}

let detents = [
  SheetDetent(id: "low", .fraction(0.16)), SheetDetent(id: "mid", .fraction(0.5)),
  SheetDetent(id: "high", .fraction(0.88)),
]
let phone = SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)
/// The toolkits' sheet: a 10-point touch slop, touches with x.
func newSheet(style: SheetCardStyle = .standard) -> SheetState {
  SheetState(configuration: SheetConfiguration(detents: detents, style: style, touchSlop: 10), container: phone)
}

// MARK: - Cost and allocations

/// Touch moves during a long drag (once it has begun): time and allocations per event.
func measureDrag(events: Int) -> (Timing, allocationsPerEvent: Double) {
  var state = newSheet()
  var t = 0.0
  _ = state.apply(.touchDown(x: 195, y: 780), at: t)
  // The drag begins once the touch travels the slop: that move reports `dragBegan` (a one-element
  // event array) and is left out of the steady state, as the frame that reports `settled` is.
  t += 0.008
  _ = state.apply(.touchMove(x: 195, y: 500), at: t)
  precondition(state.phase == .dragging)
  var samples: [Double] = []
  samples.reserveCapacity(events)
  var allocations: UInt64 = 0
  var done = 0
  while done < events {
    let batch = min(10_000, events - done)
    allocation_counter_start()
    for i in 0..<batch {
      t += 0.008
      let y = 500 + 300 * sin(Double(done + i) / 50)
      let start = nanoseconds()
      let result = state.apply(.touchMove(x: 195, y: y), at: t)
      let end = nanoseconds()
      blackHole(result)
      samples.append(Double(end - start))
    }
    allocations += allocation_counter_stop()
    done += batch
  }
  return (Timing(samples), Double(allocations) / Double(events))
}

/// Touch moves during a long drag with the live target on (`reportsLiveTarget`), the finger
/// swinging across the three detents: time and allocations of the moves that report nothing, and
/// of those that report a `targetChanged` (whose one-element event array is the only allocation
/// the core makes for it, as for `dragBegan`).
func measureLiveTargetDrag(events: Int) -> (
  Timing, allocationsPerQuietEvent: Double, changes: Int, allocationsPerChange: Double
) {
  var configuration = SheetConfiguration(detents: detents, touchSlop: 10)
  configuration.reportsLiveTarget = true
  var state = SheetState(configuration: configuration, container: phone)
  var t = 0.0
  _ = state.apply(.touchDown(x: 195, y: 780), at: t)
  t += 0.008
  _ = state.apply(.touchMove(x: 195, y: 500), at: t)
  precondition(state.phase == .dragging && state.liveTarget != nil)
  var samples: [Double] = []
  samples.reserveCapacity(events)
  var quiet: (count: Int, allocations: UInt64) = (0, 0)
  var changed: (count: Int, allocations: UInt64) = (0, 0)
  for i in 0..<events {
    t += 0.008
    let y = 500 + 300 * sin(Double(i) / 50)
    allocation_counter_start()
    let start = nanoseconds()
    let result = state.apply(.touchMove(x: 195, y: y), at: t)
    let end = nanoseconds()
    let counted = allocation_counter_stop()
    blackHole(result)
    if result.isEmpty {
      quiet.count += 1
      quiet.allocations += counted
      samples.append(Double(end - start))
    } else {
      changed.count += 1
      changed.allocations += counted
    }
  }
  return (
    Timing(samples), Double(quiet.allocations) / Double(max(1, quiet.count)), changed.count,
    Double(changed.allocations) / Double(max(1, changed.count))
  )
}

/// Frames while settling (120 Hz), and frames at rest: time and allocations per frame. The frame
/// that ends a settle reports `settled` (one event array) and is left out of the steady state.
func measureFrames(settles: Int, planted: Bool = false) -> (
  settle: Timing, idle: Timing, settleAllocations: Double, idleAllocations: Double
) {
  var state = newSheet()
  var t = 0.0
  var settleSamples: [Double] = []
  var idleSamples: [Double] = []
  var settleAllocations: UInt64 = 0
  var settleFrames = 0
  var idleAllocations: UInt64 = 0
  var idleFrames = 0
  let order = ["high", "low", "mid", "low"]
  /// One frame 1/120 s on: its time in nanoseconds and the heap allocations during it.
  func timedFrame() -> (Double, UInt64) {
    t += 1.0 / 120
    allocation_counter_start()
    let start = nanoseconds()
    let events = state.tick(at: t)
    let end = nanoseconds()
    if planted { blackHole([state.height]) }
    let counted = allocation_counter_stop()
    blackHole(events)
    return (Double(end - start), counted)
  }
  for index in 0..<settles {
    _ = state.apply(.move(to: order[index % order.count], animated: true), at: t)
    while true {
      let (nanoseconds, counted) = timedFrame()
      guard state.phase == .settling else { break }
      settleSamples.append(nanoseconds)
      settleAllocations += counted
      settleFrames += 1
    }
    for _ in 0..<30 {
      let (nanoseconds, counted) = timedFrame()
      idleAllocations += counted
      idleSamples.append(nanoseconds)
      idleFrames += 1
    }
  }
  return (
    Timing(settleSamples), Timing(idleSamples), Double(settleAllocations) / Double(max(1, settleFrames)),
    Double(idleAllocations) / Double(max(1, idleFrames))
  )
}

/// The render plan both toolkits compute for every frame, while settling with a backdrop: time
/// and allocations per plan, for a card of `style`.
func measurePlans(settles: Int, style: SheetCardStyle = .standard) -> (Timing, allocationsPerPlan: Double) {
  var state = newSheet(style: style)
  let backdrop = BackdropStyle(maximumDimming: 0.3, maximumBlurRadius: 12, undimmedThrough: "mid")
  _ = state.apply(.backdrop(backdrop), at: 0)
  var t = 0.0
  var samples: [Double] = []
  var allocations: UInt64 = 0
  let order = ["high", "low", "mid", "low"]
  for index in 0..<settles {
    _ = state.apply(.move(to: order[index % order.count], animated: true), at: t)
    while state.phase == .settling {
      t += 1.0 / 120
      blackHole(state.tick(at: t))
      allocation_counter_start()
      let start = nanoseconds()
      let plan = state.renderPlan()
      let end = nanoseconds()
      allocations += allocation_counter_stop()
      blackHole(plan.card.y)
      samples.append(Double(end - start))
    }
  }
  return (Timing(samples), Double(allocations) / Double(max(1, samples.count)))
}

/// Touch events and frames with a ``SheetRecorder`` on: allocations per touch event (dragging)
/// and per frame (settling and at rest), the recording read once per gesture when the sheet comes
/// to rest, as the SwiftUI layer does, and the buffer flushed when half full, both between the
/// measured calls (they allocate by design, off the frame). Returns also how many entries were
/// recorded.
func measureRecording(gestures: Int) -> (
  touch: Timing, frame: Timing, touchAllocations: Double, frameAllocations: Double, entries: Int
) {
  var state = newSheet()
  var recorder = SheetRecorder(configuration: state.configuration, container: phone, capacity: 4096)
  var t = 0.0
  var touchSamples: [Double] = []
  var frameSamples: [Double] = []
  var touchAllocations: UInt64 = 0
  var frameAllocations: UInt64 = 0
  /// The latest recording, kept as an app keeps the one it was handed.
  var held: SheetRecording?
  for gesture in 0..<gestures {
    let from = state.topEdge + 20
    _ = recorder.apply(.touchDown(x: 195, y: from), at: t, to: &state)
    t += 0.008
    _ = recorder.apply(.touchMove(x: 195, y: from - 40), at: t, to: &state)
    for step in 0..<20 {
      t += 0.008
      let y = from - 40 + (gesture % 2 == 0 ? -12 : 12) * Double(step)
      allocation_counter_start()
      let start = nanoseconds()
      let events = recorder.apply(.touchMove(x: 195, y: y), at: t, to: &state)
      let end = nanoseconds()
      touchAllocations += allocation_counter_stop()
      blackHole(events)
      touchSamples.append(Double(end - start))
    }
    t += 0.008
    _ = recorder.apply(.touchUp(x: 195, y: from - 40 + (gesture % 2 == 0 ? -240 : 240)), at: t, to: &state)
    // The settle and 10 frames at rest; the frame that reports `settled` is left out.
    var rest = 10
    while rest > 0 {
      t += 1.0 / 120
      allocation_counter_start()
      let start = nanoseconds()
      let events = recorder.tick(&state, at: t)
      let end = nanoseconds()
      let counted = allocation_counter_stop()
      blackHole(events)
      if events.isEmpty {
        frameAllocations += counted
        frameSamples.append(Double(end - start))
      } else {
        // Off the frame, as the SwiftUI layer does when a gesture ends: the buffer flushed when
        // half full and the recording read and kept. The frames at rest after it are measured:
        // the recording must not share the buffer's storage (the next entry would copy it).
        if recorder.needsFlush { recorder.flush() }
        held = recorder.recording
      }
      if state.phase == .idle { rest -= 1 }
    }
  }
  return (
    Timing(touchSamples), Timing(frameSamples), Double(touchAllocations) / Double(max(1, touchSamples.count)),
    Double(frameAllocations) / Double(max(1, frameSamples.count)), held?.entries.count ?? 0
  )
}

// MARK: - Replay throughput

func measureReplay(repeats: Int) -> (framesPerSecond: Double, frames: Int) {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let directories = [
    root.deletingLastPathComponent().appendingPathComponent("shared/cases"),
    root.appendingPathComponent("Tests/SheetScenarioTests/Cases"),
  ]
  var scenarios: [Scenario] = []
  for directory in directories {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".json") {
      if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
        let scenario = try? Scenario(json: data)
      {
        scenarios.append(scenario)
      }
    }
  }
  var frames = 0
  let start = nanoseconds()
  for _ in 0..<repeats {
    for scenario in scenarios { frames += Simulation.run(scenario).frames.count }
  }
  let seconds = Double(nanoseconds() - start) / 1e9
  return (Double(frames) / seconds, frames)
}

// MARK: - Long recordings

/// The process's resident memory now and at its peak since the last reset, in bytes, from
/// `/proc/self/status` (`VmRSS`, `VmHWM`).
func residentMemory() -> (now: Double, peak: Double) {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  func field(_ name: String) -> Double {
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
    return 0
  }
  return (field("VmRSS"), field("VmHWM"))
}

/// Writes an hour-long recording of `count` touch events at 120 Hz (gestures of 100 samples) as
/// the scenario writer writes recordings, then reads it back with `Scenario(json:)` and replays it:
/// the time of the read and the replay, and the peak resident memory above what the process held
/// with the file's text in memory (the peak is reset through `/proc/self/clear_refs` first).
func measureLongRecording(count: Int) -> (bytes: Int, seconds: Double, peakBytes: Double, frames: Int) {
  var events: [TimedInput] = []
  events.reserveCapacity(count)
  var y = 600.0
  for index in 0..<count {
    let time = Double(index) * (3500.0 / Double(count))
    switch index % 100 {
    case 0:
      y = 600
      events.append(TimedInput(time: time, input: .touchDown(x: 200, y: y)))
    case 99: events.append(TimedInput(time: time, input: .touchUp(x: 200, y: y)))
    default:
      y += (index / 100).isMultiple(of: 2) ? -2 : 2
      events.append(TimedInput(time: time, input: .touchMove(x: 200, y: y)))
    }
  }
  let scenario = Scenario(
    container: SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3),
    configuration: SheetConfiguration(detents: detents, initialDetent: "mid"), frameRate: 60, until: 3501,
    events: events)
  let data = Data(scenario.jsonText().utf8)
  events = []
  let base = residentMemory().now
  _ = FileManager.default.createFile(atPath: "/proc/self/clear_refs", contents: Data("5".utf8))
  let start = nanoseconds()
  guard let read = try? Scenario(json: data) else { return (data.count, .infinity, .infinity, 0) }
  let frames = Simulation.run(read).frames.count
  let seconds = Double(nanoseconds() - start) / 1e9
  return (data.count, seconds, max(0, residentMemory().peak - base), frames)
}

// MARK: - Exactness

/// Frame times over 1.5 s at `rate` Hz, with frames dropped at random when `drops` is set.
func frameTimes(rate: Double, drops: UInt64?) -> [Double] {
  var times: [Double] = []
  var random = SplitMix64(seed: drops ?? 0)
  var frame = 0
  while Double(frame) / rate < 1.5 {
    frame += 1
    if drops != nil, Double.random(in: 0..<1, using: &random) < 0.3 { continue }
    times.append(Double(frame) / rate)
  }
  return times
}

/// The largest deviation (points) from the exact spring over one settle: a release at 240 pt
/// moving up at 800 pt/s, which projects onto the middle of three detents (700 pt) so nothing
/// meets the rubber band. Ours: the core ticked at the frame times. Baseline: an implicit-Euler
/// spring with the same stiffness and damping, stepped once per frame from the same start.
func deviation(times: [Double]) -> (ours: Double, euler: Double) {
  var state = SheetState(
    configuration: SheetConfiguration(detents: [.height(200), .height(700), .height(800)]),
    container: SheetContainer(height: 844, scale: 3))
  // Times start at 0 (the core's clock never runs backwards); the settle starts at 0.05 s.
  let release = 0.05
  _ = state.apply(.touchDown(y: 700), at: 0)
  for i in 1...5 { _ = state.apply(.touchMove(y: 700 - 8 * Double(i)), at: 0.01 * Double(i)) }
  _ = state.apply(.touchUp(y: 660), at: release)
  precondition(state.detent == "height(700.0)", "the release should settle at 700 pt, not \(state.detent)")
  let spring = state.configuration.spring
  let start = (position: state.height, velocity: -state.velocity)
  let exact = SpringMotion(spring: spring, from: start.position, velocity: start.velocity, to: 700, at: release)
  let omega = spring.angularFrequency
  let zeta = spring.dampingRatio
  var x = start.position
  var v = start.velocity
  var previous = release
  var ours = 0.0
  var euler = 0.0
  for t in times.map({ $0 + release }) {
    _ = state.tick(at: t)
    let truth = exact.state(at: t).position
    // Every frame counts, the one that ends the settle on its detent (within half a pixel) too.
    ours = max(ours, abs(state.height - truth))
    // FloatingPanel's implicit Euler: f = 1 + 2hζω, det = f + h²ω²,
    // x ← (f·x + h·v + h²ω²·x_t) / det, v ← (v + hω²(x_t − x)) / det.
    let h = t - previous
    previous = t
    let f = 1 + 2 * h * zeta * omega
    let det = f + h * h * omega * omega
    let oldX = x
    x = (f * x + h * v + h * h * omega * omega * 700) / det
    v = (v + h * omega * omega * (700 - oldX)) / det
    euler = max(euler, abs(x - truth))
  }
  return (ours, euler)
}

/// Touches that land mid-flight: the largest jump (points) between the sheet just before and
/// just after, and the largest error (points per second) between a release's velocity and the
/// spring's starting velocity.
func continuity(trials: Int) -> (jump: Double, velocityError: Double) {
  var random = SplitMix64(seed: 7)
  var jump = 0.0
  var velocityError = 0.0
  for _ in 0..<trials {
    var state = newSheet()
    let speed = Double.random(in: 800...6000, using: &random)
    _ = state.apply(.touchDown(y: 780), at: 0)
    for i in 1...6 { _ = state.apply(.touchMove(y: 780 - speed * 0.01 * Double(i)), at: 0.01 * Double(i)) }
    _ = state.apply(.touchUp(y: 780 - speed * 0.06), at: 0.06)
    velocityError = max(velocityError, abs(state.velocity - -min(speed, SheetState.maximumReleaseVelocity)))
    let catchAt = 0.06 + Double.random(in: 0.005...0.4, using: &random)
    _ = state.tick(at: catchAt - 0.001)
    guard state.phase == .settling else { continue }
    guard case .dragBegan(let caught) = state.apply(.touchDown(y: 843), at: catchAt).first else { continue }
    jump = max(jump, abs(caught - reference(speed: speed, at: catchAt)))
  }
  return (jump, velocityError)
}

/// Where the same flick's settle is at `time`, replayed without the touch: the reference for the
/// jump.
func reference(speed: Double, at time: Double) -> Double {
  var state = newSheet()
  _ = state.apply(.touchDown(y: 780), at: 0)
  for i in 1...6 { _ = state.apply(.touchMove(y: 780 - speed * 0.01 * Double(i)), at: 0.01 * Double(i)) }
  _ = state.apply(.touchUp(y: 780 - speed * 0.06), at: 0.06)
  _ = state.tick(at: time)
  return state.height
}

// MARK: - Run

let scale = quick ? 1 : 10
let drag = measureDrag(events: 20_000 * scale)
let liveTarget = measureLiveTargetDrag(events: 20_000 * scale)
let frames = measureFrames(settles: 40 * scale)
let plans = measurePlans(settles: 40 * scale)
let morphingPlans = measurePlans(
  settles: 40 * scale, style: SheetCardStyle.morphing().widthPolicy(.adaptive(alignment: .center)))
let plantedCheck = measureFrames(settles: 4, planted: true)
let layout = measureLayout(gestures: 20 * scale)
let recording = measureRecording(gestures: 40 * scale)
let replay = measureReplay(repeats: 2 * scale)
// The goal is for an hour of recording, so the quick run measures the same file.
let longRecording = measureLongRecording(count: 1_000_000)
var exactness: [(String, Double, Double)] = []
for rate in [30.0, 60, 120, 240] {
  let result = deviation(times: frameTimes(rate: rate, drops: nil))
  exactness.append(("\(Int(rate)) Hz", result.ours, result.euler))
}
for seed in UInt64(1)...3 {
  let result = deviation(times: frameTimes(rate: 120, drops: seed))
  exactness.append(("120 Hz, 30 % dropped (seed \(seed))", result.ours, result.euler))
}
let motion = continuity(trials: 200 * scale)

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

print("sheet-bench (\(quick ? "quick" : "full") run; timer overhead \(format(timerOverhead)) ns subtracted)")
print("")
print("| measure | median | p99 | samples | heap allocations each |")
print("|---|---|---|---|---|")
print(
  "| touch event while dragging | \(format(drag.0.median)) ns | \(format(drag.0.p99)) ns | \(drag.0.count) | \(format(drag.allocationsPerEvent, 3)) |"
)
print(
  "| touch event while dragging, live target on (\(liveTarget.changes) changes, \(format(liveTarget.allocationsPerChange, 3)) allocations each) | \(format(liveTarget.0.median)) ns | \(format(liveTarget.0.p99)) ns | \(liveTarget.0.count) | \(format(liveTarget.allocationsPerQuietEvent, 3)) |"
)
print(
  "| frame while settling | \(format(frames.settle.median)) ns | \(format(frames.settle.p99)) ns | \(frames.settle.count) | \(format(frames.settleAllocations, 3)) |"
)
print(
  "| frame at rest | \(format(frames.idle.median)) ns | \(format(frames.idle.p99)) ns | \(frames.idle.count) | \(format(frames.idleAllocations, 3)) |"
)
print(
  "| render plan while settling | \(format(plans.0.median)) ns | \(format(plans.0.p99)) ns | \(plans.0.count) | \(format(plans.allocationsPerPlan, 3)) |"
)
print(
  "| touch event while dragging, recorder on | \(format(recording.touch.median)) ns | \(format(recording.touch.p99)) ns | \(recording.touch.count) | \(format(recording.touchAllocations, 3)) |"
)
print(
  "| frame (settling, at rest), recorder on | \(format(recording.frame.median)) ns | \(format(recording.frame.p99)) ns | \(recording.frame.count) | \(format(recording.frameAllocations, 3)) |"
)
print(
  "| render plan while settling, morphing card with a width policy | \(format(morphingPlans.0.median)) ns | \(format(morphingPlans.0.p99)) ns | \(morphingPlans.0.count) | \(format(morphingPlans.allocationsPerPlan, 3)) |"
)
print(
  "| header, two scroll regions and a footer: touch event, frame, render plan | | | | \(format(layout.touch, 3)), \(format(layout.frame, 3)), \(format(layout.plan, 3)) |"
)
print("| self-check: frame with one planted allocation | | | | \(format(plantedCheck.settleAllocations, 3)) |")
print("")
print(
  "replay: \(format(replay.framesPerSecond / 1e6, 2)) million simulated frames per second (\(replay.frames) frames)")
print(
  "long recording: \(longRecording.bytes / 1_000_000) MB of 1,000,000 touch events read and replayed in \(format(longRecording.seconds, 2)) s, peak memory \(format(longRecording.peakBytes / 1e6, 0)) MB above the file's text"
)
print("")
print("| frame clock | ours: largest deviation from the exact spring | implicit Euler per frame |")
print("|---|---|---|")
for (name, ours, euler) in exactness { print("| \(name) | \(format(ours, 6)) pt | \(format(euler, 2)) pt |") }
print("")
print(
  "touch mid-flight: largest jump \(format(motion.jump, 6)) pt; release vs spring start velocity: largest error \(format(motion.velocityError, 6)) pt/s"
)

let json: [String: Any] = [
  "timerOverheadNanoseconds": timerOverhead,
  "touchEvent": [
    "medianNanoseconds": drag.0.median, "p99Nanoseconds": drag.0.p99, "samples": drag.0.count,
    "allocations": drag.allocationsPerEvent,
  ],
  "touchEventLiveTarget": [
    "medianNanoseconds": liveTarget.0.median, "p99Nanoseconds": liveTarget.0.p99, "samples": liveTarget.0.count,
    "allocations": liveTarget.allocationsPerQuietEvent, "changes": liveTarget.changes,
    "allocationsPerChange": liveTarget.allocationsPerChange,
  ],
  "settleFrame": [
    "medianNanoseconds": frames.settle.median, "p99Nanoseconds": frames.settle.p99, "samples": frames.settle.count,
    "allocations": frames.settleAllocations,
  ],
  "idleFrame": [
    "medianNanoseconds": frames.idle.median, "p99Nanoseconds": frames.idle.p99, "samples": frames.idle.count,
    "allocations": frames.idleAllocations,
  ],
  "renderPlan": [
    "medianNanoseconds": plans.0.median, "p99Nanoseconds": plans.0.p99, "samples": plans.0.count,
    "allocations": plans.allocationsPerPlan,
  ],
  "recordedTouchEvent": [
    "medianNanoseconds": recording.touch.median, "p99Nanoseconds": recording.touch.p99,
    "samples": recording.touch.count, "allocations": recording.touchAllocations,
  ],
  "recordedFrame": [
    "medianNanoseconds": recording.frame.median, "p99Nanoseconds": recording.frame.p99,
    "samples": recording.frame.count, "allocations": recording.frameAllocations, "entriesRecorded": recording.entries,
  ],
  "morphingRenderPlan": [
    "medianNanoseconds": morphingPlans.0.median, "p99Nanoseconds": morphingPlans.0.p99,
    "samples": morphingPlans.0.count, "allocations": morphingPlans.allocationsPerPlan,
  ],
  "plantedAllocationsPerFrame": plantedCheck.settleAllocations,
  "layoutAllocations": ["touchEvent": layout.touch, "frame": layout.frame, "renderPlan": layout.plan],
  "replayFramesPerSecond": replay.framesPerSecond,
  "longRecording": [
    "events": 1_000_000, "bytes": longRecording.bytes, "seconds": longRecording.seconds,
    "peakMemoryBytes": longRecording.peakBytes, "frames": longRecording.frames,
  ],
  "deviation": exactness.map { ["clock": $0.0, "oursPoints": $0.1, "implicitEulerPoints": $0.2] },
  "midFlightJumpPoints": motion.jump,
  "releaseVelocityErrorPointsPerSecond": motion.velocityError,
]
if let data = try? JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]) {
  _ = FileManager.default.createFile(atPath: jsonPath, contents: data)
  print("\nJSON: \(jsonPath)")
}

var failures: [String] = []
if plantedCheck.settleAllocations < 1 { failures.append("the allocation counter missed a planted allocation") }
if check {
  if drag.allocationsPerEvent > 0 { failures.append("touch events allocate (\(drag.allocationsPerEvent) each)") }
  if liveTarget.allocationsPerQuietEvent > 0 {
    failures.append("touch events with the live target on allocate (\(liveTarget.allocationsPerQuietEvent) each)")
  }
  if liveTarget.changes == 0 { failures.append("the live target never changed in a drag across three detents") }
  if liveTarget.allocationsPerChange > 1 {
    failures.append("a live target change allocates more than its event array (\(liveTarget.allocationsPerChange))")
  }
  if frames.settleAllocations > 0 { failures.append("settling frames allocate (\(frames.settleAllocations) each)") }
  if frames.idleAllocations > 0 { failures.append("frames at rest allocate (\(frames.idleAllocations) each)") }
  if plans.allocationsPerPlan > 0 { failures.append("render plans allocate (\(plans.allocationsPerPlan) each)") }
  if recording.touchAllocations > 0 {
    failures.append("recorded touch events allocate (\(recording.touchAllocations) each)")
  }
  if recording.frameAllocations > 0 { failures.append("recorded frames allocate (\(recording.frameAllocations) each)") }
  if morphingPlans.allocationsPerPlan > 0 {
    failures.append("morphing render plans allocate (\(morphingPlans.allocationsPerPlan) each)")
  }
  if let worst = exactness.map(\.1).max(), worst >= 0.5 { failures.append("deviation \(worst) pt at some frame rate") }
  // An hour of recording (1,000,000 events) read and replayed in under 5 s and 300 MB.
  if longRecording.seconds >= 5 || longRecording.peakBytes >= 300e6 {
    failures.append(
      "a long recording took \(longRecording.seconds) s and \(longRecording.peakBytes / 1e6) MB (goal: under 5 s and 300 MB)"
    )
  }
  if motion.jump > 1e-6 { failures.append("a touch mid-flight jumps \(motion.jump) pt") }
  if layout.touch > 0 || layout.frame > 0 || layout.plan > 0 {
    failures.append(
      "a sheet with scroll regions and a footer allocates (touch \(layout.touch), frame \(layout.frame), plan \(layout.plan))"
    )
  }
}
for failure in failures { FileHandle.standardError.write(Data("sheet-bench: FAIL \(failure)\n".utf8)) }
exit(failures.isEmpty ? 0 : 1)
