/// A settle in flight: a spring on the raw (finger) axis, drawn through the rubber band between
/// bounds that it may have started past, and the time a settle toward hidden reaches the
/// container's bottom edge.
///
/// Heights are in points, measured up from the container's bottom edge; times in seconds on the
/// state's clock. ``SheetState`` holds one while it settles and none at rest or under a finger.
/// The spring is ``SpringMotion`` (SwiftUI's `Spring(duration:bounce:)`, PHYSICS.md); the band is
/// ``RubberBand`` (UIScrollView's), applied by ``Track``.
struct SheetMotion: Sendable {
  /// Where the rubber band begins for a motion or a drag, in points of height: above `upper`
  /// and below `lower` (no band below when `nil`). Normally the highest and lowest detents; a sheet
  /// caught or set moving past one of them further than the band can show (any distance for a
  /// clamping band, constant 0; a container height for others) has the band begin where it is
  /// instead, so it never jumps to the bound.
  struct Bounds: Sendable, Hashable {
    var lower: Double?
    var upper: Double
  }

  /// The spring, on the raw axis: its position is the height before the rubber band.
  var spring: SpringMotion
  /// Where this settle meets the rubber band (see ``SheetState``'s `settle`).
  var bounds: Bounds
  /// When a settle toward hidden reaches the container's bottom edge, in seconds (infinity for a
  /// settle toward a detent): a property of the motion, found when it starts, so the dismissal
  /// ends at the same time whatever the frame clock (a tick-by-tick test would end it at the first
  /// tick that happens to see the bottom).
  var hideEnd: Double
  /// A move timed by the keyboard's animation instead of the spring (see
  /// ``SheetInput/keyboard(height:duration:curve:)``); `nil` for a spring settle.
  var keyboardTiming: KeyboardTiming?

  /// A move over a keyboard animation's duration along its curve, from a displayed height to the
  /// spring's target, drawn without the rubber band.
  struct KeyboardTiming: Sendable, Hashable {
    /// When the move starts, in seconds.
    var start: Double
    /// How long it takes, in seconds (> 0).
    var duration: Double
    var curve: KeyboardAnimationCurve
    /// The height it starts from, in points.
    var from: Double

    /// The raw height (points) and velocity (points per second, upward positive) at `time`,
    /// toward `target`.
    func state(at time: Double, to target: Double) -> (position: Double, velocity: Double) {
      let (value, slope) = curve.value(at: (time - start) / duration)
      let inside = time > start && time < start + duration
      return (from + (target - from) * value, inside ? (target - from) * slope / duration : 0)
    }
  }

  /// A settle from the raw height `start` with `velocity` (points per second, upward positive)
  /// toward `target` (points; 0 with `hiding`), starting at `time`.
  ///
  /// - Parameter tolerance: Half a device pixel, in points: a hiding sheet ends when the spring
  ///   first reaches it.
  init(
    spring: SheetSpring, from start: Double, velocity: Double, to target: Double, at time: Double, bounds: Bounds,
    hiding: Bool, tolerance: Double
  ) {
    let motion = SpringMotion(spring: spring, from: start, velocity: velocity, to: target, at: time)
    self.spring = motion
    self.bounds = bounds
    self.hideEnd = hiding ? motion.firstTime(atOrBelow: tolerance) ?? .infinity : .infinity
  }

  /// The raw height the settle ends at, in points.
  var target: Double { spring.target }

  /// Whether the settle is over at `time` (seconds): the spring is at rest within `tolerance`
  /// points, or a sheet on its way out (`hiding`) has reached the bottom edge — it does not bounce
  /// below it.
  func isFinished(at time: Double, hiding: Bool, tolerance: Double) -> Bool {
    if let keyboardTiming { return time >= keyboardTiming.start + keyboardTiming.duration }
    return spring.isSettled(at: time, tolerance: tolerance) || (hiding && time >= hideEnd)
  }

  /// The displayed height (points) and the raw velocity (points per second, upward positive) at
  /// `time`, through `track`'s band.
  func state(at time: Double, on track: Track) -> (height: Double, velocity: Double) {
    let state = rawState(at: time)
    // The keyboard's move is drawn as it is timed: it is no finger's, and meets no rubber band.
    if keyboardTiming != nil { return (state.position, state.velocity) }
    return (track.displayed(raw: state.position, bounds: bounds), state.velocity)
  }

  /// The raw height (points) and raw velocity (points per second, upward positive) at `time`.
  func rawState(at time: Double) -> (position: Double, velocity: Double) {
    if let keyboardTiming { return keyboardTiming.state(at: time, to: spring.target) }
    let state = spring.state(at: time)
    return (state.position, state.velocity)
  }

  /// The settle retargeted to `target` (points) at `time`, from where and how fast the spring is
  /// then; bounds and the hide end stay.
  mutating func retarget(to target: Double, at time: Double, spring parameters: SheetSpring) {
    let state = rawState(at: time)
    if keyboardTiming != nil {
      // A keyboard's move is drawn unbanded: the spring goes on from there, within its bounds.
      bounds.upper = max(bounds.upper, state.position)
      if let lower = bounds.lower { bounds.lower = min(lower, state.position) }
      keyboardTiming = nil
    }
    spring = SpringMotion(spring: parameters, from: state.position, velocity: state.velocity, to: target, at: time)
  }

  /// The rubber band a sheet meets, as it stands: its curve, the container (whose height the band
  /// scales with, and whose ceiling, ``SheetContainer/ceilingHeight``, no sheet passes) and the
  /// detents it begins at. A drag and a settle draw their raw heights through it.
  ///
  /// The lowest and highest detents and the ceiling are read only where a rule needs them: a
  /// frame of a settle within its bounds reads none of them.
  struct Track: Sendable {
    /// The band's curve (UIScrollView's rubber band, ``RubberBand``).
    var band: RubberBand
    /// The container: its height is the band's dimension.
    var container: SheetContainer
    /// The detents as they stand, ascending by height.
    var detents: [ResolvedDetent]

    /// The container's height in points: the band's dimension.
    var dimension: Double { container.height }
    /// The lowest detent's height in points (0 without detents).
    var lowest: Double { detents.first?.height ?? 0 }
    /// The highest detent's height in points (0 without detents).
    var highest: Double { detents.last?.height ?? 0 }
    /// The highest the sheet may be drawn below a top obstruction, in points.
    var ceiling: Double { container.ceilingHeight }

    /// A drag's bounds after its latest move: a bound moved out to where the sheet was caught
    /// follows the sheet back to the detent's bound as the sheet comes within it (the sheet is
    /// drawn where its raw height is there, so nothing jumps).
    func bounds(following bounds: Bounds, raw: Double) -> Bounds {
      var bounds = bounds
      if raw < bounds.upper { bounds.upper = max(highest, raw) }
      if let lower = bounds.lower, raw > lower { bounds.lower = min(lowest, raw) }
      return bounds
    }

    /// The bounds of a drag that starts now at `height` (points); with `lowerBand`, it meets the
    /// band below the lowest detent (a sheet that cannot be dismissed, or a touchpad scroll).
    func dragBounds(at height: Double, lowerBand: Bool) -> Bounds {
      let lower = band.canShow(overshoot: lowest - height, dimension: dimension) ? lowest : min(lowest, height)
      return Bounds(lower: lowerBand ? lower : nil, upper: bound(showing: height))
    }

    /// Where the band begins above the highest detent for a sheet shown at `shown` (points): at
    /// the highest detent, unless the band cannot show the sheet that far past it; then where the
    /// sheet is.
    func bound(showing shown: Double) -> Double {
      band.canShow(overshoot: shown - highest, dimension: dimension) ? highest : shown
    }

    /// The displayed height for a raw height: rubber-banded past `bounds`; never below 0, nor below
    /// half the lowest detent when the lower band applies, nor above a container height past the
    /// highest detent, nor into the container's top obstruction (`SheetContainer.ceilingHeight`)
    /// — unless the bound is higher still (a sheet caught there stays where it is).
    func displayed(raw: Double, bounds: Bounds) -> Double {
      if raw > bounds.upper {
        let shown = bounds.upper + band.displayed(overshoot: raw - bounds.upper, dimension: dimension)
        let top = min(highest + dimension, ceiling)
        return min(shown, max(bounds.upper, top))
      }
      if let lower = bounds.lower, raw < lower {
        // The band keeps at least half of the lowest detent on screen (or what the sheet was caught
        // at, when that is less).
        let floor = min(lower, lowest / 2)
        return max(0, floor, lower - band.displayed(overshoot: lower - raw, dimension: dimension))
      }
      return max(0, raw)
    }

    /// The raw height that displays as `displayed`: the rubber band's inverse, so that catching a
    /// sheet past a bound does not make it jump.
    func raw(displaying displayed: Double, bounds: Bounds) -> Double {
      if displayed > bounds.upper {
        return bounds.upper + band.overshoot(displaying: displayed - bounds.upper, dimension: dimension)
      }
      if let lower = bounds.lower, displayed < lower {
        return lower - band.overshoot(displaying: lower - displayed, dimension: dimension)
      }
      return displayed
    }
  }
}
