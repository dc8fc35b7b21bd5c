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
  public var recording: SheetRecording? { session.recorder?.recording }

  /// Applies `input` to the core at `time` (seconds), through the session: recorded when
  /// recording, and a configuration that waited applied once the sheet rests.
  func applyToCore(_ input: SheetInput, at time: Double) -> [SheetEvent] {
    let events = session.apply(input, at: time)
    flushRecorderSoon()
    return events
  }

  /// Ticks the core at `time` (seconds), through the session.
  func tickCore(at time: Double) -> [SheetEvent] {
    let events = session.tick(at: time)
    flushRecorderSoon()
    return events
  }

  /// Flushes the recorder's buffer in an idle callback once it is half full.
  private func flushRecorderSoon() {
    guard session.recorderNeedsFlush, !isRecorderFlushScheduled else { return }
    isRecorderFlushScheduled = true
    g_idle_add_full(
      Int32(G_PRIORITY_DEFAULT_IDLE),
      { data in
        guard let data else { return 0 }
        let view = Unmanaged<BottomSheetView>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated {
          view.isRecorderFlushScheduled = false
          view.session.flushRecorder()
        }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }
}
