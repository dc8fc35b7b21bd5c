import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// A tracked scroll view the driver holds or frees, with the offset it shows along its axis.
@available(iOS 17, macOS 14, visionOS 1, *)
@MainActor
private final class FakeRegionScrollView: SheetScrollViewControl {
  var offset = 0.0
  var isHeld = false
  var decisions = 0
  var shownOffset: Double { offset }
  var isDecelerating: Bool { false }
  var panRecognizer: AnyObject? { self }
  func contentFrame(of view: AnyObject) -> (y: Double, height: Double)? { nil }
  func apply(_ decision: SheetScrollLock.Decision) {
    decisions += 1
    if let changed = decision.holdChanged { isHeld = changed }
    if let hold = decision.hold { offset = hold }
    if let show = decision.show { offset = show }
  }
}

/// Several scroll views marked in one sheet: each a core scroll region with its frame, length and
/// offset; the touch goes to the region under it; each scroll view held or freed from the core's
/// verdict for it.
@Suite("Scroll regions in SwiftUI")
struct ScrollRegionBridgeTests {
  final class Owner {}

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the table: measured regions in the order they appeared, the newest of a repeated id, offsets kept")
  func table() {
    let row = Owner()
    let list = Owner()
    let pushed = Owner()
    var table = SheetScrollRegionTable()
    table.begin(ObjectIdentifier(row), id: "categories", axis: .horizontal)
    table.begin(ObjectIdentifier(list), id: "second", axis: .vertical)
    #expect(table.regions(offsets: [:]) == [], "nothing measured yet")
    table.frameChanged(ObjectIdentifier(row), to: SheetRect(x: 0, y: 60, width: 390, height: 44))
    #expect(table.regions(offsets: [:]) == [], "no content length yet")
    table.contentLengthChanged(ObjectIdentifier(row), to: 900)
    table.frameChanged(ObjectIdentifier(list), to: SheetRect(x: 0, y: 104, width: 390, height: 600))
    table.contentLengthChanged(ObjectIdentifier(list), to: 2000)
    let rowRegion = SheetScrollRegion(
      id: "categories", frame: SheetRect(x: 0, y: 60, width: 390, height: 44), axis: .horizontal, contentLength: 900,
      offset: 120)
    let listRegion = SheetScrollRegion(
      id: "second", frame: SheetRect(x: 0, y: 104, width: 390, height: 600), axis: .vertical, contentLength: 2000)
    #expect(table.regions(offsets: ["categories": 120]) == [rowRegion, listRegion])
    #expect(table.owner(ofRegion: "second") == ObjectIdentifier(list))
    // A pushed list with the same id appears before the first leaves: the newest is the region.
    table.begin(ObjectIdentifier(pushed), id: "second", axis: .vertical)
    #expect(table.owner(ofRegion: "second") == ObjectIdentifier(pushed))
    #expect(table.region(of: ObjectIdentifier(list)) == nil, "the older namesake holds nothing")
    #expect(table.regions(offsets: [:]).map(\.id) == ["categories"], "the pushed one is not measured yet")
    table.end(ObjectIdentifier(pushed))
    #expect(table.owner(ofRegion: "second") == ObjectIdentifier(list), "the first comes back when it leaves")
    // Appearing again keeps its measurements and moves it last (drawn over the others).
    table.begin(ObjectIdentifier(row), id: "categories", axis: .horizontal)
    #expect(table.regions(offsets: [:]).map(\.id) == ["second", "categories"])
    table.begin(ObjectIdentifier(row), id: "categories", axis: .vertical)
    #expect(table.regions(offsets: [:]).map(\.id) == ["second"], "a new axis is measured anew")
  }

  /// A drawer on an 852-point iPhone at 3×, resting at .88: a 60-point header, then a row of
  /// categories (44 points, 900 wide), then the main list; optionally a second list (`second`)
  /// with its own offset in place of the main list's top part.
  @available(iOS 17, macOS 14, visionOS 1, *)
  @MainActor
  private func sheet(at detent: String = "fraction(0.88)") -> (
    SheetDriver, main: FakeRegionScrollView, row: FakeRegionScrollView, rowOwner: Owner
  ) {
    let driver = SheetDriver(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: detent, reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      presented: true)
    driver.containerChanged(
      SheetContainer(height: 852, width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3))
    driver.scrollHandoffBegan(.uiKit)
    driver.scrollTopChanged(104)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 2000, viewportHeight: 600))
    let main = FakeRegionScrollView()
    driver.trackScrollView(main)
    let rowOwner = Owner()
    let row = FakeRegionScrollView()
    driver.scrollRegionBegan(owner: rowOwner, id: "categories", axis: .horizontal)
    driver.trackRegionScrollView(row, owner: rowOwner)
    #expect(row.decisions == 0, "not measured, so the core has no such region: nothing decided")
    driver.scrollRegionFrameChanged(owner: rowOwner, to: SheetRect(x: 0, y: 60, width: 393, height: 44))
    driver.scrollRegionContentChanged(owner: rowOwner, to: 900)
    _ = driver.takeEvents()
    return (driver, main, row, rowOwner)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a measured region reaches the core with its frame, axis and length; its pan is tracked")
  @MainActor
  func regionReachesTheCore() {
    let (driver, _, row, rowOwner) = sheet()
    #expect(
      driver.state.scrollRegions == [
        SheetScrollRegion(
          id: "categories", frame: SheetRect(x: 0, y: 60, width: 393, height: 44), axis: .horizontal,
          contentLength: 900)
      ])
    #expect(driver.isTrackedScrollViewPan(row))
    driver.scrollRegionEnded(owner: rowOwner)
    #expect(driver.state.scrollRegions == [])
    #expect(!driver.isTrackedScrollViewPan(row))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("sideways on the row at .medium scrolls the row, free, while the sheet stays; its offset its own")
  @MainActor
  func rowScrollsSidewaysAtMedium() {
    let (driver, main, row, _) = sheet(at: "medium")
    #expect(!row.isHeld, "a horizontal region scrolls at every detent")
    #expect(main.isHeld, "the main list is held below the highest detent, as before")
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    let height = driver.state.height
    driver.touch(.touchDown(x: 300, y: top + 80), at: time)
    #expect(driver.state.touchedScrollRegionID == "categories")
    // The row's own pan scrolls it with the finger; the core claims the same travel.
    row.offset = 20
    driver.touch(.touchMove(x: 280, y: top + 81), at: time + 0.02)
    row.offset = 150
    driver.touch(.touchMove(x: 150, y: top + 82), at: time + 0.04)
    #expect(driver.state.phase == .idle)
    #expect(driver.state.height == height, "the sheet stays")
    #expect(!row.isHeld)
    #expect(row.offset == 150, "never set back")
    #expect(driver.state.scrollRegions[0].offset == 150, "the core's: the finger's 150 points of travel")
    row.offset = 180  // its own deceleration carries it on
    driver.touch(.touchUp(x: 150, y: top + 82), at: time + 0.06)
    driver.trackedScrollViewOffsetChanged(userIsTouching: false)
    #expect(driver.state.scrollRegions[0].offset == 180, "what the row shows, taken once the touch has lifted")
    #expect(driver.state.scrollOffset == 0, "the main list's offset is its own")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a vertical drag on the row moves the sheet; the row and the main list are held where they are")
  @MainActor
  func verticalOnTheRowDragsTheSheet() {
    let (driver, main, row, _) = sheet(at: "medium")
    row.offset = 200
    driver.trackedScrollViewOffsetChanged(userIsTouching: false)
    #expect(driver.state.scrollRegions[0].offset == 200, "adopted at rest")
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 80), at: time)
    driver.touch(.touchMove(x: 201, y: top + 40), at: time + 0.02)
    driver.touch(.touchMove(x: 202, y: top - 60), at: time + 0.04)
    #expect(driver.state.phase == .dragging)
    #expect(row.isHeld, "held while the sheet moves")
    #expect(row.offset == 200)
    #expect(main.isHeld)
    #expect(main.offset == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the main list's verdict: the drag's consumer is its own only off every region")
  @MainActor
  func mainVerdict() {
    let (driver, _, _, _) = sheet()
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    // A drag on the main list at .88 scrolls it: free.
    driver.touch(.touchDown(x: 200, y: top + 300), at: time)
    driver.touch(.touchMove(x: 200, y: top + 200), at: time + 0.02)
    let onMain = SheetScrollLock.Core(driver.state, region: nil)
    #expect(onMain?.consumer == .scroll)
    #expect(SheetScrollLock.Core(driver.state, region: "categories")?.consumer == nil)
    #expect(SheetScrollLock.Core(driver.state, region: "categories")?.isSideways == true)
    #expect(SheetScrollLock.Core(driver.state, region: "unknown") == nil)
    driver.touch(.touchUp(x: 200, y: top + 200), at: time + 0.04)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a sideways region is held only while the sheet moves, and its bounce is never turned off")
  func sidewaysLock() {
    for phase in [SheetPhase.idle, .dragging, .settling] {
      for atHighest in [false, true] {
        var core = SheetScrollLock.Core(
          phase: phase, consumer: nil, scrollOffset: 0, isAtHighestDetent: atHighest, isBelowHighestHeight: !atHighest)
        core.isSideways = true
        #expect(SheetScrollLock.holds(core) == (phase != .idle), "\(phase), at highest \(atHighest)")
        #expect(!SheetScrollLock.bounceIsOff(core, held: true), "\(phase), at highest \(atHighest)")
      }
    }
  }
}
