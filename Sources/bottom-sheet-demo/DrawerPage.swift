#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import GtkBottomSheet

  /// The "Nearby" drawer: a map and a drawer on three detents given as fractions.
  @MainActor
  final class DrawerPage: GalleryPage {
    /// The drawer: low 16 %, mid 50 %, high 88 % of the window's height, starting low, on the
    /// `.sheet` spring (0.45 s, bounce 0.2).
    static let configuration = SheetConfiguration(
      detents: [
        SheetDetent(id: "low", .fraction(0.16)),
        SheetDetent(id: "mid", .fraction(0.5)),
        SheetDetent(id: "high", .fraction(0.88)),
      ],
      initialDetent: "low",
      spring: .sheet)

    let sheet: BottomSheetView

    init() {
      sheet = BottomSheetView(
        configuration: Self.configuration, background: NearbyBackground.make(), content: NearbyPlaces.make())
      sheet.accessibilityLabel = "Drawer"
    }
  }
#endif
