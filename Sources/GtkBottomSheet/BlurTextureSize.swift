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
/// that radius the lost detail is blurred away anyway. GSK 4.8 blurs by a blur node's radius in
/// the pixels of the texture it renders into, whatever the snapshot's scale: at half resolution
/// a radius blurs twice as many points (on the search page's map, 7.3 points at half resolution
/// keeps 15 % of the fine detail, about what 14 points keeps at full resolution, 16 %), and the
/// gallery's look was tuned so. ``resolution`` is therefore part of the look, not only of the cost.
package struct BlurBucket: Sendable, Hashable {
  /// The smallest radius drawn at half resolution, points: 2.
  package static let halfResolutionRadius = 2.0

  /// The cache key: the radius in half points.
  package var key: Int
  /// The radius drawn, in points.
  package var radius: Double { Double(key) / 2 }
  /// The resolution the bucket's look is defined at, relative to the display: 1 below
  /// ``halfResolutionRadius``, 0.5 from it up. A renderer may draw it at less
  /// (``RendererBlur/resolution(_:)``).
  package var resolution: Double { radius >= Self.halfResolutionRadius ? 0.5 : 1 }
  /// Whether the texture is drawn at the display's full resolution (a radius under 2 points).
  /// Such a render costs more than a frame can spare — a full-window blur took 18 ms under cairo
  /// and 25–45 ms under Mesa's software GL on the search page's map, against 3–4 ms and 2.4–6 ms
  /// for the levels above — so the view renders it only while the sheet rests
  /// (``standIn(for:cached:)``).
  package var isFullResolution: Bool { resolution == 1 }

  /// The bucket for `radius` points (> 0).
  package init(radius: Double) {
    key = max(1, Int((radius * 2).rounded()))
  }

  /// The bucket with the cache key `key` (≥ 1).
  package init(key: Int) {
    self.key = max(1, key)
  }

  /// What a moving sheet draws for the bucket `key` while its texture is missing and not to be
  /// rendered in the frame: the key of the nearest cached bucket, the smaller on a tie, or `nil`
  /// for the unblurred background (key 0, always at hand) when nothing cached is nearer.
  ///
  /// - Complexity: O(*n*) in `key`, for the `key` − 1 keys below it and as many above.
  package static func standIn(for key: Int, cached: (Int) -> Bool) -> Int? {
    guard key > 1 else { return nil }
    for distance in 1..<key {
      if cached(key - distance) { return key - distance }
      if cached(key + distance) { return key + distance }
    }
    return nil
  }
}

/// The radius to give GSK's blur node so that every renderer blurs as much as the cairo renderer
/// does for the radius the view means, and the resolution each renderer draws a bucket at.
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

  /// Whether the renderer draws the buckets from ``BlurBucket/halfResolutionRadius`` up at a
  /// quarter of the display's resolution rather than half (true but for cairo).
  ///
  /// GL's blur shader samples 2r + 1 texels per pixel and pass, so a bucket costs in proportion
  /// to its pixels times its radius: on the search page's map under Mesa's llvmpipe, 7–34 ms at
  /// half resolution (2–14 points), 2.4–6 ms at a quarter with half the node's radius. It keeps
  /// the look by the end-to-end blur test's measure, the share of the map's fine detail left:
  /// at every radius from 2 to 14 points it moves by at most 0.016 (0.007 from 3.5 points up),
  /// less than the rounding to a half point moves it (0.03–0.06 between neighbouring buckets);
  /// the mean pixel moves by 2.0–2.3 % of the range at 2–2.5 points, at most 1.1 % from 3 points.
  /// Cairo's box blur costs by pixels alone (3–4 ms at half resolution) and rounds its radius to
  /// whole pixels, so at a quarter it would blur visibly more or less (up to 0.05 of the detail).
  package var quartersLargeRadii: Bool

  package init(rendererType: String) {
    let isCairo = rendererType == "GskCairoRenderer"
    factor = isCairo ? 1 : Self.glFactor
    quartersLargeRadii = !isCairo
  }

  /// The radius for the node, points.
  package func radius(_ radius: Double) -> Double { radius * factor }

  /// The resolution `bucket` is rendered at, relative to the display: the bucket's own, or a
  /// quarter from ``BlurBucket/halfResolutionRadius`` up when ``quartersLargeRadii``.
  package func resolution(_ bucket: BlurBucket) -> Double {
    quartersLargeRadii && bucket.radius >= BlurBucket.halfResolutionRadius ? 0.25 : bucket.resolution
  }

  /// The radius for the node that draws `bucket` at ``resolution(_:)``, points: GSK blurs by the
  /// radius in the texture's pixels (see ``BlurBucket``), so a texture at half the bucket's own
  /// resolution gets half the radius, and blurs as many points.
  package func radius(_ bucket: BlurBucket) -> Double {
    radius(bucket.radius) * resolution(bucket) / bucket.resolution
  }
}
