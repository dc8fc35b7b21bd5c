#if os(Linux)
  import CGtk4

  /// The map behind the drawer: a teal → cyan → mint diagonal gradient with a white map pin
  /// 180 points above the centre.
  enum NearbyBackground {
    /// How far above the centre the pin sits, in points.
    static let pinRise: Int32 = 180

    /// A new, floating background widget.
    @MainActor
    static func make() -> UnsafeMutablePointer<GtkWidget> {
      let map: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      gtk_widget_add_css_class(map, "map")

      let pin = MapPin.make()
      gtk_widget_set_halign(pin, GTK_ALIGN_CENTER)
      gtk_widget_set_valign(pin, GTK_ALIGN_CENTER)
      gtk_widget_set_vexpand(pin, 1)
      // Centred with a bottom margin of twice the rise: the pin's centre is `pinRise` above.
      gtk_widget_set_margin_bottom(pin, 2 * pinRise)
      gtk_box_append(UnsafeMutableRawPointer(map).assumingMemoryBound(to: GtkBox.self), pin)
      return map
    }
  }
#endif
