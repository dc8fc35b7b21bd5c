import Testing

@testable import BottomSheetCore

/// The settle's trajectory does not depend on when frames come: at 30, 60, 120 and 240 Hz, and
/// with frames dropped at random, every frame shows the closed-form spring at that frame's time.
@Suite("Frame-rate independence")
struct FrameRateTests {
  /// SplitMix64, so a failing run can be replayed from its seed.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Flicks up from 300 pt at 2000 pt/s toward 800 pt and returns (time, height) per frame.
  static func settle(frameTimes: [Double]) -> [(Double, Double)] {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [
        SheetDetent(id: "lo", .points(200)), SheetDetent(id: "hi", .points(800)),
      ]),
      container: SheetContainer(height: 800, scale: 3))
    _ = state.apply(.touchDown(y: 650), at: 0)
    for i in 1...5 { _ = state.apply(.touchMove(y: 650 - 20 * Double(i)), at: 0.01 * Double(i)) }
    _ = state.apply(.touchUp(y: 550), at: 0.05)
    return frameTimes.map { t in
      _ = state.tick(at: t)
      return (t, state.height)
    }
  }

  static let exact = SpringMotion(spring: .sheet, from: 300, velocity: 2000, to: 800, at: 0.05)

  /// The closed form as drawn: overshoot past the highest detent (800) meets the rubber band.
  static func drawn(at time: Double) -> Double {
    let position = exact.state(at: time).position
    return position > 800 ? 800 + RubberBand.standard.displayed(overshoot: position - 800, dimension: 800) : position
  }

  @Test(arguments: [30.0, 60, 120, 240])
  func everyFrameIsOnTheClosedForm(rate: Double) {
    let times = (1...Int(rate * 2)).map { 0.05 + Double($0) / rate }
    var worst = 0.0
    var settledAt: Double?
    for (t, height) in Self.settle(frameTimes: times) {
      if Self.exact.isSettled(at: t, tolerance: 0.5 / 3) {
        settledAt = settledAt ?? t
        #expect(height == 800, "at rest the sheet sits exactly on its detent")
      } else {
        worst = max(worst, abs(height - Self.drawn(at: t)))
      }
    }
    #expect(worst < 1e-9, "\(rate) Hz deviates by \(worst) pt")
    #expect(settledAt != nil)
  }

  @Test(arguments: [1 as UInt64, 2, 3, 42])
  func droppedFramesDoNotChangeTheTrajectory(seed: UInt64) {
    var random = SplitMix64(state: seed)
    var times: [Double] = []
    var t = 0.05
    while t < 2 {
      // Frames at 120 Hz, a third of them dropped, some in runs of up to 12.
      t += Double(Int.random(in: 1...12, using: &random) == 1 ? 12 : Int.random(in: 1...2, using: &random)) / 120
      times.append(t)
    }
    var worst = 0.0
    for (time, height) in Self.settle(frameTimes: times) where !Self.exact.isSettled(at: time, tolerance: 0.5 / 3) {
      worst = max(worst, abs(height - Self.drawn(at: time)))
    }
    #expect(worst < 1e-9, "seed \(seed) deviates by \(worst) pt")
  }

  @Test("a dismissal ends at the same moment at any frame rate (fuzz seed 2443)")
  func dismissalEndsIndependentlyOfFrames() {
    // A slow, overdamped spring: the sheet is 0.1 pt up when dismissed and still rising.
    func heightAt(_ query: Double, rate: Double) -> (Double, SheetPhase) {
      var state = SheetState(
        configuration: SheetConfiguration(detents: [.height(80)], spring: SheetSpring(duration: 1.118, bounce: -0.9)),
        container: SheetContainer(height: 844, scale: 1.25), presented: false)
      _ = state.apply(.present, at: 1.468)
      _ = state.apply(.dismiss, at: 1.478)
      var t = 1.478
      while t < query {
        t = min(query, t + 1 / rate)
        _ = state.tick(at: t)
      }
      return (state.height, state.phase)
    }
    for query in [1.5, 2.5, 4.5] {
      let slow = heightAt(query, rate: 30)
      let fast = heightAt(query, rate: 240)
      #expect(slow.0 == fast.0 && slow.1 == fast.1, "at \(query): \(slow) at 30 Hz, \(fast) at 240 Hz")
    }
    #expect(heightAt(1.5, rate: 240) == (0, .idle), "it was at the bottom edge when dismissed")
  }
}
