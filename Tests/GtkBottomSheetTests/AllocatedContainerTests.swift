import BottomSheetCore
import Testing

@testable import GtkBottomSheet

/// The container the view gives the core is built from its allocation only when that changes.
@Suite("The container built from the allocation")
struct AllocatedContainerTests {
  static let floating = BottomSheetStyle.floating(inset: 16).cardStyle

  static func inputs(
    width: Int32 = 390, height: Int32 = 844, scale: Int32 = 1, topInset: Double = 0,
    style: SheetCardStyle = floating
  ) -> AllocatedContainer.Inputs {
    AllocatedContainer.Inputs(width: width, height: height, scale: scale, topInset: topInset, style: style)
  }

  @Test("the first allocation builds the container and the card's width, as the style gives them")
  func firstBuild() {
    var cache = AllocatedContainer()
    #expect(cache.inputs == nil)
    let built = cache.update(Self.inputs(topInset: 40))
    #expect(built)
    let expected = Self.floating.container(width: 390, height: 844, scale: 1, topObstruction: 40)
    #expect(cache.container == expected)
    #expect(cache.sheetWidth == 358, "390 less a 16-point inset on either side")
    #expect(cache.buildCount == 1)
  }

  @Test("allocations of the same size, scale, top inset and style build nothing")
  func sameAllocation() {
    var cache = AllocatedContainer()
    cache.update(Self.inputs())
    let container = cache.container
    for _ in 0..<10 {
      let built = cache.update(Self.inputs())
      #expect(!built)
    }
    #expect(cache.buildCount == 1)
    #expect(cache.container == container)
  }

  @Test(
    "a new size, scale, top inset or style builds the container again",
    arguments: [
      AllocatedContainerTests.inputs(width: 600), AllocatedContainerTests.inputs(height: 700),
      AllocatedContainerTests.inputs(scale: 2), AllocatedContainerTests.inputs(topInset: 24),
      AllocatedContainerTests.inputs(style: BottomSheetStyle.standard.cardStyle),
    ])
  func changedAllocation(_ changed: AllocatedContainer.Inputs) {
    var cache = AllocatedContainer()
    cache.update(Self.inputs())
    let built = cache.update(changed)
    #expect(built)
    #expect(cache.buildCount == 2)
    let expected = changed.style.container(
      width: Double(changed.width), height: Double(changed.height), scale: Double(changed.scale),
      topObstruction: changed.topInset)
    #expect(cache.container == expected)
    #expect(
      cache.sheetWidth
        == SheetAllocation.points(changed.style.horizontalFrame(in: expected).width.rounded(.down)))
    let again = cache.update(changed)
    #expect(!again, "and not again for the same allocation")
  }
}
