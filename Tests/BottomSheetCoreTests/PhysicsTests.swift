import Foundation
import Testing

@testable import BottomSheetCore

@Suite("Projection and rubber band")
struct ProjectionAndRubberBandTests {
  @Test func projectionMatchesTheWWDCForm() {
    #expect(abs(DecelerationProjection.normal.distance(forVelocity: -1500) - -748.5) < 1e-9)
    #expect(abs(DecelerationProjection.normal.distance(forVelocity: 1000) - 499) < 1e-9)
    #expect(abs(DecelerationProjection.fast.distance(forVelocity: 1000) - 99) < 1e-9)
    #expect(DecelerationProjection.normal.distance(forVelocity: .nan) == 0)
  }

  @Test func exactProjectionIsTheIntegralOfTheDecay() {
    #expect(abs(DecelerationProjection.normal.exactDistance(forVelocity: 1000) - 499.5) < 0.05)
  }

  @Test func badRateIsNormalized() {
    #expect(DecelerationProjection(rate: 1.5).rate == 0.998)
    #expect(DecelerationProjection(rate: .nan).rate == 0.998)
  }

  @Test func rubberBandCheckValues() {
    let band = RubberBand.standard
    #expect(abs(band.displayed(overshoot: 100, dimension: 800) - 51.46) < 0.01)
    #expect(abs(band.displayed(overshoot: 300, dimension: 844) - 138.0) < 0.05)
    #expect(band.displayed(overshoot: 0, dimension: 800) == 0)
    #expect(band.displayed(overshoot: 1e12, dimension: 800) < 800)
  }

  @Test func rubberBandGrowsLikeCTimesXForSmallOvershoot() {
    let band = RubberBand.standard
    #expect(abs(band.displayed(overshoot: 1, dimension: 800) - 0.55) < 0.001)
  }

  @Test(arguments: [0.5, 10, 51.46, 300, 799])
  func rubberBandInverseRoundTrips(displayed: Double) {
    let band = RubberBand.standard
    let raw = band.overshoot(displaying: displayed, dimension: 800)
    #expect(abs(band.displayed(overshoot: raw, dimension: 800) - displayed) < 1e-6)
  }

  @Test func zeroConstantClamps() {
    let band = RubberBand(constant: 0)
    #expect(band.clamps)
    #expect(band.displayed(overshoot: 100, dimension: 800) == 0)
    #expect(RubberBand(constant: -1).constant == 0.55)
  }
}

@Suite("Spring")
struct SpringTests {
  @Test func swiftUIMappingCheckValues() {
    let spring = SheetSpring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    let inverse = SheetSpring(stiffness: 100, damping: 10)
    #expect(abs(inverse.duration - 0.628) < 0.001)
    #expect(abs(inverse.bounce - 0.5) < 1e-9)
    let defaults = SheetSpring.default
    #expect(abs(defaults.stiffness - 157.9) < 0.05)
    #expect(abs(defaults.damping - 25.1) < 0.05)
  }

  @Test func negativeBounceIsOverdamped() {
    let spring = SheetSpring(duration: 0.5, bounce: -0.5)
    #expect(abs(spring.dampingRatio - 2) < 1e-12)
    let back = SheetSpring(stiffness: spring.stiffness, damping: spring.damping)
    #expect(abs(back.bounce - -0.5) < 1e-9)
  }

  @Test func badValuesAreNormalizedWithDiagnostics() {
    let result = SheetSpring.normalized(duration: 0, bounce: 3)
    #expect(result.spring.duration == 0.5)
    #expect(result.spring.bounce == 0.9)
    #expect(result.diagnostics.count == 2)
    #expect(SheetSpring(duration: .infinity, bounce: -1).bounce == -0.9)
    #expect(SheetSpring(duration: 1, bounce: .nan).bounce == 0)
  }

  /// Integrates x'' = −k x − c x' with classical Runge–Kutta at a tiny step, as an independent
  /// reference for the closed form.
  static func integrate(_ spring: SheetSpring, x0: Double, v0: Double, until end: Double) -> (Double, Double) {
    let k = spring.stiffness
    let c = spring.damping
    var x = x0
    var v = v0
    let h = 1e-5
    var t = 0.0
    func a(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
    while t < end - 1e-12 {
      let step = min(h, end - t)
      let k1x = v
      let k1v = a(x, v)
      let k2x = v + step / 2 * k1v
      let k2v = a(x + step / 2 * k1x, v + step / 2 * k1v)
      let k3x = v + step / 2 * k2v
      let k3v = a(x + step / 2 * k2x, v + step / 2 * k2v)
      let k4x = v + step * k3v
      let k4v = a(x + step * k3x, v + step * k3v)
      x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += step
    }
    return (x, v)
  }

  @Test("closed form matches numerical integration", arguments: [0.6, 0.2, 0.0, -0.4])
  func closedFormMatchesIntegration(bounce: Double) {
    let spring = SheetSpring(duration: 0.45, bounce: bounce)
    let motion = SpringMotion(spring: spring, from: 300, velocity: 2000, to: 800, at: 1)
    for t in [0.05, 0.1, 0.2, 0.35, 0.6] {
      let (x, v) = Self.integrate(spring, x0: 300 - 800, v0: 2000, until: t)
      let state = motion.state(at: 1 + t)
      #expect(abs(state.position - (800 + x)) < 1e-4, "t=\(t) bounce=\(bounce)")
      #expect(abs(state.velocity - v) < 1e-3, "t=\(t) bounce=\(bounce)")
    }
  }

  @Test func startsAtItsInitialConditions() {
    let motion = SpringMotion(spring: .sheet, from: 300, velocity: -1234, to: 800, at: 2)
    let state = motion.state(at: 2)
    #expect(state.position == 300)
    #expect(abs(state.velocity - -1234) < 1e-9)
  }

  @Test func retargetingKeepsPositionAndVelocity() {
    let first = SpringMotion(spring: .sheet, from: 200, velocity: 1500, to: 800, at: 0)
    let mid = first.state(at: 0.1)
    let second = SpringMotion(spring: .sheet, from: mid.position, velocity: mid.velocity, to: 500, at: 0.1)
    let after = second.state(at: 0.1)
    #expect(after.position == mid.position)
    #expect(abs(after.velocity - mid.velocity) < 1e-9)
  }

  @Test("settles within half a pixel and stays", arguments: [0.9, 0.2, 0, -0.9])
  func settlesAndStays(bounce: Double) {
    let motion = SpringMotion(
      spring: SheetSpring(duration: 0.5, bounce: bounce), from: 0, velocity: 3000, to: 700, at: 0)
    let tolerance = 0.5 / 3
    var settledAt: Double?
    var t = 0.0
    while t < 30 {
      if motion.isSettled(at: t, tolerance: tolerance) {
        settledAt = settledAt ?? t
        #expect(abs(motion.state(at: t).position - 700) <= tolerance)
      } else {
        #expect(settledAt == nil, "settled at \(settledAt ?? 0) then unsettled at \(t)")
      }
      t += 1.0 / 240
    }
    #expect(settledAt != nil)
    #expect((settledAt ?? 99) < 16, "bounce \(bounce) took \(settledAt ?? 99) s")
  }

  @Test("the first time a spring reaches a level, on a clock that counts from 2001 (fuzz finding; no seed recorded)")
  func firstTimeOnALargeClock() throws {
    let spring = SheetSpring(duration: 0.45, bounce: 0)
    let near = SpringMotion(spring: spring, from: 300, velocity: 0, to: 0, at: 0)
    let far = SpringMotion(spring: spring, from: 300, velocity: 0, to: 0, at: 8.2e8)
    let elapsed = try #require(near.firstTime(atOrBelow: 0.5))
    // Critically damped: (x₀ + ωx₀t)e^(−ωt) = 0.5 with ω = 2π/0.45, solved by bisection here.
    var low = 0.0
    var high = 2.0
    for _ in 0..<60 {
      let t: Double = (low + high) / 2
      let omega: Double = 2 * Double.pi / 0.45
      let position: Double = (300 + omega * 300 * t) * Foundation.exp(-omega * t)
      if position <= 0.5 { high = t } else { low = t }
    }
    #expect(abs(elapsed - high) < 1e-9)
    #expect(abs(try #require(far.firstTime(atOrBelow: 0.5)) - 8.2e8 - high) < 1e-6)
    #expect(SpringMotion(spring: spring, from: 300, velocity: 0, to: 200, at: 0).firstTime(atOrBelow: 100) == nil)
  }
}
