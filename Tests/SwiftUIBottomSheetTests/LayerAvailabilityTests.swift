import Foundation
import Testing

/// The SwiftUI layer's floor is on its declarations, not in the manifest: the package's
/// deployment targets are the core's (iOS 13, macOS 10.15), so that an app on an older target can
/// use the core and adopt the layer behind `if #available`. Every top-level declaration of the
/// layer must then carry an availability of iOS 17, macOS 14 and visionOS 1 or later, and be
/// unavailable on tvOS and watchOS; one without it would fail to build for an app whose
/// deployment target is below iOS 17, and Linux, where availability means nothing, would not see
/// it.
@Suite("The SwiftUI layer's availability floor")
struct LayerAvailabilityTests {
  private static let layer = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/SwiftUIBottomSheet")

  /// Whether a line is a top-level declaration: at the left margin, it declares something.
  /// (Plain string matching: `Regex` needs macOS 13, above the test target's deployment target.)
  static func isDeclaration(_ line: String) -> Bool {
    let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate", "final", "nonisolated"]
    let introducers: Set<Substring> = [
      "struct", "enum", "class", "actor", "protocol", "extension", "func", "var", "let", "typealias",
    ]
    guard let first = line.first, first.isLetter else { return false }
    let words = line.split(separator: " ")
    guard let keyword = words.first(where: { !modifiers.contains($0) }) else { return false }
    return introducers.contains(keyword) && words.count > 1
  }

  /// What a declaration's `@available` lines say of each platform: its major version, or
  /// `nil` for `unavailable`. (`@available(iOS 17, macOS 14, *)` and `@available(tvOS,
  /// unavailable)` give `["iOS": 17, "macOS": 14, "tvOS": nil]`.)
  static func availability(_ attributes: [String]) -> [Substring: Int?] {
    var platforms: [Substring: Int?] = [:]
    for attribute in attributes where attribute.hasPrefix("@available(") && attribute.hasSuffix(")") {
      let arguments = attribute.dropFirst("@available(".count).dropLast().split(separator: ", ")
      if arguments.count == 2, arguments[1] == "unavailable" {
        platforms[arguments[0]] = .some(nil)
        continue
      }
      for argument in arguments {
        let parts = argument.split(separator: " ")
        if parts.count == 2, let major = parts[1].split(separator: ".").first.flatMap({ Int($0) }) {
          platforms[parts[0]] = major
        }
      }
    }
    return platforms
  }

  /// Whether availability meets the layer's floor: iOS 17 and visionOS 1 or later, macOS 14 or
  /// later (or unavailable), and unavailable on tvOS and watchOS.
  static func meetsFloor(_ platforms: [Substring: Int?]) -> Bool {
    func atLeast(_ name: Substring, _ major: Int, orUnavailable: Bool = false) -> Bool {
      switch platforms[name] {
      case .some(.some(let version)): version >= major
      case .some(.none): orUnavailable
      case .none: false
      }
    }
    return atLeast("iOS", 17) && atLeast("visionOS", 1) && atLeast("macOS", 14, orUnavailable: true)
      && platforms["tvOS"] == .some(nil) && platforms["watchOS"] == .some(nil)
  }

  /// The top-level declarations of a source text that lack the floor, as `line: text`.
  static func declarationsBelowFloor(in text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var missing: [String] = []
    for (index, line) in lines.enumerated() where isDeclaration(line) {
      var attributes: [String] = []
      var above = index - 1
      while above >= 0, lines[above].hasPrefix("@") || lines[above].hasPrefix("//") {
        attributes.append(lines[above])
        above -= 1
      }
      if !meetsFloor(availability(attributes)) { missing.append("\(index + 1): \(line)") }
    }
    return missing
  }

  @Test("every top-level declaration of the layer carries its availability")
  func everyDeclarationCarriesTheFloor() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.layer.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 20, "the layer's sources were not found at \(Self.layer.path)")
    var declarations = 0
    for file in files {
      let text = try String(contentsOf: Self.layer.appendingPathComponent(file), encoding: .utf8)
      declarations += text.split(separator: "\n").filter { Self.isDeclaration(String($0)) }.count
      let missing = Self.declarationsBelowFloor(in: text)
      #expect(missing.isEmpty, "\(file): \(missing.joined(separator: "; "))")
    }
    #expect(declarations > 50)
  }

  @Test("a declaration without the floor, or with a lower one, is reported")
  func plantedDeclarationsAreReported() {
    let source = """
      @available(iOS 17, macOS 14, visionOS 1, *)
      @available(tvOS, unavailable)
      @available(watchOS, unavailable)
      public struct Fine {}

      /// Documented, but with no availability.
      public struct Missing {}

      @available(iOS 16, macOS 14, visionOS 1, *)
      @available(tvOS, unavailable)
      @available(watchOS, unavailable)
      extension Fine {}

      @available(iOS 18, macOS 15, visionOS 2, *)
      @available(tvOS, unavailable)
      struct NotUnavailableOnWatchOS {}

      @available(iOS 17, visionOS 1, *)
      @available(macOS, unavailable)
      @available(tvOS, unavailable)
      @available(watchOS, unavailable)
      struct NotOnMacOS {}
      """
    #expect(
      Self.declarationsBelowFloor(in: source) == [
        "7: public struct Missing {}", "12: extension Fine {}", "16: struct NotUnavailableOnWatchOS {}",
      ])
  }
}
