import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// Drags as SwiftUI reports them: changes, an end or none, and gesture-state resets in either
/// order, tied to the drag they belong to by a generation number.
@Suite("Gesture lifecycle")
struct GestureLifecycleTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func sample(_ y: Double, from start: Double = 700, at time: Double, x: Double = 195) -> SheetDragSample {
    SheetDragSample(startY: start, y: y, time: time, startX: 195, x: x)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag gets a generation; its end lifts the touch, and a reset after the end cancels nothing")
  func endThenReset() {
    var lifecycle = SheetGestureLifecycle()
    #expect(lifecycle.changed(sample(690, at: 0.01)) == [.touchDown(x: 195, y: 700), .touchMove(x: 195, y: 690)])
    #expect(lifecycle.generation == 1)
    #expect(lifecycle.isHeld)
    #expect(lifecycle.changed(sample(650, at: 0.02)) == [.touchMove(x: 195, y: 650)])
    #expect(lifecycle.ended(sample(600, at: 0.03)) == [.touchUp(x: 195, y: 600)])
    #expect(!lifecycle.isHeld)
    #expect(lifecycle.gestureStateReset() == nil, "the drag ended: nothing to check")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a reset before the end: the check on the next turn finds the drag ended and cancels nothing")
  func resetThenEnd() {
    var lifecycle = SheetGestureLifecycle()
    _ = lifecycle.changed(sample(690, at: 0.01))
    let generation = lifecycle.gestureStateReset()
    #expect(generation == 1)
    #expect(lifecycle.ended(sample(600, at: 0.03)) == [.touchUp(x: 195, y: 600)], "the flick keeps its release")
    #expect(lifecycle.cancelIfStillHeld(1) == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a cancel with no end: the reset's check cancels the touch")
  func cancelWithoutEnd() {
    var lifecycle = SheetGestureLifecycle()
    _ = lifecycle.changed(sample(690, at: 0.01))
    _ = lifecycle.changed(sample(640, at: 0.02))
    let generation = lifecycle.gestureStateReset()
    #expect(lifecycle.cancelIfStillHeld(generation!) == [.touchCancel])
    #expect(!lifecycle.isHeld)
    #expect(lifecycle.cancelIfStillHeld(generation!) == [], "cancelled once")
    // The cancelled drag's own late reports are dropped; a new drag counts again.
    #expect(lifecycle.changed(sample(590, at: 0.04)) == [])
    #expect(lifecycle.ended(sample(580, at: 0.05)) == [])
    #expect(
      lifecycle.changed(sample(500, from: 510, at: 0.30)) == [.touchDown(x: 195, y: 510), .touchMove(x: 195, y: 500)])
    #expect(lifecycle.generation == 2)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a stale generation cancels nothing: a newer drag began before the check ran")
  func staleGeneration() {
    var lifecycle = SheetGestureLifecycle()
    _ = lifecycle.changed(sample(690, at: 0.01))
    let stale = lifecycle.gestureStateReset()!
    _ = lifecycle.ended(sample(680, at: 0.02))
    // The next drag begins before the main queue's next turn.
    _ = lifecycle.changed(sample(500, from: 520, at: 0.10))
    #expect(lifecycle.generation == stale + 1)
    #expect(lifecycle.cancelIfStillHeld(stale) == [], "the new drag is not the one that reset")
    #expect(lifecycle.isHeld)
    #expect(lifecycle.cancelIfStillHeld(stale + 1) == [.touchCancel])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the scene leaving the foreground cancels a held drag at once, and only a held one")
  func sceneCancel() {
    var lifecycle = SheetGestureLifecycle()
    #expect(lifecycle.cancel() == [])
    _ = lifecycle.changed(sample(690, at: 0.01))
    #expect(lifecycle.cancel() == [.touchCancel])
    #expect(lifecycle.cancel() == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag the sheet declines stays declined to its end, and its generation still counts")
  func declined() {
    var lifecycle = SheetGestureLifecycle()
    #expect(lifecycle.changed(sample(690, at: 0.01), accepting: { _ in false }) == [])
    #expect(lifecycle.changed(sample(600, at: 0.02)) == [])
    #expect(lifecycle.gestureStateReset() == 1)
    #expect(lifecycle.cancelIfStillHeld(1) == [], "a declined drag has no touch to cancel")
    #expect(lifecycle.ended(sample(600, at: 0.03)) == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("through the driver: a cancelled drag settles the sheet at a detent, with no jump")
  @MainActor
  func driverCancel() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .large], reduceMotion: true),
      presented: true)
    driver.containerChanged(SheetContainer(height: 844))
    let resting = driver.state.height
    driver.dragChanged(sample(650, from: 750, at: 1.00))
    driver.dragChanged(sample(600, from: 750, at: 1.02))
    #expect(driver.state.phase == .dragging)
    let held = driver.state.height
    #expect(held > resting)
    let generation = driver.dragGestureStateReset()
    driver.cancelDragIfStillHeld(generation!)
    #expect(driver.state.phase == .idle, "Reduce Motion: the cancel settles at once")
    #expect([135.0, 422.0].contains(driver.state.height), "at a detent, not between: \(driver.state.height)")
  }
}
