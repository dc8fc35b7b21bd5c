#if os(Linux)
  import CGtk4
  import Glibc

  /// A map-like picture drawn with cairo: land, a river, parks, blocks, a street grid with
  /// avenues, and pins. Its thin white streets are sharp edges everywhere, so blur shows.
  enum MapPicture {
    /// A new, floating map widget that fills what it is given.
    @MainActor
    static func make() -> UnsafeMutablePointer<GtkWidget> {
      let area = WidgetKit.drawing(width: 100, height: 100) { cr, width, height in
        draw(cr, width: width, height: height)
      }
      gtk_widget_set_hexpand(area, 1)
      gtk_widget_set_vexpand(area, 1)
      return area
    }

    /// Draws the map over `width` × `height` points.
    static func draw(_ cr: OpaquePointer, width: Double, height: Double) {
      // Land.
      cairo_set_source_rgb(cr, 0.96, 0.94, 0.89)
      cairo_paint(cr)
      // City blocks.
      cairo_set_source_rgb(cr, 0.91, 0.89, 0.85)
      var y = 6.0
      while y < height {
        var x = 6.0
        while x < width {
          cairo_rectangle(cr, x, y, 24, 24)
          x += 36
        }
        y += 36
      }
      cairo_fill(cr)
      // Parks.
      cairo_set_source_rgb(cr, 0.74, 0.88, 0.64)
      for (x, y, w, h) in [(0.52, 0.08, 108.0, 72.0), (0.05, 0.36, 72.0, 108.0), (0.62, 0.55, 144.0, 72.0)] {
        cairo_rectangle(cr, (x * width / 36).rounded() * 36, (y * height / 36).rounded() * 36, w, h)
      }
      cairo_fill(cr)
      // The river.
      cairo_set_source_rgb(cr, 0.61, 0.80, 0.97)
      cairo_set_line_width(cr, 34)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
      cairo_move_to(cr, -20, height * 0.30)
      cairo_curve_to(cr, width * 0.35, height * 0.22, width * 0.55, height * 0.48, width + 20, height * 0.40)
      cairo_stroke(cr)
      // The street grid: thin white lines, sharp on the pixel grid.
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_set_line_width(cr, 3)
      var line = 0.0
      while line < max(width, height) {
        cairo_move_to(cr, line + 1.5, 0)
        cairo_line_to(cr, line + 1.5, height)
        cairo_move_to(cr, 0, line + 1.5)
        cairo_line_to(cr, width, line + 1.5)
        line += 36
      }
      cairo_stroke(cr)
      // Two avenues, yellow with a darker edge.
      for (from, to) in [
        ((-10.0, height * 0.72), (width + 10, height * 0.58)), ((width * 0.28, -10.0), (width * 0.40, height + 10)),
      ] {
        cairo_set_source_rgb(cr, 0.86, 0.68, 0.25)
        cairo_set_line_width(cr, 11)
        cairo_move_to(cr, from.0, from.1)
        cairo_line_to(cr, to.0, to.1)
        cairo_stroke(cr)
        cairo_set_source_rgb(cr, 1.0, 0.86, 0.45)
        cairo_set_line_width(cr, 8)
        cairo_move_to(cr, from.0, from.1)
        cairo_line_to(cr, to.0, to.1)
        cairo_stroke(cr)
      }
      // Pins.
      for (x, y) in [(0.18, 0.14), (0.70, 0.22), (0.44, 0.62), (0.84, 0.76), (0.26, 0.86)] {
        cairo_set_source_rgb(cr, 0.92, 0.26, 0.21)
        cairo_arc(cr, x * width, y * height, 9, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_arc(cr, x * width, y * height, 3.5, 0, 2 * Double.pi)
        cairo_fill(cr)
      }
    }
  }
#endif
