/// A spring described the way SwiftUI's `Spring(duration:bounce:)` describes it, with mass 1.
///
/// The mapping is SwiftUI's, from Apple's documentation of `Spring`:
/// - stiffness `k = (2π / duration)²`;
/// - damping ratio `ζ = 1 − bounce` for `bounce ≥ 0`, `ζ = 1 / (1 + bounce)` for `bounce < 0`;
/// - damping `c = 2ζ√k = 4πζ / duration`.
///
/// Check values: `SheetSpring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6;
/// `SheetSpring(stiffness: 100, damping: 10)` has duration 0.63 and bounce 0.5.
public struct SheetSpring: Sendable, Hashable {
  /// The perceptual duration in seconds (the period of the undamped oscillation). Finite, > 0.
  public let duration: Double
  /// How bouncy the spring is, in (−1, 1): 0 is critically damped, positive values overshoot,
  /// negative values are overdamped.
  public let bounce: Double

  /// SwiftUI's default `Animation.spring(duration:bounce:)`: 0.5 s, no bounce.
  public static let `default` = SheetSpring(duration: 0.5, bounce: 0)
  /// SwiftUI's `.smooth`: 0.5 s, bounce 0.
  public static let smooth = SheetSpring(duration: 0.5, bounce: 0)
  /// SwiftUI's `.snappy`: 0.5 s, bounce 0.15.
  public static let snappy = SheetSpring(duration: 0.5, bounce: 0.15)
  /// SwiftUI's `.bouncy`: 0.5 s, bounce 0.3.
  public static let bouncy = SheetSpring(duration: 0.5, bounce: 0.3)
  /// The sheets' default: 0.45 s with bounce 0.2, a short settle with a hint of overshoot.
  public static let sheet = SheetSpring(duration: 0.45, bounce: 0.2)

  /// Creates a spring from a duration and a bounce, normalizing bad values.
  ///
  /// A duration that is not finite or not greater than 0 becomes 0.5, one outside
  /// ``supportedDurations`` the nearest end of it; a bounce outside ``supportedBounces`` becomes
  /// the nearest end of it (−0.9 or 0.9), and a bounce that is not a number becomes 0.
  /// ``normalized(duration:bounce:)`` reports those normalizations as diagnostics.
  /// - Parameters:
  ///   - duration: Seconds, in ``supportedDurations``.
  ///   - bounce: Unitless, in ``supportedBounces``.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self = Self.normalized(duration: duration, bounce: bounce).spring
  }

  private init(checkedDuration: Double, bounce: Double) {
    self.duration = checkedDuration
    self.bounce = bounce
  }

  /// Creates the spring with SwiftUI's `Spring(mass: 1, stiffness:damping:)` inverse mapping:
  /// `duration = 2π / √k`; for an underdamped spring `bounce = 1 − c / (2√k)`, otherwise
  /// `bounce = 2√k / c − 1`.
  /// - Parameters:
  ///   - stiffness: Newtons per metre for mass 1 (per second squared). > 0.
  ///   - damping: Per second. ≥ 0.
  public init(stiffness: Double, damping: Double) {
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 157.913_670_417_429_7
    let c = damping.isFinite && damping >= 0 ? damping : 2 * k.squareRoot()
    let duration = 2 * Double.pi / k.squareRoot()
    let zeta = c / (2 * k.squareRoot())
    let bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    self.init(duration: duration, bounce: bounce)
  }

  /// The durations a spring accepts, in seconds; others are brought to the nearest end.
  ///
  /// With ``supportedBounces`` this bounds how long a settle lasts (see
  /// ``longestSettle``): a sheet's spring is a fraction of a second (SwiftUI's default is 0.5 s),
  /// and 2 s already reads as slow motion.
  public static let supportedDurations: ClosedRange<Double> = 0.01...2

  /// The bounces a spring accepts; others are brought to the nearest end.
  ///
  /// SwiftUI accepts (−1, 1), but its ends never settle: a bounce of 0.999 (damping ratio 0.001)
  /// still swings after minutes, and −0.999 (damping ratio 1000) creeps for as long. Within
  /// −0.9…0.9 the slowest part of the motion decays at least at 0.05 ω (ω = 2π / duration).
  public static let supportedBounces: ClosedRange<Double> = -0.9...0.9

  /// The longest a settle lasts with any spring in the supported ranges, in seconds: 90 s, for a
  /// start 30,000 points from the target at 8,000 points per second, to within 1/16 point (half
  /// a device pixel at scale 8). The slowest spring is the longest and most overdamped (2 s,
  /// bounce −0.9, decaying at `ω(ζ − √(ζ² − 1)) ≈ 0.157` per second); a settle lasts about
  /// `ln(amplitude / tolerance) / rate`. Typical sheets (0.45 s, bounce 0.2) settle in well under a
  /// second.
  public static let longestSettle = 90.0

  /// Normalizes a duration and bounce, returning the spring and one diagnostic per change.
  public static func normalized(duration: Double, bounce: Double) -> (spring: SheetSpring, diagnostics: [String]) {
    var diagnostics: [String] = []
    var d = duration
    if !(d.isFinite && d > 0) {
      diagnostics.append("spring duration \(duration) is not a positive number; using 0.5")
      d = 0.5
    } else if !supportedDurations.contains(d) {
      d = min(max(d, supportedDurations.lowerBound), supportedDurations.upperBound)
      diagnostics.append(
        "spring duration \(duration) s is outside \(supportedDurations.lowerBound)...\(supportedDurations.upperBound) s; using \(d)"
      )
    }
    var b = bounce
    if b.isNaN {
      diagnostics.append("spring bounce is not a number; using 0")
      b = 0
    } else if !supportedBounces.contains(b) {
      b = min(max(b, supportedBounces.lowerBound), supportedBounces.upperBound)
      diagnostics.append(
        "spring bounce \(bounce) is outside \(supportedBounces.lowerBound)...\(supportedBounces.upperBound), where a settle never ends; using \(b)"
      )
    }
    return (SheetSpring(checkedDuration: d, bounce: b), diagnostics)
  }

  /// Stiffness `k = (2π / duration)²`, per second squared (mass 1).
  public var stiffness: Double {
    let omega = 2 * Double.pi / duration
    return omega * omega
  }

  /// The damping ratio ζ: `1 − bounce` for bounce ≥ 0, `1 / (1 + bounce)` below.
  public var dampingRatio: Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// Damping `c = 4πζ / duration`, per second.
  public var damping: Double {
    4 * Double.pi * dampingRatio / duration
  }

  /// The undamped angular frequency `ω = √k = 2π / duration`, radians per second.
  public var angularFrequency: Double { 2 * Double.pi / duration }
}

/// One run of a ``SheetSpring`` toward a target, solved in closed form, so its position is exact
/// at any time whatever the frame rate.
///
/// With displacement `x` from the target, `x₀` and `v₀` at the start, and `ω = √k`:
/// - ζ < 1: `ω_d = ω√(1 − ζ²)`, `x(t) = e^(−ζωt) · (x₀ cos ω_d t + (v₀ + ζωx₀) / ω_d · sin ω_d t)`;
/// - ζ = 1: `x(t) = (x₀ + (v₀ + ωx₀) t) · e^(−ωt)`;
/// - ζ > 1: `r₁,₂ = −ω(ζ ∓ √(ζ² − 1))`, `x(t) = C₁e^(r₁t) + C₂e^(r₂t)` with `C₁ + C₂ = x₀`,
///   `r₁C₁ + r₂C₂ = v₀`.
///
/// Retargeting mid-flight restarts the formula from the current position and velocity, so the
/// velocity is kept. Positions are in points and velocities in points per second, along whatever
/// axis the caller uses (the sheet uses height, upward positive).
public struct SpringMotion: Sendable, Hashable {
  /// The spring's parameters.
  public let spring: SheetSpring
  /// Where the motion ends, in points.
  public let target: Double
  /// The time the motion started, in seconds.
  public let startTime: Double
  /// The position at `startTime`, in points.
  public let startPosition: Double
  /// The velocity at `startTime`, in points per second.
  public let startVelocity: Double

  private let omega: Double
  private let zeta: Double

  /// Starts a motion at `time` from `position` with `velocity` toward `target`.
  public init(spring: SheetSpring, from position: Double, velocity: Double, to target: Double, at time: Double) {
    self.spring = spring
    self.target = target
    self.startTime = time
    self.startPosition = position.isFinite ? position : target
    self.startVelocity = velocity.isFinite ? velocity : 0
    self.omega = spring.angularFrequency
    let z = spring.dampingRatio
    // Within 1e-6 of critical damping the critical form is used: the underdamped one divides by
    // a vanishing ω_d.
    self.zeta = abs(z - 1) < 1e-6 ? 1 : z
  }

  /// Position (points) and velocity (points per second) at `time` (seconds). Times before the
  /// start give the start state.
  public func state(at time: Double) -> (position: Double, velocity: Double) {
    let t = max(0, time - startTime)
    let x0 = startPosition - target
    let v0 = startVelocity
    let w = omega
    let x: Double
    let v: Double
    if zeta < 1 {
      let wd = w * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + zeta * w * x0) / wd
      let envelope = exponential(-zeta * w * t)
      let c = cosine(wd * t)
      let s = sine(wd * t)
      x = envelope * (a * c + b * s)
      v = envelope * ((b * wd - zeta * w * a) * c - (a * wd + zeta * w * b) * s)
    } else if zeta == 1 {
      let a = x0
      let b = v0 + w * x0
      let envelope = exponential(-w * t)
      x = (a + b * t) * envelope
      v = (b - w * (a + b * t)) * envelope
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w * (zeta - root)
      let r2 = -w * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let e1 = exponential(r1 * t)
      let e2 = exponential(r2 * t)
      x = c1 * e1 + c2 * e2
      v = r1 * c1 * e1 + r2 * c2 * e2
    }
    return (target + x, v)
  }

  /// Whether the motion has come within `tolerance` points of its target for good at `time`.
  ///
  /// The test is on `√(x² + (v/ω)²)`, which is `√(2E/k)` for the spring's energy `E`; a damped
  /// spring's energy never grows, so once under the tolerance the position stays within it.
  public func isSettled(at time: Double, tolerance: Double) -> Bool {
    let (p, v) = state(at: time)
    return Self.remainingAmplitude(displacement: p - target, velocity: v, omega: omega) <= tolerance
  }

  /// The first time (seconds) at or after the start when the position is at or below `level`
  /// (points), or `nil` when the motion never goes that low.
  ///
  /// Sampled every hundredth of the spring's duration — a spring's dips last about half a
  /// duration, so none is missed — then narrowed by halving the elapsed time 40 times (to a
  /// trillionth of a duration; elapsed, not absolute, so it also converges on a clock that counts
  /// from 2001). It stops once the remaining amplitude (see ``isSettled(at:tolerance:)``) can no
  /// longer reach `level`: within ``SheetSpring/supportedBounces`` some 5,500 samples at most; past
  /// 20,000 it gives up and returns `nil`.
  /// - Complexity: O(samples); call it once per motion, not per frame.
  public func firstTime(atOrBelow level: Double) -> Double? {
    if startPosition <= level { return startTime }
    let step = spring.duration / 100
    var found: Int?
    for sample in 1...20_000 {
      let (position, velocity) = state(at: startTime + Double(sample) * step)
      let amplitude = Self.remainingAmplitude(displacement: position - target, velocity: velocity, omega: omega)
      if position <= level || target + amplitude <= level {
        found = sample
        break
      }
      if target - amplitude > level { return nil }
    }
    guard let found else { return nil }
    var low = Double(found - 1) * step
    var high = Double(found) * step
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if state(at: startTime + middle).position <= level { high = middle } else { low = middle }
    }
    return startTime + high
  }

  static func remainingAmplitude(displacement x: Double, velocity v: Double, omega: Double) -> Double {
    let vw = v / omega
    return (x * x + vw * vw).squareRoot()
  }
}
