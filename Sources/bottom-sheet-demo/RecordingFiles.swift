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

  /// Why the recordings of a session cannot be written at `base` (and beside it, for the other
  /// pages), or `nil` when they can: its folder must exist and take new files, and `base`, when
  /// it exists, must be a file that can be replaced. Checked at start-up, so that a session is not
  /// lost when the demo quits.
  static func problem(writingTo base: String) -> String? {
    let files = FileManager.default
    let folder = URL(fileURLWithPath: base).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return "cannot record to \(base): the folder \(folder) does not exist"
    }
    guard files.isWritableFile(atPath: folder) else {
      return "cannot record to \(base): the folder \(folder) is not writable"
    }
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: base, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return "cannot record to \(base): it is a folder" }
      if !files.isWritableFile(atPath: base) { return "cannot record to \(base): the file is not writable" }
    }
    return nil
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
