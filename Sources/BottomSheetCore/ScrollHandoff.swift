/// How one drag is shared between the sheet and its scrollable content, as in Apple Maps.
///
/// - Below the highest detent, a drag on the content moves the sheet.
/// - At the highest detent, the content scrolls.
/// - A downward drag on content scrolled to its top moves the sheet down.
/// - Within one movement the hand-over is exact: the sheet rises to its highest detent and the
///   rest of the movement scrolls the content; the content scrolls back to its top and the rest
///   moves the sheet down. The content never scrolls while the sheet moves, and the sheet never
///   moves against the finger.
/// - The release velocity belongs to whichever took the latest movement (see ``Consumer``).
///
/// Content that cannot scroll (no taller than its viewport) behaves like the header: every
/// movement goes to the sheet, rubber band included.
public enum ScrollHandoff {
  /// Where a touch landed on the sheet.
  public enum Region: String, Sendable, Hashable {
    /// The header (grabber, title, search field): always drags the sheet.
    case header
    /// The scrollable content below the header.
    case content
  }

  /// Who took a movement.
  public enum Consumer: String, Sendable, Hashable {
    /// The sheet moved.
    case sheet
    /// The content scrolled.
    case scroll
  }

  /// A movement divided between the sheet and the content, in points (upward finger motion is
  /// positive for both: the sheet rises, the offset grows).
  public struct Share: Sendable, Hashable {
    /// Points added to the sheet's raw height.
    public var sheet: Double
    /// Points added to the scroll offset.
    public var scroll: Double
    /// Points a handoff rule held back (``ScrollHandoffRules``): the content's, as an overscroll
    /// at its end, moving nothing. 0 under today's rule.
    public var held: Double = 0

    /// Creates a share.
    public init(sheet: Double, scroll: Double) {
      self.sheet = sheet
      self.scroll = scroll
    }
  }

  /// Divides a finger movement on the content between the sheet and the content.
  ///
  /// - Parameters:
  ///   - delta: The finger's movement in points, upward positive.
  ///   - sheetRaw: The sheet's height before the rubber band, in points.
  ///   - highest: The highest detent's height, in points.
  ///   - scrollOffset: The content's scroll offset, in points.
  ///   - maximumScrollOffset: The largest scroll offset, in points.
  ///   - tolerance: The "at a detent" tolerance, in points (half a device pixel).
  /// - Returns: The share of each; their sum is `delta` except where the content is at its end.
  public static func divide(
    _ delta: Double, sheetRaw: Double, highest: Double, scrollOffset: Double,
    maximumScrollOffset: Double, tolerance: Double
  ) -> Share {
    let scrollable = maximumScrollOffset > tolerance
    var share = Share(sheet: 0, scroll: 0)
    if delta > 0 {
      var rest = delta
      if sheetRaw < highest - tolerance {
        share.sheet = min(rest, highest - sheetRaw)
        rest -= share.sheet
      }
      guard rest > 0 else { return share }
      if scrollable {
        share.scroll = max(0, min(rest, maximumScrollOffset - scrollOffset))
      } else {
        share.sheet += rest
      }
    } else {
      var rest = -delta
      if sheetRaw > highest + tolerance {
        let down = min(rest, sheetRaw - highest)
        share.sheet -= down
        rest -= down
      }
      guard rest > 0 else { return share }
      let atTop = sheetRaw + share.sheet >= highest - tolerance
      if scrollable, atTop, scrollOffset > 0 {
        let up = min(rest, scrollOffset)
        share.scroll = -up
        rest -= up
      }
      share.sheet -= rest
    }
    return share
  }
}

/// Content scrolling on after a release, decelerating like `UIScrollView` (rate 0.998 per
/// millisecond): `offset(t) = o₀ + v₀ · (1 − d^(1000t)) / (−1000 · ln d)`, the exact integral of
/// the decay (see ``DecelerationProjection``). It stops at either end of the content.
public struct ScrollMomentum: Sendable, Hashable {
  /// The offset at release, in points.
  public let start: Double
  /// The offset's velocity at release, in points per second (positive scrolls toward the end).
  public let velocity: Double
  /// The release time, in seconds.
  public let time: Double
  /// The deceleration.
  public let projection: DecelerationProjection

  /// Creates momentum from a release.
  public init(start: Double, velocity: Double, time: Double, projection: DecelerationProjection = .normal) {
    self.start = start
    self.velocity = velocity
    self.time = time
    self.projection = projection
  }

  /// The offset at `now` (seconds), clamped to `[0, maximum]`, and whether the motion is over (at
  /// the end it moves toward, or less than `tolerance` points from its rest). Past the other end —
  /// a range that shrank under content moving back into it — it is held at that end until its
  /// path comes back into the range, so the answer does not depend on when it is asked.
  public func offset(at now: Double, maximum: Double, tolerance: Double) -> (offset: Double, finished: Bool) {
    let elapsed = max(0, now - time)
    let total = projection.exactDistance(forVelocity: velocity)
    let remainingShare = power(projection.rate, 1000 * elapsed)
    let raw = start + total * (1 - remainingShare)
    let clamped = min(max(0, raw), maximum)
    // It ends at the end it moves toward; past the other (the range shrank under it while it
    // moves back into it) it waits there for its path, so every frame clock sees the same path.
    let pastEnd = total > 0 ? raw > maximum : raw < 0
    let finished = pastEnd || abs(total * remainingShare) < tolerance
    return (clamped.isFinite ? clamped : min(max(0, start), maximum), finished || !raw.isFinite)
  }
}
