import BottomSheetCore
import CGtk4

// Drawing: the background (blurred by the backdrop), the scrim, then the sheet — for a floating
// card, its shadow, a frosted copy of the background under its rounded clip, its tint, and its
// content — and the footer over it. Blur radius and dimming change every frame at the cost of two render-node
// parameters: no CSS is reloaded.

extension BottomSheetView {
  /// The translucent tint over a floating card's frosted background.
  static let materialTint = GdkRGBA(red: 0.98, green: 0.98, blue: 0.99, alpha: 0.72)
  /// A floating card's hairline edge.
  static let materialEdge = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 0.45)
  /// A floating card's shadow.
  static let materialShadow = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.22)

  /// Draws the container into `snapshot` (a `GtkSnapshot`).
  func snapshot(_ snapshot: OpaquePointer) {
    guard isAlive else { return }
    let width = Double(gtk_widget_get_width(widget))
    let height = Double(gtk_widget_get_height(widget))
    var bounds = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    let backdrop = appliedBackdrop ?? self.backdrop
    // The app's content, stepped back behind the stack when the configuration scales it.
    drawSteppedBackground(snapshot, bounds: &bounds) { bounds in
      drawBackground(snapshot, blurRadius: backdrop.blurRadius, bounds: &bounds)
    }
    prewarmBlurTextures(bounds: bounds)
    // Under a sheet presented from this one, the core's drawn dimming (scrims do not dim twice).
    let dimming = drawnDimming(own: backdrop)
    if dimming > 0 {
      var scrim = GdkRGBA(red: 0, green: 0, blue: 0, alpha: Float(dimming))
      gtk_snapshot_append_color(snapshot, &scrim, &bounds)
    }
    guard gtk_widget_get_child_visible(sheet) != 0 else { return }
    // Under a sheet presented from this one, the card steps back (the core's `SheetStepBack`).
    let back = stepBack
    if back.depth > 0 { pushStepBack(snapshot, back, about: plan.card, radii: plan.cornerRadii) }
    if style.cardStyle.isFloating {
      drawCard(snapshot, plan: plan, backdropBlur: backdrop.blurRadius, bounds: &bounds)
    } else {
      gtk_widget_snapshot_child(widget, sheet, snapshot)
      drawFooter(snapshot)
    }
    if back.depth > 0 { popStepBack(snapshot) }
  }

  /// Draws the footer over the sheet, where the plan puts it (its allocation).
  private func drawFooter(_ snapshot: OpaquePointer) {
    guard let footer, plan.footer.height > 0 else { return }
    gtk_widget_snapshot_child(widget, footer, snapshot)
  }

  /// Draws the background child, blurred by `blurRadius` points when that is above 0 — drawn
  /// enlarged inside a clip of `bounds`, so its edges do not fade (`BlurCoverage`). With no
  /// blur there is no blur node at all.
  func drawBackground(_ snapshot: OpaquePointer, blurRadius: Double, bounds: inout graphene_rect_t) {
    guard blurRadius > 0 else {
      gtk_widget_snapshot_child(widget, background, snapshot)
      return
    }
    if drawCachedBlur(snapshot, blurRadius: blurRadius, bounds: &bounds) { return }
    appendBlurredBackground(snapshot, blurRadius: blurRadius, bounds: &bounds)
  }

  /// Appends the background child blurred by `blurRadius` points: the blur node itself, the child
  /// enlarged to overhang each edge by `overhang` points (`blurRadius` unless given).
  func appendBlurredBackground(
    _ snapshot: OpaquePointer, blurRadius: Double, overhang: Double? = nil, bounds: inout graphene_rect_t
  ) {
    let width = Double(bounds.size.width)
    let height = Double(bounds.size.height)
    let coverage = BlurCoverage(width: width, height: height, radius: overhang ?? blurRadius)
    gtk_snapshot_push_clip(snapshot, &bounds)
    gtk_snapshot_push_blur(snapshot, blurRadius)
    gtk_snapshot_save(snapshot)
    var center = graphene_point_t(x: Float(width / 2), y: Float(height / 2))
    var back = graphene_point_t(x: Float(-width / 2), y: Float(-height / 2))
    gtk_snapshot_translate(snapshot, &center)
    gtk_snapshot_scale(snapshot, Float(coverage.scaleX), Float(coverage.scaleY))
    gtk_snapshot_translate(snapshot, &back)
    gtk_widget_snapshot_child(widget, background, snapshot)
    gtk_snapshot_restore(snapshot)
    gtk_snapshot_pop(snapshot)
    gtk_snapshot_pop(snapshot)
  }

  /// The card's outline with the plan's four radii, each at most half the card's shorter side.
  static func outline(_ card: graphene_rect_t, radii: SheetCornerRadii) -> GskRoundedRect {
    let limit = Double(min(card.size.width, card.size.height)) / 2
    func corner(_ radius: Double) -> graphene_size_t {
      let r = Float(min(max(0, radius), limit))
      return graphene_size_t(width: r, height: r)
    }
    var outline = GskRoundedRect()
    var rect = card
    var topLeft = corner(radii.topLeading)
    var topRight = corner(radii.topTrailing)
    var bottomRight = corner(radii.bottomTrailing)
    var bottomLeft = corner(radii.bottomLeading)
    gsk_rounded_rect_init(&outline, &rect, &topLeft, &topRight, &bottomRight, &bottomLeft)
    return outline
  }

  /// Draws a floating card where the plan puts it: shadow, frosted background, tint (at the plan's
  /// material opacity), content, hairline edge — with the plan's four corner radii, so a morphing
  /// card's shape and material follow the sheet on every frame.
  private func drawCard(
    _ snapshot: OpaquePointer, plan: SheetRenderPlan, backdropBlur: Double, bounds: inout graphene_rect_t
  ) {
    let rect = plan.card
    guard rect.height > 0, rect.width > 0 else { return }
    var card = graphene_rect_t(
      origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
      size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    var outline = Self.outline(card, radii: plan.cornerRadii)
    var shadow = Self.materialShadow
    gtk_snapshot_append_outset_shadow(snapshot, &outline, &shadow, 0, 6, 0, 28)
    gtk_snapshot_push_rounded_clip(snapshot, &outline)
    drawMaterial(snapshot, blurRadius: style.materialBlurRadius + backdropBlur, card: card, bounds: &bounds)
    var tint = Self.materialTint
    tint.alpha = Float(min(1, max(0, plan.materialOpacity)))
    gtk_snapshot_append_color(snapshot, &tint, &card)
    gtk_widget_snapshot_child(widget, sheet, snapshot)
    drawFooter(snapshot)
    gtk_snapshot_pop(snapshot)
    var widths: [Float] = [1, 1, 1, 1]
    var colors = [GdkRGBA](repeating: Self.materialEdge, count: 4)
    gtk_snapshot_append_border(snapshot, &outline, &widths, &colors)
  }
}
