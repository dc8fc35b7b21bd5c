import BottomSheetCore

/// The height of a scrolled content's viewport, so that GTK's largest scroll offset (the
/// adjustment's `upper − page_size`) is the core's `SheetState.maximumScrollOffset`.
package enum ScrollViewport {
  /// The core's content viewport (`SheetState.contentViewport(atHeight:headerHeight:)`) at the
  /// highest detent before keyboard lift — or, past the highest detent, at the sheet's height, so
  /// the list grows with the card and no empty band shows under it — less the part a keyboard
  /// covers (`SheetState.keyboardOverlap`), so the list's last rows scroll up above it; in whole
  /// points, at least 1.
  package static func height(for state: SheetState) -> Int32 {
    let highest = state.baseDetents.last?.height ?? 0
    let liftedHighest = state.detents.last?.height ?? 0
    let past = max(0, state.height - liftedHighest)
    let viewport = (state.contentViewport(atHeight: highest) + past - state.keyboardOverlap).rounded()
    guard viewport.isFinite else { return 1 }
    return Int32(min(max(viewport, 1), Double(Int32.max)))
  }
}
