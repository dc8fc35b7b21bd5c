import BottomSheetCore

/// How a ``BottomSheetView`` draws its sheet: edge to edge, or as a floating card.
///
/// - `standard`: the sheet spans the container's width and reaches its bottom edge; its top
///   corners are rounded. Its look comes from CSS (`bottomsheet > sheet`).
/// - `floating(inset:cornerRadius:materialBlurRadius:maximumWidth:)`: a card inset from the
///   container's sides and no wider than `maximumWidth` (centred in a wider container), its bottom
///   `inset` points above the container's bottom edge, with all four corners rounded,
///   over a frosted material — the view draws a blurred copy of the background under the card,
///   then a translucent tint, then the content. As in every style a detent's height is where the
///   card's top edge is, measured up from the container's bottom edge (a card 120 points tall rests
///   at a detent of 120 + inset), fitted and header detents include the inset, and the card never
///   rises closer than `inset` to the container's top.
/// - `morphing(inset:cornerRadius:expandedCornerRadius:materialBlurRadius:widthPolicy:)`: the
///   floating card at the lowest detents, turning edge to edge and opaque as it rises to the
///   highest (the core's `SheetCardStyle.morphing`); the view draws the plan's radii and material
///   opacity on every frame.
///
/// Every style has a width policy (`SheetWidthPolicy`): in a window wider than its breakpoint the
/// card stands at a bounded width against the leading edge or centred.
///
/// The geometry is the core's (`SheetCardStyle`, `SheetRenderPlan`): ``cardStyle`` and
/// ``container(width:height:scale:topInset:)`` are what the view gives it. Lengths are in points.
public struct BottomSheetStyle: Sendable, Hashable {
  /// Whether the sheet is a floating card.
  public var isFloating: Bool
  /// The space between a floating card and the container's sides and bottom, in points (0 for
  /// the standard style).
  public var inset: Double
  /// The radius of a floating card's four corners, in points.
  public var cornerRadius: Double
  /// The blur radius of the frosted material under a floating card, in points (0: no blur, the
  /// tint alone).
  public var materialBlurRadius: Double
  /// Whether the card morphs from floating (lowest detents) to edge to edge (highest).
  public var isMorphing: Bool
  /// A morphing card's top corner radius at the highest detent, in points.
  public var expandedCornerRadius: Double
  /// How wide the card is in a wide window (the core's `SheetWidthPolicy`).
  public var widthPolicy: SheetWidthPolicy

  /// The widest the card grows, in points (``widthPolicy``'s maximum width; infinity: no limit).
  public var maximumWidth: Double {
    get { widthPolicy.maximumWidth }
    set { widthPolicy.maximumWidth = newValue }
  }

  /// The default widest floating card: 640 points, Material Design 3's maximum width for a bottom
  /// sheet (m3.material.io, Bottom sheets › Specs; Jetpack Compose's
  /// `BottomSheetDefaults.SheetMaxWidth`, 640 dp): past it, lines of text grow longer than read
  /// comfortably and a card stops looking like a sheet.
  public static let defaultMaximumWidth = 640.0

  /// The standard sheet: edge to edge, top corners rounded, styled by CSS.
  public static let standard = BottomSheetStyle(
    isFloating: false, inset: 0, cornerRadius: 0, materialBlurRadius: 0, widthPolicy: .edgeToEdge)

  /// A floating card with the default metrics: inset 16 points, corners of radius 24 points, a
  /// material blurred with radius 24 points, at most ``defaultMaximumWidth`` (640) points wide.
  public static let floatingCard = floating()

  /// A floating card.
  ///
  /// - Parameters:
  ///   - inset: The space between the card and the container's sides and bottom, in points;
  ///     values that are not finite or below 0 become 0.
  ///   - cornerRadius: The radius of the card's corners, in points (at least 0).
  ///   - materialBlurRadius: The blur radius of the frosted background, in points (at least 0).
  ///   - maximumWidth: The widest the card grows, in points, centred in a wider container
  ///     (``defaultMaximumWidth`` unless given; infinity for no limit; NaN and values below 0
  ///     become 0).
  /// - Returns: The style.
  public static func floating(
    inset: Double = 16, cornerRadius: Double = 24, materialBlurRadius: Double = 24,
    maximumWidth: Double = defaultMaximumWidth
  ) -> BottomSheetStyle {
    BottomSheetStyle(
      isFloating: true, inset: Self.length(inset), cornerRadius: Self.length(cornerRadius),
      materialBlurRadius: Self.length(materialBlurRadius),
      widthPolicy: SheetWidthPolicy(
        breakpoint: 0, maximumWidth: maximumWidth.isNaN ? 0 : max(0, maximumWidth), alignment: .center))
  }

  /// A morphing card: floating — inset, all corners rounded, a frosted material — at the lowest
  /// detents, edge to edge with square bottom corners and an opaque material at the highest, and
  /// continuously in between (the core's `SheetCardStyle.morphing`, whose documentation cites
  /// iOS 26's sheets).
  ///
  /// - Parameters:
  ///   - inset: The space between the card and the container's sides and bottom at the lowest
  ///     detents, in points; values that are not finite or below 0 become 0.
  ///   - cornerRadius: The radius of the card's corners at the lowest detents, in points.
  ///   - expandedCornerRadius: Its top corners' radius at the highest detent, in points (14, the
  ///     standard sheet's CSS radius, unless given).
  ///   - materialBlurRadius: The blur radius of the frosted background, in points (at least 0).
  ///   - widthPolicy: How wide the card is in a wide window (centred at most
  ///     ``defaultMaximumWidth`` points above the core's default breakpoint, 450 points, unless
  ///     given).
  /// - Returns: The style.
  public static func morphing(
    inset: Double = 16, cornerRadius: Double = 24, expandedCornerRadius: Double = 14,
    materialBlurRadius: Double = 24,
    widthPolicy: SheetWidthPolicy = .adaptive(alignment: .center, maximumWidth: defaultMaximumWidth)
  ) -> BottomSheetStyle {
    var style = BottomSheetStyle(
      isFloating: true, inset: Self.length(inset), cornerRadius: Self.length(cornerRadius),
      materialBlurRadius: Self.length(materialBlurRadius), widthPolicy: widthPolicy.normalized().policy)
    style.isMorphing = true
    style.expandedCornerRadius = Self.length(expandedCornerRadius)
    return style
  }

  /// The core's card style for this style: a floating or morphing card with the same inset and
  /// corners, or a standard card whose top corners are the CSS's (14 points), with the same width
  /// policy.
  public var cardStyle: SheetCardStyle {
    let style: SheetCardStyle =
      isMorphing
      ? .morphing(inset: inset, cornerRadius: cornerRadius, expandedCornerRadius: expandedCornerRadius)
      : isFloating ? .floating(inset: inset, cornerRadius: cornerRadius) : .standard(cornerRadius: 14)
    return style.widthPolicy(widthPolicy)
  }

  /// The core's container for a view of `width` × `height` points on a display of `scale` device
  /// pixels per point, whose top `topInset` points are covered by something the sheet must leave
  /// uncovered (a toolbar): the core's `SheetContainer.topObstruction`. The desktop has no safe
  /// areas; a floating card keeps its inset below the covered area too, given to the core as a top
  /// safe area of `topInset + inset`.
  public func container(width: Double, height: Double, scale: Double, topInset: Double = 0) -> SheetContainer {
    let covered = topInset.isFinite ? max(0, topInset) : 0
    return SheetContainer(
      height: height, width: width, safeArea: SafeAreaInsets(top: covered + inset), scale: scale,
      topObstruction: covered)
  }

  private init(
    isFloating: Bool, inset: Double, cornerRadius: Double, materialBlurRadius: Double,
    widthPolicy: SheetWidthPolicy
  ) {
    self.isFloating = isFloating
    self.isMorphing = false
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.expandedCornerRadius = cornerRadius
    self.materialBlurRadius = materialBlurRadius
    self.widthPolicy = widthPolicy
  }

  /// This style with another width policy.
  public func widthPolicy(_ policy: SheetWidthPolicy) -> BottomSheetStyle {
    var style = self
    style.widthPolicy = policy.normalized().policy
    return style
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }
}
