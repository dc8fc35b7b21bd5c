import SwiftUI

/// Conversions between SwiftUI's accessibility actions and the core's inputs.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetAccessibility {
  /// The input for a VoiceOver adjustment of the grabber: increment raises the sheet one detent,
  /// decrement lowers it one (never dismissing it). Directions SwiftUI may add later do nothing.
  package static func input(for direction: AccessibilityAdjustmentDirection) -> SheetInput? {
    switch direction {
    case .increment: return .accessibilityIncrement
    case .decrement: return .accessibilityDecrement
    @unknown default: return nil
    }
  }

  /// The input for an escape (the VoiceOver escape gesture, or the Escape key): a dismissible
  /// sheet is dismissed; otherwise nothing.
  package static func inputForEscape(allowsDismissal: Bool, isPresented: Bool) -> SheetInput? {
    allowsDismissal && isPresented ? .dismiss : nil
  }
}
