import BottomSheetCore

/// How a ``BottomSheetView`` draws its sheet: the core's card style (`SheetCardStyle`: edge to
/// edge, a floating card, or a card that morphs from one to the other) and the blur of a floating
/// card's frosted material.
///
/// - `standard`: the sheet spans the container's width and reaches its bottom edge; its top
///   corners are rounded. Its look comes from CSS (`bottomsheet > sheet`, whose corner radius is
///   the core's `SheetCardStyle.Defaults.standardCornerRadius`, 14 points).
/// - `floating(inset:cornerRadius:materialBlurRadius:maximumWidth:)`: a card inset from the
///   container's sides and no wider than `maximumWidth` (centred in a wider container), its bottom
///   `inset` points above the container's bottom edge, with all four corners rounded,
///   over a frosted material — the view draws a blurred copy of the background under the card,
///   then a translucent tint, then the content. As in every style a detent's height is where the
///   card's top edge is, measured up from the container's bottom edge (a card 120 points tall rests
///   at a detent of 120 + inset), fitted and header detents include the inset, and the card never
///   rises closer than `inset` to the container's top (`SheetCardStyle.container(width:height:scale:topObstruction:)`).
/// - `morphing(inset:cornerRadius:expandedCornerRadius:materialBlurRadius:widthPolicy:)`: the
///   floating card at the lowest detents, turning edge to edge and opaque as it rises to the
///   highest (the core's `SheetCardStyle.morphing`); the view draws the plan's radii and material
///   opacity on every frame.
///
/// Every default is the core's (`SheetCardStyle.Defaults`, `SheetWidthPolicy`) except the
/// material's blur, which only the view draws (``defaultMaterialBlurRadius``). On the desktop a
/// floating card is bounded by default: at most `SheetWidthPolicy.defaultMaximumWidth` (640)
/// points wide, centred. Lengths are in points.
public struct BottomSheetStyle: Sendable, Hashable {
  /// The card the core lays out and the view draws: its kind, inset, corner radii, material
  /// opacity and width policy.
  public var cardStyle: SheetCardStyle
  /// The blur radius of the frosted material under a floating or morphing card, in points (0: no
  /// blur, the tint alone). Values that are not finite or below 0 become 0.
  public var materialBlurRadius: Double {
    get { blurRadius }
    set { blurRadius = Self.length(newValue) }
  }
  private var blurRadius: Double

  /// The default blur radius of a card's frosted material: 24 points, the gallery's floating card
  /// (with `SheetCardStyle.Defaults` the card's own defaults).
  public static let defaultMaterialBlurRadius = 24.0

  /// A style that draws `cardStyle` over a material blurred by `materialBlurRadius` points.
  ///
  /// - Parameters:
  ///   - cardStyle: The core's card style.
  ///   - materialBlurRadius: The blur radius of a floating or morphing card's frosted material, in
  ///     points (``defaultMaterialBlurRadius`` unless given; a standard sheet draws none). Values
  ///     that are not finite or below 0 become 0.
  public init(cardStyle: SheetCardStyle, materialBlurRadius: Double = defaultMaterialBlurRadius) {
    self.cardStyle = cardStyle
    self.blurRadius = Self.length(materialBlurRadius)
  }

  /// The standard sheet: edge to edge, top corners rounded, styled by CSS.
  public static let standard = BottomSheetStyle(cardStyle: .standard, materialBlurRadius: 0)

  /// A floating card with the default metrics: inset 16 points, corners of radius 24 points
  /// (`SheetCardStyle.Defaults`), a material blurred with radius ``defaultMaterialBlurRadius``
  /// (24) points, at most `SheetWidthPolicy.defaultMaximumWidth` (640) points wide.
  public static let floatingCard = floating()

  /// A floating card.
  ///
  /// - Parameters:
  ///   - inset: The space between the card and the container's sides and bottom, in points
  ///     (`SheetCardStyle.Defaults.inset`, 16, unless given); values that are not finite or below
  ///     0 become 0.
  ///   - cornerRadius: The radius of the card's corners, in points
  ///     (`SheetCardStyle.Defaults.floatingCornerRadius`, 24, unless given; at least 0).
  ///   - materialBlurRadius: The blur radius of the frosted background, in points
  ///     (``defaultMaterialBlurRadius`` unless given; at least 0).
  ///   - maximumWidth: The widest the card grows, in points, centred in a wider container
  ///     (`SheetWidthPolicy.defaultMaximumWidth`, 640, unless given; infinity for no limit; NaN and
  ///     values below 0 become 0).
  /// - Returns: The style.
  public static func floating(
    inset: Double = SheetCardStyle.Defaults.inset, cornerRadius: Double = SheetCardStyle.Defaults.floatingCornerRadius,
    materialBlurRadius: Double = defaultMaterialBlurRadius, maximumWidth: Double = SheetWidthPolicy.defaultMaximumWidth
  ) -> BottomSheetStyle {
    BottomSheetStyle(
      cardStyle: .floating(inset: inset, cornerRadius: cornerRadius, maximumWidth: maximumWidth),
      materialBlurRadius: materialBlurRadius)
  }

  /// A morphing card: floating — inset, all corners rounded, a frosted material — at the lowest
  /// detents, edge to edge with square bottom corners and an opaque material at the highest, and
  /// continuously in between (the core's `SheetCardStyle.morphing`, whose documentation cites
  /// iOS 26's sheets).
  ///
  /// - Parameters:
  ///   - inset: The space between the card and the container's sides and bottom at the lowest
  ///     detents, in points (`SheetCardStyle.Defaults.inset`, 16, unless given); values that are
  ///     not finite or below 0 become 0.
  ///   - cornerRadius: The radius of the card's corners at the lowest detents, in points
  ///     (`SheetCardStyle.Defaults.floatingCornerRadius`, 24, unless given).
  ///   - expandedCornerRadius: Its top corners' radius at the highest detent, in points
  ///     (`SheetCardStyle.Defaults.standardCornerRadius`, 14, the standard sheet's CSS radius,
  ///     unless given).
  ///   - materialBlurRadius: The blur radius of the frosted background, in points
  ///     (``defaultMaterialBlurRadius`` unless given; at least 0).
  ///   - widthPolicy: How wide the card is in a wide window (centred at most
  ///     `SheetWidthPolicy.defaultMaximumWidth` points above the core's default breakpoint, 450
  ///     points, unless given).
  /// - Returns: The style.
  public static func morphing(
    inset: Double = SheetCardStyle.Defaults.inset, cornerRadius: Double = SheetCardStyle.Defaults.floatingCornerRadius,
    expandedCornerRadius: Double = SheetCardStyle.Defaults.standardCornerRadius,
    materialBlurRadius: Double = defaultMaterialBlurRadius,
    widthPolicy: SheetWidthPolicy = .adaptive(alignment: .center)
  ) -> BottomSheetStyle {
    BottomSheetStyle(
      cardStyle: SheetCardStyle.morphing(
        inset: inset, cornerRadius: cornerRadius, expandedCornerRadius: expandedCornerRadius
      ).widthPolicy(widthPolicy),
      materialBlurRadius: materialBlurRadius)
  }

  /// This style with another width policy (the core's `SheetCardStyle.widthPolicy(_:)`).
  public func widthPolicy(_ policy: SheetWidthPolicy) -> BottomSheetStyle {
    var style = self
    style.cardStyle = cardStyle.widthPolicy(policy)
    return style
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }
}
