import BottomSheetCore
import GtkBottomSheet
import Testing

@Suite("Core height to allocation")
struct SheetPlacementTests {
  let grid1 = PixelGrid(scale: 1)
  let grid2 = PixelGrid(scale: 2)

  @Test func theTopEdgeIsTheContainerHeightLessTheSheetHeight() {
    let placement = SheetPlacement(containerHeight: 844, sheetHeight: 135, minimumHeight: 300, grid: grid1)
    #expect(placement.y == 709)
    #expect(placement.height == 844)
  }

  @Test func theTopEdgeIsRoundedToThePixelGrid() {
    let onePixel = SheetPlacement(containerHeight: 844, sheetHeight: 422.3, minimumHeight: 0, grid: grid1)
    #expect(onePixel.y == 422)
    let halfPoint = SheetPlacement(containerHeight: 844, sheetHeight: 422.3, minimumHeight: 0, grid: grid2)
    #expect(halfPoint.y == 421.5)
    let halfway = SheetPlacement(containerHeight: 844, sheetHeight: 100.5, minimumHeight: 0, grid: grid1)
    #expect(halfway.y == 744)  // 743.5 rounds away from zero
  }

  @Test func aSheetRubberBandedAboveTheContainerIsAllocatedTallEnoughToReachTheBottom() {
    let placement = SheetPlacement(containerHeight: 844, sheetHeight: 860.4, minimumHeight: 0, grid: grid1)
    #expect(placement.y == -16)
    #expect(placement.height == 860)
    let fractional = SheetPlacement(containerHeight: 844, sheetHeight: 860.4, minimumHeight: 0, grid: grid2)
    #expect(fractional.y == -16.5)
    #expect(fractional.height == 861)
  }

  @Test func theSheetIsNeverAllocatedBelowItsMinimumHeight() {
    let placement = SheetPlacement(containerHeight: 200, sheetHeight: 80, minimumHeight: 320, grid: grid1)
    #expect(placement.y == 120)
    #expect(placement.height == 320)
  }

  @Test func aHiddenOrUnknownHeightPutsTheSheetAtTheBottomEdge() {
    let hidden = SheetPlacement(containerHeight: 844, sheetHeight: 0, minimumHeight: 0, grid: grid1)
    #expect(hidden.y == 844)
    let nan = SheetPlacement(containerHeight: 844, sheetHeight: .nan, minimumHeight: 0, grid: grid1)
    #expect(nan.y == 844)
    #expect(nan.height == 844)
  }
}
