extension SheetInput {
  /// A key on the focused grabber, which moves the sheet between its detents as a vertical
  /// slider's keys move its value (GTK's `GtkRange` and `GtkScale`; the WAI-ARIA slider pattern):
  /// the arrows and Page Up/Down step, Home and End go to either end. For a sheet the detents are
  /// the only steps, so Page Up and Page Down step as the arrows do, and Home is the top: the
  /// highest detent.
  ///
  /// The raw value is the key's name in the scenario format (`grabberKey`'s `"key"`).
  public enum GrabberKey: String, Sendable, Hashable, CaseIterable {
    /// One detent up (as ``SheetInput/accessibilityIncrement``).
    case up
    /// One detent down (as ``SheetInput/accessibilityDecrement``; never dismisses).
    case down
    /// One detent up, as ``up``.
    case pageUp
    /// One detent down, as ``down``.
    case pageDown
    /// To the highest detent, animated.
    case home
    /// To the lowest detent, animated (never dismisses).
    case end
  }
}
