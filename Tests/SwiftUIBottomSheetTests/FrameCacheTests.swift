import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// One displayed frame is computed once: the views that draw it share it, and the tick after it
/// commits the same advance of the spring.
@Suite("The driver's frame cache")
@MainActor
struct FrameCacheTests {
  private static let container = SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  /// A drawer settling toward `medium` from `start` (seconds; now when `nil`), and that time.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func settlingDrawer(records: Bool = false, at start: Double? = nil) -> (driver: SheetDriver, start: Double) {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .fraction(0.88)]), presented: true,
      records: records)
    driver.containerChanged(Self.container)
    _ = driver.apply([.move(to: "medium", animated: true)], at: start)
    _ = driver.takeEvents()
    return (driver, driver.state.time)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the card and the backdrop of one frame get the same frame from one advance and one plan")
  func sameTimeSameFrame() {
    let (driver, start) = settlingDrawer()
    let (advances, plans) = (driver.advanceCount, driver.planCount)
    let card = driver.frame(at: start + 0.1)
    let backdrop = driver.frame(at: start + 0.1)
    #expect(card == backdrop)
    #expect(driver.advanceCount == advances + 1)
    #expect(driver.planCount == plans + 1)
    #expect(driver.state.time == start, "drawing changes nothing")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the tick after a frame commits that frame's advance without advancing again")
  func tickCommitsTheFrame() {
    let (driver, start) = settlingDrawer()
    let frame = driver.frame(at: start + 0.1)
    let advances = driver.advanceCount
    driver.tick(at: start + 0.1)
    #expect(driver.advanceCount == advances)
    #expect(driver.state.time == start + 0.1)
    #expect(driver.state.height == frame.height)
    #expect(driver.state.renderPlan().card == frame.plan.card)
    // The frame stays good for its time once committed.
    #expect(driver.frame(at: start + 0.1) == frame)
    #expect(driver.advanceCount == advances)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a frame and its tick reach rest as a tick alone does, with the same events")
  func sameSettle() {
    let start = SheetClock.now() + 1
    let (cachedDriver, _) = settlingDrawer(at: start)
    let (plainDriver, _) = settlingDrawer(at: start)
    var time = start
    while cachedDriver.isRunning || plainDriver.isRunning, time < start + 3 {
      time += 1.0 / 60
      _ = cachedDriver.frame(at: time)
      cachedDriver.tick(at: time)
      plainDriver.tick(at: time)
      #expect(cachedDriver.state.height == plainDriver.state.height)
    }
    #expect(cachedDriver.settledDetentID == "medium")
    #expect(cachedDriver.takeEvents() == plainDriver.takeEvents())
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a new time, an input or another backdrop computes the frame again")
  func invalidation() {
    let (driver, start) = settlingDrawer()
    let advances = driver.advanceCount
    let first = driver.frame(at: start + 0.1)
    let later = driver.frame(at: start + 0.2)
    #expect(later.height != first.height)
    #expect(driver.advanceCount == advances + 2)
    let plansBeforeInput = driver.planCount
    _ = driver.apply(.move(to: "fraction(0.88)", animated: true))
    // The input draws the state as it stands, for the views that read the displayed frame: one
    // plan, no advance.
    #expect(driver.planCount == plansBeforeInput + 1)
    #expect(driver.advanceCount == advances + 2)
    let moved = driver.frame(at: start + 0.2)
    #expect(moved != later)
    #expect(driver.advanceCount == advances + 3)
    var options = SheetOptions()
    options.backgroundBlurRadius = 10
    let plans = driver.planCount
    // The backdrop is the core's configuration now: a new one is an input, which empties the
    // cache like any other (and draws the state as it stands: one plan).
    driver.backdropOptionsChanged(options, kind: .drawer)
    let blurred = driver.frame(at: start + 0.2)
    #expect(blurred.backdrop != moved.backdrop)
    #expect(driver.planCount == plans + 2)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a displayed frame costs one advance and one plan, and is written once")
  func displayLinkFrame() {
    let (driver, start) = settlingDrawer()
    let (advances, plans) = (driver.advanceCount, driver.planCount)
    let before = driver.displayedFrame
    driver.advanceFrame(to: start + 0.1)
    #expect(driver.advanceCount == advances + 1)
    #expect(driver.planCount == plans + 1)
    #expect(driver.displayedFrame != before)
    #expect(driver.displayedFrame.height == driver.state.height)
    #expect(driver.progressModel.value == driver.displayedFrame.progress)
    // The content's layout does not change while the sheet settles toward the same detent.
    let layout = driver.contentLayout
    driver.advanceFrame(to: start + 0.2)
    #expect(driver.contentLayout == layout)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a committed frame is recorded as its tick")
  func recordedTick() {
    let (driver, start) = settlingDrawer(records: true)
    _ = driver.frame(at: start + 0.1)
    driver.tick(at: start + 0.1)
    #expect(driver.takeRecording()?.entries.last == .tick(time: start + 0.1))
  }
}

/// The display link's callback in the driver's time.
@Suite("Frame clock")
@MainActor
struct FrameClockTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a displayed frame's uptime advances the driver to the same moment on the sheet clock")
  func fired() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.medium, .large]), presented: true)
    driver.containerChanged(SheetContainer(height: 852))
    _ = driver.apply([.move(to: "large", animated: true)])
    let clock = SheetFrameClock()
    clock.driver = driver
    let before = driver.state.time
    // The next frame, displayed 20 ms after the move, on the uptime clock.
    clock.fired(uptime: ProcessInfo.processInfo.systemUptime + 0.02)
    let now = SheetClock.now()
    #expect(driver.state.time > before)
    #expect(abs(driver.state.time - (now + 0.02)) < 0.01)
    #expect(driver.displayedFrame.height == driver.state.height)
    #expect(SheetFrameClock.frameRates.maximum == 120)
  }
}
