#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import GtkBottomSheet

  /// One page of the gallery: a widget holding a background and a sheet.
  @MainActor
  protocol GalleryPage: AnyObject {
    /// The page's sheet.
    var sheet: BottomSheetView { get }
    /// The page's widget, shown by the gallery's stack (by default the sheet's).
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// The widget that takes keyboard focus when the page is shown (by default the grabber).
    var initialFocus: UnsafeMutablePointer<GtkWidget> { get }
    /// Called once the page is in `window` (a `GtkWindow`).
    func didAttach(to window: UnsafeMutablePointer<GtkWidget>)
    /// Fields the page adds to each frame line (JSON-encoded values): what GTK shows that the
    /// core's state does not say.
    var traceFields: [(String, String)] { get }
    /// Fields of a `drawn` line (JSON-encoded values): what the page's widgets showed in the
    /// paint that just ended, as GTK laid them out; `nil` when the page reports nothing.
    var drawnFields: [(String, String)]? { get }
    /// Called with each event the page's sheet reports (after the gallery traced it).
    func sheetDidReport(_ event: SheetEvent)
    /// The sheets presented from the page's sheet, bottom first, each with the name its trace
    /// lines carry (`"sheet"`); none by default.
    var stackedSheets: [(name: String, sheet: BottomSheetView)] { get }
  }

  extension GalleryPage {
    /// The sheet's container: background and sheet.
    var widget: UnsafeMutablePointer<GtkWidget> { sheet.widget }
    /// The grabber, unless the page says otherwise.
    var initialFocus: UnsafeMutablePointer<GtkWidget> { sheet.grabber }

    func didAttach(to window: UnsafeMutablePointer<GtkWidget>) {}

    var traceFields: [(String, String)] { [] }

    var drawnFields: [(String, String)]? { nil }

    func sheetDidReport(_ event: SheetEvent) {}

    var stackedSheets: [(name: String, sheet: BottomSheetView)] { [] }
  }

  /// Where a page reports the demo's own events (a tray step, a click on the background, the
  /// simulated keyboard): a name and JSON-encoded fields.
  typealias DemoEventSink = @MainActor (_ name: String, _ fields: [(String, String)]) -> Void
#endif
