#if os(Linux)
  import CGtk4

  /// The gallery's page switcher: a compact row of linked toggle buttons at the top centre of the
  /// window, above the sheets' highest detents so it never covers their gestures.
  @MainActor
  final class PageSwitcher {
    let widget: UnsafeMutablePointer<GtkWidget>
    private var buttons: [DemoPage: UnsafeMutablePointer<GtkWidget>] = [:]
    private var isSelecting = false
    /// Called when the user picks a page.
    var onSelect: (@MainActor (DemoPage) -> Void)?

    init() {
      widget = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, cssClass: "page-switcher")
      gtk_widget_add_css_class(widget, "linked")
      gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
      gtk_widget_set_valign(widget, GTK_ALIGN_START)
      gtk_widget_set_margin_top(widget, 8)
      var first: UnsafeMutablePointer<GtkWidget>?
      for page in DemoPage.allCases {
        let button: UnsafeMutablePointer<GtkWidget> = gtk_toggle_button_new_with_label(page.title)
        if let first { gtk_toggle_button_set_group(WidgetKit.cast(button), WidgetKit.cast(first)) }
        first = first ?? button
        SignalAction.connect(button, "toggled") { [unowned self] in
          guard !isSelecting, gtk_toggle_button_get_active(WidgetKit.cast(button)) != 0 else { return }
          onSelect?(page)
        }
        buttons[page] = button
        WidgetKit.append(button, to: widget)
      }
    }

    /// The space the switcher covers at the top of the window, in points: its top margin, its
    /// natural height, and as much again below it as above, so a sheet at its highest stops clear
    /// of it. (Measured once it is in the window, where its CSS applies.)
    var coveredHeight: Double {
      var natural: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
      return Double(2 * gtk_widget_get_margin_top(widget) + natural)
    }

    /// Shows `page` as selected, without calling ``onSelect``.
    func select(_ page: DemoPage) {
      guard let button = buttons[page] else { return }
      isSelecting = true
      gtk_toggle_button_set_active(WidgetKit.cast(button), 1)
      isSelecting = false
    }

    /// Whether the switcher takes pointer input and focus (not while a modal sheet is up).
    /// Whether the pointer may land on the switcher. Off while a finger holds a sheet: a release
    /// over the switcher, which lies above the sheets, would not reach the sheet's gesture.
    var isTargetable: Bool = true {
      didSet { gtk_widget_set_can_target(widget, isTargetable && isEnabled ? 1 : 0) }
    }

    var isEnabled: Bool = true {
      didSet {
        gtk_widget_set_can_target(widget, isEnabled && isTargetable ? 1 : 0)
        gtk_widget_set_can_focus(widget, isEnabled ? 1 : 0)
        gtk_widget_set_opacity(widget, isEnabled ? 1 : 0.55)
      }
    }
  }
#endif
