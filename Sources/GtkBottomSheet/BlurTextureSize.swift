/// The size a cached blurred background was drawn for: the container in points and the display
/// scale. A change of either empties the cache.
package struct BlurTextureSize: Sendable, Hashable {
  /// Width in points.
  package var width: Double
  /// Height in points.
  package var height: Double
  /// Device pixels per point.
  package var scale: Double

  package init(width: Double, height: Double, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
  }
}

/// Which cached texture a blur radius uses, and at what resolution it is drawn.
///
/// The radius is taken to the nearest half point (a step no eye sees at a blur that size), so a
/// sheet moving through its whole range renders at most two textures per point of radius, once.
/// From 2 points up the blur is drawn at half resolution — four times fewer pixels to blur; at
/// that radius the lost detail is blurred away anyway.
package struct BlurBucket: Sendable, Hashable {
  /// The cache key: the radius in half points.
  package var key: Int
  /// The radius drawn, in points.
  package var radius: Double { Double(key) / 2 }
  /// The texture's resolution relative to the display: 0.5 or 1.
  package var resolution: Double { radius >= 2 ? 0.5 : 1 }

  /// The bucket for `radius` points (> 0).
  package init(radius: Double) {
    key = max(1, Int((radius * 2).rounded()))
  }
}
