/// The device's pixel grid, used to round every resolved detent height and every position the
/// platform layers draw, so that both land on the same device pixels.
///
/// One point is `scale` device pixels (1 on a classic display, 2 or 3 on a high-density one).
public struct PixelGrid: Sendable, Hashable {
  /// Device pixels per point. Always finite and greater than zero.
  public let scale: Double

  /// Creates a grid of `scale` device pixels per point.
  ///
  /// A scale that is not finite or not greater than zero is normalized to 1; ``SheetContainer``
  /// reports that normalization as a diagnostic.
  public init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// Half a device pixel, in points: the tolerance of every "at a detent" test and of settling.
  public var halfPixel: Double { 0.5 / scale }

  /// Rounds a length in points to the nearest device pixel (halves away from zero).
  ///
  /// - Parameter points: A length or position in points.
  /// - Returns: The nearest multiple of `1 / scale`, in points; a value that is not finite is
  ///   returned unchanged.
  public func round(_ points: Double) -> Double {
    guard points.isFinite else { return points }
    return (points * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// Whether two positions are the same on screen: within half a device pixel of each other.
  public func isSame(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= halfPixel
  }
}
