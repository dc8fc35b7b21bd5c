// scripts/lint-availability: uses of an API newer than the deployment targets, outside a guard.

import Foundation
import SwiftSyntax

let lintUsage = """
  OVERVIEW: Fails when the SwiftUI layer uses an API its deployment targets do not have.

  On Linux the layer compiles against the stub in Stubs/SwiftUI, where `@available` is ignored and
  `#available(iOS 99, *)` is true, so nothing stops a use of an iOS 18 API in code that must run
  on iOS 17. This lint reads, with SwiftParser, the availability of every declaration the stubs
  (Stubs/SwiftUI, Stubs/UIKit, Stubs/os) declare (the same attributes as Apple's SDK; scripts/check-stub-signatures keeps them so) and
  of the layer's own `@available` declarations, and reports each reference (a name in an
  expression or a type) that is newer than the deployment targets — iOS 17, macOS 14,
  visionOS 1 — or unavailable on one of those platforms, unless it is
  - inside `if #available(...) { ... }` (or after the condition in the same `if`, or in the
    `else` of `if #unavailable(...)`), or after `guard #available(...) else { ... }`, naming a
    high enough version for each of the three platforms (`*` leaves the others at their
    deployment target, so `#available(iOS 18, *)` does not cover macOS);
  - inside a declaration marked `@available(...)` with high enough versions;
  - inside `#if os(...)` / `#if !os(...)` (with `||`, `&&`, `#elseif`, `#else`) that leaves out
    the platforms where it is missing; `canImport(UIKit)` counts as iOS and visionOS.
  Overloads are told apart by the call's argument labels. It also reports a top-level
  declaration of the layer without `@available(iOS 17, macOS 14, visionOS 1, *)` and
  `@available(tvOS, unavailable) @available(watchOS, unavailable)`: the layer exists on iOS,
  macOS and visionOS only, from those versions.

  USAGE: scripts/lint-availability [FILE ...]
    FILE  Swift files to check; by default every file in Sources/SwiftUIBottomSheet,
          Sources/MacGallery (the Mac gallery's views: macOS 14, unavailable elsewhere) and
          Sources/SheetDeviceChecks (the device-check screens: iOS 17, unavailable elsewhere).

  EXIT STATUS: 0 when nothing is reported, 1 otherwise, 2 when a file cannot be read.
  """

private let deployment: [String: Version] = ["iOS": Version([17]), "macOS": Version([14]), "visionOS": Version([1])]
private let lintPlatforms = ["iOS", "macOS", "visionOS"]
/// Where the layer does not exist: SwiftUI there has no `DragGesture`, and the package's
/// `platforms:` names no deployment target for them.
private let excludedPlatforms = ["tvOS", "watchOS"]

/// Platform → the version a declaration needs (`Version.unavailable` when it is not there).
private func requirement(_ availability: [String: Availability]) -> [String: Version] {
  var need: [String: Version] = [:]
  for platform in lintPlatforms {
    var value = availability[platform]
    if value == nil && platform == "visionOS", let iOS = availability["iOS"] {
      // visionOS takes iOS availability: iOS 17 is visionOS 1, iOS 18 is visionOS 2.
      switch iOS {
      case .unavailable: value = .unavailable
      case .introduced(let version): value = .introduced(Version([max(1, version.components[0] - 16)]))
      }
    }
    switch value {
    case .unavailable: need[platform] = .unavailable
    case .introduced(let version): need[platform] = version
    case nil: break
    }
  }
  return need
}

private func newerThanDeployment(_ need: [String: Version]) -> Bool {
  lintPlatforms.contains { need[$0, default: Version([0])] > deployment[$0]! }
}

private struct Symbol {
  let labels: [(label: String, hasDefault: Bool)]?
  let need: [String: Version]
  let origin: String
}

/// Name → overloads with what they need, for every declaration newer than the deployment
/// targets (or missing on one of their platforms).
///
/// Types are listed by name. Members are listed only when they are newer than the type they
/// belong to (a modifier added to `View` in iOS 18): the members of a newer type can only be
/// reached through the type, or through a member that is listed itself.
private func symbolTable(_ files: [SourceFile], root: String) -> [String: [Symbol]] {
  var table: [String: [Symbol]] = [:]
  for file in files {
    let declarations = DeclarationCollector(file: file).declarations
    for declaration in declarations {
      if [.extension, .initializer, .subscript, .case, .associatedtype].contains(declaration.kind) { continue }
      let need = requirement(declaration.availability)
      if !newerThanDeployment(need) { continue }
      let owner = declaration.chain.dropLast().last { $0.kind != .extension }
      if let owner, newerThanDeployment(requirement(owner.availability)) { continue }
      if let parent = declaration.parent, parent.kind == .extension {
        let extended = declarations.filter { $0.kind.isType && $0.kind != .extension && $0.name == parent.name }
        if !extended.isEmpty && extended.allSatisfy({ newerThanDeployment(requirement($0.availability)) }) {
          continue
        }
      }
      let labels = declaration.kind == .func ? declaration.labelsWithDefaults : nil
      table[declaration.name, default: []].append(
        Symbol(labels: labels, need: need, origin: "\(relativePath(file.path, root: root)):\(declaration.line)"))
    }
  }
  return table
}

/// What holds where a reference is: the versions guards guarantee, the platforms a declaration
/// is unavailable on, and the platforms `#if` compiles it for.
private struct Scope {
  var floors: [String: Version] = [:]
  var excluded: Set<String> = []
  var platforms = Set(lintPlatforms)

  func raising(_ more: [String: Version]) -> Scope {
    var scope = self
    scope.floors.merge(more) { Swift.max($0, $1) }
    return scope
  }
}

private struct Problem {
  let line: Int
  let name: String
  let missing: [String]
  let origin: String
}

private final class LintWalker {
  let file: SourceFile
  let table: [String: [Symbol]]
  var problems: [Problem] = []

  init(file: SourceFile, table: [String: [Symbol]]) {
    self.file = file
    self.table = table
  }

  func walk(_ node: Syntax, _ scope: Scope) {
    if let ifConfig = node.as(IfConfigDeclSyntax.self) {
      var taken: Set<String> = []
      for clause in ifConfig.clauses {
        let kept: Set<String>
        if let condition = clause.condition {
          let within = clause.poundKeyword.tokenKind == .poundIf ? scope.platforms : scope.platforms.subtracting(taken)
          kept = within.intersection(platforms(of: condition) ?? Set(lintPlatforms))
        } else {
          kept = scope.platforms.subtracting(taken)
        }
        taken.formUnion(kept)
        var inner = scope
        inner.platforms = kept
        if let elements = clause.elements { walk(Syntax(elements), inner) }
      }
      return
    }
    if let decl = node.as(DeclSyntax.self), let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes {
      if let macro = decl.as(MacroExpansionDeclSyntax.self) { check(macro.macroName, callLabels: nil, scope) }
      var inner = scope
      for case .attribute(let attribute) in attributes where attributeName(attribute) == "available" {
        guard case .availability(let arguments) = attribute.arguments else { continue }
        inner = inner.raising(floors(of: arguments))
        inner.excluded.formUnion(unavailablePlatforms(of: arguments))
      }
      walkChildren(node, inner)
      return
    }
    if let ifExpr = node.as(IfExprSyntax.self) {
      let (bodyScope, elseScope) = walkConditions(ifExpr.conditions, scope)
      walk(Syntax(ifExpr.body), bodyScope)
      if let elseBody = ifExpr.elseBody { walk(Syntax(elseBody), elseScope) }
      return
    }
    if let whileStmt = node.as(WhileStmtSyntax.self) {
      let (bodyScope, _) = walkConditions(whileStmt.conditions, scope)
      walk(Syntax(whileStmt.body), bodyScope)
      return
    }
    if let guardStmt = node.as(GuardStmtSyntax.self) {
      let (_, elseScope) = walkConditions(guardStmt.conditions, scope)
      walk(Syntax(guardStmt.body), elseScope)
      return
    }
    if let items = node.as(CodeBlockItemListSyntax.self) {
      // After `guard #available(...) else { ... }`, the rest of the block has those versions.
      var scope = scope
      for item in items {
        walk(Syntax(item), scope)
        if case .stmt(let statement) = item.item, let guardStmt = statement.as(GuardStmtSyntax.self) {
          scope = walkConditions(guardStmt.conditions, scope, reporting: false).body
        }
      }
      return
    }
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      check(reference.baseName, callLabels: callLabels(reference), scope)
    } else if let type = node.as(IdentifierTypeSyntax.self) {
      check(type.name, callLabels: nil, scope)
    } else if let type = node.as(MemberTypeSyntax.self) {
      check(type.name, callLabels: nil, scope)
    } else if let macro = node.as(MacroExpansionExprSyntax.self) {
      check(macro.macroName, callLabels: nil, scope)
    }
    walkChildren(node, scope)
  }

  private func walkChildren(_ node: Syntax, _ scope: Scope) {
    for child in node.children(viewMode: .sourceAccurate) { walk(child, scope) }
  }

  /// Walks a condition list in order (each condition sees the `#available` before it) and gives
  /// the scopes of the body (every condition held) and of the `else` (an `#unavailable` held).
  @discardableResult
  private func walkConditions(_ conditions: ConditionElementListSyntax, _ scope: Scope, reporting: Bool = true)
    -> (body: Scope, otherwise: Scope)
  {
    var body = scope
    var otherwise = scope
    for element in conditions {
      if let condition = element.condition.as(AvailabilityConditionSyntax.self) {
        let versions = floors(of: condition.availabilityArguments)
        if condition.availabilityKeyword.tokenKind == .poundUnavailable {
          otherwise = otherwise.raising(versions)
        } else {
          body = body.raising(versions)
        }
      } else if reporting {
        walk(Syntax(element), body)
      }
    }
    return (body, otherwise)
  }

  /// The platforms an `#if` condition keeps, or nil when it is about something else than
  /// `os()` (it could be true anywhere).
  private func platforms(of condition: ExprSyntax) -> Set<String>? {
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return platforms(of: only.expression)
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
      let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
    {
      let platform = platformNames[argument.baseName.text] ?? argument.baseName.text
      return Set(lintPlatforms).intersection([platform])
    }
    // UIKit exists on iOS and visionOS (and Mac Catalyst, which counts as iOS), not on macOS.
    if let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
      call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit"
    {
      return Set(lintPlatforms).intersection(["iOS", "visionOS"])
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return platforms(of: prefix.expression).map { Set(lintPlatforms).subtracting($0) }
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      // `a || b && c`: `&&` binds tighter, so split on `||` first.
      let elements = Array(sequence.elements)
      var disjuncts: [[ExprSyntax]] = [[]]
      for element in elements {
        if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "||" {
          disjuncts.append([])
        } else if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "&&" {
          continue
        } else {
          disjuncts[disjuncts.count - 1].append(element)
        }
      }
      var union: Set<String> = []
      for terms in disjuncts {
        let known = terms.compactMap { platforms(of: $0) }
        if known.isEmpty { return nil }  // Nothing here about os(): this branch could hold anywhere.
        union.formUnion(known.dropFirst().reduce(known[0]) { $0.intersection($1) })
      }
      return union
    }
    return nil
  }

  private func check(_ token: TokenSyntax, callLabels: [String]?, _ scope: Scope) {
    let name = plainName(token)
    guard let overloads = table[name] else { return }
    let candidates = overloads.filter { symbol in
      guard let labels = symbol.labels, let callLabels else { return true }
      return compatible(callLabels, labels)
    }
    guard !candidates.isEmpty else { return }
    let kept = scope.platforms.subtracting(scope.excluded)
    var missing: [String] = []
    for platform in lintPlatforms where kept.contains(platform) {
      let need = candidates.map { $0.need[platform, default: Version([0])] }.min()!
      let have = Swift.max(deployment[platform]!, scope.floors[platform, default: Version([0])])
      if need > have { missing.append("\(platform) " + (need == .unavailable ? "(unavailable)" : need.description)) }
    }
    if !missing.isEmpty {
      problems.append(Problem(line: file.line(of: token), name: name, missing: missing, origin: candidates[0].origin))
    }
  }
}

/// The argument labels of the call a name is called by (`_` for none, `_closure` for a trailing
/// closure), or nil when the name is not called with parentheses.
private func callLabels(_ reference: DeclReferenceExprSyntax) -> [String]? {
  var callee = Syntax(reference)
  if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
    callee = Syntax(member)
  }
  guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id,
    call.leftParen != nil
  else { return nil }
  var labels = call.arguments.map { $0.label.map(plainName) ?? "_" }
  if call.trailingClosure != nil { labels.append("_closure") }
  return labels
}

/// Whether call labels fit a parameter list: in order, skipping only parameters with defaults; a
/// trailing closure fills any parameter.
private func compatible(_ call: [String], _ parameters: [(label: String, hasDefault: Bool)]) -> Bool {
  var index = 0
  for label in call {
    var matched = false
    while index < parameters.count {
      let parameter = parameters[index]
      index += 1
      if label == "_closure" || parameter.label == label {
        matched = true
        break
      }
      if !parameter.hasDefault { return false }
    }
    if !matched { return false }
  }
  return parameters[index...].allSatisfy(\.hasDefault) || call.last == "_closure"
}

/// Top-level declarations without the layer's availability: each must say iOS 17, macOS 14 and
/// visionOS 1 (or later) and be unavailable on tvOS and watchOS.
private func topLevelWithoutDeploymentAvailability(_ file: SourceFile) -> [(line: Int, kind: String, name: String)] {
  var problems: [(line: Int, kind: String, name: String)] = []
  for declaration in DeclarationCollector(file: file).declarations
  where declaration.parent == nil && declaration.kind != .typealias {
    let availability = declaration.availability
    let need = requirement(availability)
    let tooEarly = lintPlatforms.contains { platform in need[platform].map { $0 < deployment[platform]! } ?? true }
    let claimsMore = excludedPlatforms.contains { availability[$0] != .unavailable }
    if tooEarly || claimsMore { problems.append((declaration.line, declaration.kind.rawValue, declaration.name)) }
  }
  return problems
}

private func relativePath(_ path: String, root: String) -> String {
  path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
}

private func absolutePath(_ path: String) -> String {
  let url =
    path.hasPrefix("/")
    ? URL(fileURLWithPath: path)
    : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
  return url.standardizedFileURL.path
}

func lintAvailability(_ arguments: [String], root: String) throws -> Int32 {
  if arguments.contains("-h") || arguments.contains("--help") {
    print(lintUsage)
    return 0
  }
  let layer = root + "/Sources/SwiftUIBottomSheet"
  // The Mac gallery's views are SwiftUI too; they say macOS 14 and unavailable everywhere else,
  // which the same rules accept, so their uses are checked against macOS 14 only.
  let gallery = root + "/Sources/MacGallery"
  // The device-check screens say iOS 17 and unavailable everywhere else: checked against iOS 17.
  let deviceChecks = root + "/Sources/SheetDeviceChecks"
  let paths =
    try arguments.isEmpty
    ? swiftFiles(in: layer, recursive: true) + swiftFiles(in: gallery, recursive: true)
      + swiftFiles(in: deviceChecks, recursive: true) : arguments.map(absolutePath)
  let files = try paths.map { SourceFile(path: $0, text: try readText($0)) }
  let stub = try
    (swiftFiles(in: root + "/Stubs/SwiftUI", recursive: false)
    + swiftFiles(in: root + "/Stubs/UIKit", recursive: false)
    + swiftFiles(in: root + "/Stubs/os", recursive: false)).map { SourceFile(path: $0, text: try readText($0)) }
  let table = symbolTable(stub + files.filter { $0.path.hasPrefix(layer + "/") }, root: root)
  var failures = 0
  for file in files {
    let shown = relativePath(file.path, root: root)
    let walker = LintWalker(file: file, table: table)
    walker.walk(Syntax(file.tree), Scope())
    for problem in walker.problems {
      failures += 1
      print(
        "\(shown):\(problem.line): '\(problem.name)' needs \(problem.missing.joined(separator: ", ")); guard it with"
          + " #available / @available for all three platforms (declared \(problem.origin))")
    }
    for (line, kind, name) in topLevelWithoutDeploymentAvailability(file) {
      failures += 1
      print(
        "\(shown):\(line): \(kind) \(name) lacks @available(iOS 17, macOS 14, visionOS 1, *) @available(tvOS, unavailable)"
          + " @available(watchOS, unavailable)")
    }
  }
  if failures > 0 {
    print("lint-availability: \(failures) problem\(failures == 1 ? "" : "s")")
    return 1
  }
  print("lint-availability: \(files.count) files, no API newer than iOS 17, macOS 14, visionOS 1 outside a guard")
  return 0
}
