import BottomSheetCore
import CGtk4

/// The grabber's keyboard: the keys that move the sheet between detents, as a vertical slider's
/// keys move its value (GTK's `GtkRange` and `GtkScale`: arrows and Page Up/Down step, Home and End
/// go to either end — for a sheet, Home is the top: its highest detent).
package enum GrabberKey {
  /// The core input for a key pressed on the focused grabber, or `nil` for a key it ignores.
  ///
  /// Up (or keypad Up) is `SheetInput.accessibilityIncrement` (one detent up); Down (or keypad
  /// Down) is `SheetInput.accessibilityDecrement` (one detent down), as a vertical slider's
  /// arrow keys.
  /// - Parameter keyval: A GDK key value (`GDK_KEY_*`).
  package static func input(forKeyval keyval: UInt32) -> SheetInput? {
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Up, GDK_KEY_KP_Up: .accessibilityIncrement
    case GDK_KEY_Down, GDK_KEY_KP_Down: .accessibilityDecrement
    default: nil
    }
  }

  /// The core input for a key pressed on the focused grabber of a sheet in `state`, or `nil` for
  /// a key it ignores: the arrows as ``input(forKeyval:)``; Page Up and Page Down (and their
  /// keypad keys) one detent up and down too (the sheet's detents are its only steps); Home (or
  /// keypad Home) a move to the highest detent, End (or keypad End) to the lowest, animated.
  /// - Parameters:
  ///   - keyval: A GDK key value (`GDK_KEY_*`).
  ///   - state: The sheet's state, for its detents (a hidden sheet takes no Home or End).
  package static func input(forKeyval keyval: UInt32, in state: SheetState) -> SheetInput? {
    if let step = input(forKeyval: keyval) { return step }
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .accessibilityIncrement
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .accessibilityDecrement
    case GDK_KEY_Home, GDK_KEY_KP_Home:
      guard state.isPresented, let highest = state.detents.last else { return nil }
      return .move(to: highest.id, animated: true)
    case GDK_KEY_End, GDK_KEY_KP_End:
      guard state.isPresented, let lowest = state.detents.first else { return nil }
      return .move(to: lowest.id, animated: true)
    default: return nil
    }
  }
}
