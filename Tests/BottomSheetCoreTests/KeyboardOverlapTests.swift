import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The part of a keyboard the sheet's highest detent does not rise above covers the bottom of its
/// content and joins the scroll range, under `lift` as under `expand`, so the end of the content
/// can always scroll up above the keyboard (software-mansion/react-native-screens PR #4573,
/// arekkubaczkowski/react-native-bottom-sheet-stack PR #29; case r3-15).
@Suite("Keyboard overlap under lift and expand")
struct KeyboardOverlapTests {
  /// One row: a container, a card style, a detent space and two detents, a keyboard and a policy,
  /// and what the keyboard covers of the content's viewport at the highest detent and the
  /// largest scroll offset then.
  struct Row: Sendable, CustomTestStringConvertible {
    var line: Int
    var container: SheetContainer
    var style: SheetCardStyle = .standard
    var space: DetentSpace = .container
    var detents: [SheetDetent]
    var keyboard: Double
    var policy: KeyboardPolicy = .lift
    var overlap: Double
    var maximumOffset: Double
    var testDescription: String { "line \(line): \(style.kind) card, \(policy), keyboard \(keyboard)" }
  }

  static let plain = SheetContainer(height: 700, scale: 2)
  static let phone = SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3)
  static let low = SheetDetent(id: "low", .points(250))
  static let high = SheetDetent(id: "high", .points(500))

  @Test(
    "the keyboard a lift cannot absorb joins the scroll range",
    arguments: [
      // 500 rises to the 700-point maximum, 200 of a 280-point keyboard: 80 covered. The content
      // (1500 under a 40-point header) scrolls 1500 − (460 − 80) = 1120.
      Row(line: #line, container: plain, detents: [high, low], keyboard: 280, overlap: 80, maximumOffset: 1120),
      // A 150-point keyboard lifts the detent whole: nothing covered, 1500 − 460.
      Row(line: #line, container: plain, detents: [low, high], keyboard: 150, overlap: 0, maximumOffset: 1040),
      // Under expand nothing lifts: all 280 points cover the viewport.
      Row(
        line: #line, container: plain, detents: [low, high], keyboard: 280, policy: .expand, overlap: 280,
        maximumOffset: 1320),
      // A phone: the highest detent is the maximum (844 − 47), so it cannot rise at all, and the
      // keyboard covers its content less the 34-point home indicator the card keeps clear, as
      // under expand: 336 − 34. The viewport is 797 − 40 − 34 = 723.
      Row(
        line: #line, container: phone, detents: [low, .large], keyboard: 336, overlap: 302,
        maximumOffset: 1500 - 723 + 302),
      // A floating card inset 16: 500 rises 297 of a 300-point keyboard; the 3 points left are
      // within its 34-point margin, which the keyboard covers first.
      Row(
        line: #line, container: phone, style: .floating(inset: 16), detents: [low, high], keyboard: 300, overlap: 0,
        maximumOffset: 1500 - (500 - 34 - 40)),
      // 600 rises 197: 103 covered, less the margin: 69. The viewport is 600 − 34 − 40 = 526.
      Row(
        line: #line, container: phone, style: .floating(inset: 16), detents: [SheetDetent(id: "high", .points(600))],
        keyboard: 300, overlap: 69, maximumOffset: 1500 - 526 + 69),
      // A morphing card is standard at its highest detent: no margin, but the home indicator kept
      // clear, so the same 69 and 526.
      Row(
        line: #line, container: phone, style: .morphing(inset: 16),
        detents: [low, SheetDetent(id: "high", .points(600))],
        keyboard: 300, overlap: 69, maximumOffset: 1500 - 526 + 69),
      // In UIKit's space the 566-point detent is 600 above the container's bottom edge: the same.
      Row(
        line: #line, container: phone, space: .safeArea, detents: [SheetDetent(id: "high", .points(566)), low],
        keyboard: 300, overlap: 69, maximumOffset: 1500 - 526 + 69),
      // In the available space, 0.8 of 797 is 637.6 (on the 3× grid 1913 / 3): it rises 159.4
      // of a 250-point keyboard; 90.6 covered, less the 34.
      Row(
        line: #line, container: phone, space: .available, detents: [low, SheetDetent(id: "high", .fraction(0.8))],
        keyboard: 250, overlap: 250 - (797 - 1913.0 / 3) - 34,
        maximumOffset: 1500 - (1913.0 / 3 - 40 - 34) + 250
          - (797 - 1913.0 / 3) - 34),
    ])
  func overlap(_ row: Row) {
    var state = TestSheet.make(row.detents, at: "high", in: row.container, headerHeight: 40, contentHeight: 1500) {
      $0.style = row.style
      $0.detentSpace = row.space
      $0.keyboardPolicy = row.policy
    }
    _ = state.apply(.keyboard(height: row.keyboard), at: 0)
    #expect(abs(state.keyboardOverlap - row.overlap) < 1e-9, "line \(row.line): \(state.keyboardOverlap)")
    #expect(abs(state.maximumScrollOffset - row.maximumOffset) < 1e-9, "line \(row.line): \(state.maximumScrollOffset)")
    // The plan's scroll view is shorter by the overlap, so its own largest offset is the core's.
    let plan = state.renderPlan()
    #expect(abs((1500 - plan.scrollViewHeight) - plan.maximumScrollOffset) < 1e-9, "line \(row.line)")
    // At rest the scroll range's viewport, which the Apple layer converts against, is that scroll view.
    #expect(abs(state.scrollRangeViewport() - plan.scrollViewHeight) < 1e-9, "line \(row.line)")
  }

  /// Every policy, card style, detent space, keyboard and detent order: at rest at the highest
  /// detent with the keyboard shown, the content scrolled to its end ends above the keyboard —
  /// and no higher than it needs — and when the keyboard goes the offset comes back to the range
  /// without it.
  @Test("scrolled to its end, the content ends above the keyboard, for every policy, style and space")
  func sweep() {
    let styles: [SheetCardStyle] = [.standard, .floating(inset: 16), .floating(inset: 48), .morphing(inset: 16)]
    let lists: [[SheetDetent]] = [
      [SheetDetent(id: "low", .fraction(0.3)), SheetDetent(id: "high", .fraction(0.7))],
      [SheetDetent(id: "high", .points(650)), .header, SheetDetent(id: "low", .points(200))],
      [SheetDetent(id: "high", .maximum)],
    ]
    let (header, content) = (52.0, 2400.0)
    for policy in KeyboardPolicy.allCases {
      for style in styles {
        for space in DetentSpace.allCases {
          for keyboard in [120.0, 291, 336] {
            for (index, list) in lists.enumerated() {
              let values =
                "\(policy), \(style.kind) inset \(style.inset), \(space), keyboard \(keyboard), list \(index)"
              var state = TestSheet.make(
                list, at: "high", in: Self.phone, headerHeight: header, contentHeight: content
              ) {
                $0.style = style
                $0.detentSpace = space
                $0.keyboardPolicy = policy
              }
              let withoutKeyboard = state.maximumScrollOffset
              _ = state.apply(.keyboard(height: keyboard), at: 0)
              _ = Gestures.tick(&state, from: 0, to: 2)
              _ = state.apply(.scroll(to: 99_999), at: 2.1)
              #expect(state.scrollOffset == state.maximumScrollOffset, "\(values)")
              let plan = state.renderPlan()
              let keyboardTop = Self.phone.height - keyboard
              // The content's last point on screen: the scroll view's top, plus the content,
              // less the offset; it is the scroll view's bottom.
              let end = plan.card.y + header + content - state.scrollOffset
              #expect(abs(end - (plan.card.y + header + plan.scrollViewHeight)) < 1e-6, "\(values)")
              #expect(
                end <= keyboardTop + 1e-6, "\(values): the content ends at \(end), the keyboard at \(keyboardTop)")
              if state.keyboardOverlap > 0 {
                #expect(end >= keyboardTop - 1e-6, "\(values): the content ends at \(end), above the keyboard's top")
              }
              _ = state.apply(.keyboard(height: 0), at: 2.2)
              #expect(state.scrollOffset == withoutKeyboard, "\(values): back to \(state.scrollOffset)")
            }
          }
        }
      }
    }
  }
}
