/// Which `UIView` in a hierarchy a SwiftUI view is backed by, and where a recognizer is attached:
/// the choices the layer's probe views make, as FloatingPanel's SwiftUI scroll tracking and
/// SwiftUIIntrospect find the `UIScrollView` behind a `ScrollView` or a `List` (a probe placed
/// behind the view, then the scroll view with the probe's frame among its neighbours).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetViewMatching {
  /// A rectangle in the window's coordinates, in points.
  package struct Rect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    /// A rectangle from its origin and size, in points.
    package init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// How far a candidate's edges may be from the probe's and still be the view behind it, in
  /// points: a `List`'s collection view has the list's frame exactly; two points allow rounding.
  package static let tolerance = 2.0

  /// The candidate whose frame is the probe's (the scroll view behind a `ScrollView` or `List`
  /// with the probe as its background), or `nil`.
  ///
  /// A scroll view that SwiftUI extends under a bar (a `List` in a `NavigationStack` inside the
  /// sheet reaches up under the navigation bar and insets its content by the bar's height) has
  /// the probe's frame once its `adjustedContentInset`'s top and bottom are taken off: that is
  /// tried second, so the list is found there too (the ninth review's 3.10).
  ///
  /// - Parameters:
  ///   - probe: The probe's frame in the window.
  ///   - candidates: The frames of the scroll views found near the probe, in the window.
  ///   - insets: Each candidate's `adjustedContentInset` top and bottom, in points, in the same
  ///     order (missing ones are 0).
  /// - Returns: The index of the candidate with the smallest sum of edge distances, among those
  ///   within ``tolerance`` at every edge with or without their insets; the first on a tie (the
  ///   nearest in the search).
  package static func match(
    probe: Rect, candidates: [Rect], insets: [(top: Double, bottom: Double)] = []
  ) -> Int? {
    var best: (index: Int, distance: Double)?
    for (index, candidate) in candidates.enumerated() {
      let inset = index < insets.count ? insets[index] : (top: 0, bottom: 0)
      let inner = Rect(
        x: candidate.x, y: candidate.y + inset.top, width: candidate.width,
        height: candidate.height - inset.top - inset.bottom)
      for frame in [candidate, inner] {
        guard let distance = distance(of: frame, from: probe) else { continue }
        if best == nil || distance < best!.distance { best = (index, distance) }
      }
    }
    return best?.index
  }

  /// The sum of `frame`'s edge distances from `probe`'s, or `nil` when an edge is farther than
  /// ``tolerance``.
  private static func distance(of frame: Rect, from probe: Rect) -> Double? {
    let edges = [
      abs(frame.x - probe.x), abs(frame.y - probe.y),
      abs(frame.x + frame.width - probe.x - probe.width),
      abs(frame.y + frame.height - probe.y - probe.height),
    ]
    guard edges.allSatisfy({ $0 <= tolerance }) else { return nil }
    return edges.reduce(0, +)
  }

  /// Where the sheet's pan is attached when SwiftUI cannot attach it (iOS 17, visionOS): the
  /// outermost ancestor of the container's probe below the window — the hosting view of the
  /// presentation the sheet is in, so a presentation over it (a later cover) gets none of its
  /// touches.
  ///
  /// - Parameter ancestors: For the probe's superview and each ancestor above it, in order,
  ///   whether it is a `UIWindow`.
  /// - Returns: The index of the ancestor to attach to, or `nil` when the probe is in no window.
  package static func hostIndex(ancestorsAreWindows ancestors: [Bool]) -> Int? {
    guard let window = ancestors.firstIndex(of: true), window > 0 else { return nil }
    return window - 1
  }
}
