import Testing

@testable import BottomSheetCore

/// The recorder captures what the core took, in order, at the core's clock, and its recording
/// replays to the same state and events.
@Suite("Sheet recorder")
struct SheetRecorderTests {
  static let configuration = SheetConfiguration(
    detents: [
      SheetDetent(id: "low", .fraction(0.16)), SheetDetent(id: "mid", .fraction(0.5)),
      SheetDetent(id: "high", .fraction(0.88)),
    ],
    touchSlop: 10)
  static let container = SheetContainer(height: 844, scale: 1, topObstruction: 52)

  /// A live session as a toolkit drives it: a flick up, ticks at 60 Hz from a clock that runs
  /// ahead of the touch timestamps, a catch mid-flight stamped before the latest tick, a drag
  /// down, a resize mid-settle.
  static func liveSession(capacity: Int = 1024) -> (
    state: SheetState, recorder: SheetRecorder, events: [(SheetEvent, Double)], tickHeights: [Double]
  ) {
    let start = 5000.25
    var state = SheetState(configuration: configuration, container: container, time: start)
    var recorder = SheetRecorder(configuration: configuration, container: container, time: start, capacity: capacity)
    var events: [(SheetEvent, Double)] = []
    var tickHeights: [Double] = []
    var frame = start
    func input(_ input: SheetInput, _ offset: Double) {
      events += recorder.apply(input, at: start + offset, to: &state).map { ($0, state.time) }
    }
    func ticks(_ count: Int) {
      for _ in 0..<count {
        frame += 1.0 / 60
        events += recorder.tick(&state, at: frame).map { ($0, state.time) }
        tickHeights.append(state.height)
      }
    }
    input(.touchDown(x: 195, y: 780), 1.0)
    for (index, y) in [760.0, 700, 600, 520].enumerated() {
      input(.touchMove(x: 195, y: y), 1.0 + 0.016 * Double(index + 1))
    }
    input(.touchUp(x: 195, y: 520), 1.064)
    frame = start + 1.07
    ticks(6)
    // Caught mid-flight, stamped 5 ms before the latest tick: the core applies it at the tick.
    input(.touchDown(x: 195, y: 400), frame - start - 0.005)
    input(.touchMove(x: 195, y: 420), frame - start + 0.011)
    input(.touchMove(x: 195, y: 520), frame - start + 0.027)
    input(.touchUp(x: 195, y: 560), frame - start + 0.043)
    frame += 0.05
    ticks(3)
    input(.resize(SheetContainer(height: 700, scale: 1, topObstruction: 52)), frame - start)
    ticks(60)
    return (state, recorder, events, tickHeights)
  }

  @Test("the recording replays to the live state and events")
  func replayEqualsLive() {
    let live = Self.liveSession()
    let recording = live.recorder.recording
    #expect(recording.entries.count == 11 + 69)
    #expect(recording.droppedCount == 0)
    let replay = recording.replay()
    #expect(replay.state.height == live.state.height)
    #expect(replay.state.detent == live.state.detent)
    #expect(replay.state.phase == .idle)
    #expect(replay.state.time == live.state.time)
    #expect(replay.events.map(\.event) == live.events.map(\.0))
    #expect(replay.events.map(\.time) == live.events.map(\.1))
    let settled = live.events.filter { if case .settled = $0.0 { true } else { false } }
    #expect(settled.count == 1, "the catch interrupts the first settle: one settled event")
  }

  @Test("an input stamped before the core's latest time is recorded at the core's clock")
  func lateInputRecordedAtCoreClock() {
    let live = Self.liveSession()
    let entries = live.recorder.recording.entries
    // The catch: the first touchDown after a tick.
    guard let tickIndex = entries.firstIndex(where: { if case .tick = $0 { true } else { false } }),
      let catchIndex = entries[tickIndex...].firstIndex(where: {
        if case .input(.touchDown, _) = $0 { true } else { false }
      })
    else {
      Issue.record("no catch recorded")
      return
    }
    #expect(entries[catchIndex].time == entries[catchIndex - 1].time, "the catch is at the tick before it")
    #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.time <= $1.time }, "times never decrease")
  }

  @Test("a full buffer drops and counts entries; a flush makes room")
  func fullBuffer() {
    var state = SheetState(configuration: Self.configuration, container: Self.container)
    var recorder = SheetRecorder(configuration: Self.configuration, container: Self.container, capacity: 16)
    for index in 0..<7 { _ = recorder.tick(&state, at: Double(index)) }
    #expect(!recorder.needsFlush)
    _ = recorder.tick(&state, at: 7)
    #expect(recorder.needsFlush, "half full at 8 of 16")
    recorder.flush()
    #expect(!recorder.needsFlush)
    for index in 8..<30 { _ = recorder.tick(&state, at: Double(index)) }
    let recording = recorder.recording
    #expect(recorder.count == 24)
    #expect(recording.entries.count == 24)
    #expect(recording.droppedCount == 6)
    #expect(recording.entries.map(\.time) == (0..<24).map(Double.init))
    #expect(recording.endTime == 23)
  }

  @Test("reading the recording mid-session leaves the recorder recording")
  func readMidSession() {
    var state = SheetState(configuration: Self.configuration, container: Self.container)
    var recorder = SheetRecorder(configuration: Self.configuration, container: Self.container, capacity: 64)
    _ = recorder.apply(.move(to: "high", animated: true), at: 1, to: &state)
    let early = recorder.recording
    _ = recorder.tick(&state, at: 1.5)
    #expect(early.entries.count == 1)
    #expect(recorder.recording.entries == [.input(.move(to: "high", animated: true), time: 1), .tick(time: 1.5)])
  }

  @Test("the recording keeps the configuration as given, not as the core normalized it")
  func configurationAsGiven() {
    let given = SheetConfiguration(
      detents: [SheetDetent(id: "a", .points(300)), SheetDetent(id: "a", .points(500))], initialDetent: "nowhere")
    let state = SheetState(configuration: given, container: Self.container, time: 2)
    let recorder = SheetRecorder(configuration: given, container: Self.container, time: 2)
    #expect(state.configuration.detents.count == 1)
    #expect(recorder.recording.configuration == given)
    #expect(recorder.recording.replay().events.count == state.initialDiagnostics.count)
    #expect(recorder.recording.startTime == 2)
  }
}
