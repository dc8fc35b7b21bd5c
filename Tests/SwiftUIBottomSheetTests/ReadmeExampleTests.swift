import Foundation
import SwiftUI
import SwiftUIBottomSheet
import Testing

// The README's SwiftUI example, as written there (the types it leaves to the app are the three
// placeholders below). That it compiles against the layer is one test; that it is the README's,
// line for line, is the other.

@available(iOS 17, macOS 14, visionOS 1, *)
private struct MapBackground: View {
  var body: some View { Color.clear }
}

private struct Place {
  var name: String
}

@available(iOS 17, macOS 14, visionOS 1, *)
private struct FilterControls: View {
  var body: some View { Text("Filters") }
}

@available(iOS 17, macOS 14, visionOS 1, *)
// README-BEGIN
private struct NearbyScreen: View {
  var places: [Place]
  @State private var detent: SheetDetent = .fraction(0.16)
  @State private var showsFilters = false
  @State private var hasChanges = false

  var body: some View {
    MapBackground()
      // A drawer over the map; the map stays interactive.
      .bottomDrawer(selection: $detent, detents: [.fraction(0.16), .medium, .fraction(0.88)]) {
        List(places, id: \.name) { place in
          Text(place.name)
        }
        .sheetScrollHandoff()  // on the List itself: it hands the drag over to the sheet and back
      }
      // The drawer's options: they reach the sheets presented inside them (the drawer), not
      // the filters' sheet, which is presented around them and keeps the defaults.
      .sheetStyle(.floating)
      .sheetSpring(SheetSpring(duration: 0.45, bounce: 0.2))
      .sheetBackgroundBlur(radius: 10)
      .onSheetEvent { event in print(event) }  // dragBegan, willSettle, settled, dismissed…
      // A modal sheet over the whole window, tab and navigation bars included.
      .bottomSheet(isPresented: $showsFilters) {
        ScrollView {
          FilterControls()  // toggles and pickers
        }
        .sheetScrollHandoff()  // on the ScrollView (or Form) itself: the drag hands over here too
        .sheetDetents([.medium, .large])  // options inside the content, as presentation… ones
        .sheetDismissalDisabled(hasChanges)
      }
  }
}
// README-END

@available(iOS 17, macOS 14, visionOS 1, *)
// INSTALLATION-BEGIN
private struct ContentView: View {
  @State private var showsDetails = false

  var body: some View {
    VStack {
      Button("Show details") { showsDetails = true }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    // On the view that fills the window: on macOS the sheet is drawn inside this view's frame.
    .bottomSheet(isPresented: $showsDetails) {
      Text("Details")
        .sheetDetents([.medium, .large])
    }
  }
}
// INSTALLATION-END

@Suite("README example")
struct ReadmeExampleTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the README's SwiftUI example compiles against the layer")
  @MainActor
  func readmeExampleCompiles() {
    _ = NearbyScreen(places: [Place(name: "Bakery")])
    #expect(SheetDetent.fraction(0.16).id == "fraction(0.16)")
  }

  @Test("the example here is the README's, line for line")
  func sameAsReadme() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let section = try #require(readme.range(of: "## SwiftUI usage")).upperBound
    let block = readme[section...].components(separatedBy: "```swift\n")[1].components(separatedBy: "```")[0]
    let example = try #require(block.range(of: "struct NearbyScreen: View {")).lowerBound
    let copy = here.components(separatedBy: "// README-BEGIN\n")[1].components(separatedBy: "// README-END")[0]
    #expect(copy == "private " + block[example...])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the README's first sheet, under Installation, compiles against the layer")
  @MainActor
  func installationExampleCompiles() {
    _ = ContentView()
    #expect(SheetDetent.medium.id != SheetDetent.large.id)
  }

  @Test("the first sheet here is the README's, line for line")
  func installationSameAsReadme() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let start = try #require(readme.range(of: "## Installation")).upperBound
    let end = try #require(readme.range(of: "\n## ", range: start..<readme.endIndex)).lowerBound
    let blocks = readme[start..<end].components(separatedBy: "```swift\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
    let block = try #require(blocks.first { $0.contains("struct ContentView: View {") })
    let example = try #require(block.range(of: "struct ContentView: View {")).lowerBound
    let copy = here.components(separatedBy: "// INSTALLATION-BEGIN\n")[1].components(
      separatedBy: "// INSTALLATION-END")[0]
    #expect(copy == "private " + block[example...])
  }
}
