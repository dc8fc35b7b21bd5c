import Foundation
import Observation
import SwiftUI

/// What the layer draws for one frame: the core's state advanced to the frame's time.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetFrame: Sendable, Hashable {
  /// The sheet's height in points, up from the container's bottom edge.
  package var height: Double
  /// The highest detent's height in points (0 before the first layout).
  package var highest: Double
  /// The sheet's position between its lowest (0) and highest (1) detent.
  package var progress: Double
  /// What to draw: the core's render plan, backdrop included.
  package var plan: SheetRenderPlan
  /// The card style the core lays the sheet out with.
  package var style: SheetCardStyle

  /// Dimming, blur and input for what lies behind the sheet.
  package var backdrop: Backdrop { plan.backdrop }

  /// The frame for a state, with the backdrop of its configuration's style.
  package init(_ state: SheetState) {
    height = state.height
    highest = state.detents.last?.height ?? 0
    progress = state.progress
    plan = state.renderPlan()
    self.style = state.configuration.style
  }
}

/// Holds one sheet's ``SheetState`` and connects it to SwiftUI: inputs in, frames and events out.
///
/// The state itself is not observed: it changes on every frame of a settle, and the views that
/// draw it are driven by the frame clock (`TimelineView(.animation)`), which asks for
/// ``frame(at:)`` at each frame's time. What views need to re-render for is observed
/// and changes only when it changes: whether the frame clock must run, a revision counter bumped
/// by every input, the detent at rest, the accessibility value, the scroll offset, whether the
/// sheet is shown. Events wait in an outbox whose serial number is observed, so they are
/// delivered after the view update, with the environment of the moment.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @Observable
final class SheetDriver {
  /// The core's state: what the sheet is.
  @ObservationIgnored private(set) var state: SheetState

  @ObservationIgnored private var gestures = SheetGestureLifecycle()
  @ObservationIgnored private var scrollBridge = SheetScrollBridge()
  @ObservationIgnored private var outbox: [SheetEvent] = []
  @ObservationIgnored private var waiters: [(detent: String, continuation: CheckedContinuation<Bool, Never>)] = []
  @ObservationIgnored private var hasContainer = false
  @ObservationIgnored private var isPresentPending = false
  @ObservationIgnored private var isScrollDecelerating = false
  @ObservationIgnored private var pendingConfiguration: SheetConfiguration?
  @ObservationIgnored private var scrollMode: SheetScrollHandoffMode?
  @ObservationIgnored private var scrollTop: Double?
  @ObservationIgnored private var scrollMetrics: SheetScrollMetrics?
  @ObservationIgnored private var columnHeight: Double = 0
  /// The options and kind the backdrop style comes from (``backdropOptionsChanged(_:kind:)``).
  @ObservationIgnored private var backdropSource: (options: SheetOptions, kind: SheetKind)?
  /// Whether the grabber is on screen: a tap the core reports in its row is a grabber tap.
  @ObservationIgnored private var showsGrabber = false
  /// Records the session for ``View/onSheetRecording(_:)`` (`nil` when nothing asked for it).
  @ObservationIgnored private var recorder: SheetRecorder?
  /// Whether a recording is wanted: a recorder starts with each state the driver creates.
  @ObservationIgnored private var records: Bool
  /// Whether a drag began since the last recording was handed back.
  @ObservationIgnored private var isGestureRecorded = false

  /// Whether the frame clock must run: the sheet is dragged or settling, or its content
  /// decelerates.
  private(set) var isRunning = false
  /// Bumped by every input, so views that draw the state re-render while the frame clock is paused.
  private(set) var revision = 0
  /// Bumped whenever events wait in the outbox (see ``takeEvents()``).
  private(set) var eventSerial = 0
  /// Whether the card is built: the sheet is presented, still visible, or about to present.
  private(set) var showsSheet = false
  /// The detent the sheet last came to rest at, or `nil` while hidden.
  private(set) var settledDetentID: String?
  /// The detent the sheet rests at or settles toward, or `"hidden"`.
  private(set) var targetDetentID: String
  /// VoiceOver's value for the grabber: the detent's position among the distinct heights, from 1
  /// (the lowest), and how many there are; `nil` while hidden (see `SheetState.accessibilityPosition`).
  private(set) var accessibilityPosition: SheetAccessibilityPosition?
  /// The content's scroll offset in points, as the core has it.
  private(set) var scrollOffset: Double = 0
  /// Whether the sheet is at rest at its highest detent.
  private(set) var restsAtHighestDetent = false
  /// How many detents the sheet has.
  private(set) var detentCount: Int
  /// The options the sheet's content sets (``SheetContentOptionsKey``), over those of the
  /// environment where the sheet is presented.
  private(set) var contentOptions = SheetContentOptions()
  /// The offset the native scroll view must show (points), bumped with ``scrollPinSerial`` each
  /// time the core owns the offset and the scroll view strayed (``SheetScrollBridge``).
  private(set) var scrollPin: Double = 0
  /// Bumped with every ``scrollPin``, so the same offset pinned twice is applied twice.
  private(set) var scrollPinSerial = 0
  /// Bumped each time the sheet is presented (the core reports `presented`): VoiceOver's focus
  /// moves into a modal sheet then.
  private(set) var presentationSerial = 0
  /// Bumped each time a recorded gesture ends: the sheet came to rest (or was dismissed) after a
  /// drag. ``takeRecording()`` then has the recording for ``View/onSheetRecording(_:)``.
  private(set) var recordingSerial = 0

  /// Creates a driver for a sheet with `configuration`, presented or hidden.
  ///
  /// The container is not known yet: the sheet is not shown until the first
  /// ``containerChanged(_:)``. With `records`, every input and tick is recorded from here
  /// (see ``takeRecording()``).
  init(configuration: SheetConfiguration, presented: Bool, records: Bool = false) {
    let (state, recorder) = SheetRecorder.makeState(
      configuration: configuration, container: SheetContainer(height: 1), presented: presented,
      time: SheetClock.now(), records: records)
    self.state = state
    self.recorder = recorder
    self.records = records
    self.outbox = state.initialDiagnostics.map(SheetEvent.diagnostic)
    self.eventSerial = outbox.isEmpty ? 0 : 1
    self.settledDetentID = presented ? state.detent : nil
    self.targetDetentID = state.detent
    self.accessibilityPosition = SheetAccessibilityPosition(state)
    self.detentCount = state.detents.count
  }

  // MARK: - Frames

  /// The frame to draw at `time` (seconds): the state advanced to `time` on a copy, so drawing
  /// changes nothing; ``tick(at:)`` commits the same advance after the frame.
  ///
  /// It reads ``revision``, so a view that draws frames also re-renders on every input while the
  /// frame clock is paused.
  func frame(at time: Double) -> SheetFrame {
    _ = revision
    var copy = state
    _ = copy.tick(at: time)
    return SheetFrame(copy)
  }

  /// Advances the state to a frame's time (seconds) and publishes what happened.
  func tick(at time: Double) {
    let offset = state.scrollOffset
    let events = tickCore(at: time)
    isScrollDecelerating = state.scrollOffset != offset
    publish(events)
  }

  // MARK: - Inputs

  /// Applies inputs in order at `time` (seconds; now when `nil`) and publishes what happened.
  ///
  /// - Returns: The events, in order.
  @discardableResult
  func apply(_ inputs: [SheetInput], at time: Double? = nil) -> [SheetEvent] {
    guard !inputs.isEmpty else { return [] }
    let time = time ?? SheetClock.now()
    var events: [SheetEvent] = []
    for input in inputs {
      let reported = applyToCore(input, at: time)
      events += reported
      // A release may leave the content decelerating; the core does not say so, so the frame
      // clock runs for at least one tick, which sees whether the offset still moves.
      if case .touchUp = input { isScrollDecelerating = true }
      // A tap in the grabber's row (the core's: a touch that began no drag) cycles the detents.
      for case .tapped(_, let y) in reported where isOnGrabber(y: y) {
        events += applyToCore(.grabberTap, at: time)
      }
    }
    // New detents may change the highest, which the backdrop style may name.
    events += syncBackdrop(at: time)
    revision &+= 1
    publish(events)
    return events
  }

  /// Applies one input now.
  @discardableResult
  func apply(_ input: SheetInput) -> [SheetEvent] {
    apply([input])
  }

  /// The container changed size, safe area or display scale.
  func containerChanged(_ container: SheetContainer) {
    hasContainer = true
    if container != state.container {
      apply(.resize(container))
      // The space below the content may have changed with the safe area.
      updateMeasurements()
    } else {
      sync()
    }
  }

  /// A drag on the sheet changed.
  func dragChanged(_ sample: SheetDragSample) {
    let inputs = gestures.changed(sample) { y in
      scrollMode?.acceptsDrag(
        startingAt: y, sheetTop: state.topEdge, scrollTop: scrollTop,
        restsAtHighestDetent: restsAtHighestDetent) ?? true
    }
    apply(inputs, at: sample.time)
  }

  /// A drag on the sheet ended.
  func dragEnded(_ sample: SheetDragSample) {
    apply(gestures.ended(sample), at: sample.time)
  }

  /// The drag's gesture state reset: the generation of the drag held then, to pass to
  /// ``cancelDragIfStillHeld(_:)`` on the main queue's next turn (see ``SheetGestureLifecycle``).
  func dragGestureStateReset() -> Int? {
    gestures.gestureStateReset()
  }

  /// Cancels the drag of `generation` if no end came for it and no newer drag began.
  func cancelDragIfStillHeld(_ generation: Int) {
    apply(gestures.cancelIfStillHeld(generation))
  }

  /// Cancels any held drag at once: the scene left the foreground or the sheet left the screen.
  func cancelDrag() {
    apply(gestures.cancel())
  }

  /// VoiceOver adjusted the grabber.
  func adjust(_ direction: AccessibilityAdjustmentDirection) {
    if let input = SheetAccessibility.input(for: direction) { apply(input) }
  }

  /// Escape was pressed, or VoiceOver's escape gesture made: the core dismisses a sheet that
  /// allows it (`SheetInput.escape`).
  ///
  /// - Returns: Whether the sheet handled it (it was dismissed).
  func escape() -> Bool {
    let wasPresented = state.isPresented
    apply(.escape)
    return wasPresented && !state.isPresented
  }

  /// The scrim was tapped: the core dismisses the sheet, or takes it down to its undimmed detent
  /// (`SheetInput.scrimTap`).
  func scrimTapped() {
    apply(.scrimTap)
  }

  /// The grabber appeared or disappeared.
  func grabberShown(_ shown: Bool) {
    showsGrabber = shown
  }

  /// Whether a tap at `y` (points, container coordinates) is in the grabber's row at the card's
  /// top, while the grabber shows.
  private func isOnGrabber(y: Double) -> Bool {
    let top = state.topEdge
    return showsGrabber && y >= top && y <= top + Double(SheetGrabber.height)
  }

  /// The options that give the backdrop (background interaction, scrim opacity, blur) changed,
  /// or the sheet's kind: the core takes the style they give.
  func backdropOptionsChanged(_ options: SheetOptions, kind: SheetKind) {
    backdropSource = (options, kind)
    let before = state.configuration.backdrop
    let events = syncBackdrop(at: SheetClock.now())
    guard state.configuration.backdrop != before else { return }
    revision &+= 1
    publish(events)
  }

  /// Gives the core the backdrop style the options give for the sheet's highest detent now, when
  /// it has another (`SheetInput.backdrop(_:)`), and returns the events.
  private func syncBackdrop(at time: Double) -> [SheetEvent] {
    guard let source = backdropSource else { return [] }
    let style = SheetBackdropAdapter.style(
      options: source.options, kind: source.kind, highestDetent: state.detents.last?.id)
    guard style != state.configuration.backdrop else { return [] }
    return applyToCore(.backdrop(style), at: time)
  }

  /// The keyboard's height changed (see ``SheetGeometry/keyboardHeight(bottomInset:containerBottomInset:)``).
  func keyboardChanged(_ height: Double) {
    if height != state.keyboardHeight { apply(.keyboard(height: height)) }
  }

  // MARK: - Header, content and scroll view

  /// The height of the sheet's column (grabber and content) as laid out without its bottom
  /// padding, in points: the header when no scroll view takes part in the handoff.
  func columnHeightChanged(_ height: Double) {
    columnHeight = height
    updateMeasurements()
  }

  /// A scroll view joined the handoff.
  func scrollHandoffBegan(_ mode: SheetScrollHandoffMode) {
    scrollMode = mode
    updateMeasurements()
  }

  /// The scroll view left.
  func scrollHandoffEnded() {
    scrollMode = nil
    scrollTop = nil
    scrollMetrics = nil
    updateMeasurements()
  }

  /// The scroll view's top edge moved: points below the sheet's top edge.
  func scrollTopChanged(_ top: Double) {
    scrollTop = top
    updateMeasurements()
  }

  /// The scroll view's content or viewport changed.
  func scrollMetricsChanged(_ metrics: SheetScrollMetrics) {
    scrollMetrics = metrics
    updateMeasurements()
  }

  /// The scroll view scrolled to `offset` (points from the content's top), by a drag, its
  /// momentum, the pointer, VoiceOver, the app or the system: reported to the core while the sheet
  /// rests, pinned back while the core owns the offset (``SheetScrollBridge``).
  func scrollViewScrolled(to offset: Double) {
    switch scrollBridge.scrollViewScrolled(to: offset, core: ScrollOffsetOwnership(state)) {
    case .report(let offset): apply(.scroll(to: offset))
    case .pin(let offset): requestScrollPin(offset)
    case nil: break
    }
  }

  private func requestScrollPin(_ offset: Double) {
    scrollPin = offset
    scrollPinSerial &+= 1
  }

  /// The sheet's content set options (``SheetContentOptionsKey``).
  func contentOptionsChanged(_ options: SheetContentOptions) {
    if options != contentOptions { contentOptions = options }
  }

  /// Gives the core the header and content heights the measurements imply: with a scroll view
  /// in the handoff, the header is everything above it and the content is its content (in
  /// ``SheetScrollHandoffMode/core`` mode only; otherwise the core has no content to scroll);
  /// without one, the header is the whole column.
  private func updateMeasurements() {
    let header: Double
    let content: Double
    if let scrollMode {
      header = scrollTop ?? 0
      let viewport = state.contentViewport(atHeight: state.baseDetents.last?.height ?? 0, headerHeight: header)
      content = scrollMode == .core ? (scrollMetrics?.coreContentHeight(coreViewport: viewport) ?? 0) : 0
    } else {
      header = SheetLayout.headerHeight(
        columnHeight: columnHeight, configuration: state.configuration, container: state.container)
      content = 0
    }
    var inputs: [SheetInput] = []
    if header.isFinite, header != state.headerHeight { inputs.append(.headerHeight(max(0, header))) }
    if content != state.contentHeight { inputs.append(.contentHeight(content)) }
    apply(inputs)
  }

  // MARK: - Configuration and presentation

  /// The app's configuration changed.
  ///
  /// Detents, Reduce Motion, the keyboard policy and the card style reach the core as inputs, at
  /// once, even mid-gesture. Other changes (spring, snapping, dismissal, detent space, touch slop)
  /// have no input in the core: the state is rebuilt at the detent it rests at, once no touch or
  /// settle is under way.
  ///
  /// - Parameters:
  ///   - configuration: The configuration the app's options give.
  ///   - keepsDetents: Whether the detents come from the content (``View/sheetDetents(_:selection:)``)
  ///     rather than from `configuration`.
  func reconfigure(_ configuration: SheetConfiguration, keepsDetents: Bool = false) {
    var configuration = configuration
    if keepsDetents { configuration.detents = state.configuration.detents }
    // The backdrop comes from the options by its own path (``backdropOptionsChanged(_:kind:)``).
    configuration.backdrop = state.configuration.backdrop
    var wanted = configuration
    wanted.detents = DetentResolution.normalize(configuration.detents).detents
    if Self.behaviour(of: wanted) != Self.behaviour(of: state.configuration) {
      pendingConfiguration = configuration
      rebuildIfIdle()
      return
    }
    var inputs: [SheetInput] = []
    if wanted.detents != state.configuration.detents { inputs.append(.setDetents(configuration.detents)) }
    if wanted.reduceMotion != state.configuration.reduceMotion { inputs.append(.reduceMotion(wanted.reduceMotion)) }
    if wanted.keyboardPolicy != state.configuration.keyboardPolicy {
      inputs.append(.keyboardPolicy(wanted.keyboardPolicy))
    }
    if wanted.style != state.configuration.style { inputs.append(.style(wanted.style)) }
    apply(inputs)
    // A new card style changes the space below a fitted tray's content.
    if inputs.contains(where: { if case .style = $0 { true } else { false } }) { updateMeasurements() }
  }

  /// Replaces the detents (from ``View/sheetDetents(_:selection:)``).
  func setDetents(_ detents: [SheetDetent]) {
    if DetentResolution.normalize(detents).detents != state.configuration.detents {
      apply(.setDetents(detents))
    }
  }

  /// The app presented or dismissed the sheet.
  ///
  /// A presentation waits until the sheet's content has appeared (and declared its detents and
  /// selection): ``presentIfPending()`` completes it. A dismissal of a sheet that never rose
  /// reports `dismissed` at once.
  func setPresented(_ presented: Bool) {
    if presented {
      guard !state.isPresented, !isPresentPending else { return }
      // Content still on screen (a dismissal under way) is presented again at once.
      if showsSheet {
        apply(.present)
        return
      }
      isPresentPending = true
      sync()
    } else {
      isPresentPending = false
      guard state.isPresented || state.height > 0 else {
        // Dismissed before it ever rose (its content had not appeared yet): the presentation ends
        // here, so whoever waits for the sheet to go hears that it has.
        publish([.dismissed])
        return
      }
      apply(.dismiss)
    }
  }

  /// Hides the sheet at once, without a settle: its container went from the screen without
  /// being asked (``SheetPresentationCoordinator``). The next presentation starts from hidden.
  func hideNow() {
    isPresentPending = false
    _ = gestures.cancel()
    var configuration = state.configuration
    configuration.initialDetent = state.isPresented ? state.detent : configuration.initialDetent
    let old = state
    startState(
      configuration: configuration, container: old.container, presented: false,
      headerHeight: old.headerHeight, contentHeight: old.contentHeight, time: old.time)
    revision &+= 1
    settledDetentID = nil
    sync()
  }

  /// Completes a presentation that waited for the content.
  func presentIfPending() {
    guard isPresentPending else { return }
    isPresentPending = false
    apply(.present)
  }

  /// The detent with `id` among the configured ones.
  func detent(withID id: String) -> SheetDetent? {
    SheetDetentConversion.detent(withID: id, in: state.configuration.detents)
  }

  // MARK: - Moves

  /// Moves the sheet to a detent and waits until it comes to rest.
  ///
  /// - Returns: `true` when the sheet comes to rest at `id` (at once if it rests there already),
  ///   `false` when the move is interrupted (a touch, another move, a dismissal), when no detent
  ///   has that id, or when the sheet is hidden (it will present at that detent).
  func move(to id: String, animated: Bool) async -> Bool {
    let events = apply([.move(to: id, animated: animated)])
    if events.contains(where: { if case .settled(id, _) = $0 { true } else { false } }) { return true }
    guard events.contains(where: { if case .willSettle(id, _) = $0 { true } else { false } }) else {
      return state.isPresented && state.phase == .idle && state.detent == id
    }
    return await withCheckedContinuation { continuation in
      waiters.append((id, continuation))
    }
  }

  /// Ends every wait of ``move(to:animated:)`` with `false` (the sheet left the hierarchy).
  func cancelMoves() {
    let ended = waiters
    waiters = []
    for waiter in ended { waiter.continuation.resume(returning: false) }
  }

  // MARK: - Events

  /// The events published since the last call, in order.
  func takeEvents() -> [SheetEvent] {
    defer { outbox = [] }
    return outbox
  }

  private func publish(_ events: [SheetEvent]) {
    for event in events {
      resolveMoves(after: event)
      switch event {
      case .settled(let id, _): settledDetentID = id
      case .dismissed: settledDetentID = nil
      case .presented: presentationSerial &+= 1
      default: break
      }
      if recorder != nil {
        switch event {
        case .dragBegan: isGestureRecorded = true
        case .settled, .dismissed:
          if isGestureRecorded, state.phase == .idle {
            isGestureRecorded = false
            recordingSerial &+= 1
          }
        default: break
        }
      }
    }
    if !events.isEmpty {
      outbox += events
      eventSerial &+= 1
    }
    rebuildIfIdle()
    sync()
  }

  private func resolveMoves(after event: SheetEvent) {
    guard !waiters.isEmpty else { return }
    let ends: (String) -> Bool?
    switch event {
    case .settled(let id, _): ends = { $0 == id }
    case .willSettle(let target, _): ends = { $0 == target ? nil : false }
    case .dragBegan, .dismissed: ends = { _ in false }
    default: return
    }
    var kept: [(detent: String, continuation: CheckedContinuation<Bool, Never>)] = []
    for waiter in waiters {
      if let result = ends(waiter.detent) {
        waiter.continuation.resume(returning: result)
      } else {
        kept.append(waiter)
      }
    }
    waiters = kept
  }

  /// Copies what views observe from the state, writing only what changed.
  private func sync() {
    let running = state.phase != .idle || isScrollDecelerating
    if isRunning != running { isRunning = running }
    let shows = hasContainer && (state.isPresented || state.height > 0 || isPresentPending)
    if showsSheet != shows { showsSheet = shows }
    if targetDetentID != state.detent { targetDetentID = state.detent }
    let position = SheetAccessibilityPosition(state)
    if accessibilityPosition != position { accessibilityPosition = position }
    if scrollOffset != state.scrollOffset { scrollOffset = state.scrollOffset }
    if scrollMode == .core, case .pin(let offset) = scrollBridge.coreChanged(ScrollOffsetOwnership(state)) {
      requestScrollPin(offset)
    }
    let atHighest = state.phase == .idle && state.isPresented && state.detent == state.detents.last?.id
    if restsAtHighestDetent != atHighest { restsAtHighestDetent = atHighest }
    if detentCount != state.detents.count { detentCount = state.detents.count }
  }

  // MARK: - Recording

  /// Turns recording on or off (``View/onSheetRecording(_:)`` added or removed). Turned on, it
  /// starts with the next state the driver creates (a rebuild, or the sheet hidden at once): a
  /// recording must begin where a state begins.
  func setRecording(_ on: Bool) {
    records = on
    if !on { recorder = nil }
  }

  /// The session recorded so far — from the state's creation, every input and frame tick — or
  /// `nil` when not recording. Copies every entry and flushes the recorder's buffer: call it off
  /// the frame (``recordingSerial``'s change).
  func takeRecording() -> SheetRecording? {
    recorder?.flush()
    return recorder?.recording
  }

  /// Applies `input` to the core at `time` (seconds), through the recorder when recording.
  private func applyToCore(_ input: SheetInput, at time: Double) -> [SheetEvent] {
    recorder != nil ? recorder!.apply(input, at: time, to: &state) : state.apply(input, at: time)
  }

  /// Ticks the core at `time` (seconds), through the recorder when recording.
  private func tickCore(at time: Double) -> [SheetEvent] {
    recorder != nil ? recorder!.tick(&state, at: time) : state.tick(at: time)
  }

  /// Replaces the state with a new one made with these arguments, and the recorder with one that
  /// begins with it when recording.
  private func startState(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool, headerHeight: Double,
    contentHeight: Double, time: Double
  ) {
    (state, recorder) = SheetRecorder.makeState(
      configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
      contentHeight: contentHeight, time: time, records: records)
    isGestureRecorded = false
  }

  // MARK: - Rebuilding

  /// The configuration without what inputs can change (detents, initial detent, Reduce Motion).
  private static func behaviour(of configuration: SheetConfiguration) -> SheetConfiguration {
    var behaviour = configuration
    behaviour.detents = []
    behaviour.initialDetent = nil
    behaviour.reduceMotion = false
    behaviour.keyboardPolicy = .lift
    behaviour.style = .standard(cornerRadius: 0)
    return behaviour
  }

  private func rebuildIfIdle() {
    guard var configuration = pendingConfiguration, state.phase == .idle else { return }
    pendingConfiguration = nil
    let old = state
    let time = old.time
    configuration.initialDetent = old.isPresented ? old.detent : configuration.initialDetent
    startState(
      configuration: configuration, container: old.container, presented: old.isPresented,
      headerHeight: old.headerHeight, contentHeight: old.contentHeight, time: time)
    var events = state.initialDiagnostics.map(SheetEvent.diagnostic)
    var restored: [SheetInput] = []
    if old.keyboardHeight > 0 { restored.append(.keyboard(height: old.keyboardHeight)) }
    if old.scrollOffset > 0 { restored.append(.scroll(to: old.scrollOffset)) }
    for input in restored { events += applyToCore(input, at: time) }
    revision &+= 1
    publish(events)
  }
}
