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
