#if os(Linux)
  import CGtk4
  import Glibc

  /// Small line icons drawn with cairo (no icon theme or font needed): each in a 24 × 24 design
  /// space, in the current source colour.
  enum Glyph {
    case key
    case eye
    case eyeSlash
    case trash
    case check
    case wallet
    case magnifier

    /// A new drawing of the glyph, `size` points square, in `color` (0…1 RGB).
    @MainActor
    func make(size: Int32 = 22, color: (Double, Double, Double)) -> UnsafeMutablePointer<GtkWidget> {
      let glyph = self
      return Self.make(size: size, color: color) { glyph }
    }

    /// A new drawing of the glyph `current` names each time it is drawn, `size` points square, in
    /// `color` (0…1 RGB): `gtk_widget_queue_draw` it when that changes.
    @MainActor
    static func make(
      size: Int32 = 22, color: (Double, Double, Double), _ current: @escaping @MainActor () -> Glyph
    ) -> UnsafeMutablePointer<GtkWidget> {
      let area = WidgetKit.drawing(width: size, height: size) { cr, width, height in
        let glyph = current()
        let side = min(width, height)
        cairo_translate(cr, (width - side) / 2, (height - side) / 2)
        cairo_scale(cr, side / 24, side / 24)
        cairo_set_source_rgb(cr, color.0, color.1, color.2)
        glyph.draw(cr)
      }
      gtk_widget_set_valign(area, GTK_ALIGN_CENTER)
      return area
    }

    /// Draws the glyph in its 24 × 24 design space.
    func draw(_ cr: OpaquePointer) {
      cairo_set_line_width(cr, 2)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      switch self {
      case .key:
        cairo_arc(cr, 8, 12, 4.5, 0, 2 * Double.pi)
        cairo_stroke(cr)
        cairo_move_to(cr, 12.5, 12)
        cairo_line_to(cr, 21, 12)
        cairo_move_to(cr, 18, 12)
        cairo_line_to(cr, 18, 15.5)
        cairo_move_to(cr, 21, 12)
        cairo_line_to(cr, 21, 15)
        cairo_stroke(cr)
      case .eye, .eyeSlash:
        cairo_move_to(cr, 2.5, 12)
        cairo_curve_to(cr, 6, 5.5, 18, 5.5, 21.5, 12)
        cairo_curve_to(cr, 18, 18.5, 6, 18.5, 2.5, 12)
        cairo_close_path(cr)
        cairo_stroke(cr)
        cairo_arc(cr, 12, 12, 3, 0, 2 * Double.pi)
        cairo_fill(cr)
        if self == .eyeSlash {
          cairo_move_to(cr, 4, 20)
          cairo_line_to(cr, 20, 4)
          cairo_stroke(cr)
        }
      case .trash:
        cairo_move_to(cr, 4, 6.5)
        cairo_line_to(cr, 20, 6.5)
        cairo_move_to(cr, 9.5, 6.5)
        cairo_line_to(cr, 10, 3.5)
        cairo_line_to(cr, 14, 3.5)
        cairo_line_to(cr, 14.5, 6.5)
        cairo_move_to(cr, 6, 6.5)
        cairo_line_to(cr, 7, 20.5)
        cairo_line_to(cr, 17, 20.5)
        cairo_line_to(cr, 18, 6.5)
        cairo_move_to(cr, 10, 10.5)
        cairo_line_to(cr, 10, 16.5)
        cairo_move_to(cr, 14, 10.5)
        cairo_line_to(cr, 14, 16.5)
        cairo_stroke(cr)
      case .check:
        cairo_arc(cr, 12, 12, 10, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_set_line_width(cr, 2.4)
        cairo_move_to(cr, 7, 12.5)
        cairo_line_to(cr, 10.5, 16)
        cairo_line_to(cr, 17, 8.5)
        cairo_stroke(cr)
      case .wallet:
        WidgetKit.roundedRectangle(cr, x: 2.5, y: 6, width: 19, height: 14, radius: 3)
        cairo_stroke(cr)
        cairo_move_to(cr, 5, 6)
        cairo_line_to(cr, 15.5, 2.8)
        cairo_line_to(cr, 17, 6)
        cairo_stroke(cr)
        WidgetKit.roundedRectangle(cr, x: 14.5, y: 10.5, width: 7, height: 5, radius: 1.5)
        cairo_stroke(cr)
        cairo_arc(cr, 17.5, 13, 1, 0, 2 * Double.pi)
        cairo_fill(cr)
      case .magnifier:
        cairo_arc(cr, 10, 10, 6, 0, 2 * Double.pi)
        cairo_stroke(cr)
        cairo_move_to(cr, 14.5, 14.5)
        cairo_line_to(cr, 20.5, 20.5)
        cairo_stroke(cr)
      }
    }
  }
#endif
