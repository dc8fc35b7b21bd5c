import BottomSheetCore
import Foundation
import SheetScenario
import Testing

@Suite("Scenario reader")
struct ScenarioReaderTests {
  func read(_ json: String) throws(ScenarioError) -> Scenario {
    try Scenario(json: Data(json.utf8))
  }

  struct BadFile: Sendable, CustomTestStringConvertible {
    var json: String
    var path: String
    var testDescription: String { path.isEmpty ? "not JSON" : path }
  }

  static let badFiles: [BadFile] = [
    .init(json: "{", path: ""),
    .init(json: #"{"detents":[],"events":[]}"#, path: "container"),
    .init(json: #"{"container":{"height":"tall"},"detents":[],"events":[]}"#, path: "container.height"),
    .init(json: #"{"container":{"height":800},"events":[]}"#, path: "detents"),
    .init(json: #"{"container":{"height":800},"detents":[{"id":"a"}],"events":[]}"#, path: "detents[0]"),
    .init(json: #"{"container":{"height":800},"detents":[{"fraction":0.5}],"events":[]}"#, path: "detents[0].id"),
    .init(
      json: #"{"container":{"height":800},"detents":[{"id":"a","fraction":true}],"events":[]}"#,
      path: "detents[0].fraction"),
    .init(json: #"{"container":{"height":800},"detents":[],"events":[{"t":0,"type":"fly"}]}"#, path: "events[0].type"),
    .init(
      json: #"{"container":{"height":800},"detents":[],"events":[{"t":0,"type":"touchDown"}]}"#, path: "events[0].y"),
    .init(json: #"{"container":{"height":800},"detents":[],"events":[{"type":"present"}]}"#, path: "events[0].t"),
    .init(json: #"{"container":{"height":800},"detents":[],"snapping":"magnetic","events":[]}"#, path: "snapping"),
    .init(json: #"{"container":{"height":800},"detents":[],"presented":1,"events":[]}"#, path: "presented"),
    .init(json: #"{"container":{"height":800},"detents":[],"style":{"kind":"morph"},"events":[]}"#, path: "style.kind"),
    .init(
      json:
        #"{"container":{"height":800},"detents":[],"style":{"kind":"standard","width":{"maximumWidth":-5}},"events":[]}"#,
      path: "style.width.maximumWidth"),
    .init(
      json:
        #"{"container":{"height":800},"detents":[],"style":{"kind":"standard","width":{"breakpoint":"wide"}},"events":[]}"#,
      path: "style.width.breakpoint"),
    .init(
      json:
        #"{"container":{"height":800},"detents":[],"style":{"kind":"floating","width":{"alignment":"right"}},"events":[]}"#,
      path: "style.width.alignment"),
  ]

  @Test(arguments: badFiles)
  func unreadableFileNamesTheField(_ bad: BadFile) {
    do {
      _ = try read(bad.json)
      Issue.record("read without error")
    } catch {
      #expect(error.path == bad.path, "\(error)")
    }
  }

  @Test func headerDetentReadsAndWritesBack() throws {
    let scenario = try read(
      #"{"container":{"height":800},"header":{"height":70},"detents":[{"id":"peek","header":true},{"id":"top","points":700}],"events":[]}"#
    )
    #expect(scenario.configuration.detents.map(\.id) == ["peek", "top"])
    #expect(scenario.configuration.detents[0].kind == SheetDetent.header.kind)
    #expect(scenario.jsonText().contains(#"{"id": "peek", "header": true}"#))
    let result = Simulation.run(scenario)
    #expect(result.finalState.height == 70)
  }

  @Test func morphingAndWidthPolicyReadAndWriteBack() throws {
    let scenario = try read(
      #"{"container":{"height":800},"detents":[{"id":"a","points":300}],"style":{"kind":"morphing","inset":12,"expandedCornerRadius":10,"materialOpacity":1.5,"width":{"alignment":"center"}},"events":[]}"#
    )
    let style = scenario.configuration.style
    #expect(style.isMorphing && style.inset == 12 && style.cornerRadius == 24 && style.expandedCornerRadius == 10)
    // An opacity above 1 is brought into [0, 1] with a diagnostic.
    #expect(style.materialOpacity == 1)
    #expect(scenario.diagnostics.contains { $0.contains("materialOpacity") })
    #expect(style.widthPolicy == SheetWidthPolicy(breakpoint: 450, maximumWidth: 640, alignment: .center))
    let again = try read(scenario.jsonText())
    #expect(again.configuration.style == style)
    // A standard card given a morphing card's fields says it ignores them.
    let standard = try read(
      #"{"container":{"height":800},"detents":[],"style":{"kind":"standard","expandedCornerRadius":3},"events":[]}"#)
    #expect(standard.diagnostics == ["style.expandedCornerRadius is not for a standard card; ignored"])
  }

  @Test func defaultsAreTheDocumentedOnes() throws {
    let scenario = try read(
      #"{"container":{"height":800},"detents":[{"id":"a","points":300}],"events":[{"t":2,"type":"present"}]}"#)
    #expect(scenario.frameRate == 120)
    #expect(scenario.until == 5)
    #expect(scenario.presented)
    #expect(scenario.configuration.spring == .sheet)
    #expect(scenario.configuration.rubberBand.constant == 0.55)
    #expect(scenario.configuration.snapping.mode == .projected)
    #expect(scenario.configuration.keyboardPolicy == .lift)
    #expect(scenario.container.scale == 3)
  }

  @Test func eventsOutOfOrderAreClampedWithADiagnostic() throws {
    let scenario = try read(
      #"{"container":{"height":800},"detents":[],"events":[{"t":1,"type":"present"},{"t":0.5,"type":"dismiss"}]}"#)
    #expect(scenario.events.map(\.time) == [1, 1])
    #expect(scenario.diagnostics.count == 1)
  }

  @Test func resizeKeepsWhatItDoesNotSay() throws {
    let scenario = try read(
      #"{"container":{"height":800,"scale":2,"safeArea":{"top":20}},"detents":[],"events":[{"t":1,"type":"resize","height":400}]}"#
    )
    guard case .resize(let container) = scenario.events[0].input else {
      Issue.record("not a resize")
      return
    }
    #expect(container.height == 400)
    #expect(container.scale == 2)
    #expect(container.safeArea.top == 20)
  }

  @Test func framesFollowTheFrameRateAndStayFinite() throws {
    let scenario = try read(
      #"{"container":{"height":800},"frameRate":30,"until":1,"detents":[{"id":"a","points":200},{"id":"b","points":600}],"events":[{"t":0.1,"type":"move","detent":"b"}]}"#
    )
    let result = Simulation.run(scenario)
    #expect(result.frames.count == 31)
    #expect(result.frames.last?.time == 1)
    #expect(result.frames.allSatisfy { $0.height.isFinite && $0.velocity.isFinite })
  }

  @Test func outputDoesNotDependOnTheFrameRate() throws {
    var finals: [Double] = []
    var midway: [Double] = []
    for rate in [30, 60, 120, 240] {
      let scenario = try read(
        #"{"container":{"height":800},"frameRate":\#(rate),"until":2,"detents":[{"id":"a","points":200},{"id":"b","points":600}],"events":[{"t":0.1,"type":"move","detent":"b"}]}"#
      )
      let result = Simulation.run(scenario)
      finals.append(result.finalState.height)
      // The frame at t = 0.3 s exists at every one of these rates.
      midway.append(result.frames.first { abs($0.time - 0.3) < 1e-9 }?.height ?? .nan)
    }
    #expect(finals.allSatisfy { $0 == 600 })
    #expect(midway.max()! - midway.min()! < 0.5, "\(midway)")
  }

  @Test func timesOutsideAnHourAreClampedAndLateEventsAreReported() throws {
    let scenario = try read(
      #"{"container":{"height":800},"detents":[],"until":2,"events":[{"t":-1,"type":"present"},{"t":1e7,"type":"dismiss"}]}"#
    )
    #expect(scenario.events.map(\.time) == [0, 3600])
    #expect(scenario.until == 2)
    #expect(scenario.diagnostics.count == 3, "\(scenario.diagnostics)")
    // The default end stays 3 s after the last event, even at the cap, so the file can end at rest.
    let defaulted = try read(#"{"container":{"height":800},"detents":[],"events":[{"t":1e9,"type":"present"}]}"#)
    #expect(defaulted.until == 3603)
    #expect(Simulation.run(defaulted, recordFrames: false).finalState.phase == .idle)
    let late = try read(#"{"container":{"height":800},"detents":[],"until":1e9,"events":[]}"#)
    #expect(late.until == 3)
    #expect(late.diagnostics == ["until 1000000000.0 is not a time in [0, 3690.0] s; using 3.0"])
  }

  @Test func finalStateIsAtUntilEvenBetweenFrames() throws {
    let scenario = try read(
      #"{"container":{"height":800},"frameRate":1,"until":2.5,"detents":[{"id":"a","points":200},{"id":"b","points":600}],"events":[{"t":2.2,"type":"move","detent":"b","animated":false}]}"#
    )
    let result = Simulation.run(scenario)
    #expect(result.frames.count == 3)
    #expect(result.finalTime == 2.5)
    #expect(result.finalState.detent == "b")
  }

  @Test func textThatIsNotJSONSaysWhy() {
    do {
      _ = try read(#"{"container":{"height":1e400},"detents":[],"events":[]}"#)
      Issue.record("read without error")
    } catch {
      #expect(error.message.contains("1e400"), "\(error)")
    }
  }
}
