// What a declaration is, as one text: the part of its signature the check compares, without
// attributes, availability and conformances (compared apart).

import SwiftSyntax

extension Declaration {
  /// The argument labels of a function, initializer, subscript or macro; nil for other kinds.
  var labels: [String]? {
    parameterList?.map { parameter in label(of: parameter) }
  }

  /// The argument labels with whether each parameter has a default value.
  var labelsWithDefaults: [(label: String, hasDefault: Bool)]? {
    parameterList?.map { parameter in (label(of: parameter), parameter.defaultValue != nil) }
  }

  /// The key a declaration is found by on the other side: where it is, what it is, its name and
  /// its labels. A `let` is found as a `var`.
  var key: String {
    let kindKey = kind == .let ? "var" : kind.rawValue
    return [context.name, kindKey, name, labels.map { $0.joined(separator: ":") } ?? "-"].joined(separator: " ")
  }

  private var parameterList: FunctionParameterListSyntax? {
    if let function = node.as(FunctionDeclSyntax.self) { return function.signature.parameterClause.parameters }
    if let initializer = node.as(InitializerDeclSyntax.self) {
      return initializer.signature.parameterClause.parameters
    }
    if let subscriptDecl = node.as(SubscriptDeclSyntax.self) { return subscriptDecl.parameterClause.parameters }
    if let macro = node.as(MacroDeclSyntax.self) { return macro.signature.parameterClause.parameters }
    return nil
  }

  private func label(of parameter: FunctionParameterSyntax) -> String {
    // A subscript's parameter has an argument label only when it is given two names.
    if kind == .subscript && parameter.secondName == nil { return "_" }
    return plainName(parameter.firstName)
  }

  /// The shape: labels, parameter types and defaults, generic parameters and requirements,
  /// effects, result; a property's type and accessors; an alias's target; a case's values.
  func shape(isolation: Bool) -> String {
    func text(_ node: (some SyntaxProtocol)?) -> String {
      node.map { canonical($0, isolation: isolation) } ?? ""
    }
    switch kind {
    case .func, .initializer, .subscript, .macro:
      var generics: GenericParameterClauseSyntax?
      var whereClause: GenericWhereClauseSyntax?
      var effects: FunctionEffectSpecifiersSyntax?
      var result: TypeSyntax?
      if let node = node.as(FunctionDeclSyntax.self) {
        (generics, whereClause) = (node.genericParameterClause, node.genericWhereClause)
        (effects, result) = (node.signature.effectSpecifiers, node.signature.returnClause?.type)
      } else if let node = node.as(InitializerDeclSyntax.self) {
        (generics, whereClause, effects) = (
          node.genericParameterClause, node.genericWhereClause, node.signature.effectSpecifiers
        )
      } else if let node = node.as(SubscriptDeclSyntax.self) {
        (generics, whereClause, result) = (node.genericParameterClause, node.genericWhereClause, node.returnClause.type)
      } else if let node = node.as(MacroDeclSyntax.self) {
        (generics, whereClause, result) = (
          node.genericParameterClause, node.genericWhereClause, node.signature.returnClause?.type
        )
      }
      let (names, constraints) = genericParameters(generics, whereClause, isolation: isolation)
      let parameters = (parameterList ?? []).map { parameter in
        label(of: parameter) + ":" + parameterType(parameter, isolation: isolation)
          + (parameter.ellipsis != nil ? "..." : "")
          + (parameter.defaultValue.map { "=" + text($0.value) } ?? "")
      }
      var effectWords: [String] = []
      if let async = effects?.asyncSpecifier { effectWords.append(async.text) }
      if let throwsClause = effects?.throwsClause { effectWords.append(text(throwsClause)) }
      var shape = name + (names.isEmpty ? "" : "<" + names.joined(separator: ",") + ">")
      shape += "(" + parameters.joined(separator: ",") + ")"
      shape += (effectWords.isEmpty ? "" : " " + effectWords.joined(separator: " "))
      shape += "->" + (result.map { text($0) } ?? "Void")
      return shape + (constraints.isEmpty ? "" : " where " + constraints.joined(separator: ","))
    case .var, .let:
      let type = text(binding?.typeAnnotation?.type)
      return "var \(name):\(type){\(accessors)}"
    case .typealias:
      guard let node = node.as(TypeAliasDeclSyntax.self) else { return name }
      let (names, constraints) = genericParameters(
        node.genericParameterClause, node.genericWhereClause, isolation: isolation)
      return "typealias \(name)" + (names.isEmpty ? "" : "<" + names.joined(separator: ",") + ">") + "="
        + text(node.initializer.value) + (constraints.isEmpty ? "" : " where " + constraints.joined(separator: ","))
    case .associatedtype:
      guard let node = node.as(AssociatedTypeDeclSyntax.self) else { return name }
      let inherited = (node.inheritanceClause?.inheritedTypes ?? []).map { text($0.type) }.sorted()
      let constraints = canonicalRequirements(node.genericWhereClause, isolation: isolation)
      return "associatedtype \(name)" + (inherited.isEmpty ? "" : ":" + inherited.joined(separator: "&"))
        + (node.initializer.map { "=" + text($0.value) } ?? "")
        + (constraints.isEmpty ? "" : " where " + constraints.joined(separator: ","))
    case .case:
      // An associated value labelled `_` is an unlabelled one: the compiler prints the stub's
      // `fixed(_: CGFloat)` as `fixed(CGFloat)`, and Apple's as `fixed(_: CGFloat)`.
      let payload =
        element?.parameterClause.map { clause in
          "("
            + clause.parameters.map { parameter in
              let label = parameter.firstName.map { $0.text == "_" ? "" : $0.text + ":" } ?? ""
              return label + text(parameter.type) + (parameter.defaultValue.map { "=" + text($0.value) } ?? "")
            }.joined(separator: ",") + ")"
        } ?? ""
      return "case \(name)" + payload + (element?.rawValue.map { "=" + text($0.value) } ?? "")
    case .struct, .class, .enum, .protocol, .actor, .extension:
      let generics = node.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
      let whereClause =
        node.as(StructDeclSyntax.self)?.genericWhereClause ?? node.as(ClassDeclSyntax.self)?.genericWhereClause
        ?? node.as(EnumDeclSyntax.self)?.genericWhereClause ?? node.as(ActorDeclSyntax.self)?.genericWhereClause
        ?? node.as(ProtocolDeclSyntax.self)?.genericWhereClause
      let (names, constraints) = genericParameters(generics, whereClause, isolation: isolation)
      return "\(kind.rawValue) \(name)" + (names.isEmpty ? "" : "<" + names.joined(separator: ",") + ">")
        + (constraints.isEmpty ? "" : " where " + constraints.joined(separator: ","))
    }
  }

  /// A property's accessors: `get`, `get set` or `get nonmutating set`. A stored `var` has a
  /// getter and a setter, a `let` a getter.
  var accessors: String {
    if kind == .let { return "get" }
    guard let block = binding?.accessorBlock else { return "get set" }
    guard case .accessors(let list) = block.accessors else { return "get" }
    let setters = list.filter { ["set", "_modify", "modify"].contains($0.accessorSpecifier.text) }
    if setters.contains(where: { $0.accessorSpecifier.text == "set" && $0.modifier?.name.text == "nonmutating" }) {
      return "get nonmutating set"
    }
    return setters.isEmpty ? "get" : "get set"
  }

  /// The types a type or an extension declares it conforms to, without attributes such as
  /// `@unchecked`.
  var conformances: Set<String> {
    guard let group = node.asProtocol(DeclGroupSyntax.self) else { return [] }
    return Set(
      (group.inheritanceClause?.inheritedTypes ?? []).map { inherited in
        let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
        return canonical(type, isolation: true)
      })
  }
}

/// A parameter's type with its attributes (`@ViewBuilder`, `@escaping`) in one sorted list.
private func parameterType(_ parameter: FunctionParameterSyntax, isolation: Bool) -> String {
  var type = parameter.type
  if !parameter.attributes.isEmpty {
    if var attributed = type.as(AttributedTypeSyntax.self) {
      attributed.attributes = AttributeListSyntax(Array(parameter.attributes) + Array(attributed.attributes))
      type = TypeSyntax(attributed)
    } else {
      type = TypeSyntax(AttributedTypeSyntax(specifiers: [], attributes: parameter.attributes, baseType: type))
    }
  }
  return canonical(type, isolation: isolation)
}

/// Generic parameter names (`each T` for a pack) and every requirement on them, from the
/// parameter clause (`T: View`) and the `where` clause, sorted.
private func genericParameters(
  _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?, isolation: Bool
) -> (names: [String], constraints: [String]) {
  var names: [String] = []
  var constraints = canonicalRequirements(whereClause, isolation: isolation)
  for parameter in clause?.parameters ?? [] {
    let name = (parameter.specifier.map { $0.text + " " } ?? "") + plainName(parameter.name)
    names.append(name)
    if let inherited = parameter.inheritedType {
      constraints.append(plainName(parameter.name) + ":" + canonical(inherited, isolation: isolation))
    }
  }
  return (names, Array(Set(constraints)).sorted())
}
