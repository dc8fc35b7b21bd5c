import SwiftUI
import SwiftUIBottomSheet
import Testing

// The README's SwiftUI example, as written there (the views it leaves to the app are the three
// placeholders below). That it compiles against the layer is the test.

@available(iOS 17, macOS 14, visionOS 1, *)
private struct MapBackground: View {
  var body: some View { Color.clear }
}

@available(iOS 17, macOS 14, visionOS 1, *)
private struct PlacesList: View {
  var body: some View { Text("Places") }
}

@available(iOS 17, macOS 14, visionOS 1, *)
private struct Filters: View {
  var body: some View { Text("Filters") }
}

@available(iOS 17, macOS 14, visionOS 1, *)
private struct NearbyScreen: View {
  @State private var detent: SheetDetent = .fraction(0.16)
  @State private var showsFilters = false

  var body: some View {
    MapBackground()
      // A drawer over the map; the map stays interactive.
      .bottomDrawer(selection: $detent, detents: [.fraction(0.16), .medium, .fraction(0.88)]) {
        PlacesList()
          .sheetScrollHandoff()  // the list hands the drag over to the sheet and back
      }
      .sheetStyle(.floating)
      .sheetSpring(SheetSpring(duration: 0.45, bounce: 0.2))
      .sheetBackgroundBlur(radius: 10)
      .onSheetEvent { event in print(event) }  // dragBegan, willSettle, settled, dismissed…
      // A modal sheet with its own detents.
      .bottomSheet(isPresented: $showsFilters) {
        Filters().sheetDetents([.medium, .large])
      }
  }
}

@Suite("README example")
struct ReadmeExampleTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the README's SwiftUI example compiles against the layer")
  @MainActor
  func readmeExampleCompiles() {
    _ = NearbyScreen()
    #expect(SheetDetent.fraction(0.16).id == "fraction(0.16)")
  }
}
