import SwiftUI

/// The shape a sheet takes in its container.
///
/// ```swift
/// content
///   .bottomDrawer(selection: $detent, detents: [.height(120), .medium, .large]) { Places() }
///   .sheetStyle(.morphing.regularWidth(alignment: .leading))
/// ```
///
/// Every style follows the horizontal size class (`@Environment(\.horizontalSizeClass)`, read
/// where the sheet is presented): in a compact width the card spans the container (less a
/// floating card's insets); in a regular width — an iPad, a Mac window — it stands at most
/// ``regularWidth(alignment:maximumWidth:)``'s maximum width (640 points, Material 3's bottom
/// sheet maximum, unless given), centred or against the leading edge as Apple Maps shows its
/// sheet. The size class, not a width in points, decides: that is Apple's rule for adapting a
/// layout (the core's `SheetWidthPolicy` documents the breakpoint the GTK widget uses instead).
///
/// Its numbers are the core's (`SheetCardStyle.Defaults`): an inset of 16 points, corners of 24
/// points for a floating card and of 14 for a standard one (and for a morphing card at its highest
/// detent), unless `sheetCornerRadius(_:)` gives the corners.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SheetStyle: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case standard
    case floating(inset: Double)
    case morphing(inset: Double)
  }

  let kind: Kind
  /// Where the card stands in a regular horizontal size class.
  var regularAlignment: SheetCardAlignment = .center
  /// The widest the card grows in a regular horizontal size class, in points.
  var regularMaximumWidth = SheetWidthPolicy.defaultMaximumWidth

  init(kind: Kind) {
    self.kind = kind
  }

  /// Edge to edge, flush with the container's bottom edge, top corners rounded. The default.
  public static let standard = SheetStyle(kind: .standard)

  /// A card inset by 16 points (`SheetCardStyle.Defaults.inset`) from the sides, its bottom 16
  /// points above the container's bottom edge or on the bottom safe area, whichever is higher; all
  /// corners rounded.
  public static let floating = SheetStyle(kind: .floating(inset: SheetCardStyle.Defaults.inset))

  /// A card inset by `inset` points from the sides and from the bottom safe area, all corners
  /// rounded.
  ///
  /// - Parameter inset: Points; negative or non-finite values count as 0.
  public static func floating(inset: CGFloat) -> SheetStyle {
    let value = Double(inset)
    return SheetStyle(kind: .floating(inset: value.isFinite ? max(0, value) : 0))
  }

  /// A card that morphs with the sheet's height: inset 16 points (`SheetCardStyle.Defaults.inset`)
  /// with all corners rounded and a
  /// translucent material at the lowest detents, edge to edge with square bottom corners and an
  /// opaque background at the highest, and continuously in between (the core's
  /// `SheetCardStyle.morphing` and `SheetState.cardExpansion`).
  ///
  /// It draws what iOS 26 does with its own partial-height sheets: Apple's WWDC 2025 session
  /// *Build a SwiftUI app with the new design* (developer.apple.com/videos/play/wwdc2025/323/)
  /// shows them inset from the screen's edges with a Liquid Glass background at the smaller
  /// detents, the glass turning opaque and the sheet anchoring to the screen's edges as it rises to
  /// full height. This style follows the same course on iOS 17 and later; its translucent layer is
  /// `Material.regular` (or the ``SwiftUI/View/sheetBackground(_:)``), not Liquid Glass, whose API needs
  /// iOS 26; its opaque layer is the `background` shape style.
  public static let morphing = SheetStyle(kind: .morphing(inset: SheetCardStyle.Defaults.inset))

  /// A morphing card inset by `inset` points at the lowest detents (see ``morphing``).
  ///
  /// - Parameter inset: Points; negative or non-finite values count as 0.
  public static func morphing(inset: CGFloat) -> SheetStyle {
    let value = Double(inset)
    return SheetStyle(kind: .morphing(inset: value.isFinite ? max(0, value) : 0))
  }

  /// This style, with where the card stands in a regular horizontal size class.
  ///
  /// - Parameters:
  ///   - alignment: `.leading` (as Apple Maps in a wide window) or `.center` (the default).
  ///   - maximumWidth: The widest the card grows, in points (640, the core's
  ///     `SheetWidthPolicy.defaultMaximumWidth`, unless given: Material 3's bottom sheet maximum
  ///     width); negative or non-finite values count as 640.
  public func regularWidth(
    alignment: SheetCardAlignment, maximumWidth: CGFloat = CGFloat(SheetWidthPolicy.defaultMaximumWidth)
  ) -> SheetStyle {
    var style = self
    style.regularAlignment = alignment
    let width = Double(maximumWidth)
    style.regularMaximumWidth = width.isFinite && width >= 0 ? width : SheetWidthPolicy.defaultMaximumWidth
    return style
  }

  /// The core's card style: its bottom sits `max(inset, bottom safe area)` above the container's
  /// bottom edge; corners of `cornerRadius` points, or the core's default
  /// (`SheetCardStyle.Defaults`: 14 standard, 24 floating or morphing; a morphing card's top
  /// corners are 14 at the highest detent); in a regular horizontal size class, a card of bounded
  /// width (``regularWidth(alignment:maximumWidth:)``).
  package func cardStyle(cornerRadius: Double?, isRegularWidth: Bool = false) -> SheetCardStyle {
    let defaults = SheetCardStyle.Defaults.self
    let style: SheetCardStyle =
      switch kind {
      case .standard: .standard(cornerRadius: cornerRadius ?? defaults.standardCornerRadius)
      case .floating(let inset): .floating(inset: inset, cornerRadius: cornerRadius ?? defaults.floatingCornerRadius)
      case .morphing(let inset): .morphing(inset: inset, cornerRadius: cornerRadius ?? defaults.floatingCornerRadius)
      }
    return style.widthPolicy(widthPolicy(isRegularWidth: isRegularWidth))
  }

  /// The width policy for a horizontal size class: edge to edge when compact (or unknown); when
  /// regular, bounded at every container width (breakpoint 0) where ``regularWidth(alignment:maximumWidth:)``
  /// says.
  package func widthPolicy(isRegularWidth: Bool) -> SheetWidthPolicy {
    isRegularWidth
      ? SheetWidthPolicy(breakpoint: 0, maximumWidth: regularMaximumWidth, alignment: regularAlignment)
      : .edgeToEdge
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
  /// The distance from the container's leading edge to the card's, in points: SwiftUI lays out
  /// from the leading edge and flips x under right-to-left ("SwiftUI horizontally flips the x
  /// position of each view within its parent", `LayoutDirection`'s documentation), while the
  /// core's card is in left-to-right coordinates; so, right to left, it is the space right of
  /// the core's card.
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
  /// The opacity of the opaque layer drawn over the card's translucent material, 0 to 1: 0 except
  /// for a morphing card, where it goes from 0 at the lowest detents to 1 at the highest, so the
  /// card's material opacity (the plan's, from the style's at the lowest detents to 1) shows as
  /// the material turning opaque.
  package var opaqueLayerOpacity: Double

  /// Converts the core's plan.
  ///
  /// - Standard: the card is laid out once as tall as at the highest detent (taller past it, as
  ///   the plan's card grows) and slides, its top edge where the plan puts it; its background
  ///   continues one container height below.
  /// - Floating: the card is the plan's, inset, its bottom edge at its margin above the container's
  ///   bottom edge (the core's fitted and header detents include that margin, so the content fits).
  /// - Morphing: the plan's card, as floating, at every expansion; its content keeps clear the
  ///   part of the bottom safe area the card covers (the plan's ``SheetRenderPlan/contentBottomInset``).
  /// - Parameters:
  ///   - plan: The core's render plan for the sheet's state.
  ///   - style: The card style the core used (`SheetConfiguration.style`).
  ///   - container: The container.
  package init(plan: SheetRenderPlan, style: SheetCardStyle, container: SheetContainer) {
    top = plan.card.y
    leading =
      container.layoutDirection == .rightToLeft ? container.width - plan.card.x - plan.card.width : plan.card.x
    width = plan.card.width
    height = style.isFloating ? plan.card.height : max(plan.card.height, plan.highestCardHeight)
    backgroundExtension = style.isFloating ? 0 : container.height
    contentBottomInset = plan.contentBottomInset
    topCornerRadius = plan.cornerRadii.topLeading
    bottomCornerRadius = plan.cornerRadii.bottomLeading
    let base = style.materialOpacity
    opaqueLayerOpacity =
      style.isMorphing && base < 1 ? min(1, max(0, (plan.materialOpacity - base) / (1 - base))) : 0
  }
}
