import BottomSheetCore
import GtkBottomSheet
import Testing

@Suite("Sheet frame for a style")
struct SheetFrameTests {
  let grid = PixelGrid(scale: 1)

  @Test func theStandardSheetSpansTheContainer() {
    let frame = SheetFrame(
      containerWidth: 390, containerHeight: 844, style: .standard, sheetHeight: 135, minimumHeight: 300, grid: grid)
    #expect(frame.x == 0)
    #expect(frame.width == 390)
    #expect(frame.y == 709)
    #expect(frame.allocatedHeight == 844)
    #expect(frame.visibleBottom == 844)
    #expect(frame.visibleHeight == 135)
  }

  @Test func aFloatingCardIsInsetFromTheSidesAndTheBottom() {
    let frame = SheetFrame(
      containerWidth: 390, containerHeight: 844, style: .floatingCard, sheetHeight: 350, minimumHeight: 600,
      grid: grid)
    #expect(frame.x == 16)
    #expect(frame.width == 358)
    // The card's bottom edge is 16 points above the container's; its height is the core's.
    #expect(frame.visibleBottom == 828)
    #expect(frame.y == 478)
    #expect(frame.visibleHeight == 350)
    #expect(frame.allocatedHeight == 828)
  }

  @Test func theCoreLaysAFloatingCardOutAboveTheInsetAndBelowTheTopMargin() {
    let container = SheetFrame.coreContainer(width: 390, height: 844, style: .floatingCard, scale: 2)
    #expect(container.height == 828)
    #expect(container.safeArea.top == 16)
    #expect(container.maximumSheetHeight == 812)
    #expect(container.scale == 2)
    let standard = SheetFrame.coreContainer(width: 390, height: 844, style: .standard, scale: 1)
    #expect(standard == SheetContainer(height: 844, width: 390, scale: 1))
  }

  @Test func pressesCountOnlyOnThePartThatShows() {
    let frame = SheetFrame(
      containerWidth: 390, containerHeight: 844, style: .floatingCard, sheetHeight: 120, minimumHeight: 0, grid: grid)
    #expect(frame.contains(x: 195, y: 720))
    #expect(!frame.contains(x: 8, y: 800), "the side margin is the background")
    #expect(!frame.contains(x: 195, y: 836), "the bottom margin is the background")
    #expect(!frame.contains(x: 195, y: 700), "above the card")
    let hidden = SheetFrame(
      containerWidth: 390, containerHeight: 844, style: .standard, sheetHeight: 0, minimumHeight: 0, grid: grid)
    #expect(!hidden.contains(x: 195, y: 844))
  }

  @Test func badStyleValuesBecomeZero() {
    let style = BottomSheetStyle.floating(inset: -4, cornerRadius: .nan, materialBlurRadius: .infinity)
    #expect(style.isFloating)
    #expect(style.inset == 0)
    #expect(style.cornerRadius == 0)
    #expect(style.materialBlurRadius == 0)
    #expect(BottomSheetStyle.floatingCard == .floating(inset: 16, cornerRadius: 24, materialBlurRadius: 24))
    #expect(!BottomSheetStyle.standard.isFloating)
  }
}

@Suite("Backdrop drawing and input")
struct BackdropConversionTests {
  @Test func blurredBackgroundsOverhangEveryEdgeByTheRadius() {
    let coverage = BlurCoverage(width: 390, height: 844, radius: 14)
    #expect(abs(coverage.scaleX * 390 - (390 + 28)) < 1e-9)
    #expect(abs(coverage.scaleY * 844 - (844 + 28)) < 1e-9)
    let none = BlurCoverage(width: 390, height: 844, radius: 0)
    #expect(none.scaleX == 1 && none.scaleY == 1)
    let empty = BlurCoverage(width: 0, height: .nan, radius: .infinity)
    #expect(empty.scaleX == 1 && empty.scaleY == 1)
  }

  @Test func aTapOnTheScrimDismissesCollapsesOrDoesNothing() {
    #expect(ScrimTap(allowsDismissal: true, undimmedThrough: nil) == .dismiss)
    #expect(ScrimTap(allowsDismissal: true, undimmedThrough: "mid") == .dismiss)
    #expect(ScrimTap(allowsDismissal: false, undimmedThrough: "mid") == .collapse(to: "mid"))
    #expect(ScrimTap(allowsDismissal: false, undimmedThrough: nil) == .ignore)
  }

  @Test func theListViewportIsTheHighestDetentLessTheHeader() {
    let state = SheetState(
      configuration: SheetConfiguration(detents: [.header, SheetDetent(id: "top", .fraction(0.88))]),
      container: SheetContainer(height: 844), headerHeight: 73, contentHeight: 550_000)
    #expect(ScrollViewport.height(for: state) == 670)
    #expect(Double(ScrollViewport.height(for: state)) == 743 - state.headerHeight)
    #expect(state.maximumScrollOffset == 550_000 - 670)
    let tiny = SheetState(
      configuration: SheetConfiguration(detents: [.height(40)]), container: SheetContainer(height: 844),
      headerHeight: 73)
    #expect(ScrollViewport.height(for: tiny) == 1)
  }
}
