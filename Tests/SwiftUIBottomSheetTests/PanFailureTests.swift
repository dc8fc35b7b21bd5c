import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// When the sheet's UIKit pan fails so that the pans around it stop waiting (review 3, 3.3), and
/// which pans wait for it, on an iPhone 15's numbers.
@Suite("Sheet pan failure")
struct PanFailureTests {
  /// An iPhone 15 drawer at `.medium` (sheet top 438.33 pt), slop 10 pt, with `contentHeight`
  /// points of list under a 60-point header.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer(contentHeight: Double = 2000, dragArea: SheetDragArea = .card) -> SheetState {
    var configuration = SheetConfiguration(
      detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
      detentSpace: .safeArea, touchSlop: 10)
    configuration.dragArea = dragArea
    return SheetState(
      configuration: configuration,
      container: SheetContainer(height: 852, width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: contentHeight, time: 0)
  }

  /// Applies `input` at `time` (seconds) and says whether the pan fails after it.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func fails(_ sheet: inout SheetState, _ input: SheetInput, at time: Double) -> Bool {
    _ = sheet.apply(input, at: time)
    return SheetPanArbitration.failsNow(touchIsOpen: true, sheet)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a sideways drag on the card fails the pan at the move that crosses the slop sideways")
  func sidewaysFails() {
    var sheet = drawer()
    #expect(!fails(&sheet, .touchDown(x: 100, y: 600), at: 0), "inside the slop: undecided")
    #expect(!fails(&sheet, .touchMove(x: 106, y: 601), at: 0.016), "6 pt: still inside the 10-pt slop")
    #expect(fails(&sheet, .touchMove(x: 115, y: 602), at: 0.033), "15 pt right, 2 down: the content's for good")
    // It stays failed whatever the touch does next (UIKit sends the pan nothing more anyway).
    #expect(fails(&sheet, .touchMove(x: 116, y: 500), at: 0.05))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a touch-down the core ignores fails the pan at once: above the card, or on a hidden sheet")
  func ignoredTouchDownFails() {
    var sheet = drawer()
    #expect(fails(&sheet, .touchDown(x: 100, y: 300), at: 0), "300 pt is above the card's top at 438.33")
    var hidden = drawer()
    _ = hidden.apply(.dismiss, at: 0)
    #expect(fails(&hidden, .touchDown(x: 100, y: 600), at: 5))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a vertical drag never fails the pan: the sheet's, or the list's scroll that may hand back")
  func verticalDragsKeepThePan() {
    var sheet = drawer()
    #expect(!fails(&sheet, .touchDown(x: 100, y: 600), at: 0))
    #expect(!fails(&sheet, .touchMove(x: 101, y: 585), at: 0.016), "15 pt up: the sheet's drag")
    #expect(sheet.dragConsumer == .sheet)
    // At the highest detent a drag up on the list scrolls it: the content's, but still the pan's.
    var top = drawer()
    _ = top.apply(.move(to: "fraction(0.88)", animated: false), at: 0)
    #expect(!fails(&top, .touchDown(x: 100, y: 600), at: 1))
    #expect(!fails(&top, .touchMove(x: 100, y: 570), at: 1.016))
    #expect(top.dragConsumer == .scroll)
    #expect(!fails(&top, .touchMove(x: 100, y: 640), at: 1.05), "back down past the top: handed to the sheet")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("outside a header-only drag area, on content that cannot scroll, the pan fails at touch-down")
  func outsideTheDragAreaFails() {
    var short = drawer(contentHeight: 100, dragArea: .header)
    #expect(fails(&short, .touchDown(x: 100, y: 600), at: 0), "600 pt is below the 60-pt header at 438.33")
    var header = drawer(contentHeight: 100, dragArea: .header)
    #expect(!fails(&header, .touchDown(x: 100, y: 460), at: 0), "on the header: it may still drag")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("with no touch open (a pointer's scroll, or after the end) the pan is left alone")
  func noTouchNoFailure() {
    let sheet = drawer()
    #expect(!SheetPanArbitration.failsNow(touchIsOpen: false, sheet))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a back swipe around the sheet does not wait for its pan; a system sheet's dismissal still does")
  func backSwipesDoNotWait() {
    #expect(
      !SheetPanArbitration.requiresSheetPanToFail(.init(.backSwipe, viewContainsSheet: true)),
      "the navigation controller's pop recognizers and screen-edge pans")
    #expect(
      SheetPanArbitration.requiresSheetPanToFail(.init(.pan, viewContainsSheet: true)),
      "a system sheet's dismissal pan")
    #expect(
      SheetPanArbitration.requiresSheetPanToFail(
        .init(.scrollViewPan(isTracked: false, liesInCard: false), viewContainsSheet: true)),
      "an outer scroll view")
  }
}
