import SwiftUI

/// Moves the nearest sheet: given to the content of a ``BottomSheetReader``.
///
/// ```swift
/// BottomSheetReader { sheet in
///   Button("Show all") {
///     Task { await sheet.move(to: .large) }
///   }
/// }
/// ```
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public struct BottomSheetProxy {
  let driver: SheetDriver?

  /// The detent the sheet rests at or is settling toward; `nil` when it is hidden or when the
  /// reader is not inside a sheet or the content a sheet is presented over.
  public var detent: SheetDetent? {
    guard let driver else { return nil }
    return driver.detent(withID: driver.targetDetentID)
  }

  /// The sheet's position between its lowest (0) and highest (1) detent, as
  /// ``SheetProgress`` gives it; 0 outside a sheet. Read in a
  /// ``BottomSheetReader``'s content, the view updates on every frame the sheet moves.
  public var progress: Double {
    driver?.progressModel.value ?? 0
  }

  /// Moves the sheet to a detent on its spring (or at once), and returns when the move ends.
  ///
  /// The motion is the core's: a move started while the sheet is moving keeps its velocity; with
  /// Reduce Motion the sheet jumps.
  /// - Parameters:
  ///   - detent: One of the sheet's detents.
  ///   - animated: Whether the sheet moves on its spring (`true`) or jumps.
  /// - Returns: `true` when the sheet comes to rest at `detent` (at once when it rests there
  ///   already); `false` when the move is interrupted (a touch, another move, a dismissal), when
  ///   `detent` is not one of the sheet's, when the sheet is hidden (it will present at `detent`),
  ///   or when there is no sheet.
  @discardableResult
  public func move(to detent: SheetDetent, animated: Bool = true) async -> Bool {
    guard let driver else { return false }
    return await driver.move(to: detent.id, animated: animated)
  }

  /// Dismisses the nearest modal sheet (a `bottomSheet`, `fittedTray` or `dynamicHeightTray`)
  /// with its motion, as setting its binding to `false` does, from inside its content.
  ///
  /// The sheet moves out on its spring (with Reduce Motion, at once); once it has gone the
  /// binding is set to `false`, then the container goes and `onDismiss` runs, once. The
  /// dismissal is the app's, so it is never asked first (``SwiftUI/View/sheetDismissalConfirmation(_:shouldDismiss:)``)
  /// and happens whatever ``SwiftUI/View/sheetDismissalDisabled(_:)`` says, as Apple's
  /// `interactiveDismissDisabled(_:)` prevents only "nonprogrammatic dismissal".
  ///
  /// Prefer it to `@Environment(\.dismiss)` inside a modal sheet: on iOS and visionOS that one
  /// reaches the sheet only through the full-screen cover the sheet is presented in, which Apple
  /// does not document (<doc:OnApplePlatforms>), and on macOS it does not reach the sheet.
  /// - Returns: `true` when a modal sheet, presented or about to rise, starts to go; `false` in a
  ///   drawer (which is always shown), when the sheet is already hidden or moving out, or when
  ///   there is no sheet.
  @discardableResult
  public func dismiss() -> Bool {
    driver?.dismissFromContent() ?? false
  }
}

/// A view whose content can move the nearest sheet through a ``BottomSheetProxy``.
///
/// Place it in a sheet's content, or in the content a sheet is presented over.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct BottomSheetReader<Content: View>: View {
  @Environment(\.sheetDriver) private var driver
  private let content: (BottomSheetProxy) -> Content

  /// Creates a reader.
  ///
  /// - Parameter content: The content, given the proxy of the nearest sheet.
  public init(@ViewBuilder content: @escaping (BottomSheetProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(BottomSheetProxy(driver: driver))
  }
}
