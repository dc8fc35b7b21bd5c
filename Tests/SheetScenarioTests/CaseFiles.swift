import Foundation

/// Where the scenario cases live: the shared cases beside the project (`../shared/cases`) and
/// the project's own (`Tests/SheetScenarioTests/Cases`).
enum CaseFiles {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let sharedDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/cases")
  static let ownDirectory = packageRoot.appendingPathComponent("Tests/SheetScenarioTests/Cases")

  static func files(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
  }

  /// Every shared case, by file name. Empty when the folder is missing: a separate test fails then.
  static var shared: [String] { files(in: sharedDirectory).map(\.lastPathComponent) }
  /// Every case of the project's own.
  static var own: [String] { files(in: ownDirectory).map(\.lastPathComponent) }

  /// The directory holding the built products (the test bundle sits beside `sheet-sim`).
  static var productsDirectory: URL {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
    // On Linux the test runner is `<products>/<package>PackageTests.xctest`; on macOS it lies
    // inside the bundle at `Contents/MacOS`.
    while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("sheet-sim").path) {
      url = url.deletingLastPathComponent()
    }
    return url
  }
}
