import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The tracked scroll view is held or free as the core divides one drag, on an iPhone 15's numbers.
@Suite("Scroll lock")
struct ScrollLockTests {
  /// An iPhone 15: 852 points, safe area 59 / 34, the README drawer's detents, a 2000-point list
  /// under a 60-point header.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer() -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      container: SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: 2000, time: 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("one drag from .medium: held while the sheet rises, free once the content scrolls, held again at the top")
  func oneDragHandedOver() {
    var sheet = drawer()
    var lock = SheetScrollLock()
    let top = sheet.topEdge  // 438.33
    #expect(abs(top - 438.33) < 0.01)
    // At rest below the highest detent the list is held (a drag there moves the sheet).
    var decision = lock.update(.init(sheet), shown: 0)
    #expect(decision == .init(hold: 0, holdChanged: true, bounces: false, report: nil, show: nil))
    // A touch on the list, 200 points below the sheet's top, travels the slop and drags the sheet.
    // In each touch event the sheet's recognizer feeds the core first, then the list's own pan
    // steps (review 7, 3.1).
    lock.touchEvent(at: 1)
    lock.touchBegan()
    _ = sheet.apply(.touchDown(x: 200, y: top + 200), at: 1)
    lock.touchEvent(at: 1.05)
    _ = sheet.apply(.touchMove(x: 200, y: top + 150), at: 1.05)
    #expect(sheet.phase == .dragging)
    #expect(sheet.dragConsumer == .sheet)
    // The list's own pan scrolled 12 points with the finger: it is set back to the core's 0.
    decision = lock.update(.init(sheet), shown: 12)
    #expect(decision == .init(hold: 0, holdChanged: nil, report: nil, show: nil))
    // The finger goes 400 points higher: the sheet reaches 0.88 (702 points) and the rest scrolls.
    lock.touchEvent(at: 1.2)
    _ = sheet.apply(.touchMove(x: 200, y: top - 250), at: 1.2)
    #expect(sheet.dragConsumer == .scroll)
    let coreOffset = sheet.scrollOffset
    #expect(coreOffset > 100)
    // Freed (bounce back, indicator back) while the list still shows the held 0, as UIKit orders
    // the event: held at the core's share for the rest of it, the list's own step of 400 too.
    decision = lock.update(.init(sheet), shown: 0)
    #expect(decision == .init(hold: coreOffset, holdChanged: false, bounces: true, report: nil, show: nil), "freed")
    decision = lock.update(.init(sheet), shown: 0 + 400)
    #expect(decision == .init(hold: coreOffset, holdChanged: nil, report: nil, show: nil))
    // The next event, 6 points up: native scrolling. The sheet's update sees the list where it was
    // held (reported: the list's offset is the content's), then the list's own step, 6 points
    // ahead of that: reported, the core follows.
    lock.touchEvent(at: 1.21)
    _ = sheet.apply(.touchMove(x: 200, y: top - 256), at: 1.21)
    decision = lock.update(.init(sheet), shown: coreOffset)
    #expect(decision.hold == nil)
    #expect(decision.report == coreOffset)
    _ = sheet.apply(.scroll(to: coreOffset), at: 1.21)
    lock.reported(coreOffset: sheet.scrollOffset)
    decision = lock.update(.init(sheet), shown: coreOffset + 6)
    #expect(decision.report == coreOffset + 6)
    _ = sheet.apply(.scroll(to: coreOffset + 6), at: 1.21)
    lock.reported(coreOffset: sheet.scrollOffset)
    #expect(sheet.scrollOffset == coreOffset + 6)
    // Back down past the list's top: the core hands the rest to the sheet, the list is held at 0.
    // In the one movement that does both the core names the content its latest consumer, but the
    // sheet stands below its highest detent: the sheet's. The sheet's update comes first, the list
    // still at its own offset; the list's step down after it is set back to 0.
    lock.touchEvent(at: 1.4)
    _ = sheet.apply(.touchMove(x: 200, y: top + 100), at: 1.4)
    #expect(sheet.dragConsumer == .scroll)
    #expect(sheet.scrollOffset == 0)
    decision = lock.update(.init(sheet), shown: coreOffset + 6)
    #expect(decision == .init(hold: 0, holdChanged: true, bounces: false, report: nil, show: nil))
    decision = lock.update(.init(sheet), shown: coreOffset + 6 - 356)
    #expect(decision == .init(hold: 0, holdChanged: nil, report: nil, show: nil))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the upward hand-over holds the list at the core's share for the rest of that touch event (review 7, 3.1)")
  func upwardHandOverInOneEvent() {
    var sheet = drawer()
    var lock = SheetScrollLock()
    let top = sheet.topEdge  // 438.33
    _ = lock.update(.init(sheet), shown: 0)
    // A touch on the list travels the slop and drags the sheet 40 points. In each touch event UIKit
    // gives every recognizer its `touchesMoved` first (the sheet's, which feeds the core) and sends
    // the recognizers' actions after (the list's own pan, which has then stepped by the finger's
    // movement): the sheet's update sees the held offset, the list's step the held one + the move.
    lock.touchEvent(at: 1)
    lock.touchBegan()
    _ = sheet.apply(.touchDown(x: 200, y: top + 200), at: 1)
    lock.touchEvent(at: 1.02)
    _ = sheet.apply(.touchMove(x: 200, y: top + 150), at: 1.02)
    #expect(sheet.dragConsumer == .sheet)
    #expect(lock.update(.init(sheet), shown: 0).hold == 0)
    #expect(lock.update(.init(sheet), shown: 50).hold == 0, "the list's step is set back")
    #expect(abs(sheet.height - 453.67) < 0.01)
    // The next event moves the finger 256 points: the sheet rises the 248.33 left to 0.88 (702
    // points) and the core gives the content the 7.67 over.
    lock.touchEvent(at: 1.04)
    _ = sheet.apply(.touchMove(x: 200, y: top - 106), at: 1.04)
    #expect(sheet.dragConsumer == .scroll)
    #expect(abs(sheet.height - 702) < 0.01)
    let share = sheet.scrollOffset
    #expect(abs(share - 7.67) < 0.01)
    // The sheet's update, the list still at the held 0: freed, but held at the core's 7.67 for the
    // rest of the event, not reported (a report of 0 would discard the core's share).
    var decision = lock.update(.init(sheet), shown: 0)
    #expect(decision == .init(hold: share, holdChanged: false, bounces: true, report: nil, show: nil))
    // The list's own step in the same event adds the whole 256 points: held at 7.67 again, so the rows
    // under the finger move 248.33 with the sheet and 7.67 in the list, the finger's 256.
    decision = lock.update(.init(sheet), shown: 0 + 256)
    #expect(decision == .init(hold: share, holdChanged: nil, bounces: nil, report: nil, show: nil))
    #expect(sheet.scrollOffset == share)
    // Whether the step counts from the offset the sheet's update wrote (7.67 + 256) is not
    // documented: held at 7.67 too; so is a change heard by observation during the touch.
    #expect(lock.update(.init(sheet), shown: share + 256).hold == share)
    #expect(lock.setsBackInObservation(shown: share + 256, touchIsDown: true, isDecelerating: false))
    #expect(lock.isHandingOver)
    // A second recognizer's touch of the same event (its time converted a microsecond later) keeps
    // the hold.
    lock.touchEvent(at: 1.040001)
    #expect(lock.update(.init(sheet), shown: share + 256).hold == share)
    // The next event, 10 points more: the sheet's update sees the list at 7.67, where it was held;
    // native now, the list's offset is the content's and is reported, and so is its own step.
    lock.touchEvent(at: 1.06)
    #expect(!lock.isHandingOver)
    _ = sheet.apply(.touchMove(x: 200, y: top - 116), at: 1.06)
    #expect(abs(sheet.scrollOffset - 17.67) < 0.01)
    decision = lock.update(.init(sheet), shown: share)
    #expect(decision == .init(hold: nil, holdChanged: nil, bounces: nil, report: share, show: nil))
    _ = sheet.apply(.scroll(to: share), at: 1.06)
    lock.reported(coreOffset: sheet.scrollOffset)
    decision = lock.update(.init(sheet), shown: share + 10)
    #expect(decision == .init(hold: nil, holdChanged: nil, bounces: nil, report: share + 10, show: nil))
    _ = sheet.apply(.scroll(to: share + 10), at: 1.06)
    lock.reported(coreOffset: sheet.scrollOffset)
    #expect(abs(sheet.scrollOffset - 17.67) < 0.01, "the list scrolled the finger's 10 points, the sheet none")
    #expect(abs(sheet.height - 702) < 0.01)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("at the highest detent the list is free; a fling it owns keeps its native deceleration")
  func nativeMomentumAtTheTop() {
    var sheet = drawer()
    _ = sheet.apply(.move(to: "fraction(0.88)", animated: false), at: 0.5)
    var lock = SheetScrollLock()
    #expect(lock.update(.init(sheet), shown: 0) == .init(hold: nil, holdChanged: nil, report: nil, show: nil))
    lock.touchBegan()
    let top = sheet.topEdge  // 150
    _ = sheet.apply(.touchDown(x: 200, y: top + 400), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: top + 300), at: 1.05)
    _ = sheet.apply(.touchMove(x: 200, y: top + 100), at: 1.1)
    #expect(sheet.dragConsumer == .scroll)
    #expect(lock.update(.init(sheet), shown: sheet.scrollOffset).hold == nil)
    // Released fast: the core would coast by itself; the report at the release stops that, and the
    // scroll view's deceleration carries the list on.
    let consumer = sheet.dragConsumer
    _ = sheet.apply(.touchUp(x: 200, y: top + 60), at: 1.12)
    #expect(sheet.isDecelerating)
    let report = lock.touchEnded(consumer: consumer, shown: 310)
    #expect(report == 310)
    _ = sheet.apply(.scroll(to: 310), at: 1.12)
    lock.reported(coreOffset: sheet.scrollOffset)
    #expect(!sheet.isDecelerating)
    #expect(lock.contentOwnsRelease)
    // Each frame of the deceleration is reported; nothing holds the list.
    let decision = lock.update(.init(sheet), shown: 420)
    #expect(decision == .init(hold: nil, holdChanged: nil, report: 420, show: nil))
    // A touch that went down on a sheet it did not drag keeps nothing held.
    #expect(lock.touchEnded(consumer: .sheet, shown: 420) == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a field the core scrolls into view is shown once, not reported back")
  func coreMovesTheContent() {
    var lock = SheetScrollLock()
    let resting = SheetScrollLock.Core(phase: .idle, consumer: nil, scrollOffset: 0, isAtHighestDetent: true)
    #expect(lock.update(resting, shown: 0) == .init(hold: nil, holdChanged: nil, report: nil, show: nil))
    var focused = resting
    focused.scrollOffset = 240
    #expect(lock.update(focused, shown: 0) == .init(hold: nil, holdChanged: nil, report: nil, show: 240))
    #expect(lock.update(focused, shown: 240) == .init(hold: nil, holdChanged: nil, report: nil, show: nil))
    #expect(lock.update(focused, shown: 241) == .init(hold: nil, holdChanged: nil, report: nil, show: nil), "1.5 pt")
    #expect(lock.update(focused, shown: .nan) == .init(hold: nil, holdChanged: nil, report: nil, show: nil))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the hand-over at the highest detent's height pins the list without touching its bounce (3.17)")
  func bounceAtTheTop() {
    var lock = SheetScrollLock()
    // At rest at .large: free, bounce the app's.
    let resting = SheetScrollLock.Core(phase: .idle, consumer: nil, scrollOffset: 0, isAtHighestDetent: true)
    #expect(lock.update(resting, shown: 0).bounces == nil)
    // A pull down at the content's top: the sheet takes it, still at its highest height.
    let handedOver = SheetScrollLock.Core(
      phase: .dragging, consumer: .sheet, scrollOffset: 0, isAtHighestDetent: true, isBelowHighestHeight: false)
    let pinned = lock.update(handedOver, shown: -2)
    #expect(pinned.hold == 0)
    #expect(pinned.holdChanged == true)
    #expect(pinned.bounces == nil, "bounce left on: short content does not jump")
    // 40 pt lower: now the bounce goes off, and comes back when the content takes over again.
    var lowered = handedOver
    lowered.isBelowHighestHeight = true
    #expect(lock.update(lowered, shown: 0).bounces == false)
    #expect(lock.isBounceOff)
    let scrolling = SheetScrollLock.Core(
      phase: .dragging, consumer: .scroll, scrollOffset: 30, isAtHighestDetent: true, isBelowHighestHeight: false)
    let freed = lock.update(scrolling, shown: 30)
    #expect(freed.holdChanged == false)
    #expect(freed.bounces == true)
    #expect(SheetScrollLock.bounceIsOff(resting, held: false) == false)
    #expect(
      SheetScrollLock.bounceIsOff(
        .init(phase: .idle, consumer: nil, scrollOffset: 0, isAtHighestDetent: false), held: true))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an offset set by the app on a resting list at .medium is adopted, not set back (3.7)")
  func movedByOthers() {
    var lock = SheetScrollLock()
    let resting = SheetScrollLock.Core(phase: .idle, consumer: nil, scrollOffset: 0, isAtHighestDetent: false)
    #expect(lock.update(resting, shown: 0).hold == 0)
    // ScrollViewReader scrolled the list to 640 pt: reported, so the core's offset follows.
    let adopted = lock.update(resting, shown: 640, movedByOthers: true)
    #expect(adopted.report == 640)
    #expect(adopted.hold == nil)
    // The list's own pan during a touch (not someone else's) is set back, as before.
    #expect(lock.update(resting, shown: 640).hold == 0)
    // While the sheet settles, nothing is adopted: the hold is the core's.
    let settling = SheetScrollLock.Core(phase: .settling, consumer: nil, scrollOffset: 0, isAtHighestDetent: false)
    #expect(lock.update(settling, shown: 12, movedByOthers: true).hold == 0)
    // Within the 1-pt tolerance there is nothing to adopt.
    #expect(lock.update(resting, shown: 0.5, movedByOthers: true).hold == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "the hold, phase by phase",
    arguments: [
      (SheetPhase.dragging, ScrollHandoff.Consumer?.some(.sheet), true, true),
      (.dragging, .some(.scroll), true, false),
      (.dragging, .some(.scroll), false, false),
      (.dragging, nil, false, true),
      (.settling, nil, true, true),
      (.idle, nil, true, false),
      (.idle, nil, false, true),
    ])
  func holds(phase: SheetPhase, consumer: ScrollHandoff.Consumer?, atHighest: Bool, held: Bool) {
    let core = SheetScrollLock.Core(phase: phase, consumer: consumer, scrollOffset: 0, isAtHighestDetent: atHighest)
    #expect(SheetScrollLock.holds(core) == held)
  }
}

/// The sheet's pan hears every touch, takes one from the content only once the core gives the drag
/// to the sheet, and leaves controls that drag their touches.
@Suite("Pan arbitration")
struct PanArbitrationTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("sliders, switches, steppers and an editing field keep their touches; buttons and idle fields reach the sheet")
  func controls() {
    typealias Kind = SheetPanArbitration.ViewKind
    let receives = { (chain: [Kind]) in SheetPanArbitration.receives(SheetPanArbitration.target(chain: chain)) }
    #expect(!receives([.plain, .dragControl, .plain]), "a UISlider in a hosted row")
    #expect(!receives([.editingText]), "a focused text field: a drag selects text")
    #expect(receives([.tapControl, .plain]), "an unfocused TextField: the slop decides (3.3)")
    #expect(receives([.tapControl]), "a UIButton: a tap reaches it, a drag moves the sheet")
    #expect(receives([.plain, .plain]))
    #expect(receives([]))
    // A standard drawer in a TabView reaches under the tab bar (ninth review, 3.4): a tab's button
    // in the UITabBar, and a UIToolbar's, keep their touches; the card's own button does not.
    #expect(!receives([.tapControl, .bar]), "a tab bar button: the tab's, not the drawer's")
    #expect(!receives([.plain, .tapControl, .bar, .plain]), "a toolbar item")
    #expect(receives([.tapControl, .plain, .plain]), "a button on the card")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the pan recognizes only once the sheet has the drag; then only scroll views in the card recognize with it")
  func recognition() {
    #expect(!SheetPanArbitration.recognizes(dragConsumer: nil), "inside the slop, or a tap")
    #expect(!SheetPanArbitration.recognizes(dragConsumer: .scroll), "the content scrolls")
    #expect(SheetPanArbitration.recognizes(dragConsumer: .sheet))
    let tracked = SheetPanArbitration.OtherRecognizer(.scrollViewPan(isTracked: true, liesInCard: true))
    #expect(SheetPanArbitration.recognizesSimultaneously(with: tracked, sheetOwnsDrag: true))
    #expect(SheetPanArbitration.recognizesSimultaneously(with: tracked, sheetOwnsDrag: false))
    #expect(SheetPanArbitration.recognizesSimultaneously(with: .init(.other), sheetOwnsDrag: false))
    #expect(
      !SheetPanArbitration.recognizesSimultaneously(with: .init(.other), sheetOwnsDrag: true),
      "a Button's recognizer is failed once the sheet moves (3.19)")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a pan around the sheet (a system sheet's dismissal) waits for the sheet's pan to fail")
  func enclosingPans() {
    #expect(SheetPanArbitration.requiresSheetPanToFail(.init(.pan, viewContainsSheet: true)))
    #expect(
      !SheetPanArbitration.requiresSheetPanToFail(
        .init(.scrollViewPan(isTracked: true, liesInCard: true), viewContainsSheet: true)))
    #expect(
      !SheetPanArbitration.requiresSheetPanToFail(.init(.scrollViewPan(isTracked: false, liesInCard: true))),
      "a carousel inside the content")
    #expect(
      !SheetPanArbitration.requiresSheetPanToFail(.init(.other, viewContainsSheet: true)), "a tap around the sheet")
  }

  /// An iPhone 15 drawer at `.medium` (sheet top 438.33 pt), slop 10 pt, with a 2000-pt list.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer() -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      container: SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: 2000, time: 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a press on a button that becomes a 60-pt drag: the pan recognizes after the 10-pt slop, not before")
  func buttonPressBecomesDrag() {
    var sheet = drawer()
    let top = sheet.topEdge
    _ = sheet.apply(.touchDown(x: 200, y: top + 100), at: 1)
    #expect(!SheetPanArbitration.recognizes(dragConsumer: sheet.dragConsumer))
    _ = sheet.apply(.touchMove(x: 200, y: top + 106), at: 1.02)
    #expect(!SheetPanArbitration.recognizes(dragConsumer: sheet.dragConsumer), "6 pt: still the button's")
    _ = sheet.apply(.touchMove(x: 200, y: top + 160), at: 1.1)
    #expect(
      SheetPanArbitration.recognizes(dragConsumer: sheet.dragConsumer), "60 pt: the sheet's, the button is cancelled")
    // A tap: 3 pt of wobble, released: never recognized, so the button keeps its tap.
    var tapped = drawer()
    _ = tapped.apply(.touchDown(x: 200, y: top + 100), at: 1)
    _ = tapped.apply(.touchMove(x: 201, y: top + 103), at: 1.02)
    #expect(!SheetPanArbitration.recognizes(dragConsumer: tapped.dragConsumer))
  }
}

/// The core's touch sequence stays whole when UIKit loses a touch's end (3.1).
@Suite("Touch sequence")
struct TouchSequenceTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a reset closes an open touch; a touch-down over a stale one cancels it first")
  func sequence() {
    var sequence = SheetTouchSequence()
    #expect(sequence.inputs(for: .touchDown(x: 10, y: 500)) == [.touchDown(x: 10, y: 500)])
    #expect(sequence.inputs(for: .touchMove(x: 10, y: 480)) == [.touchMove(x: 10, y: 480)])
    #expect(sequence.reset() == [.touchCancel], "failed by someone else: no touchesCancelled came")
    #expect(sequence.reset() == [])
    #expect(sequence.inputs(for: .touchMove(x: 10, y: 470)) == [], "moves of the lost touch go nowhere")
    #expect(sequence.inputs(for: .touchDown(x: 20, y: 600)) == [.touchDown(x: 20, y: 600)])
    #expect(sequence.inputs(for: .touchDown(x: 30, y: 610)) == [.touchCancel, .touchDown(x: 30, y: 610)])
    #expect(sequence.inputs(for: .touchUp(x: 30, y: 600)) == [.touchUp(x: 30, y: 600)])
    #expect(sequence.inputs(for: .touchUp(x: 30, y: 600)) == [])
    #expect(sequence.reset() == [], "a reset after a delivered end changes nothing")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("after a drag whose end was lost, the next drag still moves the sheet")
  func lostEndDoesNotWedge() {
    var sheet = SheetState(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      container: SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: 2000, time: 0)
    var sequence = SheetTouchSequence()
    let top = sheet.topEdge
    for input in sequence.inputs(for: .touchDown(x: 200, y: top + 100)) { _ = sheet.apply(input, at: 1) }
    for input in sequence.inputs(for: .touchMove(x: 200, y: top + 60)) { _ = sheet.apply(input, at: 1.05) }
    #expect(sheet.phase == .dragging)
    // The recognizer is failed (a context menu took the touch): only reset() is called.
    for input in sequence.reset() { _ = sheet.apply(input, at: 1.1) }
    #expect(sheet.phase != .dragging)
    _ = sheet.tick(at: 3)
    let rest = sheet.topEdge
    for input in sequence.inputs(for: .touchDown(x: 200, y: rest + 100)) { _ = sheet.apply(input, at: 4) }
    for input in sequence.inputs(for: .touchMove(x: 200, y: rest + 50)) { _ = sheet.apply(input, at: 4.05) }
    #expect(sheet.phase == .dragging, "the next touch is taken")
    #expect(sheet.topEdge < rest - 30)
  }
}

/// An iPad's trackpad or mouse wheel on the sheet's pan (3.2).
@Suite("Pointer scroll")
struct PointerScrollTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("translations in points become the core's touchpad deltas, sign flipped, with an end")
  func deltas() {
    var scroll = SheetPointerScroll()
    // Two fingers up by 12, then 30 in all, then 42 and lifted: content toward more content.
    #expect(
      scroll.inputs(phase: .began, translationY: -12, isOnSheet: true) == [
        .scrollGesture(delta: 12, phase: .changed, device: .touchpad)
      ])
    #expect(
      scroll.inputs(phase: .changed, translationY: -30, isOnSheet: false) == [
        .scrollGesture(delta: 18, phase: .changed, device: .touchpad)
      ], "the pointer may leave the sheet mid-scroll: still the sheet's")
    #expect(scroll.inputs(phase: .changed, translationY: -30, isOnSheet: true) == [], "no movement, no input")
    #expect(
      scroll.inputs(phase: .ended, translationY: -42, isOnSheet: true) == [
        .scrollGesture(delta: 12, phase: .changed, device: .touchpad), .scrollGestureEnd,
      ])
    #expect(!scroll.isTaken)
    // A scroll that begins off the sheet (over the map) is not the sheet's, to its end.
    #expect(scroll.inputs(phase: .began, translationY: 5, isOnSheet: false) == [])
    #expect(scroll.inputs(phase: .changed, translationY: 40, isOnSheet: true) == [])
    #expect(scroll.inputs(phase: .cancelled, translationY: 40, isOnSheet: true) == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a two-finger scroll on the list at .medium raises the sheet (the list alone could not move)")
  func raisesTheSheet() {
    var sheet = SheetState(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      container: SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: 2000, time: 0)
    var scroll = SheetPointerScroll()
    let top = sheet.topEdge
    var time = 1.0
    for step in 1...10 {
      let phase: SheetPointerScroll.Phase = step == 1 ? .began : .changed
      let inputs = scroll.inputs(
        phase: phase, translationY: Double(-20 * step), isOnSheet: sheet.isOnSheet(x: 200, y: top + 200))
      for input in inputs { _ = sheet.apply(input, at: time) }
      time += 0.016
    }
    #expect(sheet.phase == .dragging)
    #expect(sheet.topEdge < top - 100, "200 pt of scroll moved the sheet up")
    for input in scroll.inputs(phase: .ended, translationY: -200, isOnSheet: true) { _ = sheet.apply(input, at: time) }
    #expect(sheet.phase != .dragging)
  }
}

/// Two lists with the scroll handoff, the second appearing before the first leaves (3.14).
@Suite("Scroll handoff owners")
struct ScrollHandoffOwnersTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a pushed list keeps the handoff when the first list's onDisappear comes after its onAppear")
  func pushKeepsHandoff() {
    final class Owner {}
    let first = Owner()
    let second = Owner()
    var owners = SheetScrollHandoffOwners()
    owners.begin(ObjectIdentifier(first), mode: .uiKit)
    owners.begin(ObjectIdentifier(second), mode: .uiKit)
    owners.end(ObjectIdentifier(first))
    #expect(owners.mode == .uiKit)
    #expect(owners.count == 1)
    owners.end(ObjectIdentifier(second))
    #expect(owners.mode == nil)
    #expect(SheetScrollHandoffOwners.holds(current: ObjectIdentifier(second), leaving: ObjectIdentifier(second)))
    #expect(!SheetScrollHandoffOwners.holds(current: ObjectIdentifier(second), leaving: ObjectIdentifier(first)))
    #expect(!SheetScrollHandoffOwners.holds(current: nil, leaving: ObjectIdentifier(first)))
  }
}

/// UIKit's clocks, windows and offsets in the core's units.
@Suite("Touch conversion")
struct TouchConversionTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an event's uptime is placed on the sheet clock by the two clocks read together")
  func clock() {
    // The event happened 12 ms before the clocks were read.
    let time = SheetTouchConversion.clockTime(uptime: 5000.988, nowUptime: 5001, now: 786_000_000)
    #expect(abs(time - (786_000_000 - 0.012)) < 1e-6)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("window points less the container's origin; offsets from the content's top")
  func points() {
    let point = SheetTouchConversion.containerPoint(windowX: 196, windowY: 700, containerOrigin: (0, 0))
    #expect(point.x == 196 && point.y == 700)
    let inset = SheetTouchConversion.containerPoint(windowX: 420, windowY: 700, containerOrigin: (59, 20))
    #expect(inset.x == 361 && inset.y == 680)
    // A List's content offset starts at minus its top inset.
    #expect(SheetTouchConversion.offsetFromContentTop(contentOffsetY: -35, adjustedTopInset: 35) == 0)
    #expect(SheetTouchConversion.contentOffsetY(showing: 120, adjustedTopInset: 35) == 85)
    // A field 300 points down the scroll view's bounds, under a 35-point top inset.
    let field = SheetTouchConversion.contentFrame(y: 300, height: 44, adjustedTopInset: 35)
    #expect(field.y == 335 && field.height == 44)
  }
}

/// Keyboard notifications in the core's keyboard input.
@Suite("Keyboard conversion")
struct KeyboardConversionTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("Stage Manager: the keyboard converted from the screen covers the window's bottom 157 pt (3.6)")
  func stageManager() {
    // 11-inch iPad, 1180 pt tall; keyboard at screen y 843…1180; a window at screen y 300…1000.
    let windowTop = 300.0
    let containerHeight = 700.0
    // From the screen's coordinate space (what the layer converts from now): 543…880 locally.
    let fromScreen = SheetKeyboardConversion.height(
      keyboardMinY: 843 - windowTop, keyboardMaxY: 1180 - windowTop, containerMaxY: containerHeight, policy: .lift)
    #expect(fromScreen == 157)
    // Read as window coordinates (the layer's old conversion): the keyboard seemed below the window.
    let asWindow = SheetKeyboardConversion.height(
      keyboardMinY: 843, keyboardMaxY: 1180, containerMaxY: containerHeight, policy: .lift)
    #expect(asWindow == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an iPhone 15's keyboard: 336 points over 0.25 s on the keyboard's curve")
  func iPhone() {
    let height = SheetKeyboardConversion.height(
      keyboardMinY: 516, keyboardMaxY: 852, containerMaxY: 852, policy: .lift)
    #expect(height == 336)
    let input = SheetKeyboardConversion.input(height: height, duration: 0.25, curveRawValue: 7)
    #expect(input == .keyboard(height: 336, duration: 0.25, curve: .easeInOut))
    #expect(
      SheetKeyboardConversion.input(height: 0, duration: -1, curveRawValue: 3)
        == .keyboard(height: 0, duration: 0, curve: .linear))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "hidden, floating and shortcut-bar keyboards",
    arguments: [
      // Moving off screen: its top below the container's bottom.
      (852.0, 1188.0, 852.0, KeyboardPolicy.lift, 0.0),
      // A floating iPad keyboard in the middle of the screen.
      (500, 760, 1194, .lift, 0),
      // The iPad shortcut bar with a hardware keyboard: 55 points.
      (1139, 1194, 1194, .expand, 0),
      (1139, 1194, 1194, .lift, 55),
      // A docked iPad keyboard.
      (790, 1194, 1194, .expand, 404),
    ])
  func special(minY: Double, maxY: Double, containerMaxY: Double, policy: KeyboardPolicy, expected: Double) {
    let height = SheetKeyboardConversion.height(
      keyboardMinY: minY, keyboardMaxY: maxY, containerMaxY: containerMaxY, policy: policy)
    #expect(height == expected)
  }
}

/// The probes' choices of UIKit views.
@Suite("View matching")
struct ViewMatchingTests {
  typealias Rect = SheetViewMatching.Rect

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the scroll view with the probe's frame, within 2 points; none when no frame matches")
  func scrollView() {
    let probe = Rect(x: 0, y: 500, width: 393, height: 300)
    let candidates = [
      Rect(x: 0, y: 0, width: 393, height: 852),  // the app's list behind the drawer
      Rect(x: 0, y: 500.5, width: 393, height: 299.5),  // the sheet's list
      Rect(x: 16, y: 520, width: 361, height: 120),  // a carousel in the sheet
    ]
    #expect(SheetViewMatching.match(probe: probe, candidates: candidates) == 1)
    #expect(SheetViewMatching.match(probe: probe, candidates: [candidates[0], candidates[2]]) == nil)
    #expect(SheetViewMatching.match(probe: probe, candidates: []) == nil)
    let exact = Rect(x: 0, y: 500, width: 393, height: 300)
    #expect(SheetViewMatching.match(probe: probe, candidates: [candidates[1], exact]) == 1, "the closer one")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "a List in a NavigationStack in the sheet: its collection view reaches under the bar and is found by its insets"
  )
  func underANavigationBar() {
    // The List's SwiftUI frame below a 54-point navigation bar in a card whose top is at 300; its
    // collection view starts at the card's top and insets its content by the bar, and reaches
    // 34 points under the home indicator.
    let probe = Rect(x: 0, y: 354, width: 393, height: 464)
    let list = Rect(x: 0, y: 300, width: 393, height: 552)
    let header = Rect(x: 0, y: 300, width: 393, height: 54)
    #expect(SheetViewMatching.match(probe: probe, candidates: [header, list]) == nil, "by frames alone: not found")
    #expect(
      SheetViewMatching.match(probe: probe, candidates: [header, list], insets: [(0, 0), (54, 34)]) == 1)
    // An inset that does not bring the frame to the probe's is no match.
    #expect(SheetViewMatching.match(probe: probe, candidates: [list], insets: [(20, 0)]) == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the pan goes on the outermost view below the window")
  func host() {
    #expect(SheetViewMatching.hostIndex(ancestorsAreWindows: [false, false, false, true]) == 2)
    #expect(SheetViewMatching.hostIndex(ancestorsAreWindows: [false, false]) == nil, "not in a window yet")
    #expect(SheetViewMatching.hostIndex(ancestorsAreWindows: [true]) == nil, "nothing below the window")
  }
}
