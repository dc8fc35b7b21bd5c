/// Records a sheet's session — how its state was created, then every input and frame tick — into
/// a ``SheetRecording``, without allocating on the per-frame path.
///
/// Create it with the same arguments as the `SheetState` it records, then route every input and
/// tick through ``apply(_:at:to:)`` and ``tick(_:at:)``, which apply them to the state and record
/// them:
///
/// ```swift
/// var state = SheetState(configuration: configuration, container: container, time: now)
/// var recorder = SheetRecorder(configuration: configuration, container: container, time: now)
/// let events = recorder.apply(.touchDown(y: 700), at: now, to: &state)
/// ...
/// let recording = recorder.recording  // at the end, off the frame
/// ```
///
/// Times are the core's clock once it has taken the entry (`SheetState.time`, seconds): an input
/// stamped earlier than the latest time the core has seen — GTK's touch timestamps can lag its
/// frame clock — is applied by the core at that latest time, and recorded so. Entries therefore
/// never go back in time, and a replay applies every input where the core applied it.
///
/// Memory: entries go into a buffer of ``capacity`` entries reserved up front, so recording an
/// entry never allocates. When the buffer is half full ``needsFlush`` turns true: call ``flush()``
/// off the frame (an idle callback, a gesture's end), which moves the buffer into the recording's
/// store and reserves a fresh one. A recorder whose buffer fills up anyway drops further entries
/// and counts them (``SheetRecording/droppedCount``); it never grows the buffer on the frame.
public struct SheetRecorder: Sendable {
  /// The most entries the buffer holds between flushes.
  public let capacity: Int
  private var head: SheetRecording
  private var flushed: [[SheetRecording.Entry]] = []
  private var buffer: [SheetRecording.Entry] = []
  private var flushedCount = 0
  private var dropped = 0

  /// Starts recording a state created with these arguments (those of `SheetState.init`).
  ///
  /// - Parameters:
  ///   - configuration: The configuration as given to the state.
  ///   - container: The container as given to the state.
  ///   - presented: Whether the state starts presented.
  ///   - headerHeight: Header height in points.
  ///   - contentHeight: Content height in points.
  ///   - footerHeight: Footer height in points.
  ///   - time: The state's starting time, seconds on the core's clock.
  ///   - capacity: Entries the buffer holds between flushes (at least 16). The default, 16,384,
  ///     holds about four minutes of 60 Hz frames and is reserved at once (about 900 KB).
  public init(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool = true, headerHeight: Double = 0,
    contentHeight: Double = 0, footerHeight: Double = 0, time: Double = 0, capacity: Int = 16_384
  ) {
    self.capacity = max(16, capacity)
    head = SheetRecording(
      configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
      contentHeight: contentHeight, footerHeight: footerHeight, startTime: time.isFinite ? time : 0)
    buffer.reserveCapacity(self.capacity)
  }

  /// Creates a state with these arguments (those of `SheetState.init`) and, when `records`, a
  /// recorder that begins with it: the one place a toolkit that may record creates its state, so
  /// the state and its recording's start can never differ.
  ///
  /// - Returns: The state, and the recorder (`nil` when `records` is false).
  ///
  /// With `restoring`, the state is restored from the snapshot (`presented` is then the
  /// snapshot's) and the recording keeps the snapshot (``SheetRecording/restore``).
  public static func makeState(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool = true,
    restoring snapshot: SheetSnapshot? = nil, headerHeight: Double = 0, contentHeight: Double = 0,
    footerHeight: Double = 0, time: Double = 0, records: Bool
  ) -> (state: SheetState, recorder: SheetRecorder?) {
    let state = Self.state(
      configuration: configuration, container: container, presented: presented, restoring: snapshot,
      headerHeight: headerHeight, contentHeight: contentHeight, footerHeight: footerHeight, time: time)
    var recorder =
      records
      ? SheetRecorder(
        configuration: configuration, container: container, presented: snapshot?.isPresented ?? presented,
        headerHeight: headerHeight, contentHeight: contentHeight, footerHeight: footerHeight, time: time) : nil
    recorder?.head.restore = snapshot
    return (state, recorder)
  }

  /// A new state: restored from `snapshot` when there is one, else at the initial detent.
  static func state(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool, restoring snapshot: SheetSnapshot?,
    headerHeight: Double, contentHeight: Double, footerHeight: Double = 0, time: Double
  ) -> SheetState {
    if let snapshot {
      return SheetState(
        configuration: configuration, container: container, restoring: snapshot, headerHeight: headerHeight,
        contentHeight: contentHeight, footerHeight: footerHeight, time: time)
    }
    return SheetState(
      configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
      contentHeight: contentHeight, footerHeight: footerHeight, time: time)
  }

  /// Applies `input` to `state` at `time` (seconds) and records it at the core's clock.
  ///
  /// - Returns: The events the core reported.
  public mutating func apply(_ input: SheetInput, at time: Double, to state: inout SheetState) -> [SheetEvent] {
    let events = state.apply(input, at: time)
    record(.input(input, time: state.time))
    return events
  }

  /// Ticks `state` at `time` (seconds) and records the tick at the core's clock.
  ///
  /// - Returns: The events the core reported.
  public mutating func tick(_ state: inout SheetState, at time: Double) -> [SheetEvent] {
    let events = state.tick(at: time)
    record(.tick(time: state.time))
    return events
  }

  /// Records an entry the caller already gave the core, at the core's clock (`SheetState.time`
  /// after it). Never allocates: a full buffer drops the entry and counts it.
  public mutating func record(_ entry: SheetRecording.Entry) {
    guard buffer.count < capacity else {
      dropped += 1
      return
    }
    buffer.append(entry)
  }

  /// Whether the buffer is half full: call ``flush()`` soon, off the frame.
  public var needsFlush: Bool { buffer.count >= capacity / 2 }

  /// How many entries are recorded (dropped ones aside).
  public var count: Int { flushedCount + buffer.count }

  /// Moves the buffer's entries into the recording's store and reserves a fresh buffer. Allocates:
  /// call it off the frame.
  public mutating func flush() {
    guard !buffer.isEmpty else { return }
    var fresh: [SheetRecording.Entry] = []
    fresh.reserveCapacity(capacity)
    swap(&fresh, &buffer)
    flushedCount += fresh.count
    flushed.append(fresh)
  }

  /// The recording so far. Copies every entry into a new array (the buffer keeps its own storage,
  /// so recording goes on without allocating): read it off the frame.
  ///
  /// - Complexity: O(entries).
  public var recording: SheetRecording {
    var recording = head
    var entries: [SheetRecording.Entry] = []
    entries.reserveCapacity(count)
    for chunk in flushed { entries.append(contentsOf: chunk) }
    entries.append(contentsOf: buffer)
    recording.entries = entries
    recording.droppedCount = dropped
    return recording
  }
}
