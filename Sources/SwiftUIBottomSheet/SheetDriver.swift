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
/// draw it are driven by the frame clock (a `CADisplayLink` on iOS and visionOS, the animation
/// timeline on macOS), which asks for
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
  /// The core's session: the state (what the sheet is), its recorder, and the configuration that
  /// waits for the sheet to rest.
  @ObservationIgnored private var session: SheetSession
  /// The core's state: what the sheet is.
  var state: SheetState { session.state }

  @ObservationIgnored private var gestures = SheetGestureLifecycle()
  @ObservationIgnored private var scrollBridge = SheetScrollBridge()
  /// Whether the tracked `UIScrollView` is held or free (``SheetScrollHandoffMode/uiKit``).
  @ObservationIgnored private(set) var scrollLock = SheetScrollLock()
  /// The tracked scroll view, in ``SheetScrollHandoffMode/uiKit`` mode.
  @ObservationIgnored private weak var scrollViewControl: (any SheetScrollViewControl)?
  /// The text field or text view in the tracked scroll view's content that took focus last
  /// (``fieldFocused(_:)``), asked for its frame again when the core shows it again.
  @ObservationIgnored private weak var focusedField: AnyObject?
  /// The scroll views marked as the core's scroll regions (``SheetScrollRegionTable``).
  @ObservationIgnored private var regionTable = SheetScrollRegionTable()
  /// Each region's tracked `UIScrollView` and its lock, by its modifier's identity.
  @ObservationIgnored private var regionControls: [ObjectIdentifier: RegionControl] = [:]
  /// The main scroll view's tracker on screen (``SheetScrollHandoffMode/uiKit``), whether or not
  /// its probe found a scroll view: the walk from a touch serves it (``touchTrackers(atX:y:)``).
  @ObservationIgnored private var mainTracker = WeakTracker()
  /// Whether the main tracker's probe matched a scroll view at its last search
  /// (``scrollProbeMatched(_:)``).
  @ObservationIgnored private var mainProbeFound = false
  /// The diagnostic, once, for a probe that matched none by a touch (seventh review, 3.3).
  @ObservationIgnored private var probeCheck = SheetScrollProbeCheck()
  /// Each region's tracker on screen, by its identity, whether or not its probe found one.
  @ObservationIgnored private var regionTrackers: [ObjectIdentifier: WeakTracker] = [:]
  @ObservationIgnored private var outbox: [SheetEvent] = []
  @ObservationIgnored private var moveWaits = SheetMoveWaits<CheckedContinuation<Bool, Never>>()
  @ObservationIgnored private var hasContainer = false
  @ObservationIgnored private var isPresentPending = false
  @ObservationIgnored private var isScrollDecelerating = false
  @ObservationIgnored private var scrollMode: SheetScrollHandoffMode?
  /// Whether a touch on the sheet is down (from the sheet's pan).
  @ObservationIgnored private var isTouchDown = false
  /// The scroll-handoff modifiers on screen (``SheetScrollHandoffOwners``).
  @ObservationIgnored private var handoffOwners = SheetScrollHandoffOwners()
  @ObservationIgnored private var scrollTop: Double?
  @ObservationIgnored private var scrollMetrics: SheetScrollMetrics?
  @ObservationIgnored private var columnHeight: Double = 0
  /// The options and kind the backdrop style comes from (``backdropOptionsChanged(_:kind:)``).
  @ObservationIgnored private var backdropSource: (options: SheetOptions, kind: SheetKind)?
  /// The options each modifier in the content sets, in the order they appeared.
  @ObservationIgnored private var contentOptionWriters: [(writer: ObjectIdentifier, options: SheetContentOptions)] = []
  /// Whether the grabber is on screen: a tap the core reports in its row is a grabber tap.
  @ObservationIgnored private var showsGrabber = false
  /// Whether a drag began since the last recording was handed back.
  @ObservationIgnored private var isGestureRecorded = false
  /// The stored snapshot's restore and when to save it again (``View/sheetSnapshot(_:)``).
  @ObservationIgnored private var restoration = SheetSnapshotRestoration()
  /// The frame computed last, shared by every view that draws it and by the tick that commits
  /// it. Emptied before any other change to ``state``: a cached frame is always of the state as
  /// it stands, and never holds on to the state's storage while the state changes (a copy would
  /// then allocate).
  @ObservationIgnored private var cachedFrame: CachedFrame?
  /// How many times the driver advanced a state to a frame's time, and computed a render plan:
  /// counts for tests (one of each per displayed frame).
  @ObservationIgnored private(set) var advanceCount = 0
  @ObservationIgnored private(set) var planCount = 0

  /// What the views draw now: the state's frame, written once per displayed frame (the frame
  /// clock's ``advanceFrame(to:)``) and after every input, when it changed. Only the views that
  /// place the card, the scrim and the backdrop's blur read it.
  private(set) var displayedFrame: SheetFrame
  /// Where the column is laid out in the card (``SheetContentLayout``): written when it changes,
  /// once per detent change (and during a drag, once per detent the drag passes going up).
  private(set) var contentLayout = SheetContentLayout(height: 0, bottomPadding: 0)
  /// The sheet's observable progress (``SheetProgress``), put in the environment by the presenter.
  @ObservationIgnored let progressModel = SheetProgress()
  /// How the content is sized (``SheetContentMode``).
  @ObservationIgnored private var contentMode = SheetContentMode.static
  /// The container's leading and trailing safe-area insets, in points.
  @ObservationIgnored private var horizontalSafeArea = (leading: 0.0, trailing: 0.0)

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
  /// VoiceOver's named actions on the grabber now (`SheetState.accessibilityActions`).
  private(set) var accessibilityActions: [SheetAccessibilityAction] = []
  /// What the sheet last announced to VoiceOver (``SheetSpeech/announcement(detent:position:count:names:)``
  /// for the core's `announce`), posted as it came.
  @ObservationIgnored private(set) var lastAnnouncement: SheetSpeech?
  /// The content's scroll offset in points, as the core has it.
  private(set) var scrollOffset: Double = 0
  /// Whether the sheet is at rest at its highest detent.
  private(set) var restsAtHighestDetent = false
  /// How many detents the sheet has.
  private(set) var detentCount: Int
  /// The options the sheet's content sets (``SheetContentOptionWriter``), over those of the
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
  /// The snapshot to save (``View/sheetSnapshot(_:)``): written when the sheet rests and its
  /// content is still, after the stored one was restored; `nil` before.
  private(set) var restingSnapshot: SheetSnapshot?

  /// Whether the sheet is modal (a sheet or tray the app presents and dismisses), not a drawer,
  /// which is always shown.
  @ObservationIgnored let isModal: Bool

  /// Creates a driver for a sheet with `configuration`, presented or hidden.
  ///
  /// The container is not known yet: the sheet is not shown until the first
  /// ``containerChanged(_:)``. With `records`, every input and tick is recorded from here
  /// (see ``takeRecording()``). `isModal` says whether the content may dismiss it
  /// (``dismissFromContent()``).
  init(configuration: SheetConfiguration, presented: Bool, isModal: Bool = false, records: Bool = false) {
    self.isModal = isModal
    let session = SheetSession(
      configuration: configuration, container: SheetContainer(height: 1), presented: presented,
      time: SheetClock.now(), records: records)
    let state = session.state
    self.session = session
    self.outbox = state.initialDiagnostics.map(SheetEvent.diagnostic)
    self.eventSerial = outbox.isEmpty ? 0 : 1
    self.settledDetentID = presented ? state.detent : nil
    self.targetDetentID = state.detent
    self.accessibilityPosition = SheetAccessibilityPosition(state)
    self.detentCount = state.detents.count
    self.displayedFrame = SheetFrame(state)
  }

  /// Advances to a displayed frame's time (seconds): the frame clock's callback (a display link
  /// on iOS and visionOS, the animation timeline on macOS). The state is ticked there and the
  /// frame written once (``displayedFrame``).
  func advanceFrame(to time: Double) {
    tick(at: time)
  }

  /// The content mode (``SheetContentMode``) and the container's horizontal safe area, in points.
  func contentGeometryChanged(mode: SheetContentMode, leading: Double, trailing: Double) {
    guard mode != contentMode || leading != horizontalSafeArea.leading || trailing != horizontalSafeArea.trailing
    else { return }
    contentMode = mode
    horizontalSafeArea = (max(0, leading), max(0, trailing))
    contentLayout = SheetContentLayout(height: 0, bottomPadding: 0)
    sync()
  }

  // MARK: - Frames

  /// The frame to draw at `time` (seconds): the state advanced to `time` on a copy, so drawing
  /// changes nothing; ``tick(at:)`` commits the same advance after the frame.
  ///
  /// The frame is computed once for a time and a state: the views that draw one displayed frame
  /// (the card and the backdrop behind it) share it, and the tick commits its advance rather than
  /// advancing the spring again. A new time, input or tick computes the next one.
  ///
  /// It reads ``revision``, so a view that draws frames also re-renders on every input while the
  /// frame clock is paused.
  func frame(at time: Double) -> SheetFrame {
    _ = revision
    var cached = advancedFrame(at: time)
    if let frame = cached.frame { return frame }
    planCount += 1
    let frame = SheetFrame(cached.state)
    cached.frame = frame
    cachedFrame = cached
    return frame
  }

  /// The frame of the state as it stands (at its own time): the cached one when it is of that
  /// time, else one plan of the state, with no advance (the state is already there).
  private func currentFrame() -> SheetFrame {
    if let cached = cachedFrame, cached.time == state.time, let frame = cached.frame { return frame }
    planCount += 1
    let frame = SheetFrame(state)
    cachedFrame = CachedFrame(time: state.time, state: state, events: [], frame: frame)
    return frame
  }

  /// The state advanced to `time` (seconds): the cached one when it is of this time and of the
  /// state as it stands, else a copy of the state ticked there.
  private func advancedFrame(at time: Double) -> CachedFrame {
    if let cached = cachedFrame, cached.time == time { return cached }
    var copy = state
    let events = copy.tick(at: time)
    advanceCount += 1
    let cached = CachedFrame(time: time, state: copy, events: events)
    cachedFrame = cached
    return cached
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
      // The core's viewport at the highest detent, which a scroll view's content height is
      // converted for, may have changed with the container.
      updateMeasurements()
    } else {
      sync()
    }
    if let snapshot = restoration.containerKnown() { restart(restoring: snapshot) }
  }

  // MARK: - Saving and restoring

  /// The stored snapshot, read when ``View/sheetSnapshot(_:)`` first appears (`nil`: nothing
  /// stored): the sheet is restored from it at once, or at its first container
  /// (``SheetSnapshotRestoration``).
  func restore(_ snapshot: SheetSnapshot?) {
    if let snapshot = restoration.given(snapshot, hasContainer: hasContainer) {
      restart(restoring: snapshot)
    } else {
      sync()
    }
  }

  /// Makes the state the one `snapshot` describes in the current container, at once: its detent
  /// re-resolved by the core, the app's presentation, its offset applied or awaited.
  private func restart(restoring snapshot: SheetSnapshot) {
    _ = gestures.cancel()
    let old = state
    let restored = SheetSnapshotRestoration.restoring(snapshot, presented: old.isPresented)
    cachedFrame = nil
    session.restart(
      configuration: old.configuration, container: old.container, presented: restored.isPresented,
      restoring: restored, headerHeight: old.headerHeight, contentHeight: old.contentHeight,
      footerHeight: old.footerHeight, time: old.time)
    restoration.restored(restored, into: state)
    isGestureRecorded = false
    revision &+= 1
    settledDetentID = state.isPresented ? state.detent : nil
    if scrollMode == .core { requestScrollPin(state.scrollOffset) }
    publish(state.initialDiagnostics.map(SheetEvent.diagnostic))
  }

  /// Applies the awaited offset after the content's height changed, if it is due.
  private func applyAwaitedScrollOffset() {
    guard let input = restoration.awaited?.input(afterContentHeightChangeIn: state) else { return }
    apply(input)
    if scrollMode == .core { requestScrollPin(state.scrollOffset) }
  }

  /// A touch on the sheet, from UIKit's pan recognizer (``SheetPanRecognizer``), at its event's
  /// time (seconds): applied, then the tracked scroll view held or freed by the core's verdict in
  /// the same callback (``SheetScrollLock``). A release the content owned leaves its deceleration
  /// to the scroll view.
  func touch(_ input: SheetInput, at time: Double) {
    // A new touch event ends a hand-over hold of the previous one (seventh review, 3.1).
    scrollLock.touchEvent(at: time)
    for key in regionControls.keys { regionControls[key]?.lock.touchEvent(at: time) }
    var diagnostic: String?
    switch input {
    case .touchDown:
      diagnostic = probeCheck.touchDown(
        marksMainScrollView: scrollMode == .uiKit && mainTracker.object != nil, probeFound: mainProbeFound)
      scrollLock.touchBegan()
      for key in regionControls.keys { regionControls[key]?.lock.touchBegan() }
      isTouchDown = true
    case .touchUp, .touchCancel: isTouchDown = false
    default: break
    }
    let consumer = state.dragConsumer
    let touchedRegion = state.touchedScrollRegionID
    apply([input], at: time)
    if let diagnostic { publish([.diagnostic(diagnostic)]) }
    switch input {
    case .touchUp, .touchCancel:
      if let touchedRegion {
        regionTouchEnded(touchedRegion, consumer: consumer)
      } else if let control = scrollViewControl,
        let offset = scrollLock.touchEnded(consumer: consumer, shown: control.shownOffset)
      {
        _ = applyToCore(.scroll(to: offset), at: state.time)
        scrollLock.reported(coreOffset: state.scrollOffset)
        revision &+= 1
        sync()
      }
    default: break
    }
  }

  /// The tracked scroll view joined (``SheetScrollHandoffMode/uiKit``), or left (`nil`). The
  /// newest joins; a scroll view that leaves clears the slot only if it still holds it
  /// (``untrackScrollView(_:)``).
  ///
  /// - Parameter adoptsOffset: Whether the core takes the new scroll view's offset as a report:
  ///   it was found under a touch (``SheetTouchedScrollView``) and shows its own offset, which the
  ///   core, holding another scroll view's, must not set back.
  func trackScrollView(_ control: (any SheetScrollViewControl)?, adoptsOffset: Bool = false) {
    SheetTrace.log(
      .scroll,
      "trackScrollView \(control.map { SheetTrace.identity(ObjectIdentifier($0)) } ?? "none")"
        + " adopts offset \(adoptsOffset) shown \(SheetTrace.points(control?.shownOffset ?? .nan))"
        + " core \(SheetTrace.points(state.scrollOffset))")
    scrollViewControl = control
    scrollLock = SheetScrollLock()
    if adoptsOffset, let shown = control?.shownOffset, shown.isFinite {
      _ = applyToCore(.scroll(to: shown), at: state.time)
      scrollLock.reported(coreOffset: state.scrollOffset)
      revision &+= 1
    }
    sync()
  }

  /// A tracker held weakly.
  private struct WeakTracker {
    weak var object: AnyObject?
  }

  /// The trackers the walk from a touch going down at (`x`, `y`) serves, in the container
  /// (points), with the axis each asks along (``SheetTouchedScrollView/askers(touchedRegion:)``):
  /// the region the core places the touch on, and the main scroll view's.
  func touchTrackers(atX x: Double, y: Double) -> [(request: SheetTouchedScrollView.Request, tracker: AnyObject)] {
    let touched = state.scrollRegionIndex(atX: x, y: y).map { state.scrollRegions[$0] }
    return SheetTouchedScrollView.askers(touchedRegion: touched.map { ($0.id, $0.axis) }).compactMap { request in
      switch request.owner {
      case .main:
        guard scrollMode == .uiKit, let tracker = mainTracker.object else { return nil }
        return (request, tracker)
      case .region(let id):
        guard let owner = regionTable.owner(ofRegion: id), let tracker = regionTrackers[owner]?.object else {
          return nil
        }
        return (request, tracker)
      }
    }
  }

  /// Every tracker on screen with the owner it stands for: which tracker's probe found a scroll
  /// view on a touch's chain (``SheetTouchedScrollView/Candidate/foundBy``).
  func scrollViewTrackers() -> [(owner: SheetTouchedScrollView.Owner, tracker: AnyObject)] {
    var trackers: [(owner: SheetTouchedScrollView.Owner, tracker: AnyObject)] = []
    if scrollMode == .uiKit, let tracker = mainTracker.object { trackers.append((.main, tracker)) }
    for (owner, box) in regionTrackers {
      guard let tracker = box.object, let region = regionTable.region(of: owner) else { continue }
      trackers.append((.region(region.id), tracker))
    }
    return trackers
  }

  /// `control` left: the slot is cleared only when it is still `control`'s, so a list pushed in
  /// a `NavigationStack` (whose `onAppear` comes before the first list's `onDisappear`) keeps
  /// the handoff.
  func untrackScrollView(_ control: any SheetScrollViewControl) {
    guard
      SheetScrollHandoffOwners.holds(
        current: scrollViewControl.map(ObjectIdentifier.init), leaving: ObjectIdentifier(control))
    else { return }
    trackScrollView(nil)
  }

  /// The tracked scroll view moved by itself (its own pan's callback, after it scrolled; a frame
  /// of its deceleration): hold it again, or report where it is.
  ///
  /// - Parameter control: The scroll view whose pan this callback is the last of (ended or
  ///   cancelled), if it is: a held one is set with no threshold, which stops the deceleration
  ///   UIScrollView begins then (``SheetScrollLock/Motion/panEnded``).
  func trackedScrollViewMoved(panEndedOn control: AnyObject? = nil) {
    sync(panEndedOn: control)
  }

  /// A text field or text view took focus: when it is in the tracked scroll view's content, the
  /// core first takes the offset the scroll view shows (UIKit may have scrolled the field into
  /// view as it became first responder: ``SheetScrollLock/focusBegan(_:shown:isDecelerating:)``),
  /// then scrolls the least that shows the field above the keyboard (`SheetInput.focus(y:height:)`).
  func fieldFocused(_ field: AnyObject) {
    guard let control = scrollViewControl, let frame = control.contentFrame(of: field) else { return }
    focusedField = field
    if scrollMode == .uiKit, restoration.awaited == nil, let core = SheetScrollLock.Core(state, region: nil),
      let offset = scrollLock.focusBegan(core, shown: control.shownOffset, isDecelerating: control.isDecelerating)
    {
      _ = applyToCore(.scroll(to: offset), at: state.time)
      scrollLock.reported(coreOffset: state.scrollOffset)
    }
    apply(.focus(y: frame.y, height: frame.height))
  }

  /// The tracked scroll view's offset changed (key-value observing): with no touch on the sheet
  /// and none on the scroll view (`userIsTouching`: its `isTracking`), someone else moved it —
  /// the app, a status-bar tap, VoiceOver — and a resting sheet adopts the offset
  /// (``SheetScrollLock/update(_:shown:movedByOthers:motion:)``) instead of setting it back at the
  /// next touch; so does a settling one while a field's focus is pending (sixth review, 3.6).
  func trackedScrollViewOffsetChanged(userIsTouching: Bool) {
    guard !isTouchDown, !userIsTouching else { return }
    updateScrollLock(movedByOthers: true)
    sync()
  }

  /// The tracked scroll view's offset changed (key-value observing, in the same callback): a held
  /// scroll view during a touch is set back at once, so it never shows the offset its own pan gave
  /// it, whichever of the pan's targets UIKit calls first (the order is not documented;
  /// FloatingPanel sets a locked scroll view back in `scrollViewDidScroll`; fifth review, 4.3);
  /// so is a held one that decelerates, whose deceleration is stopped before its first step is
  /// drawn, whichever of the display link and that step comes first (sixth review, 3.1, 4.8); and
  /// one pinned at its top that went above it (3.2). The rule is
  /// ``SheetScrollLock/setsBackInObservation(shown:touchIsDown:isDecelerating:)``; the decisions
  /// it meets here hold or pin and report nothing.
  ///
  /// - Returns: Whether the change was met here or is the touch's (its pan's callback reports it),
  ///   so it is not reported on the main queue's next turn as someone else's.
  func trackedScrollViewOffsetObserved() -> Bool {
    if let control = scrollViewControl,
      scrollLock.setsBackInObservation(
        shown: control.shownOffset, touchIsDown: isTouchDown, isDecelerating: control.isDecelerating)
    {
      updateScrollLock()
      return true
    }
    return isTouchDown
  }

  /// Whether `recognizer` is a tracked scroll view's pan: the main one's or a region's.
  func isTrackedScrollViewPan(_ recognizer: AnyObject) -> Bool {
    scrollViewControl?.panRecognizer === recognizer
      || regionControls.values.contains { $0.control?.panRecognizer === recognizer }
  }

  /// Applies the scroll locks' decisions to the tracked scroll views (the main one and each
  /// region's), and their reports to the core.
  ///
  /// - Parameters:
  ///   - movedByOthers: Whether the offsets changed with no touch
  ///     (``trackedScrollViewOffsetChanged(userIsTouching:)``).
  ///   - control: The scroll view whose own pan just ended, if any
  ///     (``trackedScrollViewMoved(panEndedOn:)``).
  private func updateScrollLock(movedByOthers: Bool = false, panEndedOn control: AnyObject? = nil) {
    updateRegionLocks(movedByOthers: movedByOthers, panEndedOn: control)
    guard scrollMode == .uiKit, let main = scrollViewControl, let core = SheetScrollLock.Core(state, region: nil)
    else { return }
    let motion = SheetScrollLock.Motion(
      panEnded: control != nil && control === main, isDecelerating: main.isDecelerating)
    var decision = scrollLock.update(core, shown: main.shownOffset, movedByOthers: movedByOthers, motion: motion)
    // While a restored offset is awaited, the scroll view's own offsets are its anchoring.
    if let report = decision.report, let awaited = restoration.awaited, !isTouchDown {
      decision.report = nil
      decision.revealsFocus = false
      if case .strayed(let offset) = awaited.verdict(on: report, in: state) { decision.show = offset }
    }
    main.apply(decision)
    guard let report = decision.report else { return }
    _ = applyToCore(.scroll(to: report), at: state.time)
    scrollLock.reported(coreOffset: state.scrollOffset)
    // Someone else scrolled to the focused field while the sheet settles: the core shows it from
    // there, so the content goes on, never back (``SheetScrollLock/Decision/revealsFocus``).
    if decision.revealsFocus, let field = focusedField, let frame = main.contentFrame(of: field) {
      _ = applyToCore(.focus(y: frame.y, height: frame.height), at: state.time)
    }
    revision &+= 1
  }

  // MARK: - Scroll regions

  /// A region's tracked scroll view and the lock that holds or frees it.
  private struct RegionControl {
    weak var control: (any SheetScrollViewControl)?
    var lock = SheetScrollLock()
  }

  /// A scroll view marked ``SwiftUI/View/sheetScrollHandoff(id:axis:)`` appeared; `owner` is its
  /// modifier's identity.
  func scrollRegionBegan(owner: AnyObject, id: String, axis: SheetScrollRegion.Axis) {
    regionTable.begin(ObjectIdentifier(owner), id: id, axis: axis)
    regionTrackers[ObjectIdentifier(owner)] = WeakTracker(object: owner)
    sendScrollRegions()
  }

  /// The region's scroll view left.
  func scrollRegionEnded(owner: AnyObject) {
    regionTable.end(ObjectIdentifier(owner))
    regionControls[ObjectIdentifier(owner)] = nil
    regionTrackers[ObjectIdentifier(owner)] = nil
    sendScrollRegions()
  }

  /// The region's viewport in the card (the core's coordinates, points) changed.
  func scrollRegionFrameChanged(owner: AnyObject, to frame: SheetRect) {
    regionTable.frameChanged(ObjectIdentifier(owner), to: frame)
    sendScrollRegions()
  }

  /// The region's content length along its axis (points) changed.
  func scrollRegionContentChanged(owner: AnyObject, to length: Double) {
    regionTable.contentLengthChanged(ObjectIdentifier(owner), to: length)
    sendScrollRegions()
  }

  /// The region's `UIScrollView` was found (`control`) or lost (`nil`).
  ///
  /// - Parameter adoptsOffset: Whether the core takes its offset as the region's (found under a
  ///   touch, ``trackScrollView(_:adoptsOffset:)``).
  func trackRegionScrollView(_ control: (any SheetScrollViewControl)?, owner: AnyObject, adoptsOffset: Bool = false) {
    regionControls[ObjectIdentifier(owner)] = control.map { RegionControl(control: $0) }
    if adoptsOffset, let control, control.shownOffset.isFinite,
      let region = regionTable.region(of: ObjectIdentifier(owner))
    {
      _ = applyToCore(.regionOffset(region.id, control.shownOffset), at: state.time)
      regionControls[ObjectIdentifier(owner)]?.lock.reported(
        coreOffset: state.scrollRegions.first { $0.id == region.id }?.offset ?? control.shownOffset)
      revision &+= 1
    }
    sync()
  }

  /// Gives the core the regions on screen when they changed, each at the offset the core has.
  private func sendScrollRegions() {
    let offsets = Dictionary(state.scrollRegions.map { ($0.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let regions = regionTable.regions(offsets: offsets)
    guard SheetScrollRegion.normalize(regions).regions != state.scrollRegions else { return }
    apply(.scrollRegions(regions))
  }

  /// Each region's lock decides for its scroll view from the core's verdict for that region.
  private func updateRegionLocks(movedByOthers: Bool, panEndedOn ended: AnyObject?) {
    for (owner, entry) in regionControls {
      guard let control = entry.control, let region = regionTable.region(of: owner),
        let core = SheetScrollLock.Core(state, region: region.id)
      else { continue }
      var lock = entry.lock
      let motion = SheetScrollLock.Motion(
        panEnded: ended != nil && ended === control, isDecelerating: control.isDecelerating)
      let decision = lock.update(core, shown: control.shownOffset, movedByOthers: movedByOthers, motion: motion)
      control.apply(decision)
      if let report = decision.report {
        _ = applyToCore(.regionOffset(region.id, report), at: state.time)
        lock.reported(coreOffset: state.scrollRegions.first { $0.id == region.id }?.offset ?? report)
        revision &+= 1
      }
      regionControls[owner]?.lock = lock
    }
  }

  /// The touch that went down on region `id` lifted: a release the region owned leaves its
  /// deceleration to its scroll view, whose offset the core takes at once.
  private func regionTouchEnded(_ id: String, consumer: ScrollHandoff.Consumer?) {
    guard let owner = regionTable.owner(ofRegion: id), var entry = regionControls[owner],
      let control = entry.control
    else { return }
    if let offset = entry.lock.touchEnded(consumer: consumer, shown: control.shownOffset) {
      _ = applyToCore(.regionOffset(id, offset), at: state.time)
      entry.lock.reported(coreOffset: state.scrollRegions.first { $0.id == id }?.offset ?? offset)
      regionControls[owner] = entry
      revision &+= 1
      sync()
    } else {
      regionControls[owner] = entry
    }
  }

  /// A Mac's scroll event at (`x`, `y`) in the container (points), as the core's inputs
  /// (``SheetWheelConversion``).
  ///
  /// - Returns: Whether the sheet took it (``SheetWheelConversion/sheetTakes(isOnSheet:restsAtHighestDetent:hasScrollHandoff:)``):
  ///   then the event goes no further.
  func scrollEvent(_ inputs: [SheetInput], atX x: Double, y: Double) -> Bool {
    guard
      SheetWheelConversion.sheetTakes(
        isOnSheet: state.isOnSheet(x: x, y: y), restsAtHighestDetent: restsAtHighestDetent,
        hasScrollHandoff: scrollMode?.dividesDrags == true)
    else { return false }
    apply(inputs)
    return true
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

  /// UIKit's keyboard notification, as the core's animated keyboard input
  /// (``SheetKeyboardConversion/input(height:duration:curveRawValue:)``): the sheet moves with the
  /// keyboard, over its duration along its curve.
  func keyboardChanged(_ input: SheetInput) {
    guard case .keyboard(let height, _, _) = input, height != state.keyboardHeight else { return }
    apply(input)
  }

  // MARK: - Header, content and scroll view

  /// The height of the sheet's column (grabber and content) as laid out without its bottom
  /// padding, in points: the header when no scroll view takes part in the handoff. The core adds
  /// the space below it (the card's margin and that padding) to fitted and header detents.
  func columnHeightChanged(_ height: Double) {
    columnHeight = height
    updateMeasurements()
  }

  /// A scroll view joined the handoff; `owner` is the modifier's identity (one per scroll view).
  func scrollHandoffBegan(_ mode: SheetScrollHandoffMode, owner: AnyObject? = nil) {
    handoffOwners.begin(owner.map(ObjectIdentifier.init), mode: mode)
    if mode == .uiKit, let owner { mainTracker = WeakTracker(object: owner) }
    scrollMode = handoffOwners.mode
    updateMeasurements()
  }

  /// The scroll view of `owner` left; the handoff stays while another is on screen.
  func scrollHandoffEnded(owner: AnyObject? = nil) {
    handoffOwners.end(owner.map(ObjectIdentifier.init))
    if let owner, mainTracker.object === owner {
      mainTracker = WeakTracker()
      mainProbeFound = false
    }
    scrollMode = handoffOwners.mode
    if scrollMode == nil {
      scrollTop = nil
      scrollMetrics = nil
    }
    updateMeasurements()
  }

  /// The main scroll view's probe searched by its frame and matched a scroll view, or none
  /// (``SheetViewMatching/match(probe:candidates:)``).
  func scrollProbeMatched(_ found: Bool) {
    mainProbeFound = found
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
    // While a restored offset is awaited, the scroll view's own offsets are its anchoring.
    if let awaited = restoration.awaited {
      if case .strayed(let core) = awaited.verdict(on: offset, in: state) { requestScrollPin(core) }
      return
    }
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

  /// The sheet's content set options.
  func contentOptionsChanged(_ options: SheetContentOptions) {
    if options != contentOptions { contentOptions = options }
  }

  /// One option modifier in the sheet's content set `options` (``SheetContentOptionWriter``):
  /// the content's options are every writer's, merged in the order they first appeared.
  func setContentOption(_ options: SheetContentOptions, from writer: ObjectIdentifier) {
    if let index = contentOptionWriters.firstIndex(where: { $0.writer == writer }) {
      contentOptionWriters[index].options = options
    } else {
      contentOptionWriters.append((writer, options))
    }
    mergeContentOptions()
  }

  /// The option modifier left the screen.
  func removeContentOption(from writer: ObjectIdentifier) {
    contentOptionWriters.removeAll { $0.writer == writer }
    mergeContentOptions()
  }

  private func mergeContentOptions() {
    var merged = SheetContentOptions()
    for entry in contentOptionWriters { merged.merge(entry.options) }
    contentOptionsChanged(merged)
  }

  /// Gives the core the header and content heights the measurements imply: with a scroll view
  /// in the handoff, the header is everything above it and the content is its content (in
  /// ``SheetScrollHandoffMode/core`` mode only; otherwise the core has no content to scroll);
  /// without one, the header is the whole column.
  ///
  /// The scroll view's content height is converted against the core's scroll-range viewport
  /// with the keyboard as it is now (`SheetState.scrollRangeViewport(headerHeight:)`), since the
  /// scroll view's bounds are those laid out with the keyboard's padding. A keyboard change does
  /// not convert again by itself: the viewport reported before it was laid out without the new
  /// padding; the padding's layout makes the scroll view report its new bounds
  /// (``scrollMetricsChanged(_:)``), and that converts.
  private func updateMeasurements() {
    let header: Double
    let content: Double
    if let scrollMode {
      header = scrollTop ?? 0
      let viewport = state.scrollRangeViewport(headerHeight: header)
      content = scrollMode.dividesDrags ? (scrollMetrics?.coreContentHeight(coreViewport: viewport) ?? 0) : 0
    } else {
      header = columnHeight
      content = 0
    }
    var inputs: [SheetInput] = []
    if header.isFinite, header != state.headerHeight { inputs.append(.headerHeight(max(0, header))) }
    let contentChanged = content != state.contentHeight
    if contentChanged { inputs.append(.contentHeight(content)) }
    apply(inputs)
    if contentChanged { applyAwaitedScrollOffset() }
  }

  // MARK: - Configuration and presentation

  /// The app's configuration changed.
  ///
  /// By the core's rule (`SheetSession.reconfigure(_:)`): detents, Reduce Motion, the keyboard
  /// policy and the card style reach the core as inputs, at once, even mid-gesture; other changes
  /// (spring, snapping, dismissal, detent space, touch slop) rebuild the state at the detent it
  /// rests at, once no touch, settle or momentum is under way.
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
    let before = (configuration: state.configuration, generation: session.generation)
    cachedFrame = nil
    let events = session.reconfigure(configuration)
    if session.generation != before.generation { isGestureRecorded = false }
    guard state.configuration != before.configuration || !events.isEmpty else { return }
    revision &+= 1
    publish(events)
    // A new card style changes the core's viewport at the highest detent (its margin and inset).
    if state.configuration.style != before.configuration.style { updateMeasurements() }
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

  /// The content asked its modal sheet to go (``BottomSheetProxy/dismiss()``): as the app's
  /// binding set to `false`, the sheet moves out on its spring, never asked first (a programmatic
  /// dismissal, `SheetInput.dismiss`) and whatever ``SheetConfiguration/allowsDismissal`` says;
  /// the presentation then ends as when the user dismissed it: the binding is cleared once the
  /// sheet has gone, then the container goes and `onDismiss` runs, once.
  ///
  /// - Returns: Whether a modal sheet, presented or about to rise, was dismissed; `false` for a
  ///   drawer, which is always shown, and for a sheet already hidden or moving out.
  func dismissFromContent() -> Bool {
    guard isModal, state.isPresented || isPresentPending else { return false }
    setPresented(false)
    return true
  }

  /// Hides the sheet at once, without a settle: its container went from the screen without
  /// being asked (``SheetPresentationCoordinator``). The next presentation starts from hidden.
  func hideNow() {
    isPresentPending = false
    _ = gestures.cancel()
    var configuration = state.configuration
    configuration.initialDetent = state.isPresented ? state.detent : configuration.initialDetent
    let old = state
    cachedFrame = nil
    session.restart(
      configuration: configuration, container: old.container, presented: false,
      headerHeight: old.headerHeight, contentHeight: old.contentHeight, footerHeight: old.footerHeight,
      time: old.time)
    isGestureRecorded = false
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
    if let result = SheetMoveWaits<CheckedContinuation<Bool, Never>>.immediateResult(
      ofMoveTo: id, events: events, state: state)
    {
      return result
    }
    return await withCheckedContinuation { continuation in
      moveWaits.wait(for: id, token: continuation)
    }
  }

  /// Ends every wait of ``move(to:animated:)`` with `false` (the sheet left the hierarchy).
  func cancelMoves() {
    for continuation in moveWaits.cancelAll() { continuation.resume(returning: false) }
  }

  // MARK: - Events

  /// The events published since the last call, in order.
  func takeEvents() -> [SheetEvent] {
    defer { outbox = [] }
    return outbox
  }

  private func publish(_ events: [SheetEvent]) {
    for event in events {
      for (continuation, result) in moveWaits.resolve(after: event) { continuation.resume(returning: result) }
      switch event {
      case .settled(let id, _): settledDetentID = id
      case .dismissed: settledDetentID = nil
      case .presented: presentationSerial &+= 1
      case .announce(let detent, let position, let count):
        let speech = SheetSpeech.announcement(
          detent: detent, position: position, count: count, names: state.configuration.accessibilityNames)
        lastAnnouncement = speech
        AccessibilityNotification.Announcement(speech.localized(in: .module)).post()
      default: break
      }
      if session.isRecording {
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
    sync()
  }

  /// Copies what views observe from the state, writing only what changed.
  ///
  /// - Parameter control: The tracked scroll view whose own pan just ended, if any
  ///   (``trackedScrollViewMoved(panEndedOn:)``).
  private func sync(panEndedOn control: AnyObject? = nil) {
    updateScrollLock(panEndedOn: control)
    let nativeDeceleration = scrollLock.contentOwnsRelease && scrollViewControl?.isDecelerating == true
    let running = state.phase != .idle || isScrollDecelerating || nativeDeceleration
    if isRunning != running { isRunning = running }
    let shows = hasContainer && (state.isPresented || state.height > 0 || isPresentPending)
    if showsSheet != shows { showsSheet = shows }
    if targetDetentID != state.detent { targetDetentID = state.detent }
    let position = SheetAccessibilityPosition(state)
    if accessibilityPosition != position { accessibilityPosition = position }
    let actions = state.accessibilityActions
    if accessibilityActions != actions { accessibilityActions = actions }
    if scrollOffset != state.scrollOffset { scrollOffset = state.scrollOffset }
    if scrollMode == .core, case .pin(let offset) = scrollBridge.coreChanged(ScrollOffsetOwnership(state)) {
      requestScrollPin(offset)
    }
    let atHighest = state.phase == .idle && state.isPresented && state.detent == state.detents.last?.id
    if restsAtHighestDetent != atHighest { restsAtHighestDetent = atHighest }
    if detentCount != state.detents.count { detentCount = state.detents.count }
    if let snapshot = restoration.snapshotToSave(
      state, contentDecelerates: isScrollDecelerating || nativeDeceleration || isTouchDown),
      snapshot != restingSnapshot
    {
      restingSnapshot = snapshot
    }
    refreshDisplayedFrame()
  }

  /// Writes the frame of the state as it stands, its progress and the content's layout, each
  /// only when it changed.
  private func refreshDisplayedFrame() {
    let frame = currentFrame()
    if displayedFrame != frame { displayedFrame = frame }
    progressModel.update(frame.progress)
    // At rest or settling: the target detent's height (a column as tall kept while settling:
    // review 9, 3.2); dragged: the next detent above (review 3, 3.4); moving out: kept.
    let target = SheetContentLayout.targetHeight(
      isPresented: state.isPresented, phase: state.phase, currentHeight: state.height,
      restHeight: state.height(ofDetent: state.detent), detentHeights: state.detents.map(\.height))
    let layout = SheetContentLayout.layout(
      plan: frame.plan, mode: contentMode, currentHeight: state.height,
      targetHeight: target, keyboardHeight: state.keyboardHeight,
      container: (
        state.container.height, state.container.width, horizontalSafeArea.leading, horizontalSafeArea.trailing
      ), layoutDirection: state.container.layoutDirection, grid: state.container.grid,
      isSettling: state.phase == .settling, previous: contentLayout.height > 0 ? contentLayout : nil)
    if layout != contentLayout { contentLayout = layout }
  }

  // MARK: - Recording

  /// Turns recording on or off (``View/onSheetRecording(_:)`` added or removed). Turned on, it
  /// starts with the next state the driver creates (a rebuild, or the sheet hidden at once): a
  /// recording must begin where a state begins.
  func setRecording(_ on: Bool) {
    session.records = on
  }

  /// The session recorded so far — from the state's creation, every input and frame tick — or
  /// `nil` when not recording. Copies every entry and flushes the recorder's buffer: call it off
  /// the frame (``recordingSerial``'s change).
  func takeRecording() -> SheetRecording? {
    session.flushRecorder()
    return session.recorder?.recording
  }

  /// Applies `input` to the core at `time` (seconds), through the session (recorded when
  /// recording; a configuration that waited is applied once the sheet rests).
  private func applyToCore(_ input: SheetInput, at time: Double) -> [SheetEvent] {
    restoration.willApply(input)
    cachedFrame = nil
    let generation = session.generation
    let events = session.apply(input, at: time)
    if session.generation != generation { rebuilt() }
    return events
  }

  /// Ticks the core at `time` (seconds), through the session: commits the frame drawn for `time`
  /// when there is one (the same advance), else advances the state.
  private func tickCore(at time: Double) -> [SheetEvent] {
    let generation = session.generation
    guard var cached = cachedFrame, cached.time == time else {
      cachedFrame = nil
      advanceCount += 1
      let events = session.tick(at: time)
      if session.generation != generation { rebuilt() }
      return events
    }
    session.commitTick(to: cached.state, at: time)
    if session.generation != generation {
      rebuilt()
      return cached.events
    }
    // The state is now the frame's: the frame stays good for its time, and ticking there again
    // reports nothing.
    let events = cached.events
    cached.events = []
    cachedFrame = cached
    return events
  }

  /// The session rebuilt the state with a configuration that waited: a recording starts again
  /// with it, and views draw the new state.
  private func rebuilt() {
    cachedFrame = nil
    isGestureRecorded = false
    revision &+= 1
  }

  // MARK: - The frame cache

  /// One displayed frame: the state advanced to the frame's time (on a copy), the events that
  /// advance reports, and what to draw (the backdrop's style is the state's configuration's).
  private struct CachedFrame {
    var time: Double
    var state: SheetState
    var events: [SheetEvent]
    var frame: SheetFrame?
  }
}

/// The tracked `UIScrollView`, as the driver sees it (``SheetScrollHandoffMode/uiKit``): where it
/// is, and the hold or report the scroll lock decides. Implemented by the UIKit layer's tracker.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
protocol SheetScrollViewControl: AnyObject {
  /// The offset the scroll view shows, in points from its content's top (`nan` when unknown).
  var shownOffset: Double { get }
  /// Whether it decelerates by itself.
  var isDecelerating: Bool { get }
  /// Its own pan recognizer.
  var panRecognizer: AnyObject? { get }
  /// Where `view` lies in its content, in points from the content's top (y, height), when it is
  /// inside the scroll view; `nil` otherwise.
  func contentFrame(of view: AnyObject) -> (y: Double, height: Double)?
  /// Holds it, frees it, or scrolls it once, as decided.
  func apply(_ decision: SheetScrollLock.Decision)
}
