import Testing

@testable import SwiftUIBottomSheet

/// Whose keyboard it is: a sheet follows the keyboard of its own fields only.
@Suite("Keyboard ownership")
struct KeyboardOwnershipTests {
  typealias Ownership = SheetKeyboardOwnership

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a field is the sheet's only in its window, its presentation and on its card")
  func fieldPlace() {
    #expect(Ownership.field(sameWindow: true, inSheetsPresentation: true, centreOnCard: true) == .inSheet)
    #expect(
      Ownership.field(sameWindow: true, inSheetsPresentation: false, centreOnCard: true) == .elsewhere,
      "a modal presented over a drawer: its field may lie over the drawer's card")
    #expect(
      Ownership.field(sameWindow: true, inSheetsPresentation: true, centreOnCard: false) == .elsewhere,
      "the navigation bar's search field")
    #expect(Ownership.field(sameWindow: false, inSheetsPresentation: true, centreOnCard: true) == .elsewhere)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the keyboard of a field elsewhere leaves the sheet; a hide always lets it down")
  func moves() {
    var ownership = Ownership()
    #expect(ownership.moves(hides: false), "no field seen yet: every keyboard, as before")
    ownership.fieldBegan(.inSheet)
    #expect(ownership.moves(hides: false))
    ownership.fieldBegan(.elsewhere)
    #expect(!ownership.moves(hides: false), "the modal's field, over the drawer")
    #expect(ownership.moves(hides: true), "a sheet lifted before comes down when the keyboard goes")
    ownership.fieldBegan(.inSheet)
    #expect(ownership.moves(hides: false), "the sheet's own field again")
  }
}
