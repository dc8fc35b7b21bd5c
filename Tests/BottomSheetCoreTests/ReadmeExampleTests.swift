import BottomSheetCore
import Testing

/// The README's example, as written there, with what it promises.
@Suite("README example")
struct ReadmeExampleTests {
  @Test func flickFromTheLowestDetentSettlesAtTheHighest() {
    var sheet = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .fraction(0.16)), .medium, SheetDetent(id: "high", .fraction(0.88))],
        spring: SheetSpring(duration: 0.45, bounce: 0.2)),
      container: SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3))

    #expect(sheet.apply(.touchDown(y: 780), at: 0.00) == [.dragBegan(height: 135)])
    _ = sheet.apply(.touchMove(y: 700), at: 0.05)
    let release = sheet.apply(.touchUp(y: 640), at: 0.09)
    guard case .willSettle(let target, let velocity) = release.first else {
      Issue.record("no willSettle: \(release)")
      return
    }
    #expect(target == "high")
    #expect(velocity < -1000)
    var events: [SheetEvent] = []
    for frame in 1...120 { events += sheet.tick(at: 0.09 + Double(frame) / 120) }
    #expect(events == [.settled(detent: "high", height: 2228.0 / 3), .announce(detent: "high", position: 3, count: 3)])
    #expect(sheet.progress == 1)
    #expect(sheet.accessibilityValue == "Position 3 of 3")
  }
}
