import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

@Suite("Detent conversions")
struct DetentConversionTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a set of detents becomes a list sorted by id, the same whatever the set's order")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func setToList() {
    let detents: Set<SheetDetent> = [.large, .medium, .height(120), .fraction(0.16)]
    let list = SheetDetentConversion.list(detents)
    #expect(list.map(\.id) == ["fraction(0.16)", "height(120.0)", "large", "medium"])
    #expect(SheetDetentConversion.list(Set(list.reversed())) == list)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("fractions become fraction detents, in order, bad values kept for the core to drop")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func fractions() {
    let detents = SheetDetentConversion.detents(fractions: [0.88, 0.16, 0.5, -1])
    #expect(detents.map(\.id) == ["fraction(0.88)", "fraction(0.16)", "fraction(0.5)", "fraction(-1.0)"])
    #expect(detents[1].kind == .fraction(0.16))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the seed drawer's default fractions resolve to the core's heights")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func seedFractionsResolve() {
    let detents = SheetDetentConversion.detents(fractions: [0.16, 0.5, 0.88])
    let resolved = DetentResolution.resolve(
      detents, in: SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3),
      contentHeight: 0)
    // 0.88 × 844 = 742.72 points, on the 3× pixel grid 2228 / 3.
    #expect(resolved.detents.map(\.height) == [135, 422, 2228.0 / 3])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a detent is found by id among the configured ones")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func detentByID() {
    let list: [SheetDetent] = [.medium, .large]
    #expect(SheetDetentConversion.detent(withID: "large", in: list) == .large)
    #expect(SheetDetentConversion.detent(withID: "hidden", in: list) == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a selection moves the sheet only when it differs from where the sheet is going")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func selectionInput() {
    #expect(SheetDetentConversion.input(forSelection: .large, target: "medium") == .move(to: "large", animated: true))
    #expect(SheetDetentConversion.input(forSelection: .large, target: "large") == nil)
    #expect(SheetDetentConversion.input(forSelection: .medium, target: "hidden") == .move(to: "medium", animated: true))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a CGFloat binding reads as a fraction detent and stores the fraction of one")
  @available(iOS 17, macOS 14, visionOS 1, *)
  func fractionDetentProjection() {
    var value: CGFloat = 0.16
    #expect(value.fractionDetent == .fraction(0.16))
    value.fractionDetent = .fraction(0.88)
    #expect(value == 0.88)
    value.fractionDetent = .medium
    #expect(value == 0.5)
    value.fractionDetent = .large
    #expect(value == 0.5, "a detent that is not a fraction leaves the value alone")
    value.fractionDetent = .height(300)
    #expect(value == 0.5)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("setting false clears an item; true brings the last one back when there is none, else keeps it")
  func itemRestored() {
    var item: Int? = nil
    item.setPresent(true, restoring: 7)
    #expect(item == 7)
    item.setPresent(true, restoring: 8)
    #expect(item == 7, "an item that is there is left as it is")
    item.setPresent(false, restoring: 7)
    #expect(item == nil)
    item.setPresent(true, restoring: nil)
    #expect(item == nil, "nothing to bring back")
  }
}
