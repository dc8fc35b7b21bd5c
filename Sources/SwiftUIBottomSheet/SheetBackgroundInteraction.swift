import SwiftUI

/// Whether the content behind a sheet takes input, and up to which detent: the sheet counterpart
/// of SwiftUI's `PresentationBackgroundInteraction`.
///
/// Where the background takes input it is neither dimmed nor covered; above the detent it is
/// dimmed in proportion to how far the sheet has risen toward its highest detent (see
/// `SheetState.backdrop(_:)` in the core).
///
/// ```swift
/// .sheetBackgroundInteraction(.enabled(upThrough: .medium))
/// ```
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SheetBackgroundInteraction: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case automatic
    case disabled
    case enabled
    case enabledUpThrough(SheetDetent)
  }

  let kind: Kind

  /// Enabled for drawers at every detent; disabled for modal sheets and trays. The default.
  public static let automatic = SheetBackgroundInteraction(kind: .automatic)
  /// The background never takes input while the sheet is shown; a scrim covers it.
  public static let disabled = SheetBackgroundInteraction(kind: .disabled)
  /// The background takes input at every detent and is never dimmed.
  public static let enabled = SheetBackgroundInteraction(kind: .enabled)

  /// The background takes input while the sheet rests at or below `detent`, and is dimmed above
  /// it.
  public static func enabled(upThrough detent: SheetDetent) -> SheetBackgroundInteraction {
    SheetBackgroundInteraction(kind: .enabledUpThrough(detent))
  }
}
