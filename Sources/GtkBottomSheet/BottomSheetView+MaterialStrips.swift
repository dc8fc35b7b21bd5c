import CGtk4

// A floating card's frosted material under GSK's GL renderer. The material is the cached blurred
// background (a window-sized texture, `BottomSheetView+BlurCache.swift`) under the card's rounded
// clip; GL shades a texture node's whole rectangle whatever the clip hides, and under Mesa's
// software GL that was a third of a floating frame's CPU time (15.4 ms a painted frame with the
// material, 10.9 without). GTK 4.8 has no node for part of a texture, so once per cached texture
// the material is drawn as the window would show it — at device pixels, by the same renderer —
// and cut into strips (`TextureStrips`); a frame draws only the strips the card spans, one
// texel per pixel, so each pixel is the one the window-sized texture gave it. Cairo already
// paints only inside the clip and keeps the window-sized texture.

extension BottomSheetView {
  /// Each material strip's height, device pixels: small enough that the strips a card spans
  /// overhang it by little, large enough that a card the window's height is a few dozen nodes.
  static let materialStripHeight = 32

  /// Draws the background blurred by `blurRadius` points for a card spanning `card` (points):
  /// under GL, the strips of it that the card spans; otherwise, or when no strips can be made,
  /// the whole background (`drawBackground`). The caller clips to the card.
  func drawMaterial(
    _ snapshot: OpaquePointer, blurRadius: Double, card: graphene_rect_t, bounds: inout graphene_rect_t
  ) {
    guard blurRadius > 0, let strips = materialStrips(blurRadius: blurRadius, bounds: &bounds) else {
      drawBackground(snapshot, blurRadius: blurRadius, bounds: &bounds)
      return
    }
    let scale = blurTextureSize.scale
    let layout = TextureStrips(height: materialStripsHeight, stripHeight: Self.materialStripHeight)
    let top = Double(card.origin.y) * scale
    let needed = layout.strips(from: top, to: top + Double(card.size.height) * scale)
    let width = Float(Double(materialStripsWidth) / scale)
    for index in needed {
      let rows = layout.rows(index)
      var band = graphene_rect_t(
        origin: graphene_point_t(x: 0, y: Float(Double(rows.lowerBound) / scale)),
        size: graphene_size_t(width: width, height: Float(Double(rows.count) / scale)))
      gtk_snapshot_append_texture(snapshot, strips[index], &band)
    }
  }

  /// The material's strips for `blurRadius` points, made now when the cache has none; `nil`
  /// under the cairo renderer, before a renderer exists, or when making them fails.
  private func materialStrips(blurRadius: Double, bounds: inout graphene_rect_t) -> [OpaquePointer]? {
    guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native),
      g_type_check_instance_is_a(
        UnsafeMutablePointer<GTypeInstance>(renderer), gsk_cairo_renderer_get_type()) == 0
    else { return nil }
    prepareBlurCache(bounds: bounds)
    let bucket = BlurBucket(radius: blurRadius)
    if materialStripsKey == bucket.key, materialStripsRenderer == renderer, !materialStrips.isEmpty {
      return materialStrips
    }
    // New strips only at rest, or when there are none: a drag through a backdrop's blur radii
    // would otherwise make strips at every half point (a render and a download of the window
    // each); until the sheet rests, the window-sized texture draws the radii the strips lack.
    guard materialStrips.isEmpty || isRestingForPrewarm else { return nil }
    clearMaterialStrips()
    guard let blurred = blurTexture(bucket, bounds: &bounds),
      let strips = makeMaterialStrips(blurred, renderer: renderer, bounds: &bounds)
    else { return nil }
    materialStrips = strips
    materialStripsKey = bucket.key
    materialStripsRenderer = renderer
    return strips
  }

  /// Renders `blurred` as the window draws it (stretched over `bounds`, at device pixels),
  /// downloads it and cuts it into memory textures, one per strip (owned by the caller).
  private func makeMaterialStrips(
    _ blurred: OpaquePointer, renderer: OpaquePointer, bounds: inout graphene_rect_t
  ) -> [OpaquePointer]? {
    let size = blurTextureSize
    let width = Int((size.width * size.scale).rounded(.up))
    let height = Int((size.height * size.scale).rounded(.up))
    guard width > 0, height > 0, let offscreen = gtk_snapshot_new() else { return nil }
    gtk_snapshot_scale(offscreen, Float(size.scale), Float(size.scale))
    gtk_snapshot_append_texture(offscreen, blurred, &bounds)
    guard let node = gtk_snapshot_free_to_node(offscreen) else { return nil }
    var viewport = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    let rendered = gsk_renderer_render_texture(renderer, node, &viewport)
    gsk_render_node_unref(node)
    guard let rendered else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(rendered)) }
    // GDK_MEMORY_DEFAULT, what gdk_texture_download writes, is B8G8R8A8 premultiplied on a
    // little-endian machine (a macro Swift does not import).
    let stride = width * 4
    guard let pixels = g_malloc(gsize(stride * height)) else { return nil }
    gdk_texture_download(rendered, pixels.assumingMemoryBound(to: guchar.self), gsize(stride))
    guard let all = g_bytes_new_take(pixels, gsize(stride * height)) else { return nil }
    defer { g_bytes_unref(all) }
    let layout = TextureStrips(height: height, stripHeight: Self.materialStripHeight)
    var strips: [OpaquePointer] = []
    strips.reserveCapacity(layout.count)
    for index in 0..<layout.count {
      let rows = layout.rows(index)
      guard let part = g_bytes_new_from_bytes(all, gsize(rows.lowerBound * stride), gsize(rows.count * stride))
      else { break }
      let texture = gdk_memory_texture_new(
        Int32(width), Int32(rows.count), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, part, gsize(stride))
      g_bytes_unref(part)
      guard let texture else { break }
      strips.append(texture)
    }
    guard strips.count == layout.count else {
      for texture in strips { g_object_unref(UnsafeMutableRawPointer(texture)) }
      return nil
    }
    materialStripsWidth = width
    materialStripsHeight = height
    return strips
  }

  /// Releases the material's strips.
  func clearMaterialStrips() {
    for texture in materialStrips { g_object_unref(UnsafeMutableRawPointer(texture)) }
    materialStrips.removeAll()
    materialStripsKey = 0
    materialStripsRenderer = nil
  }
}
