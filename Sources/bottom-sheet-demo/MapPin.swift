#if os(Linux)
  import CGtk4
  import Glibc

  /// The white map pin over the map: a teardrop with a hole, on a ground ellipse, with a soft
  /// shadow, drawn with cairo.
  ///
  /// The shadow is built from stacked translucent silhouettes rather than a blurred render node:
  /// GTK 4.8's cairo renderer blurs only the damaged part of a frame, which left seams in a
  /// blurred icon shadow after the sheet had passed over it.
  enum MapPin {
    /// The drawing's size in points.
    static let width: Int32 = 64
    static let height: Int32 = 80

    /// A new, floating pin widget, hidden from assistive technologies (decoration).
    @MainActor
    static func make() -> UnsafeMutablePointer<GtkWidget> {
      let area: UnsafeMutablePointer<GtkWidget> = gtk_drawing_area_new()
      let drawingArea = UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkDrawingArea.self)
      gtk_drawing_area_set_content_width(drawingArea, width)
      gtk_drawing_area_set_content_height(drawingArea, height)
      gtk_drawing_area_set_draw_func(drawingArea, drawPin, nil, nil)
      cgtk_accessible_set_hidden(area, 1)
      return area
    }

    /// Draws the pin in a 64 × 80 design space.
    static func draw(_ cr: OpaquePointer) {
      // Soft shadow, 3 points down: silhouettes grown by 1…6 points, each nearly transparent.
      cairo_save(cr)
      cairo_translate(cr, 0, 3)
      cairo_set_source_rgba(cr, 0, 0, 0, 0.045)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      for grow in 1...6 {
        teardrop(cr)
        cairo_set_line_width(cr, Double(2 * grow))
        cairo_stroke_preserve(cr)
        cairo_fill(cr)
      }
      cairo_restore(cr)

      cairo_set_source_rgb(cr, 1, 1, 1)
      // The ground ellipse under the tip.
      cairo_save(cr)
      cairo_translate(cr, 32, 66)
      cairo_scale(cr, 1, 0.3)
      cairo_arc(cr, 0, 0, 15, 0, 2 * Double.pi)
      cairo_restore(cr)
      cairo_set_line_width(cr, 2.5)
      cairo_stroke(cr)
      // The pin, with its hole.
      teardrop(cr)
      cairo_new_sub_path(cr)
      cairo_arc(cr, 32, 24, 6.5, 0, 2 * Double.pi)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_fill(cr)
    }

    /// The pin's outline: a circle of radius 16 at (32, 24) and the two tangents that meet at
    /// its tip, (32, 64).
    private static func teardrop(_ cr: OpaquePointer) {
      let (cx, cy, radius, tipY) = (32.0, 24.0, 16.0, 64.0)
      // The tangent points are where cos β = radius / distance, β measured from straight down.
      let beta = acos(radius / (tipY - cy))
      let start = Double.pi / 2 - beta  // right tangent point, in cairo's clockwise angles
      let end = Double.pi / 2 + beta  // left tangent point
      cairo_new_path(cr)
      cairo_move_to(cr, cx, tipY)
      cairo_arc_negative(cr, cx, cy, radius, start, end)
      cairo_close_path(cr)
    }
  }

  private let drawPin: GtkDrawingAreaDrawFunc = { _, cr, width, height, _ in
    guard let cr else { return }
    let scale = min(Double(width) / Double(MapPin.width), Double(height) / Double(MapPin.height))
    cairo_translate(
      cr, (Double(width) - Double(MapPin.width) * scale) / 2, (Double(height) - Double(MapPin.height) * scale) / 2)
    cairo_scale(cr, scale, scale)
    MapPin.draw(cr)
  }
#endif
