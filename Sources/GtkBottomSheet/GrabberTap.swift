import BottomSheetCore

/// What a tap (a click) on the grabber does: as a tap on UIKit's sheet grabber
/// (`UISheetPresentationController.prefersGrabberVisible`), it cycles through the detents — to
/// the next taller one, and from the tallest back to the lowest.
package enum GrabberTap {
  /// The core input for a tap on the grabber of a sheet in `state`: a move to the first detent
  /// taller than the current one by more than half a device pixel (coincident detents are one
  /// stop), or to the lowest from the tallest; `nil` for a hidden sheet or a single stop.
  package static func input(in state: SheetState) -> SheetInput? {
    guard state.isPresented, let current = state.detents.first(where: { $0.id == state.detent }) else { return nil }
    let halfPixel = state.container.grid.halfPixel
    let next =
      state.detents.first { $0.height > current.height + halfPixel }
      ?? state.detents.first { $0.height < current.height - halfPixel }
    return next.map { .move(to: $0.id, animated: true) }
  }
}
