import BottomSheetCore

extension Invariants {
  /// What is wrong with the render plan's footer of `state`, or `nil`.
  ///
  /// The footer (`SheetRenderPlan.footer`) is as wide as the card and lies within it; the content
  /// viewport leaves room for the header, the footer and the space kept clear at the card's
  /// bottom; and the footer's bottom edge is above the keyboard's top edge and the space the
  /// content keeps clear at the container's bottom — unless the card's visible part is shorter
  /// than the footer, when the footer rides on the card's top edge. Lengths within 1e-6 point.
  public static func layoutFailure(_ state: SheetState) -> String? {
    if let failure = markerFailure(state) ?? regionFailure(state) { return failure }
    guard state.footerHeight > 0, state.isPresented, state.height > 0 else { return nil }
    let plan = state.renderPlan()
    let (card, footer) = (plan.card, plan.footer)
    let slack = 1e-6
    let numbers = [footer.x, footer.y, footer.width, footer.height]
    if numbers.contains(where: { !$0.isFinite }) { return "footer \(footer) has a number that is not finite" }
    if footer.x != card.x || footer.width != card.width {
      return "footer x \(footer.x) width \(footer.width), card x \(card.x) width \(card.width)"
    }
    if footer.y < card.y - slack || footer.y + footer.height > card.y + card.height + slack {
      return "footer \(footer.y)…\(footer.y + footer.height) outside the card \(card.y)…\(card.y + card.height)"
    }
    if abs(footer.height - min(state.footerHeight, card.height)) > slack {
      return "footer \(footer.height) tall for a footer height \(state.footerHeight) on a card \(card.height) tall"
    }
    let used = plan.contentViewportHeight + state.headerHeight + state.footerHeight + plan.contentBottomInset
    if plan.contentViewportHeight > 0, used > card.height + slack {
      return "content viewport \(plan.contentViewportHeight) overlaps the footer on a card \(card.height) tall"
    }
    let floor = state.container.height - max(state.keyboardHeight, plan.contentBottomInset)
    let grid = state.container.grid.halfPixel
    if footer.y > card.y + slack, footer.y + footer.height > floor + grid + slack {
      return
        "footer bottom \(footer.y + footer.height) below \(floor) (keyboard \(state.keyboardHeight), inset \(plan.contentBottomInset))"
    }
    return nil
  }

  /// What is wrong with the marker detents of `state`, or `nil`: each whose marker has a position
  /// rests (before keyboard lift) at the header plus the content down to the marker, rounded up
  /// to a whole point, plus the footer and the space below the content, on the pixel grid and
  /// within the maximum height; each whose marker has none has no height.
  static func markerFailure(_ state: SheetState) -> String? {
    let grid = state.container.grid
    let maximum = state.container.maximumSheetHeight
    let margin = state.configuration.contentBottomMargin(in: state.container)
    for detent in state.configuration.detents {
      guard case .marker(let name) = detent.kind else { continue }
      let resolved = state.baseDetents.first { $0.id == detent.id }?.height
      guard let bottom = state.markerBottoms[name] else {
        if let resolved { return "detent '\(detent.id)' at \(resolved) while marker '\(name)' has no position" }
        continue
      }
      let content = DetentResolution.markerHeight(
        bottom: bottom, headerHeight: state.headerHeight, footerHeight: state.footerHeight)
      var expected = grid.round(content + margin)
      if expected > maximum { expected = max(maximum, 1 / grid.scale) }
      expected = max(expected, 1 / grid.scale)
      if resolved != expected {
        return
          "detent '\(detent.id)' at \(resolved.map { "\($0)" } ?? "nothing"), marker '\(name)' at \(bottom) gives \(expected)"
      }
    }
    return nil
  }

  /// What is wrong with the scroll regions of `state`, or `nil`: ids are unique, and each
  /// region's offset is a number within its range.
  /// - Complexity: O(n²) for n regions, with no allocation: a sheet has a few, and this runs
  ///   after every step.
  static func regionFailure(_ state: SheetState) -> String? {
    let regions = state.scrollRegions
    for (index, region) in regions.enumerated() {
      if regions[..<index].contains(where: { $0.id == region.id }) { return "scroll region id '\(region.id)' twice" }
      if !(region.offset >= 0 && region.offset <= region.maximumOffset) {
        return "scroll region '\(region.id)' at offset \(region.offset), outside [0, \(region.maximumOffset)]"
      }
    }
    return nil
  }
}
