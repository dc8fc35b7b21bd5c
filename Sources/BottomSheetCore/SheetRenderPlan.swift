/// A rectangle in the container, in points, y downward from the container's top-left corner.
public struct SheetRect: Sendable, Hashable {
  /// The left edge, in points.
  public var x: Double
  /// The top edge, in points.
  public var y: Double
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a rectangle; all values in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether a point (points, container coordinates) lies in the rectangle, edges included.
  public func contains(x px: Double, y py: Double) -> Bool {
    px >= x && px <= x + width && py >= y && py <= y + height
  }
}

/// The radii of a card's four corners, in points.
public struct SheetCornerRadii: Sendable, Hashable {
  /// The top-leading corner's radius, in points.
  public var topLeading: Double
  /// The top-trailing corner's radius, in points.
  public var topTrailing: Double
  /// The bottom-leading corner's radius, in points.
  public var bottomLeading: Double
  /// The bottom-trailing corner's radius, in points.
  public var bottomTrailing: Double

  /// Creates radii, in points.
  public init(topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }

  /// These radii, scaled down together where adjacent corners would overlap on a rectangle
  /// `width` × `height` points, as CSS does for overlapping curves (CSS Backgrounds and Borders
  /// Level 3, §5.5): with `f` the smallest of each side's length over the sum of the two radii on
  /// it, every radius is multiplied by `f` when `f < 1`, and otherwise kept. Negative and
  /// non-finite radii become 0, and so does every radius of an empty rectangle.
  /// - Parameters:
  ///   - width: The rectangle's width, in points.
  ///   - height: The rectangle's height, in points.
  public func fitted(width: Double, height: Double) -> SheetCornerRadii {
    func clean(_ length: Double) -> Double { length.isFinite ? max(0, length) : 0 }
    let (tl, tr, br, bl) = (clean(topLeading), clean(topTrailing), clean(bottomTrailing), clean(bottomLeading))
    let (width, height) = (clean(width), clean(height))
    // Each side's length over the sum of the radii at its two ends; a side with no radius
    // imposes nothing. (Plain scalars: the render plan allocates nothing.)
    func limit(_ length: Double, _ a: Double, _ b: Double) -> Double { a + b > 0 ? length / (a + b) : 1 }
    let factor = min(1, limit(width, tl, tr), limit(height, tr, br), limit(width, br, bl), limit(height, bl, tl))
    return SheetCornerRadii(
      topLeading: tl * factor, topTrailing: tr * factor, bottomLeading: bl * factor, bottomTrailing: br * factor)
  }
}

/// What a toolkit draws for a sheet at one moment: one value, computed from the sheet's state,
/// its container, its card style and its backdrop, that the GTK widget and the SwiftUI layer both
/// convert instead of computing geometry of their own.
///
/// All lengths in points, in the container's coordinates (y downward). The card's top edge is at
/// `container.height − height` in every style (``SheetState/height``). A floating card sits its
/// bottom margin (``SheetCardStyle/bottomMargin(in:)``) above the container's bottom edge; a
/// standard card reaches it. Past the highest detent the card and the content viewport grow with
/// the rubber band, so no empty band shows under the content. Below the lowest detent (pulled down,
/// presenting or dismissing) the card keeps the lowest detent's size and moves down, off the
/// container's bottom edge, instead of being squashed.
public struct SheetRenderPlan: Sendable, Hashable {
  /// The card: where the sheet's background, header and content are drawn, in points.
  public var card: SheetRect
  /// The card's height at the highest detent, in points: a toolkit that lays the content out
  /// once at this height only moves it as the sheet moves (it lays out again only past the
  /// highest detent, where the card grows).
  public var highestCardHeight: Double
  /// The card's corner radii, in points: the top two for a standard card, all four for a
  /// floating one; a morphing card's follow its expansion (``SheetState/cardExpansion``). On a
  /// card too small for them they are scaled down together so that no two overlap
  /// (``SheetCornerRadii/fitted(width:height:)``).
  public var cornerRadii: SheetCornerRadii
  /// The opacity of the card's material (its background), from 0 to 1: 1 for a standard card,
  /// the style's ``SheetCardStyle/materialOpacity`` for a floating one, and for a morphing one
  /// from that at the lowest detents to 1 at the highest. A toolkit draws the card's background
  /// (over a blurred copy of what lies behind, for a frosted material) at this opacity.
  public var materialOpacity: Double
  /// The height the content gets below the header, in points: the card's height less the header,
  /// the footer (``SheetState/footerHeight``) and the space kept clear at the card's bottom
  /// (``SheetCardStyle/contentBottomInset(in:)``).
  public var contentViewportHeight: Double
  /// The content viewport at the sheet's height as it stands, in points: the sheet's height less
  /// the card's bottom margin, the header, the footer and ``contentBottomInset``
  /// (``SheetState/contentViewport(atHeight:headerHeight:)`` at ``SheetState/height``). It is
  /// ``contentViewportHeight`` before rounding to the pixel grid, except below the lowest detent,
  /// where the card keeps its size and moves down: there it is the part still above the
  /// container's bottom edge. A toolkit lets the content take keyboard focus only while it is at
  /// least a point.
  public var shownContentHeight: Double
  /// The height a toolkit gives its scroll view, in points: the content viewport at the highest
  /// detent before a keyboard lift (the content is laid out once there and only moves with the
  /// card), growing with the card past the highest detent so that no empty band shows under it,
  /// less the part a keyboard covers (``SheetState/keyboardOverlap``). A scroll view of this
  /// height over the content has the plan's ``maximumScrollOffset`` as its largest offset.
  public var scrollViewHeight: Double
  /// The space the content keeps clear at the card's bottom, in points: the part of the bottom
  /// safe area the card covers (all of it for a standard card, none for a floating one; a
  /// morphing card's grows as its bottom margin shrinks).
  public var contentBottomInset: Double
  /// The content's scroll offset to show, in points (0 is its top).
  public var scrollOffset: Double
  /// The largest scroll offset, in points (the content height less the viewport at the highest
  /// detent).
  public var maximumScrollOffset: Double
  /// The scrim's opacity, the background's blur radius and whether the background takes input.
  public var backdrop: Backdrop
  /// The footer: a bar as wide as the card and ``SheetState/footerHeight`` points tall, pinned to
  /// the visible bottom of the card, in points (see ``SheetState/footerFrame(in:)``); its height
  /// is 0 without a footer. A toolkit draws it over the content, which it is not part of.
  public var footer: SheetRect
}

extension SheetState {
  /// What to draw now.
  ///
  /// - Returns: The plan: the card's rectangle on the pixel grid, its corner radii and material
  ///   opacity, the content's viewport and scroll offset, the footer, and the backdrop of the configuration's
  ///   style (``SheetConfiguration/backdrop``; ``Backdrop/clear`` without one).
  /// - Complexity: O(1); allocates nothing.
  public func renderPlan() -> SheetRenderPlan {
    let shape = configuration.style.shape(in: container, expansion: cardExpansion)
    let card = cardFrame(shape)
    let viewport = max(0, card.height - headerHeight - footerHeight - shape.contentBottomInset)
    let shown = max(0, height - shape.bottomMargin - headerHeight - footerHeight - shape.contentBottomInset)
    let past = max(0, height - (detents.last?.height ?? 0))
    let scrollView = max(
      0, contentViewport(atHeight: baseDetents.last?.height ?? 0) + past - keyboardOverlap)
    let top = detents.last?.height ?? 0
    let highestShape = configuration.style.shape(in: container, expansion: cardExpansion(atHeight: top))
    let highest = container.grid.round(max(0, top - highestShape.bottomMargin))
    return SheetRenderPlan(
      card: card, highestCardHeight: highest, cornerRadii: shape.radii.fitted(width: card.width, height: card.height),
      materialOpacity: shape.materialOpacity,
      contentViewportHeight: viewport, shownContentHeight: shown, scrollViewHeight: scrollView,
      contentBottomInset: shape.contentBottomInset,
      scrollOffset: scrollOffset,
      maximumScrollOffset: maximumScrollOffset,
      backdrop: ownBackdrop,
      footer: footerFrame(in: card, shape: shape))
  }

  /// How far a morphing card has turned from floating into standard, from 0 to 1: 0 at and below
  /// the highest detent below full height, 1 at full height (``SheetContainer/maximumSheetHeight``)
  /// and above it (rubber band included), and in between a smoothstep, `3s² − 2s³`, of the sheet's
  /// position `s` between the two (`s = (height − h₂) / (full − h₂)`, with `h₂` the highest detent
  /// below full height, or 0 without one: the card morphs as the sheet presents). As iOS 26 draws
  /// its sheets: a partial-height sheet floats, and only one that reaches full height attaches to
  /// the edges — so with no detent at full height the card floats at every detent, and morphs only
  /// if a rubber band stretches it toward full height. The smoothstep starts and ends the morph
  /// with zero slope and is at most 1.5 × as steep as `s`, so the card's inset, radii and opacity
  /// are continuous in the sheet's height — through a drag, a settle, the rubber band and a catch
  /// mid-flight — and change only where the height does. A change of the detents or the container
  /// (new detents, a resize) moves the span and may change it at once.
  public var cardExpansion: Double { cardExpansion(atHeight: height) }

  /// ``cardExpansion`` for a sheet `height` points tall among the current detents.
  public func cardExpansion(atHeight height: Double) -> Double {
    guard !detents.isEmpty else { return 0 }
    let full = container.maximumSheetHeight
    let half = container.grid.halfPixel
    var below = 0.0
    for detent in detents.reversed() where detent.height < full - half {
      below = detent.height
      break
    }
    let span = full - below
    guard span > half else { return height >= full - half ? 1 : 0 }
    let s = min(1, max(0, (height - below) / span))
    return s.isFinite ? s * s * (3 - 2 * s) : 0
  }

  /// The card's rectangle on the pixel grid, in points: the render plan's, and what a touch must
  /// land on.
  func cardFrame() -> SheetRect {
    cardFrame(configuration.style.shape(in: container, expansion: cardExpansion))
  }

  private func cardFrame(_ shape: CardShape) -> SheetRect {
    let grid = container.grid
    let lowest = configuration.style.shape(in: container, expansion: 0)
    let lowestCard = (detents.first?.height ?? 0) - lowest.bottomMargin
    return SheetRect(
      x: shape.x, y: grid.round(container.height - height), width: shape.width,
      height: grid.round(max(0, height - shape.bottomMargin, lowestCard)))
  }
}
