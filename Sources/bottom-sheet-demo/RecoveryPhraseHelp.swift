#if os(Linux)
  import CGtk4

  /// The third sheet of the tray's stack, presented over the confirming sheet by its "What Is a
  /// Recovery Phrase?" link: a short explanation and a Got It button. Smaller than the confirming
  /// sheet, so the two sheets below show above it, each stepped back.
  @MainActor
  final class RecoveryPhraseHelp {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Got It: the sheet goes, the confirming sheet comes forward.
    var onDone: (@MainActor () -> Void)?

    init() {
      widget = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 12, cssClass: "tray-content")
      WidgetKit.append(WidgetKit.label("Recovery Phrase", cssClass: "tray-title"), to: widget)
      WidgetKit.append(
        WidgetKit.label("Twelve words that restore the wallet on any device.", cssClass: "tray-body", wraps: true),
        to: widget)
      let done = WidgetKit.button("Got It", cssClass: "tray-secondary") { [unowned self] in onDone?() }
      WidgetKit.append(done, to: widget)
    }
  }
#endif
