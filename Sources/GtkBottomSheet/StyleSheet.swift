import BottomSheetCore
import CGtk4

/// CSS for GTK widgets: loading it, reporting its mistakes, and the sheet's own look.
package enum StyleSheet {
  /// The sheet's default look: an opaque surface (nothing behind shows through a standard sheet;
  /// a translucent one without blur let text and pins behind it show as ghosts) with rounded top
  /// corners (the core's `SheetCardStyle.Defaults.standardCornerRadius`, so the CSS draws the card
  /// the core lays out) and a shadow, and a capsule grabber with a focus ring. A floating card
  /// (`sheet.floating`) has no CSS surface: the view draws its frosted material, a blurred copy
  /// of what is behind it. A scrolled content focused from the keyboard gets the grabber's focus
  /// ring (GTK draws none for a scrolled window). The footer (`.sheet-footer`) has the sheet's
  /// surface and a hairline above it. Apps restyle it with rules for `bottomsheet > sheet` and
  /// `bottomsheet grabber` at `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`.
  static let sheet = """
    bottomsheet > sheet {
      background-color: rgb(248, 248, 250);
      border-top-left-radius: \(standardCornerRadius)px;
      border-top-right-radius: \(standardCornerRadius)px;
      box-shadow: 0 -3px 18px rgba(0, 0, 0, 0.18);
    }
    bottomsheet > .sheet-footer {
      background-color: rgb(248, 248, 250);
      border-top: 1px solid rgba(60, 60, 67, 0.15);
    }
    bottomsheet > sheet.floating {
      background: none;
      border-radius: 0;
      box-shadow: none;
    }
    bottomsheet grabber {
      min-width: 36px;
      min-height: 5px;
      margin: 7px 0 9px 0;
      border-radius: 3px;
      background-color: rgba(60, 60, 67, 0.3);
    }
    bottomsheet grabber:focus:focus-visible {
      outline: 2px solid rgba(0, 122, 255, 0.85);
      outline-offset: 3px;
    }
    bottomsheet > sheet scrolledwindow:focus:focus-visible {
      outline: 2px solid rgba(0, 122, 255, 0.85);
      outline-offset: -2px;
    }
    """

  /// The standard sheet's corner radius in CSS pixels (GTK's CSS pixels are points): the core's
  /// default, written as a whole number when it is one.
  static let standardCornerRadius: String = {
    let radius = SheetCardStyle.Defaults.standardCornerRadius
    return radius == radius.rounded() ? String(Int(radius)) : String(radius)
  }()

  /// Loads `css` into a new provider for `display`.
  ///
  /// Parsing errors are written to standard error with their location (GTK would otherwise
  /// drop the rule silently).
  /// - Parameters:
  ///   - css: The style sheet, GTK 4.8 CSS.
  ///   - display: The display to style (a `GdkDisplay`).
  ///   - priority: A `GTK_STYLE_PROVIDER_PRIORITY_*` value.
  package static func install(_ css: String, on display: OpaquePointer, priority: UInt32) {
    guard let provider = gtk_css_provider_new() else { return }
    connectSignal(provider, "parsing-error", .cssParsingError(onParsingError))
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
    g_object_unref(provider)
  }

  /// Installs `sheet` on `display` once, at theme priority.
  static func installSheetStyle(on display: OpaquePointer) {
    let key = "swift-bottom-sheet-style"
    guard g_object_get_data(UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self), key) == nil
    else { return }
    g_object_set_data(
      UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self), key,
      UnsafeMutableRawPointer(bitPattern: 1))
    install(sheet, on: display, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME))
  }
}

private let onParsingError: CssParsingErrorHandler = { _, section, error, _ in
  var location = "CSS"
  if let section, let text = gtk_css_section_to_string(section) {
    location = String(cString: text)
    g_free(text)
  }
  let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
  let line = "\(location): \(message)\n"
  var bytes = Array(line.utf8)
  _ = write(2, &bytes, bytes.count)
}
