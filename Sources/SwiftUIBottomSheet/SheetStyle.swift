import SwiftUI

/// The shape a sheet takes in its container.
///
/// ```swift
/// content
///   .bottomDrawer(selection: $detent, detents: [.height(120), .medium, .large]) { Places() }
///   .sheetStyle(.floating)
/// ```
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SheetStyle: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case standard
    case floating(inset: Double)
  }

  let kind: Kind

  /// Edge to edge, flush with the container's bottom edge, top corners rounded. The default.
  public static let standard = SheetStyle(kind: .standard)

  /// A card inset by 10 points from the sides, its bottom 10 points above the container's bottom
  /// edge or on the bottom safe area, whichever is higher; all corners rounded.
  public static let floating = SheetStyle(kind: .floating(inset: 10))

  /// A card inset by `inset` points from the sides and from the bottom safe area, all corners
  /// rounded.
  ///
  /// - Parameter inset: Points; negative or non-finite values count as 0.
  public static func floating(inset: CGFloat) -> SheetStyle {
    let value = Double(inset)
    return SheetStyle(kind: .floating(inset: value.isFinite ? max(0, value) : 0))
  }

  /// The core's card style: its bottom sits `max(inset, bottom safe area)` above the container's
  /// bottom edge; corners of `cornerRadius` points, or the style's default (16 standard, 24
  /// floating).
  package func cardStyle(cornerRadius: Double?) -> SheetCardStyle {
    switch kind {
    case .standard: .standard(cornerRadius: cornerRadius ?? 16)
    case .floating(let inset): .floating(inset: inset, cornerRadius: cornerRadius ?? 24)
    }
  }
}

/// Where the sheet's card is drawn: the core's render plan (`SheetRenderPlan`) converted to what
/// the card's views read. The layer computes no geometry of its own.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
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

  /// Converts the core's plan.
  ///
  /// - Standard: the card is laid out once as tall as at the highest detent (taller past it, as
  ///   the plan's card grows) and slides, its top edge where the plan puts it; its background
  ///   continues one container height below.
  /// - Floating: the card is the plan's, inset, its bottom edge at its margin above the container's
  ///   bottom edge (fitted and header detents include that margin, so the content fits).
  /// - Parameters:
  ///   - plan: The core's render plan for the sheet's state.
  ///   - style: The card style the core used (`SheetConfiguration.style`).
  ///   - container: The container.
  package init(plan: SheetRenderPlan, style: SheetCardStyle, container: SheetContainer) {
    top = plan.card.y
    leading = plan.card.x
    width = plan.card.width
    height = style.isFloating ? plan.card.height : max(plan.card.height, plan.highestCardHeight)
    backgroundExtension = style.isFloating ? 0 : container.height
    contentBottomInset = style.contentBottomInset(in: container)
    topCornerRadius = plan.cornerRadii.topLeading
    bottomCornerRadius = plan.cornerRadii.bottomLeading
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension SheetLayout {
  /// The header height to give the core for a column (grabber and content) measured without its
  /// bottom padding, in points.
  ///
  /// The card pads its content by ``contentBottomInset`` (the bottom safe area a standard card
  /// covers); the core adds ``SheetConfiguration/contentBottomMargin(in:)`` below fitted and header
  /// detents (the floating card's margin, or the bottom safe area in ``DetentSpace/safeArea``).
  /// The header carries the padding the core does not add, so a fitted sheet shows all of its
  /// content in every style and detent space, and none of it twice.
  /// - Parameters:
  ///   - columnHeight: The column's height, in points (non-finite or negative counts as 0).
  ///   - configuration: The sheet's configuration (style and detent space).
  ///   - container: The container.
  package static func headerHeight(
    columnHeight: Double, configuration: SheetConfiguration, container: SheetContainer
  ) -> Double {
    let column = columnHeight.isFinite ? max(0, columnHeight) : 0
    let padding = configuration.style.contentBottomInset(in: container)
    return column + max(0, padding - configuration.contentBottomMargin(in: container))
  }
}
