import Foundation

/// A strict JSON parser (RFC 8259) over a scenario file's bytes, read once.
///
/// It reads what the format needs and no more: one value per file, `true` never a number and `1`
/// never a Boolean, strings with every escape (`\uXXXX` pairs included), numbers as `Double`
/// (one too large for a `Double` is an error, as JSONSerialization has it), and objects whose
/// repeated keys keep the last value. A file's root object may hand one array's elements to the
/// reader one by one as they are parsed (``rootObject(streaming:element:)``), so a recording of an
/// hour — half a million events — never becomes a tree of values: replay grows linearly in time
/// and stays small in memory.
///
/// Errors give the line and column of the first byte that is not JSON: `not valid JSON (expected
/// ',' or '}' after an object's field, at line 3, column 14)`.
struct JSONParser {
  private let bytes: UnsafeRawBufferPointer
  private var position = 0
  private var depth = 0

  /// How deeply arrays and objects may nest: deeper text is not a scenario.
  static let deepest = 512

  private init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// The JSON value of `data`.
  /// - Throws: ``ScenarioError`` with the position of the first error.
  static func value(of data: Data) throws(ScenarioError) -> JSONValue {
    try parse(data) { (parser: inout JSONParser) throws(ScenarioError) in try parser.value() }
  }

  /// The JSON value of `data`, where the array under the key `streamed` of the root object is not
  /// kept: each of its elements goes to `element` as soon as it is parsed, with its index and the
  /// fields parsed before the array (those earlier in the text), and the key's value in the result
  /// is an empty array. A root that is not an object is returned as it is.
  /// - Throws: ``ScenarioError`` with the position of the first error, or what `element` throws.
  static func value(
    of data: Data, streaming streamed: String,
    element: (_ before: [String: JSONValue], _ value: JSONValue, _ index: Int) throws(ScenarioError) -> Void
  ) throws(ScenarioError) -> JSONValue {
    try parse(data) { (parser: inout JSONParser) throws(ScenarioError) in
      try parser.rootObject(streaming: streamed, element: element)
    }
  }

  private static func parse<T>(
    _ data: Data, _ body: (inout JSONParser) throws(ScenarioError) -> T
  ) throws(ScenarioError) -> T {
    var failure: ScenarioError?
    let result: T? = data.withUnsafeBytes { raw in
      var parser = JSONParser(raw)
      do throws(ScenarioError) {
        let value = try body(&parser)
        parser.skipSpace()
        guard parser.position == raw.count else { throw parser.error("unexpected text after the value") }
        return value
      } catch {
        failure = error
        return nil
      }
    }
    if let failure { throw failure }
    guard let result else { throw ScenarioError(path: "", message: "not valid JSON (no value)") }
    return result
  }

  // MARK: - Values

  private mutating func value() throws(ScenarioError) -> JSONValue {
    skipSpace()
    guard position < bytes.count else { throw error("unexpected end of the text") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object(JSONFields(try object()))
    case UInt8(ascii: "["):
      var values: [JSONValue] = []
      try array { (value: JSONValue, _: Int) throws(ScenarioError) in values.append(value) }
      return .array(values)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error("unexpected character \(describe(bytes[position]))")
    }
  }

  private mutating func rootObject(
    streaming streamed: String,
    element: ([String: JSONValue], JSONValue, Int) throws(ScenarioError) -> Void
  ) throws(ScenarioError) -> JSONValue {
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return try value() }
    return .object(
      JSONFields(
        try object { (parser: inout JSONParser, key: String, fields: [String: JSONValue]) throws(ScenarioError) in
          guard key == streamed else { return nil }
          parser.skipSpace()
          guard parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: "[") else {
            return nil
          }
          try parser.array { (value: JSONValue, index: Int) throws(ScenarioError) in try element(fields, value, index) }
          return .array([])
        }))
  }

  /// An object's fields. `field` may read a field's value itself (and return it), or return
  /// `nil` to have it read as any value.
  private mutating func object(
    field: (inout JSONParser, String, [String: JSONValue]) throws(ScenarioError) -> JSONValue? = { _, _, _ in nil }
  ) throws(ScenarioError) -> [String: JSONValue] {
    try enter()
    position += 1  // {
    var fields: [String: JSONValue] = [:]
    skipSpace()
    if peek(UInt8(ascii: "}")) {
      position += 1
      depth -= 1
      return fields
    }
    while true {
      skipSpace()
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a field's name in quotes") }
      let key = try string()
      skipSpace()
      guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after a field's name") }
      position += 1
      if let read = try field(&self, key, fields) {
        fields[key] = read
      } else {
        fields[key] = try value()
      }
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        position += 1
      } else if peek(UInt8(ascii: "}")) {
        position += 1
        depth -= 1
        return fields
      } else {
        throw error("expected ',' or '}' after an object's field")
      }
    }
  }

  /// An array's elements, each handed to `element` with its index as it is parsed.
  private mutating func array(_ element: (JSONValue, Int) throws(ScenarioError) -> Void) throws(ScenarioError) {
    try enter()
    position += 1  // [
    skipSpace()
    if peek(UInt8(ascii: "]")) {
      position += 1
      depth -= 1
      return
    }
    var index = 0
    while true {
      try element(try value(), index)
      index += 1
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        position += 1
      } else if peek(UInt8(ascii: "]")) {
        position += 1
        depth -= 1
        return
      } else {
        throw error("expected ',' or ']' after an array's element")
      }
    }
  }

  private mutating func enter() throws(ScenarioError) {
    depth += 1
    if depth > Self.deepest { throw error("nested more than \(Self.deepest) deep") }
  }

  private mutating func literal(_ word: StaticString) throws(ScenarioError) {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw error("unexpected end of the text") }
    for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
      position += offset
      throw error("unexpected character \(describe(bytes[position]))")
    }
    position += count
  }

  // MARK: - Numbers and strings

  /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as a `Double`.
  private mutating func number() throws(ScenarioError) -> Double {
    let start = position
    if peek(UInt8(ascii: "-")) { position += 1 }
    if peek(UInt8(ascii: "0")) {
      position += 1
      if position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
        position -= 1
        throw error("a number with a leading zero")
      }
    } else {
      guard digits() > 0 else { throw error("expected a digit") }
    }
    if peek(UInt8(ascii: ".")) {
      position += 1
      guard digits() > 0 else { throw error("expected a digit after '.'") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      position += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
      guard digits() > 0 else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      position = start
      throw error("the number \(text) does not fit in a Double")
    }
    return number
  }

  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
      position += 1
    }
    return position - start
  }

  /// A string in quotes, its escapes decoded; control characters must be escaped.
  private mutating func string() throws(ScenarioError) -> String {
    position += 1  // "
    let start = position
    // The common case: no escapes, copied at once.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("a control character in a string must be escaped") }
      position += 1
    }
    var scalars = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"): scalars.append(contentsOf: try unicodeEscape())
        default:
          position -= 1
          throw error("unknown escape \\\(describe(escape))")
        }
      default:
        if byte < 0x20 {
          position -= 1
          throw error("a control character in a string must be escaped")
        }
        scalars.append(byte)
      }
    }
    throw error("a string that does not end")
  }

  /// The UTF-8 of a `\uXXXX` escape (after the `u`), a surrogate pair taking two.
  private mutating func unicodeEscape() throws(ScenarioError) -> [UInt8] {
    var value = try hex4()
    if (0xD800...0xDBFF).contains(value) {
      guard peek(UInt8(ascii: "\\")), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
        throw error("a lone surrogate \\u\(String(value, radix: 16, uppercase: true))")
      }
      position += 2
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate") }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(value) {
      throw error("a lone surrogate \\u\(String(value, radix: 16, uppercase: true))")
    }
    guard let scalar = Unicode.Scalar(value) else { throw error("not a Unicode scalar") }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func hex4() throws(ScenarioError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error("unexpected end of the text") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  // MARK: - Positions

  private func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

  private mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  /// An error at the current position, with its line and column (both from 1; columns in bytes).
  private func error(_ message: String) -> ScenarioError {
    var line = 1
    var column = 1
    for offset in 0..<min(position, bytes.count) {
      if bytes[offset] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return ScenarioError(path: "", message: "not valid JSON (\(message), at line \(line), column \(column))")
  }
}
