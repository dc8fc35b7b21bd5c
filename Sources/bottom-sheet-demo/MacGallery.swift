#if os(macOS)
  import AppKit
  import SwiftUI
  import SwiftUIBottomSheet

  /// The gallery on a Mac: the four pages of the GTK demo — the Nearby drawer, a floating card, the
  /// wallet tray and the search sheet — written with SwiftUIBottomSheet, in a 390 × 844 window with a
  /// switcher at the top.
  ///
  /// `main.swift` calls ``run()`` on macOS.
  enum MacGallery {
    /// Runs the gallery's SwiftUI app; returns when the app quits.
    @MainActor
    static func run() {
      if #available(macOS 14, *) {
        MacGalleryApp.main()
      } else {
        FileHandle.standardError.write(Data("bottom-sheet-demo: the SwiftUI gallery needs macOS 14 or later\n".utf8))
      }
    }
  }

  @available(macOS 14, *)
  struct MacGalleryApp: App {
    var body: some Scene {
      WindowGroup("Bottom sheets") {
        MacGalleryView()
          .frame(width: 390, height: 844)
          .onAppear {
            // A command-line executable has no bundle: make it a regular app with a window in front.
            NSApplication.shared.setActivationPolicy(.regular)
            NSApplication.shared.activate()
          }
      }
      .windowResizability(.contentSize)
    }
  }

  /// The switcher and the page it shows.
  @available(macOS 14, *)
  struct MacGalleryView: View {
    enum Page: String, CaseIterable, Identifiable {
      case nearby = "Nearby"
      case floating = "Floating"
      case wallet = "Wallet"
      case search = "Search"

      var id: Self { self }
    }

    @State private var page = Page.nearby

    var body: some View {
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
