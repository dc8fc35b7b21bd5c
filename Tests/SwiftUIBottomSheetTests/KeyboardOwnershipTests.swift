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
    _ = ownership.fieldBegan(.inSheet)
    #expect(ownership.moves(hides: false))
    _ = ownership.fieldBegan(.elsewhere)
    #expect(!ownership.moves(hides: false), "the modal's field, over the drawer")
    #expect(ownership.moves(hides: true), "a sheet lifted before comes down when the keyboard goes")
    _ = ownership.fieldBegan(.inSheet)
    #expect(ownership.moves(hides: false), "the sheet's own field again")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a text view's keyboard before its textDidBeginEditing is replayed for the sheet's field")
  func textViewAfterFieldElsewhere() {
    var ownership = Ownership()
    let answer1 = ownership.fieldBegan(.elsewhere)
    #expect(answer1 == nil, "the navigation bar's search field, no keyboard yet")
    let answer2 = ownership.keyboardChanged(hides: false)
    #expect(!answer2, "its keyboard leaves the drawer")
    let answer3 = ownership.keyboardChanged(hides: true)
    #expect(answer3, "it goes")
    let answer4 = ownership.keyboardChanged(hides: false)
    #expect(!answer4, "the drawer's TextEditor: its keyboard first, decided on the search field")
    let answer5 = ownership.fieldBegan(.inSheet)
    #expect(answer5 == .keyboard, "then its textDidBeginEditing: the kept keyboard moves the sheet")
    #expect(ownership.sheetFollows)
    let answer6 = ownership.keyboardChanged(hides: false)
    #expect(answer6, "a later frame change follows as usual")
    let answer7 = ownership.fieldBegan(.inSheet)
    #expect(answer7 == nil, "another field of the sheet's: nothing to replay")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a text view elsewhere whose keyboard lifted the sheet first lets it down")
  func textViewElsewhereAfterSheetsField() {
    var ownership = Ownership()
    _ = ownership.fieldBegan(.inSheet)
    let answer8 = ownership.keyboardChanged(hides: false)
    #expect(answer8)
    let answer9 = ownership.keyboardChanged(hides: true)
    #expect(answer9)
    let answer10 = ownership.keyboardChanged(hides: false)
    #expect(answer10, "a TextEditor elsewhere: its keyboard first, decided on the sheet's field")
    let answer11 = ownership.fieldBegan(.elsewhere)
    #expect(answer11 == .noKeyboard, "then its textDidBeginEditing: the sheet goes down")
    #expect(!ownership.sheetFollows)
    let answer12 = ownership.keyboardChanged(hides: false)
    #expect(!answer12, "its later frame changes leave the sheet")
    let answer13 = ownership.fieldBegan(.elsewhere)
    #expect(answer13 == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a first text view elsewhere, and fields with the keyboard down, replay nothing wrong")
  func firstFocusAndNoKeyboard() {
    var ownership = Ownership()
    let answer14 = ownership.keyboardChanged(hides: false)
    #expect(answer14, "no field seen yet: the sheet follows")
    let answer15 = ownership.fieldBegan(.elsewhere)
    #expect(answer15 == .noKeyboard, "the text view was elsewhere")
    let answer16 = ownership.keyboardChanged(hides: true)
    #expect(answer16)
    let answer17 = ownership.fieldBegan(.inSheet)
    #expect(answer17 == nil, "no keyboard up: its own notification comes")
    let answer18 = ownership.fieldBegan(.elsewhere)
    #expect(answer18 == nil)
    var textField = Ownership()
    _ = textField.fieldBegan(.elsewhere)
    let answer19 = textField.keyboardChanged(hides: false)
    #expect(!answer19)
    let answer20 = textField.fieldBegan(.elsewhere)
    #expect(answer20 == nil, "a text field posts first: same decision, no replay")
  }
}
