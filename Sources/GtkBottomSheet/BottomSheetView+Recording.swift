import BottomSheetCore
import CGtk4

// Recording: with `recordsSession` on, every input the view gives the core and every frame tick
// goes through a `SheetRecorder`, from the moment the view creates its real state (the first
// allocation). Recording an entry never allocates; the recorder's buffer is flushed in an idle
// callback, off the frame, when it is half full.

extension BottomSheetView {
  /// The session recorded so far (`nil` unless ``recordsSession`` was on at the first
  /// allocation): the configuration, container, header and content the core's state was created
  /// with, then every input and frame tick at the core's clock (seconds on the frame clock's
  /// timeline). `SheetScenario`'s `Scenario(recording:)` makes a scenario file of it that
  /// `sheet-sim` replays. Reading it copies every entry: read it off the frame (at the end).
  public var recording: SheetRecording? { recorder?.recording }

  /// Applies `input` to the core at `time` (seconds), recording it when recording.
  func applyToCore(_ input: SheetInput, at time: Double) -> [SheetEvent] {
    guard recorder != nil else { return state.apply(input, at: time) }
    let events = recorder!.apply(input, at: time, to: &state)
    flushRecorderSoon()
    return events
  }

  /// Ticks the core at `time` (seconds), recording the tick when recording.
  func tickCore(at time: Double) -> [SheetEvent] {
    guard recorder != nil else { return state.tick(at: time) }
    let events = recorder!.tick(&state, at: time)
    flushRecorderSoon()
    return events
  }

  /// Flushes the recorder's buffer in an idle callback once it is half full.
  private func flushRecorderSoon() {
    guard recorder?.needsFlush == true, !isRecorderFlushScheduled else { return }
    isRecorderFlushScheduled = true
    g_idle_add_full(
      Int32(G_PRIORITY_DEFAULT_IDLE),
      { data in
        guard let data else { return 0 }
        let view = Unmanaged<BottomSheetView>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated {
          view.isRecorderFlushScheduled = false
          view.recorder?.flush()
        }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }
}
