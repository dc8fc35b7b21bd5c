/// How a sheet's card is drawn: edge to edge, or floating inset from the container's edges.
///
/// - ``standard``: the card spans the container's width and reaches its bottom edge (behind the
///   home indicator, whose area the content keeps clear when it scrolls); its top corners are
///   rounded.
/// - ``floating(inset:cornerRadius:maximumWidth:)``: the card is inset `inset` points on both
///   sides — and no wider than `maximumWidth`, centred — and its bottom sits
///   `max(inset, bottom safe area)` above the container's bottom edge — the card's *bottom
///   margin*; all four corners are rounded.
///
/// In every style a sheet's height keeps its meaning (the card's top edge is at
/// `container.height − height`), and fitted and header detents include the bottom margin, so the
/// whole content shows above it. Lengths in points.
public struct SheetCardStyle: Sendable, Hashable {
  /// Whether the card floats, inset from the container's sides and bottom.
  public var isFloating: Bool
  /// The space between a floating card and the container's sides, and its least space from the
  /// bottom, in points (0 for the standard style).
  public var inset: Double
  /// The radius of the card's rounded corners (the top two for the standard style), in points.
  public var cornerRadius: Double
  /// The widest a floating card grows, in points: in a wider container it stands centred at this
  /// width (infinity: always the container's width less the insets; the standard style spans the
  /// container's width whatever this is).
  public var maximumWidth: Double

  /// The standard card with top corners of 16 points.
  public static let standard = SheetCardStyle(isFloating: false, inset: 0, cornerRadius: 16)

  /// A standard card (edge to edge) with top corners of `cornerRadius` points (at least 0).
  public static func standard(cornerRadius: Double) -> SheetCardStyle {
    SheetCardStyle(isFloating: false, inset: 0, cornerRadius: length(cornerRadius))
  }

  /// A floating card.
  ///
  /// - Parameters:
  ///   - inset: Points between the card and the container's sides; also the least space below
  ///     it. Values that are not finite or below 0 become 0.
  ///   - cornerRadius: The radius of its four corners, in points (at least 0).
  ///   - maximumWidth: The widest the card grows, in points, centred in a wider container
  ///     (infinity, the default: no limit). NaN and values below 0 become 0.
  public static func floating(
    inset: Double = 16, cornerRadius: Double = 28, maximumWidth: Double = .infinity
  ) -> SheetCardStyle {
    SheetCardStyle(
      isFloating: true, inset: length(inset), cornerRadius: length(cornerRadius),
      maximumWidth: maximumWidth.isNaN ? 0 : max(0, maximumWidth))
  }

  private init(isFloating: Bool, inset: Double, cornerRadius: Double, maximumWidth: Double = .infinity) {
    self.isFloating = isFloating
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.maximumWidth = maximumWidth
  }

  /// The space between the card's bottom and the container's bottom edge, in points: for a
  /// floating card the larger of its inset and the bottom safe area, else 0.
  public func bottomMargin(in container: SheetContainer) -> Double {
    isFloating ? max(inset, container.safeArea.bottom) : 0
  }

  /// The card's left edge and width in `container`, in points: inset on both sides by
  /// ``inset`` (at most half the container's width), so never negative; a floating card wider
  /// than ``maximumWidth`` is narrowed to it and centred.
  public func horizontalFrame(in container: SheetContainer) -> (x: Double, width: Double) {
    let inset = min(self.inset, container.width / 2)
    let inner = max(0, container.width - 2 * inset)
    guard isFloating, inner > maximumWidth else { return (inset, inner) }
    return (container.grid.round((container.width - maximumWidth) / 2), maximumWidth)
  }

  /// The space the content keeps clear at the bottom of the card, in points: the bottom safe area
  /// for a standard card (which reaches the container's bottom edge), else 0.
  public func contentBottomInset(in container: SheetContainer) -> Double {
    isFloating ? 0 : container.safeArea.bottom
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }
}
