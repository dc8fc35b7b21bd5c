import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Content-anchored detents: resolved from a marker in the content that the toolkit reports, and
/// awaited while it has no position, as a header detent is while the header measures 0.
@Suite("Marker detents")
struct MarkerDetentTests {
  /// An iPhone 15: 844 × 390 points, a 47-point top inset, a 34-point home indicator, 3×.
  static let phone = SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)

  static func sheet(footer: Double = 0, space: DetentSpace = .container) -> SheetState {
    TestSheet.make(
      [.marker("details"), .large], at: "marker(details)", in: phone, headerHeight: 60, contentHeight: 2000,
      footerHeight: footer
    ) { $0.detentSpace = space }
  }

  @Test("unmeasured, the detent is awaited behind a stand-in, and taken once the marker reports")
  func awaitedThenTaken() {
    var sheet = Self.sheet()
    #expect(sheet.detents.map(\.id) == ["large"])
    #expect(sheet.awaitedDetentID == "marker(details)")
    #expect(
      sheet.initialDiagnostics.contains(
        "detent 'marker(details)' is at marker 'details', which has no position yet; left out"))
    let events = sheet.apply(.marker("details", bottom: 240), at: 0)
    // 60 header + 240 of content + the 34-point home indicator.
    #expect(sheet.height(ofDetent: "marker(details)") == 334)
    #expect(events.contains(.willSettle(target: "marker(details)", velocity: 0)))
    _ = Gestures.tick(&sheet, from: 0, to: 2)
    #expect(sheet.detent == "marker(details)")
    #expect(sheet.height == 334)
    #expect(sheet.awaitedDetentID == nil)
  }

  @Test("the detent follows the marker, includes the footer and rounds up to a whole point")
  func followsTheMarker() {
    var sheet = Self.sheet(footer: 64)
    _ = sheet.apply(.marker("details", bottom: 240), at: 0)
    // 60 + 240, then the 64-point footer pinned below it and the home indicator.
    #expect(sheet.height(ofDetent: "marker(details)") == 398)
    _ = sheet.apply(.marker("details", bottom: 300.25), at: 0.1)
    // 360.25 rounds up to 361.
    #expect(sheet.height(ofDetent: "marker(details)") == 459)
    _ = Gestures.tick(&sheet, from: 0.1, to: 2)
    #expect(sheet.height == 459)
    // Shown down to the marker: the content above the footer ends 300.25 points below its top.
    #expect(sheet.renderPlan().shownContentHeight >= 300.25)
  }

  @Test("a marker that goes leaves its detent awaited; a bad position is ignored with a diagnostic")
  func goneAndBad() {
    var sheet = Self.sheet()
    _ = sheet.apply(.marker("details", bottom: 240), at: 0)
    _ = Gestures.tick(&sheet, from: 0, to: 2)
    _ = sheet.apply(.marker("details", bottom: nil), at: 2)
    #expect(sheet.height(ofDetent: "marker(details)") == nil)
    #expect(sheet.awaitedDetentID == "marker(details)")
    let events = sheet.apply(.marker("details", bottom: -1), at: 2.1)
    #expect(events == [.diagnostic("marker 'details' bottom -1.0 is not a length in [0, 1000000] points; ignored")])
    #expect(sheet.markerBottoms.isEmpty)
  }

  @Test("a marker detent is content-sized: the same in every detent space", arguments: DetentSpace.allCases)
  func everySpace(_ space: DetentSpace) {
    var sheet = Self.sheet(space: space)
    _ = sheet.apply(.marker("details", bottom: 240), at: 0)
    #expect(sheet.height(ofDetent: "marker(details)") == 334)
  }

  @Test("a marker below the maximum height clamps the detent to it")
  func clamped() {
    var sheet = Self.sheet()
    let events = sheet.apply(.marker("details", bottom: 1500), at: 0)
    #expect(sheet.height(ofDetent: "marker(details)") == 797)
    #expect(events.contains { if case .diagnostic(let message) = $0 { message.contains("clamped") } else { false } })
  }
}
