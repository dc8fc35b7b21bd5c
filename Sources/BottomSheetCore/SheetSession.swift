/// A live sheet as a toolkit holds it: its state, the recorder that records it (when recording),
/// and the configuration the app last gave it, applied as inputs while the sheet moves or as a
/// rebuild once it rests.
///
/// Both toolkits route every input and frame tick through one session, so the state and its
/// recording never disagree, and a new configuration — new detents, spring, snapping, dismissal,
/// keyboard policy, detent space, touch slop, card style, Reduce Motion — reaches a live sheet by
/// one rule:
/// - what the core takes as an input (detents, Reduce Motion, the keyboard policy, the card style)
///   is applied at once, even mid-gesture;
/// - everything else waits for the sheet to rest (no touch, no settle, no momentum), then the
///   state is rebuilt at the detent it rests at, presented or not as it was, with its container,
///   header and content heights, keyboard and scroll offset carried over; a recording starts again
///   with the rebuilt state (a recording begins where a state begins).
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
  public private(set) var pendingConfiguration: SheetConfiguration?
  /// How many states the session has created since its first: bumped by every rebuild and
  /// ``restart(configuration:container:presented:headerHeight:contentHeight:time:)``, so a
  /// toolkit sees that its recording started again and that the state is a new one.
  public private(set) var generation = 0
  /// Whether the states the session creates are recorded. Turned on, recording starts with the
  /// next state (a rebuild or a ``restart(configuration:container:presented:headerHeight:contentHeight:time:)``):
  /// a recording begins where a state begins. Turned off, it stops at once.
  public var records: Bool {
    didSet { if !records { recorder = nil } }
  }

  /// Creates a session and its state (and, when `records`, a recorder that begins with it).
  ///
  /// - Parameters: Those of `SheetState.init`, and `records`: whether to record the session.
  public init(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool = true, headerHeight: Double = 0,
    contentHeight: Double = 0, time: Double = 0, records: Bool = false
  ) {
    (state, recorder) = SheetRecorder.makeState(
      configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
      contentHeight: contentHeight, time: time, records: records)
    self.records = records
  }

  /// Whether the session is being recorded.
  public var isRecording: Bool { recorder != nil }

  /// Applies `input` at `time` (seconds), recording it when recording, then rebuilds the state
  /// with a waiting configuration if the sheet now rests.
  ///
  /// - Returns: The events the core reported (a rebuild's diagnostics after them).
  public mutating func apply(_ input: SheetInput, at time: Double) -> [SheetEvent] {
    var events = recorder != nil ? recorder!.apply(input, at: time, to: &state) : state.apply(input, at: time)
    events += rebuildIfResting()
    return events
  }

  /// Ticks the sheet at `time` (seconds), recording the tick when recording, then rebuilds the
  /// state with a waiting configuration if the sheet now rests.
  ///
  /// - Returns: The events the core reported.
  public mutating func tick(at time: Double) -> [SheetEvent] {
    var events = recorder != nil ? recorder!.tick(&state, at: time) : state.tick(at: time)
    events += rebuildIfResting()
    return events
  }

  /// Ticks the sheet at `time` to a state a toolkit already advanced there on a copy (to draw the
  /// frame before committing it): `advanced` must be ``state`` ticked at `time`, whose events the
  /// toolkit has. Records the tick when recording, then rebuilds with a waiting configuration if
  /// the sheet now rests, as ``tick(at:)`` does, so a frame is advanced once.
  ///
  /// - Returns: The events of a rebuild (its diagnostics), if one happened.
  public mutating func commitTick(to advanced: SheetState, at time: Double) -> [SheetEvent] {
    state = advanced
    recorder?.record(.tick(time: state.time))
    return rebuildIfResting()
  }

  /// Gives the live sheet a new configuration: the inputs it takes at once (detents, Reduce
  /// Motion, keyboard policy, card style, backdrop), and for anything else a rebuild once the sheet rests —
  /// at once if it rests already. The initial detent is not a change: a live sheet keeps its
  /// place.
  ///
  /// - Returns: The events the inputs or the rebuild reported.
  public mutating func reconfigure(_ configuration: SheetConfiguration) -> [SheetEvent] {
    let current = state.configuration
    var wanted = configuration
    wanted.detents = DetentResolution.normalize(configuration.detents).detents
    if Self.rebuilt(wanted) != Self.rebuilt(current) {
      pendingConfiguration = configuration
      return rebuildIfResting()
    }
    // What inputs can change: a configuration that waited is overtaken.
    pendingConfiguration = nil
    var events: [SheetEvent] = []
    let time = state.time
    if wanted.detents != current.detents { events += apply(.setDetents(configuration.detents), at: time) }
    if wanted.reduceMotion != current.reduceMotion { events += apply(.reduceMotion(wanted.reduceMotion), at: time) }
    if wanted.keyboardPolicy != current.keyboardPolicy {
      events += apply(.keyboardPolicy(wanted.keyboardPolicy), at: time)
    }
    if wanted.style != current.style { events += apply(.style(wanted.style), at: time) }
    if wanted.backdrop != current.backdrop { events += apply(.backdrop(wanted.backdrop), at: time) }
    return events
  }

  /// Starts the session again from a new state made with these arguments (and a new recording,
  /// when ``records``): for a toolkit that replaces its sheet outright (its first real container,
  /// a sheet hidden at once without a settle). A waiting configuration is dropped: the new state
  /// has the configuration given.
  public mutating func restart(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool, headerHeight: Double,
    contentHeight: Double, time: Double
  ) {
    (state, recorder) = SheetRecorder.makeState(
      configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
      contentHeight: contentHeight, time: time, records: records)
    pendingConfiguration = nil
    generation &+= 1
  }

  /// Whether the recorder's buffer is half full: call ``flushRecorder()`` soon, off the frame.
  public var recorderNeedsFlush: Bool { recorder?.needsFlush ?? false }

  /// Moves the recorder's buffered entries into its recording; allocates, so call it off the frame.
  public mutating func flushRecorder() { recorder?.flush() }

  // MARK: - Rebuilding

  /// The configuration without what inputs can change: two configurations with the same
  /// ``rebuilt(_:)`` differ only in what ``reconfigure(_:)`` applies as inputs.
  static func rebuilt(_ configuration: SheetConfiguration) -> SheetConfiguration {
    var behaviour = configuration
    behaviour.detents = []
    behaviour.initialDetent = nil
    behaviour.reduceMotion = false
    behaviour.keyboardPolicy = .lift
    behaviour.style = .standard(cornerRadius: 0)
    behaviour.backdrop = nil
    return behaviour
  }

  /// Whether nothing is under way that a rebuild would cut short: no touch, no settle, no
  /// momentum.
  var isResting: Bool { state.phase == .idle && state.touch == nil && !state.isDecelerating }

  /// Rebuilds the state with the waiting configuration if the sheet rests: at the detent it rests
  /// at, presented or not as it was, with its container, header and content heights, keyboard and
  /// scroll offset.
  private mutating func rebuildIfResting() -> [SheetEvent] {
    guard var configuration = pendingConfiguration, isResting else { return [] }
    pendingConfiguration = nil
    let old = state
    configuration.initialDetent = old.isPresented ? old.detent : configuration.initialDetent
    restart(
      configuration: configuration, container: old.container, presented: old.isPresented,
      headerHeight: old.headerHeight, contentHeight: old.contentHeight, time: old.time)
    var events = state.initialDiagnostics.map(SheetEvent.diagnostic)
    if old.keyboardHeight > 0 { events += apply(.keyboard(height: old.keyboardHeight), at: old.time) }
    if old.scrollOffset > 0 { events += apply(.scroll(to: old.scrollOffset), at: old.time) }
    return events
  }
}
