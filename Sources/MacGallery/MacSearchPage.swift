#if os(macOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// The search sheet: a header (grabber and search field) that stays visible at the lowest detent,
  /// a list of 10,000 places that hands the drag over to the sheet and back, and a map behind that
  /// blurs and dims as the sheet rises above the middle detent.
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct MacSearchPage: View {
    private static let middle = SheetDetent(id: "mid", .fraction(0.5))
    private static let top = SheetDetent(id: "top", .fraction(0.88))
    /// The list's 10,000 places, each named for a street, a kind of place and a number.
    static let places: [String] = {
      let kinds = ["Café", "Library", "Park", "Bakery", "Museum", "Market", "Station", "Gallery", "Pool", "Theatre"]
      let streets = ["Harbor", "Mill", "Station", "Orchard", "Bridge", "Castle", "Garden", "River", "Church", "Market"]
      return (0..<10_000).map { "\(streets[$0 / 10 % 10]) \(kinds[$0 % 10]) \($0 / 100 + 1)" }
    }()

    @State private var detent = SheetDetent.header
    @State private var query = ""

    private var results: [String] {
      query.isEmpty ? Self.places : Self.places.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
      LinearGradient(colors: [.green.opacity(0.5), .blue.opacity(0.4)], startPoint: .top, endPoint: .bottom)
        .overlay {
          Image(systemName: "map").font(.system(size: 120)).foregroundStyle(.white.opacity(0.6))
        }
        .bottomDrawer(selection: $detent, detents: [.header, Self.middle, Self.top]) {
          VStack(spacing: 0) {
            TextField("Search for a place or address", text: $query)
              .textFieldStyle(.roundedBorder)
              .padding(.horizontal, 16)
              .padding(.bottom, 12)
            List(results, id: \.self) { place in
              Label(place, systemImage: "mappin.circle.fill")
            }
            .listStyle(.plain)
            .sheetScrollHandoff()
          }
        }
        .sheetBackgroundBlur(radius: 14)
        .sheetScrim(opacity: 0.2)
        .sheetBackgroundInteraction(.enabled(upThrough: Self.middle))
        .sheetKeyboardPolicy(.expand)
    }
  }
#endif
