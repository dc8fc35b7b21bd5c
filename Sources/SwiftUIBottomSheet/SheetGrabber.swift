import SwiftUI

/// The grabber (drag indicator) at the top of a sheet, adjustable with VoiceOver.
///
/// VoiceOver reads it as "Sheet grabber", with the value "Position i of n" (``SheetStrings``, in
/// the user's language); swiping up or down moves the sheet one detent (never dismissing it). A
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
      .onAppear { driver.grabberShown(true) }
      .onDisappear { driver.grabberShown(false) }
  }
}
