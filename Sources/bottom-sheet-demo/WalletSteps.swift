#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  /// A step of the wallet flow.
  enum WalletStep: String {
    case options
    case phrase
    case done
  }

  /// The tray's content: one step of the wallet flow at a time, rebuilt when the step changes. The
  /// box's natural height is the step's, which the tray follows.
  @MainActor
  final class WalletSteps {
    /// The twelve words of the demo wallet's recovery phrase.
    static let words = [
      "copper", "lantern", "meadow", "pilot", "raven", "saddle", "thistle", "tundra", "glacier", "falcon",
      "prairie", "cobalt",
    ]

    let widget: UnsafeMutablePointer<GtkWidget>
    private(set) var step = WalletStep.options
    weak var wallet: WalletBackground?
    var onStep: (@MainActor (WalletStep) -> Void)?
    var onDone: (@MainActor () -> Void)?
    /// The Remove Wallet row: the page presents its confirming sheet over the tray.
    var onRemove: (@MainActor () -> Void)?
    /// Called with the box after each step is built (before `onStep`).
    var onBuilt: (@MainActor (UnsafeMutablePointer<GtkWidget>, WalletStep) -> Void)?

    init() {
      widget = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 16, cssClass: "tray-content")
    }

    /// Shows `next`, and with `focus`, moves keyboard focus to its first control.
    func show(_ next: WalletStep, focus: Bool = true) {
      step = next
      while let child = gtk_widget_get_first_child(widget) {
        gtk_box_remove(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self), child)
      }
      switch next {
      case .options: buildOptions()
      case .phrase: buildPhrase()
      case .done: buildDone()
      }
      onBuilt?(widget, next)
      onStep?(next)
      if focus { _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) }
    }

    private func add(_ child: UnsafeMutablePointer<GtkWidget>) {
      WidgetKit.append(child, to: widget)
    }

    private func buildOptions() {
      add(WidgetKit.label("Manage Wallet", cssClass: "tray-title"))
      add(row("Show Recovery Phrase", glyph: .key) { [unowned self] in show(.phrase) })
      add(smallBalancesRow())
      add(row("Remove Wallet", glyph: .trash, destructive: true) { [unowned self] in onRemove?() })
    }

    private func buildPhrase() {
      add(WidgetKit.label("Recovery Phrase", cssClass: "tray-title"))
      add(
        WidgetKit.label(
          "Write the twelve words down in this order and keep them offline.", cssClass: "tray-body", wraps: true))
      let grid: UnsafeMutablePointer<GtkWidget> = gtk_grid_new()
      gtk_grid_set_column_homogeneous(WidgetKit.cast(grid), 1)
      gtk_grid_set_row_spacing(WidgetKit.cast(grid), 8)
      gtk_grid_set_column_spacing(WidgetKit.cast(grid), 8)
      for (index, word) in Self.words.enumerated() {
        // A chip too narrow for its number and word puts the word under the number: at the
        // narrowest window the switcher allows (338 points) three columns are 91 points each.
        let chip = WidgetKit.label("\(index + 1). \(word)", cssClass: "phrase-word", xalign: 0.5, wraps: true)
        gtk_label_set_justify(OpaquePointer(chip), GTK_JUSTIFY_CENTER)
        gtk_grid_attach(WidgetKit.cast(grid), chip, Int32(index % 3), Int32(index / 3), 1, 1)
      }
      add(grid)
      add(WidgetKit.button("Back", cssClass: "tray-secondary") { [unowned self] in show(.options) })
    }

    private func buildDone() {
      let line = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 10)
      gtk_widget_set_halign(line, GTK_ALIGN_CENTER)
      WidgetKit.append(Glyph.check.make(size: 26, color: (0.2, 0.7, 0.33)), to: line)
      WidgetKit.append(WidgetKit.label("The wallet was removed", cssClass: "tray-title"), to: line)
      add(line)
      let done = WidgetKit.button("Done", cssClass: "suggested-action") { [unowned self] in onDone?() }
      gtk_widget_add_css_class(done, "tray-primary")
      add(done)
    }

    /// A full-width button row: a glyph and a title.
    private func row(
      _ title: String, glyph: Glyph, destructive: Bool = false, action: @escaping @MainActor () -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
      let content = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
      let color = destructive ? (0.9, 0.2, 0.2) : (0.15, 0.15, 0.18)
      WidgetKit.append(glyph.make(color: color), to: content)
      WidgetKit.append(WidgetKit.label(title, cssClass: "tray-row-title"), to: content)
      let button = WidgetKit.button(child: content, cssClass: "tray-row", action: action)
      if destructive { gtk_widget_add_css_class(button, "destructive") }
      return button
    }

    /// The "Hide Small Balances" row: a glyph (an eye, crossed out while small balances are
    /// hidden), a title and a switch. A click anywhere on the row flips the switch, as on the
    /// clickable rows around it.
    private func smallBalancesRow() -> UnsafeMutablePointer<GtkWidget> {
      let row = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, cssClass: "tray-row")
      let hidden = wallet?.hidesSmallBalances ?? false
      let glyph = Glyph.make(color: (0.15, 0.15, 0.18)) { [weak self] in
        self?.wallet?.hidesSmallBalances == true ? .eyeSlash : .eye
      }
      WidgetKit.append(glyph, to: row)
      let title = WidgetKit.label("Hide Small Balances", cssClass: "tray-row-title")
      gtk_widget_set_hexpand(title, 1)
      WidgetKit.append(title, to: row)
      let toggle: UnsafeMutablePointer<GtkWidget> = gtk_switch_new()
      gtk_switch_set_active(OpaquePointer(toggle), hidden ? 1 : 0)
      gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
      cgtk_accessible_set_label(toggle, "Hide Small Balances")
      SignalAction.connectNotify(toggle, property: "active") { [unowned self] in
        guard let wallet else { return }
        wallet.hidesSmallBalances = gtk_switch_get_active(OpaquePointer(toggle)) != 0
        gtk_widget_queue_draw(glyph)
      }
      WidgetKit.append(toggle, to: row)
      if let click = gtk_gesture_click_new() {
        // The switch takes its own clicks; one on the glyph or the title flips it.
        SignalAction.connectClick(click, "released") { x, y in
          var bounds = graphene_rect_t()
          guard gtk_widget_compute_bounds(toggle, row, &bounds) != 0, x < Double(bounds.origin.x) else { return }
          gtk_switch_set_active(OpaquePointer(toggle), gtk_switch_get_active(OpaquePointer(toggle)) == 0 ? 1 : 0)
        }
        gtk_widget_add_controller(row, click)
      }
      return row
    }
  }
#endif
