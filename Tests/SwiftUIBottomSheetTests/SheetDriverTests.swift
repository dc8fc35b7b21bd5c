import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The driver between SwiftUI and the core, input by input: what views observe and what events
/// they receive.
@Suite("Sheet driver")
@MainActor
struct SheetDriverTests {
  private static let detents: [SheetDetent] = [.fraction(0.16), .medium, .fraction(0.88)]
  private static let container = SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer(reduceMotion: Bool = false) -> SheetDriver {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: Self.detents, reduceMotion: reduceMotion), presented: true)
    driver.containerChanged(Self.container)
    _ = driver.takeEvents()
    return driver
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the sheet is not shown before its container is known")
  func waitsForContainer() {
    let driver = SheetDriver(configuration: SheetConfiguration(detents: Self.detents), presented: true)
    #expect(!driver.showsSheet)
    driver.containerChanged(Self.container)
    #expect(driver.showsSheet)
    #expect(driver.settledDetentID == "fraction(0.16)")
    #expect(driver.state.height == 135)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag runs the frame clock; its release settles on frames until the sheet rests")
  func dragAndSettle() {
    let driver = drawer()
    let start = driver.state.time + 1
    driver.dragChanged(SheetDragSample(startY: 780, y: 780, time: start))
    #expect(driver.isRunning)
    driver.dragChanged(SheetDragSample(startY: 780, y: 700, time: start + 0.05))
    driver.dragEnded(SheetDragSample(startY: 780, y: 640, time: start + 0.09))
    #expect(driver.isRunning)
    #expect(driver.targetDetentID == "fraction(0.88)")
    var time = start + 0.09
    while driver.isRunning, time < start + 2 {
      time += 1.0 / 120
      driver.tick(at: time)
    }
    #expect(!driver.isRunning)
    #expect(driver.settledDetentID == "fraction(0.88)")
    let events = driver.takeEvents()
    #expect(events.first == .dragBegan(height: 135))
    #expect(
      events.suffix(2) == [
        .settled(detent: "fraction(0.88)", height: 2228.0 / 3),
        .announce(detent: "fraction(0.88)", position: 3, count: 3),
      ])
    #expect(driver.takeEvents().isEmpty)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("drawing a frame changes nothing; the tick after it commits the same state")
  func frameIsPure() {
    let driver = drawer()
    _ = driver.apply(.move(to: "medium", animated: true))
    let start = driver.state.time
    let revision = driver.revision
    let frame = driver.frame(at: start + 0.1)
    #expect(driver.state.time == start)
    #expect(driver.revision == revision)
    driver.tick(at: start + 0.1)
    #expect(driver.state.height == frame.height)
    #expect(frame.progress == driver.state.progress)
    #expect(frame.highest == 2228.0 / 3)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the frame's backdrop is the core's for the options in effect")
  func frameBackdrop() {
    let driver = drawer()
    var options = SheetOptions()
    options.backgroundBlurRadius = 10
    options.backgroundInteraction = .enabled(upThrough: .medium)
    driver.backdropOptionsChanged(options, kind: .drawer)
    _ = driver.apply(.move(to: "fraction(0.88)", animated: false))
    let frame = driver.frame(at: driver.state.time)
    #expect(frame.backdrop.dimming == 0.4)
    #expect(frame.backdrop.blurRadius == 10)
    #expect(!frame.backdrop.allowsBackgroundInteraction)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("move(to:) returns true when the sheet comes to rest there", .timeLimit(.minutes(1)))
  func moveCompletes() async {
    let driver = drawer(reduceMotion: true)
    let moved = await driver.move(to: "medium", animated: true)
    #expect(moved)
    #expect(await driver.move(to: "medium", animated: true), "a sheet resting there already completes at once")
    #expect(!(await driver.move(to: "nowhere", animated: true)))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "move(to:) returns false when a touch interrupts it, and true after frames bring it to rest",
    .timeLimit(.minutes(1)))
  func moveInterrupted() async {
    let driver = drawer()
    let first = Task { await driver.move(to: "fraction(0.88)", animated: true) }
    while driver.targetDetentID != "fraction(0.88)" { await Task.yield() }
    let time = driver.state.time + 0.05
    driver.dragChanged(SheetDragSample(startY: 830, y: 830, time: time))
    #expect(await first.value == false)
    driver.dragEnded(SheetDragSample(startY: 830, y: 830, time: time + 0.01))
    let second = Task { await driver.move(to: "medium", animated: true) }
    while driver.targetDetentID != "medium" { await Task.yield() }
    var now = driver.state.time
    while driver.isRunning, now < time + 3 {
      now += 1.0 / 60
      driver.tick(at: now)
    }
    #expect(await second.value)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a presentation waits for the content, then presents; a dismissal hides the sheet")
  func presentation() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.large], allowsDismissal: true, reduceMotion: true), presented: false)
    driver.containerChanged(Self.container)
    #expect(!driver.showsSheet)
    driver.setPresented(true)
    #expect(driver.showsSheet, "the content is built so it can declare its detents")
    #expect(!driver.state.isPresented)
    driver.setDetents([.medium, .large])
    _ = driver.apply(.move(to: "medium", animated: true))
    driver.presentIfPending()
    #expect(driver.settledDetentID == "medium")
    driver.setPresented(false)
    #expect(!driver.showsSheet)
    #expect(driver.takeEvents().suffix(1) == [.dismissed])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("escape and the scrim dismiss a dismissible sheet")
  func escapeAndScrim() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.large], allowsDismissal: true, reduceMotion: true), presented: true)
    driver.containerChanged(Self.container)
    #expect(driver.escape())
    #expect(!driver.escape(), "a hidden sheet does not handle escape")
    driver.setPresented(true)
    driver.presentIfPending()
    driver.scrimTapped()
    #expect(driver.takeEvents().filter { $0 == .dismissed }.count == 2)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the options' backdrop reaches the core, and a scrim tap goes down to its undimmed detent")
  func scrimTapOnADrawer() {
    let driver = drawer(reduceMotion: true)
    var options = SheetOptions()
    options.backgroundInteraction = .enabled(upThrough: .medium)
    driver.backdropOptionsChanged(options, kind: .drawer)
    #expect(driver.state.configuration.backdrop?.undimmedThrough == "medium")
    _ = driver.apply(.move(to: "fraction(0.88)", animated: false))
    // At 0.88 × 844 = 742.72 points, above 'medium', the scrim takes the input.
    #expect(!driver.state.renderPlan().backdrop.allowsBackgroundInteraction)
    driver.scrimTapped()
    #expect(driver.state.detent == "medium")
    #expect(driver.state.renderPlan().backdrop.allowsBackgroundInteraction)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("automatic background interaction names the highest detent, and follows new detents")
  func backdropFollowsTheHighestDetent() {
    let driver = drawer()
    driver.backdropOptionsChanged(SheetOptions(), kind: .drawer)
    #expect(driver.state.configuration.backdrop?.undimmedThrough == "fraction(0.88)")
    driver.setDetents(Self.detents + [.large])
    #expect(driver.state.configuration.backdrop?.undimmedThrough == "large")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a tap in the grabber's row cycles the detents; a tap below it, or a drag, does not")
  func grabberTap() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: Self.detents, reduceMotion: true, touchSlop: SheetOptions.touchSlop),
      presented: true)
    driver.containerChanged(Self.container)
    driver.grabberShown(true)
    var time = driver.state.time + 1
    func tap(atY y: Double) {
      driver.dragChanged(SheetDragSample(startY: y, y: y + 2, time: time))
      driver.dragEnded(SheetDragSample(startY: y, y: y + 2, time: time + 0.1))
      time += 1
    }
    // The drawer rests at 135 points: its top edge is at 844 − 135 = 709, its grabber's row 21
    // points below.
    tap(atY: 715)
    #expect(driver.state.detent == "medium")
    tap(atY: 844 - driver.state.height + 40)
    #expect(driver.state.detent == "medium", "below the grabber's row")
    driver.grabberShown(false)
    tap(atY: 844 - driver.state.height + 5)
    #expect(driver.state.detent == "medium", "no grabber shown")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("detents and Reduce Motion change by input; other options rebuild the state at its detent")
  func reconfigure() {
    let driver = drawer()
    _ = driver.apply(.move(to: "medium", animated: false))
    driver.reconfigure(SheetConfiguration(detents: Self.detents + [.large], reduceMotion: true))
    #expect(driver.detentCount == 4)
    #expect(driver.state.configuration.reduceMotion)
    driver.reconfigure(
      SheetConfiguration(
        detents: Self.detents + [.large], spring: SheetSpring(duration: 0.3, bounce: 0), reduceMotion: true))
    #expect(driver.state.configuration.spring == SheetSpring(duration: 0.3, bounce: 0))
    #expect(driver.targetDetentID == "medium")
    #expect(driver.state.height == 422)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the keyboard policy and the card style change by input, mid-drag too, with no rebuild")
  func policyAndStyleInputs() {
    let driver = drawer(reduceMotion: true)
    _ = driver.apply(.move(to: "medium", animated: false))
    driver.keyboardChanged(300)
    #expect(driver.state.height == 422 + 300, "lift: the detent, lifted")
    driver.dragChanged(SheetDragSample(startY: 200, y: 150, time: 5, startX: 100, x: 100))
    #expect(driver.state.phase == .dragging)
    var configuration = driver.state.configuration
    configuration.keyboardPolicy = .expand
    configuration.style = .floating(inset: 10, cornerRadius: 24)
    driver.reconfigure(configuration)
    #expect(driver.state.configuration.keyboardPolicy == .expand, "applied at once, not after the drag")
    #expect(driver.state.configuration.style.isFloating)
    #expect(driver.state.phase == .dragging, "the touch still holds the sheet: no rebuild")
    driver.dragEnded(SheetDragSample(startY: 200, y: 150, time: 5.1, startX: 100, x: 100))
    #expect(driver.state.phase == .idle)
    #expect(driver.targetDetentID == Self.detents.last?.id, "expand: the highest detent while the keyboard shows")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a keyboard lifts the sheet by its height")
  func keyboard() {
    let driver = drawer(reduceMotion: true)
    driver.keyboardChanged(SheetGeometry.keyboardHeight(bottomInset: 336, containerBottomInset: 34))
    #expect(driver.state.keyboardHeight == 336)
    #expect(driver.state.height == 135 + 336)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "without a scroll view the whole column is the header, and a fitted detent follows it with the space below",
    arguments: [
      // (detent space, style, fitted height) for a 240.2-point column on an 844-point container
      // with a 34-point bottom inset: the column is the header the core gets, in every style and
      // space; the core adds the space below it (241 + 34, or + 40 for a card inset 40).
      (DetentSpace.container, SheetCardStyle.standard(cornerRadius: 16), 275.0),
      (DetentSpace.available, SheetCardStyle.standard(cornerRadius: 16), 275.0),
      (DetentSpace.safeArea, SheetCardStyle.standard(cornerRadius: 16), 275.0),
      // A floating card has no padding; its bottom sits max(10, 34) above the edge.
      (DetentSpace.safeArea, SheetCardStyle.floating(inset: 10, cornerRadius: 24), 275.0),
      (DetentSpace.container, SheetCardStyle.floating(inset: 40, cornerRadius: 24), 281.0),
      (DetentSpace.available, SheetCardStyle.morphing(inset: 16), 275.0),
    ])
  func fittedColumn(space: DetentSpace, style: SheetCardStyle, height: Double) {
    let driver = SheetDriver(
      configuration: SheetConfiguration(
        detents: [.fitted], allowsDismissal: true, reduceMotion: true, detentSpace: space, style: style),
      presented: true)
    driver.containerChanged(Self.container)
    driver.columnHeightChanged(240.2)
    #expect(driver.state.headerHeight == 240.2)
    #expect(driver.state.height == height)
    // The card shows the whole column above the home indicator: its height less the content's
    // bottom padding (the plan's; a lone morphing detent is the highest, where the card is
    // standard) is at least the column's, and nothing of it scrolls.
    let plan = driver.state.renderPlan()
    #expect(plan.card.height - plan.contentBottomInset >= 240.2)
    #expect(plan.card.height - plan.contentBottomInset < 241.2)
    #expect(plan.maximumScrollOffset == 0)
    driver.columnHeightChanged(412)
    // 412 + 34 (or + 40): a whole point already.
    #expect(driver.state.height == 412 + (height - 240.2).rounded(.down))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("with the core's scroll handoff, a drag on the content at the highest detent scrolls it")
  func coreScrollHandoff() {
    let driver = drawer()
    _ = driver.apply(.move(to: "fraction(0.88)", animated: false))
    driver.scrollHandoffBegan(.core)
    driver.scrollTopChanged(80)
    let highest: Double = 2228.0 / 3
    let viewport: Double = highest - 80 - 34
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 2000, viewportHeight: viewport))
    #expect(driver.state.headerHeight == 80)
    let largest: Double = 2000 - viewport
    #expect(abs(driver.state.maximumScrollOffset - largest) < 1e-9)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.dragChanged(SheetDragSample(startY: top + 300, y: top + 300, time: time))
    driver.dragChanged(SheetDragSample(startY: top + 300, y: top + 200, time: time + 0.1))
    #expect(driver.scrollOffset == 100)
    #expect(driver.state.height == 2228.0 / 3)
    driver.dragEnded(SheetDragSample(startY: top + 300, y: top + 180, time: time + 0.12))
    #expect(driver.isRunning, "the content decelerates on after the release")
    var now = time + 0.12
    while driver.isRunning, now < time + 5 {
      now += 1.0 / 60
      driver.tick(at: now)
    }
    #expect(!driver.isRunning)
    #expect(driver.scrollOffset > 200, "momentum carried the content on")
    #expect(driver.state.height == 2228.0 / 3, "the sheet stayed at its highest detent")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("before iOS 18, a drag on the content at the highest detent is left to the scroll view")
  func nativeScrollHandoff() {
    let driver = drawer()
    _ = driver.apply(.move(to: "fraction(0.88)", animated: false))
    driver.scrollHandoffBegan(.nativeAtHighestDetent)
    driver.scrollTopChanged(80)
    #expect(driver.restsAtHighestDetent)
    #expect(driver.state.contentHeight == 0)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.dragChanged(SheetDragSample(startY: top + 300, y: top + 300, time: time))
    #expect(driver.state.phase == .idle)
    driver.dragEnded(SheetDragSample(startY: top + 300, y: top + 400, time: time + 0.1))
    driver.dragChanged(SheetDragSample(startY: top + 40, y: top + 40, time: time + 1))
    #expect(driver.state.phase == .dragging, "the header still drags the sheet")
  }
}

/// The driver records for ``View/onSheetRecording(_:)``: the recording it hands back when a
/// gesture ends replays to the driver's own state and events.
@Suite("Sheet driver recording")
@MainActor
struct SheetDriverRecordingTests {
  private static let detents: [SheetDetent] = [.fraction(0.16), .medium, .fraction(0.88)]
  private static let container = SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a gesture's end hands back a recording that replays to the driver's state")
  func gestureEndHandsBackRecording() throws {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: Self.detents), presented: true, records: true)
    driver.containerChanged(Self.container)
    var events = driver.takeEvents()
    let start = driver.state.time + 1
    driver.dragChanged(SheetDragSample(startY: 780, y: 780, time: start, startX: 195, x: 195))
    driver.dragChanged(SheetDragSample(startY: 780, y: 700, time: start + 0.05, startX: 195, x: 196))
    driver.dragEnded(SheetDragSample(startY: 780, y: 640, time: start + 0.09, startX: 195, x: 196))
    var time = start + 0.09
    // Caught mid-flight, pushed down and let go; then frames until the sheet rests.
    for _ in 0..<10 {
      time += 1.0 / 120
      driver.tick(at: time)
    }
    #expect(driver.recordingSerial == 0, "no recording before the gesture's settle ends")
    driver.dragChanged(SheetDragSample(startY: 500, y: 500, time: time + 0.001, startX: 100, x: 100))
    driver.dragChanged(SheetDragSample(startY: 500, y: 560, time: time + 0.03, startX: 100, x: 100))
    driver.dragEnded(SheetDragSample(startY: 500, y: 600, time: time + 0.05, startX: 100, x: 100))
    time += 0.05
    while driver.isRunning, time < start + 3 {
      time += 1.0 / 120
      driver.tick(at: time)
    }
    #expect(driver.recordingSerial == 1)
    events += driver.takeEvents()
    let recording = try #require(driver.takeRecording())
    #expect(recording.droppedCount == 0)
    let replay = recording.replay()
    #expect(replay.state.height == driver.state.height)
    #expect(replay.state.detent == driver.state.detent)
    #expect(replay.state.time == driver.state.time)
    #expect(replay.events.map(\.event) == events)
    #expect(events.filter { if case .dragBegan = $0 { true } else { false } }.count == 2)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("without a recording action the driver records nothing; turned on later, it starts with the next state")
  func recordingOff() {
    let driver = SheetDriver(configuration: SheetConfiguration(detents: Self.detents), presented: true)
    driver.containerChanged(Self.container)
    #expect(driver.takeRecording() == nil)
    driver.setRecording(true)
    #expect(driver.takeRecording() == nil)
    driver.hideNow()
    let recording = driver.takeRecording()
    #expect(recording?.presented == false)
    #expect(recording?.container == Self.container)
    #expect(recording?.entries.isEmpty == true)
  }
}

/// `onSheetRecording` as an app writes it (type-checked against the stub).
@available(iOS 17, macOS 14, visionOS 1, *)
private struct RecordingExample: View {
  @State private var lastEntries = 0
  var body: some View {
    Color.clear
      .bottomDrawer(detents: [.fraction(0.16), .medium]) { Text("Places") }
      .onSheetRecording { recording in lastEntries = recording.entries.count }
  }
}
