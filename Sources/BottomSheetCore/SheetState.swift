/// A bottom sheet's behaviour: a value that takes timestamped inputs and frame ticks and reports
/// its height, phase, progress and events.
///
/// Heights are in points, measured up from the container's bottom edge (the sheet's top edge is at
/// `y = container.height − height`); inputs use y downward; times are seconds on one clock chosen
/// by the caller (a toolkit's frame clock, or a scenario's time). The state never reads a clock,
/// so the same inputs at the same times always give the same motion.
///
/// ```swift
/// var sheet = SheetState(
///   configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .fraction(0.88)]),
///   container: SheetContainer(height: 844))
/// _ = sheet.apply(.touchDown(y: 780), at: 0)
/// _ = sheet.apply(.touchMove(y: 600), at: 0.2)
/// let events = sheet.apply(.touchUp(y: 600), at: 0.25)  // [.willSettle(…)]
/// _ = sheet.tick(at: 1.0)                                 // […, .settled(…)] once at rest
/// ```
///
/// Rules, each in one place: release targets in ``SnappingRule``, the rubber band in
/// ``RubberBand``, settles on ``SpringMotion``, velocity in ``VelocityEstimator``, detents in
/// ``DetentResolution``, scroll handoff in ``ScrollHandoff``. Times earlier than the last input's
/// are treated as the last input's time (time never runs backwards). The core's article "The
/// state machine" maps the phases, the values that own the state (the touch arbitration, the
/// detent selection, the motion) and the order of work inside ``apply(_:at:)``.
public struct SheetState: Sendable {
  /// The configuration, with its detent list normalized.
  public internal(set) var configuration: SheetConfiguration
  /// The container the sheet lives in (the last usable one).
  public internal(set) var container: SheetContainer
  /// The header's height in points: a touch there always drags the sheet.
  public private(set) var headerHeight: Double = 0
  /// The content's height in points (the part below the header).
  public private(set) var contentHeight: Double = 0
  /// The footer's height in points (0 without one): a bar pinned to the visible bottom of the
  /// card, out of the content's viewport (``SheetRenderPlan/footer``).
  public private(set) var footerHeight: Double = 0
  /// The bottom edge of each marker in the content that the toolkit reported
  /// (``SheetInput/marker(_:bottom:)``), by name, in points below the content's top: what marker
  /// detents (``SheetDetent/Kind/marker(_:)``) resolve from.
  public private(set) var markerBottoms: [String: Double] = [:]
  /// The keyboard's height in points (0 when hidden).
  public internal(set) var keyboardHeight: Double = 0
  /// The detents as they stand now (keyboard lift included), ascending by height, on the pixel grid.
  public private(set) var detents: [ResolvedDetent] = []
  /// The detents resolved against the container, without keyboard lift.
  public private(set) var baseDetents: [ResolvedDetent] = []
  /// Diagnostics from creating the state (normalizing its configuration and container).
  public internal(set) var initialDiagnostics: [String] = []
  /// How many releases were faster than ``maximumReleaseVelocity`` and handed on at it: the one
  /// rule of the core with a speed in absolute units, which the fuzzer's length-scaling relation
  /// must know about.
  package internal(set) var cappedReleaseCount = 0

  /// The time of the latest input or tick, in seconds.
  public private(set) var time: Double
  /// The sheet's visible height at ``time``, in points (0 when hidden).
  public internal(set) var height: Double = 0
  /// What the sheet is doing.
  public internal(set) var phase: SheetPhase = .idle
  /// Whether the sheet is presented (or presenting). `false` from the moment a dismissal starts.
  public internal(set) var isPresented: Bool
  /// The content's scroll offset in points (0 is its top).
  public internal(set) var scrollOffset: Double = 0
  /// The content's scroll regions, each with its own offset (``SheetScrollRegion``); empty for
  /// content that is one scroll view (``scrollOffset``).
  public internal(set) var scrollRegions: [SheetScrollRegion] = []

  // The state's transitions span this file and its extensions (+Touch, +Layout, +Wheel, +Focus,
  // +Controls, +KeyboardTiming: one type across files, as swift-collections' Heap is), so the
  // fields they write have internal setters; only `apply(_:at:)` and `tick(at:)` reach those
  // transitions.

  /// Height velocity in points per second, upward positive (internal axis).
  var heightVelocity: Double = 0
  /// The detents the sheet shows, presents at, waits for and returns to.
  var selection = DetentSelection()
  /// The settle in flight; `nil` at rest or under a finger.
  var motion: SheetMotion?
  /// The touch (or touchpad scroll) that holds the sheet; `nil` unless ``phase`` is `dragging`.
  var drag: Drag?
  /// A touch on a resting sheet that has not yet travelled the touch slop, or that went sideways
  /// and is the content's: ``TouchArbitration`` decides whose it is.
  var touch: TouchArbitration?
  /// The content's scroll after a release that left it moving (see ``isDecelerating``).
  var momentum: ScrollMomentum?
  /// The wheel's notches toward the sheet's next detent that have not yet made a whole notch
  /// (``SheetInput/wheel(steps:stepLength:)``), signed as the steps.
  var wheelNotches = 0.0
  /// Whether the app was last told the sheet is presented (`presented` and `dismissed` alternate).
  var reportedPresented: Bool
  /// The detent to present at, while hidden. (Package-visible, with ``keyboardReturnDetent`` and
  /// ``awaitedDetentID``, for the fuzzer's relations, which compare the identities a sheet
  /// remembers as well as the one it shows.)
  package var presentDetent: String? { selection.presentAt }
  /// The detent to return to when the keyboard goes (under `expand`).
  package var keyboardReturnDetent: String? { selection.keyboardReturn }
  /// A detent the app asked for, or the sheet rested at, that has no height now (see
  /// ``DetentSelection/awaited``).
  package var awaitedDetentID: String? { selection.awaited }
  /// When a scroll gesture whose device sends no end lets the sheet go, in seconds, if one holds
  /// it (see ``scrollGestureQuietInterval``): a toolkit's frame clock, or a replay, ticks then.
  public var scrollGestureQuietEnd: Double? { drag?.quietEnd }
  /// The detents clamped to the container at the last resolution: a clamp is reported once.
  private var clampedIDs: [String] = []
  /// A configuration that waits for the sheet to rest before the state is rebuilt with it
  /// (``SheetInput/configure(_:)``); `nil` when none waits.
  public internal(set) var pendingConfiguration: SheetConfiguration?
  /// How many times the state rebuilt itself with a configuration that waited.
  package internal(set) var rebuildCount = 0
  /// The text field that has focus (``SheetInput/focus(y:height:)``) while a keyboard shows.
  var focusedField: FocusedField?
  /// The user's dismissal waiting for the app's answer (``DismissalConfirmation``).
  var dismissalAttempt: DismissalAttempt?
  /// The scroll region the touch in progress went down on, if any.
  var regionTouch: RegionTouch?
  /// The detent the sheet last came to rest at (or starts at); `nil` once dismissed. A rest
  /// elsewhere after the user's gesture is announced (``SheetEvent/announce(detent:position:count:)``).
  package internal(set) var restingDetent: String?
  /// Whether the input being applied is the user's (``SheetInput/Kind/isUsers``).
  var applyingUsersInput = false
  /// Whether the settle in flight was started by the user (a release or a user's input), so its
  /// rest may be announced.
  var settleIsUsers = false

  /// Creates a sheet at rest at its initial detent (or hidden).
  ///
  /// - Parameters:
  ///   - configuration: Detents and behaviour; bad detents are normalized with diagnostics.
  ///   - container: The container; an unusable one (height not finite or ≤ 0) is replaced by a
  ///     one-point container until a usable ``SheetInput/resize(_:)``, with a diagnostic.
  ///   - presented: Whether the sheet starts presented (at its initial detent) or hidden.
  ///   - headerHeight: Header height in points.
  ///   - contentHeight: Content height in points.
  ///   - footerHeight: Footer height in points (``footerHeight``).
  ///   - time: The clock's starting time in seconds.
  /// Diagnostics are in ``initialDiagnostics``.
  public init(
    configuration: SheetConfiguration,
    container: SheetContainer,
    presented: Bool = true,
    headerHeight: Double = 0,
    contentHeight: Double = 0,
    footerHeight: Double = 0,
    time: Double = 0
  ) {
    var diagnostics: [String] = []
    var configuration = configuration
    let normalized = DetentResolution.normalize(configuration.detents)
    configuration.detents = normalized.detents
    diagnostics += normalized.diagnostics
    var (container, containerDiagnostics) = container.normalized()
    diagnostics += containerDiagnostics
    if !container.isUsable {
      diagnostics.append(
        "container height \(container.height) is not a number of points in (0, 1000000]; using 1 until a resize")
      container.height = 1
    }
    self.configuration = configuration
    self.container = container
    self.headerHeight = Self.length(headerHeight)
    self.contentHeight = Self.length(contentHeight)
    self.footerHeight = Self.length(footerHeight)
    self.time = time.isFinite ? time : 0
    self.isPresented = presented
    self.reportedPresented = presented
    var sink: [SheetEvent] = []
    resolveDetents(events: &sink)
    for case .diagnostic(let message) in sink { diagnostics.append(message) }
    selection = DetentSelection(
      initial: configuration.initialDetent, presented: presented, in: selectable, diagnostics: &diagnostics)
    self.configuration.initialDetent = selection.awaited ?? selection.current ?? selection.presentAt
    if let initial = selection.current { height = heightOf(initial) }
    restingDetent = selection.current
    initialDiagnostics = diagnostics
  }

  // MARK: - The transition function

  /// Applies one input at `time` (seconds) and returns what happened, in order.
  ///
  /// The state first advances to `time` (a settle that ends by then reports `settled`).
  /// Never traps: bad values are ignored or normalized with a `.diagnostic` event.
  public mutating func apply(_ input: SheetInput, at time: Double) -> [SheetEvent] {
    var events: [SheetEvent] = []
    advance(to: time, events: &events)
    // A sheet that came to rest takes a waiting configuration at the next input or tick: before
    // the input, as it would have at a frame in between.
    if pendingConfiguration != nil { rebuildIfResting(events: &events) }
    applyingUsersInput = input.kind.isUsers
    defer { applyingUsersInput = false }
    switch input {
    case .touchDown(let x, let y): touchDown(x: x, y: y, events: &events)
    case .touchMove(let x, let y):
      guard drag?.isScrollGesture != true else { break }
      touchMove(x: x, y: y, events: &events)
    case .touchUp(let x, let y):
      guard drag?.isScrollGesture != true else { break }
      touchMove(x: x, y: y, events: &events)
      // A touch that never began a drag (a tap, or the content's) ends with nothing to settle; a
      // tap is reported, so no toolkit measures it again.
      if let ended = touch, !ended.belongsToContent { events.append(.tapped(x: ended.x, y: ended.y)) }
      touch = nil
      defer { regionTouch = nil }
      guard drag != nil else { break }
      updateLiveTarget(events: &events)
      release(cancelled: false, events: &events)
    case .touchCancel:
      touch = nil
      regionTouch = nil
      guard let drag, !drag.isScrollGesture else { break }
      release(cancelled: true, events: &events)
    case .resize(let newContainer): resize(newContainer, events: &events)
    case .headerHeight(let value):
      guard let value = checkedLength(value, "header height", events: &events) else { break }
      headerHeight = value
      layoutChanged(animated: true, events: &events)
    case .contentHeight(let value):
      guard let value = checkedLength(value, "content height", events: &events) else { break }
      contentHeight = value
      layoutChanged(animated: true, events: &events)
    case .scrollRegions(let regions): setScrollRegions(regions, events: &events)
    case .regionOffset(let id, let offset): reportRegionOffset(id: id, offset: offset, events: &events)
    case .regionScroll(let x, let y, let dx, let dy, let isWheel):
      scrollRegion(atX: x, y: y, deltaX: dx, deltaY: dy, isWheel: isWheel, events: &events)
    case .marker(let name, let bottom):
      guard let bottom else {
        guard markerBottoms.removeValue(forKey: name) != nil else { break }
        layoutChanged(animated: true, events: &events)
        break
      }
      guard let value = checkedLength(bottom, "marker '\(name)' bottom", events: &events) else { break }
      guard markerBottoms[name] != value else { break }
      markerBottoms[name] = value
      layoutChanged(animated: true, events: &events)
    case .footerHeight(let value):
      guard let value = checkedLength(value, "footer height", events: &events) else { break }
      footerHeight = value
      layoutChanged(animated: true, events: &events)
    case .scroll(let offset):
      guard offset.isFinite else {
        events.append(.diagnostic("scroll offset \(offset) is not a number; ignored"))
        break
      }
      scroll(to: offset)
    case .move(let id, let animated): move(to: id, animated: animated, events: &events)
    case .present:
      // A programmatic present or dismissal is never asked, and ends a wait for an answer.
      dismissalAttempt = nil
      present(events: &events)
    case .dismiss:
      dismissalAttempt = nil
      dismiss(events: &events)
    case .answerDismissal(let dismisses): answerDismissal(dismisses, events: &events)
    case .setDetents(let list):
      let normalized = DetentResolution.normalize(list)
      events += normalized.diagnostics.map(SheetEvent.diagnostic)
      configuration.detents = normalized.detents
      layoutChanged(animated: true, events: &events)
    case .accessibilityIncrement: step(by: 1, events: &events)
    case .accessibilityDecrement: step(by: -1, events: &events)
    case .keyboard(let value, let duration, let curve):
      guard let value = checkedLength(value, "keyboard height", events: &events) else { break }
      let previousTarget = phase == .settling ? motion?.target : nil
      keyboard(height: value, events: &events)
      animateWithKeyboard(duration: duration, curve: curve, previousTarget: previousTarget, events: &events)
      keyboardMovedFocus()
    case .reduceMotion(let on): configuration.reduceMotion = on
    case .keyboardPolicy(let policy): setKeyboardPolicy(policy, events: &events)
    case .wheel(let steps, let stepLength): wheel(steps: steps, stepLength: stepLength, events: &events)
    case .scrollGesture(let delta, let phase, let device):
      scrollGesture(delta: delta, phase: phase, device: device, events: &events)
    case .focus(let y, let height): focus(y: y, height: height, events: &events)
    case .scrollGestureEnd:
      guard let drag, drag.isScrollGesture else { break }
      release(cancelled: false, events: &events)
    case .style(let style):
      guard style != configuration.style else { break }
      configuration.style = style
      layoutChanged(animated: false, events: &events)
    case .backdrop(let style): configuration.backdrop = style
    case .scrimTap: scrimTap(events: &events)
    case .escape: escape(events: &events)
    case .grabberTap: grabberTap(events: &events)
    case .grabberKey(let key): grabberKey(key, events: &events)
    case .scrollViewOffset(let offset):
      // Whose the offset is, by the one rule both toolkits share: a report at rest, else noise.
      if case .report(let reported) = ScrollOffsetOwnership(self).verdict(on: offset) { scroll(to: reported) }
    case .configure(let configuration): configure(configuration, events: &events)
    }
    // Whatever moved the drag (a move, a re-layout under it), the live target follows.
    if drag != nil { updateLiveTarget(events: &events) }
    return events
  }

  /// Advances the clock to `time` (seconds): call once per frame. Returns `settled` or
  /// `dismissed` when a settle ends. Allocates nothing unless it reports an event.
  public mutating func tick(at time: Double) -> [SheetEvent] {
    var events: [SheetEvent] = []
    advance(to: time, events: &events)
    if pendingConfiguration != nil { rebuildIfResting(events: &events) }
    return events
  }

  /// Sets the content's offset (points), brought into the scroll range; stops any momentum.
  mutating func scroll(to offset: Double) {
    momentum = nil
    scrollOffset = min(max(0, offset), maximumScrollOffset)
  }

  // MARK: - Time

  private mutating func advance(to newTime: Double, events: inout [SheetEvent]) {
    // A scroll gesture whose device sends no end ends by itself once it has been quiet: at that
    // time, as if its end had come then, with no velocity (the device stopped).
    if let end = drag?.quietEnd, newTime.isFinite, newTime >= end {
      // Nothing else moves under a drag (no settle, no momentum), so the clock can go there.
      if end > time { time = end }
      release(cancelled: true, events: &events)
    }
    if newTime.isFinite, newTime > time { time = newTime }
    if phase == .settling, let motion {
      // A sheet on its way out ends as it reaches the bottom edge: it does not bounce below it.
      if motion.isFinished(at: time, hiding: selection.current == nil, tolerance: grid.halfPixel) {
        finishSettle(events: &events)
      } else {
        (height, heightVelocity) = motion.state(at: time, on: track)
      }
    }
    if let current = momentum {
      let (offset, finished) = current.offset(at: time, maximum: maximumScrollOffset, tolerance: grid.halfPixel)
      scrollOffset = offset
      if finished { momentum = nil }
    }
  }

  // MARK: - Settling

  /// Starts a settle toward a detent (`nil`: hidden) with `velocity` (height axis, upward
  /// positive). Reduce Motion, or `instant`, ends it at once.
  ///
  /// The spring runs on the raw (finger) axis and is drawn through the same rubber band as a
  /// drag: overshoot beyond the highest detent always meets it; beyond the lowest, it does when
  /// the sheet stays presented and the motion starts at or above the lowest detent (or is a
  /// release of a non-dismissible sheet). A motion that starts above the highest detent (a
  /// re-layout lowered it under the sheet) meets the band above where it starts. A release starts
  /// from the drag's raw height with the drag's bounds, other settles from the raw height of what
  /// is drawn, so no settle starts with a jump — even with a clamping band (constant 0), which
  /// cannot hold a sheet past a bound.
  mutating func settle(
    toward target: String?, velocity: Double, from release: Drag? = nil, instant: Bool = false,
    announce: Bool = true, byUser: Bool = false, events: inout [SheetEvent]
  ) {
    settleIsUsers = byUser || release != nil || applyingUsersInput
    let targetHeight = target.map(heightOf) ?? 0
    if target == nil, isPresented { isPresented = false }
    selection.current = target
    drag = nil
    // A dismissal ends every touch, the one still inside its slop too: a finger that pressed the
    // sheet before it went must not drag it when it is presented again.
    if target == nil { touch = nil }
    if announce {
      events.append(.willSettle(target: target ?? hiddenDetentID, velocity: velocity == 0 ? 0 : -velocity))
    }
    let start: Double
    let bounds: SheetMotion.Bounds
    if let release, release.raw.isFinite {
      bounds = release.bounds
      start = release.raw
    } else {
      let track = track
      let shown = height.isFinite ? height : targetHeight
      bounds = SheetMotion.Bounds(
        lower: dragLowerBand && target != nil && shown >= track.lowest - grid.halfPixel ? track.lowest : nil,
        upper: track.bound(showing: shown))
      start = track.raw(displaying: shown, bounds: bounds)
    }
    let motion = SheetMotion(
      spring: configuration.spring, from: start, velocity: velocity, to: targetHeight, at: time, bounds: bounds,
      hiding: target == nil, tolerance: grid.halfPixel)
    self.motion = motion
    phase = .settling
    heightVelocity = velocity
    if instant || configuration.reduceMotion
      || motion.isFinished(at: time, hiding: target == nil, tolerance: grid.halfPixel)
    {
      finishSettle(events: &events)
    }
  }

  /// Whether a settle under way moves too little for anyone to see: within one device pixel of
  /// where it comes to rest and slower than one device pixel per 60 Hz frame. A touch then does
  /// not catch the sheet (``SheetInput/touchDown(x:y:)``). The threshold is the pixel grid's and
  /// the display's: what moves less than a pixel a frame shows no motion, and the settle would
  /// end within half a pixel of here anyway.
  var settleIsImperceptible: Bool {
    guard phase == .settling, let motion, let id = selection.current, isPresented else { return false }
    let pixel = 2 * grid.halfPixel
    return abs(height - motion.target) <= pixel && abs(heightVelocity) <= 60 * pixel && detents.contains { $0.id == id }
  }

  mutating func finishSettle(events: inout [SheetEvent]) {
    let target = motion?.target ?? height
    motion = nil
    phase = .idle
    heightVelocity = 0
    height = target
    if let id = selection.current {
      events.append(.settled(detent: id, height: height))
      announceRest(at: id, events: &events)
    } else {
      restingDetent = nil
      settleIsUsers = false
      height = 0
      if reportedPresented {
        reportedPresented = false
        events.append(.dismissed)
      }
    }
  }

  // MARK: - Rubber band

  /// Whether a drag meets the rubber band below the lowest detent: unless the sheet is
  /// dismissible (then it follows the finger down to 0).
  var dragLowerBand: Bool { !configuration.allowsDismissal }

  /// The rubber band as it stands: the configuration's curve, the container, the detents.
  var track: SheetMotion.Track {
    SheetMotion.Track(band: configuration.rubberBand, container: container, detents: detents)
  }

  /// Resolves the configured detents against the container and applies keyboard lift.
  mutating func resolveDetents(events: inout [SheetEvent]) {
    let resolved = DetentResolution.resolve(
      configuration.detents, in: container, contentHeight: headerHeight + contentHeight + footerHeight,
      headerHeight: headerHeight, footerHeight: footerHeight, space: configuration.detentSpace,
      bottomMargin: configuration.contentBottomMargin(in: container), markers: markerBottoms)
    for message in resolved.diagnostics {
      // A clamp is reported when it starts, not on every resize that keeps it.
      if let id = resolved.clamped.first(where: { message.hasPrefix("detent '\($0)' is ") }), clampedIDs.contains(id) {
        continue
      }
      events.append(.diagnostic(message))
    }
    clampedIDs = resolved.clamped
    baseDetents = resolved.detents
    if configuration.keyboardPolicy == .lift, keyboardHeight > 0 {
      detents = baseDetents.map { ResolvedDetent(id: $0.id, height: liftedHeight(ofDetentAt: $0.height)) }
    } else {
      detents = baseDetents
    }
  }

  func heightOf(_ id: String) -> Double {
    detents.first { $0.id == id }?.height ?? detents[0].height
  }

  /// The detents as a ``DetentSelection`` chooses among them.
  var selectable: DetentSelection.Detents {
    DetentSelection.Detents(resolved: detents, configured: configuration.detents, grid: grid)
  }

  /// The fastest release the core hands on, in points per second: Android's default maximum
  /// fling velocity (8000 dp/s). Faster estimates come from glitches (two samples a fraction of a
  /// millisecond apart), not fingers.
  public static let maximumReleaseVelocity = 8000.0

  static func clampedVelocity(_ velocity: Double) -> Double {
    min(max(velocity, -maximumReleaseVelocity), maximumReleaseVelocity)
  }

  private static func length(_ value: Double) -> Double {
    value > 0 && value <= SheetContainer.maximumHeight ? value : 0
  }

  /// A header, content or keyboard height from an input: a length in [0, 1,000,000] points (the
  /// longest container the core lays out), else ignored with a diagnostic.
  private func checkedLength(_ value: Double, _ name: String, events: inout [SheetEvent]) -> Double? {
    guard value >= 0, value <= SheetContainer.maximumHeight else {
      events.append(.diagnostic("\(name) \(value) is not a length in [0, 1000000] points; ignored"))
      return nil
    }
    return value
  }
}
