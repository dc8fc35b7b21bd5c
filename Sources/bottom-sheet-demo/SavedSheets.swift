import BottomSheetCore
import Foundation

/// `--state FILE`: each page's sheet saved when the demo quits and restored when it starts, as an
/// app keeps its sheets across a relaunch (`BottomSheetView.snapshot` and `restore(_:)`). The
/// file is a JSON object of `SheetSnapshot`s by page name, `{"search": {"detent": "mid", …}}`.
enum SavedSheets {
  /// The snapshots in `path` by page, or none when the file does not exist or cannot be read
  /// (a diagnostic on standard error for one that cannot).
  static func read(_ path: String) -> [DemoPage: SheetSnapshot] {
    guard FileManager.default.fileExists(atPath: path) else { return [:] }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let byName = try JSONDecoder().decode([String: SheetSnapshot].self, from: data)
      return Dictionary(
        uniqueKeysWithValues: byName.compactMap { name, snapshot in
          DemoPage(rawValue: name).map { ($0, snapshot) }
        })
    } catch {
      TraceOutput.write("bottom-sheet-demo: \(path) holds no saved sheets (\(error)); starting afresh", to: 2)
      return [:]
    }
  }

  /// Writes `snapshots` to `path`; returns a failure's message, or `nil`.
  static func write(_ snapshots: [DemoPage: SheetSnapshot], to path: String) -> String? {
    let byName = Dictionary(uniqueKeysWithValues: snapshots.map { ($0.key.rawValue, $0.value) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      try encoder.encode(byName).write(to: URL(fileURLWithPath: path))
      return nil
    } catch {
      return "could not save the sheets to \(path): \(error)"
    }
  }
}
