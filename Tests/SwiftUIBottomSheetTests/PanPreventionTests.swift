import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// Which recognizers recognize together with the sheet's pan, which may make it fail, and which
/// wait for it (sixth review, 3.3 and 3.4), on an iPhone 15's numbers.
@Suite("Pan prevention")
struct PanPreventionTests {
  /// One row: another recognizer of the touch, whether the sheet has the drag (the moment the
  /// sheet's pan recognizes, when UIKit asks), and UIKit's three answers.
  @available(iOS 17, macOS 14, visionOS 1, *)
  struct Row {
    var situation: String
    var other: SheetPanArbitration.OtherRecognizer
    var sheetOwnsDrag: Bool
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    var together: Bool
    /// `canBePrevented(by:)`.
    var canPrevent: Bool
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    var waits: Bool
  }

  /// An iPhone 15 card at `.medium` (top 438.33 pt, 393 pt wide), in the container's points.
  static let card = SheetRect(x: 0, y: 438.33, width: 393, height: 413.67)

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the table: what recognizes with the sheet's pan, what may fail it, what waits for it")
  func table() {
    typealias Other = SheetPanArbitration.OtherRecognizer
    // A list or a form below a 60-pt header, as wide as the card.
    let form = SheetViewMatching.Rect(x: 0, y: 498.33, width: 393, height: 353.67)
    // A paging TabView the drawer is in: the whole screen, three pages wide.
    let paging = SheetViewMatching.Rect(x: -393, y: 0, width: 1179, height: 852)
    let rows: [Row] = [
      // The tracked list (`.sheetScrollHandoff()`): always together, held by the scroll lock.
      Row(
        situation: "tracked list, sheet moving", other: .scrollViewPan(isTracked: true, frame: form, card: Self.card),
        sheetOwnsDrag: true, together: true, canPrevent: true, waits: false),
      Row(
        situation: "tracked list, slop running", other: .scrollViewPan(isTracked: true, frame: form, card: Self.card),
        sheetOwnsDrag: false, together: true, canPrevent: true, waits: false),
      // A Form without the modifier (3.4): together too, so neither fails the other.
      Row(
        situation: "untracked Form, sheet moving",
        other: .scrollViewPan(isTracked: false, frame: form, card: Self.card),
        sheetOwnsDrag: true, together: true, canPrevent: true, waits: false),
      Row(
        situation: "untracked Form, slop running",
        other: .scrollViewPan(isTracked: false, frame: form, card: Self.card), sheetOwnsDrag: false, together: true,
        canPrevent: true, waits: false),
      // A paging view around the sheet: exclusive; it waits when the pan's view is inside it.
      Row(
        situation: "paging view around the card",
        other: .scrollViewPan(isTracked: false, frame: paging, card: Self.card, viewContainsSheet: true),
        sheetOwnsDrag: true, together: false, canPrevent: true, waits: true),
      Row(
        situation: "paging view below the probe's view",
        other: .scrollViewPan(isTracked: false, frame: paging, card: Self.card), sheetOwnsDrag: true, together: false,
        canPrevent: true, waits: false),
      // Content recognizers (3.3): together while the core decides, then failed if possible and
      // unable to fail the sheet's pan if they began first.
      Row(
        situation: "Button's recognizer, slop running", other: Other(.other), sheetOwnsDrag: false, together: true,
        canPrevent: true, waits: false),
      Row(
        situation: "Button's recognizer, sheet moving", other: Other(.other), sheetOwnsDrag: true, together: false,
        canPrevent: false, waits: false),
      Row(
        situation: "long press or DragGesture(minimumDistance: 0), sheet moving", other: Other(.other),
        sheetOwnsDrag: true, together: false, canPrevent: false, waits: false),
      Row(
        situation: "a hosted view's pan in the content, sheet moving", other: Other(.pan), sheetOwnsDrag: true,
        together: false, canPrevent: false, waits: false),
      // Around the sheet: UIKit's default stands.
      Row(
        situation: "a system sheet's dismissal pan", other: Other(.pan, viewContainsSheet: true), sheetOwnsDrag: true,
        together: false, canPrevent: true, waits: true),
      Row(
        situation: "a long press on a view around the sheet", other: Other(.other, viewContainsSheet: true),
        sheetOwnsDrag: true, together: false, canPrevent: true, waits: false),
      // Back swipes win over the sheet's pan and never wait for it.
      Row(
        situation: "screen-edge pan or pop recognizer", other: Other(.backSwipe, viewContainsSheet: true),
        sheetOwnsDrag: true, together: false, canPrevent: true, waits: false),
      Row(
        situation: "back swipe, slop running", other: Other(.backSwipe, viewContainsSheet: true), sheetOwnsDrag: false,
        together: true, canPrevent: true, waits: false),
      // Another sheet's pan: the enclosing sheet waits for the nested one; two on one view exclude.
      Row(
        situation: "an enclosing sheet's pan", other: Other(.otherSheetsPan, viewContainsSheet: true),
        sheetOwnsDrag: true, together: false, canPrevent: true, waits: true),
      Row(
        situation: "another sheet's pan on the same view", other: Other(.otherSheetsPan), sheetOwnsDrag: true,
        together: false, canPrevent: true, waits: false),
    ]
    for row in rows {
      #expect(
        SheetPanArbitration.recognizesSimultaneously(with: row.other, sheetOwnsDrag: row.sheetOwnsDrag)
          == row.together, "together: \(row.situation)")
      #expect(
        SheetPanArbitration.canBePrevented(by: row.other, sheetOwnsDrag: row.sheetOwnsDrag) == row.canPrevent,
        "can prevent: \(row.situation)")
      #expect(SheetPanArbitration.requiresSheetPanToFail(row.other) == row.waits, "waits: \(row.situation)")
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a scroll view lies in the card by its frame: 2 pt of tolerance above and in width")
  func scrollViewInCard() {
    typealias Other = SheetPanArbitration.OtherRecognizer
    let inCard = { (frame: SheetViewMatching.Rect) in
      SheetPanArbitration.recognizesSimultaneously(
        with: .scrollViewPan(isTracked: false, frame: frame, card: Self.card), sheetOwnsDrag: true)
    }
    #expect(inCard(.init(x: 0, y: 436.5, width: 394.5, height: 400)), "1.83 pt above, 1.5 pt wider: in the card")
    #expect(!inCard(.init(x: 0, y: 436, width: 393, height: 400)), "2.33 pt above the card's top: around it")
    #expect(!inCard(.init(x: 0, y: 498.33, width: 395.5, height: 300)), "2.5 pt wider than the card: around it")
    // A floating card 8 pt in from each edge: a list as wide as it lies in it.
    let floating = SheetRect(x: 8, y: 430.33, width: 377, height: 387.67)
    #expect(
      SheetPanArbitration.recognizesSimultaneously(
        with: .scrollViewPan(isTracked: false, frame: .init(x: 8, y: 490.33, width: 377, height: 300), card: floating),
        sheetOwnsDrag: true))
  }

  /// An iPhone 15 modal at `.large` with no scroll view marked: the column is all header (a Form
  /// of 12 rows without `.sheetScrollHandoff()`).
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func formSheet() -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [.medium, .large], initialDetent: "large", reduceMotion: true, detentSpace: .safeArea,
        touchSlop: 10),
      container: SheetContainer(height: 852, width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 793, contentHeight: 0, time: 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an unmarked Form at .large pulled down from a row: the sheet's drag, with the Form's pan alongside")
  func untrackedFormPulledDown() {
    var sheet = formSheet()
    let top = sheet.topEdge
    let formPan = SheetPanArbitration.OtherRecognizer.scrollViewPan(
      isTracked: false, frame: .init(x: 0, y: top + 20, width: 393, height: 773),
      card: SheetRect(x: 0, y: top, width: 393, height: 852 - top))
    _ = sheet.apply(.touchDown(x: 200, y: top + 300), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: top + 306), at: 1.02)
    #expect(sheet.dragConsumer == nil, "6 pt: the slop still runs")
    _ = sheet.apply(.touchMove(x: 200, y: top + 340), at: 1.1)
    #expect(sheet.dragConsumer == .sheet, "40 pt: the sheet's")
    let owns = SheetPanArbitration.recognizes(dragConsumer: sheet.dragConsumer)
    #expect(owns)
    #expect(
      SheetPanArbitration.recognizesSimultaneously(with: formPan, sheetOwnsDrag: owns),
      "the Form's pan, begun within the slop, neither fails the sheet's nor is failed: both move")
    #expect(top == 59, "at .large the card's top is the top safe area")
    #expect(abs(sheet.topEdge - 89) < 0.01, "the card follows the finger: 40 pt less the 10-pt slop")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a press on a button becomes a 60-pt drag: its recognizer cannot fail the sheet's pan past the slop")
  func beganButtonCannotFailTheSheet() {
    var sheet = formSheet()
    let top = sheet.topEdge
    let button = SheetPanArbitration.OtherRecognizer(.other)
    _ = sheet.apply(.touchDown(x: 200, y: top + 100), at: 1)
    _ = sheet.apply(.touchMove(x: 200, y: top + 106), at: 1.02)
    var owns = SheetPanArbitration.recognizes(dragConsumer: sheet.dragConsumer)
    #expect(!owns)
    #expect(SheetPanArbitration.recognizesSimultaneously(with: button, sheetOwnsDrag: owns), "6 pt: both may run")
    _ = sheet.apply(.touchMove(x: 200, y: top + 160), at: 1.1)
    owns = SheetPanArbitration.recognizes(dragConsumer: sheet.dragConsumer)
    #expect(owns)
    #expect(!SheetPanArbitration.recognizesSimultaneously(with: button, sheetOwnsDrag: owns), "60 pt: exclusive")
    #expect(
      !SheetPanArbitration.canBePrevented(by: button, sheetOwnsDrag: owns),
      "the button's recognizer, even if it began, does not fail the sheet's pan: no spring-back")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag that starts on a focused text field never reaches the sheet's pan: it selects text")
  func focusedFieldKeepsItsDrag() {
    let chain: [SheetPanArbitration.ViewKind] = [.plain, .editingText, .plain]
    #expect(!SheetPanArbitration.receives(SheetPanArbitration.target(chain: chain)))
  }
}
