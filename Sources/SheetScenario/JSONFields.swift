/// A JSON object's fields, in order: the order a writer gave them in, which ``JSONValue/text``
/// prints (a decoded object's fields are in key order, as the text's own order is not kept).
///
/// Two objects are equal when they have the same keys with equal values, in whatever order.
/// A dictionary literal keeps its order: `["t": .number(1), "type": .string("present")]`.
public struct JSONFields: Sendable, Hashable, ExpressibleByDictionaryLiteral, CustomDebugStringConvertible {
  /// The values by key.
  public private(set) var values: [String: JSONValue]
  /// The keys, in order.
  public private(set) var keys: [String]

  /// The fields of `values`, in key order.
  public init(_ values: [String: JSONValue]) {
    self.values = values
    keys = values.keys.sorted()
  }

  /// The fields in the order given; a repeated key keeps its first place and its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    values = [:]
    keys = []
    for (key, value) in elements { self[key] = value }
  }

  /// The value of `key`, or `nil`; setting a key that is not there adds it last, setting `nil`
  /// removes it.
  public subscript(key: String) -> JSONValue? {
    get { values[key] }
    set {
      if let newValue {
        if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
      } else if values.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  /// Adds `other`'s fields after these, in its order (replacing the values of keys both have).
  public mutating func append(contentsOf other: JSONFields) {
    for key in other.keys { self[key] = other.values[key] }
  }

  /// The values by key, as a dictionary describes itself.
  public var debugDescription: String { values.debugDescription }

  public static func == (lhs: JSONFields, rhs: JSONFields) -> Bool { lhs.values == rhs.values }

  public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
