/// Maps GDK event timestamps onto the frame clock's timeline, so that touches and frame ticks
/// reach the core on one clock.
///
/// GDK stamps events in milliseconds on its own 32-bit, wrapping clock
/// (`gtk_event_controller_get_current_event_time`); the frame clock counts microseconds of
/// `g_get_monotonic_time`. At touch-down the offset between the two is fixed
/// (`offset = monotonic / 10⁶ − event / 10³`, seconds) and every later event of the touch is
/// placed at `event / 10³ + offset`, so that the spacing between touch samples is exactly the
/// spacing of their event timestamps, whatever the delay before the handlers ran.
package struct TouchClock: Sendable, Hashable {
  /// The event timestamp of the touch-down, in milliseconds.
  package let downEventTime: UInt32
  /// The touch-down's time on the frame clock's timeline, in seconds.
  package let downTime: Double

  /// Fixes the offset at touch-down.
  ///
  /// - Parameters:
  ///   - downEventTime: The touch-down event's timestamp in milliseconds; 0 (`GDK_CURRENT_TIME`)
  ///     means the event had none.
  ///   - monotonicMicroseconds: `g_get_monotonic_time()` when the touch-down was handled.
  package init(downEventTime: UInt32, monotonicMicroseconds: Int) {
    self.downEventTime = downEventTime
    self.downTime = FrameClockTime.seconds(microseconds: monotonicMicroseconds)
  }

  /// The time of an event of this touch on the frame clock's timeline, in seconds.
  ///
  /// The event clock may wrap around 2³² ms between touch-down and this event: the difference is
  /// taken modulo 2³², as a signed number of milliseconds (an event stamped slightly before
  /// the touch-down comes out slightly before `downTime`; the core treats times that run
  /// backwards as the latest time it has seen).
  /// - Parameters:
  ///   - eventTime: The event's timestamp in milliseconds.
  ///   - fallback: The time to use when either timestamp is missing (0), in seconds.
  /// - Returns: Seconds on the frame clock's timeline.
  package func time(ofEvent eventTime: UInt32, fallback: Double) -> Double {
    guard eventTime != 0, downEventTime != 0 else { return fallback }
    let milliseconds = Int32(bitPattern: eventTime &- downEventTime)
    return downTime + Double(milliseconds) / 1000
  }
}
