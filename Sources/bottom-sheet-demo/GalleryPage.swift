#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  /// One page of the gallery: a widget holding a background and a sheet.
  @MainActor
  protocol GalleryPage: AnyObject {
    /// The page's sheet.
    var sheet: BottomSheetView { get }
    /// The page's widget, shown by the gallery's stack.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// The widget that takes keyboard focus when the page is shown.
    var initialFocus: UnsafeMutablePointer<GtkWidget> { get }
    /// Called once the page is in `window` (a `GtkWindow`).
    func didAttach(to window: UnsafeMutablePointer<GtkWidget>)
  }

  extension GalleryPage {
    func didAttach(to window: UnsafeMutablePointer<GtkWidget>) {}
  }

  /// Where a page reports the demo's own events (a tray step, a click on the background, the
  /// simulated keyboard): a name and JSON-encoded fields.
  typealias DemoEventSink = @MainActor (_ name: String, _ fields: [(String, String)]) -> Void
#endif
