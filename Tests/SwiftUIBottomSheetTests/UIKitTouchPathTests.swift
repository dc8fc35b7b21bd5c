import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// A scroll view that records what the driver did to it, and scrolls as its own pan would.
@available(iOS 17, macOS 14, visionOS 1, *)
@MainActor
private final class FakeScrollView: SheetScrollViewControl {
  var offset = 0.0
  var isHeld = false
  var decelerating = false
  var holds: [Double] = []
  var shownOffset: Double { offset }
  var isDecelerating: Bool { decelerating }
  var panRecognizer: AnyObject? { self }
  /// The focused field's frame in the content, when it is in this scroll view.
  var field: (object: AnyObject, y: Double, height: Double)?

  func contentFrame(of view: AnyObject) -> (y: Double, height: Double)? {
    guard let field, field.object === view else { return nil }
    return (field.y, field.height)
  }

  func apply(_ decision: SheetScrollLock.Decision) {
    if let changed = decision.holdChanged { isHeld = changed }
    if let hold = decision.hold {
      holds.append(hold)
      offset = hold
    }
    if let show = decision.show { offset = show }
  }
}

/// The driver's UIKit path: touches from the pan recognizer, the tracked scroll view held or free.
@Suite("UIKit touch path")
@MainActor
struct UIKitTouchPathTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer() -> (SheetDriver, FakeScrollView) {
    let driver = SheetDriver(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      presented: true)
    driver.containerChanged(SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3))
    driver.scrollHandoffBegan(.uiKit)
    driver.scrollTopChanged(60)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 2000, viewportHeight: 600))
    let scrollView = FakeScrollView()
    driver.trackScrollView(scrollView)
    _ = driver.takeEvents()
    return (driver, scrollView)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("proxy.scrollTo on the list at .medium stays where it went when the sheet is next touched (3.7)")
  func programmaticScroll() {
    let (driver, scrollView) = drawer()
    #expect(scrollView.isHeld)
    scrollView.offset = 640
    driver.trackedScrollViewOffsetChanged(userIsTouching: false)
    #expect(abs(driver.state.scrollOffset - 640) <= ScrollOffsetOwnership.tolerance, "the core adopted it")
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    driver.touch(.touchMove(x: 200, y: top + 170), at: time + 0.02)
    #expect(driver.state.phase == .dragging)
    #expect(scrollView.offset == 640, "held where the app put it, not at 0")
    // During the touch, a move of the list is its own pan's: set back.
    scrollView.offset = 652
    driver.trackedScrollViewOffsetChanged(userIsTouching: true)
    driver.trackedScrollViewMoved()
    #expect(scrollView.offset == 640)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a held list's offset change during a touch is set back in the same callback (review 5, 4.3)")
  func heldSetBackByObservation() {
    let (driver, scrollView) = drawer()
    scrollView.offset = 5
    let atRest = driver.trackedScrollViewOffsetObserved()
    #expect(!atRest, "no touch: someone else's change, reported on the next turn")
    #expect(scrollView.offset == 5)
    driver.trackedScrollViewOffsetChanged(userIsTouching: false)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    driver.touch(.touchMove(x: 200, y: top + 170), at: time + 0.02)
    #expect(driver.state.phase == .dragging)
    #expect(scrollView.isHeld)
    let held = scrollView.offset
    // The list's own pan moves it and its observation fires before the pan's target runs.
    scrollView.offset = held + 12
    let duringTouch = driver.trackedScrollViewOffsetObserved()
    #expect(duringTouch)
    #expect(scrollView.offset == held, "set back without waiting for the pan's callback")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a second list that appears before the first disappears keeps the handoff (3.14)")
  func pushedList() {
    let (driver, first) = drawer()
    final class Owner {}
    let firstOwner = Owner()
    let secondOwner = Owner()
    driver.scrollHandoffBegan(.uiKit, owner: firstOwner)
    let second = FakeScrollView()
    driver.scrollHandoffBegan(.uiKit, owner: secondOwner)
    driver.trackScrollView(second)
    // The first list's onDisappear comes now: its tracker leaves, then its modifier.
    driver.untrackScrollView(first)
    driver.scrollHandoffEnded(owner: firstOwner)
    #expect(driver.isTrackedScrollViewPan(second))
    second.offset = 15
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    driver.touch(.touchMove(x: 200, y: top + 170), at: time + 0.02)
    #expect(driver.state.phase == .dragging)
    #expect(second.isHeld, "the pushed list is held while the sheet moves")
    #expect(second.offset == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag on the list at .medium moves the sheet and the list is set back in the same callback")
  func heldWhileTheSheetMoves() {
    let (driver, scrollView) = drawer()
    #expect(scrollView.isHeld, "held below the highest detent")
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    // The list's own pan scrolls 20 points before the sheet's callback runs.
    scrollView.offset = 20
    driver.touch(.touchMove(x: 200, y: top + 180), at: time + 0.02)
    #expect(driver.state.phase == .dragging)
    #expect(scrollView.offset == 0, "held at the core's offset")
    #expect(driver.state.topEdge < top, "the sheet moved")
    // The scroll view's own pan moves it again after the sheet's callback: its target holds it.
    scrollView.offset = 8
    driver.trackedScrollViewMoved()
    #expect(scrollView.offset == 0)
    driver.touch(.touchUp(x: 200, y: top + 170), at: time + 0.04)
    #expect(!driver.scrollLock.contentOwnsRelease)
    let highest = driver.state.detent == "fraction(0.88)"
    #expect(scrollView.isHeld == !highest, "held unless it came to rest at the highest detent")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("at the upward hand-over the list scrolls by the core's share of the event, not the move (review 7, 3.1)")
  func upwardHandOverInOneEvent() {
    let (driver, scrollView) = drawer()
    let top = driver.state.topEdge  // 438.33
    let time = driver.state.time + 1
    // Each touch event in UIKit's order: the sheet's recognizer feeds the core (`touchesMoved`),
    // then the list's own pan steps by the finger's movement from where the list is and its
    // target runs (`trackedScrollViewMoved`).
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    driver.touch(.touchMove(x: 200, y: top + 150), at: time + 0.02)
    scrollView.offset += 50
    driver.trackedScrollViewMoved()
    #expect(scrollView.offset == 0, "held while the sheet rises")
    // 256 points up in one event: the sheet rises the 248.33 left to 0.88, the list takes 7.67.
    driver.touch(.touchMove(x: 200, y: top - 106), at: time + 0.04)
    #expect(driver.state.dragConsumer == .scroll)
    #expect(abs(driver.state.scrollOffset - 7.67) < 0.01, "the core's share stands")
    #expect(abs(scrollView.offset - 7.67) < 0.01, "the list shows it at once")
    scrollView.offset += 256
    driver.trackedScrollViewMoved()
    #expect(abs(scrollView.offset - 7.67) < 0.01, "the list's own step is set back to the share")
    #expect(abs(driver.state.scrollOffset - 7.67) < 0.01, "not the whole 256 points")
    // From the next event on the list scrolls natively, by its own steps from 7.67.
    driver.touch(.touchMove(x: 200, y: top - 116), at: time + 0.06)
    scrollView.offset += 10
    driver.trackedScrollViewMoved()
    #expect(!scrollView.isHeld)
    #expect(abs(scrollView.offset - 17.67) < 0.01)
    #expect(abs(driver.state.scrollOffset - 17.67) < 0.01)
    driver.touch(.touchUp(x: 200, y: top - 116), at: time + 0.08)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("at the highest detent the list scrolls natively and its fling is its own")
  func freeAtTheTop() async {
    let (driver, scrollView) = drawer()
    _ = await driver.move(to: "fraction(0.88)", animated: false)
    #expect(!scrollView.isHeld)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 400), at: time)
    scrollView.offset = 30
    driver.touch(.touchMove(x: 200, y: top + 370), at: time + 0.02)
    scrollView.offset = 130
    driver.touch(.touchMove(x: 200, y: top + 270), at: time + 0.04)
    #expect(!scrollView.isHeld)
    #expect(abs(driver.state.scrollOffset - 130) <= ScrollOffsetOwnership.tolerance, "the core follows the list")
    scrollView.offset = 200
    scrollView.decelerating = true
    driver.touch(.touchUp(x: 200, y: top + 200), at: time + 0.06)
    #expect(!driver.state.isDecelerating, "no momentum of the core's: the list's own")
    #expect(driver.state.scrollOffset == 200)
    #expect(driver.isRunning, "frames run to report the deceleration")
    scrollView.offset = 320
    driver.tick(at: time + 0.1)
    #expect(driver.state.scrollOffset == 320)
    scrollView.decelerating = false
    driver.tick(at: time + 0.2)
    #expect(!driver.isRunning)
    #expect(!scrollView.isHeld)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a field focused low in the list is scrolled above the keyboard, and the list shows it")
  func focusedField() async {
    let (driver, scrollView) = drawer()
    _ = await driver.move(to: "fraction(0.88)", animated: false)
    final class Field {}
    let field = Field()
    let elsewhere = Field()
    scrollView.field = (field, 900, 44)
    driver.keyboardChanged(SheetKeyboardConversion.input(height: 336, duration: 0, curveRawValue: 7))
    driver.fieldFocused(elsewhere)
    #expect(driver.state.scrollOffset == 0, "a field outside the list is not the core's")
    driver.fieldFocused(field)
    let offset = driver.state.scrollOffset
    #expect(offset > 0)
    #expect(scrollView.offset == offset, "the list shows the core's offset once")
    // The field's bottom (944) is now within the viewport above the keyboard.
    #expect(944 - offset <= driver.state.contentViewportAboveKeyboard + 0.5)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a tap on the grabber, from UIKit's touches, takes the sheet to the next detent")
  func grabberTap() {
    let (driver, _) = drawer()
    driver.grabberShown(true)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 196, y: top + 8), at: time)
    driver.touch(.touchUp(x: 197, y: top + 9), at: time + 0.08)
    #expect(driver.targetDetentID == "fraction(0.88)")
  }
}

/// Only the modal sheet presented last takes Escape.
@Suite("Modal order")
struct ModalOrderTests {
  private final class Sheet {}

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a sheet presented from a sheet is topmost until it goes")
  func nested() {
    let outer = ObjectIdentifier(Sheet.self)
    let inner = ObjectIdentifier(Int.self)
    var order = SheetModalOrder()
    #expect(order.isTopmost(outer), "nothing registered: any sheet may")
    order.appeared(outer)
    order.appeared(inner)
    #expect(order.isTopmost(inner))
    #expect(!order.isTopmost(outer))
    order.disappeared(inner)
    #expect(order.isTopmost(outer))
    order.appeared(inner)
    order.appeared(outer)
    #expect(order.isTopmost(outer), "shown again: on top")
  }
}
