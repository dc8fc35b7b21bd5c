import Testing

@testable import BottomSheetCore

@Suite("Detents")
struct DetentResolutionTests {
  let phone = SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  func resolve(_ detents: [SheetDetent], in container: SheetContainer, content: Double = 0) -> [ResolvedDetent] {
    DetentResolution.resolve(DetentResolution.normalize(detents).detents, in: container, contentHeight: content).detents
  }

  @Test func fractionsRoundToThePixelGrid() {
    let resolved = resolve([.fraction(0.16), .medium, .fraction(0.88)], in: phone)
    #expect(resolved.map(\.height) == [135, 422, 2228.0 / 3])
  }

  @Test func pixelGridRoundsHalfAwayFromZero() {
    let grid = PixelGrid(scale: 2)
    #expect(grid.round(161.75) == 162)
    #expect(grid.round(582.3) == 582.5)
    #expect(grid.halfPixel == 0.25)
    #expect(PixelGrid(scale: 0).scale == 1)
    #expect(grid.isSame(100, 100.25))
    #expect(!grid.isSame(100, 100.26))
  }

  @Test func largeIsTheMaximumHeight() {
    #expect(resolve([.large], in: phone).map(\.height) == [797])
  }

  @Test func aboveTheMaximumIsClamped() {
    let result = DetentResolution.resolve([.height(900)], in: phone, contentHeight: 0)
    #expect(result.detents.map(\.height) == [797])
    #expect(result.clamped == ["height(900.0)"])
    #expect(result.diagnostics.count == 1)
  }

  @Test func orderedByHeightTiesByPosition() {
    let resolved = resolve(
      [SheetDetent(id: "full", .fraction(1)), SheetDetent(id: "a", .points(200)), SheetDetent(id: "b", .points(200))],
      in: SheetContainer(height: 800))
    #expect(resolved.map(\.id) == ["a", "b", "full"])
  }

  @Test func normalizationDropsBadAndRepeatedDetents() {
    let result = DetentResolution.normalize([
      SheetDetent(id: "a", .fraction(0.5)), SheetDetent(id: "b", .fraction(-0.5)), SheetDetent(id: "c", .points(-20)),
      SheetDetent(id: "d", .fraction(.nan)), SheetDetent(id: "e", .points(.infinity)),
      SheetDetent(id: "f", .fraction(0)),
      SheetDetent(id: "a", .fraction(0.3)),
    ])
    #expect(result.detents.map(\.id) == ["a"])
    #expect(result.diagnostics.count == 6)
  }

  @Test func emptyListBecomesOneAtTheMaximum() {
    let result = DetentResolution.resolve([], in: phone, contentHeight: 0)
    #expect(result.detents == [ResolvedDetent(id: "max", height: 797)])
    #expect(result.diagnostics.count == 1)
  }

  @Test(arguments: [(231.3, 232.0), (402.2, 403), (40, 80), (5000, 720)])
  func fittedFollowsContent(content: Double, expected: Double) {
    #expect(resolve([.fitted], in: SheetContainer(height: 800), content: content).map(\.height) == [expected])
  }

  struct HalfOfSafeArea: CustomSheetDetent {
    static func height(in context: DetentContext) -> Double? {
      (context.containerHeight - context.safeArea.top - context.safeArea.bottom) / 2
    }
  }

  struct Never: CustomSheetDetent {
    static func height(in context: DetentContext) -> Double? { nil }
  }

  @Test func customDetentGetsItsContext() {
    #expect(
      resolve([.custom(HalfOfSafeArea.self)], in: phone).map(\.height) == [1145.0 / 3],
      "381.5 pt lands on the 1/3-pt grid at 381.67")
    #expect(SheetDetent.custom(HalfOfSafeArea.self) == SheetDetent.custom(HalfOfSafeArea.self))
    #expect(SheetDetent.custom(HalfOfSafeArea.self) != SheetDetent.custom(Never.self))
    let dropped = DetentResolution.resolve([.custom(Never.self), .medium], in: phone, contentHeight: 0)
    #expect(dropped.detents.map(\.id) == ["medium"])
    #expect(dropped.diagnostics.count == 1)
  }
}
