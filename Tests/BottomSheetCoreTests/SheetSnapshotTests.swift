import Foundation
import Testing

@testable import BottomSheetCore

/// Saving and restoring a sheet: identities, not heights, so a restored sheet re-resolves its
/// detent in the container it comes back to.
@Suite("Sheet snapshot")
struct SheetSnapshotTests {
  static let detents = [
    SheetDetent(id: "low", .fraction(0.2)), SheetDetent(id: "mid", .fraction(0.5)),
    SheetDetent(id: "high", .fraction(0.9)),
  ]
  static let configuration = SheetConfiguration(detents: detents, initialDetent: "low")

  @Test("a snapshot goes through JSON and back unchanged, with its fields' names")
  func codesAsJSON() throws {
    let snapshot = SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 212.5)
    let data = try JSONEncoder().encode(snapshot)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"detent\":\"mid\""), "\(text)")
    #expect(text.contains("\"scrollOffset\":212.5"), "\(text)")
    #expect(try JSONDecoder().decode(SheetSnapshot.self, from: data) == snapshot)
  }

  @Test("restored in a rotated container, the detent resolves there: mid is half of 390, not of 844")
  func reResolvesInTheNewContainer() {
    var sheet = SheetState(
      configuration: Self.configuration, container: SheetContainer(height: 844), contentHeight: 3000)
    _ = sheet.apply(.move(to: "mid", animated: false), at: 0.1)
    _ = sheet.apply(.scroll(to: 300), at: 0.2)
    #expect(sheet.height == 422)
    let restored = SheetState(
      configuration: Self.configuration, container: SheetContainer(height: 390, width: 844),
      restoring: sheet.snapshot, contentHeight: 3000)
    #expect(restored.detent == "mid")
    #expect(restored.height == 195)
    #expect(restored.scrollOffset == 300)
    #expect(restored.initialDiagnostics.isEmpty)
  }

  @Test("a settle is saved as the detent it goes to; a hidden sheet as the detent it presents at")
  func savesWhereTheSheetIsGoing() {
    var sheet = SheetState(configuration: Self.configuration, container: SheetContainer(height: 800))
    _ = sheet.apply(.move(to: "high", animated: true), at: 0.1)
    _ = sheet.tick(at: 0.15)
    #expect(sheet.phase == .settling)
    #expect(sheet.snapshot == SheetSnapshot(detent: "high", isPresented: true, scrollOffset: 0))
    var hidden = SheetState(configuration: Self.configuration, container: SheetContainer(height: 800), presented: false)
    _ = hidden.apply(.move(to: "mid", animated: true), at: 0.1)
    #expect(hidden.snapshot == SheetSnapshot(detent: "mid", isPresented: false, scrollOffset: 0))
    var restored = SheetState(
      configuration: Self.configuration, container: SheetContainer(height: 800), restoring: hidden.snapshot)
    _ = restored.apply(.present, at: 0.2)
    #expect(restored.detent == "mid", "presents where the saved sheet would have")
  }

  @Test("a detent that is gone falls back to the lowest, with a diagnostic; a bad offset becomes 0")
  func fallsBack() {
    let restored = SheetState(
      configuration: Self.configuration, container: SheetContainer(height: 800),
      restoring: SheetSnapshot(detent: "peek", isPresented: true, scrollOffset: .nan), contentHeight: 3000)
    #expect(restored.detent == "low")
    #expect(restored.height == 160)
    #expect(restored.scrollOffset == 0)
    #expect(restored.initialDiagnostics.count == 2, "\(restored.initialDiagnostics)")
  }

  @Test("a header detent saved before the header is measured waits for it, then is where the sheet goes")
  func awaitsAnUnmeasuredDetent() {
    let configuration = SheetConfiguration(detents: [SheetDetent(id: "low", .fraction(0.2)), .header])
    var restored = SheetState(
      configuration: configuration, container: SheetContainer(height: 800),
      restoring: SheetSnapshot(detent: SheetDetent.header.id, isPresented: true))
    #expect(restored.detent == "low", "stands in while the header has no height")
    _ = restored.apply(.headerHeight(300), at: 0.1)
    _ = restored.tick(at: 2)
    #expect(restored.detent == SheetDetent.header.id)
    #expect(restored.height == 300)
  }
}
