import BottomSheetCore
import Foundation
import SheetScenario
import Testing

@Suite("Expectations, read")
struct ScenarioExpectationsTests {
  static func read(_ text: String) throws -> ScenarioExpectations {
    try ScenarioExpectations(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))
  }

  static func error(_ text: String) -> ScenarioError? {
    do {
      _ = try read(text)
      return nil
    } catch let error as ScenarioError {
      return error
    } catch {
      return nil
    }
  }

  @Test func everyKeyIsReadIntoItsField() throws {
    let read = try Self.read(
      #"""
      {"finalDetent": "mid", "finalHeight": 400, "heightRange": [100, 700], "maxFrameJump": 40,
       "maxCardShapeJump": 2, "maxMaterialOpacityJump": 0.1, "settledCount": 2, "settledSequence": ["a", "b"],
       "finalScrollOffset": 12, "finalAccessibilityValue": "Position 1 of 2", "diagnosticsAtLeast": 1,
       "eventCounts": {"settled": 2, "dismissed": 0},
       "checkpoints": [{"t": 0.5, "detent": "b", "height": 600, "scrollOffset": 0, "phase": "idle", "progress": 1,
         "card": {"x": 0, "y": 200, "width": 390, "height": 600},
         "cornerRadii": {"topLeading": 16, "topTrailing": 16, "bottomLeading": 0, "bottomTrailing": 0},
         "materialOpacity": 1, "dimming": 0.4, "blur": 0, "backgroundInteraction": false}]}
      """#)
    var expected = ScenarioExpectations()
    expected.finalDetent = "mid"
    expected.finalHeight = 400
    expected.heightRange = .init(min: 100, max: 700)
    expected.maxFrameJump = 40
    expected.maxCardShapeJump = 2
    expected.maxMaterialOpacityJump = 0.1
    expected.settledCount = 2
    expected.settledSequence = ["a", "b"]
    expected.finalScrollOffset = 12
    expected.finalAccessibilityValue = "Position 1 of 2"
    expected.diagnosticsAtLeast = 1
    expected.eventCounts = ["settled": 2, "dismissed": 0]
    var point = ScenarioExpectations.Checkpoint(time: 0.5)
    point.detent = "b"
    point.height = 600
    point.scrollOffset = 0
    point.phase = "idle"
    point.progress = 1
    point.card = SheetRect(x: 0, y: 200, width: 390, height: 600)
    point.cornerRadii = SheetCornerRadii(topLeading: 16, topTrailing: 16, bottomLeading: 0, bottomTrailing: 0)
    point.materialOpacity = 1
    point.dimming = 0.4
    point.blur = 0
    point.backgroundInteraction = false
    expected.checkpoints = [point]
    #expect(read == expected)
    #expect(try Self.read("{}") == ScenarioExpectations())
  }

  @Test func unknownKeysAreErrorsNamingThem() {
    #expect(
      Self.error(#"{"finalDetents": "a"}"#)
        == ScenarioError(path: "expect.finalDetents", message: "unknown expectation"))
    #expect(
      Self.error(#"{"checkpoints": [{"t": 1}, {"t": 2, "opacity": 1}]}"#)
        == ScenarioError(path: "expect.checkpoints[1].opacity", message: "unknown checkpoint key"))
    #expect(
      Self.error(#"{"eventCounts": {"settle": 1}}"#)
        == ScenarioError(path: "expect.eventCounts.settle", message: "unknown event name"))
  }

  @Test func badValuesAreErrorsNamingThem() {
    #expect(
      Self.error(#"{"heightRange": [1]}"#) == ScenarioError(path: "expect.heightRange", message: "expected [min, max]"))
    #expect(Self.error(#"{"eventCounts": {"settled": "1"}}"#)?.path == "expect.eventCounts.settled")
    #expect(Self.error(#"{"checkpoints": [{"height": 3}]}"#)?.path == "expect.checkpoints[0].t")
    #expect(Self.error(#"{"checkpoints": [{"t": 1, "card": {"x": 1}}]}"#)?.path == "expect.checkpoints[0].card.y")
    #expect(Self.error(#"{"finalHeight": "400"}"#)?.path == "expect.finalHeight")
    #expect(Self.error("[]")?.path == "expect")
  }

  @Test func backdropCheckpointsNeedABackdrop() throws {
    let scenario = try Scenario(
      json: Data(
        #"{"container": {"height": 800}, "detents": [{"id": "a", "points": 200}], "events": [], "until": 1}"#.utf8))
    let expectations = try Self.read(#"{"checkpoints": [{"t": 0.5}, {"t": 0.5, "blur": 0}]}"#)
    #expect(
      throws: ScenarioError(
        path: "expect.checkpoints[1]", message: #"checks the backdrop, but the scenario gives no "backdrop""#)
    ) {
      try expectations.failures(of: Simulation.run(scenario))
    }
  }
}
