/// A JSON value, decoded strictly: `true` is never a number and `1` is never a Boolean.
///
/// The scenario reader reads one and the scenario writer builds one; ``text`` prints it.
public enum JSONValue: Sendable, Hashable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONFields)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(JSONFields(try container.decode([String: JSONValue].self)))
    }
  }

  /// The JSON type's name, for error messages.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A scenario file that cannot be read: the message names the field and its path, as in
/// `events[3].y: expected a number, found a string`.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path of the field, such as `events[3].y` (empty for the whole file).
  public let path: String
  /// What is wrong with it.
  public let message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Typed access to a JSON object's fields with paths for error messages.
struct JSONObject {
  let fields: [String: JSONValue]
  let path: String

  init(_ value: JSONValue, path: String) throws(ScenarioError) {
    guard case .object(let object) = value else {
      throw ScenarioError(path: path, message: "expected an object, found \(value.typeName)")
    }
    self.fields = object.values
    self.path = path
  }

  func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func has(_ key: String) -> Bool {
    if let value = fields[key], value != .null { return true }
    return false
  }

  func number(_ key: String) throws(ScenarioError) -> Double? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .number(let number) = value else {
      throw ScenarioError(path: fieldPath(key), message: "expected a number, found \(value.typeName)")
    }
    return number
  }

  func requiredNumber(_ key: String) throws(ScenarioError) -> Double {
    guard let number = try number(key) else {
      throw ScenarioError(path: fieldPath(key), message: "required number is missing")
    }
    return number
  }

  func string(_ key: String) throws(ScenarioError) -> String? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .string(let string) = value else {
      throw ScenarioError(path: fieldPath(key), message: "expected a string, found \(value.typeName)")
    }
    return string
  }

  func requiredString(_ key: String) throws(ScenarioError) -> String {
    guard let string = try string(key) else {
      throw ScenarioError(path: fieldPath(key), message: "required string is missing")
    }
    return string
  }

  func bool(_ key: String) throws(ScenarioError) -> Bool? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .bool(let bool) = value else {
      throw ScenarioError(path: fieldPath(key), message: "expected true or false, found \(value.typeName)")
    }
    return bool
  }

  func object(_ key: String) throws(ScenarioError) -> JSONObject? {
    guard let value = fields[key], value != .null else { return nil }
    return try JSONObject(value, path: fieldPath(key))
  }

  func array(_ key: String) throws(ScenarioError) -> [JSONValue]? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .array(let array) = value else {
      throw ScenarioError(path: fieldPath(key), message: "expected an array, found \(value.typeName)")
    }
    return array
  }

  func requiredArray(_ key: String) throws(ScenarioError) -> [JSONValue] {
    guard let array = try array(key) else {
      throw ScenarioError(path: fieldPath(key), message: "required array is missing")
    }
    return array
  }

  func choice<T: RawRepresentable>(_ key: String, _: T.Type) throws(ScenarioError) -> T?
  where T.RawValue == String, T: CaseIterable {
    guard let raw = try string(key) else { return nil }
    guard let value = T(rawValue: raw) else {
      let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      throw ScenarioError(path: fieldPath(key), message: "expected \(names), found \"\(raw)\"")
    }
    return value
  }
}
