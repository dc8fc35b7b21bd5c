import BottomSheetCore

/// Where the sheet child is allocated in the container, from the core's height.
///
/// The sheet's top edge is at `containerHeight − height`, rounded to the device's pixel grid with
/// the core's `PixelGrid.round(_:)` (the function the core rounds detents with). The sheet is
/// allocated at least as tall as the container, and never shorter than the part showing, so its
/// bottom never shows a gap, even when it is rubber-banded above its highest detent.
package struct SheetPlacement: Sendable, Hashable {
  /// The y of the sheet's top edge in the container, in points, y downward.
  package var y: Double
  /// The height to allocate the sheet, in whole points.
  package var height: Int32

  /// Places a sheet of the core's height in a container.
  ///
  /// - Parameters:
  ///   - containerHeight: The container's allocated height, in points.
  ///   - sheetHeight: The core's `SheetState.height`, in points up from the container's bottom
  ///     edge; a value that is not finite places the sheet out of sight, at the bottom edge.
  ///   - minimumHeight: The sheet widget's minimum height for the allocated width, in points.
  ///   - grid: The display's pixel grid (`state.container.grid`).
  package init(containerHeight: Double, sheetHeight: Double, minimumHeight: Int32, grid: PixelGrid) {
    let visible = sheetHeight.isFinite ? sheetHeight : 0
    y = grid.round(containerHeight - visible)
    let showing = (containerHeight - y).rounded(.up)
    height = max(Self.points(showing), Self.points(containerHeight.rounded(.up)), minimumHeight)
  }

  /// A length in whole points, clamped to what a GTK allocation can hold.
  private static func points(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(min(max(value, 0), Double(Int32.max)))
  }
}
