/// The constants of a stack's step-back: how far a sheet under another moves back.
///
/// After vaul's nested drawers (`NESTED_DISPLACEMENT = 16` in vaul's `constants.ts`: the parent
/// drawer scales to `(W − 16) / W` of the window's width `W` and moves 16 px up while a nested
/// drawer is open) and iOS page sheets (`UISheetPresentationController`), which round the corners
/// of the view they step back by about 10 points and scale it down.
public struct SheetStackStyle: Sendable, Hashable {
  /// How far one step back moves a sheet, in points: up by this much, and narrower by this much
  /// (the scale is `(W − displacement) / W` for a container `W` points wide). vaul's
  /// `NESTED_DISPLACEMENT`, 16 by default.
  public var displacement: Double
  /// The top corner radius a sheet stepped back a whole step gets at least, in points (10 by
  /// default: iOS rounds the presenting view's corners about 10 points).
  public var cornerRadius: Double
  /// The least scale a step-back reaches, however deep the stack or narrow the container, in
  /// (0, 1] (0.8 by default).
  public var minimumScale: Double
  /// How much narrower the app's content behind the stack gets, in points, when it scales back
  /// (``SheetStack/backgroundStepBack(in:style:)``): vaul's `WINDOW_TOP_OFFSET`, 26 by default.
  public var backgroundDisplacement: Double
  /// How far below the top safe-area inset the app's content's top edge moves when it scales
  /// back, in points: vaul's 14 by default.
  public var backgroundTopGap: Double

  /// Creates a style; values that are not finite or below 0 become the defaults', and the
  /// minimum scale is brought into (0, 1].
  ///
  /// - Parameters:
  ///   - displacement: Points per step back (``displacement``).
  ///   - cornerRadius: Points (``cornerRadius``).
  ///   - minimumScale: The floor on the scale (``minimumScale``).
  ///   - backgroundDisplacement: Points (``backgroundDisplacement``).
  ///   - backgroundTopGap: Points (``backgroundTopGap``).
  public init(
    displacement: Double = 16, cornerRadius: Double = 10, minimumScale: Double = 0.8,
    backgroundDisplacement: Double = 26, backgroundTopGap: Double = 14
  ) {
    self.displacement = displacement.isFinite && displacement >= 0 ? displacement : 16
    self.cornerRadius = cornerRadius.isFinite && cornerRadius >= 0 ? cornerRadius : 10
    self.minimumScale = minimumScale.isFinite && minimumScale > 0 ? min(1, minimumScale) : 0.8
    self.backgroundDisplacement =
      backgroundDisplacement.isFinite && backgroundDisplacement >= 0 ? backgroundDisplacement : 26
    self.backgroundTopGap = backgroundTopGap.isFinite && backgroundTopGap >= 0 ? backgroundTopGap : 14
  }

  /// vaul's and iOS's values: 16 points a step, 10-point corners, a scale of at least 0.8; the
  /// app's content 26 points narrower and 14 points below the top inset.
  public static let standard = SheetStackStyle()
}

/// How far a sheet (or the app's content behind a stack) steps back while sheets above it are
/// presented: a scale about its top centre, a move up, and rounded top corners.
///
/// ``depth`` is how many sheets stand in front of it, each counted by how far it is presented
/// (``SheetState/presentedShare``), so it rises continuously from 0 as a sheet above presents,
/// is 1 once that sheet rests at its lowest detent or higher, and falls back as it is dismissed.
/// With the stack's style (``SheetStackStyle``) and the container's width `W` (points):
/// - `scale = max(minimumScale, 1 − displacement · depth / W)` (vaul's nested drawers:
///   `(W − 16) / W` at depth 1);
/// - `offsetY = −displacement · depth` (points, y downward, so negative is up);
/// - `cornerRadius = style.cornerRadius · min(1, depth)` (points).
///
/// In a 390-point-wide container, a sheet under one that rests at its lowest detent has depth 1,
/// scale `374 / 390 ≈ 0.958974`, offset −16 and corner radius 10.
public struct SheetStepBack: Sendable, Hashable {
  /// How many steps back, a real number ≥ 0: the sum of the presented shares of the sheets in
  /// front.
  public var depth: Double
  /// The scale about the top centre, in [``SheetStackStyle/minimumScale``, 1].
  public var scale: Double
  /// The move after scaling, in points, y downward (negative is up).
  public var offsetY: Double
  /// The least radius of the stepped-back card's top corners, in points: a toolkit draws each
  /// top corner at the larger of this and the card's own radius (``SheetRenderPlan/cornerRadii``);
  /// grows from 0 to ``SheetStackStyle/cornerRadius`` over the first step.
  public var cornerRadius: Double

  /// Creates a step-back from its parts, as they are (see ``init(depth:containerWidth:style:)``
  /// for the rule).
  public init(depth: Double, scale: Double, offsetY: Double, cornerRadius: Double) {
    self.depth = depth
    self.scale = scale
    self.offsetY = offsetY
    self.cornerRadius = cornerRadius
  }

  /// The step-back at `depth` in a container `containerWidth` points wide, by the rule above.
  ///
  /// A depth that is not finite or below 0 counts as 0; a width that is not finite or ≤ 0 gives
  /// the minimum scale at any depth above 0 (and 1 at depth 0). Every value is finite.
  /// - Parameters:
  ///   - depth: Steps back (``depth``).
  ///   - containerWidth: The container's width `W`, in points.
  ///   - style: The stack's constants.
  public init(depth: Double, containerWidth: Double, style: SheetStackStyle = .standard) {
    let depth = depth.isFinite ? max(0, depth) : 0
    let scale: Double
    if depth == 0 {
      scale = 1
    } else if containerWidth.isFinite, containerWidth > 0 {
      scale = min(1, max(style.minimumScale, 1 - style.displacement * depth / containerWidth))
    } else {
      scale = style.minimumScale
    }
    self.init(
      depth: depth, scale: scale, offsetY: depth == 0 ? 0 : -style.displacement * depth,
      cornerRadius: style.cornerRadius * min(1, depth))
  }

  /// No step back: depth 0, scale 1, no offset, no corner radius.
  public static let none = SheetStepBack(depth: 0, scale: 1, offsetY: 0, cornerRadius: 0)

  /// `rect` stepped back: scaled by ``scale`` about its top centre, then moved by ``offsetY``.
  ///
  /// Points, container coordinates, y downward: the width and height are multiplied by the
  /// scale, `x` moves in by half the width lost, and the top edge moves by ``offsetY`` only. What
  /// a toolkit draws and what a scenario's frames report.
  public func applied(to rect: SheetRect) -> SheetRect {
    let width = rect.width * scale
    return SheetRect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + offsetY, width: width, height: rect.height * scale)
  }
}
