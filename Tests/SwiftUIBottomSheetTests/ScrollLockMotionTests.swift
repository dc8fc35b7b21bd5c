import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// An iPhone 15 drawer (852 points, safe area 59 / 34, the README's detents, slop 10 pt) at
/// `.medium`, with a 2000-point list under a 60-point header; with Reduce Motion off it settles on
/// its spring, as a release or the keyboard's lift does on a device.
@available(iOS 17, macOS 14, visionOS 1, *)
private func drawerConfiguration(reduceMotion: Bool = true) -> SheetConfiguration {
  SheetConfiguration(
    detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: reduceMotion,
    detentSpace: .safeArea, touchSlop: 10)
}

@available(iOS 17, macOS 14, visionOS 1, *)
private func drawer(_ configuration: SheetConfiguration = drawerConfiguration()) -> SheetState {
  SheetState(
    configuration: configuration,
    container: SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
    headerHeight: 60, contentHeight: 2000, time: 0)
}

/// The same drawer resting at its highest detent, 0.88.
@available(iOS 17, macOS 14, visionOS 1, *)
private func drawerAtTop(_ configuration: SheetConfiguration = drawerConfiguration()) -> SheetState {
  var sheet = drawer(configuration)
  _ = sheet.apply(.move(to: "fraction(0.88)", animated: false), at: 0.5)
  return sheet
}

/// A release the sheet took leaves no deceleration in the held list (sixth review, 3.1, 4.8).
@Suite("Scroll lock: a held list's deceleration")
struct HeldDecelerationTests {
  typealias Lock = SheetScrollLock

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a flick up from .medium: the list's pan ends decelerating at 0 and the hold is written anyway")
  func flickTheSheetTook() {
    var sheet = drawer(drawerConfiguration(reduceMotion: false))
    var lock = Lock()
    #expect(lock.update(.init(sheet), shown: 0).hold == 0)
    lock.touchBegan()
    let top = sheet.topEdge  // 438.33
    _ = sheet.apply(.touchDown(x: 200, y: top + 200), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: top + 150), at: 1.02)
    _ = sheet.apply(.touchMove(x: 200, y: top + 90), at: 1.04)
    #expect(sheet.dragConsumer == .sheet)
    #expect(lock.update(.init(sheet), shown: 0) == .init(hold: 0))
    _ = sheet.apply(.touchUp(x: 200, y: top + 60), at: 1.05)
    #expect(sheet.phase == .settling)
    // UIScrollView's own target ran first and began decelerating with the finger's 3000 pt/s;
    // the offset is still 0, so the 0.25-pt threshold alone would have written nothing.
    let ended = lock.update(.init(sheet), shown: 0, motion: .init(panEnded: true, isDecelerating: true))
    #expect(ended == .init(hold: 0, stopsDeceleration: true))
    #expect(Lock.writes(ended, shown: 0, target: 0))
    #expect(!Lock.writes(.init(hold: 0), shown: 0.2, target: 0), "without the stop: skipped")
    // The other order: the layer's target first, the deceleration not begun yet. Written too.
    let early = lock.update(.init(sheet), shown: 0, motion: .init(panEnded: true))
    #expect(early == .init(hold: 0, stopsDeceleration: true))
    // Its first step then (24 pt: 1500 pt/s for a 60 Hz frame) is met in its own observation
    // callback and set back, with no touch on the sheet.
    #expect(lock.setsBackInObservation(shown: 24, touchIsDown: false, isDecelerating: true))
    #expect(
      lock.update(.init(sheet), shown: 24, motion: .init(isDecelerating: true))
        == .init(hold: 0, stopsDeceleration: true))
    // A 0.1-pt step is set back as well.
    #expect(Lock.writes(.init(hold: 0, stopsDeceleration: true), shown: 0.1, target: 0))
    // Stopped, nothing moves: no write.
    let still = lock.update(.init(sheet), shown: 0)
    #expect(still == .init(hold: 0))
    #expect(!Lock.writes(still, shown: 0, target: 0))
    #expect(!lock.setsBackInObservation(shown: 5, touchIsDown: false, isDecelerating: false), "someone else's")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a fast 8-pt flick inside the slop at .medium: the held list's deceleration is set back, not adopted")
  func flickInsideTheSlop() {
    var sheet = drawer()
    var lock = Lock()
    _ = lock.update(.init(sheet), shown: 0)
    lock.touchBegan()
    let top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 200), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: top + 192), at: 1.01)
    _ = sheet.apply(.touchUp(x: 200, y: top + 192), at: 1.015)
    #expect(sheet.phase == .idle, "a tap for the core")
    #expect(lock.update(.init(sheet), shown: 0, motion: .init(panEnded: true, isDecelerating: true)).stopsDeceleration)
    // Its steps come with no touch, as someone else's would; at rest an offset the app sets is
    // adopted (second review, 3.7), but a deceleration is the list's own: held at 0.
    let step = lock.update(.init(sheet), shown: 18, movedByOthers: true, motion: .init(isDecelerating: true))
    #expect(step == .init(hold: 0, stopsDeceleration: true))
    // Once it stopped, the app's scroll to 640 is adopted, as before.
    #expect(lock.update(.init(sheet), shown: 640, movedByOthers: true) == .init(report: 640))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a fling the list owned at the top keeps its native deceleration")
  func contentsOwnFling() {
    var sheet = drawerAtTop()
    var lock = Lock()
    lock.touchBegan()
    let top = sheet.topEdge  // 154
    _ = sheet.apply(.touchDown(x: 200, y: top + 400), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: top + 300), at: 1.05)
    _ = sheet.apply(.touchMove(x: 200, y: top + 100), at: 1.1)
    #expect(sheet.dragConsumer == .scroll)
    let consumer = sheet.dragConsumer
    _ = sheet.apply(.touchUp(x: 200, y: top + 60), at: 1.12)
    #expect(lock.touchEnded(consumer: consumer, shown: 310) == 310)
    _ = sheet.apply(.scroll(to: 310), at: 1.12)
    lock.reported(coreOffset: sheet.scrollOffset)
    let frame = lock.update(.init(sheet), shown: 420, motion: .init(panEnded: true, isDecelerating: true))
    #expect(frame == .init(report: 420), "free: reported, never stopped")
    #expect(!lock.setsBackInObservation(shown: 420, touchIsDown: false, isDecelerating: true))
  }
}

/// A pull down on the list at its top at the highest detent shows no rubber band during the
/// core's slop (sixth review, 3.2).
@Suite("Scroll lock: the pull-down inside the slop")
struct PullDownInsideSlopTests {
  typealias Lock = SheetScrollLock

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("at 0.88 with the list at its top: above the top pinned at 0, into the content free")
  func pinnedAtTheTop() {
    var sheet = drawerAtTop()
    var lock = Lock()
    #expect(lock.update(.init(sheet), shown: 0) == .init())
    lock.touchBegan()
    let top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 300), at: 1)
    #expect(sheet.phase == .idle && sheet.hasPendingTouch)
    #expect(sheet.pendingTouchPullDownMovesSheet)
    // The finger 6 pt down: the list's own pan rubber-bands it 2.4 pt above its top.
    _ = sheet.apply(.touchMove(x: 200, y: top + 306), at: 1.02)
    var decision = lock.update(.init(sheet), shown: -2.4)
    #expect(decision == .init(pin: 0))
    #expect(lock.isPinningTop && !lock.isHeld)
    #expect(Lock.writes(decision, shown: -2.4, target: 0))
    #expect(lock.setsBackInObservation(shown: -2.4, touchIsDown: true, isDecelerating: false), "before it is drawn")
    // A fifth of a point above: pinned, but below the write tolerance.
    decision = lock.update(.init(sheet), shown: -0.2)
    #expect(decision == .init(pin: 0))
    #expect(!Lock.writes(decision, shown: -0.2, target: 0))
    // 12 pt down: the slop gives the drag to the sheet, which moves the 2 pt beyond the slop;
    // the list is held at 0, its bounce off as the sheet now stands below its highest height.
    _ = sheet.apply(.touchMove(x: 200, y: top + 312), at: 1.04)
    #expect(sheet.phase == .dragging && sheet.dragConsumer == .sheet)
    #expect(abs(sheet.topEdge - top - 2) < 0.01)
    decision = lock.update(.init(sheet), shown: 0)
    #expect(decision == .init(hold: 0, holdChanged: true, bounces: false))
    #expect(!lock.isPinningTop)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag up inside the slop scrolls the list natively at once")
  func upIsFree() {
    var sheet = drawerAtTop()
    var lock = Lock()
    _ = lock.update(.init(sheet), shown: 0)
    lock.touchBegan()
    let top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 300), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: top + 294), at: 1.02)
    #expect(sheet.hasPendingTouch)
    #expect(lock.update(.init(sheet), shown: 6) == .init(report: 6))
    #expect(!lock.setsBackInObservation(shown: 6, touchIsDown: true, isDecelerating: false))
    _ = sheet.apply(.scroll(to: 6), at: 1.02)
    lock.reported(coreOffset: sheet.scrollOffset)
    // Back down past the top inside the slop: pinned again at 0.
    #expect(lock.update(.init(sheet), shown: -1.5) == .init(pin: 0))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "no pin where the pull is the list's: collapse .never, a header-only drag area, a sideways touch, no touch, .medium"
  )
  func notPinned() {
    // `.sheetHandoff(collapse: .never)`: the pull is the list's refresh control's.
    var never = drawerConfiguration()
    never.handoff = ScrollHandoffRules(collapse: .never)
    var sheet = drawerAtTop(never)
    var lock = Lock()
    _ = lock.update(.init(sheet), shown: 0)
    lock.touchBegan()
    var top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 300), at: 1)
    #expect(!sheet.pendingTouchPullDownMovesSheet)
    #expect(lock.update(.init(sheet), shown: -2.4) == .init(report: -2.4), "free, as before")
    // Only the header drags the sheet: a touch on the list is the list's.
    var header = drawerConfiguration()
    header.dragArea = .header
    sheet = drawerAtTop(header)
    lock = Lock()
    _ = lock.update(.init(sheet), shown: 0)
    lock.touchBegan()
    top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 300), at: 1)
    #expect(sheet.hasPendingTouch)
    #expect(lock.update(.init(sheet), shown: -2.4).pin == nil)
    // A touch on the list that went sideways past the slop: the content's.
    sheet = drawerAtTop()
    lock = Lock()
    _ = lock.update(.init(sheet), shown: 0)
    lock.touchBegan()
    top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 300), at: 1)
    _ = sheet.apply(.touchMove(x: 214, y: top + 303), at: 1.02)
    #expect(sheet.hasPendingTouch && sheet.pendingTouchIsContents)
    #expect(lock.update(.init(sheet), shown: -2.4).pin == nil)
    // No touch: an offset above the top (a refresh the app began) is reported as before.
    sheet = drawerAtTop()
    lock = Lock()
    #expect(lock.update(.init(sheet), shown: -3) == .init(report: -3))
    // Below the highest detent the list is held whatever the touch.
    #expect(!Lock.pinsTop(.init(drawer())))
  }
}

/// A scroll UIKit or SwiftUI makes to a focused field is not set back (sixth review, 3.6).
@Suite("Scroll lock: a focused field's scroll")
struct FocusScrollTests {
  typealias Lock = SheetScrollLock
  typealias Core = SheetScrollLock.Core

  @available(iOS 17, macOS 14, visionOS 1, *)
  private func core(_ phase: SheetPhase, offset: Double, focused: Bool) -> Core {
    var core = Core(phase: phase, consumer: nil, scrollOffset: offset, isAtHighestDetent: false)
    core.hasFocusedField = focused
    return core
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("during the keyboard's lift at .medium: someone else's scroll is adopted only with a focus pending")
  func adoptedWhilePending() {
    var lock = Lock()
    #expect(lock.update(core(.idle, offset: 120, focused: false), shown: 120).hold == 120)
    // No focus: a scroll during a settle is set back, as before.
    #expect(
      lock.update(core(.settling, offset: 120, focused: false), shown: 180, movedByOthers: true) == .init(hold: 120))
    // A field took focus; the list shows the core's offset, nothing to take first.
    #expect(lock.focusBegan(core(.idle, offset: 120, focused: false), shown: 120, isDecelerating: false) == nil)
    #expect(lock.isFocusPending)
    // UIKit scrolls 60 pt to the field while the sheet lifts with the keyboard: adopted, and the
    // core shows the field again from 180.
    let lift = core(.settling, offset: 120, focused: true)
    #expect(lock.update(lift, shown: 180, movedByOthers: true) == .init(report: 180, revealsFocus: true))
    // The list's own pan (not someone else's) is still held.
    #expect(lock.update(lift, shown: 180) == .init(hold: 120))
    // A deceleration is never someone else's.
    #expect(
      lock.update(lift, shown: 180, movedByOthers: true, motion: .init(isDecelerating: true))
        == .init(hold: 120, stopsDeceleration: true))
    // At rest: adopted, as any offset someone else sets; the core does not scroll again.
    #expect(lock.update(core(.idle, offset: 120, focused: true), shown: 200, movedByOthers: true) == .init(report: 200))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the focus stops being pending at the next touch and when the keyboard hides")
  func pendingEnds() {
    var lock = Lock()
    _ = lock.update(core(.idle, offset: 0, focused: false), shown: 0)
    _ = lock.focusBegan(core(.idle, offset: 0, focused: false), shown: 0, isDecelerating: false)
    lock.touchBegan()
    #expect(!lock.isFocusPending)
    #expect(lock.update(core(.settling, offset: 0, focused: true), shown: 40, movedByOthers: true) == .init(hold: 0))
    _ = lock.focusBegan(core(.idle, offset: 0, focused: true), shown: 0, isDecelerating: false)
    // The keyboard hid: the core's field ended.
    #expect(lock.update(core(.settling, offset: 0, focused: false), shown: 40, movedByOthers: true) == .init(hold: 0))
    #expect(!lock.isFocusPending)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("at the focus the core first takes the offset UIKit scrolled the list to, unless the sheet is dragged")
  func takenAtFocus() {
    var lock = Lock()
    _ = lock.update(core(.idle, offset: 0, focused: false), shown: 0)
    #expect(lock.focusBegan(core(.idle, offset: 0, focused: false), shown: 240, isDecelerating: false) == 240)
    #expect(lock.focusBegan(core(.idle, offset: 0, focused: false), shown: 0.5, isDecelerating: false) == nil, "1-pt")
    #expect(lock.focusBegan(core(.dragging, offset: 0, focused: false), shown: 240, isDecelerating: false) == nil)
    #expect(lock.focusBegan(core(.idle, offset: 0, focused: false), shown: 240, isDecelerating: true) == nil)
  }
}

/// A scroll view that scrolls as UIKit would and records every offset the driver writes.
@available(iOS 17, macOS 14, visionOS 1, *)
@MainActor
private final class RecordingScrollView: SheetScrollViewControl {
  var offset = 0.0
  var decelerating = false
  /// Every offset written, in order.
  var written: [Double] = []
  /// How many writes stopped a deceleration.
  var stops = 0
  var field: (object: AnyObject, y: Double, height: Double)?
  var shownOffset: Double { offset }
  var isDecelerating: Bool { decelerating }
  var panRecognizer: AnyObject? { self }

  func contentFrame(of view: AnyObject) -> (y: Double, height: Double)? {
    guard let field, field.object === view else { return nil }
    return (field.y, field.height)
  }

  func apply(_ decision: SheetScrollLock.Decision) {
    guard let target = decision.hold ?? decision.show ?? decision.pin,
      SheetScrollLock.writes(decision, shown: offset, target: target)
    else { return }
    written.append(target)
    offset = target
    if decision.stopsDeceleration {
      stops += 1
      decelerating = false
    }
  }
}

/// The driver's UIKit path, with the three rules in place.
@Suite("UIKit touch path: what the list does by itself")
@MainActor
struct HandoffRulesDriverTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawerDriver(reduceMotion: Bool = true) -> (SheetDriver, RecordingScrollView) {
    let driver = SheetDriver(configuration: drawerConfiguration(reduceMotion: reduceMotion), presented: true)
    driver.containerChanged(SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3))
    driver.scrollHandoffBegan(.uiKit)
    driver.scrollTopChanged(60)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 2000, viewportHeight: 600))
    let scrollView = RecordingScrollView()
    driver.trackScrollView(scrollView)
    _ = driver.takeEvents()
    return (driver, scrollView)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a flick up from .medium: the list's pan end stops its deceleration in that callback, in either order")
  func flickStopsDeceleration() {
    let (driver, scrollView) = drawerDriver(reduceMotion: false)
    let top = driver.state.topEdge
    var time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    driver.touch(.touchMove(x: 200, y: top + 150), at: time + 0.02)
    driver.touch(.touchMove(x: 200, y: top + 90), at: time + 0.04)
    driver.touch(.touchUp(x: 200, y: top + 60), at: time + 0.05)
    #expect(driver.state.phase == .settling)
    // UIScrollView's target first: it began decelerating at 0.
    scrollView.decelerating = true
    driver.trackedScrollViewMoved(panEndedOn: scrollView)
    #expect(scrollView.stops == 1)
    #expect(!scrollView.decelerating && scrollView.offset == 0)
    // Another flick, the layer's target first: written at once, and the first deceleration step
    // is set back in its observation callback, before any frame.
    _ = driver.apply(.move(to: "medium", animated: false))
    time = driver.state.time + 1
    let rest = driver.state.topEdge
    driver.touch(.touchDown(x: 200, y: rest + 200), at: time)
    driver.touch(.touchMove(x: 200, y: rest + 150), at: time + 0.02)
    driver.touch(.touchMove(x: 200, y: rest + 90), at: time + 0.04)
    driver.touch(.touchUp(x: 200, y: rest + 60), at: time + 0.05)
    driver.trackedScrollViewMoved(panEndedOn: scrollView)
    #expect(scrollView.stops == 2)
    scrollView.offset = 24
    scrollView.decelerating = true
    #expect(driver.trackedScrollViewOffsetObserved(), "met now, not on the next turn")
    #expect(scrollView.offset == 0)
    #expect(scrollView.stops == 3)
    #expect(!scrollView.decelerating)
    #expect(driver.state.scrollOffset == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a pull down at the list's top at 0.88: never drawn above the top during the slop, then the sheet moves")
  func pullDownPinned() async {
    let (driver, scrollView) = drawerDriver()
    _ = await driver.move(to: "fraction(0.88)", animated: false)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 300), at: time)
    // The list's pan moves it above its top: set back in the observation callback.
    scrollView.offset = -2.4
    #expect(driver.trackedScrollViewOffsetObserved())
    #expect(scrollView.offset == 0)
    driver.touch(.touchMove(x: 200, y: top + 306), at: time + 0.02)
    scrollView.offset = -3.1
    driver.trackedScrollViewMoved()
    #expect(scrollView.offset == 0)
    driver.touch(.touchMove(x: 200, y: top + 330), at: time + 0.06)
    #expect(driver.state.phase == .dragging)
    #expect(driver.state.topEdge > top + 15, "the sheet took the pull")
    #expect(scrollView.offset == 0)
    #expect(scrollView.written.allSatisfy { $0 == 0 })
    #expect(driver.state.scrollOffset == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag up inside the slop at 0.88 scrolls the list at once, reported to the core")
  func upInsideSlop() async {
    let (driver, scrollView) = drawerDriver()
    _ = await driver.move(to: "fraction(0.88)", animated: false)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 300), at: time)
    scrollView.offset = 6
    #expect(driver.trackedScrollViewOffsetObserved(), "the touch's: its pan's callback reports it")
    #expect(scrollView.offset == 6)
    driver.trackedScrollViewMoved()
    #expect(driver.state.scrollOffset == 6)
    #expect(scrollView.written.isEmpty)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a field at 700 pt in the list at .medium: UIKit's and SwiftUI's scrolls to it are kept, never undone")
  func focusedFieldScrollKept() {
    let (driver, scrollView) = drawerDriver(reduceMotion: false)
    final class Field {}
    let field = Field()
    scrollView.field = (field, 700, 44)
    // UIKit scrolled the list 500 pt as the field became first responder, before
    // textDidBeginEditing (its observation reports only on the next turn). From 500 the field
    // (700…744) shows in the 319.67-pt viewport at .medium, so the core keeps 500; from its own 0
    // it would have set the list back to 424.33, the least that shows the field.
    scrollView.offset = 500
    driver.fieldFocused(field)
    #expect(abs(driver.state.contentViewportAboveKeyboard - 319.67) < 0.01)
    #expect(driver.state.scrollOffset == 500)
    #expect(scrollView.written.isEmpty)
    // The keyboard rises over 0.25 s: the sheet settles with it, lifted by the keyboard.
    driver.keyboardChanged(SheetKeyboardConversion.input(height: 336, duration: 0.25, curveRawValue: 7))
    #expect(driver.state.phase == .settling)
    let lifted = driver.state.scrollOffset
    #expect(lifted == 500)
    #expect(scrollView.offset == lifted)
    // SwiftUI scrolls the list 40 pt further to the field during the lift: kept.
    scrollView.offset = lifted + 40
    driver.trackedScrollViewOffsetChanged(userIsTouching: false)
    #expect(driver.state.scrollOffset >= lifted + 40)
    #expect(scrollView.offset == driver.state.scrollOffset)
    // Every offset the layer wrote went on in the same direction.
    #expect(zip(scrollView.written, scrollView.written.dropFirst()).allSatisfy { $0 <= $1 })
    // The field's bottom (744) is in the viewport above the keyboard.
    #expect(744 - driver.state.scrollOffset <= driver.state.contentViewportAboveKeyboard + 0.5)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a scroll during the lift that hides the field is adopted, then the core shows the field from there")
  func focusedFieldShownAgain() {
    let (driver, scrollView) = drawerDriver(reduceMotion: false)
    final class Field {}
    let field = Field()
    scrollView.field = (field, 700, 44)
    scrollView.offset = 500
    driver.fieldFocused(field)
    driver.keyboardChanged(SheetKeyboardConversion.input(height: 336, duration: 0.25, curveRawValue: 7))
    #expect(driver.state.phase == .settling)
    let visible = driver.state.contentViewportAboveKeyboard
    // Someone else moves the list to 300, where the field (700…744) lies below what shows.
    scrollView.offset = 300
    driver.trackedScrollViewOffsetChanged(userIsTouching: false)
    // Not set back to 500: the least scroll from 300 that shows the field's bottom.
    #expect(abs(driver.state.scrollOffset - (744 - visible)) < 0.01)
    #expect(driver.state.scrollOffset < 500)
    #expect(scrollView.offset == driver.state.scrollOffset)
  }
}

/// Below the highest detent, a rule that gives the content's drags to the content
/// (`.sheetContentInteraction(.scrolls)`, `expand: .never`; a header-only drag area) leaves the
/// list free to scroll natively, as at the highest detent (the ninth review's 3.3).
@Suite("Scroll lock: content that scrolls below the highest detent")
struct ScrollsBelowHighestTests {
  typealias Lock = SheetScrollLock

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "at .medium, a 12-pt-per-event drag up on the list: free under expand .never and a header drag area, held by default",
    arguments: ["never", "header", "default"])
  func dragUpOnTheList(rule: String) {
    var configuration = drawerConfiguration()
    switch rule {
    case "never": configuration.handoff = ScrollHandoffRules(expand: .never)
    case "header": configuration.dragArea = .header
    default: break
    }
    var sheet = drawer(configuration)
    let medium = sheet.height
    var lock = Lock()
    let resting = lock.update(.init(sheet), shown: 0)
    lock.touchBegan()
    let top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 300), at: 1)
    var decisions: [Lock.Decision] = []
    var shown = 0.0
    for step in 1...8 {
      _ = sheet.apply(.touchMove(x: 200, y: top + 300 - 12 * Double(step)), at: 1 + 0.016 * Double(step))
      // Free, the scroll view's own pan has moved it by the finger's 12 points since the slop.
      let decision = lock.update(.init(sheet), shown: shown)
      decisions.append(decision)
      if decision.hold == nil, step > 1 { shown += 12 }
    }
    let height = sheet.height
    if rule == "default" {
      #expect(resting.hold == 0, "held at rest below the highest detent")
      #expect(sheet.dragConsumer == .sheet, "the sheet rises")
      #expect(height > medium + 50)
      #expect(decisions.allSatisfy { $0.hold != nil })
    } else {
      #expect(resting.hold == nil, "free at rest: a touch on the list scrolls it")
      #expect(sheet.dragConsumer != .sheet)
      #expect(height == medium, "the sheet stays at .medium")
      #expect(decisions.allSatisfy { $0.hold == nil && $0.bounces != false }, "free: bounce and indicator its own")
      #expect(shown == 84, "the scroll view scrolled natively, 7 events of 12 pt")
    }
  }
}
