/// How a sheet's card is drawn: edge to edge, floating inset from the container's edges, or
/// morphing from one to the other as the sheet rises.
///
/// - ``standard``: the card spans its column's width and reaches the container's bottom edge
///   (behind the home indicator, whose area the content keeps clear when it scrolls); its top
///   corners are rounded; its material is opaque.
/// - ``floating(inset:cornerRadius:maximumWidth:materialOpacity:)``: the card is inset `inset`
///   points on both sides and its bottom sits `max(inset, bottom safe area)` above the container's
///   bottom edge — the card's *bottom margin*; all four corners are rounded; its material is
///   translucent.
/// - ``morphing(inset:cornerRadius:expandedCornerRadius:materialOpacity:)``: floating at the
///   lowest detents, standard at the highest, and continuously in between
///   (``SheetState/cardExpansion``), as iOS 26's own partial-height sheets.
///
/// Every style has a ``widthPolicy``: above its breakpoint the card's column is bounded and stands
/// against the leading edge or centred (``SheetWidthPolicy``).
///
/// In every style a sheet's height keeps its meaning (the card's top edge is at
/// `container.height − height`), and fitted and header detents include the bottom margin of the
/// lowest detents, so the whole content shows above it. Lengths in points.
public struct SheetCardStyle: Sendable, Hashable {
  /// Whether the card floats at the lowest detents, inset from the container's sides and bottom
  /// (true for floating and morphing cards).
  public var isFloating: Bool
  /// Whether the card morphs from floating (lowest detents) to standard (highest detent).
  public var isMorphing: Bool
  /// The space between a floating card and its column's sides, and its least space from the
  /// bottom, in points (0 for the standard style; a morphing card's at the lowest detents).
  public var inset: Double
  /// The radius of the card's rounded corners, in points: the top two of a standard card, all
  /// four of a floating one, and of a morphing one at the lowest detents.
  public var cornerRadius: Double
  /// A morphing card's top corner radius at the highest detent, where its bottom corners are
  /// square, in points (a standard or floating card's ``cornerRadius`` elsewhere).
  public var expandedCornerRadius: Double
  /// The opacity of the card's material where it floats, from 0 to 1: 1 for a standard card; a
  /// morphing card's rises to 1 at the highest detent (``SheetRenderPlan/materialOpacity``).
  public var materialOpacity: Double
  /// How wide the card is in a wide container (``SheetWidthPolicy/edgeToEdge`` unless set).
  public var widthPolicy: SheetWidthPolicy

  /// The widest the card grows, in points: ``SheetWidthPolicy/maximumWidth`` of ``widthPolicy``.
  public var maximumWidth: Double {
    get { widthPolicy.maximumWidth }
    set { widthPolicy.maximumWidth = newValue }
  }

  /// The opacity of a floating card's material: 0.72, the GTK gallery's frosted tint, chosen by
  /// eye so the blurred background shows without hurting the text's contrast.
  public static let defaultMaterialOpacity = 0.72

  /// The standard card with top corners of 16 points.
  public static let standard = SheetCardStyle(kind: .standard, inset: 0, cornerRadius: 16)

  /// A standard card (edge to edge) with top corners of `cornerRadius` points (at least 0).
  public static func standard(cornerRadius: Double) -> SheetCardStyle {
    SheetCardStyle(kind: .standard, inset: 0, cornerRadius: length(cornerRadius))
  }

  /// A floating card.
  ///
  /// - Parameters:
  ///   - inset: Points between the card and the container's sides; also the least space below
  ///     it. Values that are not finite or below 0 become 0.
  ///   - cornerRadius: The radius of its four corners, in points (at least 0).
  ///   - maximumWidth: The widest the card grows, in points, centred in a wider container
  ///     (infinity, the default: no limit). NaN and values below 0 become 0. It sets
  ///     ``widthPolicy`` to a centred policy with breakpoint 0; set ``widthPolicy`` for others.
  ///   - materialOpacity: The opacity of its material, in [0, 1] (``defaultMaterialOpacity``
  ///     unless given; values outside are brought into it, NaN becomes 1).
  public static func floating(
    inset: Double = 16, cornerRadius: Double = 28, maximumWidth: Double = .infinity,
    materialOpacity: Double = defaultMaterialOpacity
  ) -> SheetCardStyle {
    var style = SheetCardStyle(
      kind: .floating, inset: length(inset), cornerRadius: length(cornerRadius),
      materialOpacity: opacity(materialOpacity))
    if maximumWidth != .infinity {
      style.widthPolicy = SheetWidthPolicy(
        breakpoint: 0, maximumWidth: maximumWidth.isNaN ? 0 : max(0, maximumWidth), alignment: .center)
    }
    return style
  }

  /// A morphing card: floating at the lowest detents (inset, all corners rounded, a translucent
  /// material), standard at the highest (edge to edge, bottom corners square, opaque), and in
  /// between each of them follows the sheet's height without a jump (``SheetState/cardExpansion``).
  ///
  /// iOS 26's partial-height sheets do the same: inset with a Liquid Glass background at the
  /// smaller detents, the glass turning opaque and the sheet anchoring to the screen's edges as it
  /// rises to full height (Apple's WWDC 2025 session 323, *Build a SwiftUI app with the new
  /// design*, developer.apple.com/videos/play/wwdc2025/323/).
  ///
  /// - Parameters:
  ///   - inset: Points between the card and the container's sides and bottom at the lowest detents
  ///     (not finite or below 0: 0).
  ///   - cornerRadius: The radius of its four corners at the lowest detents, in points (at least 0).
  ///   - expandedCornerRadius: Its top corners' radius at the highest detent, in points (at least 0).
  ///   - materialOpacity: Its material's opacity at the lowest detents, in [0, 1] (1 at the
  ///     highest).
  public static func morphing(
    inset: Double = 16, cornerRadius: Double = 28, expandedCornerRadius: Double = 16,
    materialOpacity: Double = defaultMaterialOpacity
  ) -> SheetCardStyle {
    SheetCardStyle(
      kind: .morphing, inset: length(inset), cornerRadius: length(cornerRadius),
      expandedCornerRadius: length(expandedCornerRadius), materialOpacity: opacity(materialOpacity))
  }

  /// This style with another width policy.
  public func widthPolicy(_ policy: SheetWidthPolicy) -> SheetCardStyle {
    var style = self
    style.widthPolicy = policy
    return style
  }

  private enum Kind { case standard, floating, morphing }

  private init(
    kind: Kind, inset: Double, cornerRadius: Double, expandedCornerRadius: Double? = nil,
    materialOpacity: Double = 1
  ) {
    self.isFloating = kind != .standard
    self.isMorphing = kind == .morphing
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.expandedCornerRadius = expandedCornerRadius ?? cornerRadius
    self.materialOpacity = kind == .standard ? 1 : materialOpacity
    self.widthPolicy = .edgeToEdge
  }

  /// The space between the card's bottom and the container's bottom edge at the lowest detents,
  /// in points: for a floating or morphing card the larger of its inset and the bottom safe
  /// area, else 0. Fitted and header detents include it.
  public func bottomMargin(in container: SheetContainer) -> Double {
    isFloating ? max(inset, container.safeArea.bottom) : 0
  }

  /// The card's left edge and width in `container` at the lowest detents, in points: inset on
  /// both sides by ``inset`` (at most half its column's width), so never negative, in the column
  /// ``widthPolicy`` gives (the whole width in a narrow container). A toolkit that lays the
  /// content out once lays it out at this width: a morphing card only grows from it.
  public func horizontalFrame(in container: SheetContainer) -> (x: Double, width: Double) {
    let shape = shape(in: container, expansion: 0)
    return (shape.x, shape.width)
  }

  /// The space the content keeps clear at the bottom of the card at the lowest detents, in
  /// points: the part of the bottom safe area the card covers (all of it for a standard card,
  /// which reaches the container's bottom edge; none for a floating one).
  public func contentBottomInset(in container: SheetContainer) -> Double {
    shape(in: container, expansion: 0).contentBottomInset
  }

  /// The card's shape at an expansion `e` in [0, 1] (0 at the lowest detents, 1 at the highest):
  /// a morphing card's inset, bottom margin, radii and opacity go from the floating card's at 0
  /// to the standard card's at 1, in proportion; other styles do not depend on `e`.
  ///
  /// - Returns: Lengths in points; the card's left and right edges on the pixel grid.
  func shape(in container: SheetContainer, expansion e: Double) -> CardShape {
    let floating = isMorphing ? 1 - min(1, max(0, e)) : (isFloating ? 1 : 0)
    let column = widthPolicy.column(containerWidth: container.width, inset: isFloating ? inset : 0)
    let side = min(inset, column.width / 2) * floating
    let margin = (isFloating ? max(inset, container.safeArea.bottom) : 0) * floating
    let top = isMorphing ? cornerRadius * floating + expandedCornerRadius * (1 - floating) : cornerRadius
    let bottom = isFloating ? cornerRadius * floating : 0
    let left = container.grid.round(column.x + side)
    let right = container.grid.round(column.x + column.width - side)
    return CardShape(
      x: left, width: max(0, right - left), bottomMargin: margin,
      contentBottomInset: max(0, container.safeArea.bottom - margin),
      radii: SheetCornerRadii(topLeading: top, topTrailing: top, bottomLeading: bottom, bottomTrailing: bottom),
      materialOpacity: isFloating ? materialOpacity * floating + (1 - floating) : 1)
  }

  /// This style with every length multiplied by `k` (opacity and alignment kept), for tests
  /// that scale a whole scenario.
  public func scaled(by k: Double) -> SheetCardStyle {
    var style = self
    style.inset *= k
    style.cornerRadius *= k
    style.expandedCornerRadius *= k
    style.widthPolicy.breakpoint *= k
    style.widthPolicy.maximumWidth *= k
    return style
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }

  private static func opacity(_ value: Double) -> Double {
    value.isNaN ? 1 : min(1, max(0, value))
  }
}

/// A card's shape at one expansion (``SheetCardStyle``): lengths in points.
struct CardShape: Sendable, Hashable {
  var x: Double
  var width: Double
  var bottomMargin: Double
  var contentBottomInset: Double
  var radii: SheetCornerRadii
  var materialOpacity: Double
}
