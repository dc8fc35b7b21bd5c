/// Whose a touch on a resting sheet is, decided as it moves: it waits until it has travelled the
/// touch slop, then belongs to the content when it went sideways (the axis test) or begins a drag
/// of the sheet when it went up or down.
///
/// Positions are in points in the container, y downward; times in seconds. A touch on a sheet in
/// motion is caught at once and never arbitrated. The slop is Android's `ViewConfiguration`
/// touch slop and UIKit's pan-recognizer hysteresis (``SheetConfiguration/touchSlop``); a tap
/// never travels it, so a tap is never a drag.
struct TouchArbitration: Sendable {
  /// What a move of the touch decided.
  enum Decision: Sendable, Hashable {
    /// The touch has not travelled the slop: nothing moves yet.
    case waiting
    /// The touch went sideways, or went sideways before: the content's for its whole life.
    case content
    /// The touch crossed the slop up or down: a drag of the sheet begins at this y (points), where
    /// the travel crossed the slop, so the sheet follows only what lies beyond it, with no jump.
    case beginDrag(atY: Double)
  }

  /// Where the touch went down, in points (`x` is `nil` for a toolkit that reports only y).
  var x: Double?
  var y: Double
  /// The part of the sheet the touch went down on.
  var region: ScrollHandoff.Region
  /// Whether it travelled the slop sideways: it belongs to the content for its whole life.
  var belongsToContent = false
  /// The touch's velocity estimate, seeded with its samples so far: a drag that begins takes it.
  var estimator: VelocityEstimator
  /// Whether the touch may drag the sheet: false outside the drag area (``SheetDragArea``), where
  /// a touch that travels the slop is the content's whichever way it goes.
  var mayDrag = true

  /// A touch that went down at (`x`, `y`) on `region`, with `estimator` holding its first sample.
  init(x: Double?, y: Double, region: ScrollHandoff.Region, estimator: VelocityEstimator) {
    self.x = x
    self.y = y
    self.region = region
    self.estimator = estimator
  }

  /// The touch moved to (`x`, `y`) at `time` (seconds): the decision, given a slop of `slop` points.
  ///
  /// A move that leaves the touch waiting adds its sample to ``estimator``; so does the move that
  /// begins a drag. A touch that is the content's stays so, and takes no more samples.
  mutating func moved(x: Double?, y: Double, time: Double, slop: Double) -> Decision {
    guard !belongsToContent else { return .content }
    estimator.add(TouchSample(time: time, y: y))
    let dx = x.flatMap { now in self.x.map { now - $0 } } ?? 0
    let dy = y - self.y
    let travel = (dx * dx + dy * dy).squareRoot()
    // Outside the drag area a touch that has not moved is still a tap, even with no slop.
    guard travel >= slop, travel.isFinite, travel > 0 || mayDrag else { return .waiting }
    guard abs(dy) > abs(dx), mayDrag else {
      belongsToContent = true
      return .content
    }
    return .beginDrag(atY: self.y + dy * slop / travel)
  }
}
