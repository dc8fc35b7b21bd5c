import BottomSheetCore
import CGtk4

extension BottomSheetView {
  /// Sets the grabber's slider label and values when they changed (or when `force`).
  func updateAccessibility(force: Bool = false) {
    guard isAlive else { return }
    let value = GrabberAccessibility(state: state)
    guard force || value != accessibility else { return }
    accessibility = value
    cgtk_accessible_update_slider(
      grabber, accessibilityLabel, value.minimum, value.maximum, value.now, value.text)
  }
}
