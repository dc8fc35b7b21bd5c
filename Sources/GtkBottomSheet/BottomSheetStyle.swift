/// How a ``BottomSheetView`` draws its sheet: edge to edge, or as a floating card.
///
/// - `standard`: the sheet spans the container's width and runs off its bottom edge; its top
///   corners are rounded. Its look comes from CSS (`bottomsheet > sheet`).
/// - `floating(inset:cornerRadius:materialBlurRadius:)`: a card inset from the container's sides
///   and bottom, with all four corners rounded, over a frosted material — the view draws a blurred
///   copy of the background under the card, then a translucent tint, then the content. Detent
///   heights are the card's height, measured up from its bottom edge (`inset` points above the
///   container's bottom edge), and the card never rises closer than `inset` to the container's top.
///
/// Lengths are in points.
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

  /// The standard sheet: edge to edge, top corners rounded, styled by CSS.
  public static let standard = BottomSheetStyle(
    isFloating: false, inset: 0, cornerRadius: 0, materialBlurRadius: 0)

  /// A floating card with the default metrics: inset 16 points, corners of radius 24 points, a
  /// material blurred with radius 24 points.
  public static let floatingCard = floating()

  /// A floating card.
  ///
  /// - Parameters:
  ///   - inset: The space between the card and the container's sides and bottom, in points;
  ///     values that are not finite or below 0 become 0.
  ///   - cornerRadius: The radius of the card's corners, in points (at least 0).
  ///   - materialBlurRadius: The blur radius of the frosted background, in points (at least 0).
  /// - Returns: The style.
  public static func floating(
    inset: Double = 16, cornerRadius: Double = 24, materialBlurRadius: Double = 24
  ) -> BottomSheetStyle {
    BottomSheetStyle(
      isFloating: true, inset: Self.length(inset), cornerRadius: Self.length(cornerRadius),
      materialBlurRadius: Self.length(materialBlurRadius))
  }

  private init(isFloating: Bool, inset: Double, cornerRadius: Double, materialBlurRadius: Double) {
    self.isFloating = isFloating
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.materialBlurRadius = materialBlurRadius
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }
}
