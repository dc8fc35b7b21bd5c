/// How a release picks the detent to settle at.
public enum SnappingMode: String, Sendable, Hashable, CaseIterable {
  /// The detent nearest the projected rest point; a fast flick may skip detents.
  case projected
  /// The same projection, limited to one detent per release: the detents around the sheet's
  /// position (and one more on each side when it is at a detent, or past the highest or the
  /// lowest one, in the rubber band).
  case sequential
}

/// The choice of the detent a release settles at: one rule for every release path (touch up,
/// cancel as a zero-velocity release, and scroll handoff).
///
/// The release velocity is projected with ``DecelerationProjection`` (UIScrollView's deceleration,
/// WWDC 2018 "Designing Fluid Interfaces"), and the detent nearest the projected rest point wins.
/// With ``SnappingMode/sequential`` the candidates are limited to the two detents around the
/// release position, or, when it is at a detent, that detent and its two neighbours — the nearest
/// detents at a *different* height (detents at one height count as one). A release past the
/// highest or the lowest candidate (in the rubber band) counts as one at it, so that the projection
/// still chooses between the end and its neighbour, as FloatingPanel's release-target table has
/// it, and the outcome does not change at the half-pixel "at a detent" tolerance. A dismissible sheet adds
/// `hidden` at height 0 below its lowest detent. Ties go to the lower index; among coincident
/// detents ``SheetState`` keeps the one the sheet rests at.
public struct SnappingRule: Sendable, Hashable {
  /// The snapping mode.
  public var mode: SnappingMode
  /// The projection of release velocities.
  public var projection: DecelerationProjection

  /// Creates a rule.
  public init(mode: SnappingMode = .projected, projection: DecelerationProjection = .normal) {
    self.mode = mode
    self.projection = projection
  }

  /// The index of the target among `heights`.
  ///
  /// - Parameters:
  ///   - height: The sheet's height at release, in points.
  ///   - velocity: The sheet's height velocity at release, points per second, upward positive.
  ///   - heights: The candidate heights in points, ascending (hidden included when allowed).
  ///   - tolerance: The "at a detent" tolerance in points (half a device pixel).
  /// - Returns: An index into `heights`; 0 for an empty list.
  public func targetIndex(forRelease height: Double, velocity: Double, among heights: [Double], tolerance: Double)
    -> Int
  {
    targetIndex(forRelease: height, velocity: velocity, amongHeights: heights, tolerance: tolerance)
  }

  /// ``targetIndex(forRelease:velocity:among:tolerance:)`` over any collection of heights, so the
  /// state asks it once per touch move (the live target) without building an array.
  func targetIndex<Heights: RandomAccessCollection<Double>>(
    forRelease height: Double, velocity: Double, amongHeights heights: Heights, tolerance: Double
  ) -> Int where Heights.Index == Int {
    guard !heights.isEmpty else { return 0 }
    let projected = height + projection.distance(forVelocity: velocity)
    var lower = 0
    var upper = heights.count - 1
    if mode == .sequential {
      // A release past an end counts as one at that end; the projection still starts from where
      // the sheet is.
      let position = min(max(height, heights[0]), heights[heights.count - 1])
      // Neighbours are the nearest heights that differ: coincident detents count as one.
      if let at = heights.firstIndex(where: { abs($0 - position) <= tolerance }),
        let last = heights.lastIndex(where: { abs($0 - position) <= tolerance })
      {
        lower = max(0, at - 1)
        upper = min(heights.count - 1, last + 1)
      } else if let above = heights.firstIndex(where: { $0 > position }) {
        lower = max(0, above - 1)
        upper = above
      } else {
        lower = heights.count - 1
      }
    }
    var best = lower
    var bestDistance = Double.infinity
    for index in lower...upper {
      let distance = abs(heights[index] - projected)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }
}
