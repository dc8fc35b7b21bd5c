import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// `sheetDetentMarker(_:)`: what a marker view reports to the core.
@Suite("Detent markers")
struct DetentMarkerTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the marker's bottom edge below the header, plus what the content has scrolled")
  func bottom() {
    // A row ending 300 points into the card under a 60-point header: 240 into the content.
    #expect(SheetMarkerReport.bottom(maxYInCard: 300, headerHeight: 60, scrollOffset: 0) == 240)
    // The content scrolled 100 points up: the row's frame is 100 points higher, its place the same.
    #expect(SheetMarkerReport.bottom(maxYInCard: 200, headerHeight: 60, scrollOffset: 100) == 240)
    #expect(SheetMarkerReport.bottom(maxYInCard: .infinity, headerHeight: 60, scrollOffset: 0) == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("only a change is reported, a marker that goes included")
  func news() {
    #expect(SheetMarkerReport.isNews(240, current: nil))
    #expect(!SheetMarkerReport.isNews(240, current: 240))
    #expect(SheetMarkerReport.isNews(nil, current: 240))
    #expect(!SheetMarkerReport.isNews(nil, current: nil))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a marker detent in sheetDetents resolves once its marker reports, through the core")
  func resolves() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [.marker("peek"), .large]),
      container: SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3),
      headerHeight: 60)
    let bottom = SheetMarkerReport.bottom(maxYInCard: 300, headerHeight: state.headerHeight, scrollOffset: 0)
    _ = state.apply(.marker("peek", bottom: bottom), at: 0)
    // 60 + 240 + the home indicator.
    #expect(state.height(ofDetent: SheetDetent.marker("peek").id) == 334)
  }
}
