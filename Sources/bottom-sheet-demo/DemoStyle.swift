#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  /// The demo's CSS: the map and the drawer's text. The sheet's own look is the library's.
  enum DemoStyle {
    static let css = """
      .map {
        background-image: linear-gradient(to bottom right, #30b0c7, #32ade6, #00c7be);
      }
      .drawer-title {
        font-size: 22px;
        font-weight: bold;
      }
      .place-name {
        font-size: 17px;
        font-weight: 600;
      }
      """

    /// Installs ``css`` on the default display at application priority.
    static func install() {
      guard let display = gdk_display_get_default() else { return }
      StyleSheet.install(css, on: display, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
  }
#endif
