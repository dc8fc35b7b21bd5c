/// A live sheet as a toolkit holds it: its state, the recorder that records it (when recording),
/// and the waits of a toolkit's `move(to:) async`.
///
/// Both toolkits route every input and frame tick through one session, so the state and its
/// recording never disagree, and a new configuration — new detents, spring, snapping, dismissal,
/// keyboard policy, detent space, touch slop, card style, Reduce Motion — reaches a live sheet by
/// the core's one rule, ``SheetInput/configure(_:)``: what the core takes as an input applies at
/// once, even mid-gesture; everything else waits for the sheet to rest, then the state rebuilds
/// itself at the detent it rests at. The reconfiguration is an input like any other, so a
/// recording keeps it and `sheet-sim` replays it.
///
/// ```swift
/// var session = SheetSession(configuration: configuration, container: container, records: true)
/// _ = session.apply(.touchDown(y: 700), at: 0.1)
/// var slower = configuration
/// slower.spring = SheetSpring(duration: 0.6, bounce: 0)
/// _ = session.reconfigure(slower)   // waits: a touch is down
/// _ = session.apply(.touchUp(y: 700), at: 0.2)
/// _ = session.tick(at: 0.3)          // at rest: rebuilt with the new spring
/// ```
public struct SheetSession: Sendable {
  /// The sheet's state: the only source of its height, phase and events.
  public private(set) var state: SheetState
  /// The recorder, while recording; `nil` otherwise.
  public private(set) var recorder: SheetRecorder?
  /// A configuration that waits for the sheet to rest before the state is rebuilt with it.
  public var pendingConfiguration: SheetConfiguration? { state.pendingConfiguration }
  /// How many states the session has held since its first: bumped by every rebuild with a
  /// configuration that waited and every
  /// ``restart(configuration:container:presented:restoring:headerHeight:contentHeight:footerHeight:time:)``, so a
  /// toolkit sees that the state is a new one.
  public var generation: Int { restarts &+ state.rebuildCount }
  /// The generation the current state started at.
  private var restarts = 0
  /// Whether the states the session creates are recorded. Turned on, recording starts with the
  /// next ``restart(configuration:container:presented:restoring:headerHeight:contentHeight:footerHeight:time:)``: a
  /// recording begins where a state begins. Turned off, it stops at once.
  public var records: Bool {
    didSet { if !records { recorder = nil } }
  }

  /// Creates a session and its state (and, when `records`, a recorder that begins with it).
  ///
  /// - Parameters: Those of `SheetState.init`, and `records`: whether to record the session.
  public init(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool = true, headerHeight: Double = 0,
    contentHeight: Double = 0, footerHeight: Double = 0, time: Double = 0, records: Bool = false
  ) {
    (state, recorder) = SheetRecorder.makeState(
      configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
      contentHeight: contentHeight, footerHeight: footerHeight, time: time, records: records)
    self.records = records
  }

  /// Creates a session, not recorded, that holds `state` as it is: for a caller that made the
  /// state itself (restored from a snapshot, or laid out with its scroll regions).
  public init(state: SheetState) {
    self.state = state
    self.recorder = nil
    self.records = false
  }

  /// Whether the session is being recorded.
  public var isRecording: Bool { recorder != nil }

  /// Applies `input` at `time` (seconds), recording it when recording.
  ///
  /// - Returns: The events the core reported.
  public mutating func apply(_ input: SheetInput, at time: Double) -> [SheetEvent] {
    recorder != nil ? recorder!.apply(input, at: time, to: &state) : state.apply(input, at: time)
  }

  /// Ticks the sheet at `time` (seconds), recording the tick when recording.
  ///
  /// - Returns: The events the core reported.
  public mutating func tick(at time: Double) -> [SheetEvent] {
    recorder != nil ? recorder!.tick(&state, at: time) : state.tick(at: time)
  }

  /// Ticks the sheet at `time` to a state a toolkit already advanced there on a copy (to draw the
  /// frame before committing it): `advanced` must be ``state`` ticked at `time`, whose events the
  /// toolkit has (a rebuild with a waiting configuration among them). Records the tick when
  /// recording, so a frame is advanced once.
  public mutating func commitTick(to advanced: SheetState, at time: Double) {
    state = advanced
    recorder?.record(.tick(time: state.time))
  }

  /// Gives the live sheet a new configuration, as the input ``SheetInput/configure(_:)`` at the
  /// state's time (recorded when recording).
  ///
  /// - Returns: The events the inputs or a rebuild reported.
  public mutating func reconfigure(_ configuration: SheetConfiguration) -> [SheetEvent] {
    apply(.configure(configuration), at: state.time)
  }

  /// Starts the session again from a new state made with these arguments (and a new recording,
  /// when ``records``): for a toolkit that replaces its sheet outright (its first real container,
  /// a sheet hidden at once without a settle). A waiting configuration is dropped: the new state
  /// has the configuration given.
  ///
  /// With `restoring`, the new state is restored from the snapshot (`presented` is then the
  /// snapshot's; see `SheetState.init(configuration:container:restoring:…)`), and so is the
  /// recording's start.
  public mutating func restart(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool,
    restoring snapshot: SheetSnapshot? = nil, headerHeight: Double, contentHeight: Double, footerHeight: Double = 0,
    time: Double
  ) {
    let next = generation &+ 1
    (state, recorder) = SheetRecorder.makeState(
      configuration: configuration, container: container, presented: presented, restoring: snapshot,
      headerHeight: headerHeight, contentHeight: contentHeight, footerHeight: footerHeight, time: time,
      records: records)
    restarts = next
  }

  /// Whether the recorder's buffer is half full: call ``flushRecorder()`` soon, off the frame.
  public var recorderNeedsFlush: Bool { recorder?.needsFlush ?? false }

  /// Moves the recorder's buffered entries into its recording; allocates, so call it off the frame.
  public mutating func flushRecorder() { recorder?.flush() }
}
