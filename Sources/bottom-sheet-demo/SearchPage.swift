#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import GtkBottomSheet
  import SheetScenario

  /// The search sheet, maps style: a header (grabber and search field) that shows alone at the
  /// lowest detent, a list of 10,000 places handing the drag over to the sheet and back, and a map
  /// behind that blurs as the sheet rises (sharp again at the lowest detent). The map takes
  /// clicks while the sheet rests at or below its middle detent; above it a light scrim
  /// intercepts them, and a click there brings the sheet back to the middle.
  ///
  /// Focusing the search field shows the simulated keyboard (when the demo has one) under the
  /// sheet's keyboard policy; Escape in the field, or a click on the map, hides it.
  @MainActor
  final class SearchPage: GalleryPage {
    /// Header, 50 % and 88 % of the window; starts at the header.
    static func configuration(keyboardPolicy: KeyboardPolicy) -> SheetConfiguration {
      SheetConfiguration(
        detents: [.header, SheetDetent(id: "mid", .fraction(0.5)), SheetDetent(id: "top", .fraction(0.88))],
        initialDetent: "header", spring: .sheet, keyboardPolicy: keyboardPolicy)
    }

    /// Blur up to 14 points at the top; undimmed and interactive through the middle detent, dimmed
    /// up to 20 % above it.
    static let backdrop = BackdropStyle(maximumDimming: 0.2, maximumBlurRadius: 14, undimmedThrough: "mid")

    let sheet: BottomSheetView
    let entry: UnsafeMutablePointer<GtkWidget>
    private let places = PlaceList()
    /// The row of categories under the search field (`--categories`): a second scroll region.
    private let categories: UnsafeMutablePointer<GtkWidget>?
    private let keyboard: KeyboardPanel?
    private let report: DemoEventSink
    private var mapClicks = 0

    /// - Parameters:
    ///   - keyboardPolicy: What the sheet does while the keyboard shows.
    ///   - keyboard: The simulated keyboard, or `nil` for none.
    ///   - report: Where the page reports clicks on the map and the keyboard showing or hiding.
    ///   - categories: Whether a horizontal row of categories sits under the search field, a scroll
    ///     region of its own (`--categories`).
    init(
      keyboardPolicy: KeyboardPolicy, keyboard: KeyboardPanel?, report: @escaping DemoEventSink,
      categories: Bool = false
    ) {
      self.keyboard = keyboard
      self.report = report
      let header = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 0, cssClass: "search-header")
      entry = gtk_search_entry_new()
      cgtk_object_set_string(entry, "placeholder-text", "Search for a place or address")
      WidgetKit.append(entry, to: header)
      self.categories = categories ? CategoryRow.make() : nil
      if let row = self.categories { WidgetKit.append(row, to: header) }
      let map = MapPicture.make()
      sheet = BottomSheetView(
        configuration: Self.configuration(keyboardPolicy: keyboardPolicy), background: map, header: header,
        content: places.widget)
      sheet.accessibilityLabel = "Search sheet"
      sheet.onKeyboardChange = { [unowned self] height, _ in keyboardChanged(height) }
      sheet.backdropStyle = Self.backdrop
      if let row = self.categories { sheet.addScrollRegion(row, id: "categories") }

      SignalAction.connect(entry, "search-changed") { [unowned self] in
        places.search(String(cString: gtk_editable_get_text(OpaquePointer(entry))))
      }
      SignalAction.connect(entry, "stop-search") { [unowned self] in
        gtk_widget_grab_focus(sheet.grabber)
      }
      // As in Maps, the field is a button until it has focus: a drag that starts on it moves the
      // sheet, a tap focuses it. (A focused field takes its own presses, to place the cursor.)
      gtk_widget_set_can_target(entry, 0)
      if let tap = gtk_gesture_click_new() {
        SignalAction.connectClick(tap, "released") { [unowned self] _, _ in
          gtk_widget_set_can_target(entry, 1)
          gtk_widget_grab_focus(entry)
        }
        gtk_widget_add_controller(header, tap)
      }
      if let click = gtk_gesture_click_new() {
        SignalAction.connectClick(click, "pressed") { [unowned self] x, y in mapClicked(x: x, y: y) }
        gtk_widget_add_controller(map, click)
      }
    }

    /// Follows the window's focus widget: the search field has focus when it or its text does.
    /// (The window's focus widget changes whether or not the window is active; the field's own
    /// focus-in and focus-out come only while it is, and a window under Xvfb with no window
    /// manager becomes active at a time of its own.)
    func didAttach(to window: UnsafeMutablePointer<GtkWidget>) {
      SignalAction.connectNotify(window, property: "focus-widget") { [unowned self] in
        let focus = gtk_root_get_focus(OpaquePointer(window))
        searchFocusChanged(focus.map { $0 == entry || gtk_widget_is_ancestor($0, entry) != 0 } ?? false)
      }
    }

    /// The search field gained or lost focus: it takes presses only while focused, and the
    /// simulated keyboard shows or hides.
    private func searchFocusChanged(_ shown: Bool) {
      gtk_widget_set_can_target(entry, shown ? 1 : 0)
      guard let keyboard, (sheet.keyboardHeight > 0) != shown else { return }
      sheet.setKeyboardHeight(
        shown ? keyboard.height : 0, duration: KeyboardPanel.animationDuration, curve: .easeInOut)
    }

    /// The sheet took a keyboard height (at once, or when the finger holding the sheet lifted):
    /// the panel comes or goes with it, so it never covers a sheet held under the finger.
    private func keyboardChanged(_ height: Double) {
      guard let keyboard, keyboard.isShown != (height > 0) else { return }
      keyboard.animate(shown: height > 0)
      report("keyboard", [("height", JSONLines.number(height))])
    }

    /// A drag that takes the sheet below its highest detent while the keyboard shows under
    /// `expand` ends the search, as in Maps: the field gives up focus and the keyboard goes.
    /// (Under `expand` the lower detents do not rise with the keyboard: the sheet settled at the
    /// header detent behind the keyboard, out of sight, the screen-checking soak found.)
    func sheetDidReport(_ event: SheetEvent) {
      guard case .willSettle(let target, _) = event, sheet.state.configuration.keyboardPolicy == .expand,
        sheet.state.keyboardHeight > 0, target != sheet.state.detents.last?.id
      else { return }
      gtk_widget_grab_focus(sheet.grabber)
    }

    /// GTK's own scroll offset of the list and its largest (`listOffset`, `listEnd`, points): what
    /// the list shows, for checking it against the core's offset.
    var traceFields: [(String, String)] {
      guard let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(places.widget)) else { return [] }
      let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
      return [
        ("listOffset", JSONLines.number(gtk_adjustment_get_value(adjustment))),
        ("listEnd", JSONLines.number(max(0, end))),
      ]
    }

    /// The list's rows as the last paint drew them (`rows`: each mapped row widget's item
    /// position, its title and its top edge and height in the viewport, from GTK's allocation)
    /// and GTK's scroll offset and its largest then (`listOffset`, `listEnd`, points).
    var drawnFields: [(String, String)]? {
      let rows = places.drawnRows.map { row in
        "{"
          + [
            #""position":\#(row.position)"#, #""title":"# + JSONLines.string(row.title),
            #""y":"# + JSONLines.number(row.y), #""height":"# + JSONLines.number(row.height),
          ].joined(separator: ",") + "}"
      }
      var fields = [("rows", "[" + rows.joined(separator: ",") + "]")]
      if let offset = CategoryRow.offset(of: categories) {
        fields.append(("categoriesOffset", JSONLines.number(offset)))
      }
      if let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(places.widget)) {
        let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        fields.append(("listOffset", JSONLines.number(gtk_adjustment_get_value(adjustment))))
        fields.append(("listEnd", JSONLines.number(max(0, end))))
      }
      return fields
    }

    /// A click that reached the map (it never does while the scrim intercepts): counted, and it
    /// takes focus from the search field, as tapping a map hides the keyboard.
    private func mapClicked(x: Double, y: Double) {
      mapClicks += 1
      report(
        "backgroundClick",
        [
          ("target", JSONLines.string("map")), ("count", String(mapClicks)), ("x", JSONLines.number(x)),
          ("y", JSONLines.number(y)),
        ])
      gtk_widget_grab_focus(sheet.grabber)
    }
  }
#endif
