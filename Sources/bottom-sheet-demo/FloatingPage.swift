#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import GtkBottomSheet

  /// A morphing card over a gradient: cards of 120 and 350 points and a full-height sheet, a
  /// frosted material, and a scrolling list of playlists. At min and mid the card floats inset
  /// 16 points with its frosted material; rising to full height it turns edge to edge and opaque
  /// (`BottomSheetStyle.morphing`), as iOS 26 attaches only a full-height sheet to the edges. In a window wider than 450 points it is at most 640 points
  /// wide, centred or against the leading edge (`--card-alignment`).
  @MainActor
  final class FloatingPage: GalleryPage {
    /// Cards of 120 and 350 points above the card's 16-point margin — a detent is where the
    /// card's top edge is, so min is 136 and mid 366 points up from the window's bottom edge —
    /// and full at the window's maximum, just below the page switcher (792 points in an 844-point
    /// window); starts at min.
    static let configuration = SheetConfiguration(
      detents: [
        SheetDetent(id: "min", .points(136)),
        SheetDetent(id: "mid", .points(366)),
        SheetDetent(id: "full", .maximum),
      ],
      initialDetent: "min",
      spring: .sheet)

    let sheet: BottomSheetView

    init(alignment: SheetCardAlignment = .center) {
      sheet = BottomSheetView(
        configuration: Self.configuration, style: .morphing(widthPolicy: .adaptive(alignment: alignment)),
        background: FloatingBackground.make(), header: Self.makeHeader(), content: PlaylistList.make())
      sheet.accessibilityLabel = "Library"
    }

    /// "Library" and a line under it.
    private static func makeHeader() -> UnsafeMutablePointer<GtkWidget> {
      let header = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 2, cssClass: "card-header")
      WidgetKit.append(WidgetKit.label("Library", cssClass: "card-title"), to: header)
      WidgetKit.append(
        WidgetKit.label("\(PlaylistList.playlists.count) playlists, recently played first", cssClass: "card-subtitle"),
        to: header)
      return header
    }
  }

  /// The floating card's background: a blue-to-indigo gradient with bright discs and stripes,
  /// so that the frosted card visibly blurs what is behind it.
  @MainActor
  enum FloatingBackground {
    static func make() -> UnsafeMutablePointer<GtkWidget> {
      let area = WidgetKit.drawing(width: 100, height: 100) { cr, width, height in
        draw(cr, width: width, height: height)
      }
      gtk_widget_set_hexpand(area, 1)
      gtk_widget_set_vexpand(area, 1)
      return area
    }

    static func draw(_ cr: OpaquePointer, width: Double, height: Double) {
      if let gradient = cairo_pattern_create_linear(0, 0, width * 0.3, height) {
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.17, 0.45, 0.98)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.32, 0.20, 0.76)
        cairo_set_source(cr, gradient)
        cairo_pattern_destroy(gradient)
      }
      cairo_paint(cr)
      // Diagonal stripes.
      cairo_set_source_rgba(cr, 1, 1, 1, 0.10)
      cairo_set_line_width(cr, 14)
      var x = -height
      while x < width {
        cairo_move_to(cr, x, height)
        cairo_line_to(cr, x + height, 0)
        x += 56
      }
      cairo_stroke(cr)
      // Discs in warm and cool colours.
      let discs: [(x: Double, y: Double, r: Double, color: (Double, Double, Double))] = [
        (0.22, 0.16, 62, (1.0, 0.62, 0.24)),
        (0.80, 0.30, 48, (0.35, 0.95, 0.78)),
        (0.30, 0.52, 54, (1.0, 0.36, 0.52)),
        (0.76, 0.68, 70, (1.0, 0.86, 0.30)),
        (0.18, 0.86, 44, (0.55, 0.90, 1.0)),
        (0.66, 0.93, 40, (1.0, 1.0, 1.0)),
      ]
      for disc in discs {
        cairo_set_source_rgb(cr, disc.color.0, disc.color.1, disc.color.2)
        cairo_arc(cr, disc.x * width, disc.y * height, disc.r, 0, 2 * Double.pi)
        cairo_fill(cr)
      }
    }
  }

  /// The card's content: a scrolling list of playlists, each a coloured tile, a name and a line.
  @MainActor
  enum PlaylistList {
    static let playlists: [(name: String, detail: String)] = [
      ("Morning Light", "Acoustic · 42 songs"), ("Night Drive", "Synthwave · 31 songs"),
      ("Deep Focus", "Ambient · 58 songs"), ("Run Club", "Electronic · 27 songs"),
      ("Sunday Kitchen", "Soul · 36 songs"), ("Rainy Window", "Lo-fi · 64 songs"),
      ("Road Atlas", "Indie · 45 songs"), ("Piano Hours", "Classical · 22 songs"),
      ("Festival Eve", "Pop · 50 songs"), ("Harbor Lights", "Jazz · 33 songs"),
      ("Mountain Air", "Folk · 29 songs"), ("Late Shift", "House · 41 songs"),
      ("Paper Planes", "Alternative · 38 songs"), ("Tide Pools", "Chill · 47 songs"),
      ("Old Records", "Blues · 25 songs"), ("City Lines", "Hip-hop · 39 songs"),
      ("Garden Party", "Bossa nova · 30 songs"), ("Winter Cabin", "Singer-songwriter · 34 songs"),
      ("Neon Arcade", "Chiptune · 44 songs"), ("Slow Sunday", "Soft rock · 28 songs"),
      ("Open Roads", "Country · 37 songs"), ("Star Charts", "Space ambient · 19 songs"),
      ("Back Porch", "Americana · 32 songs"), ("Last Call", "Lounge · 26 songs"),
    ]

    static let tileColors: [(Double, Double, Double)] = [
      (1.0, 0.58, 0.0), (0.35, 0.34, 0.84), (0.2, 0.78, 0.35), (1.0, 0.18, 0.33), (0.0, 0.48, 1.0),
      (0.69, 0.32, 0.87),
    ]

    static func make() -> UnsafeMutablePointer<GtkWidget> {
      let list = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 4, cssClass: "playlist-list")
      for (index, playlist) in playlists.enumerated() {
        let row = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, cssClass: "playlist-row")
        let color = tileColors[index % tileColors.count]
        let tile = WidgetKit.drawing(width: 40, height: 40) { cr, width, height in
          tileShape(cr, width: width, height: height)
          cairo_set_source_rgb(cr, color.0, color.1, color.2)
          cairo_fill(cr)
          cairo_set_source_rgba(cr, 1, 1, 1, 0.85)
          cairo_arc(cr, width / 2, height / 2, 7, 0, 2 * Double.pi)
          cairo_fill(cr)
        }
        WidgetKit.append(tile, to: row)
        let text = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 1)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        WidgetKit.append(WidgetKit.label(playlist.name, cssClass: "row-title"), to: text)
        WidgetKit.append(WidgetKit.label(playlist.detail, cssClass: "row-detail"), to: text)
        WidgetKit.append(text, to: row)
        WidgetKit.append(row, to: list)
      }
      let scrolled: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
      gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
      gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
      return scrolled
    }

    /// A rounded square filling `width` × `height`.
    private static func tileShape(_ cr: OpaquePointer, width: Double, height: Double) {
      let radius = 9.0
      cairo_new_sub_path(cr)
      cairo_arc(cr, width - radius, radius, radius, -Double.pi / 2, 0)
      cairo_arc(cr, width - radius, height - radius, radius, 0, Double.pi / 2)
      cairo_arc(cr, radius, height - radius, radius, Double.pi / 2, Double.pi)
      cairo_arc(cr, radius, radius, radius, Double.pi, 3 * Double.pi / 2)
      cairo_close_path(cr)
    }
  }
#endif
