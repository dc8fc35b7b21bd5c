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
  static var defaultValue: SheetProgress? { nil }
}

/// A sheet's position between its lowest (0) and highest (1) detent, observable and updated on
/// every frame the sheet moves: read ``value`` in a view's body, and that view — only that one —
/// updates as the sheet moves.
///
/// Every sheet puts its progress in the environment of its content and of the content it is
/// presented over, with SwiftUI's `environment(_:)` for `Observable` objects (iOS 17). Read it
/// with `@Environment(SheetProgress.self)` as an optional (`Environment.init(_:)` for an
/// `Observable` type: "returning `nil` if no corresponding object has been set"): it is `nil`
/// outside any sheet. A read of an `@Observable` object's property in `body` is one SwiftUI
/// tracks (Apple, *Managing model data in your app*: "With Observation, a view in SwiftUI can form
/// dependencies on observable data models and update the UI when data changes"), so the view
/// follows the sheet frame by frame, unlike a value read from
/// ``SwiftUI/EnvironmentValues/sheetProgress``.
///
/// ```swift
/// struct Header: View {
///   @Environment(SheetProgress.self) private var progress: SheetProgress?
///   var body: some View {
///     Text("Nearby").opacity(1 - (progress?.value ?? 0))
///   }
/// }
/// ```
///
/// When all detents share one height it is the share of that height shown (0 hidden, 1 at the
/// detent), so a single-detent sheet reads it as its presentation progress. The driver writes it
/// once per displayed frame, on the main actor, and only when it changed. Not main-actor
/// isolated, so that the environment's nonisolated getter of the snapshot can read it.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@Observable
public final class SheetProgress: @unchecked Sendable {
  /// The progress: 0 at the lowest detent, 1 at the highest (values between while the sheet
  /// moves; past them in the rubber band).
  public private(set) var value = 0.0

  init() {}

  @MainActor func update(_ value: Double) {
    if value != self.value { self.value = value }
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

  /// The nearest sheet's position between its lowest (0) and highest (1) detent, as it was when
  /// SwiftUI last resolved this view's environment: a snapshot, not updated as the sheet moves.
  ///
  /// SwiftUI gives a view its environment values before it recomputes the body ("The view gives
  /// values to these properties prior to recomputing the view's body", `DynamicProperty`), and
  /// resolves them again only when the environment changes; the sheet's progress changes on
  /// every frame without changing the environment, so a view reading this value does not follow
  /// the sheet. Read ``SheetProgress`` instead, with `@Environment(SheetProgress.self)`, or
  /// ``BottomSheetProxy/progress`` in a ``BottomSheetReader``: both are read in the body, where
  /// SwiftUI tracks them. Kept for source compatibility. A value written with
  /// `.environment(\.sheetProgress, …)` replaces the sheet's below that point. Outside any sheet
  /// it is 0.
  public var sheetProgress: Double {
    get { self[SheetProgressModelKey.self]?.value ?? self[SheetProgressKey.self] }
    set {
      self[SheetProgressKey.self] = newValue
      self[SheetProgressModelKey.self] = nil
    }
  }

  /// The nearest sheet's observable progress (``SheetProgress``), written once.
  var sheetProgressModel: SheetProgress? {
    get { self[SheetProgressModelKey.self] }
    set { self[SheetProgressModelKey.self] = newValue }
  }
}
