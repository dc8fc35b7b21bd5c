import BottomSheetCore
import CGtk4

/// The grabber's keys as GDK names them: the arrows, Page Up and Page Down, Home and End (and
/// their keypad keys), the keys of a vertical slider (GTK's `GtkRange` and `GtkScale`). What
/// each does is the core's rule (`SheetInput.grabberKey(_:)`).
package enum GrabberKey {
  /// The grabber key for a GDK key value, or `nil` for a key the grabber ignores.
  ///
  /// - Parameter keyval: A GDK key value (`GDK_KEY_*`).
  package static func key(forKeyval keyval: UInt32) -> SheetInput.GrabberKey? {
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Up, GDK_KEY_KP_Up: .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: .down
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
    case GDK_KEY_Home, GDK_KEY_KP_Home: .home
    case GDK_KEY_End, GDK_KEY_KP_End: .end
    default: nil
    }
  }
}
