extension JSONValue {
  /// The value as JSON text on one line, as the scenario writer prints it: `{"t": 0.5, "type":
  /// "touchDown", "y": 700}`, with `": "` after a key, `", "` between items and an object's
  /// fields in their order.
  ///
  /// Numbers print as ``JSONLines/number(_:)`` prints them (rounded to a millionth, whole
  /// numbers without a fraction, a value that is not finite as 0), strings escaped as
  /// ``JSONLines/string(_:)`` escapes them.
  ///
  /// - Complexity: O(n) in the size of the text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += JSONLines.number(value)
    case .string(let value): out += JSONLines.string(value)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += ", " }
        item.write(to: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (index, key) in fields.keys.enumerated() {
        if index > 0 { out += ", " }
        out += JSONLines.string(key)
        out += ": "
        fields.values[key, default: .null].write(to: &out)
      }
      out += "}"
    }
  }

  /// The text of a scenario file with these fields: one field per line, indented two spaces,
  /// and the items of the array under `listed` one per line, indented four; every other value
  /// on one line as ``text`` prints it.
  ///
  /// - Parameters:
  ///   - fields: The file's fields, in order.
  ///   - listed: The key of the array to print one item per line (`events`); its value in
  ///     `fields` only marks its place.
  ///   - writeItems: Hands that array's items, in order, to the closure it is given, which prints
  ///     each at once: a long list is never held as values.
  ///   - verbatim: Fields to add last whose values are already JSON text, printed as given.
  /// - Returns: The text, ending in a newline.
  /// - Complexity: O(n) in the size of the text.
  static func fileText(
    _ fields: JSONFields, listing listed: String, items writeItems: (_ item: (JSONValue) -> Void) -> Void,
    verbatim: [(String, String)] = []
  ) -> String {
    var out = "{\n  "
    var first = true
    func separate() {
      if !first { out += ",\n  " }
      first = false
    }
    for key in fields.keys {
      separate()
      out += JSONLines.string(key)
      out += ": "
      if key == listed {
        // One item a line, each printed as it is made, so a long list is never held as values.
        out += "["
        var count = 0
        writeItems { item in
          out += count == 0 ? "\n    " : ",\n    "
          item.write(to: &out)
          count += 1
        }
        out += count == 0 ? "]" : "\n  ]"
      } else {
        fields.values[key, default: .null].write(to: &out)
      }
    }
    for (key, text) in verbatim {
      separate()
      out += "\(JSONLines.string(key)): \(text)"
    }
    out += "\n}\n"
    return out
  }

}
