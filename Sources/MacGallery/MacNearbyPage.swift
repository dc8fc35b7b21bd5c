#if os(macOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// The Nearby drawer: detents at 16, 50 and 88 % of the window over a map-like gradient, written
  /// with the Bottom Drawer component's API (`BottomDrawer(detent:)` in a `ZStack`).
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct MacNearbyPage: View {
    @State private var detent: CGFloat = 0.16

    private let places: [(name: String, symbol: String, color: Color)] = [
      ("Harbor Coffee", "cup.and.saucer.fill", .brown),
      ("City Library", "books.vertical.fill", .indigo),
      ("Riverside Park", "leaf.fill", .green),
      ("Old Town Bakery", "birthday.cake.fill", .pink),
    ]

    var body: some View {
      ZStack {
        LinearGradient(colors: [.teal, .cyan, .mint], startPoint: .topLeading, endPoint: .bottomTrailing)
        Image(systemName: "mappin.and.ellipse")
          .font(.system(size: 44))
          .foregroundStyle(.white)
          .offset(y: -180)
          .accessibilityHidden(true)

        BottomDrawer(detent: $detent) {
          VStack(alignment: .leading, spacing: 18) {
            Text("Nearby").font(.title2.bold())
            ForEach(places, id: \.name) { place in
              Label {
                Text(place.name).font(.headline)
              } icon: {
                Image(systemName: place.symbol).foregroundStyle(place.color).frame(width: 28)
              }
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 24)
        }
      }
      .sheetSensoryFeedback(.alignment)
    }
  }
#endif
