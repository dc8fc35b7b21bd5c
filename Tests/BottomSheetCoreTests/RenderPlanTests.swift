import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Detent spaces, card styles and the render plan that both toolkits draw.
@Suite("Detent spaces and the render plan")
struct RenderPlanTests {
  /// An iPhone 15: 844 × 390 points, a 47-point top inset, a 34-point home indicator, 3×.
  static let phone = SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  static func resolve(
    _ detents: [SheetDetent], space: DetentSpace, style: SheetCardStyle = .standard, content: Double = 300,
    header: Double = 60
  ) -> [String: Double] {
    let state = SheetState(
      configuration: SheetConfiguration(detents: detents, detentSpace: space, style: style), container: phone,
      headerHeight: header, contentHeight: content - header)
    return Dictionary(uniqueKeysWithValues: state.detents.map { ($0.id, $0.height) })
  }

  static let kinds: [SheetDetent] = [
    SheetDetent(id: "half", .fraction(0.5)), SheetDetent(id: "p300", .points(300)), SheetDetent(id: "fit", .fitted),
    .header, .large,
  ]

  @Test("each space measures each kind of detent", arguments: DetentSpace.allCases)
  func spaces(_ space: DetentSpace) {
    let heights = Self.resolve(Self.kinds, space: space)
    let expected: [String: Double] =
      switch space {
      // 0.5 × 844; 300; 300 of content and the 60-point header, each above the 34-point home
      // indicator the standard card keeps clear (in every space); 844 − 47.
      case .container: ["half": 422, "p300": 300, "fit": 334, "header": 94, "large": 797]
      // 0.5 × 797 = 398.5, on the 3× grid 1196 / 3.
      case .available: ["half": 1196.0 / 3, "p300": 300, "fit": 334, "header": 94, "large": 797]
      // 0.5 × (844 − 47 − 34) + 34 = 415.5, on the grid 1247 / 3; points above the 34.
      case .safeArea: ["half": 1247.0 / 3, "p300": 334, "fit": 334, "header": 94, "large": 797]
      }
    #expect(heights == expected)
  }

  @Test("a floating card's fitted and header detents include its bottom margin")
  func floatingMargins() {
    // Inset 16 over a 34-point home indicator: the margin is 34.
    let heights = Self.resolve(Self.kinds, space: .container, style: .floating(inset: 16))
    #expect(heights == ["half": 422, "p300": 300, "fit": 334, "header": 94, "large": 797])
    // Inset 40 is more than the home indicator: the margin is 40, in the safe-area space too.
    let wide = Self.resolve(Self.kinds, space: .safeArea, style: .floating(inset: 40))
    #expect(wide["fit"] == 340)
    #expect(wide["header"] == 100)
    #expect(wide["p300"] == 334)
  }

  static func sheet(
    _ style: SheetCardStyle, at detent: String = "mid", dismissible: Bool = false, presented: Bool = true,
    container: SheetContainer = phone
  ) -> SheetState {
    TestSheet.make(
      TestSheet.points(["low": 200, "mid": 400]) + [.large], at: detent, in: container, presented: presented,
      headerHeight: 50, contentHeight: 3000
    ) {
      $0.allowsDismissal = dismissible
      $0.style = style
    }
  }

  @Test("a standard card spans the width and reaches the bottom edge")
  func standardCard() {
    let plan = Self.sheet(.standard(cornerRadius: 16)).renderPlan()
    #expect(plan.card == SheetRect(x: 0, y: 444, width: 390, height: 400))
    #expect(plan.cornerRadii == SheetCornerRadii(topLeading: 16, topTrailing: 16, bottomLeading: 0, bottomTrailing: 0))
    // 400 − the 50-point header − the 34-point home indicator.
    #expect(plan.contentViewportHeight == 316)
    // 3000 of content in the viewport at the highest detent, 797 − 50 − 34 = 713.
    #expect(plan.maximumScrollOffset == 2287)
    #expect(plan.backdrop == .clear)
  }

  @Test("a floating card is inset and sits its margin above the bottom edge")
  func floatingCard() {
    let plan = Self.sheet(.floating(inset: 20, cornerRadius: 30)).renderPlan()
    #expect(plan.card == SheetRect(x: 20, y: 444, width: 350, height: 366))
    #expect(
      plan.cornerRadii == SheetCornerRadii(topLeading: 30, topTrailing: 30, bottomLeading: 30, bottomTrailing: 30))
    // The card, less the header; nothing to keep clear at its bottom.
    #expect(plan.contentViewportHeight == 316)
    let narrow = SheetContainer(height: 844, width: 30, scale: 3)
    #expect(Self.sheet(.floating(inset: 20), container: narrow).renderPlan().card.width == 0)
  }

  @Test("radii larger than the card are scaled down together, as CSS scales overlapping curves")
  func radiiFitTheCard() {
    // A floating card at a 44-point detent over a 34-point margin is 10 points tall: four
    // 28-point radii would overlap; each side allows its length over the sum of its two radii,
    // the shortest (10 / 56) wins, and every radius is 28 × 10 / 56 = 5.
    let state = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "tiny", .points(44)), SheetDetent(id: "mid", .points(400))],
        style: .floating(inset: 16, cornerRadius: 28)),
      container: Self.phone)
    let plan = state.renderPlan()
    #expect(plan.card.height == 10)
    #expect(plan.cornerRadii == SheetCornerRadii(topLeading: 5, topTrailing: 5, bottomLeading: 5, bottomTrailing: 5))
    // At the middle detent the card (366 tall, 358 wide) has room: the radii stay 28.
    var higher = state
    _ = higher.apply(.move(to: "mid", animated: false), at: 0)
    #expect(higher.renderPlan().cornerRadii.topLeading == 28)
  }

  @Test("fitting radii: each side limits the radii at its ends, bad radii become 0")
  func fittingRadii() {
    let top = SheetCornerRadii(topLeading: 16, topTrailing: 16, bottomLeading: 0, bottomTrailing: 0)
    // 12 tall: the sides hold 16 + 0 in 12, so everything scales by 0.75.
    #expect(
      top.fitted(width: 390, height: 12)
        == SheetCornerRadii(topLeading: 12, topTrailing: 12, bottomLeading: 0, bottomTrailing: 0))
    #expect(top.fitted(width: 390, height: 400) == top)
    // 20 wide: the top side holds 32 in 20, a factor of 0.625.
    #expect(top.fitted(width: 20, height: 400).topLeading == 10)
    let bad = SheetCornerRadii(topLeading: -4, topTrailing: .nan, bottomLeading: .infinity, bottomTrailing: 8)
    #expect(
      bad.fitted(width: 100, height: 100)
        == SheetCornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 0, bottomTrailing: 8))
    #expect(
      top.fitted(width: 0, height: 0)
        == SheetCornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0))
  }

  @Test("past the highest detent the card and the viewport grow with the rubber band")
  func cardGrowsPastTheTop() {
    var state = Self.sheet(.floating(inset: 16), at: "large")
    let resting = state.renderPlan()
    // On the header (the top edge is at 47, the header 50 points tall), 60 points up.
    _ = state.apply(.touchDown(y: 60), at: 0)
    _ = state.apply(.touchMove(y: 0), at: 0.1)
    let pulled = state.renderPlan()
    #expect(state.height > 797)
    #expect(pulled.card.height == state.container.grid.round(state.height - 34))
    #expect(pulled.card.y + pulled.card.height == 810, "the card's bottom stays at its margin")
    #expect(pulled.contentViewportHeight - resting.contentViewportHeight == pulled.card.height - resting.card.height)
  }

  @Test("pulled below the lowest detent the card keeps its size and moves down, at most halfway")
  func cardKeepsItsSizeBelowTheLowest() {
    var state = Self.sheet(.standard, at: "low")
    _ = state.apply(.touchDown(y: 700), at: 0)
    _ = state.apply(.touchMove(y: 1600), at: 0.1)
    let plan = state.renderPlan()
    #expect(state.height == 100, "the rubber band keeps half of the 200-point detent on screen")
    #expect(plan.card == SheetRect(x: 0, y: 744, width: 390, height: 200))
    // A small pull still follows the rubber band, unclamped.
    var small = Self.sheet(.standard, at: "low")
    _ = small.apply(.touchDown(y: 700), at: 0)
    _ = small.apply(.touchMove(y: 750), at: 0.1)
    let band = RubberBand.standard.displayed(overshoot: 50, dimension: 844)
    #expect(abs(small.height - (200 - band)) < 1e-9)
  }

  @Test(
    "the shown content is the content viewport at the sheet's height, the card's below the lowest",
    arguments: [SheetCardStyle.standard, .floating(inset: 16), .morphing()])
  func shownContent(_ style: SheetCardStyle) {
    var state = Self.sheet(style, at: "low")
    let resting = state.renderPlan()
    #expect(resting.shownContentHeight == state.contentViewport(atHeight: state.height))
    #expect(abs(resting.shownContentHeight - resting.contentViewportHeight) < state.container.grid.halfPixel)
    // Pulled down: the card keeps its viewport, the part above the bottom edge shrinks with it.
    _ = state.apply(.touchDown(y: 700), at: 0)
    _ = state.apply(.touchMove(y: 1600), at: 0.1)
    let pulled = state.renderPlan()
    #expect(pulled.shownContentHeight == state.contentViewport(atHeight: state.height))
    #expect(pulled.contentViewportHeight == resting.contentViewportHeight)
    #expect(pulled.shownContentHeight < resting.shownContentHeight)
  }

  @Test("a hidden sheet's card waits below the bottom edge at the lowest detent's size")
  func hiddenCard() {
    let plan = Self.sheet(.floating(inset: 16), presented: false).renderPlan()
    #expect(plan.card.y == 844)
    #expect(plan.card.height == 166)
  }

  @Test("the plan carries the backdrop the configuration's style gives, and none without one")
  func backdrop() {
    var state = Self.sheet(.standard)
    #expect(state.renderPlan().backdrop == .clear)
    let style = BackdropStyle(maximumDimming: 0.5, maximumBlurRadius: 10, undimmedThrough: "low")
    #expect(state.apply(.backdrop(style), at: 0).isEmpty, "a new backdrop moves nothing")
    #expect(state.configuration.backdrop == style)
    #expect(state.renderPlan().backdrop == state.backdrop(style))
    #expect(state.renderPlan().backdrop.dimming > 0)
    _ = state.apply(.backdrop(nil), at: 0)
    #expect(state.renderPlan().backdrop == .clear)
  }
}
