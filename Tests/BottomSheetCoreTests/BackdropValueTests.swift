import Testing

@testable import BottomSheetCore

@Suite("Backdrop values")
struct BackdropValueTests {
  @Test func valuesAreClampedIntoTheirRanges() {
    let backdrop = Backdrop(dimming: 1.5, blurRadius: -3, allowsBackgroundInteraction: false)
    #expect(backdrop.dimming == 1)
    #expect(backdrop.blurRadius == 0)
    #expect(!backdrop.allowsBackgroundInteraction)
    let bad = Backdrop(dimming: .nan, blurRadius: .infinity, allowsBackgroundInteraction: true)
    #expect(bad == .clear)
  }

  @Test func clearIsNoDimmingNoBlurAndInteractive() {
    #expect(Backdrop.clear.dimming == 0)
    #expect(Backdrop.clear.blurRadius == 0)
    #expect(Backdrop.clear.allowsBackgroundInteraction)
  }
}
