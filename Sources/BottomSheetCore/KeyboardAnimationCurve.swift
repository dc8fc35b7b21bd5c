/// The timing curve of a keyboard's animation (``SheetInput/keyboard(height:duration:curve:)``).
///
/// UIKit's keyboard notifications give the animation's duration
/// (`UIKeyboardAnimationDurationUserInfoKey`, seconds) and curve
/// (`UIKeyboardAnimationCurveUserInfoKey`, a `UIView.AnimationCurve` raw value); the curves are
/// Core Animation's named timing functions, cubic Béziers from (0, 0) to (1, 1) with control points
/// (0.42, 0)–(0.58, 1) for ease-in-out, (0.42, 0)–(1, 1) for ease-in and (0, 0)–(0.58, 1) for
/// ease-out (`CAMediaTimingFunction`'s documented values, also CSS's `ease-in-out`, `ease-in`,
/// `ease-out`). The keyboard's own curve, raw value 7, is undocumented; a toolkit that gets it
/// passes ``easeInOut``, the nearest named one.
public enum KeyboardAnimationCurve: String, Sendable, Hashable, CaseIterable {
  /// `UIView.AnimationCurve.easeInOut` (raw value 0).
  case easeInOut
  /// `UIView.AnimationCurve.easeIn` (raw value 1).
  case easeIn
  /// `UIView.AnimationCurve.easeOut` (raw value 2).
  case easeOut
  /// `UIView.AnimationCurve.linear` (raw value 3).
  case linear

  /// The curve for a `UIView.AnimationCurve` raw value: 0 to 3 by name, anything else (the
  /// keyboard's private 7) ease-in-out.
  public init(uiKitRawValue raw: Int) {
    switch raw {
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: self = .easeInOut
    }
  }

  /// The Bézier's control points (x1, y1, x2, y2).
  private var controlPoints: (Double, Double, Double, Double) {
    switch self {
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .linear: (0, 0, 1, 1)
    }
  }

  /// The share of the change done at `progress` (the share of the duration gone), both in [0, 1],
  /// and its slope (share of the change per share of the duration).
  ///
  /// - Complexity: A few Newton steps (then bisection) to invert the Bézier's x, to 1e-9.
  public func value(at progress: Double) -> (value: Double, slope: Double) {
    let p = min(max(progress.isFinite ? progress : 1, 0), 1)
    if self == .linear { return (p, 1) }
    let (x1, y1, x2, y2) = controlPoints
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
    // Invert x(s) = p: Newton from s = p, falling back to bisection (x is increasing on [0, 1]).
    var s = p
    var solved = false
    for _ in 0..<8 {
      let error = bezier(s, x1, x2) - p
      if abs(error) < 1e-9 {
        solved = true
        break
      }
      let slope = derivative(s, x1, x2)
      guard abs(slope) > 1e-6 else { break }
      s -= error / slope
      if s < 0 || s > 1 { break }
    }
    if !solved {
      var low = 0.0
      var high = 1.0
      s = p
      for _ in 0..<60 {
        s = (low + high) / 2
        if bezier(s, x1, x2) < p { low = s } else { high = s }
      }
    }
    let dx = derivative(s, x1, x2)
    let dy = derivative(s, y1, y2)
    return (bezier(s, y1, y2), dx > 1e-9 ? dy / dx : 0)
  }
}
