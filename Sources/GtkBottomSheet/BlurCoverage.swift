/// How much to enlarge a widget before blurring it, so that the blur has pixels to spread beyond
/// every edge and the edges do not fade to transparent.
///
/// GSK's blur mixes in transparent pixels past the blurred node's bounds. Drawing the node scaled
/// about its centre so that it overhangs each edge by the blur radius, inside a clip of its
/// original bounds, keeps the edges opaque. Under a blur that wide, the scale itself cannot be seen.
package struct BlurCoverage: Sendable, Hashable {
  /// Horizontal scale, at least 1.
  package var scaleX: Double
  /// Vertical scale, at least 1.
  package var scaleY: Double

  /// The scale for a node of `width` × `height` points blurred with `radius` points.
  package init(width: Double, height: Double, radius: Double) {
    let overhang = radius.isFinite ? max(0, radius) : 0
    scaleX = width > 0 && width.isFinite ? (width + 2 * overhang) / width : 1
    scaleY = height > 0 && height.isFinite ? (height + 2 * overhang) / height : 1
  }
}
