#if os(Linux)
  import CGtk4
  import Glibc
  import GtkBottomSheet

  /// The search sheet's list: 10,000 places in a `GtkListView` (rows are recycled, so scrolling
  /// stays smooth), filtered by the search field.
  @MainActor
  final class PlaceList {
    /// How many places the list holds.
    static let count = 10_000

    /// The scrolled window holding the list view.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The list view.
    let listView: UnsafeMutablePointer<GtkWidget>
    private let filter: OpaquePointer

    static let names = [
      "Harbor", "Cedar", "Old Town", "Riverside", "Sunset", "Juniper", "Union", "Beacon", "Maple", "North Pier",
    ]
    static let kinds = [
      "Coffee", "Library", "Park", "Bakery", "Market", "Books", "Gallery", "Pharmacy", "Station", "Garden",
      "Cinema", "Diner",
    ]
    static let streets = ["Pine St", "Shore Rd", "Elm Ave", "Canal St", "Hill Rd", "Main St", "Bay Ave"]

    /// The place at `index`: `"Name\tDetail"` (the tab splits the row's two lines).
    static func place(_ index: Int) -> String {
      let name = names[index % names.count]
      let kind = kinds[(index / names.count) % kinds.count]
      let tenths = 1 + (index * 37) % 120
      let street = streets[index % streets.count]
      return "\(name) \(kind)\t\(kind) · \(tenths / 10).\(tenths % 10) km · \(index % 200 + 1) \(street)"
    }

    init() {
      var pointers: [UnsafeMutablePointer<CChar>?] = (0..<Self.count).map { strdup(Self.place($0)) }
      pointers.append(nil)
      let strings = pointers.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.flatMap { base in
          base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { gtk_string_list_new($0) }
        }
      }
      for pointer in pointers { free(pointer) }

      let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
      filter = gtk_string_filter_new(expression)
      gtk_string_filter_set_match_mode(filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING)
      let filtered = gtk_filter_list_model_new(
        strings, UnsafeMutableRawPointer(filter).assumingMemoryBound(to: GtkFilter.self))
      let selection = gtk_no_selection_new(filtered)
      let factory = gtk_signal_list_item_factory_new()
      if let factory {
        connectSignal(factory, "setup", .pointer(setupRow))
        connectSignal(factory, "bind", .pointer(bindRow))
      }
      let view: UnsafeMutablePointer<GtkWidget> = gtk_list_view_new(selection, factory)
      gtk_widget_add_css_class(view, "place-list")
      listView = view
      widget = gtk_scrolled_window_new()
      gtk_scrolled_window_set_policy(OpaquePointer(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
      gtk_scrolled_window_set_child(OpaquePointer(widget), view)
    }

    /// A row as GTK lays it out: the position of the item its widget shows (GTK's list item), the
    /// title its label shows, and its top edge and height in the scrolled window's viewport, in
    /// points (y downward; negative when the row is cut at the top).
    struct DrawnRow: Equatable {
      var position: Int
      var title: String
      var y: Double
      var height: Double
    }

    /// The rows GTK shows in the viewport now: every mapped row widget of the list view that
    /// overlaps the scrolled window, top to bottom, with the allocation GTK gave it (not computed
    /// from the scroll offset), for checking what the list draws against the offset.
    var drawnRows: [DrawnRow] {
      let viewport = Double(gtk_widget_get_height(widget))
      var rows: [DrawnRow] = []
      var child = gtk_widget_get_first_child(listView)
      while let item = child {
        child = gtk_widget_get_next_sibling(item)
        guard gtk_widget_get_mapped(item) != 0, gtk_widget_get_child_visible(item) != 0,
          let row = gtk_widget_get_first_child(item),
          let listItem = g_object_get_data(
            UnsafeMutableRawPointer(row).assumingMemoryBound(to: GObject.self), Self.itemKey)
        else { continue }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(item, widget, &bounds) != 0 else { continue }
        let y = Double(bounds.origin.y)
        let height = Double(bounds.size.height)
        guard y + height > 0, y < viewport else { continue }
        let title =
          gtk_widget_get_first_child(row).flatMap(gtk_widget_get_next_sibling).flatMap(gtk_widget_get_first_child)
          .flatMap { gtk_label_get_text(OpaquePointer($0)) }.map { String(cString: $0) } ?? ""
        let position = Int(gtk_list_item_get_position(OpaquePointer(listItem)))
        rows.append(DrawnRow(position: position, title: title, y: y, height: height))
      }
      return rows.sorted { $0.y < $1.y }
    }

    /// The key under which a row's widget holds its `GtkListItem` (not retained: the item owns
    /// the row).
    nonisolated static let itemKey = "place-list-item"

    /// Shows only the places whose name or detail contains `text` (case-insensitive).
    func search(_ text: String) {
      gtk_string_filter_set_search(filter, text.isEmpty ? nil : text)
    }
  }

  /// A row: a round badge with the place's initial, its name, and a detail line.
  private let setupRow: PointerSignalHandler = { _, item, _ in
    guard let item else { return }
    let listItem = MainThreadPointer(item)
    MainActor.assumeIsolated {
      gtk_list_item_set_selectable(listItem.pointer, 0)
      gtk_list_item_set_activatable(listItem.pointer, 0)
      let row = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, cssClass: "place-row")
      let badge = WidgetKit.label("", cssClass: "place-badge", xalign: 0.5)
      gtk_widget_set_valign(badge, GTK_ALIGN_CENTER)
      WidgetKit.append(badge, to: row)
      let text = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 1)
      gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
      WidgetKit.append(WidgetKit.label("", cssClass: "place-title"), to: text)
      WidgetKit.append(WidgetKit.label("", cssClass: "place-detail"), to: text)
      WidgetKit.append(text, to: row)
      g_object_set_data(
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GObject.self), PlaceList.itemKey,
        UnsafeMutableRawPointer(listItem.pointer))
      gtk_list_item_set_child(listItem.pointer, row)
    }
  }

  /// Fills a row from its string: name, detail, and the badge's initial and tone.
  private let bindRow: PointerSignalHandler = { _, item, _ in
    guard let item else { return }
    let listItem = MainThreadPointer(item)
    MainActor.assumeIsolated {
      guard let object = gtk_list_item_get_item(listItem.pointer),
        let row = gtk_list_item_get_child(listItem.pointer),
        let badge = gtk_widget_get_first_child(row),
        let text = gtk_widget_get_next_sibling(badge),
        let title = gtk_widget_get_first_child(text),
        let detail = gtk_widget_get_next_sibling(title),
        let cString = gtk_string_object_get_string(OpaquePointer(object))
      else { return }
      let parts = String(cString: cString).split(separator: "\t", maxSplits: 1).map(String.init)
      let name = parts.first ?? ""
      gtk_label_set_text(OpaquePointer(title), name)
      gtk_label_set_text(OpaquePointer(detail), parts.count > 1 ? parts[1] : "")
      gtk_label_set_text(OpaquePointer(badge), String(name.prefix(1)))
      let tone = name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xffff } % 6
      for index in 0..<6 { gtk_widget_remove_css_class(badge, "tone-\(index)") }
      gtk_widget_add_css_class(badge, "tone-\(tone)")
    }
  }
#endif
