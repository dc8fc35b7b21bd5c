import Observation
import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The sheet's progress as a view reads it: an `@Observable` object whose `value` a body's read
/// tracks (Observation's `withObservationTracking`, the mechanism SwiftUI's bodies use), written
/// once per displayed frame.
@Suite("The sheet's observable progress")
@MainActor
struct SheetProgressTests {
  private static let container = SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  /// Whether a change of what `read` reads is reported after `change` runs.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func changes(reading read: () -> Void, after change: () -> Void) -> Bool {
    let changed = ChangeFlag()
    withObservationTracking(read) { changed.isSet = true }
    change()
    return changed.isSet
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a read of the progress is told of each frame that moves the sheet, not of one that does not")
  func readIsTrackedPerFrame() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .fraction(0.88)]), presented: true,
      records: false)
    driver.containerChanged(Self.container)
    _ = driver.apply([.move(to: "fraction(0.88)", animated: true)], at: nil)
    let start = driver.state.time
    let progress = driver.progressModel
    let first = progress.value
    #expect(changes(reading: { _ = progress.value }, after: { driver.advanceFrame(to: start + 0.05) }))
    let second = progress.value
    #expect(second > first)
    #expect(changes(reading: { _ = progress.value }, after: { driver.advanceFrame(to: start + 0.1) }))
    #expect(progress.value > second)
    // At rest the frames show the same progress: nothing is written, no view updates.
    driver.advanceFrame(to: start + 5)
    #expect(progress.value == 1)
    #expect(!changes(reading: { _ = progress.value }, after: { driver.advanceFrame(to: start + 5.1) }))
  }
}

/// Set by an observation's change handler, which Observation calls synchronously on the thread
/// that writes the property (here the test's, the main actor).
private final class ChangeFlag: @unchecked Sendable {
  var isSet = false
}
