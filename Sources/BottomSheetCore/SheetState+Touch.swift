/// A sheet's touches: a touch goes down, waits for its slop (the touch arbitration), becomes a
/// drag that the scroll handoff divides between the sheet and its content, and ends in a release
/// whose velocity and projection choose the detent the sheet settles on.
extension SheetState {
  /// A touch that holds the sheet.
  struct Drag: Sendable {
    var lastY: Double
    /// The sheet's height before the rubber band, in points.
    var raw: Double
    /// Where this drag meets the rubber band: from where the sheet was caught when it was past a
    /// bound, following the sheet back to the detent's bound as it comes within it.
    var bounds: SheetMotion.Bounds
    var region: ScrollHandoff.Region
    /// Whether the sheet moved during the gesture (or was caught mid-flight).
    var movedSheet: Bool
    /// Who took the latest movement: it owns the release velocity.
    var lastConsumer: ScrollHandoff.Consumer = .sheet
    var estimator: VelocityEstimator
    /// Whether a touchpad scroll drives this drag (its `y` is a virtual finger), not a touch.
    var isScrollGesture = false
    /// For a scroll gesture whose device sends no end (``ScrollGestureDevice/mouse``): when it
    /// ends by itself, in seconds (its last event's time plus the quiet interval); `nil` otherwise.
    var quietEnd: Double?
    /// What the handoff rules let this drag on the content do, fixed as it began.
    var gate = ScrollHandoff.Gate.midGesture
    /// The detent a release now would settle on (``SheetState/liveTarget``), as last reported.
    var liveTarget: String?
  }

  mutating func touchDown(x: Double?, y: Double, events: inout [SheetEvent]) {
    guard drag == nil, touch == nil, isPresented, y <= container.height, var region = region(atX: x, y: y) else {
      return
    }
    // Outside the drag area a touch never moves the sheet: on scrollable content it scrolls it,
    // elsewhere it is the content's (and does not catch a sheet in motion).
    let inDragArea = isInDragArea(y: y)
    let scrollsOnly = !inDragArea && y >= topEdge + headerHeight && maximumScrollOffset > grid.halfPixel
    if !inDragArea, !scrollsOnly {
      guard phase == .idle else { return }
      var estimator = VelocityEstimator(window: configuration.velocityWindow)
      estimator.add(TouchSample(time: time, y: y))
      touch = TouchArbitration(x: x, y: y, region: region, estimator: estimator)
      touch?.mayDrag = false
      return
    }
    // A touch that lands on the content stops its momentum below, even where a drag area smaller
    // than the card makes it drag the sheet as the header does (the grabber's row over the list).
    let onContent = region == .content
    if inDragArea, configuration.dragArea != .card { region = .header }
    if scrollsOnly { region = .content }
    // A settle the eye cannot see is over: the touch is one on a resting sheet, so a tap still
    // reaches the control under it (a tray a seventh of a point from rest swallowed clicks).
    if settleIsImperceptible { finishSettle(events: &events) }
    noteRegionTouch(x: x, y: y)
    var estimator = VelocityEstimator(window: configuration.velocityWindow)
    estimator.add(TouchSample(time: time, y: y))
    // A resting sheet waits for the touch to travel the slop; a moving one is caught at once.
    if phase == .idle, touchSlop > 0 {
      touch = TouchArbitration(x: x, y: y, region: region, estimator: estimator)
      // A touch counts from touch-down: on content still coasting by momentum it stops it at
      // once, before the slop decides whose the touch is (UIScrollView stops decelerating on
      // touch-down; Flutter's `ScrollPosition.hold`; smooth_sheets #190).
      if onContent || region == .content { momentum = nil }
      return
    }
    beginDrag(at: y, region: region, estimator: estimator, events: &events)
  }

  /// Whether `y` (points, container coordinates) lies in the drag area
  /// (``SheetConfiguration/dragArea``).
  func isInDragArea(y: Double) -> Bool {
    switch configuration.dragArea {
    case .card: return true
    case .header: return y < topEdge + headerHeight
    case .grabber:
      let row = configuration.grabberHeight
      return y < topEdge + (row.isFinite ? max(0, row) : 0)
    }
  }

  /// The gate a drag on the content takes as it begins, from the handoff's rules and the drag
  /// area, given whether the sheet is at its highest detent (`atHighest`) and the content at its
  /// top (`contentAtTop`): one rule for `beginDrag` and `pendingTouchPullDownMovesSheet`.
  func contentGate(atHighest: Bool, contentAtTop: Bool) -> ScrollHandoff.Gate {
    ScrollHandoff.Gate(
      rules: configuration.handoff, atHighest: atHighest, contentAtTop: contentAtTop,
      mayMoveSheet: configuration.dragArea == .card)
  }

  /// The touch slop in points (0 for a value that is not finite or below 0).
  var touchSlop: Double {
    let slop = configuration.touchSlop
    return slop.isFinite ? max(0, slop) : 0
  }

  /// A touch takes hold of the sheet at `y`: from here the sheet follows it.
  /// A touchpad scroll (`scrollGesture`) never dismisses: it meets the rubber band below the
  /// lowest detent even on a dismissible sheet.
  mutating func beginDrag(
    at y: Double, region: ScrollHandoff.Region, estimator: VelocityEstimator, scrollGesture: Bool = false,
    events: inout [SheetEvent]
  ) {
    let caughtInFlight = phase == .settling
    motion = nil
    momentum = nil
    let track = track
    let bounds = track.dragBounds(at: height, lowerBand: dragLowerBand || scrollGesture)
    drag = Drag(
      lastY: y, raw: track.raw(displaying: height, bounds: bounds), bounds: bounds, region: region,
      movedSheet: caughtInFlight, estimator: estimator, isScrollGesture: scrollGesture)
    if region == .content {
      let highest = detents.last?.height ?? 0
      let gate = contentGate(
        atHighest: height >= highest - grid.halfPixel, contentAtTop: scrollOffset <= grid.halfPixel)
      drag?.gate = gate
    }
    phase = .dragging
    heightVelocity = 0
    events.append(.dragBegan(height: height))
    // The target a touch catches the sheet with is the one it settled toward (or rests at).
    drag?.liveTarget = selection.current ?? hiddenDetentID
  }

  mutating func touchMove(x: Double?, y rawY: Double, events: inout [SheetEvent]) {
    guard drag != nil || touch != nil else { return }
    guard rawY.isFinite else {
      events.append(.diagnostic("touch y \(rawY) is not a number; ignored"))
      return
    }
    // A pointer can leave the container while it holds the sheet, but not by more than the
    // container's height: farther is a bad value, brought back to the nearest such y. (A
    // touchpad's virtual finger is not in the container.)
    let y = drag?.isScrollGesture == true ? rawY : min(max(rawY, -container.height), 2 * container.height)
    if y != rawY {
      events.append(.diagnostic("touch y \(rawY) is more than a container height outside it; using \(y)"))
    }
    if var touch {
      guard isPresented else { return }
      let decision = touch.moved(x: x, y: y, time: time, slop: touchSlop)
      guard case .beginDrag(let start) = decision else {
        self.touch = touch
        if decision == .content { claimSideways(x: x) }
        return
      }
      self.touch = nil
      beginDrag(at: start, region: touch.region, estimator: touch.estimator, events: &events)
      drag?.estimator.add(TouchSample(time: time, y: y))
    } else {
      drag?.estimator.add(TouchSample(time: time, y: y))
    }
    guard var current = drag else { return }
    let delta = current.lastY - y
    current.lastY = y
    if delta != 0 {
      let highest = detents.last?.height ?? 0
      let share: ScrollHandoff.Share
      if current.region == .header {
        share = ScrollHandoff.Share(sheet: delta, scroll: 0)
      } else {
        let scroll = handoffScroll
        share = ScrollHandoff.divide(
          delta, sheetRaw: current.raw, highest: highest, scrollOffset: scroll.offset,
          maximumScrollOffset: scroll.maximum, tolerance: grid.halfPixel, gate: current.gate)
      }
      if share.held != 0 { current.lastConsumer = .scroll }
      if share.sheet != 0 {
        current.raw += share.sheet
        current.movedSheet = true
        current.lastConsumer = .sheet
      }
      if share.scroll != 0 {
        scrollHandoffContent(by: share.scroll)
        current.lastConsumer = .scroll
      }
      let track = track
      current.bounds = track.bounds(following: current.bounds, raw: current.raw)
      height = track.displayed(raw: current.raw, bounds: current.bounds)
    }
    heightVelocity = current.lastConsumer == .sheet ? -current.estimator.velocity : 0
    drag = current
  }

  mutating func release(cancelled: Bool, events: inout [SheetEvent]) {
    guard let ended = drag else { return }
    drag = nil
    let estimate = cancelled ? 0 : ended.estimator.velocity
    let fingerVelocity = Self.clampedVelocity(estimate)
    if fingerVelocity != estimate { cappedReleaseCount += 1 }
    let outcome = releaseOutcome(of: ended, fingerVelocity: fingerVelocity)
    // A region's scroll view coasts by itself (and reports its offset): no momentum here.
    if ended.lastConsumer == .scroll, fingerVelocity != 0, !touchHoldsRegion {
      momentum = ScrollMomentum(
        start: scrollOffset, velocity: -fingerVelocity, time: time, projection: configuration.snapping.projection)
    }
    guard let settles = outcome.settles else {
      settleInPlace(events: &events)
      return
    }
    if ended.lastConsumer == .sheet { selection.keyboardReturn = nil }
    selection.awaited = nil
    if let attempt = outcome.asks { askToDismiss(attempt, events: &events) }
    carryMomentum(of: ended, velocity: settles.velocity, toward: settles.target)
    settle(toward: settles.target, velocity: settles.velocity, from: ended, events: &events)
  }

  /// What a release of `drag` with `fingerVelocity` (points per second, y downward, capped)
  /// does: settle where it is, or settle toward a target with a velocity, and whether it asks to
  /// dismiss. The one rule for releases and the live target.
  func releaseOutcome(of drag: Drag, fingerVelocity: Double) -> ReleaseOutcome {
    let velocity: Double
    if drag.lastConsumer == .scroll {
      // The content took the latest movement: its velocity is the content's.
      guard drag.movedSheet else { return ReleaseOutcome() }
      velocity = 0
    } else {
      if !drag.movedSheet, let id = selection.current, grid.isSame(height, heightOf(id)) { return ReleaseOutcome() }
      velocity = -fingerVelocity
    }
    let target = releaseTarget(velocity: velocity, mayDismiss: !drag.isScrollGesture)
    guard target == nil, let left = selection.current, configuration.dismissalConfirmation != .off else {
      return ReleaseOutcome(settles: (target, velocity))
    }
    let attempt = DismissalAttempt(mode: configuration.dismissalConfirmation, detent: left)
    guard attempt.mode == .askFirst else { return ReleaseOutcome(settles: (nil, velocity), asks: attempt) }
    // Ask first: it springs back to the lowest detent (the sheet it keeps there, if coincident).
    return ReleaseOutcome(settles: (selection.identity(at: 0, in: selectable), velocity), asks: attempt)
  }

  /// A release's outcome (``releaseOutcome(of:fingerVelocity:)``).
  struct ReleaseOutcome {
    /// The settle's target (`nil`: hidden) and velocity (points per second, upward positive), or
    /// `nil` for a settle in place.
    var settles: (target: String?, velocity: Double)?
    /// The dismissal it asks about, if any.
    var asks: DismissalAttempt?
  }

  /// Ends a gesture that did not move a resting sheet: it settles where it is, at once, so that
  /// the gesture's `dragBegan` is answered by a `willSettle` and a `settled` with the same detent.
  mutating func settleInPlace(events: inout [SheetEvent]) {
    settle(toward: selection.current, velocity: 0, instant: true, byUser: true, events: &events)
  }

  /// The release target for the current height and a height velocity (upward positive).
  ///
  /// Among detents at the target's height, the one the sheet rests at or settles toward keeps
  /// its identity (see ``DetentSelection/identity(at:in:)``).
  func releaseTarget(velocity: Double, mayDismiss: Bool = true) -> String? {
    let dismissible = configuration.allowsDismissal && mayDismiss
    let index = configuration.snapping.targetIndex(
      forRelease: height, velocity: velocity, amongHeights: CandidateHeights(detents: detents, hidden: dismissible),
      tolerance: grid.halfPixel)
    if dismissible {
      return index == 0 ? nil : selection.identity(at: index - 1, in: selectable)
    }
    return selection.identity(at: index, in: selectable)
  }
}

/// The heights a release chooses among, ascending: hidden (0) first when it may dismiss, then the
/// detents' — without building an array, so a live target costs no allocation per touch move.
struct CandidateHeights: RandomAccessCollection {
  let detents: [ResolvedDetent]
  let hidden: Bool
  var startIndex: Int { 0 }
  var endIndex: Int { detents.count + (hidden ? 1 : 0) }
  subscript(position: Int) -> Double {
    hidden ? (position == 0 ? 0 : detents[position - 1].height) : detents[position].height
  }
}
