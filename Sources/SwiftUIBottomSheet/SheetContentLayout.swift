/// How a sheet's content is sized in its card, as FloatingPanel's `FloatingPanelController.ContentMode`.
///
/// ```swift
/// .bottomSheet(isPresented: $showsFilters) {
///   FiltersForm()
///     .sheetContentMode(.fitToBounds)
/// }
/// ```
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum SheetContentMode: Sendable, Hashable {
  /// Laid out once as tall as the card at the highest detent, and moved with the card: below the
  /// highest detent the bottom of the content is below the container's edge (FloatingPanel's
  /// `.static`). The default for drawers, whose content (a list) scrolls into view as the sheet
  /// rises.
  case `static`
  /// Laid out as tall as the card at the detent the sheet rests at or settles toward, so the
  /// content's bottom (a button, a form's last rows) is on screen at every detent (FloatingPanel's
  /// `.fitToBounds`, Apple's sheets resizing their content). During a drag, as tall as the card at
  /// the next detent above the sheet's height, and never less than at the detent it rested at
  /// (`SheetContentLayout.dragTargetHeight(currentHeight:detentHeights:restHeight:)`): a modal
  /// dragged up from `.medium` shows its content down to the card's bottom, not an empty band,
  /// at the cost of one layout each time the drag passes a detent. The default for modal sheets
  /// and trays.
  case fitToBounds
}

/// Where a sheet's column (grabber, header and content) is laid out in its card: one value per
/// detent change, not per frame, so the content is not laid out again while the sheet moves.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetContentLayout: Sendable, Hashable {
  /// The column's height, in points: the card's at the highest detent (``SheetContentMode/static``)
  /// or at the target detent (``SheetContentMode/fitToBounds``).
  package var height: Double
  /// Padding at the column's bottom, in points: the bottom safe area the card covers, or the part
  /// of the column a keyboard covers, whichever is more (the keyboard covers the safe area first).
  package var bottomPadding: Double
  /// Padding at the column's leading and trailing edges, in points: the part of the container's
  /// horizontal safe area (landscape's sensor housing and rounded corners) the card covers.
  package var leadingPadding: Double
  package var trailingPadding: Double

  /// A layout in points.
  package init(height: Double, bottomPadding: Double, leadingPadding: Double = 0, trailingPadding: Double = 0) {
    self.height = height
    self.bottomPadding = bottomPadding
    self.leadingPadding = leadingPadding
    self.trailingPadding = trailingPadding
  }

  /// The layout for a frame.
  ///
  /// - Parameters:
  ///   - plan: The core's render plan now.
  ///   - mode: The content mode.
  ///   - currentHeight: The sheet's height now, in points (`SheetState.height`).
  ///   - targetHeight: The height of the detent it rests at or settles toward, or, while it is
  ///     dragged, ``dragTargetHeight(currentHeight:detentHeights:restHeight:)`` (`nil` while it
  ///     moves out: the layout stays what it was).
  ///   - keyboardHeight: How far the keyboard reaches up from the container's bottom edge, in
  ///     points (0 without one).
  ///   - container: The container's height and width, and its horizontal safe area (SwiftUI's
  ///     leading and trailing insets), in points.
  ///   - layoutDirection: The container's direction: which of the card's sides the leading inset
  ///     is on (the plan's x is left to right).
  ///   - grid: The container's pixel grid, to which a fitted height is snapped (`nil`: not snapped).
  ///   - isSettling: Whether the sheet settles on its spring: a fitted column at least as tall as
  ///     the target's is kept until it rests.
  ///   - previous: The layout before, kept while the target is unknown.
  /// - Returns: The layout; in ``SheetContentMode/fitToBounds`` the card's height at the target
  ///   (it changes 1:1 with the sheet's height between the lowest and the highest detent), never
  ///   more than the highest card's.
  package static func layout(
    plan: SheetRenderPlan, mode: SheetContentMode, currentHeight: Double, targetHeight: Double?,
    keyboardHeight: Double, container: (height: Double, width: Double, leading: Double, trailing: Double),
    layoutDirection: SheetLayoutDirection = .leftToRight, grid: PixelGrid? = nil, isSettling: Bool = false,
    previous: SheetContentLayout?
  ) -> SheetContentLayout {
    guard let targetHeight, targetHeight.isFinite else {
      return previous
        ?? staticLayout(
          plan: plan, keyboardHeight: keyboardHeight, container: container, layoutDirection: layoutDirection)
    }
    let shift = targetHeight - currentHeight
    let height: Double
    switch mode {
    case .static: height = plan.highestCardHeight
    case .fitToBounds:
      // On the pixel grid: the card's height is, and the shift from the sheet's unsnapped height
      // is not, so without it the column's height moved by a fraction of a pixel every frame of a
      // settle (413.6, 413.7, 413.8 pt) and the content was laid out again each frame.
      let unsnapped = plan.card.height + shift
      let fitted = min(plan.highestCardHeight, max(0, grid?.round(unsnapped) ?? unsnapped))
      // While the sheet settles, a column already as tall as the card will be at the target is
      // kept, and laid out for the detent once the sheet rests there: a settle down keeps the
      // content's bottom on the shrinking card's (laid out for the lower detent at once, a full
      // column ended 139 pt above it at the release of an iPhone 15's sheet settling from 553 pt
      // to `.medium`: the ninth review's 3.2), and a settle up is laid out once, not again each
      // frame as the card's height crosses pixels or stops at its floor.
      if isSettling, let previous, previous.height >= fitted - 0.5 {
        height = previous.height
      } else {
        height = fitted
      }
    }
    // The card's top at the target, and the keyboard's top, in the container.
    let top = plan.card.y - shift
    let keyboardTop = container.height - max(0, keyboardHeight)
    let covered = keyboardHeight > 0 ? max(0, top + height - keyboardTop) : 0
    // The safe area's sides, and the card's gaps to them, in the core's left-to-right x; the
    // padding back on SwiftUI's leading and trailing sides.
    let safe = SheetDirectionConversion.leftAndRight(
      leading: container.leading, trailing: container.trailing, direction: layoutDirection)
    let padding = SheetDirectionConversion.leadingAndTrailing(
      left: max(0, safe.left - plan.card.x),
      right: max(0, safe.right - (container.width - plan.card.x - plan.card.width)), direction: layoutDirection)
    return SheetContentLayout(
      height: height, bottomPadding: max(plan.contentBottomInset, covered), leadingPadding: padding.leading,
      trailingPadding: padding.trailing)
  }

  /// The height (points) of the detent the column is laid out for while the sheet is dragged, in
  /// ``SheetContentMode/fitToBounds``: the lowest detent at or above the sheet's height (the
  /// highest one above all of them), and never below the detent it rested at, so a drag up lays
  /// the content out again once per detent it passes and a drag down not at all (the content's
  /// bottom goes below the card's, as in ``SheetContentMode/static``, until the release).
  ///
  /// - Parameters:
  ///   - currentHeight: The sheet's height now, in points.
  ///   - detentHeights: The detents' heights, in points, in any order.
  ///   - restHeight: The height of the detent the sheet rested at or settled toward when the drag
  ///     began, in points (`nil` when unknown).
  /// - Returns: The height to lay out at, or `restHeight` when there are no detents.
  package static func dragTargetHeight(currentHeight: Double, detentHeights: [Double], restHeight: Double?)
    -> Double?
  {
    // Half a point: a sheet resting at a detent (within the pixel grid) is at it, not below it.
    let heights = detentHeights.filter(\.isFinite)
    let above = heights.filter { $0 >= currentHeight - 0.5 }.min() ?? heights.max()
    guard let above else { return restHeight }
    guard let restHeight, restHeight.isFinite else { return above }
    return max(restHeight, above)
  }

  /// The height (points) of the detent the column is laid out for, in
  /// ``SheetContentMode/fitToBounds``, or `nil` to keep the layout it has: while dragged,
  /// ``dragTargetHeight(currentHeight:detentHeights:restHeight:)``; at rest or settling, the
  /// detent's height (while settling, ``layout(plan:mode:currentHeight:targetHeight:keyboardHeight:container:layoutDirection:grid:isSettling:previous:)``
  /// keeps a column that is already as tall); moving out, `nil`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is presented (`false` while it moves out).
  ///   - phase: What the sheet is doing.
  ///   - currentHeight: The sheet's height now, in points.
  ///   - restHeight: The height of the detent it rests at or settles toward, in points (`nil`
  ///     when there is none).
  ///   - detentHeights: Every detent's height, in points.
  package static func targetHeight(
    isPresented: Bool, phase: SheetPhase, currentHeight: Double, restHeight: Double?, detentHeights: [Double]
  ) -> Double? {
    guard isPresented else { return nil }
    guard phase == .dragging else { return restHeight }
    return dragTargetHeight(currentHeight: currentHeight, detentHeights: detentHeights, restHeight: restHeight)
  }

  private static func staticLayout(
    plan: SheetRenderPlan, keyboardHeight: Double,
    container: (height: Double, width: Double, leading: Double, trailing: Double),
    layoutDirection: SheetLayoutDirection
  ) -> SheetContentLayout {
    layout(
      plan: plan, mode: .static, currentHeight: 0, targetHeight: 0, keyboardHeight: keyboardHeight,
      container: container, layoutDirection: layoutDirection, previous: nil)
  }
}
