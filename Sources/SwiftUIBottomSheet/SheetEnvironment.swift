import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct SheetDriverKey: EnvironmentKey {
  static var defaultValue: SheetDriver? { nil }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct SheetProgressKey: EnvironmentKey {
  static var defaultValue: Double { 0 }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  /// The nearest sheet's driver: set in a sheet's content and in the content it is presented over.
  var sheetDriver: SheetDriver? {
    get { self[SheetDriverKey.self] }
    set { self[SheetDriverKey.self] = newValue }
  }

  /// The nearest sheet's position between its lowest (0) and highest (1) detent, updated on every
  /// frame, for effects that follow the sheet.
  ///
  /// Available in a sheet's content and in the content it is presented over. When all detents
  /// share one height it is the share of that height shown (0 hidden, 1 at the detent), so a
  /// single-detent sheet reads it as its presentation progress. Outside any sheet it is 0.
  ///
  /// ```swift
  /// struct Header: View {
  ///   @Environment(\.sheetProgress) private var progress
  ///   var body: some View {
  ///     Text("Nearby").opacity(1 - progress)
  ///   }
  /// }
  /// ```
  public var sheetProgress: Double {
    get { self[SheetProgressKey.self] }
    set { self[SheetProgressKey.self] = newValue }
  }
}
