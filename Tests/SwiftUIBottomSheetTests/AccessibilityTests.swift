import Foundation
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
  @Test("the grabber's value is the core's position, stepping with VoiceOver")
  @MainActor
  func grabberValue() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .large], reduceMotion: true),
      presented: true)
    driver.containerChanged(SheetContainer(height: 844))
    #expect(driver.accessibilityPosition == SheetAccessibilityPosition(position: 1, count: 3))
    driver.adjust(.increment)
    #expect(driver.accessibilityPosition == SheetAccessibilityPosition(position: 2, count: 3))
    driver.adjust(.decrement)
    driver.adjust(.decrement)
    #expect(driver.accessibilityPosition?.position == 1, "decrement never dismisses")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a hidden sheet's grabber has no position")
  @MainActor
  func hiddenPosition() {
    let driver = SheetDriver(configuration: SheetConfiguration(detents: [.medium, .large]), presented: false)
    driver.containerChanged(SheetContainer(height: 844))
    #expect(driver.accessibilityPosition == nil)
  }
}

/// The string catalog holds every key the layer looks up, in English and German, with the
/// placeholders of the key, so no language shows a key or drops a number.
@Suite("The string catalog")
struct StringCatalogTests {
  private static let catalog = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/SwiftUIBottomSheet/Resources/Localizable.xcstrings")

  private struct Catalog: Decodable {
    struct Entry: Decodable {
      struct Localization: Decodable {
        struct Unit: Decodable {
          var state: String
          var value: String
        }
        var stringUnit: Unit
      }
      var localizations: [String: Localization]
    }
    var sourceLanguage: String
    var strings: [String: Entry]
  }

  private func load() throws -> Catalog {
    try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: Self.catalog))
  }

  /// The `%lld` placeholders of a string, positional or not.
  private func placeholders(_ string: String) -> Int {
    string.components(separatedBy: "lld").count - 1
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("every key is there, translated into English and German with its placeholders")
  func keys() throws {
    let catalog = try load()
    #expect(catalog.sourceLanguage == "en")
    #expect(Set(catalog.strings.keys) == Set(SheetStrings.keys), "unused or missing keys")
    for key in SheetStrings.keys {
      for language in ["en", "de"] {
        let unit = try #require(catalog.strings[key]?.localizations[language]?.stringUnit, "\(key) in \(language)")
        #expect(unit.state == "translated")
        #expect(placeholders(unit.value) == placeholders(key), "\(key) in \(language): \(unit.value)")
      }
    }
    #expect(
      catalog.strings["Position %lld of %lld"]?.localizations["de"]?.stringUnit.value == "Position %1$lld von %2$lld")
  }
}
