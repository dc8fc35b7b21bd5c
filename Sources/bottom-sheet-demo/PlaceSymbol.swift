#if os(Linux)
  import CGtk4

  /// The symbol of a place: a round badge in the place's colour with a white glyph drawn with
  /// cairo (no font needed, so nothing can render as a missing-glyph box).
  enum PlaceSymbol: Int, CaseIterable {
    case cup
    case books
    case leaf
    case cake

    /// The badge's diameter in points; one width for every symbol, so the names line up.
    static let size: Int32 = 30

    /// The badge colour, 0…1 RGB: brown, indigo, green, pink.
    var color: (red: Double, green: Double, blue: Double) {
      switch self {
      case .cup: (0.635, 0.518, 0.369)
      case .books: (0.345, 0.337, 0.839)
      case .leaf: (0.204, 0.780, 0.349)
      case .cake: (1.0, 0.176, 0.333)
      }
    }

    /// A new, floating badge widget.
    @MainActor
    func makeBadge() -> UnsafeMutablePointer<GtkWidget> {
      let area: UnsafeMutablePointer<GtkWidget> = gtk_drawing_area_new()
      let drawingArea = UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkDrawingArea.self)
      gtk_drawing_area_set_content_width(drawingArea, Self.size)
      gtk_drawing_area_set_content_height(drawingArea, Self.size)
      gtk_widget_set_valign(area, GTK_ALIGN_CENTER)
      gtk_drawing_area_set_draw_func(drawingArea, drawBadge, UnsafeMutableRawPointer(bitPattern: rawValue + 1), nil)
      cgtk_accessible_set_hidden(area, 1)
      return area
    }

    /// Draws the badge in a 30 × 30 design space.
    func draw(_ cr: OpaquePointer) {
      let (r, g, b) = color
      cairo_arc(cr, 15, 15, 15, 0, 2 * Double.pi)
      if let gradient = cairo_pattern_create_linear(0, 0, 0, 30) {
        cairo_pattern_add_color_stop_rgb(gradient, 0, min(1, r + 0.12), min(1, g + 0.12), min(1, b + 0.12))
        cairo_pattern_add_color_stop_rgb(gradient, 1, r, g, b)
        cairo_set_source(cr, gradient)
        cairo_pattern_destroy(gradient)
      }
      cairo_fill(cr)
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      switch self {
      case .cup: drawCup(cr)
      case .books: drawBooks(cr)
      case .leaf: drawLeaf(cr)
      case .cake: drawCake(cr)
      }
    }

    private func drawCup(_ cr: OpaquePointer) {
      // Body: a bowl, flat on top.
      cairo_move_to(cr, 8, 11.5)
      cairo_line_to(cr, 19.5, 11.5)
      cairo_line_to(cr, 19.5, 15.5)
      cairo_curve_to(cr, 19.5, 18.8, 17.3, 20.5, 14.5, 20.5)
      cairo_line_to(cr, 13, 20.5)
      cairo_curve_to(cr, 10.2, 20.5, 8, 18.8, 8, 15.5)
      cairo_close_path(cr)
      cairo_fill(cr)
      // Handle.
      cairo_set_line_width(cr, 1.6)
      cairo_arc(cr, 20, 14.6, 2.3, -Double.pi / 2, Double.pi / 2)
      cairo_stroke(cr)
      // Saucer.
      cairo_set_line_width(cr, 1.7)
      cairo_move_to(cr, 7, 22.6)
      cairo_line_to(cr, 21.5, 22.6)
      cairo_stroke(cr)
      // Steam.
      cairo_set_line_width(cr, 1.3)
      for x in [11.5, 15.5] {
        cairo_move_to(cr, x, 9.3)
        cairo_curve_to(cr, x - 1.2, 8.2, x + 1.2, 7.2, x, 6)
        cairo_stroke(cr)
      }
    }

    private func drawBooks(_ cr: OpaquePointer) {
      WidgetKit.roundedRectangle(cr, x: 7.5, y: 9, width: 3.6, height: 13, radius: 0.8)
      WidgetKit.roundedRectangle(cr, x: 12, y: 7, width: 3.6, height: 15, radius: 0.8)
      cairo_fill(cr)
      // A third book leaning on the second.
      cairo_save(cr)
      cairo_translate(cr, 16.4, 22)
      cairo_rotate(cr, 0.32)
      WidgetKit.roundedRectangle(cr, x: 0, y: -13.2, width: 3.6, height: 13.2, radius: 0.8)
      cairo_fill(cr)
      cairo_restore(cr)
      // Bands across the spines, in the badge colour.
      let (r, g, b) = color
      cairo_set_source_rgb(cr, r, g, b)
      cairo_set_line_width(cr, 1)
      for (x, y) in [(7.5, 11.5), (12, 9.5)] {
        cairo_move_to(cr, x + 0.6, y)
        cairo_line_to(cr, x + 3, y)
        cairo_stroke(cr)
      }
    }

    private func drawLeaf(_ cr: OpaquePointer) {
      cairo_move_to(cr, 8.5, 21.5)
      cairo_curve_to(cr, 7.5, 13.5, 12.5, 8, 22, 7.5)
      cairo_curve_to(cr, 22, 17, 16.5, 22.5, 8.5, 21.5)
      cairo_close_path(cr)
      cairo_fill(cr)
      // Stem.
      cairo_set_line_width(cr, 1.6)
      cairo_move_to(cr, 9.5, 20.5)
      cairo_line_to(cr, 6.8, 23.2)
      cairo_stroke(cr)
      // Midrib, in the badge colour.
      let (r, g, b) = color
      cairo_set_source_rgb(cr, r, g, b)
      cairo_set_line_width(cr, 1.2)
      cairo_move_to(cr, 10, 20)
      cairo_curve_to(cr, 13, 16, 16, 13, 19.5, 10.5)
      cairo_stroke(cr)
    }

    private func drawCake(_ cr: OpaquePointer) {
      WidgetKit.roundedRectangle(cr, x: 7, y: 16, width: 16, height: 6.5, radius: 1.2)
      WidgetKit.roundedRectangle(cr, x: 9.5, y: 11.8, width: 11, height: 4.7, radius: 1)
      cairo_fill(cr)
      // Candle and flame.
      cairo_rectangle(cr, 14.3, 8, 1.4, 3.8)
      cairo_fill(cr)
      cairo_save(cr)
      cairo_translate(cr, 15, 6.2)
      cairo_scale(cr, 1, 1.5)
      cairo_arc(cr, 0, 0, 1.1, 0, 2 * Double.pi)
      cairo_restore(cr)
      cairo_fill(cr)
      // Icing, in the badge colour.
      let (r, g, b) = color
      cairo_set_source_rgb(cr, r, g, b)
      cairo_set_line_width(cr, 1.1)
      cairo_move_to(cr, 8.2, 18.3)
      for step in 0..<4 {
        let x = 8.2 + Double(step) * 3.4
        cairo_curve_to(cr, x + 0.8, 19.8, x + 2.6, 19.8, x + 3.4, 18.3)
      }
      cairo_stroke(cr)
    }
  }

  private let drawBadge: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
    guard let cr, let symbol = PlaceSymbol(rawValue: Int(bitPattern: data) - 1) else { return }
    let side = Double(min(width, height))
    cairo_translate(cr, (Double(width) - side) / 2, (Double(height) - side) / 2)
    cairo_scale(cr, side / 30, side / 30)
    symbol.draw(cr)
  }
#endif
