import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The width policy: edge to edge below the breakpoint, a bounded card above it, against the
/// leading edge or centred; heights and physics unchanged.
@Suite("Width policy")
struct WidthPolicyTests {
  static func state(
    width: Double, style: SheetCardStyle, direction: SheetLayoutDirection = .leftToRight
  ) -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .points(200)), SheetDetent(id: "high", .points(600))], style: style),
      container: SheetContainer(
        height: 800, width: width, safeArea: SafeAreaInsets(bottom: 20), scale: 2, layoutDirection: direction))
  }

  @Test("right to left, leading is the right edge; centred and edge-to-edge cards do not move")
  func rightToLeft() {
    let leading = SheetCardStyle.standard.widthPolicy(.adaptive(alignment: .leading, maximumWidth: 400))
    let centred = SheetCardStyle.standard.widthPolicy(.adaptive(alignment: .center, maximumWidth: 400))
    let floating = SheetCardStyle.floating(inset: 16).widthPolicy(.adaptive(alignment: .leading, maximumWidth: 400))
    #expect(
      Self.state(width: 1000, style: leading, direction: .rightToLeft).renderPlan().card
        == SheetRect(x: 600, y: 600, width: 400, height: 200))
    // The floating card's insets stay outside it: 1000 − 16 − 400.
    #expect(
      Self.state(width: 1000, style: floating, direction: .rightToLeft).renderPlan().card
        == SheetRect(x: 584, y: 600, width: 400, height: 180))
    #expect(Self.state(width: 1000, style: centred, direction: .rightToLeft).renderPlan().card.x == 300)
    #expect(Self.state(width: 390, style: leading, direction: .rightToLeft).renderPlan().card.x == 0)
    // A touch lands on the card where it is drawn: x 800 is on it, x 200 is not.
    let state = Self.state(width: 1000, style: leading, direction: .rightToLeft)
    #expect(state.isOnSheet(x: 800, y: 700))
    #expect(!state.isOnSheet(x: 200, y: 700))
  }

  @Test("below the breakpoint the card is edge to edge; above it, bounded where the alignment says")
  func frames() {
    let leading = SheetCardStyle.standard.widthPolicy(.adaptive(alignment: .leading, maximumWidth: 400))
    let centred = SheetCardStyle.standard.widthPolicy(.adaptive(alignment: .center, maximumWidth: 400))
    let floating = SheetCardStyle.floating(inset: 16).widthPolicy(.adaptive(alignment: .leading, maximumWidth: 400))
    // 450 is the breakpoint itself: not wider than it, so edge to edge.
    #expect(
      Self.state(width: 450, style: leading).renderPlan().card == SheetRect(x: 0, y: 600, width: 450, height: 200))
    #expect(
      Self.state(width: 451, style: leading).renderPlan().card == SheetRect(x: 0, y: 600, width: 400, height: 200))
    #expect(
      Self.state(width: 1000, style: centred).renderPlan().card == SheetRect(x: 300, y: 600, width: 400, height: 200))
    // 1001 − 400 = 601, half of it 300.5: on the 2× grid.
    #expect(Self.state(width: 1001, style: centred).renderPlan().card.x == 300.5)
    // A floating card is the maximum width, its insets outside it; bottom margin max(16, 20).
    #expect(
      Self.state(width: 1000, style: floating).renderPlan().card == SheetRect(x: 16, y: 600, width: 400, height: 180))
    #expect(
      Self.state(width: 390, style: floating).renderPlan().card == SheetRect(x: 16, y: 600, width: 358, height: 180))
  }

  @Test("a bounded morphing card is the maximum width at every height, edge to edge ones included")
  func morphingCardKeepsItsWidth() {
    let centred = SheetCardStyle.morphing(inset: 16).widthPolicy(.adaptive(alignment: .center, maximumWidth: 400))
    let leading = SheetCardStyle.morphing(inset: 16).widthPolicy(.adaptive(alignment: .leading, maximumWidth: 400))
    for e in stride(from: 0.0, through: 1, by: 0.125) {
      let container = SheetContainer(height: 800, width: 1000, scale: 2)
      let shape = centred.shape(in: container, expansion: e)
      #expect(shape.width == 400, "expansion \(e): \(shape.width)")
      #expect(shape.x == 300, "centred at every height: \(shape.x)")
      // Against the leading edge the card slides from its inset to the edge as it sheds it.
      #expect(leading.shape(in: container, expansion: e).x == container.grid.round(16 * (1 - e)))
    }
    // Narrower than the card and its insets, but wider than the card: bounded at full height only.
    let container = SheetContainer(height: 800, width: 420, scale: 2)
    let wider = SheetCardStyle.morphing(inset: 16).widthPolicy(
      .adaptive(alignment: .center, maximumWidth: 400, breakpoint: 300))
    #expect(wider.shape(in: container, expansion: 0).width == 388)
    #expect(wider.shape(in: container, expansion: 1).width == 400)
  }

  @Test("a resize across the breakpoint changes the card's width and nothing else")
  func resizeKeepsHeights() {
    let style = SheetCardStyle.standard.widthPolicy(.adaptive(maximumWidth: 400))
    var narrow = Self.state(width: 390, style: style)
    var wide = Self.state(width: 390, style: style)
    _ = wide.apply(
      .resize(SheetContainer(height: 800, width: 1000, safeArea: SafeAreaInsets(bottom: 20), scale: 2)), at: 0)
    #expect(wide.renderPlan().card.width == 400)
    #expect(wide.detents == narrow.detents)
    // The same flick moves both sheets alike: detents and physics do not depend on the width.
    let a = Gestures.dragAndSettle(&narrow, by: -150, at: 0.1, hold: false)
    let b = Gestures.dragAndSettle(&wide, by: -150, at: 0.1, hold: false)
    #expect(Gestures.settled(a) == Gestures.settled(b))
    #expect(narrow.height == wide.height && narrow.height == 600)
  }

  @Test("a touch beside a bounded card is the background's")
  func touchBesideTheCard() {
    var state = Self.state(width: 1000, style: .standard.widthPolicy(.adaptive(maximumWidth: 400)))
    #expect(state.apply(.touchDown(x: 600, y: 700), at: 0).isEmpty)
    #expect(!state.isOnSheet(x: 600, y: 700))
    #expect(state.isOnSheet(x: 200, y: 700))
  }

  @Test("lengths that mean nothing become 0, with a diagnostic each")
  func normalization() {
    let (policy, diagnostics) = SheetWidthPolicy(breakpoint: -1, maximumWidth: .nan, alignment: .center).normalized()
    #expect(policy == SheetWidthPolicy(breakpoint: 0, maximumWidth: 0, alignment: .center))
    #expect(diagnostics.count == 2)
    #expect(SheetWidthPolicy.edgeToEdge.normalized().diagnostics.isEmpty)
    // A zero-width card stays a rectangle: never negative, never NaN.
    let zero = Self.state(width: 1000, style: .floating(inset: 16).widthPolicy(policy)).renderPlan().card
    #expect(zero.width == 0 && zero.x == 500)
  }
}
