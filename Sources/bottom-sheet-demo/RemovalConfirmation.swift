#if os(Linux)
  import CGtk4

  /// The confirming sheet's content, presented over the wallet tray by its Remove Wallet row: a
  /// question, a line of explanation with a link to what a recovery phrase is (a third sheet,
  /// ``RecoveryPhraseHelp``), and Cancel and Remove buttons.
  @MainActor
  final class RemovalConfirmation {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Remove: the wallet goes.
    var onRemove: (@MainActor () -> Void)?
    /// Cancel: the wallet stays, the sheet goes.
    var onCancel: (@MainActor () -> Void)?
    /// What Is a Recovery Phrase?: the help sheet rises over this one.
    var onLearnMore: (@MainActor () -> Void)?

    init() {
      widget = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 16, cssClass: "tray-content")
      WidgetKit.append(WidgetKit.label("Remove \u{201C}Main Wallet\u{201D}?", cssClass: "tray-title"), to: widget)
      WidgetKit.append(
        WidgetKit.label(
          "It can only be restored with its twelve-word recovery phrase.", cssClass: "tray-body", wraps: true),
        to: widget)
      let link = WidgetKit.button("What Is a Recovery Phrase?", cssClass: "tray-link") { [unowned self] in
        onLearnMore?()
      }
      gtk_widget_set_halign(link, GTK_ALIGN_START)
      WidgetKit.append(link, to: widget)
      let buttons = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
      gtk_box_set_homogeneous(WidgetKit.cast(buttons), 1)
      WidgetKit.append(
        WidgetKit.button("Cancel", cssClass: "tray-secondary") { [unowned self] in onCancel?() }, to: buttons)
      let remove = WidgetKit.button("Remove", cssClass: "destructive-action") { [unowned self] in onRemove?() }
      gtk_widget_add_css_class(remove, "tray-primary")
      WidgetKit.append(remove, to: buttons)
      WidgetKit.append(buttons, to: widget)
    }
  }
#endif
