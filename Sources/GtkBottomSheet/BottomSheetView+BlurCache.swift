import CGtk4

// A blurred background costs in proportion to its area on every frame it is drawn: under the
// cairo renderer, a full-window blur each frame cost the search sheet a frame in three. The
// background is usually still while the sheet moves, so each radius (to the half point) is
// rendered once into a texture and drawn from it afterwards; the cache empties when the
// background changes (its GtkWidgetPaintable says so), when the container's size or scale
// changes, and when the widget goes away.

extension BottomSheetView {
  /// Draws the background blurred by `blurRadius` points from the cache, rendering the texture on
  /// a miss. Returns `false` when no renderer is available yet (the caller then draws the blur
  /// node directly).
  func drawCachedBlur(_ snapshot: OpaquePointer, blurRadius: Double, bounds: inout graphene_rect_t) -> Bool {
    let size = BlurTextureSize(
      width: Double(bounds.size.width), height: Double(bounds.size.height),
      scale: Double(gtk_widget_get_scale_factor(widget)))
    if size != blurTextureSize {
      clearBlurTextures()
      blurTextureSize = size
    }
    watchBackground()
    let bucket = BlurBucket(radius: blurRadius)
    if let texture = blurTextures[bucket.key] {
      gtk_snapshot_append_texture(snapshot, texture, &bounds)
      return true
    }
    guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native),
      let offscreen = gtk_snapshot_new()
    else { return false }
    let pixels = bucket.resolution * size.scale
    gtk_snapshot_scale(offscreen, Float(pixels), Float(pixels))
    // The same radius blurs less under GL than under cairo: the renderer's radius (`RendererBlur`).
    let rendererType = String(cString: cgtk_type_name(UnsafeMutableRawPointer(renderer)))
    let radius = RendererBlur(rendererType: rendererType).radius(bucket.radius)
    appendBlurredBackground(offscreen, blurRadius: radius, bounds: &bounds)
    guard let node = gtk_snapshot_free_to_node(offscreen) else { return false }
    var viewport = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0),
      size: graphene_size_t(width: Float(size.width * pixels), height: Float(size.height * pixels)))
    let texture = gsk_renderer_render_texture(renderer, node, &viewport)
    gsk_render_node_unref(node)
    guard let texture else { return false }
    blurTextures[bucket.key] = texture
    gtk_snapshot_append_texture(snapshot, texture, &bounds)
    return true
  }

  /// Releases every cached texture.
  func clearBlurTextures() {
    for texture in blurTextures.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
    blurTextures.removeAll()
  }

  /// Starts watching the background for changes, once.
  private func watchBackground() {
    guard backgroundPaintable == nil, let paintable = gtk_widget_paintable_new(background) else { return }
    backgroundPaintable = paintable
    connectSignal(
      UnsafeMutableRawPointer(paintable), "invalidate-contents", .instance(onBackgroundInvalidated),
      userData: Unmanaged.passUnretained(self).toOpaque())
  }
}

/// The background drew something new: the blurred copies are stale.
private let onBackgroundInvalidated: InstanceSignalHandler = { _, data in
  guard let data else { return }
  let view = Unmanaged<BottomSheetView>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated {
    view.clearBlurTextures()
    if view.isAlive { gtk_widget_queue_draw(view.widget) }
  }
}
