// `@available` attributes and `#available` conditions, read from their syntax.

import SwiftSyntax

/// The platforms availability is read for. `xrOS` (Xcode 15's name) is visionOS.
let platformNames: [String: String] = [
  "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS", "xrOS": "visionOS",
]

/// A version as numbers, without trailing zeros (`17.0` is `[17]`), so `17` and `17.0` are equal.
struct Version: Comparable, Hashable, CustomStringConvertible {
  var components: [Int]

  init(_ components: [Int]) {
    var components = components
    while components.count > 1 && components.last == 0 { components.removeLast() }
    self.components = components
  }

  init?(_ text: String) {
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    self.init(parts.map { $0! })
  }

  init(_ syntax: VersionTupleSyntax) {
    self = Version(syntax.trimmedDescription) ?? Version([0])
  }

  static let unavailable = Version([1_000_000])

  var description: String { components.map(String.init).joined(separator: ".") }

  static func < (a: Version, b: Version) -> Bool {
    for (x, y) in zip(a.components, b.components) where x != y { return x < y }
    return a.components.count < b.components.count
  }
}

/// What one declaration's attributes say about a platform.
enum Availability: Equatable, CustomStringConvertible {
  case introduced(Version)
  case unavailable

  var description: String {
    switch self {
    case .introduced(let version): return version.description
    case .unavailable: return "unavailable"
    }
  }
}

/// Platform → availability, from the `@available` attributes of a list (later ones win).
func readAvailability(_ attributes: AttributeListSyntax) -> [String: Availability] {
  var result: [String: Availability] = [:]
  for case .attribute(let attribute) in attributes where attributeName(attribute) == "available" {
    guard case .availability(let arguments) = attribute.arguments else { continue }
    let items = Array(arguments)
    guard let first = items.first else { continue }
    if case .token(let token) = first.argument, token.text == "*" {
      // `@available(*, unavailable)`: nowhere. `@available(*, deprecated)` says nothing here.
      if items.dropFirst().contains(where: { isToken($0, "unavailable") }) {
        for platform in Set(platformNames.values) { result[platform] = .unavailable }
      }
      continue
    }
    if case .token(let token) = first.argument, let platform = platformNames[token.text] {
      // `@available(iOS, unavailable)`, `@available(iOS, introduced: 13.0, deprecated: …)`.
      for item in items.dropFirst() {
        if isToken(item, "unavailable") { result[platform] = .unavailable }
        if case .availabilityLabeledArgument(let labeled) = item.argument, labeled.label.text == "introduced",
          case .version(let version) = labeled.value
        {
          result[platform] = .introduced(Version(version))
        }
      }
      continue
    }
    for item in items {
      // `@available(iOS 17.0, macOS 14.0, *)`.
      if case .availabilityVersionRestriction(let restriction) = item.argument,
        let platform = platformNames[restriction.platform.text], let version = restriction.version
      {
        result[platform] = .introduced(Version(version))
      }
    }
  }
  return result
}

/// The versions an `#available` condition or an `@available` list names: `iOS 18, macOS 15, *` is
/// `["iOS": 18, "macOS": 15]`; `visionOS, unavailable` names none.
func floors(of arguments: AvailabilityArgumentListSyntax) -> [String: Version] {
  var result: [String: Version] = [:]
  for item in arguments {
    if case .availabilityVersionRestriction(let restriction) = item.argument,
      let platform = platformNames[restriction.platform.text], let version = restriction.version
    {
      result[platform] = Version(version)
    }
  }
  return result
}

/// The platforms an `@available(visionOS, unavailable)` list leaves out: the declaration's body is
/// not compiled there.
func unavailablePlatforms(of arguments: AvailabilityArgumentListSyntax) -> Set<String> {
  let items = Array(arguments)
  guard items.count == 2, case .token(let token) = items[0].argument, let platform = platformNames[token.text],
    isToken(items[1], "unavailable")
  else { return [] }
  return [platform]
}

private func isToken(_ item: AvailabilityArgumentSyntax, _ text: String) -> Bool {
  if case .token(let token) = item.argument { return token.text == text }
  return false
}
