import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The horizontal size class and the morphing style, as the layer hands them to the core and
/// converts the core's plan back.
@Suite("Size classes and the morphing style")
struct WideAndMorphingStyleTests {
  static let phone = GeometryTests.phone
  static let pad = SheetContainer(height: 1180, width: 820, safeArea: SafeAreaInsets(top: 24, bottom: 20), scale: 2)

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("compact: edge to edge; regular: at most 640 points, centred unless the style says leading")
  func sizeClasses() {
    #expect(SheetStyle.standard.widthPolicy(isRegularWidth: false) == .edgeToEdge)
    #expect(
      SheetStyle.standard.widthPolicy(isRegularWidth: true)
        == SheetWidthPolicy(breakpoint: 0, maximumWidth: 640, alignment: .center))
    let leading = SheetStyle.floating(inset: 10).regularWidth(alignment: .leading, maximumWidth: 400)
    let card = leading.cardStyle(cornerRadius: nil, isRegularWidth: true)
    #expect(card.horizontalFrame(in: Self.pad) == (10, 400))
    #expect(leading.cardStyle(cornerRadius: nil, isRegularWidth: false).horizontalFrame(in: Self.pad) == (10, 800))
    // A width that is not a length falls back to 640, centred: (820 − 640 − 20) / 2 + 10.
    let centred = SheetStyle.floating(inset: 10).regularWidth(alignment: .center, maximumWidth: .nan)
    #expect(centred.cardStyle(cornerRadius: nil, isRegularWidth: true).horizontalFrame(in: Self.pad) == (90, 640))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the options give the core a bounded card only in a regular width")
  func configuration() {
    let options = SheetOptions()
    let compact = options.configuration(kind: .drawer, detents: [.large], initialDetent: nil, reduceMotion: false)
    let regular = options.configuration(
      kind: .drawer, detents: [.large], initialDetent: nil, reduceMotion: false, isRegularWidth: true)
    #expect(compact.style.widthPolicy == .edgeToEdge)
    #expect(regular.style.widthPolicy.maximumWidth == 640)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  static func layout(at detent: String) -> (SheetLayout, SheetRenderPlan) {
    let card = SheetStyle.morphing(inset: 10).cardStyle(cornerRadius: nil)
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .points(300)), SheetDetent(id: "mid", .points(500)), .large], style: card),
      container: phone)
    _ = state.apply(.move(to: detent, animated: false), at: 0)
    let plan = state.renderPlan()
    return (SheetLayout(plan: plan, style: card, container: phone), plan)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a morphing card floats at mid and is edge to edge and opaque at large")
  func morphingLayout() {
    let (mid, _) = Self.layout(at: "mid")
    #expect(mid.leading == 10 && mid.width == 370)
    #expect(mid.topCornerRadius == 24 && mid.bottomCornerRadius == 24)
    #expect(mid.opaqueLayerOpacity == 0)
    // Its bottom sits on the bottom safe area (max(10, 34)): the content keeps nothing clear.
    #expect(mid.contentBottomInset == 0)
    #expect(mid.height == 500 - 34)
    let (large, plan) = Self.layout(at: "large")
    #expect(large.leading == 0 && large.width == 390)
    #expect(large.topCornerRadius == 14 && large.bottomCornerRadius == 0)
    #expect(large.opaqueLayerOpacity == 1)
    #expect(plan.materialOpacity == 1)
    // Reaching the bottom edge, it keeps the home indicator's 34 points clear.
    #expect(large.contentBottomInset == 34)
    #expect(large.height == 797)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("every style's numbers are the core's defaults: inset 16, corners 24 floating and 14 standard")
  func defaultsAreTheCores() {
    #expect(SheetStyle.standard.cardStyle(cornerRadius: nil) == .standard)
    #expect(SheetStyle.floating.cardStyle(cornerRadius: nil) == .floating())
    #expect(SheetStyle.morphing.cardStyle(cornerRadius: nil) == .morphing())
    #expect(SheetStyle.morphing.cardStyle(cornerRadius: nil).inset == SheetCardStyle.Defaults.inset)
    #expect(SheetStyle.standard.regularWidth(alignment: .leading).regularMaximumWidth == 640)
  }
}
