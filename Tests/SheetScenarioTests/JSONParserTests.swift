import BottomSheetCore
import Foundation
import SheetFuzz
import Testing

@testable import SheetScenario

/// The scenario reader's JSON parser: strict RFC 8259, errors with a line and column, and a
/// root object whose `events` are read one by one as they are parsed.
@Suite("JSON parser")
struct JSONParserTests {
  private func parse(_ text: String) throws(ScenarioError) -> JSONValue {
    try JSONParser.value(of: Data(text.utf8))
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try parse(
      #" { "a": [1, -0.5e+2, 0, 1E3, true, false, null], "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "o": {} } "#)
    let fields = try #require(
      {
        if case .object(let fields) = value { return fields.values }
        return nil
      }())
    #expect(
      fields["a"] == .array([.number(1), .number(-50), .number(0), .number(1000), .bool(true), .bool(false), .null]))
    #expect(fields["s"] == .string("q\"\\/\u{08}\u{0C}\n\r\té😀"))
    #expect(fields["o"] == .object([:]))
  }

  @Test func aRepeatedKeyKeepsItsLastValue() throws {
    #expect(try parse(#"{"a": 1, "a": 2}"#) == .object(["a": .number(2)]))
  }

  /// Text that is not JSON, and where the error says it is (line and column from 1).
  @Test(
    arguments: [
      ("", "unexpected end of the text, at line 1, column 1"),
      (#"{"a": tru}"#, "unexpected character '}', at line 1, column 10"),
      (#"{"a": 01}"#, "a number with a leading zero, at line 1, column 7"),
      (#"{"a": 1e400}"#, "the number 1e400 does not fit in a Double, at line 1, column 7"),
      (#"{"a": 1.}"#, "expected a digit after '.', at line 1, column 9"),
      ("{\"a\": \"x\u{01}\"}", "a control character in a string must be escaped, at line 1, column 9"),
      (#"{"a": "\ud800"}"#, #"a lone surrogate \uD800, at line 1, column 14"#),
      (#"{"a": "\x"}"#, #"unknown escape \'x', at line 1, column 9"#),
      ("{\n  \"a\": 1\n  \"b\": 2\n}", "expected ',' or '}' after an object's field, at line 3, column 3"),
      (#"[1, 2"#, "expected ',' or ']' after an array's element, at line 1, column 6"),
      (#"{"a": 1} x"#, "unexpected text after the value, at line 1, column 10"),
      ("{'a': 1}", "expected a field's name in quotes, at line 1, column 2"),
      (String(repeating: "[", count: 600), "nested more than 512 deep, at line 1, column 513"),
    ])
  func textThatIsNotJSON(text: String, message: String) {
    #expect(throws: ScenarioError(path: "", message: "not valid JSON (\(message))")) { try parse(text) }
  }

  static let container =
    #""container": {"height": 800}, "detents": [{"id": "a", "points": 200}, {"id": "b", "points": 600}]"#
  static let events =
    #""events": [{"t": 0.1, "type": "move", "detent": "b", "animated": true}, {"t": 0.2, "type": "tick"}, {"t": 0.5, "type": "resize", "height": 700}]"#

  /// A file whose container comes first has its events read as a stream; one whose events come
  /// first keeps them as values until the end. Both read to the same scenario.
  @Test func eventsBeforeOrAfterTheContainerReadTheSame() throws {
    let streamed = try Scenario(json: Data("{\(Self.container), \(Self.events)}".utf8))
    let kept = try Scenario(json: Data("{\(Self.events), \(Self.container)}".utf8))
    #expect(streamed.jsonText() == kept.jsonText())
    #expect(streamed.events == kept.events)
    #expect(streamed.diagnostics == kept.diagnostics)
    #expect(streamed.events.count == 2)
    #expect(streamed.ticks.map(\.eventsBefore) == [1])
    #expect(streamed.events.last?.input == .resize(SheetContainer(height: 700, scale: 3)))
  }

  /// A bad event in a streamed file is reported where the reader reads the events: after the
  /// fields it checks first (the detents), as for a file whose events come first.
  @Test func aBadEventIsReportedAfterTheFieldsReadBeforeIt() {
    let badDetents = #""container": {"height": 800}, "detents": [{"id": "a", "points": "x"}]"#
    let badEvent = #""events": [{"t": 0, "type": "present"}, {"t": "1", "type": "dismiss"}]"#
    let detentsError = ScenarioError(path: "detents[0].points", message: "expected a number, found a string")
    #expect(throws: detentsError) { try Scenario(json: Data("{\(badDetents), \(badEvent)}".utf8)) }
    #expect(throws: detentsError) { try Scenario(json: Data("{\(badEvent), \(badDetents)}".utf8)) }
    let eventError = ScenarioError(path: "events[1].t", message: "expected a number, found a string")
    #expect(throws: eventError) { try Scenario(json: Data("{\(Self.container), \(badEvent)}".utf8)) }
  }

  /// The writer's text reads back as the same scenario through the stream, events and ticks
  /// included, for 200 generated scenarios with every kind of input.
  @Test func writtenScenariosReadBackThroughTheStream() throws {
    for seed in UInt64(1)...200 {
      let scenario = ScenarioGenerator().scenario(seed: seed)
      let text = scenario.jsonText()
      #expect(text.range(of: "\"container\"")!.lowerBound < text.range(of: "\"events\"")!.lowerBound)
      let read = try Scenario(json: Data(text.utf8))
      #expect(read.events.count == scenario.events.count, "seed \(seed)")
      #expect(read.jsonText() == text, "seed \(seed)")
    }
  }
}
