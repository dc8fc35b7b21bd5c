import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// `sheetFooter { … }`: where the footer's view goes over the content, and what is reported.
@Suite("Footer placement")
struct FooterPlacementTests {
  /// An iPhone 15 (844 × 390, a 34-point home indicator) with a floating card at 400 points, a
  /// 60-point header, 2000 points of content and a 64-point footer.
  static func plan(keyboard: Double = 0) -> SheetRenderPlan {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "mid", .points(400)), .large], style: .floating(inset: 16)),
      container: SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: 2000, footerHeight: 64)
    if keyboard > 0 {
      _ = state.apply(.keyboard(height: keyboard), at: 0)
      _ = state.tick(at: 2)
    }
    return state.renderPlan()
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the footer goes on the card's bottom edge, relative to the content below the header")
  func overTheContent() {
    // The card is 358 wide at x 16 and runs 444…810; the footer 746…810. The content starts 60
    // points (the header) and 0 points into the card: the footer is 302 − 60 = 242 below its top.
    let placement = SheetFooterPlacement(
      plan: Self.plan(), contentOrigin: SheetFooterPlacement.Origin(x: 0, y: 60))
    #expect(placement == SheetFooterPlacement(x: 0, y: 242, width: 358))
    // Content padded 20 points in from the card's edge: the footer reaches back to the edge.
    let padded = SheetFooterPlacement(plan: Self.plan(), contentOrigin: SheetFooterPlacement.Origin(x: 20, y: 60))
    #expect(padded.x == -20)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("with a keyboard the footer rides on its top edge")
  func aboveTheKeyboard() {
    // Lifted by 300 to 700: the card runs 144…810, the keyboard's top is at 544, the footer
    // 480…544: 336 below the card's top, 276 below the content's.
    let placement = SheetFooterPlacement(
      plan: Self.plan(keyboard: 300), contentOrigin: SheetFooterPlacement.Origin(x: 0, y: 60))
    #expect(placement.y == 276)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("only a new length is reported to the core")
  func report() {
    #expect(SheetFooterPlacement.report(measured: 64, current: 0) == 64)
    #expect(SheetFooterPlacement.report(measured: 64, current: 64) == nil)
    #expect(SheetFooterPlacement.report(measured: .nan, current: 0) == nil)
    #expect(SheetFooterPlacement.report(measured: -1, current: 0) == nil)
    #expect(SheetFooterPlacement.report(measured: 0, current: 64) == 0)
  }
}
