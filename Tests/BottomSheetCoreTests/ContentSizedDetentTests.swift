import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Content-sized detents (fitted and header) show all of what they are sized to above the space
/// the card keeps clear at its bottom, in every detent space and card style: a fitted tray's
/// content never scrolls, and no part of a header lies behind the home indicator
/// (DIPSAS/DIPS.Mobile.UI PR #20, microsoft/fluentui-apple PR #584; cases r3-06 and r3-07).
@Suite("Content-sized detents above the bottom clear zone")
struct ContentSizedDetentTests {
  /// One row: a container, a space and a style, a header and its content, and the heights the
  /// fitted and header detents resolve to.
  struct Row: Sendable, CustomTestStringConvertible {
    var line: Int
    var height: Double
    var bottom: Double
    var scale: Double
    var space: DetentSpace
    var style: SheetCardStyle
    var header: Double
    var content: Double
    var fitted: Double
    var headerDetent: Double
    var testDescription: String { "line \(line): \(style.kind) card, \(space), bottom inset \(bottom)" }
  }

  @Test(
    "fitted and header detents add the card's bottom margin and its content's bottom inset",
    arguments: [
      // A 1024-point tablet with a 20-point home indicator, 2×: a 44-point header over 156
      // points of content is 200; a standard card keeps the 20 clear in every space.
      Row(
        line: #line, height: 1024, bottom: 20, scale: 2, space: .container, style: .standard, header: 44,
        content: 156, fitted: 220, headerDetent: 64),
      Row(
        line: #line, height: 1024, bottom: 20, scale: 2, space: .available, style: .standard, header: 44,
        content: 156, fitted: 220, headerDetent: 64),
      Row(
        line: #line, height: 1024, bottom: 20, scale: 2, space: .safeArea, style: .standard, header: 44,
        content: 156, fitted: 220, headerDetent: 64),
      // A floating card inset 12 sits max(12, 20) = 20 up and keeps nothing clear: the same.
      Row(
        line: #line, height: 1024, bottom: 20, scale: 2, space: .container, style: .floating(inset: 12),
        header: 44, content: 156, fitted: 220, headerDetent: 64),
      // Inset 24, more than the home indicator: 24 up, in the safe-area space too.
      Row(
        line: #line, height: 1024, bottom: 20, scale: 2, space: .safeArea, style: .floating(inset: 24),
        header: 44, content: 156, fitted: 224, headerDetent: 68),
      // A morphing card is floating at the lowest detents: max(8, 20) = 20.
      Row(
        line: #line, height: 1024, bottom: 20, scale: 2, space: .available, style: .morphing(inset: 8),
        header: 44, content: 156, fitted: 220, headerDetent: 64),
      // A desktop window: no home indicator, nothing for a standard card to add; a floating card
      // adds its 16-point inset.
      Row(
        line: #line, height: 700, bottom: 0, scale: 1, space: .container, style: .standard, header: 50,
        content: 250, fitted: 300, headerDetent: 50),
      Row(
        line: #line, height: 700, bottom: 0, scale: 1, space: .safeArea, style: .floating(inset: 16), header: 50,
        content: 250, fitted: 316, headerDetent: 66),
      // Fractions of a point round the content up first: 44.3 + 200.2 = 244.5 → 245, + 21.
      Row(
        line: #line, height: 667, bottom: 21, scale: 3, space: .container, style: .standard(cornerRadius: 10),
        header: 44.3, content: 200.2, fitted: 266, headerDetent: 66),
    ])
  func heights(_ row: Row) {
    let container = SheetContainer(
      height: row.height, width: 390, safeArea: SafeAreaInsets(top: 20, bottom: row.bottom), scale: row.scale)
    let state = TestSheet.make(
      [SheetDetent(id: "fit", .fitted), .header, SheetDetent(id: "top", .fraction(0.9))], in: container,
      headerHeight: row.header, contentHeight: row.content
    ) {
      $0.detentSpace = row.space
      $0.style = row.style
    }
    #expect(state.height(ofDetent: "fit") == row.fitted, "row at line \(row.line)")
    #expect(state.height(ofDetent: "header") == row.headerDetent, "row at line \(row.line)")
  }

  /// Every space, style, home indicator and order of the detent list: at the fitted detent the
  /// content's viewport holds all of the content above the clear zone; at the header detent the
  /// card holds the header above it; a tray (a fitted detent alone) never scrolls.
  @Test("a content-sized detent shows all of its content above the clear zone, in every space and style")
  func sweep() {
    let styles: [SheetCardStyle] = [.standard, .floating(inset: 8), .floating(inset: 40), .morphing(inset: 16)]
    let orders: [[SheetDetent]] = [
      [SheetDetent(id: "fit", .fitted)],
      [.header, SheetDetent(id: "fit", .fitted)],
      [SheetDetent(id: "top", .points(700)), SheetDetent(id: "fit", .fitted), .header],
    ]
    for space in DetentSpace.allCases {
      for style in styles {
        for bottom in [0.0, 21, 34] {
          for (index, detents) in orders.enumerated() {
            let container = SheetContainer(
              height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: bottom), scale: 3)
            let (header, content) = (61.5, 237.25)
            let values = "\(space), \(style.kind) inset \(style.inset), bottom \(bottom), order \(index)"
            var state = TestSheet.make(
              detents, at: "fit", in: container, headerHeight: header, contentHeight: content
            ) {
              $0.detentSpace = space
              $0.style = style
            }
            let atFit = state.renderPlan()
            #expect(atFit.contentViewportHeight >= content, "\(values): viewport \(atFit.contentViewportHeight)")
            #expect(atFit.contentViewportHeight < content + 1 + style.inset, "\(values): no more than rounding")
            if detents.count == 1 {
              _ = state.apply(.scroll(to: 1000), at: 0.1)
              #expect(state.maximumScrollOffset == 0, "\(values): the tray scrolls \(state.maximumScrollOffset)")
              #expect(state.scrollOffset == 0, "\(values): offset \(state.scrollOffset)")
            } else {
              _ = state.apply(.move(to: "header", animated: false), at: 0.1)
              let atHeader = state.renderPlan()
              let shown = atHeader.card.height - atHeader.contentBottomInset
              #expect(shown >= header && shown < header + 1, "\(values): \(shown) of the header above the clear zone")
              // The card's bottom edge is its margin above the container's: the header ends
              // above both the margin and the clear zone.
              let headerBottom = atHeader.card.y + header
              let clearZone = container.height - style.bottomMargin(in: container) - atHeader.contentBottomInset
              #expect(headerBottom <= clearZone + 1e-9, "\(values): the header ends at \(headerBottom)")
            }
          }
        }
      }
    }
  }

  @Test("the space below the content is the same in every detent space")
  func oneMarginInEverySpace() {
    let phone = SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)
    for style in [SheetCardStyle.standard, .floating(inset: 16), .floating(inset: 40), .morphing()] {
      let margins = DetentSpace.allCases.map {
        SheetConfiguration(detents: [], detentSpace: $0, style: style).contentBottomMargin(in: phone)
      }
      #expect(Set(margins).count == 1, "\(style.kind): \(margins)")
      #expect(margins[0] == max(34, style.inset), "\(style.kind): \(margins[0])")
    }
  }
}
