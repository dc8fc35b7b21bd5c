#if os(macOS) || os(Linux)
  import Testing

  @testable import MacGallery

  /// The Mac gallery's views compile on Linux against the SwiftUI stub; these tests are what makes
  /// `swift build --build-tests` compile them there, and they check what the views show that can be
  /// read without a window.
  @MainActor
  @Suite struct MacGalleryTests {
    @available(macOS 14, *)
    @Test func switcherShowsTheFourPagesOfTheGTKGallery() {
      #expect(MacGalleryView.Page.allCases.map(\.rawValue) == ["Nearby", "Floating", "Wallet", "Search"])
    }

    @available(macOS 14, *)
    @Test func everyPageIsCreatedOutsideAWindow() {
      _ = MacGalleryView()
      _ = MacNearbyPage()
      _ = MacFloatingPage()
      _ = MacWalletPage()
      _ = MacSearchPage()
    }

    @available(macOS 14, *)
    @Test func searchPageListsTenThousandDistinctPlaces() {
      #expect(MacSearchPage.places.count == 10_000)
      #expect(Set(MacSearchPage.places).count == 10_000)
      #expect(MacSearchPage.places.first == "Harbor Café 1")
    }
  }
#endif
