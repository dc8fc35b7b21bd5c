/// The core's clock on GTK: the frame clock's timeline in seconds.
package enum FrameClockTime {
  /// Converts a `GdkFrameClock` frame time or a `g_get_monotonic_time()` value to seconds.
  ///
  /// - Parameter microseconds: Microseconds on the monotonic clock.
  /// - Returns: Seconds.
  package static func seconds(microseconds: Int) -> Double {
    Double(microseconds) / 1_000_000
  }
}
