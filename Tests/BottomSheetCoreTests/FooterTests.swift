import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The footer: pinned to the card's visible bottom, above the home indicator and the keyboard,
/// out of the content's viewport, and part of fitted and header detents.
@Suite("Footer")
struct FooterTests {
  /// An iPhone 15: 844 × 390 points, a 47-point top inset, a 34-point home indicator, 3×.
  static let phone = SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  /// A sheet at `low` 200, `mid` 400 and `large` (797) with a 60-point header, 2000 points of
  /// content and a 64-point footer.
  static func sheet(
    at detent: String = "mid", style: SheetCardStyle = .standard, dismissible: Bool = false,
    policy: KeyboardPolicy = .lift
  ) -> SheetState {
    TestSheet.make(
      TestSheet.points(["low": 200, "mid": 400]) + [.large], at: detent, in: phone, headerHeight: 60,
      contentHeight: 2000, footerHeight: 64
    ) {
      $0.style = style
      $0.allowsDismissal = dismissible
      $0.keyboardPolicy = policy
    }
  }

  @Test("the footer sits above the home indicator and leaves the content's viewport")
  func standardCard() {
    let plan = Self.sheet().renderPlan()
    // The card spans 444…844; the footer's bottom is 844 − 34, its top 810 − 64.
    #expect(plan.footer == SheetRect(x: 0, y: 746, width: 390, height: 64))
    // 400 − 60 header − 64 footer − 34 home indicator.
    #expect(plan.contentViewportHeight == 242)
    #expect(plan.shownContentHeight == 242)
    // At the highest detent, 797 − 60 − 64 − 34 = 639; the content scrolls 2000 − 639.
    #expect(plan.scrollViewHeight == 639)
    #expect(plan.maximumScrollOffset == 1361)
  }

  @Test("a floating card's footer is inset with the card and sits on its bottom edge")
  func floatingCard() {
    let plan = Self.sheet(style: .floating(inset: 16)).renderPlan()
    // Inset 16 from the sides; the margin is the 34-point home indicator, so the card ends at 810.
    #expect(plan.card.y + plan.card.height == 810)
    #expect(plan.footer == SheetRect(x: 16, y: 746, width: 358, height: 64))
  }

  @Test("the footer stays on the visible bottom at every detent and in the rubber band")
  func everyDetentAndTheBand() {
    for detent in ["low", "mid", "large"] {
      #expect(Self.sheet(at: detent).renderPlan().footer.y == 746, "at \(detent)")
    }
    // Pulled up past the highest detent, the card grows and the footer stays put.
    var sheet = Self.sheet(at: "large")
    _ = sheet.apply(.touchDown(y: 100), at: 0)
    _ = sheet.apply(.touchMove(y: 0), at: 0.1)
    #expect(sheet.height > 797)
    #expect(sheet.renderPlan().footer.y == 746)
  }

  @Test("below the lowest detent the footer stays until the card's top reaches it, then rides it")
  func belowTheLowest() {
    var sheet = Self.sheet(at: "low", dismissible: true)
    _ = sheet.apply(.touchDown(y: 700), at: 0)
    _ = sheet.apply(.touchMove(y: 800), at: 0.1)
    // At 100 points the card (200 tall, it keeps the lowest detent's size) runs 744…944: the
    // footer still sits at 746…810.
    #expect(sheet.height == 100)
    #expect(sheet.renderPlan().footer.y == 746)
    _ = sheet.apply(.touchMove(y: 850), at: 0.2)
    // At 50 points the card's top is at 794: the footer rides it.
    #expect(sheet.height == 50)
    #expect(sheet.renderPlan().footer.y == 794)
  }

  @Test("the footer sits on the keyboard under either policy", arguments: KeyboardPolicy.allCases)
  func aboveTheKeyboard(_ policy: KeyboardPolicy) {
    var sheet = Self.sheet(policy: policy)
    _ = sheet.apply(.keyboard(height: 300), at: 0)
    _ = Gestures.tick(&sheet, from: 0, to: 2)
    // Lifted to 700 (lift) or raised to 797 (expand): the footer's bottom is the keyboard's top.
    #expect(sheet.height == (policy == .lift ? 700 : 797))
    #expect(sheet.renderPlan().footer == SheetRect(x: 0, y: 480, width: 390, height: 64))
  }

  @Test("fitted and header detents include the footer, and follow its height")
  func fittedAndHeader() {
    var sheet = TestSheet.make(
      [SheetDetent(id: "fit", .fitted), .header], in: Self.phone, headerHeight: 60, contentHeight: 200,
      footerHeight: 64)
    // 60 + 200 + 64 above the 34-point home indicator; 60 + 64 + 34.
    #expect(sheet.height(ofDetent: "fit") == 358)
    #expect(sheet.height(ofDetent: "header") == 158)
    _ = sheet.apply(.footerHeight(80), at: 0)
    #expect(sheet.height(ofDetent: "fit") == 374)
    #expect(sheet.height(ofDetent: "header") == 174)
    #expect(sheet.renderPlan().footer.height == 80)
    let events = sheet.apply(.footerHeight(-1), at: 0.1)
    #expect(events == [.diagnostic("footer height -1.0 is not a length in [0, 1000000] points; ignored")])
    #expect(sheet.footerHeight == 80)
  }

  @Test("a touch on the footer drags the sheet, as one on the header does")
  func footerTouches() {
    let sheet = Self.sheet()
    #expect(sheet.region(atX: 100, y: 780) == .header)
    #expect(sheet.region(atX: 100, y: 700) == .content)
    #expect(sheet.region(atX: 100, y: 470) == .header)
  }

  @Test("without a footer the rectangle has no height and nothing else changes")
  func noFooter() {
    let plain = TestSheet.make(
      TestSheet.points(["low": 200, "mid": 400]) + [.large], at: "mid", in: Self.phone, headerHeight: 60,
      contentHeight: 2000)
    let plan = plain.renderPlan()
    #expect(plan.footer == SheetRect(x: 0, y: 810, width: 390, height: 0))
    #expect(plan.contentViewportHeight == 306)
  }
}
