import BottomSheetCore
import Foundation
import SheetScenario
import Testing

/// A recording becomes a scenario file that replays the recorded session: its frames at the
/// recorded ticks and its events.
@Suite("Recording scenarios")
struct RecordingScenarioTests {
  static let configuration = SheetConfiguration(
    detents: [
      SheetDetent(id: "low", .fraction(0.16)), SheetDetent(id: "mid", .fraction(0.5)),
      SheetDetent(id: "high", .fraction(0.88)),
    ],
    touchSlop: 10)
  static let container = SheetContainer(height: 844, scale: 2, topObstruction: 52)

  /// A live session on a clock that starts far from 0 (as GTK's monotonic clock does): a flick,
  /// a catch stamped before the latest tick, a release, a resize; the height after every tick.
  static func live() -> (recording: SheetRecording, tickHeights: [Double], events: [(SheetEvent, Double)]) {
    let start = 81234.567891
    var state = SheetState(configuration: configuration, container: container, headerHeight: 21, time: start)
    var recorder = SheetRecorder(configuration: configuration, container: container, headerHeight: 21, time: start)
    var heights: [Double] = []
    var events: [(SheetEvent, Double)] = []
    var frame = start + 1.070001
    func input(_ input: SheetInput, _ time: Double) {
      events += recorder.apply(input, at: time, to: &state).map { ($0, state.time - start) }
    }
    func ticks(_ count: Int) {
      for _ in 0..<count {
        frame += 0.016667
        events += recorder.tick(&state, at: frame).map { ($0, state.time - start) }
        heights.append(state.height)
      }
    }
    input(.touchDown(x: 195, y: 780), start + 1)
    for (index, y) in [760.0, 690, 600, 520].enumerated() {
      input(.touchMove(x: 195 + Double(index), y: y), start + 1 + 0.016 * Double(index + 1))
    }
    input(.touchUp(x: 199, y: 520), start + 1.064)
    ticks(7)
    input(.touchDown(x: 195, y: 300), frame - 0.004)
    input(.touchMove(x: 195, y: 340), frame + 0.012)
    input(.touchUp(x: 195, y: 420), frame + 0.028)
    ticks(4)
    input(.resize(SheetContainer(height: 760, scale: 2, topObstruction: 0)), frame)
    ticks(60)
    return (recorder.recording, heights, events)
  }

  @Test("the written recording replays its frames at the recorded ticks and its events")
  func replayMatchesLive() throws {
    let live = Self.live()
    let text = Scenario(recording: live.recording).jsonText()
    let scenario = try Scenario(json: Data(text.utf8))
    #expect(scenario.diagnostics.isEmpty, "\(scenario.diagnostics)")
    #expect(scenario.ticks.count == 71)
    #expect(scenario.events.count == 10)
    #expect(scenario.clockOrigin == 81234.567891)
    #expect(scenario.container.topObstruction == 52)
    let result = Simulation.run(scenario)
    #expect(result.frames.count == live.tickHeights.count)
    let worst = zip(result.frames, live.tickHeights).map { abs($0.height - $1) }.max() ?? .infinity
    #expect(worst < 0.001, "largest difference between replayed and live frames: \(worst) pt")
    let liveSettled = live.events.compactMap { if case .settled(let d, let h) = $0.0 { (d, h) } else { nil } }
    let replaySettled = result.events.compactMap {
      if case .settled(let d, let h) = $0.event { (d, h) } else { nil }
    }
    #expect(liveSettled.map(\.0) == replaySettled.map(\.0))
    #expect(liveSettled.count == 1, "the catch interrupts the first settle; the second retargets at the resize")
    for (a, b) in zip(liveSettled, replaySettled) { #expect(abs(a.1 - b.1) < 0.5) }
    let liveTargets = live.events.compactMap { if case .willSettle(let t, _) = $0.0 { t } else { nil } }
    let replayTargets = result.events.compactMap { if case .willSettle(let t, _) = $0.event { t } else { nil } }
    #expect(liveTargets == replayTargets)
    #expect(abs(result.finalTime - (live.recording.endTime - live.recording.startTime)) < 1e-6)
  }

  @Test("tick events keep their place among the inputs, and count for the default until")
  func tickPlaces() throws {
    let scenario = try Scenario(
      json: Data(
        #"""
        {"container": {"height": 800}, "detents": [{"id": "a", "points": 200}, {"id": "b", "points": 600}],
         "events": [{"t": 0.1, "type": "tick"}, {"t": 0.1, "type": "move", "detent": "b"},
                    {"t": 0.2, "type": "tick"}, {"t": 0.3, "type": "tick"}, {"t": 5, "type": "tick"}]}
        """#.utf8))
    #expect(
      scenario.ticks == [
        ScenarioTick(time: 0.1, eventsBefore: 0), ScenarioTick(time: 0.2, eventsBefore: 1),
        ScenarioTick(time: 0.3, eventsBefore: 1), ScenarioTick(time: 5, eventsBefore: 1),
      ])
    #expect(scenario.until == 8)
    let result = Simulation.run(scenario)
    #expect(result.frames.map(\.time) == [0.1, 0.2, 0.3, 5])
    // The tick at 0.1 comes before the move at 0.1: that frame is still at rest at "a".
    #expect(result.frames[0].height == 200)
    #expect(result.frames[1].height > 200 && result.frames[1].height < 600)
    #expect(result.settledSequence == ["b"])
    // Written back, the ticks are where they were.
    let again = try Scenario(json: Data(scenario.jsonText().utf8))
    #expect(again.ticks == scenario.ticks)
  }

  @Test("a tick out of time order is clamped with a diagnostic, as events are")
  func tickOutOfOrder() throws {
    let scenario = try Scenario(
      json: Data(
        #"""
        {"container": {"height": 800}, "detents": [{"id": "a", "points": 200}],
         "events": [{"t": 1, "type": "present"}, {"t": 0.5, "type": "tick"}]}
        """#.utf8))
    #expect(scenario.ticks == [ScenarioTick(time: 1, eventsBefore: 1)])
    #expect(scenario.diagnostics.count == 1)
  }

  @Test("a corrupt recording is an error naming the field, not a crash")
  func corruptRecording() throws {
    let text = Scenario(recording: Self.live().recording).jsonText()
    // Cut off mid-file, as a full disk or a killed process leaves it.
    let truncated = String(text.prefix(text.count / 2))
    #expect(throws: ScenarioError.self) { try Scenario(json: Data(truncated.utf8)) }
    let badTick = text.replacingOccurrences(
      of: #"\{"t": [0-9.]+, "type": "tick"\}"#, with: #"{"t": "soon", "type": "tick"}"#, options: .regularExpression)
    #expect(badTick != text)
    do {
      _ = try Scenario(json: Data(badTick.utf8))
      Issue.record("a tick with a string time was read")
    } catch {
      #expect(error.path.hasSuffix(".t"), "\(error)")
    }
  }

  @Test("a custom detent is written as points at its starting height, with a note")
  func customDetent() throws {
    enum Third: CustomSheetDetent {
      static func height(in context: DetentContext) -> Double? { context.containerHeight / 3 }
    }
    let configuration = SheetConfiguration(detents: [.custom(Third.self), .large])
    var recorder = SheetRecorder(configuration: configuration, container: SheetContainer(height: 900))
    var state = SheetState(configuration: configuration, container: SheetContainer(height: 900))
    _ = recorder.apply(.move(to: "large", animated: false), at: 0.5, to: &state)
    let scenario = Scenario(recording: recorder.recording)
    #expect(scenario.configuration.detents.first?.kind == .points(300))
    #expect(scenario.description?.contains("is recorded as 300 points") == true)
    let read = try Scenario(json: Data(scenario.jsonText(description: scenario.description).utf8))
    #expect(Simulation.run(read).finalState.detent == "large")
  }

  @Test("a recording that dropped entries says so")
  func droppedEntries() {
    var recorder = SheetRecorder(configuration: Self.configuration, container: Self.container, capacity: 16)
    var state = SheetState(configuration: Self.configuration, container: Self.container)
    for index in 0..<20 { _ = recorder.tick(&state, at: Double(index)) }
    let scenario = Scenario(recording: recorder.recording, description: "test")
    #expect(scenario.description?.hasPrefix("test; the recorder's buffer was full: the last 4 entries") == true)
    #expect(scenario.until == 15)
  }
}
