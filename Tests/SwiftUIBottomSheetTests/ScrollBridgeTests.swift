import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The native scroll view and the core agree on the offset in both directions.
@Suite("Scroll bridge")
struct ScrollBridgeTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("at rest, every scroll the scroll view makes by itself is reported to the core")
  func reportsAtRest() {
    var bridge = SheetScrollBridge()
    let resting = ScrollOffsetOwnership(offset: 0, coreOwnsOffset: false)
    // The app's scrollTo, a scroll wheel, VoiceOver's three-finger scroll, a field scrolled into view.
    #expect(bridge.scrollViewScrolled(to: 240, core: resting) == .report(240))
    #expect(
      bridge.scrollViewScrolled(to: 240.3, core: .init(offset: 240, coreOwnsOffset: false)) == nil, "within 1.5 pt")
    #expect(bridge.scrollViewScrolled(to: -30, core: .init(offset: 240, coreOwnsOffset: false)) == .report(-30))
    #expect(bridge.scrollViewScrolled(to: .nan, core: resting) == nil)
    #expect(bridge.scrollViewOffset == -30)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("while the core owns the offset, a scroll view that strays is pinned back, once per stray")
  func pinsWhileOwned() {
    var bridge = SheetScrollBridge()
    let moving = ScrollOffsetOwnership(offset: 0, coreOwnsOffset: true)
    // The finger drags the sheet up; the scroll view's own pan scrolls 12 points with it.
    #expect(bridge.scrollViewScrolled(to: 12, core: moving) == .pin(0))
    #expect(bridge.pendingPin == 0)
    // Frames before the pin shows: no second pin for the same stray.
    #expect(bridge.coreChanged(moving) == nil)
    #expect(bridge.scrollViewScrolled(to: 0, core: moving) == nil)
    #expect(bridge.pendingPin == nil)
    // The core hands the rest of the movement to the content (the sheet reached its highest
    // detent): the scroll view follows the core's offset.
    #expect(bridge.coreChanged(.init(offset: 30, coreOwnsOffset: true)) == .pin(30))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("after a release the core's momentum owns the offset until it ends; then the scroll view does")
  @MainActor
  func momentumOwns() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.large], reduceMotion: true, touchSlop: 10), presented: true)
    driver.containerChanged(SheetContainer(height: 844))
    driver.scrollHandoffBegan(.core)
    driver.scrollTopChanged(60)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 3000, viewportHeight: 784))
    // A flick up on the content at the highest detent: 200 points in 0.1 s, on the driver's clock.
    let start = driver.state.time + 1
    for (index, y) in stride(from: 600.0, through: 400, by: -20).enumerated() {
      driver.dragChanged(SheetDragSample(startY: 600, y: y, time: start + Double(index) * 0.01, startX: 100, x: 100))
    }
    driver.dragEnded(SheetDragSample(startY: 600, y: 400, time: start + 0.1, startX: 100, x: 100))
    #expect(driver.state.isDecelerating, "the content carries on")
    let released = driver.state.scrollOffset
    #expect(ScrollOffsetOwnership(driver.state).coreOwnsOffset)
    // The scroll view's pan did not survive the pins: it reports the offset it was pinned to.
    let serial = driver.scrollPinSerial
    driver.tick(at: start + 0.3)
    #expect(driver.state.scrollOffset > released + 100, "the core's momentum moved the content")
    driver.scrollViewScrolled(to: released)
    #expect(driver.scrollPinSerial == serial + 1, "pinned to the moving offset, not reported")
    #expect(driver.scrollPin == driver.state.scrollOffset)
    // Once the content stops, the scroll view is right again.
    driver.tick(at: start + 10)
    #expect(!driver.state.isDecelerating)
    #expect(!ScrollOffsetOwnership(driver.state).coreOwnsOffset)
    driver.scrollViewScrolled(to: 120)
    #expect(driver.state.scrollOffset == 120)
  }

  @available(iOS 18, macOS 15, visionOS 2, *)
  @Test("the scroll view's offset counts from the content's top, past its top inset")
  func offsetFromGeometry() {
    func geometry(_ y: CGFloat, inset: CGFloat) -> ScrollGeometry {
      ScrollGeometry(
        contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: 390, height: 3000),
        contentInsets: EdgeInsets(top: inset, leading: 0, bottom: 34, trailing: 0),
        containerSize: CGSize(width: 390, height: 700))
    }
    #expect(SheetScrollMetrics.offsetFromContentTop(geometry(-20, inset: 20)) == 0)
    #expect(SheetScrollMetrics.offsetFromContentTop(geometry(480, inset: 20)) == 500)
    #expect(SheetScrollMetrics.offsetFromContentTop(geometry(-80, inset: 20)) == -60, "a bounce past the top")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("through the driver: an outside scroll moves the core's offset, so the next drag starts from it")
  @MainActor
  func driverOutsideScroll() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.fraction(0.3), .large], reduceMotion: true, touchSlop: 10),
      presented: true)
    driver.containerChanged(SheetContainer(height: 844))
    driver.scrollHandoffBegan(.core)
    driver.scrollTopChanged(60)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 3000, viewportHeight: 784))
    _ = driver.apply(.move(to: "large", animated: false))
    #expect(driver.state.maximumScrollOffset > 1000)
    // VoiceOver scrolls the list by a page: the core hears it.
    driver.scrollViewScrolled(to: 700)
    #expect(driver.state.scrollOffset == 700)
    // A drag down on the content scrolls it back first (it is not at its top), not the sheet.
    let top = driver.state.topEdge
    driver.dragChanged(SheetDragSample(startY: 400, y: 400, time: 2.00, startX: 100, x: 100))
    driver.dragChanged(SheetDragSample(startY: 400, y: 460, time: 2.02, startX: 100, x: 100))
    #expect(driver.state.topEdge == top, "the sheet stays")
    #expect(driver.state.scrollOffset == 650, "700 less the 50 points past the 10-point slop")
    // The scroll view scrolled with the finger too, but less (its own slop): pinned to the core.
    let serial = driver.scrollPinSerial
    driver.scrollViewScrolled(to: 670)
    #expect(driver.scrollPinSerial == serial + 1)
    #expect(driver.scrollPin == 650)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("through the driver: content that shrinks under the offset is brought into range")
  @MainActor
  func driverContentChange() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.large], reduceMotion: true), presented: true)
    driver.containerChanged(SheetContainer(height: 844))
    driver.scrollHandoffBegan(.core)
    driver.scrollTopChanged(60)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 3000, viewportHeight: 784))
    driver.scrollViewScrolled(to: 2000)
    #expect(driver.state.scrollOffset == 2000)
    // A search filters the list to 500 points: the scroll view clamps its offset and says so.
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 500, viewportHeight: 784))
    #expect(driver.state.scrollOffset == 0, "the core clamps to the new range")
    driver.scrollViewScrolled(to: 0)
    #expect(driver.state.scrollOffset == 0)
  }
}
