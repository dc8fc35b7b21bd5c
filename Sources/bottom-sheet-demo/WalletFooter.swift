#if os(Linux)
  import CGtk4
  import GtkBottomSheet
  import SheetScenario

  /// The wallet tray's footer (`--footer`): a bar pinned to the tray's visible bottom with a note
  /// and a Close button, which the tray's fitted detent includes (`BottomSheetView`'s `footer:`).
  @MainActor
  final class WalletFooter {
    let widget: UnsafeMutablePointer<GtkWidget>
    var onClose: (@MainActor () -> Void)?

    init() {
      widget = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, cssClass: "tray-footer")
      let note = WidgetKit.label("Keys stay on this device", cssClass: "tray-footer-note")
      gtk_widget_set_hexpand(note, 1)
      gtk_widget_set_valign(note, GTK_ALIGN_CENTER)
      WidgetKit.append(note, to: widget)
      let close = WidgetKit.button("Close", cssClass: "pill") { [unowned self] in onClose?() }
      gtk_widget_add_css_class(close, "suggested-action")
      WidgetKit.append(close, to: widget)
    }

    /// The footer as the last paint drew it: its bounds in the sheet's container (`x`, `y`,
    /// `width`, `height`, points, from GTK's allocation).
    func drawnFields(in container: UnsafeMutablePointer<GtkWidget>) -> [(String, String)]? {
      var bounds = graphene_rect_t()
      guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, container, &bounds) != 0 else {
        return nil
      }
      return [
        ("x", JSONLines.number(Double(bounds.origin.x))), ("y", JSONLines.number(Double(bounds.origin.y))),
        ("width", JSONLines.number(Double(bounds.size.width))),
        ("height", JSONLines.number(Double(bounds.size.height))),
      ]
    }
  }
#endif

#if os(Linux)
  import CGtk4

  extension WalletSteps {
    /// Names the options step's first row `"peek"`: the marker of the tray's `--marker` detent.
    static func markFirstRow(_ box: UnsafeMutablePointer<GtkWidget>, step: WalletStep) {
      guard step == .options, let title = gtk_widget_get_first_child(box),
        let row = gtk_widget_get_next_sibling(title)
      else { return }
      gtk_widget_set_name(row, "peek")
    }
  }

  extension WidgetKit {
    /// The bounds of `widget` in `space`'s coordinates, as a JSON object `{"x", "y", "width",
    /// "height"}` in points; `nil` when it is not mapped.
    static func bounds(of widget: UnsafeMutablePointer<GtkWidget>?, in space: UnsafeMutablePointer<GtkWidget>)
      -> String?
    {
      guard let widget, gtk_widget_get_mapped(widget) != 0 else { return nil }
      var rect = graphene_rect_t()
      guard gtk_widget_compute_bounds(widget, space, &rect) != 0 else { return nil }
      let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
        JSONLines.number(Double($0))
      }
      return #"{"x":\#(values[0]),"y":\#(values[1]),"width":\#(values[2]),"height":\#(values[3])}"#
    }
  }
#endif
