import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// What covers the container's top edge (a toolbar, a page switcher) is never covered by the
/// sheet; the keyboard's overlap is part of the scroll range; a floating card has a maximum width.
@Suite("Top obstruction, keyboard overlap and card width")
struct TopObstructionTests {
  /// 844 points tall, 44 of them covered at the top: no sheet rises above 800.
  static let container = SheetContainer(height: 844, topObstruction: 44)

  static func sheet(
    _ policy: KeyboardPolicy = .lift, container: SheetContainer = container, initial: String = "top"
  ) -> SheetState {
    TestSheet.make(
      [SheetDetent(id: "low", .fraction(0.16)), SheetDetent(id: "top", .fraction(0.88))], at: initial, in: container,
      headerHeight: 60, contentHeight: 5000
    ) { $0.keyboardPolicy = policy }
  }

  @Test("detents rest below the obstruction, the larger of it and the top safe area")
  func restsBelow() {
    #expect(Self.container.maximumSheetHeight == 800)
    #expect(Self.container.ceilingHeight == 800)
    #expect(
      SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 60), topObstruction: 44).maximumSheetHeight == 784)
    #expect(SheetContainer(height: 844).ceilingHeight == .infinity, "nothing covered: no ceiling")
    let state = SheetState(configuration: SheetConfiguration(detents: [.large]), container: Self.container)
    #expect(state.height == 800)
  }

  @Test("a keyboard lifts the sheet at most to the obstruction")
  func liftStopsBelow() {
    var state = Self.sheet()
    #expect(state.height == 743)
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = Gestures.tick(&state, from: 0, to: 2)
    #expect(state.height == 800)
    #expect(state.topEdge == 44)
  }

  @Test("neither a rubber band nor a spring's overshoot crosses the obstruction")
  func bandStopsBelow() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(y: 111), at: 0)
    var highest = 0.0
    for step in 1...20 {
      _ = state.apply(.touchMove(y: 111 - Double(step) * 40), at: Double(step) * 0.01)
      highest = max(highest, state.height)
    }
    #expect(highest == 800, "pulled 800 points up, the sheet stops at the obstruction: \(highest)")
    // A fast flick up from the lowest detent overshoots the top detent on the spring.
    var flicked = Self.sheet(initial: "low")
    _ = Gestures.drag(&flicked, fromY: flicked.topEdge + 10, by: -300, at: 0, duration: 0.05, hold: false)
    var top = 0.0
    var t = 0.06
    while t < 2 {
      _ = flicked.tick(at: t)
      top = max(top, flicked.height)
      t += 1.0 / 120
    }
    #expect(top <= 800)
    #expect(flicked.height == 743)
    // Without an obstruction the band still stretches past the top detent (UIKit's feel).
    var free = Self.sheet(container: SheetContainer(height: 844))
    _ = free.apply(.touchDown(y: 111), at: 0)
    _ = free.apply(.touchMove(y: -600), at: 0.1)
    #expect(free.height > 800)
  }

  @Test("an obstruction that is not a length is 0; one taller than the container is its height")
  func normalization() {
    let bad = SheetContainer(height: 500, topObstruction: -.infinity).normalized()
    #expect(bad.container.topObstruction == 0)
    #expect(bad.diagnostics == ["top obstruction -inf is not a length of 0 or more points; using 0"])
    let tall = SheetContainer(height: 500, topObstruction: 900).normalized()
    #expect(tall.container.topObstruction == 500)
    #expect(tall.container.maximumSheetHeight == 0)
  }

  @Test("the keyboard's overlap is part of the scroll range, and leaves it when the keyboard goes")
  func keyboardOverlapScrolls() {
    var state = Self.sheet(.expand, container: SheetContainer(height: 844))
    // The top detent is 743 points: the content's viewport is 743 less the 60-point header.
    #expect(state.maximumScrollOffset == 4317)
    _ = state.apply(.keyboard(height: 300), at: 0)
    #expect(state.keyboardOverlap == 300)
    #expect(state.maximumScrollOffset == 4617)
    _ = state.apply(.scroll(to: 4617), at: 0.1)
    #expect(state.scrollOffset == 4617)
    _ = state.apply(.keyboard(height: 0), at: 0.2)
    #expect(state.keyboardOverlap == 0)
    #expect(state.scrollOffset == 4317)
    // Lift: the top detent rises only 844 − 743 = 101 points, to the maximum height; the other
    // 199 points of the keyboard cover the bottom of its content, which scrolls as far again.
    var lifted = Self.sheet(.lift, container: SheetContainer(height: 844))
    _ = lifted.apply(.keyboard(height: 300), at: 0)
    #expect(lifted.height(ofDetent: "top") == 844)
    #expect(lifted.keyboardOverlap == 199)
    #expect(lifted.maximumScrollOffset == 4516)
    // A keyboard the lift absorbs whole covers nothing: 743 + 80 is below the maximum.
    _ = lifted.apply(.keyboard(height: 80), at: 0.1)
    #expect(lifted.keyboardOverlap == 0)
    #expect(lifted.maximumScrollOffset == 4317)
  }

  @Test("a floating card is at most its maximum width, centred on the pixel grid")
  func cardWidth() {
    let style = SheetCardStyle.floating(inset: 16, maximumWidth: 640)
    #expect(style.horizontalFrame(in: SheetContainer(height: 600, width: 800)) == (80, 640))
    #expect(style.horizontalFrame(in: SheetContainer(height: 600, width: 801, scale: 1)) == (81, 640))
    #expect(style.horizontalFrame(in: SheetContainer(height: 600, width: 390)) == (16, 358))
    #expect(
      SheetCardStyle.floating(inset: 16).horizontalFrame(in: SheetContainer(height: 600, width: 800)) == (16, 768))
    #expect(SheetCardStyle.standard.horizontalFrame(in: SheetContainer(height: 600, width: 800)) == (0, 800))
    #expect(SheetCardStyle.floating(maximumWidth: .nan).maximumWidth == 0)
  }
}
