// One text for a type, an expression or a requirement, whoever printed it.
//
// Both sides of the signature check are printed by a compiler (the stub's interface by this
// toolchain's, Apple's by Xcode's), so what differs is only what a compiler is free to print
// either way: module qualifiers, parameter names inside function types, the order of type
// attributes, `()` for `Void`, and whitespace.

import SwiftSyntax

/// The modules whose qualifiers are dropped. On Linux `Foundation` (whose types live in
/// `FoundationEssentials`) stands in for `CoreGraphics` and `CoreFoundation` (CGFloat, CGPoint,
/// CGSize, CGRect), the iOS 18 SDK splits `SwiftUI` into `SwiftUI` and `SwiftUICore`, and the
/// stub declares in `SwiftUI` what SwiftUI re-exports from `Accessibility` (its notifications).
let droppedModules: Set<String> = [
  "Swift", "SwiftUI", "SwiftUICore", "Foundation", "FoundationEssentials", "CoreFoundation", "CoreGraphics",
  "_Concurrency", "Observation", "Accessibility",
]

/// The attributes of a type or a parameter that are isolation, not shape: left out when an
/// interface comes from a compiler older than Swift 6, which did not print them.
let isolationTypeAttributes: Set<String> = [
  "Sendable", "MainActor", "isolated", "_inheritActorContext", "preconcurrency",
]

/// The canonical text of a syntax node: rewritten by `Canonicalizer`, then its tokens joined with
/// a space only between two word characters.
func canonical(_ node: some SyntaxProtocol, isolation: Bool) -> String {
  let rewritten = Canonicalizer(isolation: isolation).rewrite(Syntax(node))
  return squeezed(rewritten.tokens(viewMode: .sourceAccurate).map { $0.text })
}

/// Tokens joined with a space only where two word characters would otherwise touch.
func squeezed(_ tokens: [String]) -> String {
  var text = ""
  for token in tokens where !token.isEmpty {
    if let last = text.last, let first = token.first, isWordCharacter(last), isWordCharacter(first) {
      text += " "
    }
    text += token
  }
  return text
}

private func isWordCharacter(_ character: Character) -> Bool {
  character.isLetter || character.isNumber || character == "_" || character == "$" || character == "`"
}

/// The name an attribute is written with, without its module (`@_Concurrency.MainActor` is
/// `MainActor`).
func attributeName(_ attribute: AttributeSyntax) -> String {
  var type = attribute.attributeName
  while let member = type.as(MemberTypeSyntax.self) {
    if let base = member.baseType.as(IdentifierTypeSyntax.self), droppedModules.contains(base.name.text) {
      return member.name.text
    }
    type = TypeSyntax(IdentifierTypeSyntax(name: member.name))
  }
  return type.trimmedDescription
}

/// A token's text without backticks (`` `default` `` is `default`).
func plainName(_ token: TokenSyntax) -> String {
  var text = token.text
  if text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 {
    text = String(text.dropFirst().dropLast())
  }
  return text
}

private final class Canonicalizer: SyntaxRewriter {
  let isolation: Bool

  init(isolation: Bool) {
    self.isolation = isolation
    super.init(viewMode: .sourceAccurate)
  }

  /// `Swift.Int` is `Int`, `Self.Value` is `Value`.
  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard let member = visited.as(MemberTypeSyntax.self),
      let base = member.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
      droppedModules.contains(base.name.text) || base.name.text == "Self"
    else { return visited }
    return TypeSyntax(IdentifierTypeSyntax(name: member.name, genericArgumentClause: member.genericArgumentClause))
  }

  /// `SwiftUI.Alignment.center` is `Alignment.center`.
  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard let access = visited.as(MemberAccessExprSyntax.self),
      let base = access.base?.as(DeclReferenceExprSyntax.self), droppedModules.contains(base.baseName.text)
    else { return visited }
    return ExprSyntax(access.declName)
  }

  /// `()` is `Void`.
  override func visit(_ node: TupleTypeSyntax) -> TypeSyntax {
    if node.elements.isEmpty {
      return TypeSyntax(IdentifierTypeSyntax(name: .identifier("Void")))
    }
    return super.visit(node)
  }

  /// A function type's parameters have no names: `(_ oldValue: V) -> Void` is `(V) -> Void`.
  override func visit(_ node: FunctionTypeSyntax) -> TypeSyntax {
    var function = node
    function.parameters = TupleTypeElementListSyntax(
      node.parameters.map { element in
        var element = element
        element.firstName = nil
        element.secondName = nil
        element.colon = nil
        return element
      })
    return super.visit(function)
  }

  /// Type attributes in one order; without isolation when it is not compared.
  override func visit(_ node: AttributedTypeSyntax) -> TypeSyntax {
    var type = node
    type.attributes = sortedAttributes(node.attributes)
    if !isolation {
      type.specifiers = node.specifiers.filter(isShapeSpecifier)
      type.lateSpecifiers = node.lateSpecifiers.filter(isShapeSpecifier)
    }
    let visited = super.visit(type)
    if let attributed = visited.as(AttributedTypeSyntax.self), attributed.attributes.isEmpty,
      attributed.specifiers.isEmpty, attributed.lateSpecifiers.isEmpty
    {
      return attributed.baseType
    }
    return visited
  }

  /// `@MainActor(unsafe)` is `@MainActor`; `@_Concurrency.MainActor` is `@MainActor`.
  override func visit(_ node: AttributeSyntax) -> AttributeSyntax {
    var attribute = node
    let name = attributeName(node)
    attribute.attributeName = TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
    if name == "MainActor" {
      attribute.leftParen = nil
      attribute.arguments = nil
      attribute.rightParen = nil
    }
    return super.visit(attribute)
  }

  func sortedAttributes(_ list: AttributeListSyntax) -> AttributeListSyntax {
    let kept = list.filter { element in
      guard case .attribute(let attribute) = element else { return true }
      return isolation || !isolationTypeAttributes.contains(attributeName(attribute))
    }
    let sorted = kept.sorted { canonical($0, isolation: isolation) < canonical($1, isolation: isolation) }
    return AttributeListSyntax(sorted)
  }

  private func isShapeSpecifier(_ element: TypeSpecifierListSyntax.Element) -> Bool {
    switch element {
    case .simpleTypeSpecifier(let specifier): return specifier.specifier.text != "sending"
    default: return false  // `nonisolated(nonsending)` and what later toolchains add.
    }
  }
}
