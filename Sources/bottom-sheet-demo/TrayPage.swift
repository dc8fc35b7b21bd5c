#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import GtkBottomSheet
  import SheetScenario

  /// The modal wallet tray: a "Main Wallet" page whose Manage Wallet button presents a tray as
  /// tall as its content, which follows the flow's steps (options → recovery phrase → done),
  /// each a different height. The options step's Remove Wallet row presents a small confirming
  /// sheet over the tray (stacked: its background is the tray's widget), and the tray steps back
  /// behind it; Remove removes the wallet and the tray shows the done step, while Cancel, Escape,
  /// a swipe down or a click on its scrim dismiss only the confirming sheet. Its "What Is a
  /// Recovery Phrase?" link presents a third, smaller sheet over it (``RecoveryPhraseHelp``), and
  /// both below step back. With `--scale-background` the tray scales the wallet page back too
  /// (`SheetConfiguration.scalesBackground`), as an iOS page sheet scales the presenting view.
  @MainActor
  final class TrayPage: GalleryPage {
    /// One fitted detent; the tray can be dismissed (scrim tap, swipe down, Escape, Done).
    static let configuration = SheetConfiguration(
      detents: [.fitted], allowsDismissal: true, spring: SheetSpring(duration: 0.4, bounce: 0.12))
    /// With `--marker`: a lower detent that shows the options step down to its first row, the
    /// content's widget named `"peek"` (`SheetDetent.marker(_:)`), where the tray presents.
    static let markedConfiguration = SheetConfiguration(
      detents: [.marker("peek"), .fitted], initialDetent: SheetDetent.marker("peek").id, allowsDismissal: true,
      spring: SheetSpring(duration: 0.4, bounce: 0.12))

    let sheet: BottomSheetView
    /// The confirming sheet presented over the tray by Remove Wallet.
    let confirm: BottomSheetView
    /// The help sheet presented over the confirming sheet by its recovery-phrase link.
    let help: BottomSheetView
    /// The help sheet's widget, which holds the confirming sheet's, which holds the tray's: the
    /// page's widget.
    var widget: UnsafeMutablePointer<GtkWidget> { help.widget }
    var stackedSheets: [(name: String, sheet: BottomSheetView)] { [("confirm", confirm), ("help", help)] }
    var initialFocus: UnsafeMutablePointer<GtkWidget> { wallet.manageButton }

    private let wallet: WalletBackground
    private let steps: WalletSteps
    private let footer: WalletFooter?
    private let confirmation: RemovalConfirmation
    private let helpContent: RecoveryPhraseHelp
    private let report: DemoEventSink
    private var clicks = 0

    /// - Parameters:
    ///   - report: Where the page reports its steps and the Manage Wallet button's clicks.
    ///   - footer: Whether the tray has a footer with a Close button (`--footer`).
    ///   - marker: Whether the tray presents at a detent that shows the options step down to its
    ///     first row (`--marker`).
    ///   - scalesBackground: Whether the tray scales the wallet page back as it presents
    ///     (`--scale-background`).
    init(report: @escaping DemoEventSink, footer: Bool = false, marker: Bool = false, scalesBackground: Bool = false) {
      self.report = report
      let wallet = WalletBackground()
      let steps = WalletSteps()
      self.wallet = wallet
      self.steps = steps
      let footer = footer ? WalletFooter() : nil
      self.footer = footer
      var trayConfiguration = marker ? Self.markedConfiguration : Self.configuration
      trayConfiguration.scalesBackground = scalesBackground
      sheet = BottomSheetView(
        configuration: trayConfiguration, isPresented: false,
        background: wallet.widget, content: steps.widget, footer: footer?.widget)
      let confirmation = RemovalConfirmation()
      self.confirmation = confirmation
      confirm = BottomSheetView(
        configuration: Self.configuration, isPresented: false, background: sheet.widget,
        content: confirmation.widget)
      let helpContent = RecoveryPhraseHelp()
      self.helpContent = helpContent
      help = BottomSheetView(
        configuration: Self.configuration, isPresented: false, background: confirm.widget, content: helpContent.widget)
      footer?.onClose = { [unowned self] in sheet.dismiss() }
      sheet.isModal = true
      sheet.accessibilityLabel = "Wallet tray"
      wallet.onManage = { [unowned self] in manageWallet() }
      wallet.onSmallBalancesChanged = { hidden in
        report("smallBalances", [("hidden", hidden ? "true" : "false")])
      }
      confirm.isModal = true
      confirm.accessibilityLabel = "Confirm removal"
      steps.wallet = wallet
      steps.onDone = { [unowned self] in sheet.dismiss() }
      steps.onRemove = { [unowned self] in confirm.present() }
      confirmation.onCancel = { [unowned self] in confirm.dismiss() }
      confirmation.onLearnMore = { [unowned self] in help.present() }
      help.isModal = true
      help.accessibilityLabel = "About recovery phrases"
      helpContent.onDone = { [unowned self] in help.dismiss() }
      confirmation.onRemove = { [unowned self] in
        wallet.hasWallet = false
        // The confirming sheet goes first, so keyboard focus is the tray's again for the done step.
        confirm.dismiss()
        steps.show(.done)
      }
      // The first step is built before anything shows: only the steps the user reaches are news.
      steps.show(.options, focus: false)
      steps.onStep = { step in
        report("step", [("step", JSONLines.string(step.rawValue))])
      }
      if marker { steps.onBuilt = WalletSteps.markFirstRow }
    }

    /// The footer's bounds as the last paint drew them, when the tray has a footer, and the
    /// marker's (`marker`), when the shown step has one.
    var drawnFields: [(String, String)]? {
      var fields = footer?.drawnFields(in: sheet.widget) ?? []
      if let marker = WidgetKit.bounds(of: sheet.marker(named: "peek"), in: sheet.widget) {
        fields.append(("marker", marker))
      }
      return fields.isEmpty ? nil : fields
    }

    /// The Manage Wallet button: presents the tray at its first step (or, with no wallet left,
    /// adds it back).
    private func manageWallet() {
      clicks += 1
      report("backgroundClick", [("target", JSONLines.string("manage-wallet")), ("count", String(clicks))])
      guard wallet.hasWallet else {
        wallet.hasWallet = true
        return
      }
      steps.show(.options, focus: false)
      sheet.present()
    }
  }

  /// The page behind the tray: a wallet icon, its name, balances and the Manage Wallet button.
  @MainActor
  final class WalletBackground {
    let widget: UnsafeMutablePointer<GtkWidget>
    private(set) var manageButton: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private var smallRows: [UnsafeMutablePointer<GtkWidget>] = []
    var onManage: (@MainActor () -> Void)?
    var onSmallBalancesChanged: (@MainActor (Bool) -> Void)?

    static let balances: [(asset: String, amount: String, isSmall: Bool)] = [
      ("Ether", "2.41 ETH", false), ("USD Coin", "1,250.00 USDC", false), ("Dogecoin", "0.31 DOGE", true),
      ("Basic Attention", "0.08 BAT", true),
    ]

    /// Whether the wallet exists (the flow's last step removes it).
    var hasWallet = true {
      didSet {
        gtk_label_set_text(OpaquePointer(title), hasWallet ? "Main Wallet" : "No Wallet")
        gtk_button_set_label(WidgetKit.cast(manageButton), hasWallet ? "Manage Wallet" : "Add Wallet")
        gtk_widget_set_visible(balanceList, hasWallet ? 1 : 0)
      }
    }

    /// Whether balances under a dollar are hidden.
    var hidesSmallBalances = false {
      didSet {
        for row in smallRows { gtk_widget_set_visible(row, hidesSmallBalances ? 0 : 1) }
        onSmallBalancesChanged?(hidesSmallBalances)
      }
    }

    private let balanceList: UnsafeMutablePointer<GtkWidget>

    init() {
      widget = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 14, cssClass: "wallet-page")
      let column = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 14)
      gtk_widget_set_valign(column, GTK_ALIGN_CENTER)
      gtk_widget_set_vexpand(column, 1)
      gtk_widget_set_halign(column, GTK_ALIGN_CENTER)
      WidgetKit.append(column, to: widget)
      let icon = Glyph.wallet.make(size: 64, color: (0.0, 0.48, 1.0))
      gtk_widget_set_halign(icon, GTK_ALIGN_CENTER)
      WidgetKit.append(icon, to: column)
      title = WidgetKit.label("Main Wallet", cssClass: "wallet-title", xalign: 0.5)
      WidgetKit.append(title, to: column)
      balanceList = WidgetKit.box(GTK_ORIENTATION_VERTICAL, spacing: 6, cssClass: "balance-list")
      for balance in Self.balances {
        let row = WidgetKit.box(GTK_ORIENTATION_HORIZONTAL, spacing: 24)
        let name = WidgetKit.label(balance.asset, cssClass: "balance-asset")
        gtk_widget_set_hexpand(name, 1)
        WidgetKit.append(name, to: row)
        WidgetKit.append(WidgetKit.label(balance.amount, cssClass: "balance-amount", xalign: 1), to: row)
        WidgetKit.append(row, to: balanceList)
        if balance.isSmall { smallRows.append(row) }
      }
      WidgetKit.append(balanceList, to: column)
      manageButton = WidgetKit.button("Manage Wallet", cssClass: "pill") {}
      gtk_widget_add_css_class(manageButton, "suggested-action")
      gtk_widget_set_halign(manageButton, GTK_ALIGN_CENTER)
      gtk_widget_set_margin_top(manageButton, 8)
      WidgetKit.append(manageButton, to: column)
      SignalAction.connect(manageButton, "clicked") { [unowned self] in onManage?() }
    }
  }
#endif
