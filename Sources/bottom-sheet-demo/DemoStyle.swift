#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  /// The demo's CSS: the pages' backgrounds and the sheets' content. The sheets' own look is the
  /// library's.
  enum DemoStyle {
    static let css = """
      window {
        background-color: #f2f2f7;
      }
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

      .page-switcher {
        border-radius: 10px;
        box-shadow: 0 2px 8px rgba(0, 0, 0, 0.18);
      }
      .page-switcher button {
        min-height: 24px;
        padding: 2px 12px;
        font-size: 13px;
        font-weight: 600;
        background: rgba(255, 255, 255, 0.92);
        color: #1c1c1e;
        border: none;
        box-shadow: none;
      }
      .page-switcher button:checked {
        background: #007aff;
        color: white;
      }
      .page-switcher button:focus:focus-visible {
        outline: 2px solid rgba(0, 122, 255, 0.85);
        outline-offset: -4px;
      }
      .page-switcher button:checked:focus:focus-visible {
        outline-color: white;
      }

      .card-header {
        margin: 0 20px 10px 20px;
      }
      .card-title {
        font-size: 20px;
        font-weight: bold;
        color: #1c1c1e;
      }
      .card-subtitle, .row-detail {
        font-size: 13px;
        color: rgba(60, 60, 67, 0.7);
      }
      .playlist-list {
        margin: 0 16px 16px 16px;
      }
      .playlist-row {
        padding: 6px 8px;
        border-radius: 12px;
        background: rgba(255, 255, 255, 0.45);
      }
      .row-title {
        font-size: 15px;
        font-weight: 600;
        color: #1c1c1e;
      }

      .wallet-page {
        background-color: #f2f2f7;
      }
      .wallet-title {
        font-size: 24px;
        font-weight: bold;
      }
      .balance-list {
        min-width: 260px;
        padding: 10px 16px;
        border-radius: 12px;
        background: white;
      }
      .balance-asset, .balance-amount {
        font-size: 14px;
      }
      .balance-amount {
        color: rgba(60, 60, 67, 0.75);
      }
      button.pill {
        border-radius: 999px;
        padding: 10px 28px;
        font-size: 16px;
        font-weight: 600;
      }

      .tray-content {
        margin: 8px 24px 24px 24px;
      }
      .category-row {
        margin: 0 12px 8px 12px;
      }
      button.category {
        border-radius: 999px;
        padding: 6px 16px;
      }
      .tray-footer {
        padding: 12px 24px;
        background-color: rgb(236, 242, 255);
      }
      .tray-footer-note {
        font-size: 14px;
        color: rgba(60, 60, 67, 0.75);
      }
      .tray-title {
        font-size: 20px;
        font-weight: bold;
      }
      .tray-body {
        font-size: 14px;
        color: rgba(60, 60, 67, 0.75);
      }
      .tray-row {
        padding: 12px 16px;
        border-radius: 14px;
        background: rgba(118, 118, 128, 0.12);
        border: none;
        box-shadow: none;
      }
      .tray-row-title {
        font-size: 16px;
        font-weight: 500;
      }
      .tray-row.destructive {
        color: #e0322b;
      }
      .phrase-word {
        padding: 10px 4px;
        border-radius: 10px;
        background: rgba(118, 118, 128, 0.12);
        font-family: monospace;
        font-size: 14px;
      }
      button.tray-link {
        padding: 2px 0;
        font-size: 14px;
        font-weight: 600;
        color: rgb(0, 122, 255);
        background: none;
        border: none;
        box-shadow: none;
      }
      .tray-secondary, .tray-primary {
        padding: 10px;
        border-radius: 12px;
        font-size: 16px;
        font-weight: 600;
      }

      .search-header {
        padding: 2px 16px 12px 16px;
      }
      .search-header entry {
        min-height: 36px;
        border-radius: 10px;
        font-size: 16px;
      }
      .place-list {
        background: none;
      }
      .place-row {
        padding: 8px 16px;
      }
      .place-badge {
        min-width: 34px;
        min-height: 34px;
        border-radius: 17px;
        color: white;
        font-weight: bold;
      }
      .tone-0 { background: #ff9500; }
      .tone-1 { background: #5856d6; }
      .tone-2 { background: #34c759; }
      .tone-3 { background: #ff2d55; }
      .tone-4 { background: #007aff; }
      .tone-5 { background: #af52de; }
      .place-title {
        font-size: 15px;
        font-weight: 600;
      }
      .place-detail {
        font-size: 13px;
        color: rgba(60, 60, 67, 0.7);
      }
      """

    /// Installs ``css`` on the default display at application priority.
    @MainActor
    static func install() {
      guard let display = gdk_display_get_default() else { return }
      StyleSheet.install(css, on: display, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
  }
#endif
