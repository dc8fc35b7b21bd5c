import Testing

@testable import BottomSheetCore

/// Every numeric setting has a range that keeps its meaning; a value outside it is brought in
/// with one diagnostic.
@Suite("Setting ranges")
struct SettingRangeTests {
  @Test("a rubber band never moves the sheet further than the finger", arguments: [0, 0.2, 0.55, 1, 1.0001, 2, 1e6])
  func rubberBandNeverOutrunsTheFinger(_ constant: Double) {
    let (band, diagnostics) = RubberBand.normalized(constant: constant)
    #expect(band.constant == min(constant, 1))
    #expect(diagnostics.count == (constant > 1 ? 1 : 0))
    #expect(RubberBand(constant: constant) == band)
    for dimension in [390.0, 800, 1400] {
      for overshoot in stride(from: 0.5, through: 3000, by: 7.5) {
        let shown = band.displayed(overshoot: overshoot, dimension: dimension)
        #expect(shown <= overshoot * band.constant + 1e-9)
        #expect(
          abs(band.overshoot(displaying: shown, dimension: dimension) - overshoot) < 1e-6 * overshoot || band.clamps)
      }
    }
  }

  @Test("a drag past the top detent with a large constant stays under the finger")
  func dragPastTheTopWithALargeConstant() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.height(200), .height(500)], initialDetent: "height(500.0)", rubberBand: RubberBand(constant: 1e6)),
      container: SheetContainer(height: 800))
    _ = state.apply(.touchDown(y: 350), at: 0)
    for step in 1...40 {
      _ = state.apply(.touchMove(y: 350 - Double(step) * 10), at: Double(step) * 0.01)
      #expect(state.height - 500 <= Double(step) * 10 + 1e-9)
    }
    #expect(state.height < 800, "never above the container: \(state.height)")
  }

  @Test("bad rubber band constants become UIScrollView's", arguments: [-1, Double.nan, -Double.infinity])
  func badConstants(_ constant: Double) {
    let (band, diagnostics) = RubberBand.normalized(constant: constant)
    #expect(band == .standard)
    #expect(diagnostics.count == 1)
  }

  @Test(
    "bounces beyond ±0.9 are brought to it",
    arguments: [(0.999, 0.9), (-0.999, -0.9), (0.95, 0.9), (0.9, 0.9), (-0.5, -0.5), (7, 0.9)])
  func bounces(_ given: Double, _ expected: Double) {
    let (spring, diagnostics) = SheetSpring.normalized(duration: 0.45, bounce: given)
    #expect(spring.bounce == expected)
    #expect(diagnostics.count == (given == expected ? 0 : 1))
  }

  @Test(
    "durations beyond 0.01…2 s are brought in", arguments: [(1e308, 2.0), (3, 2), (2, 2), (1e-9, 0.01), (0.45, 0.45)])
  func durations(_ given: Double, _ expected: Double) {
    #expect(SheetSpring(duration: given, bounce: 0).duration == expected)
  }

  /// The slowest springs in the supported ranges, from the farthest a sheet starts (30,000 points
  /// with 8,000 points per second) to within 1/16 point: every settle ends within
  /// `SheetSpring.longestSettle`.
  @Test("every settle ends within the documented bound", arguments: [-0.9, -0.5, 0, 0.5, 0.9])
  func settleEndsInBoundedTime(_ bounce: Double) {
    for duration in [0.01, 0.45, 1, 2] {
      let spring = SheetSpring(duration: duration, bounce: bounce)
      for velocity in [-8000.0, 0, 8000] {
        let motion = SpringMotion(spring: spring, from: 30_000, velocity: velocity, to: 0, at: 0)
        var t = 0.0
        while !motion.isSettled(at: t, tolerance: 1.0 / 16), t < 1000 { t += 0.05 }
        #expect(t <= SheetSpring.longestSettle, "duration \(duration), bounce \(bounce), v \(velocity): \(t) s")
      }
    }
  }

  @Test("the slowest spring needs most of the bound, so the bound is not loose by orders of magnitude")
  func boundIsTight() {
    let motion = SpringMotion(
      spring: SheetSpring(duration: 2, bounce: -0.9), from: 30_000, velocity: 8000, to: 0, at: 0)
    var t = 0.0
    while !motion.isSettled(at: t, tolerance: 1.0 / 16) { t += 0.05 }
    #expect(t > SheetSpring.longestSettle / 2)
  }

  @Test("container widths and safe areas outside their ranges are brought in")
  func containerRanges() {
    let (container, diagnostics) = SheetContainer(
      height: 800, width: .nan, safeArea: SafeAreaInsets(top: 900, bottom: 1e9)
    ).normalized()
    #expect(container.width == 390)
    #expect(container.safeArea == SafeAreaInsets(top: 800, bottom: 800))
    #expect(container.maximumSheetHeight == 0)
    #expect(diagnostics.count == 3)
  }

  @Test("header, content and keyboard heights beyond a million points are ignored")
  func lengthsInInputs() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [.fitted]), container: SheetContainer(height: 800))
    for input in [
      SheetInput.contentHeight(2e6), .headerHeight(.infinity), .keyboard(height: 1e300), .keyboard(height: -1),
    ] {
      let events = state.apply(input, at: 0)
      #expect(events.count == 1, "\(input)")
      #expect(state.height == 80)
    }
  }
}
