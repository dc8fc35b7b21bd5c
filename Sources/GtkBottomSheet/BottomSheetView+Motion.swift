import BottomSheetCore
import CGtk4

// Frame ticks: while the core settles, or its content scrolls on after a release, each frame
// advances it to the frame clock's time.

extension BottomSheetView {
  /// Whether the core moves by itself: settling, or its content decelerating.
  var needsTicks: Bool {
    // A scroll gesture that ends when quiet ends on a frame.
    state.phase == .settling || state.isDecelerating || state.scrollGestureQuietEnd != nil
  }

  /// Installs the tick callback while the core moves by itself and removes it when it does not.
  func updateTicking() {
    guard isAlive, !isTicking else { return }
    if needsTicks {
      guard tickCallbackID == 0 else { return }
      tickCallbackID = gtk_widget_add_tick_callback(
        widget, frameTick, Unmanaged.passRetained(self).toOpaque(),
        { data in
          guard let data else { return }
          Unmanaged<BottomSheetView>.fromOpaque(data).release()
        })
    } else if tickCallbackID != 0 {
      gtk_widget_remove_tick_callback(widget, tickCallbackID)
      tickCallbackID = 0
    }
  }

  /// Advances the core to a frame's time; returns whether to keep ticking.
  ///
  /// - Parameter frameTime: `gdk_frame_clock_get_frame_time`, microseconds.
  func tick(frameTime: Int) -> Bool {
    isTicking = true
    let before = FrameSignature(state)
    let events = tickCore(at: FrameClockTime.seconds(microseconds: frameTime))
    didUpdate(from: before, events: events)
    isTicking = false
    let keepTicking = isAlive && needsTicks
    if !keepTicking { tickCallbackID = 0 }
    return keepTicking
  }
}

private let frameTick: GtkTickCallback = { _, clock, data in
  guard let clock, let view = BottomSheetView.unretained(data) else { return 0 }
  let frameTime = gdk_frame_clock_get_frame_time(clock)
  return MainActor.assumeIsolated { view.tick(frameTime: frameTime) } ? 1 : 0
}
