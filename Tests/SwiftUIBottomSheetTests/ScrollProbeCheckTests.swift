import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The one diagnostic for a `sheetScrollHandoff()` whose probe matched no scroll view (review 7, 3.3).
@Suite("Scroll probe check")
@MainActor
struct ScrollProbeCheckTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the rule: once, at a touch, only for a marked probe that matched nothing")
  func rule() {
    var check = SheetScrollProbeCheck()
    #expect(check.touchDown(marksMainScrollView: false, probeFound: false) == nil, "nothing marked")
    #expect(check.touchDown(marksMainScrollView: true, probeFound: true) == nil, "matched")
    #expect(!check.isReported)
    #expect(check.touchDown(marksMainScrollView: true, probeFound: false) == SheetScrollProbeCheck.message)
    #expect(check.touchDown(marksMainScrollView: true, probeFound: false) == nil, "once")
    #expect(SheetScrollProbeCheck.message.contains("List, Form or ScrollView itself"))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer() -> SheetDriver {
    let driver = SheetDriver(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      presented: true)
    driver.containerChanged(SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3))
    _ = driver.takeEvents()
    return driver
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  private func diagnostics(_ events: [SheetEvent]) -> [String] {
    events.compactMap { event in
      guard case .diagnostic(let message) = event else { return nil }
      return message
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the driver reports it at the first touch when the marked list's probe found none")
  func driverReportsOnce() {
    let driver = drawer()
    final class Owner {}
    let owner = Owner()
    driver.scrollHandoffBegan(.uiKit, owner: owner)
    driver.scrollProbeMatched(false)
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    driver.touch(.touchUp(x: 200, y: top + 200), at: time + 0.05)
    #expect(diagnostics(driver.takeEvents()) == [SheetScrollProbeCheck.message])
    driver.touch(.touchDown(x: 200, y: top + 200), at: time + 1)
    driver.touch(.touchUp(x: 200, y: top + 200), at: time + 1.05)
    #expect(diagnostics(driver.takeEvents()).isEmpty, "once")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a probe that matched its list, and a sheet with no marked list, report nothing")
  func driverQuietWhenMatched() {
    let driver = drawer()
    let top = driver.state.topEdge
    let time = driver.state.time + 1
    driver.touch(.touchDown(x: 200, y: top + 200), at: time)
    driver.touch(.touchUp(x: 200, y: top + 200), at: time + 0.05)
    #expect(diagnostics(driver.takeEvents()).isEmpty, "no scroll view marked")
    final class Owner {}
    let owner = Owner()
    driver.scrollHandoffBegan(.uiKit, owner: owner)
    driver.scrollProbeMatched(true)
    driver.touch(.touchDown(x: 200, y: top + 200), at: time + 1)
    driver.touch(.touchUp(x: 200, y: top + 200), at: time + 1.05)
    #expect(diagnostics(driver.takeEvents()).isEmpty, "matched")
  }
}
