#if os(macOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// The gallery on a Mac: the four pages of the GTK demo — the Nearby drawer, a floating card, the
  /// wallet tray and the search sheet — written with SwiftUIBottomSheet, under a switcher at the top.
  ///
  /// `bottom-sheet-demo` shows it in a 390 × 844 window on macOS. On Linux it is type-checked
  /// against the SwiftUI stub and never shown.
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  package struct MacGalleryView: View {
    /// The switcher's pages, in its order.
    enum Page: String, CaseIterable, Identifiable {
      case nearby = "Nearby"
      case floating = "Floating"
      case wallet = "Wallet"
      case search = "Search"

      var id: Self { self }
    }

    @State private var page = Page.nearby

    /// Creates the gallery, showing the Nearby page.
    package init() {}

    package var body: some View {
      VStack(spacing: 0) {
        Picker("Page", selection: $page) {
          ForEach(Page.allCases) { page in
            Text(page.rawValue).tag(page)
          }
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        .padding(8)

        Group {
          switch page {
          case .nearby: MacNearbyPage()
          case .floating: MacFloatingPage()
          case .wallet: MacWalletPage()
          case .search: MacSearchPage()
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped()
      }
    }
  }
#endif
