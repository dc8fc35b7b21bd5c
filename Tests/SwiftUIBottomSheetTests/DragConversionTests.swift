import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

@Suite("Drag conversion")
struct DragConversionTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func sample(_ y: Double, from startY: Double = 700, at time: Double) -> SheetDragSample {
    SheetDragSample(startY: startY, y: y, time: time)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the first change goes down at the start location, then moves")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func firstChange() {
    var tracker = SheetDragTracker()
    #expect(tracker.changed(sample(690, at: 1)) == [.touchDown(y: 700), .touchMove(y: 690)])
    #expect(tracker.phase == .touching)
    #expect(tracker.changed(sample(650, at: 1.016)) == [.touchMove(y: 650)])
    #expect(tracker.ended(sample(600, at: 1.032)) == [.touchUp(y: 600)])
    #expect(tracker.phase == .idle)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a first change at the start location (minimum distance 0) is a touch-down alone")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func contact() {
    var tracker = SheetDragTracker()
    #expect(tracker.changed(sample(700, at: 1)) == [.touchDown(y: 700)])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an end with no change before it is a touch-down and a touch-up")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func endWithoutChange() {
    var tracker = SheetDragTracker()
    #expect(tracker.ended(sample(640, at: 2)) == [.touchDown(y: 700), .touchUp(y: 640)])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a cancel releases a held touch once, and nothing otherwise")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func cancel() {
    var tracker = SheetDragTracker()
    #expect(tracker.cancelled() == [])
    _ = tracker.changed(sample(690, at: 1))
    #expect(tracker.cancelled() == [.touchCancel])
    #expect(tracker.cancelled() == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag declined at its start is ignored until it ends; the next one is asked again")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func declined() {
    var tracker = SheetDragTracker()
    var asked: [Double] = []
    let decline: (Double) -> Bool = {
      asked.append($0)
      return false
    }
    #expect(tracker.changed(sample(690, at: 1), accepting: decline) == [])
    #expect(tracker.changed(sample(600, at: 1.1), accepting: decline) == [])
    #expect(tracker.ended(sample(500, at: 1.2)) == [])
    #expect(tracker.cancelled() == [])
    #expect(asked == [700])
    #expect(tracker.changed(sample(690, at: 2)) == [.touchDown(y: 700), .touchMove(y: 690)])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("dates become seconds on one timeline, so gesture and frame times subtract")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func clock() {
    let touch = Date(timeIntervalSinceReferenceDate: 1000.25)
    let frame = touch.addingTimeInterval(1.0 / 120)
    #expect(SheetClock.seconds(touch) == 1000.25)
    #expect(abs(SheetClock.seconds(frame) - SheetClock.seconds(touch) - 1.0 / 120) < 1e-9)
  }

  #if canImport(UIKit)
    @available(iOS 17, macOS 14, visionOS 1, *)
    @Test("where UIKit stamps the events the timeline is the uptime: events keep their time")
    func uptimeTimeline() {
      let before = ProcessInfo.processInfo.systemUptime
      let now = SheetClock.now()
      let after = ProcessInfo.processInfo.systemUptime
      #expect(now >= before && now <= after, "the uptime, not the wall clock")
      // A touch stamped 12 ms ago by UIKit is 12 ms before now on the sheet's timeline.
      let touch = SheetTouchConversion.clockTime(uptime: after - 0.012, nowUptime: after, now: after)
      #expect(abs(touch - (after - 0.012)) < 1e-12)
    }
  #endif

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag converted sample by sample settles as the core's tests say")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func replayThroughTheCore() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: SheetDetentConversion.detents(fractions: [0.16, 0.5, 0.88])),
      container: SheetContainer(height: 844))
    var tracker = SheetDragTracker()
    var events: [SheetEvent] = []
    let samples = [(780.0, 0.0), (740, 0.016), (700, 0.033), (660, 0.05)]
    for (y, t) in samples {
      for input in tracker.changed(sample(y, from: 780, at: t)) { events += state.apply(input, at: t) }
    }
    for input in tracker.ended(sample(640, from: 780, at: 0.066)) { events += state.apply(input, at: 0.066) }
    #expect(events.first == .dragBegan(height: 135))
    guard case .willSettle(let target, let velocity) = events.last else {
      Issue.record("no settle after the release: \(events)")
      return
    }
    #expect(target == "fraction(0.88)", "a fast upward flick from the lowest detent reaches the highest")
    #expect(velocity < -2000)
  }
}

/// A Mac's wheel and trackpad in the core's inputs.
@Suite("Wheel conversion")
struct WheelConversionTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a wheel notch toward the user is one step toward more content")
  func wheel() {
    #expect(
      SheetWheelConversion.inputs(deltaY: -1, isPrecise: false, phase: .none, momentumPhase: .none, lineLength: 10)
        == [.wheel(steps: 1, stepLength: 10)])
    #expect(
      SheetWheelConversion.inputs(deltaY: 0, isPrecise: false, phase: .none, momentumPhase: .none, lineLength: 10) == []
    )
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a trackpad's fingers, their end and the system's momentum")
  func trackpad() {
    let up = SheetWheelConversion.inputs(
      deltaY: -12, isPrecise: true, phase: .changed, momentumPhase: .none, lineLength: 10)
    #expect(up == [.scrollGesture(delta: 12, phase: .changed, device: .touchpad)])
    let end = SheetWheelConversion.inputs(
      deltaY: 0, isPrecise: true, phase: .ended, momentumPhase: .none, lineLength: 10)
    #expect(end == [.scrollGestureEnd])
    let coast = SheetWheelConversion.inputs(
      deltaY: -6, isPrecise: true, phase: .none, momentumPhase: .changed, lineLength: 10)
    #expect(coast == [.scrollGesture(delta: 6, phase: .momentum, device: .touchpad)])
    #expect(
      SheetWheelConversion.inputs(deltaY: -1, isPrecise: true, phase: .none, momentumPhase: .ended, lineLength: 10)
        == [])
    let smooth = SheetWheelConversion.inputs(
      deltaY: 4, isPrecise: true, phase: .none, momentumPhase: .none, lineLength: 10)
    #expect(smooth == [.scrollGesture(delta: -4, phase: .changed, device: .mouse)])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a Form at the highest detent keeps its own scrolling; a handoff list's is the core's")
  func whoTakes() {
    #expect(SheetWheelConversion.sheetTakes(isOnSheet: true, restsAtHighestDetent: false, hasScrollHandoff: false))
    #expect(!SheetWheelConversion.sheetTakes(isOnSheet: true, restsAtHighestDetent: true, hasScrollHandoff: false))
    #expect(SheetWheelConversion.sheetTakes(isOnSheet: true, restsAtHighestDetent: true, hasScrollHandoff: true))
    #expect(!SheetWheelConversion.sheetTakes(isOnSheet: false, restsAtHighestDetent: false, hasScrollHandoff: true))
  }
}

/// A Mac's scroll events reach the driver only over the sheet.
@Suite("Wheel events in the driver")
@MainActor
struct WheelEventTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a notch over the drawer raises it one detent; one over the map is the map's")
  func notch() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true),
      presented: true)
    driver.containerChanged(SheetContainer(height: 800, width: 1000))
    let notch = SheetWheelConversion.inputs(
      deltaY: -1, isPrecise: false, phase: .none, momentumPhase: .none, lineLength: 10)
    #expect(!driver.scrollEvent(notch, atX: 500, y: 100), "above the sheet: the map scrolls")
    #expect(driver.targetDetentID == "medium")
    #expect(driver.scrollEvent(notch, atX: 500, y: 700))
    #expect(driver.targetDetentID == "fraction(0.88)")
    // At the highest detent with no scroll view in the handoff, a Form scrolls by itself.
    #expect(!driver.scrollEvent(notch, atX: 500, y: 700))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("macOS 14: a handoff list keeps the wheel at the highest detent; below it the sheet takes it (3.4)")
  func nativeHandoffAtTheTop() async {
    let driver = SheetDriver(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true),
      presented: true)
    driver.containerChanged(SheetContainer(height: 800, width: 1000))
    driver.scrollHandoffBegan(.nativeAtHighestDetent)
    let trackpad = SheetWheelConversion.inputs(
      deltaY: -6, isPrecise: true, phase: .changed, momentumPhase: .none, lineLength: 10)
    let end = SheetWheelConversion.inputs(
      deltaY: 0, isPrecise: true, phase: .ended, momentumPhase: .none, lineLength: 10)
    #expect(driver.scrollEvent(trackpad, atX: 500, y: 700), "at .medium the sheet rises")
    #expect(driver.scrollEvent(end, atX: 500, y: 700))
    _ = await driver.move(to: "fraction(0.88)", animated: false)
    #expect(driver.restsAtHighestDetent)
    #expect(!driver.scrollEvent(trackpad, atX: 500, y: 700), "at the top the list scrolls natively: not swallowed")
    // macOS 15's handoff divides drags: the core takes the wheel there too.
    driver.scrollHandoffBegan(.core)
    #expect(driver.scrollEvent(trackpad, atX: 500, y: 700))
  }
}
