import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

@Suite("Geometry conversions")
struct GeometryTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the container is the safe area plus its insets")
  func container() {
    let container = SheetGeometry.container(
      size: CGSize(width: 390, height: 763), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
      scale: 3)
    #expect(
      container == SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("insets that are not lengths count as 0")
  func badInsets() {
    let container = SheetGeometry.container(
      size: CGSize(width: 390, height: 800),
      safeAreaInsets: EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 2),
      scale: 2)
    #expect(container.height == 800)
    #expect(container.width == 392)
    #expect(container.safeArea == .zero)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "the keyboard's height is the bottom inset when it exceeds the container's own",
    arguments: [(CGFloat(34), CGFloat(34), 0.0), (336, 34, 336), (0, 0, 0), (20, 34, 0), (.nan, 34, 0)])
  func keyboard(inset: CGFloat, containerInset: CGFloat, height: Double) {
    #expect(SheetGeometry.keyboardHeight(bottomInset: inset, containerBottomInset: containerInset) == height)
  }

  static let phone = SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  @available(iOS 17, macOS 14, visionOS 1, *)
  static func layout(_ style: SheetStyle, radius: Double? = nil, at height: Double, fitted: Bool = false) -> SheetLayout
  {
    let card = style.cardStyle(cornerRadius: radius)
    let detents: [SheetDetent] = fitted ? [.fitted] : [.height(height), .height(742)]
    let state = SheetState(
      configuration: SheetConfiguration(detents: detents, initialDetent: detents[0].id, style: card),
      container: phone, contentHeight: 300)
    return SheetLayout(plan: state.renderPlan(), style: card, container: phone)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a standard card slides, as tall as the highest detent, its background continuing below")
  func standardLayout() {
    let layout = Self.layout(.standard, at: 422)
    #expect(layout.top == 422)
    #expect(layout.height == 742)
    #expect(layout.width == 390)
    #expect(layout.leading == 0)
    #expect(layout.backgroundExtension == 844)
    #expect(layout.contentBottomInset == 34)
    #expect(layout.topCornerRadius == 14)
    #expect(layout.bottomCornerRadius == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a floating card keeps its bottom edge above the safe area and follows the sheet's top")
  func floatingLayout() {
    let layout = Self.layout(.floating(inset: 10), radius: 30, at: 300)
    #expect(layout.top == 544)
    #expect(layout.height == 266)
    #expect(layout.leading == 10)
    #expect(layout.width == 370)
    #expect(layout.backgroundExtension == 0)
    #expect(layout.contentBottomInset == 0)
    #expect(layout.topCornerRadius == 30)
    #expect(layout.bottomCornerRadius == 30)
    #expect(Self.layout(.floating, at: 300).topCornerRadius == 24, "the floating default")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "a fitted tray shows all of its content above the home indicator",
    arguments: [
      // 300 points of content over a 34-point home indicator: the detent is 334. A floating card
      // sits 34 up and is 300 tall; a standard one reaches the bottom edge, 334 tall, and pads its
      // content by the 34.
      (SheetStyle.floating, 300.0),
      (SheetStyle.standard, 334.0),
    ])
  func fittedTray(style: SheetStyle, card: Double) {
    let layout = Self.layout(style, at: 0, fitted: true)
    #expect(layout.top == 510)
    #expect(layout.height == card)
    #expect(layout.height - layout.contentBottomInset == 300)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the core's content height makes its largest offset the scroll view's")
  func coreContentHeight() {
    // The core's viewport is 588 points; the scroll view shows 560 (a 28-point footer below it):
    // 28 points are added, so both scroll 1440 points.
    let metrics = SheetScrollMetrics(contentHeight: 2000, viewportHeight: 560)
    let content = metrics.coreContentHeight(coreViewport: 588)
    #expect(content == 2028)
    #expect(content - 588 == 2000 - 560)
    #expect(SheetScrollMetrics(contentHeight: 300, viewportHeight: 700).coreContentHeight(coreViewport: 742) == 342)
    #expect(SheetScrollMetrics(contentHeight: 300, viewportHeight: 742).coreContentHeight(coreViewport: 700) == 300)
    #expect(SheetScrollMetrics(contentHeight: .nan, viewportHeight: 700).coreContentHeight(coreViewport: 742) == 0)
    // A 336-point keyboard over an iPhone 15's drawer lifted at .medium: the list shows 405 of its
    // 1200 points, the core's viewport less the keyboard's overlap at 0.88 is 436. Both scroll 795.
    let lifted = SheetScrollMetrics(contentHeight: 1200, viewportHeight: 405).coreContentHeight(coreViewport: 436)
    #expect(lifted == 1231)
    #expect(lifted - 436 == 1200 - 405)
  }

  @available(iOS 18, macOS 15, visionOS 2, *)
  @Test("scroll geometry: content height with its insets, container height as viewport")
  func scrollGeometry() {
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 390, height: 1800),
      contentInsets: EdgeInsets(top: 8, leading: 0, bottom: 20, trailing: 0),
      containerSize: CGSize(width: 390, height: 600))
    #expect(SheetScrollMetrics(geometry) == SheetScrollMetrics(contentHeight: 1828, viewportHeight: 600))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "before iOS 18, a drag that starts on the scroll view at the highest detent belongs to it",
    arguments: [
      (SheetScrollHandoffMode.nativeAtHighestDetent, 300.0, 120.0 as Double?, true, false),
      (.nativeAtHighestDetent, 219, 120, true, true),
      (.nativeAtHighestDetent, 300, 120, false, true),
      (.nativeAtHighestDetent, 300, nil, true, true),
      (.core, 300, 120, true, true),
    ])
  func handoffMode(mode: SheetScrollHandoffMode, y: Double, scrollTop: Double?, atHighest: Bool, accepts: Bool) {
    #expect(
      mode.acceptsDrag(startingAt: y, sheetTop: 100, scrollTop: scrollTop, restsAtHighestDetent: atHighest) == accepts)
  }
}
