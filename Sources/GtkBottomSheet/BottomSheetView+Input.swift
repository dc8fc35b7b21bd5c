import BottomSheetCore
import CGtk4

// Pointer and touch drags on the stationary container, and the grabber's keys.
//
// The drag gesture is attached to the container, which never moves, so start points and offsets
// are in one frame of reference however far the sheet has moved. It runs in the bubble phase:
// the sheet's interactive children (buttons) and the background's own gestures see a press
// first, and a press that starts on the background is denied, so nothing moves.

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
      gtk_widget_add_controller(widget, drag)
    }
    if let keys = gtk_event_controller_key_new() {
      connectSignal(keys, "key-pressed", .keyPressed(onKeyPressed), userData: view)
      gtk_widget_add_controller(grabber, keys)
    }
    connectSignal(widget, "notify::scale-factor", .notify(onScaleFactorChanged), userData: view)
  }

  /// A press at `y` (points, container coordinates) stamped `eventTime` (ms): returns whether the
  /// sheet takes it (the core finds it on the sheet and takes hold of it: not while it hides).
  func dragBegan(y: Double, eventTime: UInt32) -> Bool {
    guard isAlive, touch == nil, state.isOnSheet(y: y) else { return false }
    let clock = TouchClock(downEventTime: eventTime, monotonicMicroseconds: g_get_monotonic_time())
    send(.touchDown(y: y), at: clock.downTime)
    guard state.phase == .dragging else { return false }
    touch = (clock, y)
    return true
  }

  /// A move or the release (`isRelease`) of the touch in progress, at an offset from its start
  /// (points), stamped `eventTime` (ms).
  func dragMoved(offsetY: Double, eventTime: UInt32, isRelease: Bool) {
    guard let touch else { return }
    let y = DragPosition.y(startY: touch.startY, offsetY: offsetY)
    let time = touch.clock.time(ofEvent: eventTime, fallback: now)
    if isRelease {
      self.touch = nil
      send(.touchUp(y: y), at: time)
    } else {
      send(.touchMove(y: y), at: time)
    }
  }

  /// The system took the touch away.
  func dragCancelled() {
    guard touch != nil else { return }
    touch = nil
    send(.touchCancel)
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

private let onDragBegin: DragSignalHandler = { gesture, _, y, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  let claimed = MainActor.assumeIsolated { view.dragBegan(y: y, eventTime: eventTime) }
  gtk_gesture_set_state(gesture, claimed ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED)
}

private let onDragUpdate: DragSignalHandler = { gesture, _, offsetY, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  MainActor.assumeIsolated { view.dragMoved(offsetY: offsetY, eventTime: eventTime, isRelease: false) }
}

private let onDragEnd: DragSignalHandler = { gesture, _, offsetY, data in
  guard let gesture, let view = BottomSheetView.unretained(data) else { return }
  let eventTime = gtk_event_controller_get_current_event_time(gesture)
  MainActor.assumeIsolated { view.dragMoved(offsetY: offsetY, eventTime: eventTime, isRelease: true) }
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
