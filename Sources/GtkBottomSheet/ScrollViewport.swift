import BottomSheetCore

/// The height of a scrolled content's viewport, so that GTK's largest scroll offset (the
/// adjustment's `upper − page_size`) is the core's `SheetState.maximumScrollOffset`.
package enum ScrollViewport {
  /// The render plan's scroll view height (`SheetRenderPlan.scrollViewHeight`: the content
  /// viewport at the highest detent, growing with the card past it, less what a keyboard covers)
  /// in whole points, at least 1, as GTK allocates widgets.
  package static func height(for plan: SheetRenderPlan) -> Int32 {
    let viewport = plan.scrollViewHeight.rounded()
    guard viewport.isFinite else { return 1 }
    return Int32(min(max(viewport, 1), Double(Int32.max)))
  }
}
