#if os(Linux)
  import CGtk4

  /// The drawer's content: a "Nearby" title and four places, each a coloured symbol and a name.
  enum NearbyPlaces {
    static let places: [(name: String, symbol: PlaceSymbol)] = [
      ("Harbor Coffee", .cup),
      ("City Library", .books),
      ("Riverside Park", .leaf),
      ("Old Town Bakery", .cake),
    ]

    /// A new, floating content widget.
    @MainActor
    static func make() -> UnsafeMutablePointer<GtkWidget> {
      let list: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)
      gtk_widget_set_margin_start(list, 24)
      gtk_widget_set_margin_end(list, 24)
      gtk_widget_set_margin_top(list, 2)
      let title = label("Nearby", cssClass: "drawer-title")
      append(title, to: list)
      for place in places {
        let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 14)
        append(place.symbol.makeBadge(), to: row)
        append(label(place.name, cssClass: "place-name"), to: row)
        append(row, to: list)
      }
      return list
    }

    private static func label(_ text: String, cssClass: String) -> UnsafeMutablePointer<GtkWidget> {
      let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
      gtk_label_set_xalign(OpaquePointer(label), 0)
      gtk_widget_add_css_class(label, cssClass)
      return label
    }

    private static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
      gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child)
    }
  }
#endif
