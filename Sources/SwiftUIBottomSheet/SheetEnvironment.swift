import Observation
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
private struct SheetContentDriverKey: EnvironmentKey {
  static var defaultValue: SheetDriver? { nil }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct SheetProgressModelKey: EnvironmentKey {
  static var defaultValue: SheetProgressModel? { nil }
}

/// A sheet's progress between its lowest (0) and highest (1) detent, observable: the driver
/// writes it once per displayed frame, when it changed, so the views that read it — and only
/// those — update (``SwiftUI/EnvironmentValues/sheetProgress``). Not main-actor isolated, so that
/// the environment's nonisolated getter can read it; it is written on the main actor only (the
/// driver's), and read there by views.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@Observable
final class SheetProgressModel: @unchecked Sendable {
  private(set) var progress = 0.0

  init() {}

  @MainActor func update(_ value: Double) {
    if value != progress { progress = value }
  }
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
  /// The nearest sheet's driver: set in a sheet's content and in the content it is presented over,
  /// for what reads the sheet from either side (``BottomSheetReader``, the progress).
  var sheetDriver: SheetDriver? {
    get { self[SheetDriverKey.self] }
    set { self[SheetDriverKey.self] = newValue }
  }

  /// The sheet whose content this view is in: set only where the layer builds the sheet's content
  /// column (``SheetLayer``), never on the content a sheet is presented over. What a view in a
  /// sheet's content gives that sheet — its options (``SheetContentOptionWriter``), detents,
  /// footer, detent markers, scroll handoff — goes here, so an option written around a presenting
  /// modifier (the README's drawer options, written between `bottomDrawer` and `bottomSheet`)
  /// reaches the sheets presented inside it through the environment only, not the sheet presented
  /// around it.
  var sheetContentDriver: SheetDriver? {
    get { self[SheetContentDriverKey.self] }
    set { self[SheetContentDriverKey.self] = newValue }
  }

  /// The nearest sheet's position between its lowest (0) and highest (1) detent, updated on every
  /// frame, for effects that follow the sheet.
  ///
  /// The environment is not written on every frame: it holds the sheet's observable progress,
  /// written once per frame, and this getter reads it, so only the views that read the progress
  /// update as the sheet moves. (Whether SwiftUI tracks a read made through an environment
  /// getter is not documented: ``BottomSheetProxy/progress`` reads the same value in a
  /// ``BottomSheetReader``'s body, where it is tracked.) A value written with
  /// `.environment(\.sheetProgress, …)` replaces the sheet's below that point.
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
    get { self[SheetProgressModelKey.self]?.progress ?? self[SheetProgressKey.self] }
    set {
      self[SheetProgressKey.self] = newValue
      self[SheetProgressModelKey.self] = nil
    }
  }

  /// The nearest sheet's observable progress (``SheetProgressModel``), written once.
  var sheetProgressModel: SheetProgressModel? {
    get { self[SheetProgressModelKey.self] }
    set { self[SheetProgressModelKey.self] = newValue }
  }
}
