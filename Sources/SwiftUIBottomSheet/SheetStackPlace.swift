/// One modal sheet's place in the stack of sheets on screen: how it steps back, the scrim it
/// draws, and whether it takes the user's input.
///
/// Every rule is the core's (`SheetStack`), called with the sheets' states in presentation order
/// (bottom first: each next sheet is presented from the content of the one below); this type only
/// gathers what the layer reads for one sheet. A lone sheet's place is ``lone(_:)``: no step-back,
/// its own backdrop, Escape on.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetStackPlace: Sendable, Hashable {
  /// The sheet's index, 0 at the bottom.
  package var index: Int
  /// How many sheets the stack holds.
  package var count: Int
  /// The index of the sheet that takes the input (`SheetStack.owner(of:)`): the highest that is
  /// presented, or `nil` when none is.
  package var owner: Int?
  /// How the card steps back behind the sheets above (`SheetStack.stepBack(ofSheetAt:in:)`).
  package var stepBack: SheetStepBack
  /// The backdrop the sheet's scrim draws (`SheetStack.backdrops(of:)`): scrims over scrims do
  /// not dim twice. The blur and the background's input stay the sheet's own.
  package var backdrop: Backdrop
  /// Whether the sheet is below the owner (`SheetStack.isInert(sheetAt:in:)`): its card and scrim
  /// take no touch, it is hidden from accessibility, and it has no Escape.
  package var isInert: Bool

  /// The place of the sheet at `index` among `sheets` (bottom first).
  ///
  /// - Parameters:
  ///   - index: The sheet's index in `sheets`; outside it, a sheet the stack does not know: no
  ///     step-back, a clear backdrop, its own owner.
  ///   - sheets: The stack's states, bottom first.
  /// - Complexity: O(n) for n sheets.
  package init(ofSheetAt index: Int, in sheets: [SheetState]) {
    self.index = index
    guard sheets.indices.contains(index) else {
      count = 1
      owner = index
      stepBack = .none
      backdrop = .clear
      isInert = false
      return
    }
    count = sheets.count
    owner = SheetStack.owner(of: sheets)
    stepBack = SheetStack.stepBack(ofSheetAt: index, in: sheets)
    backdrop = SheetStack.backdrops(of: sheets)[index]
    isInert = SheetStack.isInert(sheetAt: index, in: sheets)
  }

  /// A sheet alone: its own backdrop (its render plan's), no step-back, Escape on.
  package static func lone(_ state: SheetState) -> SheetStackPlace {
    SheetStackPlace(ofSheetAt: 0, in: [state])
  }

  /// This place drawn as a lone sheet's, with its own backdrop: no step-back, nothing inert; the
  /// owner, and so Escape, stay the stack's. For a container where a sheet presented from a
  /// sheet's content is drawn inside the lower card (macOS's overlay), which a step-back or an
  /// inert card would scale or silence with it.
  package func drawnAlone(ownBackdrop: Backdrop) -> SheetStackPlace {
    var place = self
    place.stepBack = .none
    place.backdrop = ownBackdrop
    place.isInert = false
    return place
  }

  /// Whether the sheet's Escape shortcut, its VoiceOver escape and its scrim tap are on: the
  /// owner's only. A sheet on its way out over the owner has them off too (its dismissal is under
  /// way); with no sheet presented at all, the top one keeps them (they do nothing to a sheet
  /// that is not presented).
  package var takesEscape: Bool {
    owner.map { $0 == index } ?? (index == count - 1)
  }

  /// Whether the sheet takes the input (``owner``): touches, Escape, the scrim tap, VoiceOver's
  /// escape.
  package var isOwner: Bool { owner == index }
}

/// The step-back of a sheet's card as SwiftUI draws it: the card's placement (``SheetLayout``)
/// scaled about its top centre and moved up.
///
/// The card is laid out where ``SheetLayout`` puts it and drawn with
/// `scaleEffect(CGSize(width: scale, height: scale), anchor: .top)` before its
/// `offset(x: leading, y: top)`: `scaleEffect` scales about the anchor in the card's own frame and
/// changes no layout, so the card's top centre stays put, its width becomes `width · scale`, and
/// the offset then moves it to `top + stepBack.offsetY`. That is the core's
/// `SheetStepBack.applied(to:)` of the card. The card's shape is scaled with it, so its radii are
/// divided by the scale to be drawn at their size on screen: the top corners at the larger of the
/// card's own radius and the step-back's (`SheetStepBack.cornerRadius`), the bottom corners at
/// the card's own.
///
/// In a 390-point-wide container under one sheet at rest (depth 1): scale 374 / 390, offset −16,
/// a 14-point top corner drawn as 14 points (14 · 390 / 374 in the card's own frame).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetStepBackPlacement: Sendable, Hashable {
  /// The scale about the card's top centre (`scaleEffect`'s, with the anchor at ``anchor``), in
  /// (0, 1].
  package var scale: Double
  /// The anchor of the scale, as a unit point of the card's frame (x, y): its top centre.
  package var anchor: (x: Double, y: Double) { (0.5, 0) }
  /// The card's horizontal offset in the container, in points (``SheetLayout/leading``).
  package var offsetX: Double
  /// The card's vertical offset in the container, in points, y downward: the card's top
  /// (``SheetLayout/top``) plus the step-back's move (`SheetStepBack.offsetY`, negative is up).
  package var offsetY: Double
  /// The radius of the card's top corners in its own, unscaled frame, in points.
  package var topCornerRadius: Double
  /// The radius of the card's bottom corners in its own, unscaled frame, in points.
  package var bottomCornerRadius: Double

  /// The placement of a card laid out at `layout` and stepped back by `stepBack`.
  ///
  /// With ``SheetStepBack/none`` it is the layout's own: scale 1, the layout's offsets and radii.
  /// A scale that is not finite or not above 0 counts as 1.
  package init(layout: SheetLayout, stepBack: SheetStepBack) {
    let scale = stepBack.scale.isFinite && stepBack.scale > 0 ? stepBack.scale : 1
    self.scale = scale
    offsetX = layout.leading
    offsetY = layout.top + (stepBack.offsetY.isFinite ? stepBack.offsetY : 0)
    let least = stepBack.cornerRadius.isFinite ? stepBack.cornerRadius : 0
    topCornerRadius = max(layout.topCornerRadius, least) / scale
    bottomCornerRadius = layout.bottomCornerRadius / scale
  }

  /// Where the card of `width` points is drawn, in container coordinates (points, y downward,
  /// x from the leading edge): its top edge, leading edge and width after the scale and the
  /// offset.
  package func drawnEdges(width: Double) -> (top: Double, leading: Double, width: Double) {
    (offsetY, offsetX + width * (1 - scale) / 2, width * scale)
  }
}

/// The app's content behind a stack stepped back (`SheetStack.backgroundStepBack(in:)`, only
/// when the bottom sheet's configuration sets `scalesBackground`), as SwiftUI draws it: clipped to
/// a rounded rectangle, scaled about its top centre, moved up.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetBackgroundPlacement: Sendable, Hashable {
  /// The scale about the content's top centre, in (0, 1].
  package var scale: Double
  /// The move after the scale, in points, y downward (negative is up).
  package var offsetY: Double
  /// The clip's corner radius in the content's own, unscaled frame, in points: drawn on screen at
  /// `SheetStepBack.cornerRadius`.
  package var cornerRadius: Double

  /// The placement for a background step-back.
  package init(_ stepBack: SheetStepBack) {
    let scale = stepBack.scale.isFinite && stepBack.scale > 0 ? stepBack.scale : 1
    self.scale = scale
    offsetY = stepBack.offsetY.isFinite ? stepBack.offsetY : 0
    cornerRadius = (stepBack.cornerRadius.isFinite ? max(0, stepBack.cornerRadius) : 0) / scale
  }

  /// Whether the content is drawn as it is: no scale, move or rounding.
  package var isIdentity: Bool { scale == 1 && offsetY == 0 && cornerRadius == 0 }
}
