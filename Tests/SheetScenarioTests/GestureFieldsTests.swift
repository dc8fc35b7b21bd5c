import BottomSheetCore
import Foundation
import SheetScenario
import Testing

/// The scenario fields of the gesture rules: read, normalized, written back, and the live target
/// in frame lines.
@Suite("Gesture fields")
struct GestureFieldsTests {
  static func read(_ fields: String) throws(ScenarioError) -> Scenario {
    try Scenario(
      json: Data(#"{"container":{"height":800},"detents":[{"id":"a","points":300}],\#(fields)"events":[]}"#.utf8))
  }

  @Test("each field reaches the configuration, and is written back only when it is not the default")
  func readAndWritten() throws {
    let scenario = try Self.read(
      #""handoff":{"expand":"atStart","collapse":"never","carriesMomentum":true},"dragArea":"header","#
        + #""grabberHeight":30,"liveTarget":true,"dismissalConfirmation":"askFirst","#)
    let configuration = scenario.configuration
    #expect(configuration.handoff == ScrollHandoffRules(expand: .atStart, collapse: .never, carriesMomentum: true))
    #expect(configuration.dragArea == .header)
    #expect(configuration.grabberHeight == 30)
    #expect(configuration.reportsLiveTarget)
    #expect(configuration.dismissalConfirmation == .askFirst)
    let again = try Scenario(json: Data(scenario.jsonText().utf8))
    #expect(again.configuration == configuration)
    let plain = try Self.read("")
    for field in ["handoff", "dragArea", "grabberHeight", "liveTarget", "dismissalConfirmation"] {
      #expect(!plain.jsonText().contains("\"\(field)\""), "\(field) written with its default")
    }
  }

  @Test("an unknown mode names the field and the choices")
  func unknownMode() {
    do {
      _ = try Self.read(#""handoff":{"expand":"sometimes"},"#)
      Issue.record("read without error")
    } catch {
      #expect(error.path == "handoff.expand")
      #expect(error.message == #"expected "midGesture" or "atStart" or "never", found "sometimes""#)
    }
  }

  @Test("a grabber row that is not a length keeps 24 points, with a diagnostic")
  func badGrabberHeight() throws {
    let scenario = try Self.read(#""grabberHeight":-4,"#)
    #expect(scenario.configuration.grabberHeight == 24)
    #expect(scenario.diagnostics == ["grabberHeight -4.0 is not a length in [0, 1000000] points; using 24"])
  }

  @Test("a frame line carries the live target while a drag holds the sheet, and only then")
  func frameTarget() {
    var configuration = SheetConfiguration(
      detents: [SheetDetent(id: "low", .points(200)), SheetDetent(id: "mid", .points(400))])
    configuration.reportsLiveTarget = true
    var state = SheetState(configuration: configuration, container: SheetContainer(height: 800, scale: 2))
    #expect(!JSONLines.frame(0, of: state, at: 0).contains("target"))
    _ = state.apply(.touchDown(y: 610), at: 0)
    _ = state.apply(.touchMove(y: 400), at: 0.5)
    _ = state.apply(.touchMove(y: 400), at: 0.8)
    #expect(JSONLines.frame(1, of: state, at: 0.8).contains(#","target":"mid""#))
  }
}
