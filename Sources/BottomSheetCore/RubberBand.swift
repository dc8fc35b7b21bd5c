/// The resistance a sheet meets when dragged past its lowest or highest detent: `UIScrollView`'s
/// rubber band.
///
/// For an overshoot `x` past a bound, with dimension `D` (the container height) and constant `c`:
/// `b(x) = (1 − 1 / (x · c / D + 1)) · D`. It grows like `c · x` for small `x` and never reaches
/// `D`. The constant 0.55 is the one `UIScrollView` uses. A constant of 0 clamps at the bound.
///
/// Check values: `D = 800, x = 100 → 51.46`; `D = 844, x = 300 → 138.0`; `x = 0 → 0`.
public struct RubberBand: Sendable, Hashable {
  /// The constant `c`. Finite and at least 0; 0 clamps.
  public let constant: Double

  /// `UIScrollView`'s constant, 0.55.
  public static let standard = RubberBand(constant: 0.55)

  /// Creates a rubber band. A constant that is negative or not finite is normalized to 0.55;
  /// ``SheetConfiguration`` reports that as a diagnostic.
  public init(constant: Double) {
    self.constant = constant.isFinite && constant >= 0 ? constant : 0.55
  }

  /// Whether this band clamps (constant 0).
  public var clamps: Bool { constant == 0 }

  /// The displayed overshoot for a raw overshoot, in points.
  ///
  /// - Parameters:
  ///   - overshoot: How far the finger is past the bound, in points (≥ 0; negative gives 0).
  ///   - dimension: The container height in points (> 0).
  /// - Returns: The displayed overshoot in points, in `[0, dimension)`.
  public func displayed(overshoot: Double, dimension: Double) -> Double {
    guard overshoot > 0, constant > 0, dimension > 0, overshoot.isFinite else {
      return overshoot.isInfinite && constant > 0 && dimension > 0 ? dimension : 0
    }
    return (1 - 1 / (overshoot * constant / dimension + 1)) * dimension
  }

  /// The raw overshoot that displays as `displayed`: the inverse of
  /// ``displayed(overshoot:dimension:)``, `x = (D / c) · b / (D − b)`.
  ///
  /// Used to take hold of a sheet that is past a bound (mid-bounce) without a jump.
  /// - Returns: Points ≥ 0. With constant 0, or `displayed` ≤ 0, it returns 0; a `displayed` at or
  ///   beyond `D` is treated as just under it.
  public func overshoot(displaying displayed: Double, dimension: Double) -> Double {
    guard displayed > 0, constant > 0, dimension > 0, displayed.isFinite else { return 0 }
    let b = min(displayed, dimension * 0.999_999)
    return dimension / constant * b / (dimension - b)
  }
}
