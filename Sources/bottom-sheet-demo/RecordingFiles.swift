import BottomSheetCore
import Foundation
import SheetScenario

/// Where `--record FILE` writes each page's recording, and the writing.
enum RecordingFiles {
  /// The file for `page`: `base` itself for the first page shown, else `base` with `-<page>`
  /// before its extension (`rec.json` → `rec-search.json`; `rec` → `rec-search`).
  static func path(base: String, page: DemoPage, isFirst: Bool) -> String {
    guard !isFirst else { return base }
    let url = URL(fileURLWithPath: base)
    let name = url.lastPathComponent
    let stem: String
    let suffix: String
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      stem = String(name[..<dot])
      suffix = String(name[dot...])
    } else {
      stem = name
      suffix = ""
    }
    let directory = String(base.dropLast(name.count))
    return directory + stem + "-" + page.rawValue + suffix
  }

  /// Writes `recording` as a scenario file at `path`.
  ///
  /// - Returns: `nil`, or a message saying why the file could not be written.
  static func write(_ recording: SheetRecording, page: DemoPage, to path: String) -> String? {
    let scenario = Scenario(
      recording: recording, description: "recorded by bottom-sheet-demo --record, page \(page.rawValue)")
    do {
      try Data(scenario.jsonText(description: scenario.description).utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
      return nil
    } catch {
      return "cannot write the \(page.rawValue) page's recording to \(path): \((error as NSError).localizedDescription)"
    }
  }
}
