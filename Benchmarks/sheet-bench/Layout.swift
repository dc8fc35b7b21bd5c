import BottomSheetCore
import CAllocationCounter
import Foundation

/// A search sheet's layout as the toolkits give it: a 60-point header, 2,000 points of content
/// in two scroll regions (a 44-point row of categories and a list below it) and a 64-point
/// footer, with the toolkits' 10-point touch slop.
func layoutSheet() -> SheetState {
  var state = SheetState(
    configuration: SheetConfiguration(detents: detents, initialDetent: "mid", touchSlop: 10), container: phone,
    headerHeight: 60,
    contentHeight: 2000, footerHeight: 64)
  _ = state.apply(
    .scrollRegions([
      SheetScrollRegion(
        id: "categories", frame: SheetRect(x: 0, y: 60, width: 390, height: 44), axis: .horizontal,
        contentLength: 900),
      SheetScrollRegion(
        id: "list", frame: SheetRect(x: 0, y: 104, width: 390, height: 600), axis: .vertical, contentLength: 2000),
    ]), at: 0)
  return state
}

/// Allocations per touch event on the list region (a drag that raises the sheet, then scrolls the
/// list at the highest detent and hands back), per frame while it settles, and per render plan
/// (with the footer's rectangle), for ``layoutSheet()``.
func measureLayout(gestures: Int) -> (touch: Double, frame: Double, plan: Double) {
  var state = layoutSheet()
  var t = 0.0
  var (touches, touchAllocations) = (0, UInt64(0))
  var (frames, frameAllocations) = (0, UInt64(0))
  var (plans, planAllocations) = (0, UInt64(0))
  var listMoved = false
  for _ in 0..<gestures {
    // Down on the list, above the footer; the move that crosses the slop begins the drag
    // (it reports `dragBegan`, an event array) and is left out, as in `measureDrag`.
    let y = state.topEdge + 120
    t += 0.01
    _ = state.apply(.touchDown(x: 195, y: y), at: t)
    t += 0.008
    _ = state.apply(.touchMove(x: 195, y: y - 20), at: t)
    allocation_counter_start()
    for step in 1...120 {
      t += 0.008
      let finger = y - 20 - 600 * sin(Double(step) / 38)
      blackHole(state.apply(.touchMove(x: 195, y: finger), at: t))
      touches += 1
      if state.scrollRegions[1].offset > 0 { listMoved = true }
    }
    touchAllocations += allocation_counter_stop()
    // The release reports `willSettle` (an event array): left out.
    t += 0.008
    _ = state.apply(.touchUp(x: 195, y: y - 20 - 600 * sin(121.0 / 38)), at: t)
    while state.phase == .settling || state.isDecelerating {
      t += 1.0 / 120
      allocation_counter_start()
      let events = state.tick(at: t)
      let counted = allocation_counter_stop()
      // The frame that ends the settle reports `settled` (an event array): left out.
      if events.isEmpty {
        frameAllocations += counted
        frames += 1
      }
      allocation_counter_start()
      let plan = state.renderPlan()
      planAllocations += allocation_counter_stop()
      blackHole(plan.footer.y)
      plans += 1
    }
  }
  precondition(listMoved, "the drags never scrolled the list region")
  return (
    Double(touchAllocations) / Double(max(1, touches)), Double(frameAllocations) / Double(max(1, frames)),
    Double(planAllocations) / Double(max(1, plans))
  )
}
