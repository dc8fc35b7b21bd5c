import Foundation
import Testing

/// Where the scenario cases live: the shared cases beside the project (`../shared/cases`) and
/// the project's own (`Tests/SheetScenarioTests/Cases`).
enum CaseFiles {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let sharedDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/cases")
  /// Cases for the open issues (`../shared/cases-next`), run beside the shared cases.
  static let nextDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/cases-next")
  /// Cases for the issue "Core faults from a third round of public bug reports"
  /// (`../shared/cases-next/round-three`), run beside the others.
  static let roundThreeDirectory = nextDirectory.appendingPathComponent("round-three")
  static let ownDirectory = packageRoot.appendingPathComponent("Tests/SheetScenarioTests/Cases")

  /// Whether the team's shared folder is beside this clone. A clone made elsewhere has none, and
  /// skips the shared cases; CI (`CI=true`) never does.
  static var sharedIsPresent: Bool { FileManager.default.fileExists(atPath: sharedDirectory.path) }

  /// Whether this run is the team's CI (the environment variable `CI` is `true`), which must
  /// have the shared folder. A public CI that has no shared folder by design (the macOS workflow)
  /// sets `SHEET_SHARED_CASES=absent` and skips them like any clone.
  static var isCI: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["CI"] == "true" && environment["SHEET_SHARED_CASES"] != "absent"
  }

  /// The cases in `cases-next` that belong to an issue not resolved yet, by file name, with the
  /// reason each fails: they run as known issues, and one that starts passing fails the test
  /// until it is taken off this list.
  static let expectedFailures: [String: String] = [:]

  /// Whether a case is in a folder of open issues' cases, where it may be an expected failure.
  static func isForAnOpenIssue(_ file: Case) -> Bool {
    file.directory == nextDirectory || file.directory == roundThreeDirectory
  }

  static func files(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
  }

  /// A case file: its folder and name.
  struct Case: Sendable, CustomTestStringConvertible {
    var directory: URL
    var name: String
    var url: URL { directory.appendingPathComponent(name) }
    var testDescription: String { "\(directory.lastPathComponent)/\(name)" }
  }

  /// Every case, from the shared folder (when it is there), the open issues' folder and the
  /// project's own: one list, so a clone without `../shared` runs the project's cases and prints
  /// one line for the missing folder, not one per empty list.
  static var all: [Case] {
    [sharedDirectory, nextDirectory, roundThreeDirectory, ownDirectory].flatMap { directory in
      files(in: directory).map { Case(directory: directory, name: $0.lastPathComponent) }
    }
  }

  /// Every shared case, by file name. Empty when the folder is missing: a separate test says so.
  static var shared: [String] { files(in: sharedDirectory).map(\.lastPathComponent) }
  /// Every case for the open issues, by file name (the folder's own, then `round-three`'s).
  static var next: [String] {
    (files(in: nextDirectory) + files(in: roundThreeDirectory)).map(\.lastPathComponent)
  }
  /// Every case of the project's own.
  static var own: [String] { files(in: ownDirectory).map(\.lastPathComponent) }

  /// The directory holding the built products (the test bundle sits beside `sheet-sim`).
  ///
  /// On Apple platforms the tests run inside a host process — `xctest`, or the toolchain's
  /// `swiftpm-testing-helper` for Swift Testing — that loads the test bundle
  /// `<products>/<package>PackageTests.xctest`, so the executable's path says nothing about the
  /// products: their folder is the loaded bundle's (as SwiftPM's own executable template finds
  /// it). On Linux the test runner is `<products>/<package>PackageTests.xctest` itself.
  static var productsDirectory: URL {
    #if canImport(Darwin)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      return Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
    #else
      let executable =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
      var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
      while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("sheet-sim").path) {
        url = url.deletingLastPathComponent()
      }
      return url
    #endif
  }
}

#if canImport(Darwin)
  /// A class whose code is in the test bundle, so `Bundle(for:)` finds the bundle in any host.
  private final class BundleMarker {}
#endif
