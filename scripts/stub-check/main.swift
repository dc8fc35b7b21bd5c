// stub-check: the two checks that keep Stubs/SwiftUI honest, over the toolchain's SwiftParser.
//
//   stub-check signatures ARGUMENTS    scripts/check-stub-signatures
//   stub-check availability ARGUMENTS  scripts/lint-availability
//
// Built and run by scripts/lib/stub-check, which passes the repository's root and the compiler
// in STUB_CHECK_ROOT and STUB_CHECK_SWIFTC. SwiftParser's API is not stable across toolchains:
// this tool is written for the one the project pins (scripts/lib/stub-check checks it).

import Foundation

enum ToolError: Error {
  case failed(String)
}

func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

func readText(_ path: String) throws -> String {
  try String(contentsOfFile: path, encoding: .utf8)
}

/// The `.swift` files of a directory, sorted by path.
func swiftFiles(in directory: String, recursive: Bool) throws -> [String] {
  let names =
    recursive
    ? (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? [])
    : try FileManager.default.contentsOfDirectory(atPath: directory)
  return names.filter { $0.hasSuffix(".swift") }.map { directory + "/" + $0 }.sorted()
}

let environment = ProcessInfo.processInfo.environment
let root = environment["STUB_CHECK_ROOT"] ?? FileManager.default.currentDirectoryPath
let swiftc = environment["STUB_CHECK_SWIFTC"] ?? "swiftc"
var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()
do {
  switch command {
  case "signatures": exit(try checkSignatures(arguments, root: root, swiftc: swiftc))
  case "availability": exit(try lintAvailability(arguments, root: root))
  default:
    printError("USAGE: stub-check signatures|availability ARGUMENTS (see scripts/check-stub-signatures --help)")
    exit(2)
  }
} catch ToolError.failed(let message) {
  printError("stub-check: " + message)
  exit(2)
} catch {
  printError("stub-check: \(error)")
  exit(2)
}
