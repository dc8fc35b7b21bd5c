import BottomSheetCore
import Testing

@testable import GtkBottomSheet

/// The sheet widget's allocation, converted from the core's render plan, and the container the
/// view gives the core.
@Suite("Sheet allocation from the render plan")
struct SheetAllocationTests {
  static func state(_ style: BottomSheetStyle, at detent: String = "low", header: Double = 60) -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .points(136)), SheetDetent(id: "high", .points(616))],
        initialDetent: detent, style: style.cardStyle),
      container: style.cardStyle.container(width: 390, height: 844, scale: 1), headerHeight: header, contentHeight: 3000
    )
  }

  @Test("a standard sheet is allocated where its card is, as tall as at the highest detent")
  func standard() {
    let allocation = SheetAllocation(plan: Self.state(.standard).renderPlan(), minimumHeight: 200)
    #expect(allocation == SheetAllocation(x: 0, y: 708, width: 390, height: 616))
  }

  @Test("the footer widget is allocated at the plan's footer, its height rounded up to whole points")
  func footer() {
    var state = Self.state(.floatingCard)
    _ = state.apply(.footerHeight(52.5), at: 0)
    // The card runs 708…828 (16 points above the bottom edge): the footer is its last 52.5 points,
    // its top 775.5 rounded down onto the 1× pixel grid.
    #expect(state.renderPlan().footer == SheetRect(x: 16, y: 775, width: 358, height: 52.5))
    #expect(SheetAllocation(footer: state.renderPlan()) == SheetAllocation(x: 16, y: 775, width: 358, height: 53))
  }

  @Test("a floating card is inset, and allocated as tall as its card at the highest detent")
  func floating() {
    let state = Self.state(.floatingCard)
    #expect(state.container.safeArea.top == 16, "the card keeps its inset from the top")
    let plan = state.renderPlan()
    #expect(plan.card == SheetRect(x: 16, y: 708, width: 358, height: 120))
    #expect(SheetAllocation(plan: plan, minimumHeight: 100) == SheetAllocation(x: 16, y: 708, width: 358, height: 600))
  }

  @Test("past the highest detent the allocation grows with the card, and never below the minimum")
  func growsPastTheTopAndKeepsTheMinimum() {
    var state = Self.state(.standard, at: "high")
    _ = state.apply(.touchDown(x: 195, y: 240), at: 0)
    _ = state.apply(.touchMove(x: 195, y: 140), at: 0.1)
    let plan = state.renderPlan()
    #expect(plan.card.height > 616)
    #expect(SheetAllocation(plan: plan, minimumHeight: 0).height == Int32(plan.card.height.rounded(.up)))
    #expect(SheetAllocation(plan: Self.state(.standard).renderPlan(), minimumHeight: 900).height == 900)
  }

  @Test("the view's style gives the core its card style and container")
  func styleConversion() {
    #expect(BottomSheetStyle.standard.cardStyle == .standard(cornerRadius: 14))
    #expect(
      BottomSheetStyle.floating(inset: 20, cornerRadius: 30).cardStyle
        == .floating(inset: 20, cornerRadius: 30, maximumWidth: 640))
    #expect(
      BottomSheetStyle.floating(inset: 16).cardStyle.container(width: 800, height: 600, scale: 1, topObstruction: 44)
        == SheetContainer(
          height: 600, width: 800, safeArea: SafeAreaInsets(top: 60), scale: 1, topObstruction: 44))
    #expect(
      BottomSheetStyle.standard.cardStyle.container(width: 390, height: 844, scale: 2)
        == SheetContainer(height: 844, width: 390, scale: 2))
  }

  @Test("the view's styles are the core's card with its defaults, plus the material's blur")
  func defaultsAreTheCores() {
    #expect(BottomSheetStyle.floatingCard.cardStyle == .floating(maximumWidth: SheetWidthPolicy.defaultMaximumWidth))
    #expect(BottomSheetStyle.floatingCard.materialBlurRadius == 24)
    #expect(
      BottomSheetStyle.morphing().cardStyle == SheetCardStyle.morphing().widthPolicy(.adaptive(alignment: .center)))
    let card = BottomSheetStyle.morphing().cardStyle
    #expect(card.inset == 16 && card.cornerRadius == 24 && card.expandedCornerRadius == 14)
    // The CSS draws a standard sheet with the core's radius.
    #expect(StyleSheet.sheet.contains("border-top-left-radius: 14px;"))
    #expect(BottomSheetStyle.standard.cardStyle.cornerRadius == SheetCardStyle.Defaults.standardCornerRadius)
    var style = BottomSheetStyle(cardStyle: .floating())
    #expect(style.materialBlurRadius == BottomSheetStyle.defaultMaterialBlurRadius)
    style.materialBlurRadius = .nan
    #expect(style.materialBlurRadius == 0)
    style.materialBlurRadius = -3
    #expect(style.materialBlurRadius == 0)
  }

  @Test("the list's viewport is the core's at the highest detent, and grows past it")
  func viewport() {
    var state = Self.state(.standard, at: "high")
    #expect(ScrollViewport.height(for: state.renderPlan()) == 556)
    _ = state.apply(.touchDown(x: 195, y: 240), at: 0)
    _ = state.apply(.touchMove(x: 195, y: 140), at: 0.1)
    #expect(Double(ScrollViewport.height(for: state.renderPlan())) == (state.height - 60).rounded())
  }
}

/// A marker widget's bounds, converted to the core's marker position.
@Suite("Marker position from GTK bounds")
struct MarkerPositionTests {
  @Test("below the header, plus what the content has scrolled; bounds that are no numbers give none")
  func bottom() {
    // A row 52 points tall whose top is 81 points below the sheet's top, under a 21-point header.
    #expect(MarkerPosition.bottom(top: 81, height: 52, headerHeight: 21, scrolled: 0) == 112)
    // In a list scrolled 300 points, the same row is 300 points further down the content.
    #expect(MarkerPosition.bottom(top: 81, height: 52, headerHeight: 21, scrolled: 300) == 412)
    #expect(MarkerPosition.bottom(top: .nan, height: 52, headerHeight: 21, scrolled: 0) == nil)
    #expect(MarkerPosition.bottom(top: -100, height: 10, headerHeight: 21, scrolled: 0) == 0)
  }
}
