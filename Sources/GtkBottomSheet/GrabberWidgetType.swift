import CGtk4

/// The grabber's GObject type, `SwiftBottomSheetGrabber` (CSS node `grabber`, accessible role
/// slider): a plain `GtkWidget` subclass, drawn by CSS alone (its size is its CSS minimum size).
///
/// It exists because the grabber must take keyboard focus itself: GtkWidget's default focus
/// handling focuses a focusable widget, while a `GtkBox` only ever focuses its children.
enum GrabberWidgetType {
  /// The registered type (registered on first use).
  static let type: GType = {
    let name = "SwiftBottomSheetGrabber"
    let existing = g_type_from_name(name)
    if existing != 0 { return existing }
    return g_type_register_static_simple(
      gtk_widget_get_type(), name, guint(MemoryLayout<GtkWidgetClass>.size), classInit,
      guint(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(rawValue: 0))
  }()

  /// A new, floating, focusable grabber. (`g_object_new` never returns `NULL`: GLib aborts
  /// instead.)
  static func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let object: UnsafeMutablePointer<GObject> = g_object_new_with_properties(type, 0, nil, nil)
    let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_focusable(widget, 1)
    return widget
  }
}

private let classInit: GClassInitFunc = { klass, _ in
  guard let klass else { return }
  let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
  gtk_widget_class_set_css_name(widgetClass, "grabber")
  gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_SLIDER)
}
