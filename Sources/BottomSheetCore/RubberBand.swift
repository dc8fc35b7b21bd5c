/// The resistance a sheet meets when dragged past its lowest or highest detent: `UIScrollView`'s
/// rubber band.
///
/// For an overshoot `x` past a bound, with dimension `D` (the container height) and constant `c`:
/// `b(x) = (1 − 1 / (x · c / D + 1)) · D`. It grows like `c · x` for small `x` and never reaches
/// `D`. The constant 0.55 is the one `UIScrollView` uses. A constant of 0 clamps at the bound.
///
/// Check values: `D = 800, x = 100 → 51.46`; `D = 844, x = 300 → 138.0`; `x = 0 → 0`.
///
/// The constants a band accepts are ``supportedConstants``, 0 through 1: since `b′(0) = c` and
/// `b` is concave, `b(x) ≤ c · x`, so with `c ≤ 1` the sheet never moves further than the finger.
/// A larger constant would make the "resistance" outrun the finger.
public struct RubberBand: Sendable, Hashable {
  /// The constant `c`, in ``supportedConstants``; 0 clamps.
  public let constant: Double

  /// `UIScrollView`'s constant, 0.55.
  public static let standard = RubberBand(constant: 0.55)

  /// The constants a band accepts: 0 (a hard clamp) through 1 (the sheet follows the finger at
  /// first, then resists).
  public static let supportedConstants: ClosedRange<Double> = 0...1

  /// Creates a rubber band, normalizing a bad constant as ``normalized(constant:)`` does (that
  /// function also says what it changed).
  public init(constant: Double) {
    self = Self.normalized(constant: constant).band
  }

  private init(checkedConstant: Double) {
    constant = checkedConstant
  }

  /// Normalizes a constant: one that is negative or not a number becomes 0.55 (`UIScrollView`'s);
  /// one above 1 becomes 1, so the sheet never moves further than the finger.
  /// - Returns: The band and one diagnostic per change.
  public static func normalized(constant: Double) -> (band: RubberBand, diagnostics: [String]) {
    if constant.isNaN || constant < 0 {
      return (
        RubberBand(checkedConstant: 0.55), ["rubber band constant \(constant) is not a number of 0 or more; using 0.55"]
      )
    }
    if constant > supportedConstants.upperBound {
      return (
        RubberBand(checkedConstant: 1),
        ["rubber band constant \(constant) is above 1, where the sheet would move further than the finger; using 1"]
      )
    }
    return (RubberBand(checkedConstant: constant), [])
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

  /// Whether a displayed overshoot of `displayed` points is one the band can show: always
  /// within `[0, D)` for a constant above 0, only 0 for a band that clamps.
  public func canShow(overshoot displayed: Double, dimension: Double) -> Bool {
    displayed <= 0 || (constant > 0 && displayed < dimension * 0.999_999)
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
