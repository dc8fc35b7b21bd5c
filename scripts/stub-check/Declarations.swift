// Every declaration of a file, with the declarations around it, read by SwiftParser.

import Foundation
import SwiftParser
import SwiftSyntax

/// A parsed Swift file.
struct SourceFile {
  var path: String
  var tree: SourceFileSyntax
  var converter: SourceLocationConverter

  init(path: String, text: String) {
    self.path = path
    tree = Parser.parse(source: text)
    converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }

  /// The line of a declaration: where its first attribute or keyword is, after its comments.
  func line(ofDeclaration node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }
}

/// One declaration: its kind, name, syntax, and the declarations it is inside.
final class Declaration {
  enum Kind: String {
    case `struct`, `class`, `enum`, `protocol`, `extension`, `actor`
    case `func`
    case initializer = "init"
    case `var`, `let`, `subscript`, `typealias`, `case`, `associatedtype`, `macro`

    var isType: Bool { [.struct, .class, .enum, .protocol, .extension, .actor].contains(self) }
  }

  let kind: Kind
  /// The declared name (`init`, `init?`, `subscript`, an operator, a type's name; for an
  /// extension, the extended type without modules).
  let name: String
  let node: Syntax
  let parent: Declaration?
  let attributes: AttributeListSyntax
  let modifiers: [String]
  let line: Int
  /// The `// signature-check:` comment above this declaration or the nearest one around it.
  let directive: String?
  /// For a property, its binding; for a case, its element.
  let binding: PatternBindingSyntax?
  let element: EnumCaseElementSyntax?
  /// Whether it is inside an `#if` clause (here or around it), which may not be compiled.
  let isConditional: Bool

  init(
    kind: Kind, name: String, node: Syntax, parent: Declaration?, attributes: AttributeListSyntax,
    modifiers: [String], line: Int, directive: String?, isConditional: Bool, binding: PatternBindingSyntax? = nil,
    element: EnumCaseElementSyntax? = nil
  ) {
    self.kind = kind
    self.name = name
    self.node = node
    self.parent = parent
    self.attributes = attributes
    self.modifiers = modifiers
    self.line = line
    self.directive = directive ?? parent?.directive
    self.binding = binding
    self.element = element
    self.isConditional = isConditional || (parent?.isConditional ?? false)
  }

  /// The enclosing declarations, outermost first, then this one.
  var chain: [Declaration] {
    var result: [Declaration] = []
    var current: Declaration? = self
    while let declaration = current {
      result.append(declaration)
      current = declaration.parent
    }
    return result.reversed()
  }

  /// The qualified name of the enclosing type (`View`, `DragGesture.Value`) and the canonical
  /// `where` clause of the enclosing extension.
  var context: (name: String, constraints: String) {
    var names: [String] = []
    var constraints = ""
    for declaration in chain.dropLast() {
      if declaration.kind == .extension, let ext = declaration.node.as(ExtensionDeclSyntax.self) {
        names = [declaration.name]
        constraints = canonicalRequirements(ext.genericWhereClause, isolation: true).joined(separator: ",")
      } else {
        names.append(declaration.name)
      }
    }
    return (names.joined(separator: "."), constraints)
  }

  var isPublic: Bool {
    if modifiers.contains("public") || modifiers.contains("open") { return true }
    let accessLevels = ["private", "fileprivate", "internal", "package"]
    if let parent, parent.kind == .extension, parent.modifiers.contains("public"),
      modifiers.allSatisfy({ !accessLevels.contains($0) })
    {
      return true  // A member of a `public extension` without its own access level.
    }
    if let parent, parent.kind == .protocol, modifiers.allSatisfy({ !accessLevels.contains($0) }) {
      return parent.isPublic
    }
    if kind == .case || kind == .associatedtype { return parent?.isPublic ?? false }
    return kind == .extension
  }

  /// Platform → availability, from this declaration's `@available` over those around it.
  var availability: [String: Availability] {
    var result: [String: Availability] = [:]
    for declaration in chain {
      result.merge(readAvailability(declaration.attributes)) { _, new in new }
    }
    return result
  }
}

/// The canonical requirements of a `where` clause, sorted.
func canonicalRequirements(_ clause: GenericWhereClauseSyntax?, isolation: Bool) -> [String] {
  guard let clause else { return [] }
  return clause.requirements.map { requirement in
    var requirement = requirement
    requirement.trailingComma = nil
    return canonical(requirement.requirement, isolation: isolation)
  }.sorted()
}

/// The name of an extended type without modules (`SwiftUI.Color.RGBColorSpace` is
/// `Color.RGBColorSpace`).
func extendedTypeName(_ type: TypeSyntax) -> String {
  var text = canonical(type, isolation: true)
  for module in droppedModules where text.hasPrefix(module + ".") {
    text = String(text.dropFirst(module.count + 1))
  }
  if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
  return text
}

/// Collects the declarations of a file, in order, with those in `#if` clauses: every clause, or
/// only the first of each (in a compiler-printed interface, the one that compiler takes:
/// `#if compiler(>=5.3) && $Feature` before its `#else`).
struct DeclarationCollector {
  let file: SourceFile
  let firstClauseOnly: Bool
  private(set) var declarations: [Declaration] = []

  init(file: SourceFile, firstClauseOnly: Bool = false) {
    self.file = file
    self.firstClauseOnly = firstClauseOnly
    for item in file.tree.statements {
      if case .decl(let decl) = item.item { collect(decl, parent: nil, conditional: false) }
    }
  }

  private mutating func collect(_ decl: DeclSyntax, parent: Declaration?, conditional: Bool) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in firstClauseOnly ? Array(ifConfig.clauses.prefix(1)) : Array(ifConfig.clauses) {
        switch clause.elements {
        case .decls(let members): for member in members { collect(member.decl, parent: parent, conditional: true) }
        case .statements(let items):
          for item in items {
            if case .decl(let inner) = item.item { collect(inner, parent: parent, conditional: true) }
          }
        default: break
        }
      }
      return
    }
    let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? AttributeListSyntax([])
    let modifiers = (decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? DeclModifierListSyntax([])).map {
      modifier in modifier.name.text + (modifier.detail.map { "(" + $0.detail.text + ")" } ?? "")
    }
    let line = file.line(ofDeclaration: decl)
    let directive = signatureDirective(in: decl.leadingTrivia)
    func make(_ kind: Declaration.Kind, _ name: String) -> Declaration {
      Declaration(
        kind: kind, name: name, node: Syntax(decl), parent: parent, attributes: attributes, modifiers: modifiers,
        line: line, directive: directive, isConditional: conditional)
    }
    var container: Declaration?
    var members: MemberBlockSyntax?
    if let node = decl.as(StructDeclSyntax.self) {
      container = make(.struct, plainName(node.name))
      members = node.memberBlock
    } else if let node = decl.as(ClassDeclSyntax.self) {
      container = make(.class, plainName(node.name))
      members = node.memberBlock
    } else if let node = decl.as(EnumDeclSyntax.self) {
      container = make(.enum, plainName(node.name))
      members = node.memberBlock
    } else if let node = decl.as(ProtocolDeclSyntax.self) {
      container = make(.protocol, plainName(node.name))
      members = node.memberBlock
    } else if let node = decl.as(ActorDeclSyntax.self) {
      container = make(.actor, plainName(node.name))
      members = node.memberBlock
    } else if let node = decl.as(ExtensionDeclSyntax.self) {
      container = make(.extension, extendedTypeName(node.extendedType))
      members = node.memberBlock
    } else if let node = decl.as(FunctionDeclSyntax.self) {
      declarations.append(make(.func, plainName(node.name)))
    } else if let node = decl.as(InitializerDeclSyntax.self) {
      declarations.append(make(.initializer, node.optionalMark.map { "init" + $0.text } ?? "init"))
    } else if decl.is(SubscriptDeclSyntax.self) {
      declarations.append(make(.subscript, "subscript"))
    } else if let node = decl.as(TypeAliasDeclSyntax.self) {
      declarations.append(make(.typealias, plainName(node.name)))
    } else if let node = decl.as(AssociatedTypeDeclSyntax.self) {
      declarations.append(make(.associatedtype, plainName(node.name)))
    } else if let node = decl.as(MacroDeclSyntax.self) {
      declarations.append(make(.macro, plainName(node.name)))
    } else if let node = decl.as(VariableDeclSyntax.self) {
      let kind: Declaration.Kind = node.bindingSpecifier.text == "let" ? .let : .var
      for binding in node.bindings {
        for name in boundNames(binding.pattern) {
          declarations.append(
            Declaration(
              kind: kind, name: name, node: Syntax(decl), parent: parent, attributes: attributes,
              modifiers: modifiers, line: line, directive: directive, isConditional: conditional, binding: binding))
        }
      }
    } else if let node = decl.as(EnumCaseDeclSyntax.self) {
      for element in node.elements {
        declarations.append(
          Declaration(
            kind: .case, name: plainName(element.name), node: Syntax(decl), parent: parent, attributes: attributes,
            modifiers: modifiers, line: line, directive: directive, isConditional: conditional, element: element))
      }
    }
    if let container, let members {
      declarations.append(container)
      for member in members.members { collect(member.decl, parent: container, conditional: false) }
    }
  }
}

private func boundNames(_ pattern: PatternSyntax) -> [String] {
  if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [plainName(identifier.identifier)] }
  if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { boundNames($0.pattern) } }
  return []
}

/// The text after `// signature-check:` in a declaration's leading comments.
func signatureDirective(in trivia: Trivia) -> String? {
  for piece in trivia {
    guard case .lineComment(let comment) = piece else { continue }
    let body = comment.dropFirst(2).drop { $0 == " " }
    if body.hasPrefix("signature-check:") {
      return body.dropFirst("signature-check:".count).trimmingCharacters(in: .whitespaces)
    }
  }
  return nil
}
