import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Who owns the scroll offset, and what a toolkit's reported offset is.
@Suite("Scroll offset ownership")
struct ScrollOffsetOwnershipTests {
  @Test("at rest, an offset more than 1.5 points from the core's is a report; within it, the core's own")
  func atRest() {
    let resting = ScrollOffsetOwnership(offset: 240, coreOwnsOffset: false)
    #expect(resting.verdict(on: 240) == .agrees)
    #expect(resting.verdict(on: 241.5) == .agrees, "GTK's list view lands up to a point away")
    #expect(resting.verdict(on: 238.6) == .agrees)
    #expect(resting.verdict(on: 241.6) == .report(241.6))
    #expect(resting.verdict(on: -30) == .report(-30))
    #expect(resting.input(forReported: 300) == .scroll(to: 300))
    #expect(resting.input(forReported: 241) == nil)
    #expect(resting.verdict(on: .nan) == .agrees)
  }

  @Test("while the core owns the offset, a scroll view that strays is noise: it shows the core's")
  func whileOwned() {
    let owned = ScrollOffsetOwnership(offset: 240, coreOwnsOffset: true)
    #expect(owned.verdict(on: 252) == .strayed(coreOffset: 240))
    #expect(owned.verdict(on: 241) == .agrees)
    #expect(owned.input(forReported: 252) == nil)
  }

  @Test("the core owns the offset while a touch holds the sheet, while it settles and while the content coasts")
  func fromState() {
    var state = TestSheet.make(
      TestSheet.points(["low": 200, "high": 600]), at: "high", in: SheetContainer(height: 800, scale: 2),
      contentHeight: 2000)
    #expect(!ScrollOffsetOwnership(state).coreOwnsOffset)
    _ = state.apply(.touchDown(y: 500), at: 0)
    #expect(ScrollOffsetOwnership(state).coreOwnsOffset)
    _ = state.apply(.touchMove(y: 400), at: 0.05)
    _ = state.apply(.touchMove(y: 300), at: 0.1)
    _ = state.apply(.touchUp(y: 300), at: 0.1)
    #expect(state.isDecelerating)
    #expect(ScrollOffsetOwnership(state).coreOwnsOffset, "the content coasts")
    _ = state.tick(at: 10)
    #expect(!ScrollOffsetOwnership(state).coreOwnsOffset)
    #expect(ScrollOffsetOwnership(state).offset == state.scrollOffset)
  }
}
