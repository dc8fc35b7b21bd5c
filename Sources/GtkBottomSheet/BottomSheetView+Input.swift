import BottomSheetCore
import CGtk4

// Pointer and touch drags on the stationary container, and the grabber's keys.
//
// The drag gesture is attached to the container, which never moves, so start points and offsets
// are in one frame of reference however far the sheet has moved. It runs in the capture phase,
// before the sheet's own buttons and rows: a press on the sheet goes to the core at once (it
// catches a sheet in flight), but the gesture claims the sequence from the children only once it
// has moved `dragThreshold` points, so a tap still clicks a button and a drag that starts on one
// moves the sheet (or scrolls the list). Seeing the release first also means the core has it
// before a button's click handler runs — and that handler may replace the very content the
// press landed on, after which GTK delivers the release nowhere else. A press on the scrim is
// claimed at once (nothing behind it may have it) and a tap there is a scrim tap; any other press
// on the background is ignored, so nothing moves.

extension BottomSheetView {
  /// Attaches the drag gesture to the container and the key controller to the grabber. Handlers
  /// get the view unretained: the widget that owns them keeps the view alive.
  func installInput() {
    let view = Unmanaged.passUnretained(self).toOpaque()
    if let drag = gtk_gesture_drag_new() {
      connectSignal(drag, "drag-begin", .drag(onDragBegin), userData: view)
      connectSignal(drag, "drag-update", .drag(onDragUpdate), userData: view)
      connectSignal(drag, "drag-end", .drag(onDragEnd), userData: view)
      connectSignal(drag, "cancel", .gestureCancel(onDragCancel), userData: view)
      gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(widget, drag)
    }
    if let keys = gtk_event_controller_key_new() {
      connectSignal(keys, "key-pressed", .keyPressed(onKeyPressed), userData: view)
      gtk_widget_add_controller(grabber, keys)
    }
    connectSignal(widget, "notify::scale-factor", .notify(onScaleFactorChanged), userData: view)
  }

  /// A press at (`x`, `y`) (points, container coordinates) stamped `eventTime` (ms): returns
  /// whether the sheet takes it (it lands on the part of the sheet that shows, and the core takes
  /// hold of it: not while it hides).
  func dragBegan(x: Double, y: Double, eventTime: UInt32) -> Bool {
    guard isAlive, touch == nil, frame?.contains(x: x, y: y) ?? true, state.isOnSheet(y: y) else { return false }
    let clock = TouchClock(downEventTime: eventTime, monotonicMicroseconds: g_get_monotonic_time())
    send(.touchDown(y: y), at: clock.downTime)
    guard state.phase == .dragging else { return false }
    touch = (clock, x, y, false)
    return true
  }

  /// Whether the touch in progress has moved far enough (`offsetX`, `offsetY`, points) for the
  /// view to claim it from the sheet's children; true once, when it first has.
  func shouldClaim(offsetX: Double, offsetY: Double) -> Bool {
    guard let current = touch, !current.claimed else { return false }
    guard (offsetX * offsetX + offsetY * offsetY).squareRoot() >= Self.dragThreshold else { return false }
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
    let y = DragPosition.y(startY: touch.startY, offsetY: offsetY)
    let time = touch.clock.time(ofEvent: eventTime, fallback: now)
    if isRelease {
      self.touch = nil
      send(.touchUp(y: y), at: time)
      applyPendingKeyboard()
    } else {
      send(.touchMove(y: y), at: time)
    }
  }

  /// The system took the touch away.
  func dragCancelled() {
    scrimPress = nil
    guard touch != nil else { return }
    touch = nil
    send(.touchCancel)
    applyPendingKeyboard()
  }

  /// Applies a keyboard height that was set while the touch held the sheet.
  private func applyPendingKeyboard() {
    guard let height = pendingKeyboardHeight else { return }
    pendingKeyboardHeight = nil
    send(.keyboard(height: height))
  }

  /// A key on the focused grabber; returns whether it was handled.
  func keyPressed(keyval: guint) -> Bool {
    guard let input = GrabberKey.input(forKeyval: keyval) else { return false }
    send(input)
    return true
  }

  nonisolated static func unretained(_ data: gpointer?) -> BottomSheetView? {
    data.map { Unmanaged<BottomSheetView>.fromOpaque($0).takeUnretainedValue() }
  }
}

private let onDragBegin: DragSignalHandler = { gesture, x, y, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  // A press the sheet takes stays unclaimed until it moves, so the sheet's buttons and rows may
  // still get it; a press on the scrim is claimed at once; any other is left alone rather than
  // denied (GTK 4.8 keeps a denied pointer sequence, and mouse presses all share the null
  // sequence, so the next press would be ignored).
  let onScrim = MainActor.assumeIsolated {
    view.dragBegan(x: x, y: y, eventTime: eventTime) ? false : view.scrimPressed(x: x, y: y)
  }
  if onScrim { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
}

private let onDragUpdate: DragSignalHandler = { gesture, offsetX, offsetY, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  let claim = MainActor.assumeIsolated { view.shouldClaim(offsetX: offsetX, offsetY: offsetY) }
  if claim { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
  MainActor.assumeIsolated {
    view.dragMoved(offsetX: offsetX, offsetY: offsetY, eventTime: eventTime, isRelease: false)
  }
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

private let onKeyPressed: KeyPressedHandler = { _, keyval, _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return 0 }
  return MainActor.assumeIsolated { view.keyPressed(keyval: keyval) } ? 1 : 0
}

private let onScaleFactorChanged: NotifySignalHandler = { _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated {
    if view.isAlive { gtk_widget_queue_allocate(view.widget) }
  }
}
