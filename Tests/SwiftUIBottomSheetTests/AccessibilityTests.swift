import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

@Suite("Accessibility conversions")
struct AccessibilityTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("adjusting the grabber steps the sheet one detent")
  func adjustment() {
    #expect(SheetAccessibility.input(for: .increment) == .accessibilityIncrement)
    #expect(SheetAccessibility.input(for: .decrement) == .accessibilityDecrement)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("escape dismisses a presented sheet that allows it, and nothing else")
  func escape() {
    #expect(SheetAccessibility.inputForEscape(allowsDismissal: true, isPresented: true) == .dismiss)
    #expect(SheetAccessibility.inputForEscape(allowsDismissal: false, isPresented: true) == nil)
    #expect(SheetAccessibility.inputForEscape(allowsDismissal: true, isPresented: false) == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the grabber's value is the core's position, stepping with VoiceOver")
  @MainActor
  func grabberValue() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .large], reduceMotion: true),
      presented: true)
    driver.containerChanged(SheetContainer(height: 844))
    #expect(driver.accessibilityValue == "Position 1 of 3")
    driver.adjust(.increment)
    #expect(driver.accessibilityValue == "Position 2 of 3")
    driver.adjust(.decrement)
    driver.adjust(.decrement)
    #expect(driver.accessibilityValue == "Position 1 of 3", "decrement never dismisses")
  }
}
