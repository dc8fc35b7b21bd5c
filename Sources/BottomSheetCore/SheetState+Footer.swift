// Where the footer is drawn: one rule, read by the render plan, the touch regions and the fuzzer.
extension SheetState {
  /// The footer's rectangle for a card, in points, in the container's coordinates (y downward).
  ///
  /// The footer is as wide as the card and ``footerHeight`` points tall (at most the card's
  /// height), and its bottom edge is the card's visible bottom: the lower of the card's bottom
  /// edge and the container's bottom edge less the card's bottom margin, less the space the
  /// content keeps clear there (the home indicator's, for a standard card), and never below the
  /// keyboard's top edge (`container.height − keyboardHeight`). So it moves with the sheet, stays
  /// put on the visible bottom while the card grows past its highest detent (the rubber band) or
  /// slides down below its lowest, and sits above the keyboard under either keyboard policy. It
  /// never rises above the card's top edge: on a card whose visible part is shorter than the
  /// footer (a sheet on its way out), the footer rides down with the card's top edge. Its top edge
  /// is on the pixel grid (rounded down, so the footer never passes its bottom edge).
  ///
  /// Without a footer (``footerHeight`` 0) it is a rectangle of height 0 at that bottom edge.
  ///
  /// - Parameter card: The card's rectangle (``SheetRenderPlan/card``), in points.
  /// - Returns: The footer's rectangle, in points (``SheetRenderPlan/footer``).
  public func footerFrame(in card: SheetRect) -> SheetRect {
    footerFrame(in: card, shape: configuration.style.shape(in: container, expansion: cardExpansion))
  }

  func footerFrame(in card: SheetRect, shape: CardShape) -> SheetRect {
    let footer = min(max(0, footerHeight), max(0, card.height))
    let visibleBottom = min(card.y + card.height, container.height - shape.bottomMargin) - shape.contentBottomInset
    let bottom = min(visibleBottom, container.height - keyboardHeight)
    // Down onto the pixel grid, so rounding never takes the footer below its bottom edge.
    let scale = container.grid.scale
    let pixels = ((bottom - footer) * scale + 1e-9).rounded(.down)
    let top = max(card.y, pixels.isFinite ? pixels / scale : card.y)
    return SheetRect(x: card.x, y: top, width: card.width, height: footer)
  }
}
