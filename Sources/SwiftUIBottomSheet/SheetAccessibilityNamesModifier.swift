import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Names the detents of sheets presented in this view for VoiceOver, in the app's language.
  ///
  /// VoiceOver speaks a detent by its name when the user's drag or step brings the sheet to rest
  /// there ("Sheet at Half, 2 of 3") and in the grabber's actions ("Expand to Full"). A detent
  /// without a name is named by its place: bottom, middle or top, in the layer's own strings.
  ///
  /// ```swift
  /// Map()
  ///   .bottomDrawer(selection: $detent, detents: [.fraction(0.16), .medium, .large]) { Places() }
  ///   .sheetAccessibilityNames([.medium: String(localized: "Half"), .large: String(localized: "Full")])
  /// ```
  ///
  /// - Parameter names: A name for each detent that has one.
  nonisolated public func sheetAccessibilityNames(_ names: [SheetDetent: String]) -> some View {
    let byID = Dictionary(names.map { ($0.key.id, $0.value) }, uniquingKeysWith: { first, _ in first })
    return sheetOption { $0.accessibilityNames = byID }
  }
}
