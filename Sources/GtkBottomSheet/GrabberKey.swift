import BottomSheetCore
import CGtk4

/// The grabber's keyboard: the keys that step the sheet between detents.
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
}
