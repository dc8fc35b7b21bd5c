import BottomSheetCore

/// The height of a scrolled content's viewport, so that GTK's largest scroll offset (the
/// adjustment's `upper − page_size`) is the core's `SheetState.maximumScrollOffset`.
package enum ScrollViewport {
  /// The part of the sheet below the header at the highest detent (before keyboard lift), in
  /// whole points, at least 1.
  package static func height(for state: SheetState) -> Int32 {
    let highest = state.baseDetents.last?.height ?? 0
    let viewport = (highest - state.headerHeight).rounded()
    guard viewport.isFinite else { return 1 }
    return Int32(min(max(viewport, 1), Double(Int32.max)))
  }
}
