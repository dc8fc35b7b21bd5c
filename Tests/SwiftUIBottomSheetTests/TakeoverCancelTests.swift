import Testing

@testable import SwiftUIBottomSheet

/// Which of the touch's other recognizers the sheet's pan cancels when it takes the drag, and at
/// which move (seventh review, 3.2: a drag begun on a `Button` in the card must not fire it).
@Suite("Takeover cancel")
struct TakeoverCancelTests {
  /// One row: another recognizer of the touch, its state and `isEnabled` at the takeover, and
  /// whether it is cancelled.
  @available(iOS 17, macOS 14, visionOS 1, *)
  struct Row {
    var situation: String
    var other: SheetPanArbitration.OtherRecognizer
    var state: SheetPanArbitration.OtherState
    var isEnabled = true
    var cancels: Bool
  }

  /// An iPhone 15 card at `.medium` (top 438.33 pt, 393 pt wide), in the container's points.
  static let card = SheetRect(x: 0, y: 438.33, width: 393, height: 413.67)

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the table: what the takeover cancels and what it leaves")
  func table() {
    typealias Other = SheetPanArbitration.OtherRecognizer
    let list = SheetViewMatching.Rect(x: 0, y: 498.33, width: 393, height: 353.67)
    let paging = SheetViewMatching.Rect(x: -393, y: 0, width: 1179, height: 852)
    let rows: [Row] = [
      // The content's recognizers in the card: cancelled, recognizing or still possible.
      Row(situation: "the tray's Continue Button, pressed", other: Other(.other), state: .recognizing, cancels: true),
      Row(situation: "a Button that acts at the lift", other: Other(.other), state: .possible, cancels: true),
      Row(situation: "a row's onLongPressGesture", other: Other(.other), state: .recognizing, cancels: true),
      Row(situation: "a DragGesture(minimumDistance: 0)", other: Other(.pan), state: .recognizing, cancels: true),
      Row(situation: "a hosted map's pan", other: Other(.pan), state: .possible, cancels: true),
      Row(situation: "an unfocused TextField's tap", other: Other(.other), state: .possible, cancels: true),
      // Not the content's, or nothing to cancel: left.
      Row(situation: "a finished tap", other: Other(.other), state: .over, cancels: false),
      Row(
        situation: "a Button the app disabled", other: Other(.other), state: .possible, isEnabled: false, cancels: false
      ),
      Row(
        situation: "the tracked list's pan", other: .scrollViewPan(isTracked: true, frame: list, card: Self.card),
        state: .recognizing, cancels: false),
      Row(
        situation: "an untracked Form's pan", other: .scrollViewPan(isTracked: false, frame: list, card: Self.card),
        state: .recognizing, cancels: false),
      Row(
        situation: "a paging TabView around the drawer",
        other: .scrollViewPan(isTracked: false, frame: paging, card: Self.card, viewContainsSheet: true),
        state: .possible, cancels: false),
      Row(situation: "a back swipe", other: Other(.backSwipe), state: .possible, cancels: false),
      Row(
        situation: "iOS 26's content pop", other: Other(.backSwipe, viewContainsSheet: true), state: .possible,
        cancels: false),
      Row(situation: "a second sheet's pan", other: Other(.otherSheetsPan), state: .possible, cancels: false),
      Row(
        situation: "an enclosing sheet's pan", other: Other(.otherSheetsPan, viewContainsSheet: true), state: .possible,
        cancels: false),
      Row(
        situation: "a system sheet's dismissal pan", other: Other(.pan, viewContainsSheet: true), state: .possible,
        cancels: false),
      Row(
        situation: "a tap on a view around the card", other: Other(.other, viewContainsSheet: true), state: .possible,
        cancels: false),
    ]
    for row in rows {
      #expect(
        SheetPanArbitration.cancelsAtTakeover(row.other, state: row.state, isEnabled: row.isEnabled) == row.cancels,
        "\(row.situation)")
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the takeover is the first move given to the sheet, once per touch, on iOS 18 and later")
  func moment() {
    // (feeds the core, pan possible, sheet owns the drag, took over already, iOS 18+) → takes over.
    let rows: [(Bool, Bool, Bool, Bool, Bool, Bool, String)] = [
      (true, true, true, false, true, true, "the first move the core gives to the sheet"),
      (true, true, false, false, true, false, "inside the slop, or the content's scroll"),
      (true, false, true, false, true, false, "the pan has recognized: later moves"),
      (true, true, true, true, true, false, "the pan still possible after the takeover"),
      (true, true, true, false, false, false, "iOS 17: cancelsTouchesInView ends the hosting view's touches"),
      (false, true, true, false, true, false, "a pan with no driver: it feeds nothing"),
    ]
    for (feeds, possible, owns, already, recognizers, expected, situation) in rows {
      let takesOver = SheetPanArbitration.takesOver(
        feedsCore: feeds, panIsPossible: possible, sheetOwnsDrag: owns, tookOverThisTouch: already,
        contentGesturesAreRecognizers: recognizers)
      #expect(takesOver == expected, "\(situation)")
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a tap that caught a moving sheet and never moved cancels the content's recognizers at the lift")
  func lift() {
    // (feeds the core, pan possible, sheet owns the drag before the lift, took over at a move,
    // iOS 18+) → cancels at the lift (eighth review, 3.6).
    let rows: [(Bool, Bool, Bool, Bool, Bool, Bool, String)] = [
      (true, true, true, false, true, true, "caught a settling sheet, no move event: the row's Button must not fire"),
      (true, true, false, false, true, false, "a tap on a resting sheet: its control acts"),
      (true, true, true, true, true, false, "caught, then moved: the takeover cancelled them already"),
      (true, false, true, false, true, false, "the pan recognized: cancelsTouchesInView ended the content's touches"),
      (true, true, true, false, false, false, "iOS 17: no recognizers to cancel, as at the takeover"),
      (false, true, true, false, true, false, "a pan with no driver"),
    ]
    for (feeds, possible, owns, already, recognizers, expected, situation) in rows {
      let cancels = SheetPanArbitration.cancelsAtLift(
        feedsCore: feeds, panIsPossible: possible, sheetOwnsDrag: owns, tookOverThisTouch: already,
        contentGesturesAreRecognizers: recognizers)
      #expect(cancels == expected, "\(situation)")
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag on a focused field never reaches the takeover: the pan does not get the touch")
  func focusedField() {
    // The field's own view, its text-interaction view under it, and the card's plain views above.
    let onFocused = SheetPanArbitration.target(chain: [.plain, .editingText, .plain])
    #expect(!SheetPanArbitration.receives(onFocused))
    // The same field unfocused: the pan gets the touch, a drag moves the sheet, and at the
    // takeover the field's tap is cancelled (the table), so it does not take focus at the lift.
    #expect(SheetPanArbitration.receives(SheetPanArbitration.target(chain: [.plain, .tapControl, .plain])))
  }
}
