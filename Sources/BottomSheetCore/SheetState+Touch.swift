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
  }

  mutating func touchDown(x: Double?, y: Double, events: inout [SheetEvent]) {
    guard drag == nil, touch == nil, isPresented, y <= container.height, let region = region(atX: x, y: y) else {
      return
    }
    // A settle the eye cannot see is over: the touch is one on a resting sheet, so a tap still
    // reaches the control under it (a tray a seventh of a point from rest swallowed clicks).
    if settleIsImperceptible { finishSettle(events: &events) }
    var estimator = VelocityEstimator(window: configuration.velocityWindow)
    estimator.add(TouchSample(time: time, y: y))
    // A resting sheet waits for the touch to travel the slop; a moving one is caught at once.
    if phase == .idle, touchSlop > 0 {
      touch = TouchArbitration(x: x, y: y, region: region, estimator: estimator)
      // A touch counts from touch-down: on content still coasting by momentum it stops it at
      // once, before the slop decides whose the touch is (UIScrollView stops decelerating on
      // touch-down; Flutter's `ScrollPosition.hold`; smooth_sheets #190).
      if region == .content { momentum = nil }
      return
    }
    beginDrag(at: y, region: region, estimator: estimator, events: &events)
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
    phase = .dragging
    heightVelocity = 0
    events.append(.dragBegan(height: height))
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
        share = ScrollHandoff.divide(
          delta, sheetRaw: current.raw, highest: highest, scrollOffset: scrollOffset,
          maximumScrollOffset: maximumScrollOffset, tolerance: grid.halfPixel)
      }
      if share.sheet != 0 {
        current.raw += share.sheet
        current.movedSheet = true
        current.lastConsumer = .sheet
      }
      if share.scroll != 0 {
        scrollOffset = min(max(0, scrollOffset + share.scroll), maximumScrollOffset)
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
    if ended.lastConsumer == .scroll {
      if fingerVelocity != 0 {
        momentum = ScrollMomentum(
          start: scrollOffset, velocity: -fingerVelocity, time: time, projection: configuration.snapping.projection)
      }
      if ended.movedSheet {
        selection.awaited = nil
        settle(
          toward: releaseTarget(velocity: 0, mayDismiss: !ended.isScrollGesture), velocity: 0, from: ended,
          events: &events)
      } else {
        settleInPlace(events: &events)
      }
      return
    }
    if !ended.movedSheet, let id = selection.current, grid.isSame(height, heightOf(id)) {
      settleInPlace(events: &events)
      return
    }
    selection.keyboardReturn = nil
    selection.awaited = nil
    let velocity = -fingerVelocity
    settle(
      toward: releaseTarget(velocity: velocity, mayDismiss: !ended.isScrollGesture), velocity: velocity, from: ended,
      events: &events)
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
    var heights = detents.map(\.height)
    if dismissible { heights.insert(0, at: 0) }
    let index = configuration.snapping.targetIndex(
      forRelease: height, velocity: velocity, among: heights, tolerance: grid.halfPixel)
    if dismissible {
      return index == 0 ? nil : selection.identity(at: index - 1, in: selectable)
    }
    return selection.identity(at: index, in: selectable)
  }
}
