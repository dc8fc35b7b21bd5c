#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  /// The search sheet's row of categories (`--categories`): pill buttons in a horizontal
  /// scrolled window, wider than the sheet, a scroll region of the sheet's own.
  @MainActor
  enum CategoryRow {
    static let names = [
      "Coffee", "Parks", "Museums", "Bakeries", "Libraries", "Markets", "Cinemas", "Gardens", "Harbours",
      "Bridges", "Theatres", "Galleries",
    ]

    /// The row: a `GtkScrolledWindow` that scrolls sideways only, 44 points tall.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
      let window: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
      gtk_scrolled_window_set_policy(OpaquePointer(window), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
      gtk_widget_add_css_class(window, "category-row")
      let box = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
      for name in names {
        let button = WidgetKit.button(name, cssClass: "category") {}
        WidgetKit.append(button, to: box)
      }
      gtk_scrolled_window_set_child(OpaquePointer(window), box)
      gtk_widget_set_size_request(window, -1, 44)
      return window
    }

    /// GTK's offset of the row, in points, or `nil` without one.
    static func offset(of row: UnsafeMutablePointer<GtkWidget>?) -> Double? {
      guard let row, let adjustment = gtk_scrolled_window_get_hadjustment(OpaquePointer(row)) else { return nil }
      return gtk_adjustment_get_value(adjustment)
    }
  }
#endif
