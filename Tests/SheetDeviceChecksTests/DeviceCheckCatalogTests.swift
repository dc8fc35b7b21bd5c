#if os(iOS) || os(Linux)
  import Foundation
  import SwiftUIBottomSheet
  import Testing

  @testable import SheetDeviceChecks

  /// The catalog against the article's table, the event tally, and the screens built outside a
  /// window (what makes `swift build --build-tests` type-check them on Linux).
  @MainActor
  @Suite struct DeviceCheckCatalogTests {
    /// The table "Check these first on a device", read from the layer's article.
    static func tableRows() throws -> [Int: String] {
      let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SwiftUIBottomSheet/SwiftUIBottomSheet.docc/OnApplePlatforms.md")
      let text = try String(contentsOf: article, encoding: .utf8)
      let section = try #require(text.components(separatedBy: "## Check these first on a device").last)
      var rows: [Int: String] = [:]
      for line in section.split(separator: "\n") where line.hasPrefix("| ") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        if let number = cells.first.flatMap({ Int($0) }), rows[number] == nil { rows[number] = String(line) }
      }
      return rows
    }

    @available(iOS 17, *)
    @Test func everyCheckIsARowOfTheArticlesTable() throws {
      let rows = try Self.tableRows()
      for check in DeviceCheck.all {
        #expect(rows[check.number] != nil, "check \(check.number) is not a row of the table")
      }
    }

    @available(iOS 17, *)
    @Test func everyScreenHasOneCheckInTheOrderOfTheirNumbers() {
      #expect(DeviceCheck.all.map(\.number) == [1, 2, 3, 4, 5, 6, 7, 14, 22])
      #expect(DeviceCheck.all.map(\.screen).count == DeviceCheck.Screen.allCases.count)
      #expect(Set(DeviceCheck.all.map(\.screen)) == Set(DeviceCheck.Screen.allCases))
      #expect(DeviceCheck.all.allSatisfy { !$0.steps.isEmpty && !$0.expected.isEmpty })
      #expect(DeviceCheck.numbered(22)?.screen == .presentedAtLaunch)
      #expect(DeviceCheck.numbered(8) == nil)
    }

    @available(iOS 17, *)
    @Test func tallyCountsDragsSettlesAndPresentations() {
      var tally = SheetEventTally()
      tally.record(.presented)
      tally.record(.dragBegan(height: 135))
      tally.record(.willSettle(target: "medium", velocity: -300))
      tally.record(.settled(detent: "medium", height: 422))
      tally.record(.diagnostic("no scroll view"))
      tally.record(.dismissed)
      #expect(tally.drags == 1)
      #expect(tally.settles == 1)
      #expect(
        tally.lines == [
          "drags begun: 1, settles: 1, last settled: medium at 422 pt", "presented: 1, dismissed: 1",
          "diagnostic: no scroll view",
        ])
    }

    @available(iOS 17, *)
    @Test func everyScreenIsCreatedOutsideAWindow() {
      _ = DeviceChecksView()
      for check in DeviceCheck.all {
        _ = DeviceChecksView.screen(for: check)
      }
    }
  }
#endif
