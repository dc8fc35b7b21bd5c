import BottomSheetCore

/// Where the sheet is in the container for a style: the core's container, the sheet's
/// allocation, and the part of it that shows.
///
/// The core lays the sheet out in a container of the view's height less the style's bottom inset,
/// with a top safe-area inset equal to the style's inset (a floating card never touches the top).
/// The sheet is allocated `inset` points from each side; its top edge comes from
/// `SheetPlacement` in that container; the part that shows runs from the top edge down to the
/// card's bottom (`containerHeight − inset`). Points, y downward.
package struct SheetFrame: Sendable, Hashable {
  /// The x of the sheet's left edge in the container, in points.
  package var x: Double
  /// The sheet's width, in points.
  package var width: Double
  /// The y of the sheet's top edge in the container, in points.
  package var y: Double
  /// The sheet's allocated height, in whole points (at least what shows).
  package var allocatedHeight: Int32
  /// The y of the bottom of the part that shows, in points: the container's bottom edge less the
  /// style's inset.
  package var visibleBottom: Double

  /// The height of the part that shows, in points (0 when hidden).
  package var visibleHeight: Double { max(0, visibleBottom - y) }

  /// Places a sheet of the core's height.
  ///
  /// - Parameters:
  ///   - containerWidth: The view's allocated width, in points.
  ///   - containerHeight: The view's allocated height, in points.
  ///   - style: The style (its inset; 0 for the standard style).
  ///   - sheetHeight: The core's `SheetState.height`, in points.
  ///   - minimumHeight: The sheet widget's minimum height for its width, in points.
  ///   - grid: The display's pixel grid.
  package init(
    containerWidth: Double, containerHeight: Double, style: BottomSheetStyle, sheetHeight: Double,
    minimumHeight: Int32, grid: PixelGrid
  ) {
    let inset = min(style.inset, max(0, containerWidth / 2))
    let placement = SheetPlacement(
      containerHeight: Self.coreHeight(containerHeight: containerHeight, style: style), sheetHeight: sheetHeight,
      minimumHeight: minimumHeight, grid: grid)
    x = inset
    width = max(0, containerWidth - 2 * inset)
    y = placement.y
    allocatedHeight = placement.height
    visibleBottom = containerHeight - style.inset
  }

  /// The height of the container the core lays the sheet out in, in points: the view's height
  /// less the style's bottom inset.
  package static func coreHeight(containerHeight: Double, style: BottomSheetStyle) -> Double {
    containerHeight - style.inset
  }

  /// The core's container for a view of `width` × `height` points on a display of `scale`
  /// device pixels per point.
  package static func coreContainer(
    width: Double, height: Double, style: BottomSheetStyle, scale: Double
  ) -> SheetContainer {
    SheetContainer(
      height: coreHeight(containerHeight: height, style: style), width: width,
      safeArea: SafeAreaInsets(top: style.inset, bottom: 0), scale: scale)
  }

  /// Whether a press at (`x`, `y`) (points, container coordinates) lands on the part of the
  /// sheet that shows.
  package func contains(x px: Double, y py: Double) -> Bool {
    visibleHeight > 0 && px >= x && px <= x + width && py >= y && py <= visibleBottom
  }
}
