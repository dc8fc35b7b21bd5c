import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// Right to left: SwiftUI's leading and trailing sides against the core's left-to-right x.
@Suite("Direction conversions")
struct DirectionConversionTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("leading and trailing are left and right from left to right, right and left from right to left")
  func sides() {
    #expect(SheetDirectionConversion.leftAndRight(leading: 59, trailing: 0, direction: .leftToRight) == (59, 0))
    #expect(SheetDirectionConversion.leftAndRight(leading: 59, trailing: 0, direction: .rightToLeft) == (0, 59))
    #expect(SheetDirectionConversion.leadingAndTrailing(left: 59, right: 0, direction: .leftToRight) == (59, 0))
    #expect(SheetDirectionConversion.leadingAndTrailing(left: 59, right: 0, direction: .rightToLeft) == (0, 59))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a gesture's x is the core's as measured; only a mirrored space would be flipped")
  func gestureX() {
    #expect(!SheetDirectionConversion.namedSpacesMirror, "the reading of Apple's documentation")
    for direction in SheetLayoutDirection.allCases {
      #expect(SheetDirectionConversion.coreX(100, width: 393, direction: direction) == 100)
    }
    #expect(SheetDirectionConversion.coreX(100, width: 393, direction: .rightToLeft, mirrored: true) == 293)
    #expect(SheetDirectionConversion.coreX(100, width: 393, direction: .leftToRight, mirrored: true) == 100)
    let row = SheetRect(x: 10, y: 60, width: 300, height: 44)
    #expect(SheetDirectionConversion.coreFrame(row, width: 393, direction: .rightToLeft) == row)
    #expect(
      SheetDirectionConversion.coreFrame(row, width: 393, direction: .rightToLeft, mirrored: true)
        == SheetRect(x: 83, y: 60, width: 300, height: 44))
  }

  /// An 852 × 393 landscape iPhone, right to left, with a 640-point card at the leading edge
  /// (the right one) and the Dynamic Island on the right: SwiftUI's insets are leading 59 (the
  /// right), trailing 0.
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("right to left in landscape, the padding is on the card's side under the Dynamic Island")
  func landscapePadding() {
    for direction in SheetLayoutDirection.allCases {
      var style = SheetCardStyle.standard
      style.widthPolicy = SheetWidthPolicy(breakpoint: 450, maximumWidth: 640, alignment: .leading)
      let state = SheetState(
        configuration: SheetConfiguration(
          detents: [.medium, .large], initialDetent: "medium", reduceMotion: true, detentSpace: .safeArea,
          style: style),
        container: SheetContainer(
          height: 393, width: 852, safeArea: SafeAreaInsets(top: 0, bottom: 21), scale: 3, layoutDirection: direction),
        time: 0)
      let plan = state.renderPlan()
      // The leading edge is the left one from left to right, the right one from right to left.
      #expect(plan.card.x == (direction == .rightToLeft ? 212 : 0), "\(direction)")
      let layout = SheetContentLayout.layout(
        plan: plan, mode: .fitToBounds, currentHeight: state.height,
        targetHeight: state.height(ofDetent: state.detent), keyboardHeight: 0,
        container: (393, 852, 59, 0), layoutDirection: direction, previous: nil)
      // Either way the card's leading side meets the screen's leading edge, where the inset is.
      #expect(layout.leadingPadding == 59, "\(direction)")
      #expect(layout.trailingPadding == 0, "\(direction)")
    }
  }
}
