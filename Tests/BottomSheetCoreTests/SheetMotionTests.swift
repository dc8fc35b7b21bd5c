import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// A settle drawn through the rubber band: ``SheetMotion`` and its ``SheetMotion/Track``, then
/// whole sheets whose bounds the fuzzer found wanting.
@Suite("Sheet motion")
struct SheetMotionTests {
  /// An 800-point container with no top obstruction, detents at 200 and 600 points, UIScrollView's
  /// band (0.55).
  static let track = SheetMotion.Track(
    band: .standard, container: SheetContainer(height: 800), detents: detents)
  static let detents = [ResolvedDetent(id: "low", height: 200), ResolvedDetent(id: "high", height: 600)]

  @Test("raw heights through the band, and back", arguments: [-400.0, 0, 100, 200, 400, 600, 700, 1200])
  func displayedAndRawAreInverses(_ raw: Double) {
    let bounds = SheetMotion.Bounds(lower: 200, upper: 600)
    let shown = Self.track.displayed(raw: raw, bounds: bounds)
    let rows: [(line: Int, raw: Double, shown: Double)] = [
      (#line, 400, 400),  // between the bounds: as it is
      (#line, 600, 600),  // at the upper bound
      (#line, 200, 200),  // at the lower bound
    ]
    for row in rows where row.raw == raw {
      #expect(
        shown == row.shown,
        sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
    }
    #expect(shown <= 600 + 800, "never a container height past the highest detent")
    #expect(shown >= 100, "never below half the lowest detent")
    // Short of a container height past the highest detent, the band is one to one.
    if raw >= 0, shown > 100, shown < 600 + 800 {
      #expect(abs(Self.track.raw(displaying: shown, bounds: bounds) - raw) < 1e-6)
    }
  }

  @Test("a drag's bounds: the band begins at the detents, or where a sheet is caught past them")
  func dragBounds() {
    let clamping = SheetMotion.Track(
      band: RubberBand(constant: 0), container: SheetContainer(height: 800), detents: Self.detents)
    let rows: [(line: Int, track: SheetMotion.Track, height: Double, lowerBand: Bool, bounds: SheetMotion.Bounds)] = [
      (#line, Self.track, 400, true, SheetMotion.Bounds(lower: 200, upper: 600)),  // within: the detents
      (#line, Self.track, 400, false, SheetMotion.Bounds(lower: nil, upper: 600)),  // dismissible: no band below
      (#line, Self.track, 700, true, SheetMotion.Bounds(lower: 200, upper: 600)),  // past the top, within reach
      (#line, clamping, 700, true, SheetMotion.Bounds(lower: 200, upper: 700)),  // a clamping band: where it is
      (#line, clamping, 150, true, SheetMotion.Bounds(lower: 150, upper: 600)),  // below, clamping: where it is
    ]
    for row in rows {
      #expect(
        row.track.dragBounds(at: row.height, lowerBand: row.lowerBand) == row.bounds,
        sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
    }
    // A bound moved out follows the sheet back as it comes within it.
    let caught = SheetMotion.Bounds(lower: 150, upper: 700)
    #expect(Self.track.bounds(following: caught, raw: 650) == SheetMotion.Bounds(lower: 200, upper: 650))
    #expect(Self.track.bounds(following: caught, raw: 500) == SheetMotion.Bounds(lower: 200, upper: 600))
  }

  @Test("a settle toward hidden ends when it first reaches the bottom edge, not when it rests")
  func hideEnd() {
    let spring = SheetSpring(duration: 0.5, bounce: 0.3)
    let bounds = SheetMotion.Bounds(lower: nil, upper: 600)
    let hiding = SheetMotion(
      spring: spring, from: 400, velocity: 0, to: 0, at: 1, bounds: bounds, hiding: true, tolerance: 0.25)
    let resting = SheetMotion(
      spring: spring, from: 400, velocity: 0, to: 0, at: 1, bounds: bounds, hiding: false, tolerance: 0.25)
    #expect(hiding.hideEnd == hiding.spring.firstTime(atOrBelow: 0.25))
    #expect(resting.hideEnd == .infinity)
    #expect(hiding.isFinished(at: hiding.hideEnd, hiding: true, tolerance: 0.25))
    #expect(!resting.isFinished(at: hiding.hideEnd, hiding: false, tolerance: 0.25), "a bouncy spring passes 0")
  }

  @Test(
    "a clamping band: a re-layout that lowers the highest detent under the sheet does not make it jump (fuzz seed 68242)"
  )
  func clampingBandRelayoutIsContinuous() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.fitted, SheetDetent(id: "low", .fraction(0.711))], initialDetent: "fitted",
        rubberBand: RubberBand(constant: 0)),
      container: SheetContainer(height: 667), headerHeight: 86.367, contentHeight: 1484.972)
    #expect(state.height == 600)
    #expect(state.apply(.contentHeight(404.985), at: 0.773) == [.willSettle(target: "fitted", velocity: 0)])
    _ = state.tick(at: 0.773 + 1.0 / 120)
    #expect(state.height > 595, "moved \(600 - state.height) pt in one frame")
    _ = Gestures.tick(&state, from: 0.78, to: 3)
    #expect(state.height == 492)
  }

  @Test("catching a sheet again and again above its top never walks it up (fuzz seeds 6889 and 24485)")
  func repeatedCatchesStayBounded() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.height(1096)], spring: SheetSpring(duration: 2, bounce: -0.898), rubberBand: RubberBand(constant: 1)),
      container: SheetContainer(height: 320, safeArea: SafeAreaInsets(top: 47), scale: 2))
    var t = 0.0
    for _ in 0..<8 {
      _ = state.apply(.touchDown(y: 100), at: t)
      _ = state.apply(.touchMove(y: -200), at: t + 0.1)
      _ = state.apply(.touchUp(y: -200), at: t + 0.15)
      t += 0.3
      _ = state.tick(at: t)
      #expect(state.height <= 273 + 320, "\(state.height)")
    }
  }

  @Test("a window that shrinks far under a held sheet keeps it within the rubber band's reach (fuzz seed 2110850)")
  func shrinkUnderAHeldSheet() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [.large], rubberBand: RubberBand(constant: 1)),
      container: SheetContainer(height: 1156.606, safeArea: SafeAreaInsets(top: 20, bottom: 34), scale: 2))
    for step in 1...8 {
      _ = state.apply(.scrollGesture(delta: 31.790664), at: 4.81 + Double(step) * 0.012)
    }
    #expect(state.topEdge < 20, "pulled above its highest detent")
    _ = state.apply(
      .resize(SheetContainer(height: 161.208, safeArea: SafeAreaInsets(top: 20, bottom: 34), scale: 2)), at: 8)
    let highest = state.detents.last?.height ?? 0
    #expect(state.height <= highest + 161.208, "\(state.height) past \(highest)")
    #expect(state.phase == .dragging)
    _ = state.apply(.scrollGestureEnd, at: 8.1)
    _ = Gestures.tick(&state, from: 8.1, to: 11)
    #expect(state.height == highest)
  }
}
