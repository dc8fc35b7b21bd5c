/// How a sheet's card is drawn: edge to edge, floating inset from the container's edges, or
/// morphing from one to the other as the sheet rises.
///
/// Its ``kind`` says which:
/// - ``Kind/standard`` (``standard``, ``standard(cornerRadius:)``): the card spans its column's
///   width and reaches the container's bottom edge (behind the home indicator, whose area the
///   content keeps clear when it scrolls); its top corners are rounded; its material is opaque.
/// - ``Kind/floating`` (``floating(inset:cornerRadius:maximumWidth:materialOpacity:)``): the card
///   is inset `inset` points on both sides and its bottom sits `max(inset, bottom safe area)`
///   above the container's bottom edge — the card's *bottom margin*; all four corners are rounded;
///   its material is translucent.
/// - ``Kind/morphing`` (``morphing(inset:cornerRadius:expandedCornerRadius:materialOpacity:)``):
///   floating at the lowest detents, standard at the highest, and continuously in between
///   (``SheetState/cardExpansion``), as iOS 26's own partial-height sheets.
///
/// Every style has a ``widthPolicy``: above its breakpoint the card's column is bounded and stands
/// against the leading edge or centred (``SheetWidthPolicy``). Its defaults are named once, in
/// ``Defaults``; the scenario format and both toolkit layers use them.
///
/// In every style a sheet's height keeps its meaning (the card's top edge is at
/// `container.height − height`), and fitted and header detents include the bottom margin and the
/// content's bottom inset of the lowest detents, so the whole content shows above both. Lengths
/// in points.
///
/// Every value a style holds means something: a length set to a value that is not finite or is
/// below 0 reads 0, an opacity is brought into [0, 1] (NaN reads 1), a width policy is
/// ``SheetWidthPolicy/normalized()``. A field the kind does not use reads as the kind draws it
/// (a standard card's ``inset`` is 0 and its ``materialOpacity`` 1; a standard or floating card's
/// ``expandedCornerRadius`` is its ``cornerRadius``), and two styles are equal when they read
/// the same, so a style written to a scenario reads back equal.
public struct SheetCardStyle: Sendable, Hashable {
  /// The three kinds of card; the raw value is the scenario format's `style.kind`.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Edge to edge, reaching the container's bottom edge, top corners rounded, opaque.
    case standard
    /// Inset from the column's sides and the container's bottom, all corners rounded, translucent.
    case floating
    /// Floating at the lowest detents, standard at the highest, continuously in between.
    case morphing
  }

  /// The default of every card style's value, each named once: the factories below, the scenario
  /// format's reader (a field left out) and the GTK and SwiftUI layers use these.
  ///
  /// They are the card the GTK gallery draws (`bottom-sheet-demo`, the images in the README), the
  /// only card of this project that has been drawn and looked at; the SwiftUI layer, never run on
  /// a device, takes the same numbers.
  public enum Defaults {
    /// The space between a floating or morphing card and its column's sides, and its least space
    /// from the container's bottom: 16 points, the gallery's card.
    public static let inset = 16.0
    /// The radius of a floating card's four corners (a morphing card's at the lowest detents):
    /// 24 points, the gallery's card, chosen by eye against the 16-point inset. (Material 3's
    /// bottom sheet rounds its top corners by 28 dp, its extra-large shape; the gallery's card,
    /// inset on a 390-point phone, looked heavy with it.)
    public static let floatingCornerRadius = 24.0
    /// The radius of a standard card's top corners, and of a morphing card's top corners at the
    /// highest detent, where it is a standard card: 14 points, the GTK sheet's CSS
    /// (`bottomsheet > sheet`, which is written from this value).
    public static let standardCornerRadius = 14.0
    /// The opacity of a floating card's material (a morphing card's at the lowest detents): 0.72,
    /// the GTK gallery's frosted tint, chosen by eye so the blurred background shows without
    /// hurting the text's contrast.
    public static let materialOpacity = 0.72
  }

  /// Which card this is: standard, floating or morphing.
  public var kind: Kind

  /// Whether the card floats at the lowest detents, inset from the container's sides and bottom
  /// (true for floating and morphing cards).
  public var isFloating: Bool { kind != .standard }

  /// Whether the card morphs from floating (lowest detents) to standard (highest detent).
  public var isMorphing: Bool { kind == .morphing }

  /// The space between a floating card and its column's sides, and its least space from the
  /// bottom, in points (a morphing card's at the lowest detents; a standard card's reads 0).
  /// A value that is not finite or is below 0 becomes 0.
  public var inset: Double {
    get { kind == .standard ? 0 : storedInset }
    set { storedInset = Self.length(newValue) }
  }

  /// The radius of the card's rounded corners, in points: the top two of a standard card, all
  /// four of a floating one, and of a morphing one at the lowest detents. A value that is not
  /// finite or is below 0 becomes 0.
  public var cornerRadius: Double {
    get { storedCornerRadius }
    set { storedCornerRadius = Self.length(newValue) }
  }

  /// A morphing card's top corner radius at the highest detent, where its bottom corners are
  /// square, in points (a standard or floating card's reads ``cornerRadius``). A value that is
  /// not finite or is below 0 becomes 0.
  public var expandedCornerRadius: Double {
    get { kind == .morphing ? storedExpandedCornerRadius : cornerRadius }
    set { storedExpandedCornerRadius = Self.length(newValue) }
  }

  /// The opacity of the card's material where it floats, from 0 to 1: a standard card's reads 1;
  /// a morphing card's rises to 1 at the highest detent (``SheetRenderPlan/materialOpacity``).
  /// A value outside [0, 1] is brought into it; NaN becomes 1.
  public var materialOpacity: Double {
    get { kind == .standard ? 1 : storedMaterialOpacity }
    set { storedMaterialOpacity = Self.opacity(newValue) }
  }

  /// How wide the card is in a wide container (``SheetWidthPolicy/edgeToEdge`` unless set),
  /// ``SheetWidthPolicy/normalized()`` when set.
  public var widthPolicy: SheetWidthPolicy {
    get { storedWidthPolicy }
    set { storedWidthPolicy = newValue.normalized().policy }
  }

  private var storedInset: Double
  private var storedCornerRadius: Double
  private var storedExpandedCornerRadius: Double
  private var storedMaterialOpacity: Double
  private var storedWidthPolicy: SheetWidthPolicy

  /// The widest the card grows, in points: ``SheetWidthPolicy/maximumWidth`` of ``widthPolicy``.
  public var maximumWidth: Double {
    get { widthPolicy.maximumWidth }
    set { widthPolicy.maximumWidth = newValue }
  }

  /// The standard card with top corners of ``Defaults/standardCornerRadius`` (14) points.
  public static let standard = SheetCardStyle(kind: .standard, inset: 0, cornerRadius: Defaults.standardCornerRadius)

  /// A standard card (edge to edge) with top corners of `cornerRadius` points (at least 0).
  public static func standard(cornerRadius: Double) -> SheetCardStyle {
    SheetCardStyle(kind: .standard, inset: 0, cornerRadius: cornerRadius)
  }

  /// A floating card.
  ///
  /// - Parameters:
  ///   - inset: Points between the card and the container's sides; also the least space below
  ///     it (``Defaults/inset``, 16, unless given). Values that are not finite or below 0 become 0.
  ///   - cornerRadius: The radius of its four corners, in points (``Defaults/floatingCornerRadius``,
  ///     24, unless given; at least 0).
  ///   - maximumWidth: The widest the card grows, in points, centred in a wider container
  ///     (infinity, the default: no limit). NaN and values below 0 become 0. It sets
  ///     ``widthPolicy`` to a centred policy with breakpoint 0; set ``widthPolicy`` for others.
  ///   - materialOpacity: The opacity of its material, in [0, 1] (``Defaults/materialOpacity``,
  ///     0.72, unless given; values outside are brought into it, NaN becomes 1).
  public static func floating(
    inset: Double = Defaults.inset, cornerRadius: Double = Defaults.floatingCornerRadius,
    maximumWidth: Double = .infinity, materialOpacity: Double = Defaults.materialOpacity
  ) -> SheetCardStyle {
    var style = SheetCardStyle(
      kind: .floating, inset: inset, cornerRadius: cornerRadius, materialOpacity: materialOpacity)
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
  ///     (``Defaults/inset``, 16, unless given; not finite or below 0: 0).
  ///   - cornerRadius: The radius of its four corners at the lowest detents, in points
  ///     (``Defaults/floatingCornerRadius``, 24, unless given; at least 0).
  ///   - expandedCornerRadius: Its top corners' radius at the highest detent, in points
  ///     (``Defaults/standardCornerRadius``, 14, unless given: a standard card's; at least 0).
  ///   - materialOpacity: Its material's opacity at the lowest detents, in [0, 1]
  ///     (``Defaults/materialOpacity``, 0.72, unless given; 1 at the highest).
  public static func morphing(
    inset: Double = Defaults.inset, cornerRadius: Double = Defaults.floatingCornerRadius,
    expandedCornerRadius: Double = Defaults.standardCornerRadius, materialOpacity: Double = Defaults.materialOpacity
  ) -> SheetCardStyle {
    SheetCardStyle(
      kind: .morphing, inset: inset, cornerRadius: cornerRadius, expandedCornerRadius: expandedCornerRadius,
      materialOpacity: materialOpacity)
  }

  /// This style with another width policy (``SheetWidthPolicy/normalized()``).
  public func widthPolicy(_ policy: SheetWidthPolicy) -> SheetCardStyle {
    var style = self
    style.widthPolicy = policy
    return style
  }

  /// A style of `kind`; lengths and the opacity normalized as their properties say.
  private init(
    kind: Kind, inset: Double, cornerRadius: Double, expandedCornerRadius: Double? = nil,
    materialOpacity: Double = 1
  ) {
    self.kind = kind
    storedInset = Self.length(inset)
    storedCornerRadius = Self.length(cornerRadius)
    storedExpandedCornerRadius = Self.length(expandedCornerRadius ?? cornerRadius)
    storedMaterialOpacity = Self.opacity(materialOpacity)
    storedWidthPolicy = .edgeToEdge
  }

  /// Whether two styles read the same: the same kind, and the same value in every field that kind
  /// uses (see the type's discussion).
  public static func == (a: SheetCardStyle, b: SheetCardStyle) -> Bool {
    a.kind == b.kind && a.inset == b.inset && a.cornerRadius == b.cornerRadius
      && a.expandedCornerRadius == b.expandedCornerRadius && a.materialOpacity == b.materialOpacity
      && a.widthPolicy == b.widthPolicy
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(inset)
    hasher.combine(cornerRadius)
    hasher.combine(expandedCornerRadius)
    hasher.combine(materialOpacity)
    hasher.combine(widthPolicy)
  }

  /// The container of a window without safe areas (a desktop window) whose top `topObstruction`
  /// points are covered by something the sheet must leave uncovered (a toolbar): a floating or
  /// morphing card keeps its ``inset`` below the covered area too, so the top safe area is
  /// `topObstruction + inset` (`topObstruction` for a standard card), and
  /// ``SheetContainer/topObstruction`` is `topObstruction`.
  ///
  /// For example, a floating card inset 16 points in an 800 × 600 window under a 44-point toolbar
  /// rests at most 600 − (44 + 16) = 540 points tall.
  /// - Parameters:
  ///   - width: The container's width, in points.
  ///   - height: The container's height, in points.
  ///   - scale: Device pixels per point.
  ///   - topObstruction: The covered height at the top, in points (0 unless given; not finite or
  ///     below 0: 0).
  /// - Returns: The container, for ``SheetState`` to normalize as any other.
  public func container(width: Double, height: Double, scale: Double, topObstruction: Double = 0) -> SheetContainer {
    let covered = Self.length(topObstruction)
    return SheetContainer(
      height: height, width: width, safeArea: SafeAreaInsets(top: covered + inset), scale: scale,
      topObstruction: covered)
  }

  /// The space between the card's bottom and the container's bottom edge at the lowest detents,
  /// in points: for a floating or morphing card the larger of its inset and the bottom safe
  /// area, else 0. Fitted and header detents include it, with ``contentBottomInset(in:)``.
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
  /// which reaches the container's bottom edge; none for a floating one). Fitted and header
  /// detents include it, with ``bottomMargin(in:)``.
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
    // The column holds the card at its maximum width with the insets it has at this expansion,
    // so a bounded card is `maximumWidth` wide at every height, a morphing one at full height too.
    let column = widthPolicy.column(
      containerWidth: container.width, inset: (isFloating ? inset : 0) * floating,
      direction: container.layoutDirection)
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
