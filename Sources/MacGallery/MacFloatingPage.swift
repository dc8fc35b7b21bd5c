#if os(macOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// A floating card: inset from the window's edges, every corner rounded, a thin material that
  /// blurs the artwork behind it, and three detents in points (120, 350 and 600).
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct MacFloatingPage: View {
    @State private var detent = SheetDetent(id: "min", .points(120))

    private static let detents: Set<SheetDetent> = [
      SheetDetent(id: "min", .points(120)),
      SheetDetent(id: "mid", .points(350)),
      SheetDetent(id: "full", .points(600)),
    ]

    private let playlists: [(name: String, detail: String)] = [
      ("Morning Light", "Acoustic · 42 songs"), ("Night Drive", "Synthwave · 31 songs"),
      ("Deep Focus", "Ambient · 58 songs"), ("Run Club", "Electronic · 27 songs"),
      ("Sunday Kitchen", "Soul · 36 songs"), ("Rainy Window", "Lo-fi · 64 songs"),
      ("Road Atlas", "Indie · 45 songs"), ("Piano Hours", "Classical · 22 songs"),
      ("Festival Eve", "Pop · 50 songs"), ("Harbor Lights", "Jazz · 33 songs"),
    ]

    var body: some View {
      artwork
        .bottomDrawer(selection: $detent, detents: Self.detents) {
          VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
              Text("Library").font(.title3.bold())
              Text("\(playlists.count) playlists, recently played first")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            ScrollView {
              LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(playlists, id: \.name) { playlist in
                  HStack(spacing: 12) {
                    Image(systemName: "music.note.list")
                      .frame(width: 36, height: 36)
                      .background(Color.accentColor.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
                    VStack(alignment: .leading) {
                      Text(playlist.name).font(.headline)
                      Text(playlist.detail).font(.caption).foregroundStyle(.secondary)
                    }
                  }
                }
              }
            }
            .sheetScrollHandoff()
          }
          .padding(.horizontal, 20)
        }
        .sheetStyle(.floating)
        .sheetBackground(.ultraThinMaterial)
        .sheetSpring(.snappy)
    }

    /// Bands of colour for the material to blur.
    private var artwork: some View {
      VStack(spacing: 0) {
        ForEach(0..<8) { band in
          Rectangle().fill(Color(hue: Double(band) / 8, saturation: 0.6, brightness: 0.9))
        }
      }
    }
  }
#endif
