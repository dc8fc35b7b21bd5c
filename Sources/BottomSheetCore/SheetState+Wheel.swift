// A mouse wheel's notches and a touchpad's scroll: inputs that are not touches but move the sheet
// or its content. Called only from `apply(_:at:)`.
extension SheetState {
  // MARK: - Wheel and touchpad

  /// Discrete wheel notches: the sheet steps a detent per whole notch, or the content scrolls (see
  /// ``SheetInput/wheel(steps:stepLength:)``).
  mutating func wheel(steps: Double, stepLength: Double, events: inout [SheetEvent]) {
    guard steps.isFinite, stepLength.isFinite, stepLength >= 0, steps != 0 else {
      events.append(.diagnostic("wheel of \(steps) steps of \(stepLength) points is not a scroll; ignored"))
      return
    }
    guard isPresented, phase != .dragging, drag == nil, touch == nil, let id = selection.current,
      let current = detents.first(where: { $0.id == id })?.height
    else { return }
    let atHighest = current >= (detents.last?.height ?? 0) - grid.halfPixel
    let scrollable = maximumScrollOffset > grid.halfPixel
    let scrollsContent = steps > 0 ? atHighest && scrollable : atHighest && scrollable && scrollOffset > grid.halfPixel
    if scrollsContent {
      // The content takes the notches by their size.
      wheelNotches = 0
      momentum = nil
      scrollOffset = min(maximumScrollOffset, max(0, scrollOffset + steps * stepLength))
      return
    }
    // The sheet takes whole notches; fractions wait for the rest of theirs, in one direction.
    if wheelNotches != 0, (wheelNotches > 0) != (steps > 0) { wheelNotches = 0 }
    wheelNotches += steps
    // A tolerance for fractions that add up to a notch in binary arithmetic only nearly (0.1 × 10).
    let whole = (wheelNotches + (wheelNotches > 0 ? 1e-9 : -1e-9)).rounded(.towardZero)
    wheelNotches -= whole
    if abs(wheelNotches) < 1e-9 { wheelNotches = 0 }
    for _ in 0..<min(Int(abs(whole)), detents.count) {
      step(by: whole > 0 ? 1 : -1, events: &events)
    }
  }

  /// How long a scroll gesture whose device sends no end (``ScrollGestureDevice/mouse``) may go
  /// without an event before it ends by itself, in seconds: 0.1, Chromium's interval before it
  /// sends a synthetic `phaseEnded` wheel for a mouse wheel that sends no phases
  /// (`kDefaultMouseWheelLatchingTransactionMs`, content/browser/renderer_host/input/
  /// mouse_wheel_phase_handler.h).
  public static let scrollGestureQuietInterval = 0.1

  /// A touchpad scroll: a drag on the content by a virtual finger that moves `delta` points up.
  ///
  /// Momentum never begins or moves a drag (it ends one its end did not reach); a mouse's drag
  /// ends after ``scrollGestureQuietInterval`` without events (see ``SheetInput``).
  mutating func scrollGesture(
    delta: Double, phase: ScrollGesturePhase, device: ScrollGestureDevice, events: inout [SheetEvent]
  ) {
    guard delta.isFinite else {
      events.append(.diagnostic("scroll gesture of \(delta) points is not a number; ignored"))
      return
    }
    if phase == .momentum {
      // The release already handed the motion on (the sheet's settle or the content's momentum).
      if let drag, drag.isScrollGesture { release(cancelled: false, events: &events) }
      return
    }
    if drag == nil {
      guard touch == nil, isPresented else { return }
      // The virtual finger starts at the top of the content (or, when the content cannot scroll,
      // anywhere: then the whole sheet is the header).
      let y = topEdge + headerHeight
      let region: ScrollHandoff.Region = maximumScrollOffset > grid.halfPixel ? .content : .header
      var estimator = VelocityEstimator(window: configuration.velocityWindow)
      estimator.add(TouchSample(time: time, y: y))
      beginDrag(at: y, region: region, estimator: estimator, scrollGesture: true, events: &events)
    }
    guard let current = drag, current.isScrollGesture else { return }
    touchMove(x: nil, y: current.lastY - delta, events: &events)
    drag?.quietEnd = device == .mouse ? time + Self.scrollGestureQuietInterval : nil
  }
}
