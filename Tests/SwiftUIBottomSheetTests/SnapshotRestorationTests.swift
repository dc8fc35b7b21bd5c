import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// A whole snapshot kept in `@SceneStorage` / `@AppStorage` as JSON text: restored once when the
/// sheet first appears (its detent re-resolved, its offset awaited until the list measures
/// itself) and saved again at rest, not on every frame.
@Suite("Snapshot restoration")
@MainActor
struct SnapshotRestorationTests {
  /// Detents at 200, 400 and 600 points: the content's viewport at the highest is 600 points.
  static let detents = [
    SheetDetent(id: "low", .points(200)), SheetDetent(id: "mid", .points(400)), SheetDetent(id: "high", .points(600)),
  ]
  static let container = SheetContainer(height: 844)

  @available(iOS 17, macOS 14, visionOS 1, *)
  private func driver(presented: Bool = true) -> SheetDriver {
    SheetDriver(
      configuration: SheetConfiguration(
        detents: Self.detents, initialDetent: "low", allowsDismissal: true, reduceMotion: true, touchSlop: 10),
      presented: presented)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("stored as sorted JSON text; empty or unreadable text reads as nothing stored")
  func storedAsJSON() {
    let snapshot = SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 212.5)
    let text = SheetSnapshotStorage.storedJSON(for: snapshot)
    #expect(text == #"{"detent":"mid","isPresented":true,"scrollOffset":212.5}"#)
    #expect(SheetSnapshotStorage.snapshot(forStoredJSON: text) == snapshot)
    #expect(SheetSnapshotStorage.snapshot(forStoredJSON: "") == nil)
    #expect(SheetSnapshotStorage.snapshot(forStoredJSON: "mid") == nil)
    #expect(SheetSnapshotStorage.storedJSON(for: nil) == "")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("read once: before the container it waits; a second reading changes nothing")
  func restoreOrder() {
    let saved = SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 300)
    var restoration = SheetSnapshotRestoration()
    #expect(restoration.given(saved, hasContainer: false) == nil)
    #expect(restoration.stage == .pending(saved))
    #expect(restoration.given(SheetSnapshot(detent: "high", isPresented: true), hasContainer: true) == nil)
    #expect(restoration.containerKnown() == saved)
    #expect(restoration.containerKnown() == nil)
    var none = SheetSnapshotRestoration()
    #expect(none.given(nil, hasContainer: false) == nil)
    #expect(none.stage == .done)
    // The app's presentation, not the snapshot's.
    #expect(
      SheetSnapshotRestoration.restoring(saved, presented: false)
        == SheetSnapshot(detent: "mid", isPresented: false, scrollOffset: 300))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("nothing is saved before the restore, nor while the sheet settles or the content decelerates")
  func savesOnlyAtRest() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: Self.detents, initialDetent: "low"), container: Self.container)
    var restoration = SheetSnapshotRestoration()
    #expect(restoration.snapshotToSave(state, contentDecelerates: false) == nil, "no modifier asked")
    _ = restoration.given(nil, hasContainer: true)
    #expect(
      restoration.snapshotToSave(state, contentDecelerates: false)
        == SheetSnapshot(detent: "low", isPresented: true))
    #expect(restoration.snapshotToSave(state, contentDecelerates: true) == nil)
    _ = state.apply(.move(to: "high", animated: true), at: 0.1)
    #expect(state.phase == .settling)
    #expect(restoration.snapshotToSave(state, contentDecelerates: false) == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("restored before the container: at mid, 900 awaited as the list measures 1000 then 3000 points")
  func awaitsTheList() {
    let driver = driver()
    driver.restore(SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 900))
    #expect(driver.restingSnapshot == nil, "nothing saved before the restore")
    driver.containerChanged(Self.container)
    #expect(driver.state.detent == "mid")
    #expect(driver.state.height == 400)
    #expect(driver.state.scrollOffset == 0)
    #expect(driver.restingSnapshot == SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 900))
    driver.scrollHandoffBegan(.core)
    driver.scrollTopChanged(0)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 1000, viewportHeight: 600))
    #expect(driver.state.scrollOffset == 400, "as far as 1000 points allow")
    #expect(driver.scrollPin == 400)
    // The scroll view's first anchoring at its top is not the user's: pinned back.
    driver.scrollViewScrolled(to: 0)
    #expect(driver.state.scrollOffset == 400)
    #expect(driver.scrollPin == 400)
    #expect(driver.restingSnapshot?.scrollOffset == 900, "the user's offset is still what is saved")
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 3000, viewportHeight: 600))
    #expect(driver.state.scrollOffset == 900)
    #expect(driver.scrollPin == 900)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the user's drag ends the wait; its settle is saved once, at rest")
  func userEndsTheWait() {
    let driver = driver()
    driver.containerChanged(Self.container)
    driver.restore(SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 900))
    driver.scrollHandoffBegan(.core)
    driver.scrollTopChanged(0)
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: 700, viewportHeight: 600))
    #expect(driver.state.scrollOffset == 100, "900 is beyond the new content: its end")
    // A drag on the header up to the highest detent.
    let start = driver.state.time + 1
    driver.dragChanged(SheetDragSample(startY: 450, y: 450, time: start))
    driver.dragChanged(SheetDragSample(startY: 450, y: 300, time: start + 0.05))
    let saved = driver.restingSnapshot
    driver.dragEnded(SheetDragSample(startY: 450, y: 240, time: start + 0.1))
    #expect(driver.restingSnapshot == saved, "not while it moves")
    driver.tick(at: start + 3)
    #expect(driver.state.detent == "high")
    #expect(driver.restingSnapshot == SheetSnapshot(detent: "high", isPresented: true, scrollOffset: 100))
    // The wait is over: a scroll of the content at rest is the user's, and saved.
    driver.scrollViewScrolled(to: 60)
    #expect(driver.state.scrollOffset == 60)
    #expect(driver.restingSnapshot?.scrollOffset == 60)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a saved detent that is gone: the lowest, a diagnostic, and the lowest is what is saved")
  func detentGone() {
    let driver = driver()
    driver.containerChanged(Self.container)
    _ = driver.takeEvents()
    driver.restore(SheetSnapshot(detent: "huge", isPresented: true, scrollOffset: 0))
    #expect(driver.state.detent == "low")
    #expect(driver.state.height == 200)
    #expect(driver.takeEvents().contains { if case .diagnostic = $0 { true } else { false } })
    #expect(driver.restingSnapshot == SheetSnapshot(detent: "low", isPresented: true))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a hidden sheet is restored to present at the saved detent; the app presents it")
  func hiddenPresentsAtTheSavedDetent() {
    let driver = driver(presented: false)
    driver.containerChanged(Self.container)
    driver.restore(SheetSnapshot(detent: "high", isPresented: true, scrollOffset: 0))
    #expect(!driver.state.isPresented)
    #expect(driver.restingSnapshot == SheetSnapshot(detent: "high", isPresented: false))
    driver.setPresented(true)
    driver.presentIfPending()
    driver.tick(at: driver.state.time + 3)
    #expect(driver.state.detent == "high")
    #expect(driver.state.height == 600)
    #expect(driver.restingSnapshot == SheetSnapshot(detent: "high", isPresented: true))
  }
}
