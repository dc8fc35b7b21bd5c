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

  /// The bucket with the cache key `key` (≥ 1).
  package init(key: Int) {
    self.key = max(1, key)
  }
}

/// The radius to give GSK's blur node so that every renderer blurs as much as the cairo renderer
/// does for the radius the view means.
///
/// The same radius leaves far more detail under GSK's GL renderer than under cairo (GTK 4.8.3):
/// on the search page's map at the middle detent (7.3 points, drawn at half resolution) cairo
/// keeps 15 % of the map's fine detail and GL 40 %, by the end-to-end test's measure (the
/// standard deviation of a screenshot region less its Gaussian blur of 20 pixels, over the same
/// at no blur). Under GL a radius 2.3 times as large keeps the same 15 % — measured under Xvfb
/// with Mesa's llvmpipe, and checked by eye on the floating card's frosted material, where GL
/// let a yellow disc glow through that cairo frosts out. Cairo, the look the gallery was tuned
/// by, is the reference.
package struct RendererBlur: Sendable, Hashable {
  /// The factor for a renderer that is not cairo's: 2.3 (see the type's discussion).
  package static let glFactor = 2.3

  /// The factor for the renderer whose GObject type is named `rendererType`
  /// (`GskCairoRenderer`: 1; `GskGLRenderer`, `GskNglRenderer` and any other: ``glFactor``).
  package var factor: Double

  package init(rendererType: String) {
    factor = rendererType == "GskCairoRenderer" ? 1 : Self.glFactor
  }

  /// The radius for the node, points.
  package func radius(_ radius: Double) -> Double { radius * factor }
}
