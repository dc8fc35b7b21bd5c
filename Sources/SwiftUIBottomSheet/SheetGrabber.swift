import SwiftUI

/// The grabber (drag indicator) at the top of a sheet, adjustable with VoiceOver.
///
/// VoiceOver reads it as "Sheet grabber", with the value "Position i of n" (``SheetStrings``, in
/// the user's language); swiping up or down moves the sheet one detent (never dismissing it); its
/// actions rotor offers the core's named actions ("Expand to top", "Collapse to bottom",
/// "Dismiss": ``SheetAccessibilityActions``). A
/// tap on it — a touch the core reports as a tap in its row — cycles through the detents
/// (`SheetInput.grabberTap`), as a tap on UIKit's grabber does.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetGrabber: View {
  let driver: SheetDriver

  /// The grabber's height with its padding, in points.
  static let height: CGFloat = 21

  var body: some View {
    Capsule()
      .fill(.secondary)
      .frame(width: 36, height: 5)
      .frame(maxWidth: .infinity)
      .frame(height: Self.height)
      .contentShape(Rectangle())
      .accessibilityElement()
      .accessibilityLabel(SheetStrings.grabberLabel)
      .accessibilityValue(SheetStrings.grabberValue(driver.accessibilityPosition))
      .accessibilityAdjustableAction { direction in
        driver.adjust(direction)
      }
      // VoiceOver's activate (a double tap) does what a tap does: the next detent (the core's
      // grabberTap, as UIKit's grabber). A tap itself reaches the core as a touch it reports as a
      // tap in the grabber's row (SheetDriver.apply).
      .accessibilityAction(.default) {
        driver.apply(.grabberTap)
      }
      .modifier(SheetAccessibilityActions(driver: driver))
      // A hardware keyboard moves a focused grabber as a vertical slider's keys do.
      .focusable()
      .modifier(SheetGrabberKeys(driver: driver))
      .onAppear { driver.grabberShown(true) }
      .onDisappear { driver.grabberShown(false) }
  }
}

/// The grabber's hardware-keyboard keys: the arrows, page up and down, home and end, as the
/// core's `grabberKey` input (`SheetInput.GrabberKey`).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetGrabberKeys: ViewModifier {
  let driver: SheetDriver

  func body(content: Content) -> some View {
    content
      .onKeyPress(.upArrow) { press(.up) }
      .onKeyPress(.downArrow) { press(.down) }
      .onKeyPress(.pageUp) { press(.pageUp) }
      .onKeyPress(.pageDown) { press(.pageDown) }
      .onKeyPress(.home) { press(.home) }
      .onKeyPress(.end) { press(.end) }
  }

  private func press(_ key: SheetInput.GrabberKey) -> KeyPress.Result {
    driver.apply(.grabberKey(key))
    return .handled
  }
}
