/// The device's pixel grid, used to round every resolved detent height and every position the
/// platform layers draw, so that both land on the same device pixels.
///
/// One point is `scale` device pixels (1 on a classic display, 2 or 3 on a high-density one).
public struct PixelGrid: Sendable, Hashable {
  /// Device pixels per point. Always finite and greater than zero.
  public let scale: Double

  /// Creates a grid of `scale` device pixels per point.
  ///
  /// A scale outside ``supportedScales`` (or not a number) is normalized to 1; ``SheetState``
  /// reports that normalization as a diagnostic.
  public init(scale: Double) {
    self.scale = Self.supportedScales.contains(scale) ? scale : 1
  }

  /// The display scales a grid accepts: from 0.5 to 8 device pixels per point.
  public static let supportedScales: ClosedRange<Double> = 0.5...8

  /// Half a device pixel, in points: the tolerance of every "at a detent" test and of settling.
  public var halfPixel: Double { 0.5 / scale }

  /// Rounds a length in points to the nearest device pixel (halves away from zero).
  ///
  /// - Parameter points: A length or position in points.
  /// - Returns: The nearest multiple of `1 / scale`, in points; a value that is not finite is
  ///   returned unchanged.
  public func round(_ points: Double) -> Double {
    let pixels = points * scale
    guard pixels.isFinite else { return points }
    return pixels.rounded(.toNearestOrAwayFromZero) / scale
  }

  /// Whether two positions are the same on screen: within half a device pixel of each other.
  public func isSame(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= halfPixel
  }
}
