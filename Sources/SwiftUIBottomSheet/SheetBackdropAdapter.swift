import SwiftUI

/// The one place the layer meets the core's backdrop style (`BackdropStyle`): the sheet options
/// become the style here, which the driver gives the core (`SheetInput.backdrop(_:)`), so a change
/// in the core's backdrop API changes this file only. What a tap on the scrim does is the core's
/// rule (`SheetInput.scrimTap`).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetBackdropAdapter {
  /// The core's backdrop style for a sheet.
  ///
  /// - Parameters:
  ///   - options: The sheet's options: background interaction, scrim opacity (the core's default,
  ///     0.4, when unset), background blur radius.
  ///   - kind: Drawers let input through at every detent unless told otherwise; modal sheets and
  ///     trays do not.
  ///   - highestDetent: The id of the sheet's highest detent, for interaction "at every detent".
  package static func style(options: SheetOptions, kind: SheetKind, highestDetent: String?) -> BackdropStyle {
    let undimmed: String?
    switch options.backgroundInteraction.kind {
    case .automatic: undimmed = kind.isModal ? nil : highestDetent
    case .disabled: undimmed = nil
    case .enabled: undimmed = highestDetent
    case .enabledUpThrough(let detent): undimmed = detent.id
    }
    let defaults = BackdropStyle()
    return BackdropStyle(
      maximumDimming: options.scrimOpacity ?? defaults.maximumDimming,
      maximumBlurRadius: Double(options.backgroundBlurRadius),
      undimmedThrough: undimmed)
  }
}
