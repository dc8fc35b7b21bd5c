import SwiftUI

/// The shape a sheet takes in its container.
///
/// ```swift
/// content
///   .bottomDrawer(selection: $detent, detents: [.height(120), .medium, .large]) { Places() }
///   .sheetStyle(.floating)
/// ```
@available(iOS 17, macOS 14, visionOS 1, *)
public struct SheetStyle: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case standard
    case floating(inset: Double)
  }

  let kind: Kind

  /// Edge to edge, flush with the container's bottom edge, top corners rounded. The default.
  public static let standard = SheetStyle(kind: .standard)

  /// A card inset by 10 points from the sides and from the bottom safe area, all corners rounded.
  public static let floating = SheetStyle(kind: .floating(inset: 10))

  /// A card inset by `inset` points from the sides and from the bottom safe area, all corners
  /// rounded.
  ///
  /// - Parameter inset: Points; negative or non-finite values count as 0.
  public static func floating(inset: CGFloat) -> SheetStyle {
    let value = Double(inset)
    return SheetStyle(kind: .floating(inset: value.isFinite ? max(0, value) : 0))
  }
}

/// Where the sheet's card is drawn for one height: the conversion from the core's height (points
/// up from the container's bottom edge) to a frame in the container (points, y downward).
@available(iOS 17, macOS 14, visionOS 1, *)
package struct SheetLayout: Sendable, Hashable {
  /// The y of the card's top edge, on the pixel grid.
  package var top: Double
  /// The card's laid-out height.
  package var height: Double
  /// The x of the card's leading edge.
  package var leading: Double
  /// The card's width.
  package var width: Double
  /// How far the card's background continues below the card, so that a sheet pulled above its
  /// highest detent shows no gap at the bottom edge.
  package var backgroundExtension: Double
  /// Padding at the bottom of the card's content: the bottom safe area the card covers.
  package var contentBottomInset: Double
  /// The radius of the card's top corners.
  package var topCornerRadius: Double
  /// The radius of the card's bottom corners.
  package var bottomCornerRadius: Double

  /// Lays out the card.
  ///
  /// - Standard: the card is as tall as the highest detent and slides: its top edge is at
  ///   `container.height − height`, and its background continues one container height below.
  /// - Floating: the card's bottom edge stays `max(inset, bottom safe area)` above the container's
  ///   bottom edge and its top edge follows the sheet, so the card is `height` less that margin
  ///   tall; it is inset by `inset` from the sides.
  /// - Parameters:
  ///   - height: The sheet's height from the core, in points.
  ///   - highest: The highest detent's height, in points.
  ///   - container: The container.
  ///   - style: The sheet's style.
  ///   - cornerRadius: The corner radius, or `nil` for the style's (16 standard, 24 floating).
  package init(height: Double, highest: Double, container: SheetContainer, style: SheetStyle, cornerRadius: Double?) {
    let grid = container.grid
    top = grid.round(container.height - height)
    switch style.kind {
    case .standard:
      self.height = max(0, highest)
      leading = 0
      width = container.width
      backgroundExtension = container.height
      contentBottomInset = container.safeArea.bottom
      topCornerRadius = cornerRadius ?? 16
      bottomCornerRadius = 0
    case .floating(let inset):
      let margin = max(inset, container.safeArea.bottom)
      self.height = max(0, grid.round(height - margin))
      leading = inset
      width = max(0, container.width - 2 * inset)
      backgroundExtension = 0
      contentBottomInset = 0
      topCornerRadius = cornerRadius ?? 24
      bottomCornerRadius = cornerRadius ?? 24
    }
  }
}
