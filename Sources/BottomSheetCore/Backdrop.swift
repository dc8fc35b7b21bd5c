/// How what lies behind a sheet responds to the sheet's position: dimming (a scrim), blur, and
/// whether it still takes pointer input.
///
/// Modelled on `UISheetPresentationController.largestUndimmedDetentIdentifier`: a non-modal sheet
/// leaves the background undimmed and interactive while it rests at or below one detent; above
/// it, the scrim fades in toward the highest detent and takes the input. A modal sheet (no
/// undimmed detent) dims in proportion to how far it is presented and always takes the input.
public struct BackdropStyle: Sendable, Hashable {
  /// The scrim's opacity at full strength, in [0, 1] (black over the background).
  public var maximumDimming: Double
  /// The background's blur radius at the highest detent, in points (0: no blur).
  public var maximumBlurRadius: Double
  /// The largest detent through which the background stays undimmed and interactive, or `nil`
  /// for a modal sheet.
  public var undimmedThrough: String?

  /// Creates a style; values outside their ranges are clamped (dimming to [0, 1], radius to ≥ 0).
  public init(maximumDimming: Double = 0.4, maximumBlurRadius: Double = 0, undimmedThrough: String? = nil) {
    self.maximumDimming = maximumDimming.isFinite ? min(1, max(0, maximumDimming)) : 0
    self.maximumBlurRadius = maximumBlurRadius.isFinite ? max(0, maximumBlurRadius) : 0
    self.undimmedThrough = undimmedThrough
  }

  /// A modal sheet's backdrop: dimmed as it presents, no blur.
  public static let modal = BackdropStyle()
}

/// The backdrop for one sheet position.
public struct Backdrop: Sendable, Hashable {
  /// The scrim's opacity, in [0, 1].
  public var dimming: Double
  /// The background's blur radius in points (≥ 0; exactly 0 at or below the lowest detent).
  public var blurRadius: Double
  /// Whether pointer input passes through to the background (no scrim intercepts it).
  public var allowsBackgroundInteraction: Bool

  /// Creates a backdrop; values outside their ranges are clamped (dimming to [0, 1], radius to
  /// ≥ 0; values that are not finite become 0).
  public init(dimming: Double, blurRadius: Double, allowsBackgroundInteraction: Bool) {
    self.dimming = dimming.isFinite ? min(1, max(0, dimming)) : 0
    self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
    self.allowsBackgroundInteraction = allowsBackgroundInteraction
  }

  /// No dimming, no blur, and the background takes input: a sheet with no backdrop.
  public static let clear = Backdrop(dimming: 0, blurRadius: 0, allowsBackgroundInteraction: true)
}

extension SheetState {
  /// The backdrop at the sheet's current height.
  ///
  /// - Dimming: with an undimmed detent of height `u`, `(height − u) / (highest − u)` clamped to
  ///   [0, 1] times ``BackdropStyle/maximumDimming`` (0 when `u` is the highest detent); without
  ///   one (modal), ``presentedShare`` (`height / lowest` clamped to [0, 1]) times the maximum, so
  ///   the scrim fades in as the sheet presents and out as it is dismissed.
  /// - Blur: ``progress`` times ``BackdropStyle/maximumBlurRadius`` — 0 at the lowest detent, the
  ///   maximum at the highest.
  /// - Interaction: passes through when the style names an undimmed detent and the sheet rests at
  ///   or below it (within half a device pixel), or when the sheet is hidden.
  public func backdrop(_ style: BackdropStyle) -> Backdrop {
    let halfPixel = container.grid.halfPixel
    let blur = progress * style.maximumBlurRadius
    guard isPresented || height > 0 else {
      return Backdrop(dimming: 0, blurRadius: 0, allowsBackgroundInteraction: true)
    }
    if let id = style.undimmedThrough, let undimmed = height(ofDetent: id) {
      let highest = detents.last?.height ?? undimmed
      let span = highest - undimmed
      let share = span > halfPixel ? (height - undimmed) / span : 0
      let dimming = min(1, max(0, share.isFinite ? share : 0)) * style.maximumDimming
      return Backdrop(
        dimming: dimming, blurRadius: blur, allowsBackgroundInteraction: height <= undimmed + halfPixel)
    }
    return Backdrop(
      dimming: presentedShare * style.maximumDimming, blurRadius: blur, allowsBackgroundInteraction: false)
  }
}
