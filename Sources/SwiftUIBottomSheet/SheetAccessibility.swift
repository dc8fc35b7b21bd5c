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
}

/// Where the sheet rests among its detents, for VoiceOver: the core's position among distinct
/// heights (`SheetState.accessibilityPosition`), worded by the layer in the user's language.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetAccessibilityPosition: Sendable, Hashable {
  /// The detent's position, from 1 (the lowest).
  package var position: Int
  /// How many distinct heights the detents have.
  package var count: Int

  /// A position: `position` of `count` (from 1).
  package init(position: Int, count: Int) {
    self.position = position
    self.count = count
  }

  /// The position of `state`'s detent, or `nil` while it is hidden.
  package init?(_ state: SheetState) {
    guard let (position, count) = state.accessibilityPosition else { return nil }
    self.position = position
    self.count = count
  }
}

/// The layer's user-visible strings, localized in the package's string catalog
/// (`Resources/Localizable.xcstrings`, English and German).
///
/// SwiftUI looks each key up in the bundle given to `Text(_:tableName:bundle:comment:)`; Xcode
/// compiles the catalog into that bundle's `.lproj` tables. An interpolated `Int` makes a `%lld`
/// in the key (SwiftUI's `LocalizedStringKey.StringInterpolation`).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetStrings {
  /// Every key the layer looks up, as the catalog must hold it.
  package static let keys = ["Sheet grabber", "Position %lld of %lld", "Hidden"] + SheetSpeech.keys

  /// The grabber's accessibility label.
  static var grabberLabel: Text {
    Text("Sheet grabber", bundle: .module, comment: "VoiceOver label of a sheet's grabber")
  }

  /// The grabber's accessibility value: "Position 2 of 3", or "Hidden".
  static func grabberValue(_ position: SheetAccessibilityPosition?) -> Text {
    guard let position else {
      return Text("Hidden", bundle: .module, comment: "VoiceOver value of the grabber of a sheet that is not shown")
    }
    return Text(
      "Position \(position.position) of \(position.count)", bundle: .module,
      comment: "VoiceOver value of a sheet's grabber: the detent the sheet rests at, from 1 (the lowest), of how many")
  }
}
