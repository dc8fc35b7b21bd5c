import CGtk4

// A blurred background costs in proportion to its area on every frame it is drawn: under the
// cairo renderer, a full-window blur each frame cost the search sheet a frame in three. The
// background is usually still while the sheet moves, so each radius (to the half point) is
// rendered once into a texture and drawn from it afterwards; the cache empties when the
// background changes (its GtkWidgetPaintable says so), when the container's size or scale
// changes, and when the widget goes away.
//
// A render on a miss happens inside the frame that needs it. From 2 points up it is cheap (a
// few milliseconds: half resolution, a quarter under GL); below, at full resolution, it takes
// longer than a refresh interval, so while the sheet moves a missing full-resolution radius is
// drawn as the nearest one cached (or unblurred) and rendered once the sheet rests.

extension BottomSheetView {
  /// Draws the background blurred by `blurRadius` points from the cache, rendering the texture on
  /// a miss — or, for a full-resolution radius while the sheet moves, drawing the nearest cached
  /// one instead (``BlurBucket/standIn(for:cached:)``). Returns `false` when no renderer is
  /// available yet (the caller then draws the blur node directly).
  func drawCachedBlur(_ snapshot: OpaquePointer, blurRadius: Double, bounds: inout graphene_rect_t) -> Bool {
    prepareBlurCache(bounds: bounds)
    let bucket = BlurBucket(radius: blurRadius)
    if blurTextures[bucket.key] == nil, bucket.isFullResolution, !isRestingForPrewarm {
      guard let key = BlurBucket.standIn(for: bucket.key, cached: { blurTextures[$0] != nil }),
        let texture = blurTextures[key]
      else {
        gtk_widget_snapshot_child(widget, background, snapshot)
        return true
      }
      gtk_snapshot_append_texture(snapshot, texture, &bounds)
      return true
    }
    guard let texture = blurTexture(bucket, bounds: &bounds) else { return false }
    gtk_snapshot_append_texture(snapshot, texture, &bounds)
    return true
  }

  /// Makes the cache the one for a container of `bounds` (emptying it when the size or scale
  /// changed) and watches the background.
  func prepareBlurCache(bounds: graphene_rect_t) {
    let size = BlurTextureSize(
      width: Double(bounds.size.width), height: Double(bounds.size.height),
      scale: Double(gtk_widget_get_scale_factor(widget)))
    if size != blurTextureSize {
      clearBlurTextures()
      blurTextureSize = size
    }
    watchBackground()
  }

  /// The background blurred as `bucket` says, from the cache or rendered into it now; `nil` when
  /// no renderer is available yet.
  func blurTexture(_ bucket: BlurBucket, bounds: inout graphene_rect_t) -> OpaquePointer? {
    if let texture = blurTextures[bucket.key] { return texture }
    guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native),
      let offscreen = gtk_snapshot_new()
    else { return nil }
    // The same radius blurs less under GL than under cairo, and GL draws the larger radii at a
    // quarter of the display's resolution: the renderer's radius and resolution (`RendererBlur`).
    let rendererType = String(cString: cgtk_type_name(UnsafeMutableRawPointer(renderer)))
    let rendererBlur = RendererBlur(rendererType: rendererType)
    let size = blurTextureSize
    let pixels = rendererBlur.resolution(bucket) * size.scale
    // Whole texels edge to edge: a last column of 97.5 (390 points at a quarter) would be drawn
    // half transparent, the window's edge a band lighter.
    let width = (size.width * pixels).rounded(.up)
    let height = (size.height * pixels).rounded(.up)
    gtk_snapshot_scale(offscreen, Float(width / size.width), Float(height / size.height))
    // Enlarged as at the bucket's own resolution: the blur reaches as many points past each edge.
    appendBlurredBackground(
      offscreen, blurRadius: rendererBlur.radius(bucket), overhang: rendererBlur.radius(bucket.radius),
      bounds: &bounds)
    guard let node = gtk_snapshot_free_to_node(offscreen) else { return nil }
    var viewport = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    let texture = gsk_renderer_render_texture(renderer, node, &viewport)
    gsk_render_node_unref(node)
    guard let texture else { return nil }
    blurTextures[bucket.key] = texture
    return texture
  }

  /// The radii the view may blur the background by, as ranges of buckets, each with the bucket
  /// drawn now: the backdrop's (0 up to its style's largest blur) and a floating card's material
  /// (its radius plus the backdrop's).
  private var blurRanges: [(prewarm: BlurPrewarm, current: Int)] {
    let largest = state.configuration.backdrop?.maximumBlurRadius ?? 0
    let blur = (appliedBackdrop ?? backdrop).blurRadius
    var ranges: [(prewarm: BlurPrewarm, current: Int)] = []
    if largest > 0 {
      ranges.append((BlurPrewarm(lowest: 0, highest: largest), blur > 0 ? BlurBucket(radius: blur).key : 0))
    }
    if style.cardStyle.isFloating, style.materialBlurRadius > 0 {
      let material = style.materialBlurRadius
      ranges.append(
        (BlurPrewarm(lowest: material, highest: material + largest), BlurBucket(radius: material + blur).key))
    }
    return ranges
  }

  /// Renders the blurred backgrounds the view may draw ahead of need while the sheet rests, one
  /// per idle callback at idle priority (below GTK's redraw and input): the radius drawn now,
  /// then those nearest it, the full-resolution ones last (`BlurPrewarm`): a frame that meets a
  /// new radius then finds it cached, and a touch waits at most for a short render. Called from
  /// every snapshot of a container of `bounds`; does nothing while a prewarm is scheduled, while
  /// the sheet moves or is touched, or when the view may blur nothing.
  ///
  /// Only at rest: one render takes longer than a refresh interval (10–34 ms under cairo), and
  /// renders back to back between the frames of a drag held each of those frames back (a first
  /// version that rendered during drags drew 70 and 96 % of the search page's motions by the next
  /// frame under cairo in two runs at a load of about 4, against 97 and 99.5 % for renders on a
  /// miss alone).
  func prewarmBlurTextures(bounds: graphene_rect_t) {
    guard !isBlurPrewarmScheduled, isRestingForPrewarm, !blurRanges.isEmpty else { return }
    prepareBlurCache(bounds: bounds)
    guard nextPrewarmBucket() != nil else { return }
    isBlurPrewarmScheduled = true
    g_idle_add_full(
      Int32(G_PRIORITY_DEFAULT_IDLE),
      { data in
        guard let data else { return 0 }
        let view = Unmanaged<BottomSheetView>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { view.prewarmOneBlurTexture() } ? 1 : 0
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }

  /// Whether the sheet rests, untouched: renders ahead of need may take the main loop's time.
  var isRestingForPrewarm: Bool { touch == nil && state.phase == .idle && !state.isDecelerating }

  /// The bucket to render next, or `nil` when every radius the view may draw is cached.
  private func nextPrewarmBucket() -> BlurBucket? {
    for (prewarm, current) in blurRanges {
      let next = prewarm.next(
        current: current, cached: { blurTextures[$0] != nil }, deferred: { BlurBucket(key: $0).isFullResolution })
      if let key = next {
        return BlurBucket(key: key)
      }
    }
    return nil
  }

  /// Renders one missing blurred background; returns whether to be called again. Stops when the
  /// view is gone or hidden, or its size is not the cache's (the next snapshot starts again).
  private func prewarmOneBlurTexture() -> Bool {
    let width = Double(gtk_widget_get_width(widget))
    let height = Double(gtk_widget_get_height(widget))
    guard isAlive, isRestingForPrewarm, gtk_widget_get_mapped(widget) != 0,
      blurTextureSize
        == BlurTextureSize(
          width: width, height: height, scale: Double(gtk_widget_get_scale_factor(widget))),
      let bucket = nextPrewarmBucket()
    else {
      isBlurPrewarmScheduled = false
      return false
    }
    var bounds = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    guard blurTexture(bucket, bounds: &bounds) != nil else {
      isBlurPrewarmScheduled = false
      return false
    }
    // A moving sheet may have left a stand-in for this radius on screen (`drawCachedBlur`).
    if blurRanges.contains(where: { $0.current == bucket.key }) { gtk_widget_queue_draw(widget) }
    guard nextPrewarmBucket() != nil else {
      isBlurPrewarmScheduled = false
      return false
    }
    return true
  }

  /// Releases every cached texture.
  func clearBlurTextures() {
    clearMaterialStrips()
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
