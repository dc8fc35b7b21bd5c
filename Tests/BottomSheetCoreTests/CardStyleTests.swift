import Testing

@testable import BottomSheetCore

/// The card style's kind, its one set of defaults, what a bad value becomes, and the container a
/// window without safe areas gives the core.
@Suite("Card style")
struct CardStyleTests {
  @Test("the factories use the named defaults: inset 16, corners 24 floating and 14 standard, opacity 0.72")
  func defaults() {
    #expect(SheetCardStyle.Defaults.inset == 16)
    #expect(SheetCardStyle.Defaults.floatingCornerRadius == 24)
    #expect(SheetCardStyle.Defaults.standardCornerRadius == 14)
    #expect(SheetCardStyle.Defaults.materialOpacity == 0.72)
    let standard = SheetCardStyle.standard
    #expect(standard.kind == .standard && standard.cornerRadius == 14 && standard.inset == 0)
    #expect(standard.materialOpacity == 1 && standard.widthPolicy == .edgeToEdge)
    let floating = SheetCardStyle.floating()
    #expect(floating.kind == .floating && floating.inset == 16 && floating.cornerRadius == 24)
    #expect(floating.expandedCornerRadius == 24 && floating.materialOpacity == 0.72)
    let morphing = SheetCardStyle.morphing()
    #expect(morphing.kind == .morphing && morphing.inset == 16 && morphing.cornerRadius == 24)
    #expect(morphing.expandedCornerRadius == 14 && morphing.materialOpacity == 0.72)
    // A morphing card at its highest detent is the standard card: top corners 14, bottom square.
    let phone = SheetContainer(height: 844)
    #expect(
      morphing.shape(in: phone, expansion: 1).radii == SheetCardStyle.standard.shape(in: phone, expansion: 1).radii)
  }

  @Test("the kind decides what floats and morphs")
  func kinds() {
    #expect(SheetCardStyle.Kind.allCases.map(\.rawValue) == ["standard", "floating", "morphing"])
    #expect(!SheetCardStyle.standard.isFloating && !SheetCardStyle.standard.isMorphing)
    #expect(SheetCardStyle.floating().isFloating && !SheetCardStyle.floating().isMorphing)
    #expect(SheetCardStyle.morphing().isFloating && SheetCardStyle.morphing().isMorphing)
  }

  @Test("a changed kind reads as that kind draws, and equal styles draw the same")
  func changedKind() {
    var style = SheetCardStyle.floating(inset: 20, cornerRadius: 30, materialOpacity: 0.5)
    style.kind = .standard
    // A standard card has no inset and an opaque material, whatever the floating card held.
    #expect(style.inset == 0 && style.materialOpacity == 1 && style.cornerRadius == 30)
    #expect(style == .standard(cornerRadius: 30))
    #expect(style.hashValue == SheetCardStyle.standard(cornerRadius: 30).hashValue)
    style.kind = .morphing
    #expect(style == .morphing(inset: 20, cornerRadius: 30, expandedCornerRadius: 30, materialOpacity: 0.5))
    // A floating card's top corners at the highest detent are its corners.
    var floating = SheetCardStyle.morphing(expandedCornerRadius: 4)
    floating.kind = .floating
    #expect(floating.expandedCornerRadius == floating.cornerRadius)
    #expect(floating == .floating())
  }

  @Test("a bad value set on a style becomes a length or an opacity, never NaN")
  func badValues() {
    var style = SheetCardStyle.morphing()
    style.inset = .nan
    style.cornerRadius = -4
    style.expandedCornerRadius = .infinity
    style.materialOpacity = .nan
    style.widthPolicy = SheetWidthPolicy(breakpoint: .nan, maximumWidth: -1, alignment: .leading)
    #expect(style.inset == 0 && style.cornerRadius == 0 && style.expandedCornerRadius == 0)
    #expect(style.materialOpacity == 1)
    #expect(style.widthPolicy == SheetWidthPolicy(breakpoint: 0, maximumWidth: 0, alignment: .leading))
    style.materialOpacity = 2
    #expect(style.materialOpacity == 1)
    style.materialOpacity = -1
    #expect(style.materialOpacity == 0)
    let plan = SheetState(
      configuration: SheetConfiguration(detents: [.medium, .large], style: style),
      container: SheetContainer(height: 800)
    ).renderPlan()
    #expect(plan.card.x.isFinite && plan.card.width.isFinite && plan.cornerRadii.topLeading.isFinite)
  }

  @Test(
    "without safe areas, a floating card keeps its inset below what covers the top",
    arguments: [
      // (style, top obstruction, top safe area, top obstruction given, tallest rest) in an
      // 800 × 600 window: a 16-point card under a 44-point toolbar rests at most 600 − 60 = 540.
      (SheetCardStyle.floating(inset: 16), 44.0, 60.0, 44.0, 540.0),
      (.morphing(inset: 16), 44, 60, 44, 540),
      (.floating(inset: 16), 0, 16, 0, 584),
      (.standard, 44, 44, 44, 556),
      (.standard, 0, 0, 0, 600),
      // A covered height that is not a length counts as 0.
      (.floating(inset: 10), .nan, 10, 0, 590),
      (.floating(inset: 10), -20, 10, 0, 590),
    ])
  func topObstruction(style: SheetCardStyle, covered: Double, top: Double, obstruction: Double, tallest: Double) {
    let container = style.container(width: 800, height: 600, scale: 1, topObstruction: covered)
    #expect(
      container
        == SheetContainer(height: 600, width: 800, safeArea: SafeAreaInsets(top: top), topObstruction: obstruction))
    #expect(container.maximumSheetHeight == tallest)
  }
}
