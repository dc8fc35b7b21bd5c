// scripts/check-stub-signatures: the stub's compiler-printed interface against Apple's.

import Foundation
import SwiftSyntax

let signaturesUsage = """
  OVERVIEW: Compares the SwiftUI stub (Stubs/SwiftUI) with Apple's SwiftUI interface files.

  The stub's own interface is printed by this toolchain's compiler (-emit-module-interface, library
  evolution, Swift 5 mode, module SwiftUI), so both sides are one compiler's printing, read by
  SwiftParser. For every public declaration of the stub, finds the declaration of the same kind,
  name and argument labels in the same type (and extension constraints) of the interface, and
  compares:
  - the shape: parameter labels, types, default values, generic parameters and requirements,
    effects, result type, property type and accessors, typealias targets, enum cases;
  - the attributes: @frozen, @_disfavoredOverload, @propertyWrapper, @dynamicMemberLookup,
    @resultBuilder, @discardableResult, static / mutating / nonmutating, and, when the interface
    comes from a Swift 6 compiler (Xcode 16 and later), the isolation: @MainActor,
    @preconcurrency, nonisolated, and @Sendable / @isolated(any) / @_inheritActorContext / sending
    in parameter and closure types;
  - the availability per platform (introduced version, or unavailable; xrOS is visionOS);
  - conformances, the compiler's implied ones included (an enum's Hashable): the stub may declare
    fewer than Apple (a subset), never more. Sendable and BitwiseCopyable count only where the
    stub's source declares them: the compiler infers them from stored properties, which the
    stub's types lack and Apple's have.
  Module names are not compared (Foundation stands in for CoreGraphics on Linux; SwiftUICore is
  SwiftUI). Declarations introduced after the interface's SDK, or unavailable on its platform, are
  skipped; so are those marked
  `// signature-check: swift6-sdk` when the interface comes from an older compiler (they changed
  shape in the Xcode 16 SDKs: Stubs/SwiftUI/SIGNATURES.md says what and where they were checked),
  and those marked `// signature-check: stub-only`, which Apple implements without public API.
  A marker above a type or an extension holds for its members.

  USAGE: scripts/check-stub-signatures [--verbose] [--only NAMES] INTERFACE [INTERFACE ...]
    --verbose     list every declaration, matched or skipped, not only the differences
    --only NAMES  compare only the stub's declarations of these types (comma-separated: the types
                  and their members), for an interface excerpt that holds only them
    INTERFACE     an Apple SwiftUI (or SwiftUICore) .swiftinterface file; several files are read
                  as one SDK (the iOS 18 SDK splits SwiftUI into SwiftUI and SwiftUICore).

  EXIT STATUS: 0 when every compared declaration matches; 1 when one differs or is missing from an
  SDK that should have it; 2 on bad arguments, or when the stub's interface cannot be printed.
  """

private let shapeAttributes: [String: String] = [
  "frozen": "@frozen", "_disfavoredOverload": "@_disfavoredOverload", "propertyWrapper": "@propertyWrapper",
  "dynamicMemberLookup": "@dynamicMemberLookup", "resultBuilder": "@resultBuilder",
  "_functionBuilder": "@resultBuilder", "discardableResult": "@discardableResult",
]
private let isolationAttributes: [String: String] = ["MainActor": "@MainActor", "preconcurrency": "@preconcurrency"]
private let shapeModifiers: Set<String> = ["static", "mutating", "nonmutating"]
private let isolationModifiers: Set<String> = ["nonisolated"]
private let storageMarkers: Set<String> = ["Sendable", "BitwiseCopyable"]
private let comparedPlatforms = ["iOS", "macOS", "visionOS", "tvOS", "watchOS"]

/// An interface file's declarations, with what its header says: the SDK's platform version and
/// the compiler's major version.
struct Interface {
  var declarations: [Declaration] = []
  var sdk: [String: Version] = [:]
  var compilerMajor: Int?

  mutating func read(path: String, text: String) {
    for line in text.split(separator: "\n").prefix(10) where line.hasPrefix("//") {
      if line.contains("swift-compiler-version:"), let range = line.range(of: "Swift version ") {
        let major = Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 5
        compilerMajor = min(compilerMajor ?? major, major)
      }
      if line.contains("swift-module-flags:"), let range = line.range(of: "-target ") {
        let triple = line[range.upperBound...].prefix { $0 != " " }
        let parts = triple.split(separator: "-")
        if parts.count >= 3, parts[1] == "apple" {
          let os = parts[2].prefix { $0.isLetter }
          let platforms = ["ios": "iOS", "macos": "macOS", "xros": "visionOS", "visionos": "visionOS"]
          if let platform = platforms[String(os)], let version = Version(String(parts[2].dropFirst(os.count))) {
            sdk[platform] = version
          }
        }
      }
    }
    declarations += DeclarationCollector(file: SourceFile(path: path, text: text)).declarations
  }
}

/// Type name → the conformances declared on it or on its extensions (not those marked
/// unavailable everywhere).
private func conformanceTable(_ declarations: [Declaration]) -> [String: Set<String>] {
  var table: [String: Set<String>] = [:]
  for declaration in declarations where declaration.kind.isType {
    if isUnavailableEverywhere(declaration.attributes) { continue }
    let context = declaration.context.name
    let qualified =
      declaration.kind == .extension
      ? declaration.name : [context, declaration.name].filter { !$0.isEmpty }.joined(separator: ".")
    table[qualified, default: []].formUnion(declaration.conformances)
  }
  // Hashable refines Equatable: the iOS 26.2 interface prints `extension ControlSize : Hashable {}`
  // alone where the iOS 17.0 one printed both.
  for (type, conformances) in table where conformances.contains("Hashable") { table[type]?.insert("Equatable") }
  return table
}

private func isUnavailableEverywhere(_ attributes: AttributeListSyntax) -> Bool {
  for case .attribute(let attribute) in attributes where attributeName(attribute) == "available" {
    guard case .availability(let arguments) = attribute.arguments, let first = arguments.first,
      case .token(let star) = first.argument, star.text == "*"
    else { continue }
    if arguments.dropFirst().contains(where: { $0.argument.as(TokenSyntax.self)?.text == "unavailable" }) {
      return true
    }
  }
  return false
}

private func attributeSet(_ declaration: Declaration, isolation: Bool) -> Set<String> {
  var found: Set<String> = []
  for case .attribute(let attribute) in declaration.attributes {
    let name = attributeName(attribute)
    if let shape = shapeAttributes[name] { found.insert(shape) }
    if isolation, let isolated = isolationAttributes[name] { found.insert(isolated) }
  }
  found.formUnion(declaration.modifiers.filter { shapeModifiers.contains($0) })
  if isolation { found.formUnion(declaration.modifiers.filter { isolationModifiers.contains($0) }) }
  return found
}

private func newerThanSDK(_ availability: [String: Availability], _ sdk: [String: Version]) -> Bool {
  sdk.contains { platform, version in
    switch availability[platform] {
    case .introduced(let introduced): return introduced > version
    // Unavailable on the SDK's platform (UIKit's bridges in a macOS SDK): nothing to compare.
    case .unavailable: return true
    case nil: return false
    }
  }
}

private struct Comparison {
  let isolation: Bool
  let sdkConformances: [String: Set<String>]
  let stubConformances: [String: Set<String>]

  /// The differences from the candidate with the fewest, or nil when one matches.
  func problems(_ stub: Declaration, _ candidates: [Declaration]) -> [String]? {
    var best: [String]?
    for candidate in candidates {
      var problems: [String] = []
      let (stubShape, sdkShape) = (stub.shape(isolation: isolation), candidate.shape(isolation: isolation))
      if stubShape != sdkShape { problems.append("shape: stub `\(stubShape)`, SDK `\(sdkShape)`") }
      var (stubAttributes, sdkAttributes) = (
        attributeSet(stub, isolation: isolation), attributeSet(candidate, isolation: isolation)
      )
      if [.var, .let, .case, .associatedtype, .typealias].contains(stub.kind) {
        stubAttributes.remove("@frozen")
        sdkAttributes.remove("@frozen")
      }
      if stubAttributes != sdkAttributes {
        problems.append("attributes: stub \(listed(stubAttributes)), SDK \(listed(sdkAttributes))")
      }
      let (stubAvailability, sdkAvailability) = (stub.availability, candidate.availability)
      for platform in comparedPlatforms {
        let (mine, theirs) = (stubAvailability[platform], sdkAvailability[platform])
        if platform == "visionOS" && theirs == nil { continue }  // Swift 5 interfaces leave visionOS to follow iOS.
        if mine != theirs {
          problems.append(
            "availability on \(platform): stub \(mine?.description ?? "unstated"), SDK \(theirs?.description ?? "unstated")"
          )
        }
      }
      if stub.kind.isType && stub.kind != .extension {
        let qualified = [stub.context.name, stub.name].filter { !$0.isEmpty }.joined(separator: ".")
        var extra = stubConformances[qualified, default: []].subtracting(sdkConformances[qualified, default: []])
        if !isolation { extra.remove("Sendable") }
        if !extra.isEmpty {
          problems.append("conformances the SDK does not declare: " + extra.sorted().joined(separator: ", "))
        }
      }
      if problems.isEmpty { return nil }
      if best == nil || problems.count < best!.count { best = problems }
    }
    return best
  }

  private func listed(_ attributes: Set<String>) -> String {
    attributes.isEmpty ? "none" : "[" + attributes.sorted().map { "'\($0)'" }.joined(separator: ", ") + "]"
  }
}

/// The stub's declarations as printed in its interface, each with the source declaration it
/// was printed from (for the file, the line and the `// signature-check:` marker). `printed` is
/// nil for a declaration in an `#if` clause not compiled on Linux.
struct StubDeclaration {
  let printed: Declaration?
  let source: Declaration
  let file: String
}

/// Pairs the stub's source declarations with its printed interface's, by key in order. Members
/// the compiler implies (an enum's `==`) have no source and are left out, but their
/// extensions' conformances count.
func pairStubDeclarations(sources: [(file: String, declarations: [Declaration])], printed: [Declaration]) throws
  -> [StubDeclaration]
{
  var byKey: [String: [Declaration]] = [:]
  for declaration in printed where declaration.isPublic && declaration.kind != .extension {
    byKey[declaration.key, default: []].append(declaration)
  }
  var used: [String: Int] = [:]
  var result: [StubDeclaration] = []
  for (file, declarations) in sources {
    for declaration in declarations where declaration.isPublic && declaration.kind != .extension {
      let key = declaration.key
      let index = used[key, default: 0]
      guard let match = byKey[key], index < match.count else {
        if declaration.isConditional {
          result.append(StubDeclaration(printed: nil, source: declaration, file: file))
          continue
        }
        let (kind, context) = (declaration.kind.rawValue, declaration.context.name)
        throw ToolError.failed(
          "the stub's printed interface has no \(kind) \(context.isEmpty ? "" : context + ".")\(declaration.name)"
            + " (\(file):\(declaration.line))")
      }
      used[key] = index + 1
      result.append(StubDeclaration(printed: match[index], source: declaration, file: file))
    }
  }
  return result
}

func checkSignatures(_ arguments: [String], root: String, swiftc: String) throws -> Int32 {
  var arguments = arguments
  let verbose = arguments.contains("--verbose")
  arguments.removeAll { $0 == "--verbose" }
  var only: Set<String>?
  if let at = arguments.firstIndex(of: "--only") {
    guard at + 1 < arguments.count else {
      printError("check-stub-signatures: --only needs a list of names")
      return 2
    }
    only = Set(arguments[at + 1].split(separator: ",").map(String.init))
    arguments.removeSubrange(at...(at + 1))
  }
  if arguments.contains("-h") || arguments.contains("--help") {
    print(signaturesUsage)
    return 0
  }
  if arguments.isEmpty || arguments.contains(where: { $0.hasPrefix("-") }) {
    printError(signaturesUsage.components(separatedBy: "EXIT STATUS")[0])
    return 2
  }
  for path in arguments where !FileManager.default.fileExists(atPath: path) {
    printError("check-stub-signatures: no such file: \(path)")
    return 2
  }

  let stubDirectory = root + "/Stubs/SwiftUI"
  let stubFiles = try swiftFiles(in: stubDirectory, recursive: false)
  let printedText = try printInterface(of: stubFiles, swiftc: swiftc, root: root)
  let printed = DeclarationCollector(
    file: SourceFile(path: "SwiftUI.swiftinterface", text: printedText), firstClauseOnly: true
  ).declarations
  let sources = try stubFiles.map { path in
    let file = (path as NSString).lastPathComponent
    return (file, DeclarationCollector(file: SourceFile(path: file, text: try readText(path))).declarations)
  }
  let stub = try pairStubDeclarations(sources: sources, printed: printed)

  var interface = Interface()
  for path in arguments { interface.read(path: path, text: try readText(path)) }
  let compilerMajor = interface.compilerMajor ?? 5
  let isolation = compilerMajor >= 6
  var index: [String: [Declaration]] = [:]
  for declaration in interface.declarations where declaration.isPublic && declaration.kind != .extension {
    index[declaration.key, default: []].append(declaration)
  }
  // Sendable and BitwiseCopyable are inferred from stored properties, which the stub's types lack.
  let declared = conformanceTable(sources.flatMap { $0.1 })
  var stubConformances = conformanceTable(printed)
  for (type, conformances) in stubConformances {
    let inferred = conformances.intersection(storageMarkers).subtracting(declared[type, default: []])
    stubConformances[type] = conformances.subtracting(inferred)
  }
  let comparison = Comparison(
    isolation: isolation, sdkConformances: conformanceTable(interface.declarations),
    stubConformances: stubConformances)

  let sdkText = interface.sdk.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  print(
    "SDK: \(sdkText.isEmpty ? "unknown" : sdkText); compiler Swift \(compilerMajor): isolation "
      + (isolation ? "compared" : "not compared (older than Xcode 16)"))
  var (matched, differing, missing, skipped) = (0, 0, 0, 0)
  func report(_ status: String, _ label: String, _ location: String, _ note: String = "") {
    print(status.padding(toLength: 9, withPad: " ", startingAt: 0) + padded(label, 60) + " " + location + note)
  }
  for entry in stub {
    let location = "\(entry.file):\(entry.source.line)"
    guard let declaration = entry.printed else {
      let context = entry.source.context.name
      if let only, only.isDisjoint(with: [String(context.split(separator: ".").first ?? ""), entry.source.name]) {
        continue
      }
      skipped += 1
      let label = "\(entry.source.kind.rawValue) \(context.isEmpty ? "" : context + ".")\(entry.source.name)"
      if verbose { report("SKIPPED", label, location, " (in an #if clause not compiled on Linux)") }
      continue
    }
    let (context, constraints) = declaration.context
    if let only, only.isDisjoint(with: [String(context.split(separator: ".").first ?? ""), declaration.name]) {
      continue
    }
    let label = "\(entry.source.kind.rawValue) \(context.isEmpty ? "" : context + ".")\(declaration.name)"
    let directive = entry.source.directive ?? ""
    if directive.hasPrefix("stub-only") {
      skipped += 1
      if verbose { report("SKIPPED", label, location, " (the stub's own: \(directive))") }
      continue
    }
    if directive.hasPrefix("swift6-sdk") && !isolation {
      skipped += 1
      if verbose { report("SKIPPED", label, location, " (Xcode 16 SDK shape)") }
      continue
    }
    if newerThanSDK(declaration.availability, interface.sdk) {
      skipped += 1
      if verbose { report("SKIPPED", label, location, " (newer than this SDK, or unavailable on its platform)") }
      continue
    }
    let candidates = index[declaration.key] ?? []
    if candidates.isEmpty {
      missing += 1
      report("MISSING", label, location)
      continue
    }
    let sameContext = candidates.filter { $0.context.constraints == constraints }
    var problems = comparison.problems(declaration, sameContext.isEmpty ? candidates : sameContext)
    if problems == nil && sameContext.isEmpty {
      problems = [
        "extension constraints: stub `where \(constraints)`, SDK `where \(candidates[0].context.constraints)`"
      ]
    }
    if let problems {
      differing += 1
      report("DIFFERS", label, location)
      for problem in problems { print("         - " + problem) }
    } else {
      matched += 1
      if verbose { report("OK", label, location) }
    }
  }
  print("\(matched) match, \(differing) differ, \(missing) missing, \(skipped) skipped")
  return differing > 0 || missing > 0 ? 1 : 0
}

/// The stub's `.swiftinterface`, printed by the compiler as Apple's is: library evolution, the
/// Swift 5 language mode, module name SwiftUI (as Package.swift builds the stub).
private func printInterface(of files: [String], swiftc: String, root: String) throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stub-check-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let output = directory.appendingPathComponent("SwiftUI.swiftinterface").path
  // The SwiftUI stub's UIKit bridges import the UIKit stub (Stubs/UIKit): build its module first.
  let uiKit = try swiftFiles(in: root + "/Stubs/UIKit", recursive: false)
  if !uiKit.isEmpty {
    try runCompiler(
      swiftc,
      [
        "-parse-as-library", "-emit-module", "-enable-library-evolution", "-swift-version", "5", "-module-name",
        "UIKit", "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
      ] + uiKit)
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: swiftc)
  process.arguments =
    [
      "-parse-as-library", "-typecheck", "-enable-library-evolution", "-swift-version", "5", "-module-name",
      "SwiftUI", "-I", directory.path, "-emit-module-interface-path", output,
    ] + files
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let log = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0, let text = try? readText(output) else {
    throw ToolError.failed(
      "could not print the stub's interface with \(swiftc):\n" + String(decoding: log, as: UTF8.self))
  }
  return text
}

/// Runs the compiler with `arguments`, failing with its output when it fails.
private func runCompiler(_ swiftc: String, _ arguments: [String]) throws {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: swiftc)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let log = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw ToolError.failed("could not build the UIKit stub with \(swiftc):\n" + String(decoding: log, as: UTF8.self))
  }
}

private func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
