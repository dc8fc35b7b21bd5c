import BottomSheetCore

extension Scenario {
  /// The scenario that replays a recorded session: its configuration, container, presentation,
  /// header and content at the start, every input and every frame tick (`tick` events) in the
  /// order the core took them, with times in seconds from the recording's start.
  ///
  /// `sheet-sim` replaying it ticks exactly where the toolkit ticked, so its frames and events
  /// are the session's (times in the file are rounded to the microsecond, points to a millionth).
  /// `until` is the last entry's time: the final line is the state when the recording stopped.
  /// ``clockOrigin`` is the recording's start on the toolkit's clock.
  ///
  /// What the scenario format cannot say is replaced, with a note in ``description``: a custom
  /// detent (other than `SheetDetent.header`) becomes a `points` detent at the height it had at
  /// the start; a velocity window or a projection other than the default is left out (the replay
  /// uses the defaults). A recording that dropped entries (`SheetRecording.droppedCount`) says
  /// so there too.
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - text: A `description` to put first, such as where it was recorded.
  public init(recording: SheetRecording, description text: String? = nil) {
    var notes: [String] = text.map { [$0] } ?? []
    var configuration = recording.configuration
    configuration.detents = Self.writable(
      configuration.detents, recording: recording, notes: &notes)
    if configuration.velocityWindow != SheetConfiguration(detents: []).velocityWindow {
      notes.append(
        "the velocity window (\(configuration.velocityWindow) s) is not in the format; replayed with the default")
    }
    if configuration.snapping.projection != SnappingRule().projection {
      notes.append("the release projection is not in the format; replayed with the default")
    }
    var events: [TimedInput] = []
    var ticks: [ScenarioTick] = []
    events.reserveCapacity(recording.entries.count)
    let start = recording.startTime
    var latest = 0.0
    for entry in recording.entries {
      // Times never decrease in a recording; a clock that is not finite would be the core's bug.
      let time = max(latest, entry.time.isFinite ? entry.time - start : latest)
      latest = time
      switch entry {
      case .tick: ticks.append(ScenarioTick(time: time, eventsBefore: events.count))
      case .input(let input, _):
        if case .setDetents(let list) = input {
          events.append(
            TimedInput(time: time, input: .setDetents(Self.writable(list, recording: recording, notes: &notes))))
        } else {
          events.append(TimedInput(time: time, input: input))
        }
      }
    }
    if recording.droppedCount > 0 {
      notes.append(
        "the recorder's buffer was full: the last \(recording.droppedCount) entries were not kept and the replay stops early"
      )
    }
    self.init(
      container: recording.container, configuration: configuration, presented: recording.presented,
      headerHeight: recording.headerHeight, contentHeight: recording.contentHeight, until: latest, events: events,
      ticks: ticks, description: notes.isEmpty ? nil : notes.joined(separator: "; "),
      clockOrigin: recording.startTime, footerHeight: recording.footerHeight)
    restore = recording.restore
  }

  /// `detents` with each custom detent (other than the header detent) replaced by a `points`
  /// detent at the height it resolves to in the recording's starting layout.
  private static func writable(
    _ detents: [SheetDetent], recording: SheetRecording, notes: inout [String]
  ) -> [SheetDetent] {
    detents.map { detent in
      guard case .custom(let type) = detent.kind, detent.kind != SheetDetent.header.kind else { return detent }
      let context = DetentContext(
        containerHeight: recording.container.height, safeArea: recording.container.safeArea,
        contentHeight: recording.contentHeight, maximumHeight: recording.container.maximumSheetHeight,
        headerHeight: recording.headerHeight,
        bottomMargin: recording.configuration.contentBottomMargin(in: recording.container),
        footerHeight: recording.footerHeight)
      let height = type.height(in: context) ?? 0
      notes.append("custom detent '\(detent.id)' is recorded as \(JSONLines.number(height)) points")
      return SheetDetent(id: detent.id, .points(height))
    }
  }
}
