#if os(Linux)
  import CGtk4

  /// The simulated on-screen keyboard: a grey panel of key caps across the bottom of the window,
  /// shown while the search field has focus (Linux desktops have no on-screen keyboard to test
  /// the sheet's keyboard policy with).
  @MainActor
  final class KeyboardPanel {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The keyboard's height in points.
    let height: Double

    init(height: Double) {
      self.height = height
      widget = WidgetKit.drawing(width: 100, height: Int32(height.rounded())) { cr, width, height in
        Self.draw(cr, width: width, height: height)
      }
      gtk_widget_set_valign(widget, GTK_ALIGN_END)
      gtk_widget_set_hexpand(widget, 1)
      gtk_widget_set_visible(widget, 0)
    }

    /// Whether the panel shows.
    var isShown: Bool {
      get { gtk_widget_get_visible(widget) != 0 }
      set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Draws a panel with three rows of letter keys and a space bar.
    static func draw(_ cr: OpaquePointer, width: Double, height: Double) {
      cairo_set_source_rgb(cr, 0.82, 0.83, 0.86)
      cairo_paint(cr)
      let rows = [10, 9, 7]
      let gap = 6.0
      // Four rows of keys, at most 50 points tall, above a strip like a phone's home indicator.
      let keyHeight = max(8, min(50, (height - 5 * gap - 34) / 4))
      let keyWidth = (width - 11 * gap) / 10
      var y = gap + 4
      cairo_set_source_rgb(cr, 1, 1, 1)
      for count in rows {
        let rowWidth = Double(count) * keyWidth + Double(count - 1) * gap
        var x = (width - rowWidth) / 2
        for _ in 0..<count {
          key(cr, x: x, y: y, width: keyWidth, height: keyHeight)
          x += keyWidth + gap
        }
        y += keyHeight + gap
      }
      key(cr, x: width * 0.25, y: y, width: width * 0.5, height: keyHeight)
      cairo_fill(cr)
    }

    private static func key(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
      WidgetKit.roundedRectangle(cr, x: x, y: y, width: width, height: height, radius: 5)
    }
  }
#endif
