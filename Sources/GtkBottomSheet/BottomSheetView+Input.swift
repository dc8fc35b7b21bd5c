import BottomSheetCore
import CGtk4
import Foundation

// Pointer and touch drags on the stationary container, and the grabber's keys.
//
// The drag gesture is attached to the container, which never moves, so start points and offsets
// are in one frame of reference however far the sheet has moved. It runs in the capture phase,
// before the sheet's own buttons and rows: every press on the sheet's card (the core's hit test)
// goes to the core at once, with its x and y, and the core decides whose it is — with its touch
// slop a resting sheet begins a drag only once the press travels the slop mostly vertically, a
// sideways one is the content's, a tap is nobody's, and a moving sheet is caught at once. The
// gesture claims the sequence from the children only when the core has begun a drag, so a tap
// still clicks a button and a carousel still gets its swipe. Seeing the release first also means
// the core has it before a button's click handler runs — and that handler may replace the very
// content the press landed on, after which GTK delivers the release nowhere else. A press on the
// scrim is claimed at once (nothing behind it may have it) and a tap there is a scrim tap; any
// other press on the background is ignored, so nothing moves.

extension BottomSheetView {
  /// Attaches the drag gesture to the container and the key controller to the grabber. Handlers
  /// get the view unretained: the widget that owns them keeps the view alive.
  func installInput() {
    let view = Unmanaged.passUnretained(self).toOpaque()
    if let drag = gtk_gesture_drag_new() {
      dragGesture = drag
      connectSignal(drag, "drag-begin", .drag(onDragBegin), userData: view)
      connectSignal(drag, "drag-update", .drag(onDragUpdate), userData: view)
      connectSignal(drag, "drag-end", .drag(onDragEnd), userData: view)
      connectSignal(drag, "cancel", .gestureCancel(onDragCancel), userData: view)
      gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(widget, drag)
    }
    // Both axes: sideways travel over a horizontal scroll region is the region's (the sheet takes
    // only vertical travel).
    if let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES) {
      connectSignal(scroll, "scroll", .scroll(onScroll), userData: view)
      connectSignal(scroll, "scroll-begin", .instance(onScrollBegin), userData: view)
      connectSignal(scroll, "scroll-end", .instance(onScrollEnd), userData: view)
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(widget, scroll)
    }
    if let motion = gtk_event_controller_motion_new() {
      connectSignal(motion, "enter", .pointerMotion(onPointerMotion), userData: view)
      connectSignal(motion, "motion", .pointerMotion(onPointerMotion), userData: view)
      connectSignal(motion, "leave", .instance(onPointerLeave), userData: view)
      gtk_widget_add_controller(widget, motion)
    }
    if let keys = gtk_event_controller_key_new() {
      connectSignal(keys, "key-pressed", .keyPressed(onKeyPressed), userData: view)
      gtk_widget_add_controller(grabber, keys)
    }
    connectSignal(widget, "notify::scale-factor", .notify(onScaleFactorChanged), userData: view)
    // Hidden, or unmapped with its page (a stack showing another child): GTK sends the drag
    // gesture nothing more, not even its release.
    connectSignal(widget, "unmap", .instance(onUnmap), userData: view)
  }

  /// A press at (`x`, `y`) (points, container coordinates) stamped `eventTime` (ms): returns
  /// whether it lands on the sheet's card, as the core's hit test says (never while the sheet
  /// hides). The view then follows the press and tells the core of every move.
  func dragBegan(x: Double, y: Double, eventTime: UInt32) -> Bool {
    guard isAlive, touch == nil, state.isOnSheet(x: x, y: y), isTouchTarget(x: x, y: y) else { return false }
    let clock = TouchClock(downEventTime: eventTime, monotonicMicroseconds: g_get_monotonic_time())
    touch = (clock, x, y, false)
    send(.touchDown(x: x, y: y), at: clock.downTime)
    return true
  }

  /// Whether the core now holds the press as a drag and the view has not yet claimed it from the
  /// sheet's children; true once, when it first does.
  func shouldClaim() -> Bool {
    guard let current = touch, !current.claimed, state.phase == .dragging else { return false }
    touch?.claimed = true
    return true
  }

  /// A move or the release (`isRelease`) of the touch in progress, at an offset from its start
  /// (points), stamped `eventTime` (ms).
  func dragMoved(offsetX: Double, offsetY: Double, eventTime: UInt32, isRelease: Bool) {
    if isRelease, let press = scrimPress {
      scrimReleased(x: press.x + offsetX, y: press.y + offsetY)
      return
    }
    guard let touch else { return }
    let x = DragPosition.coordinate(start: touch.startX, offset: offsetX)
    let y = DragPosition.coordinate(start: touch.startY, offset: offsetY)
    let time = touch.clock.time(ofEvent: eventTime, fallback: now)
    if isRelease {
      self.touch = nil
      let events = send(.touchUp(x: x, y: y), at: time)
      applyPendingKeyboard()
      // A tap on the grabber (the core reports a touch that began no drag) cycles the detents.
      for case .tapped(let tapX, let tapY) in events where isOnGrabber(x: tapX ?? x, y: tapY) {
        send(.grabberTap)
      }
    } else {
      send(.touchMove(x: x, y: y), at: time)
    }
  }

  /// The widget was hidden or unmapped (its page left the screen) mid-gesture: GTK delivers the
  /// rest of the gesture nowhere, so the view ends it as a cancel — the core settles the sheet at
  /// a detent — and resets the drag gesture for the next press.
  func widgetUnmapped() {
    let interrupted = touch != nil || scrimPress != nil
    dragCancelled()
    scrollEnded()
    if interrupted, let dragGesture { gtk_event_controller_reset(dragGesture) }
  }

  /// The system took the touch away (a broken pointer grab, a reset gesture).
  func dragCancelled() {
    scrimPress = nil
    guard touch != nil else { return }
    touch = nil
    send(.touchCancel)
    applyPendingKeyboard()
  }

  /// A scroll over the container of (`dx`, `dy`) (wheel notches when `discrete`, else points;
  /// positive toward more content) stamped `eventTime` (ms): returns whether the sheet takes it —
  /// over its card, with no touch on it — and sends it to the core. Over a scroll region that
  /// takes it by the core's rule (`SheetState.scrollRegion(forScrollAtX:y:deltaX:deltaY:isWheel:)`)
  /// it is that region's (`SheetInput.regionScroll`), unless a touchpad scroll the sheet took is
  /// under way; otherwise the core shares its vertical part between the sheet and its content by
  /// the scroll handoff's rule. A wheel notch scrolls as far as GTK's scrolled window would: the
  /// viewport's length along its axis to the power 2/3.
  func scrolled(dx: Double, dy: Double, discrete: Bool, eventTime: UInt32) -> Bool {
    guard isAlive, touch == nil, dx != 0 || dy != 0, dx.isFinite, dy.isFinite, !isInertInStack else {
      return false
    }
    if scrolledRegion(dx: dx, dy: dy, discrete: discrete) { return true }
    guard dy != 0 else { return false }
    if discrete {
      guard let pointer, state.isOnSheet(x: pointer.x, y: pointer.y) else { return false }
      let page = Double(ScrollViewport.height(for: plan))
      send(.wheel(steps: dy, stepLength: Foundation.pow(page, 2.0 / 3.0)))
      return true
    }
    // A gesture with no end that the core ended when it went quiet: the next scroll is a new one.
    if scrollGestureClock != nil, !scrollGestureBegan, state.scrollGestureQuietEnd == nil, state.phase != .dragging {
      scrollGestureClock = nil
    }
    if scrollGestureClock == nil {
      guard let pointer, state.isOnSheet(x: pointer.x, y: pointer.y) else { return false }
      scrollGestureClock = TouchClock(downEventTime: eventTime, monotonicMicroseconds: g_get_monotonic_time())
    }
    guard let clock = scrollGestureClock else { return false }
    send(
      .scrollGesture(delta: dy, phase: .changed, device: scrollGestureBegan ? .touchpad : .mouse),
      at: clock.time(ofEvent: eventTime, fallback: now))
    return true
  }

  /// Sends a scroll over a scroll region to the core when the core's rule gives it to one: not
  /// while a touchpad scroll the sheet took goes on (the sheet keeps it).
  private func scrolledRegion(dx: Double, dy: Double, discrete: Bool) -> Bool {
    guard let pointer, !regionWidgets.isEmpty else { return false }
    if !discrete, scrollGestureClock != nil, state.phase == .dragging { return false }
    guard
      let (index, _) = state.scrollRegion(
        forScrollAtX: pointer.x, y: pointer.y, deltaX: dx, deltaY: dy, isWheel: discrete)
    else { return false }
    let step = discrete ? Foundation.pow(state.scrollRegions[index].viewportLength, 2.0 / 3.0) : 1
    send(.regionScroll(x: pointer.x, y: pointer.y, deltaX: dx * step, deltaY: dy * step, isWheel: discrete))
    return true
  }

  /// GTK began a scroll on a device that will send its end (`scroll-begin`, GTK 4's
  /// `GtkEventControllerScroll`: "emitted on devices capable of it", touchpads). GTK's own
  /// kinetic continuation (`decelerate`) is off (`GTK_EVENT_CONTROLLER_SCROLL_KINETIC` is not
  /// set): the core's settle or the content's momentum carries the motion after the end, so
  /// there is no momentum phase to feed.
  func scrollBegan() {
    scrollGestureBegan = true
  }

  /// The touchpad scroll ended: the core settles the sheet with its velocity.
  func scrollEnded() {
    scrollGestureBegan = false
    guard scrollGestureClock != nil else { return }
    scrollGestureClock = nil
    send(.scrollGestureEnd)
  }

  /// Applies a keyboard height that was set while the touch held the sheet.
  private func applyPendingKeyboard() {
    guard let height = pendingKeyboardHeight else { return }
    if let animation = pendingKeyboardAnimation {
      setKeyboardHeight(height, duration: animation.duration, curve: animation.curve)
    } else {
      keyboardHeight = height
    }
  }

  /// A key on the focused grabber; returns whether it was handled (a grabber key: the core
  /// decides what it does, `SheetInput.grabberKey(_:)`).
  func keyPressed(keyval: guint) -> Bool {
    guard let key = GrabberKey.key(forKeyval: keyval) else { return false }
    send(.grabberKey(key))
    return true
  }

  /// Whether (`x`, `y`) (points, container coordinates) is on the grabber: the capsule and the
  /// margins above and below it, and `grabberTapMargin` points to either side (the capsule is
  /// only 36 points wide).
  func isOnGrabber(x: Double, y: Double) -> Bool {
    guard isAlive, gtk_widget_get_mapped(grabber) != 0 else { return false }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(grabber, widget, &bounds) != 0 else { return false }
    let top = Double(bounds.origin.y) - Double(gtk_widget_get_margin_top(grabber))
    let bottom = Double(bounds.origin.y + bounds.size.height) + Double(gtk_widget_get_margin_bottom(grabber))
    let left = Double(bounds.origin.x) - Self.grabberTapMargin
    let right = Double(bounds.origin.x + bounds.size.width) + Self.grabberTapMargin
    return x >= left && x <= right && y >= top && y <= bottom
  }

  nonisolated static func unretained(_ data: gpointer?) -> BottomSheetView? {
    data.map { Unmanaged<BottomSheetView>.fromOpaque($0).takeUnretainedValue() }
  }
}

private let onDragBegin: DragSignalHandler = { gesture, x, y, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  // A press on the sheet stays unclaimed until the core begins a drag (at once when it catches
  // a moving sheet), so the sheet's buttons and rows may still get it; a press on the scrim is
  // claimed at once; any other is left alone rather than denied (GTK 4.8 keeps a denied pointer
  // sequence, and mouse presses all share the null sequence, so the next press would be ignored).
  let claim = MainActor.assumeIsolated {
    view.dragBegan(x: x, y: y, eventTime: eventTime) ? view.shouldClaim() : view.scrimPressed(x: x, y: y)
  }
  if claim { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
}

private let onDragUpdate: DragSignalHandler = { gesture, offsetX, offsetY, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  let claim = MainActor.assumeIsolated {
    view.dragMoved(offsetX: offsetX, offsetY: offsetY, eventTime: eventTime, isRelease: false)
    return view.shouldClaim()
  }
  if claim { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
}

private let onDragEnd: DragSignalHandler = { gesture, offsetX, offsetY, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  MainActor.assumeIsolated {
    view.dragMoved(offsetX: offsetX, offsetY: offsetY, eventTime: eventTime, isRelease: true)
  }
}

private let onDragCancel: GestureCancelHandler = { _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.dragCancelled() }
}

private let onScroll: ScrollSignalHandler = { controller, dx, dy, data in
  guard let controller, let view = BottomSheetView.unretained(data) else { return 0 }
  let discrete = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
  let eventTime = gtk_event_controller_get_current_event_time(controller)
  return MainActor.assumeIsolated { view.scrolled(dx: dx, dy: dy, discrete: discrete, eventTime: eventTime) } ? 1 : 0
}

private let onScrollBegin: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.scrollBegan() }
}

private let onScrollEnd: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.scrollEnded() }
}

private let onPointerMotion: PointerMotionHandler = { _, x, y, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.pointer = (x, y) }
}

private let onPointerLeave: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.pointer = nil }
}

private let onKeyPressed: KeyPressedHandler = { _, keyval, _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return 0 }
  return MainActor.assumeIsolated { view.keyPressed(keyval: keyval) } ? 1 : 0
}

private let onUnmap: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.widgetUnmapped() }
}

private let onScaleFactorChanged: NotifySignalHandler = { _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated {
    if view.isAlive { gtk_widget_queue_allocate(view.widget) }
  }
}
