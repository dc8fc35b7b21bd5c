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

extension BottomSheetView {
  /// Says where the sheet came to rest when the core announces it
  /// (`SheetEvent.announce(detent:position:count:)`): "Sheet at middle, 2 of 3" becomes the
  /// grabber's accessible description, as GTK 4.8 has no announcements (`gtk_accessible_announce`
  /// is GTK 4.14's; built against 4.14 or later, the widget announces it too). A rest elsewhere
  /// that the core does not announce (the app's move) clears it, so it never describes a detent
  /// the sheet has left. Before the events reach `onEvent`, so a handler reads what GTK holds.
  func speak(_ events: [SheetEvent]) {
    guard isAlive else { return }
    for event in events {
      switch event {
      case .announce(let detent, let position, let count):
        updateAccessibility()
        let text = state.announcement(detent: detent, position: position, count: count)
        announcement = text
        announcedDetent = detent
        _ = cgtk_accessible_announce(grabber, text)
      case .settled(let detent, _) where detent == announcedDetent: break
      case .settled, .dismissed:
        guard announcement != nil else { break }
        announcement = nil
        announcedDetent = nil
        _ = cgtk_accessible_announce(grabber, "")
      default: break
      }
    }
  }

  /// The grabber's accessible description and value text as GTK's accessibility context holds
  /// them — what its AT-SPI backend gives a screen reader — or `nil` each when GTK keeps no
  /// context (`GTK_A11Y=none`) or the property is unset.
  public var grabberAccessibleText: (description: String?, valueText: String?) {
    func read(_ property: GtkAccessibleProperty) -> String? {
      guard isAlive, let text = cgtk_accessible_string_property(grabber, property) else { return nil }
      defer { g_free(text) }
      return String(cString: text)
    }
    return (read(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION), read(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT))
  }
}
