/// The distance a release would travel if it decelerated like a `UIScrollView`.
///
/// A scroll view's velocity decays by a factor `rate` every millisecond,
/// `v(t) = v₀ · rate^(1000·t)`. The distance it covers before rest is, in the form Apple presents
/// in the WWDC 2018 session "Designing Fluid Interfaces",
/// `project(v) = (v / 1000) · rate / (1 − rate)`: the geometric-series sum of the per-millisecond
/// steps. With the normal rate 0.998 that is `0.499 · v`. (The exact integral of the decay,
/// `v / (−1000 · ln rate)`, is `0.4995 · v`; we use the talk's form, as UIKit-based libraries do.)
public struct DecelerationProjection: Sendable, Hashable {
  /// Velocity kept per millisecond, in (0, 1).
  public let rate: Double

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = DecelerationProjection(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = DecelerationProjection(rate: 0.99)

  /// Creates a projection with a decay rate per millisecond.
  ///
  /// A rate outside (0, 1) or not finite is normalized to 0.998.
  public init(rate: Double) {
    self.rate = rate.isFinite && rate > 0 && rate < 1 ? rate : 0.998
  }

  /// The distance travelled before rest, in points, for a velocity in points per second.
  ///
  /// Check value: `normal.distance(forVelocity: -1500) == -748.5`.
  /// - Parameter velocity: Points per second, any sign.
  /// - Returns: Points, with the velocity's sign; 0 for a velocity that is not finite.
  public func distance(forVelocity velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return velocity / 1000 * rate / (1 - rate)
  }

  /// The exact travel of the continuous decay, `v / (−1000 · ln rate)`, in points. Used for
  /// scroll momentum, where the whole trajectory (not only its end) is drawn.
  public func exactDistance(forVelocity velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return velocity / (-1000 * naturalLog(rate))
  }
}
