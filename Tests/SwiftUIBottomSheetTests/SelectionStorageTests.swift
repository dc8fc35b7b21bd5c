import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// A detent selection stored as its id (`@SceneStorage`, `@AppStorage`) reads back as the detent,
/// or as the fallback when the id names none.
@Suite("Stored selection")
struct SelectionStorageTests {
  static let detents: Set<SheetDetent> = [.fraction(0.16), .medium, .large]

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "a stored id reads as its detent; an empty or removed one as the fallback",
    arguments: [
      ("medium", "medium"), ("large", "large"), ("fraction(0.16)", "fraction(0.16)"), ("", "medium"),
      ("fraction(0.5)", "medium"), ("fitted", "medium"),
    ])
  func readBack(stored: String, expected: String) {
    let storage = SheetSelectionStorage(detents: Self.detents, fallback: .medium)
    #expect(storage.detent(forStoredID: stored).id == expected)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("every detent survives the round trip through its stored id")
  func roundTrip() {
    let storage = SheetSelectionStorage(detents: Self.detents, fallback: .large)
    for detent in Self.detents {
      #expect(storage.detent(forStoredID: storage.storedID(for: detent)) == detent)
    }
  }
}
