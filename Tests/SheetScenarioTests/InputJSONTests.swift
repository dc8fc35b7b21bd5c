import BottomSheetCore
import Foundation
import SheetScenario
import Testing

@Suite("SheetInput ↔ JSON")
struct InputJSONTests {
  /// The container the samples start from: a top obstruction, so `resize` writes it by its rule.
  static let container = SheetContainer(
    height: 800, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3, topObstruction: 10)

  /// Inputs of `kind`, with the values the format can hold. The switch names every kind, so a
  /// new kind does not compile here until it has samples.
  static func samples(of kind: SheetInput.Kind) -> [SheetInput] {
    switch kind {
    case .touchDown: [.touchDown(y: 650), .touchDown(x: 12.5, y: 700.25)]
    case .touchMove: [.touchMove(y: 600), .touchMove(x: 0, y: -20)]
    case .touchUp: [.touchUp(y: 500.5), .touchUp(x: 390, y: 10)]
    case .touchCancel: [.touchCancel]
    case .resize:
      [
        // The container before's top obstruction: left out, and read back from it.
        .resize(SheetContainer(height: 390, width: 844, safeArea: .zero, scale: 2, topObstruction: 10)),
        .resize(SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 59), scale: 3)),
        .resize(SheetContainer(height: 700, width: 1000, safeArea: .zero, scale: 1, topObstruction: 56.5)),
      ]
    case .contentHeight: [.contentHeight(1200), .contentHeight(0)]
    case .footerHeight: [.footerHeight(64), .footerHeight(0)]
    case .marker: [.marker("details", bottom: 240.5), .marker("details", bottom: nil)]
    case .scrollRegions:
      [
        .scrollRegions([
          SheetScrollRegion(
            id: "row", frame: SheetRect(x: 0, y: 0, width: 390, height: 44), axis: .horizontal, contentLength: 900,
            offset: 12.5),
          SheetScrollRegion(
            id: "list", frame: SheetRect(x: 0, y: 44, width: 390, height: 600), axis: .vertical, contentLength: 3000),
        ]),
        .scrollRegions([]),
      ]
    case .regionOffset: [.regionOffset("list", 120)]
    case .regionScroll:
      [
        .regionScroll(x: 200, y: 780, deltaX: 0, deltaY: 63.2, isWheel: true),
        .regionScroll(y: 300, deltaX: -12.5, deltaY: 3, isWheel: false),
      ]
    case .headerHeight: [.headerHeight(70.5)]
    case .scrollTo: [.scroll(to: 240), .scroll(to: -3)]
    case .move: [.move(to: "mid", animated: true), .move(to: "a \"quoted\" id", animated: false)]
    case .present: [.present]
    case .dismiss: [.dismiss]
    case .setDetents:
      [
        .setDetents([]),
        .setDetents([
          SheetDetent(id: "low", .fraction(0.16)), SheetDetent(id: "mid", .points(400)),
          SheetDetent(id: "fit", .fitted), SheetDetent(id: "peek", SheetDetent.header.kind),
        ]),
      ]
    case .accessibilityIncrement: [.accessibilityIncrement]
    case .accessibilityDecrement: [.accessibilityDecrement]
    case .keyboard:
      [
        .keyboard(height: 336), .keyboard(height: 0), .keyboard(height: 291, duration: 0.25, curve: .easeInOut),
        .keyboard(height: 0, duration: 0.4, curve: .linear),
      ]
    case .keyboardPolicy: [.keyboardPolicy(.lift), .keyboardPolicy(.expand)]
    case .reduceMotion: [.reduceMotion(true), .reduceMotion(false)]
    case .wheel: [.wheel(steps: -2, stepLength: 53.5), .wheel(steps: 1, stepLength: 50)]
    case .scrollGesture:
      [
        .scrollGesture(delta: 12.25), .scrollGesture(delta: -40), .scrollGesture(delta: 8, phase: .momentum),
        .scrollGesture(delta: -3.5, device: .mouse),
      ]
    case .focus: [.focus(y: 420, height: 44), .focus(y: 0, height: 0)]
    case .scrollGestureEnd: [.scrollGestureEnd]
    case .style:
      [
        .style(.standard(cornerRadius: 10)),
        .style(.floating(inset: 12, cornerRadius: 20, materialOpacity: 0.5)),
        .style(
          {
            var style = SheetCardStyle.morphing(
              inset: 16, cornerRadius: 28, expandedCornerRadius: 12, materialOpacity: 0.72)
            style.widthPolicy = SheetWidthPolicy(breakpoint: 450, maximumWidth: 640, alignment: .center)
            return style
          }()),
      ]
    case .backdrop:
      [
        .backdrop(BackdropStyle(maximumDimming: 0.3, maximumBlurRadius: 14.5, undimmedThrough: "mid")),
        .backdrop(BackdropStyle.modal),
        .backdrop(nil),
      ]
    case .scrimTap: [.scrimTap]
    case .escape: [.escape]
    case .grabberTap: [.grabberTap]
    case .grabberKey: SheetInput.GrabberKey.allCases.map(SheetInput.grabberKey)
    case .scrollViewOffset: [.scrollViewOffset(0), .scrollViewOffset(212.5)]
    case .configure:
      [
        .configure(SheetConfiguration(detents: [SheetDetent(id: "mid", .points(400))])),
        .configure(
          {
            var configuration = SheetConfiguration(
              detents: [.fitted, SheetDetent(id: "half", .fraction(0.5)), .header, SheetDetent(id: "full", .maximum)],
              initialDetent: "half", allowsDismissal: true, spring: SheetSpring(duration: 0.6, bounce: 0.1),
              snapping: SnappingRule(mode: .sequential), rubberBand: RubberBand(constant: 0.4),
              keyboardPolicy: .expand, reduceMotion: true, detentSpace: .available,
              style: .floating(inset: 12, cornerRadius: 20, materialOpacity: 0.5), touchSlop: 10)
            configuration.backdrop = BackdropStyle(maximumDimming: 0.3, maximumBlurRadius: 8, undimmedThrough: "half")
            return configuration
          }()),
        .configure(
          {
            var configuration = SheetConfiguration(detents: [SheetDetent(id: "mid", .points(400))])
            configuration.handoff = ScrollHandoffRules(expand: .never, collapse: .atStart, carriesMomentum: true)
            configuration.dragArea = .grabber
            configuration.grabberHeight = 30.5
            configuration.dismissalConfirmation = .askAfter
            configuration.reportsLiveTarget = true
            return configuration
          }()),
      ]
    case .answerDismissal: [.answerDismissal(true), .answerDismissal(false)]
    }
  }

  /// `inputs` written as a scenario's events and read back.
  static func roundTrip(_ inputs: [SheetInput]) throws -> (text: String, read: [SheetInput]) {
    let events = inputs.enumerated().map { TimedInput(time: 0.125 * Double($0.offset), input: $0.element) }
    let scenario = Scenario(
      container: container, configuration: SheetConfiguration(detents: [SheetDetent(id: "mid", .points(400))]),
      until: max(10, 0.125 * Double(events.count)), events: events)
    let text = scenario.jsonText()
    let read = try Scenario(json: Data(text.utf8))
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
    #expect(read.events.map(\.time) == events.map(\.time))
    return (text, read.events.map(\.input))
  }

  @Test("every kind is written and read back as the same input", arguments: SheetInput.Kind.allCases)
  func roundTrip(_ kind: SheetInput.Kind) throws {
    let samples = Self.samples(of: kind)
    #expect(!samples.isEmpty)
    #expect(samples.allSatisfy { $0.kind == kind })
    let (text, read) = try Self.roundTrip(samples)
    #expect(read == samples)
    // The event's type is the kind's name.
    #expect(text.contains(#""type": "\#(kind.rawValue)""#))
  }

  @Test("resize writes topObstruction by container's rule: only where a reader would assume another")
  func resizeTopObstruction() throws {
    let (text, _) = try Self.roundTrip(Self.samples(of: .resize))
    let lines = text.split(separator: "\n").filter { $0.contains(#""type": "resize""#) }
    #expect(lines.count == 3)
    #expect(!lines[0].contains("topObstruction"))
    #expect(lines[1].hasSuffix(#""scale": 3, "topObstruction": 0},"#))
    #expect(lines[2].hasSuffix(#""scale": 1, "topObstruction": 56.5}"#))
    #expect(
      text.contains(
        #""container": {"height": 800, "width": 390, "safeArea": {"top": 47, "bottom": 34}, "scale": 3, "topObstruction": 10}"#
      ))
    var plain = Scenario(
      container: SheetContainer(height: 800, scale: 3), configuration: SheetConfiguration(detents: []), until: 1,
      events: [])
    #expect(
      plain.jsonText().contains(
        #""container": {"height": 800, "width": 390, "safeArea": {"top": 0, "bottom": 0}, "scale": 3},"#))
    plain.events = [TimedInput(time: 0, input: .resize(SheetContainer(height: 600, scale: 3)))]
    #expect(
      plain.jsonText().contains(
        #"{"t": 0, "type": "resize", "height": 600, "width": 390, "safeArea": {"top": 0, "bottom": 0}, "scale": 3}"#))
  }

  @Test("a grabberKey names its key; an unknown key is an error at its path")
  func grabberKeyField() throws {
    let read = try Scenario(
      json: Data(
        #"{"container":{"height":800},"detents":[],"events":[{"t":0,"type":"grabberKey","key":"pageUp"}]}"#.utf8))
    #expect(read.events.map(\.input) == [.grabberKey(.pageUp)])
    for bad in [#"{"t":0,"type":"grabberKey"}"#, #"{"t":0,"type":"grabberKey","key":"left"}"#] {
      do {
        _ = try Scenario(json: Data(#"{"container":{"height":800},"detents":[],"events":[\#(bad)]}"#.utf8))
        Issue.record("read without error: \(bad)")
      } catch {
        #expect(error.path == "events[0].key", "\(bad): \(error)")
      }
    }
  }

  @Test("every kind, and tick, in one file: one event per line, in file order")
  func allKindsInOneFile() throws {
    let inputs = SheetInput.Kind.allCases.flatMap(Self.samples(of:))
    let (text, read) = try Self.roundTrip(inputs)
    #expect(read == inputs)
    let eventLines = text.split(separator: "\n").filter { $0.hasPrefix(#"    {"t": "#) }
    #expect(eventLines.count == inputs.count)
    #expect(eventLines.first == #"    {"t": 0, "type": "touchDown", "y": 650},"#)
  }

  @Test("every kind's name is an event type the reader knows")
  func kindsAreEventTypes() throws {
    for kind in SheetInput.Kind.allCases {
      do {
        _ = try Scenario(
          json: Data(#"{"container":{"height":800},"detents":[],"events":[{"t":0,"type":"\#(kind.rawValue)"}]}"#.utf8))
      } catch {
        // A kind with required fields names one of them, never the type.
        #expect(error.path != "events[0].type", "\(kind): \(error)")
      }
    }
  }

  @Test("the Scenarios article's events table has a row for every kind")
  func articleListsEveryKind() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/SheetScenario/SheetScenario.docc/Scenarios.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let table =
      text.components(separatedBy: "## Events").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for kind in SheetInput.Kind.allCases {
      #expect(rows.contains { $0.split(separator: "|").first?.contains("`\(kind.rawValue)`") == true }, "\(kind)")
    }
  }

  @Test("an unknown event type names every type the format knows")
  func unknownType() {
    do {
      _ = try Scenario(json: Data(#"{"container":{"height":800},"detents":[],"events":[{"t":0,"type":"fly"}]}"#.utf8))
      Issue.record("read without error")
    } catch {
      #expect(error.path == "events[0].type")
      #expect(
        error.message
          == "unknown event type \"fly\"; expected one of touchDown, touchMove, touchUp, touchCancel, resize, "
          + "contentHeight, headerHeight, footerHeight, marker, scrollRegions, regionOffset, regionScroll, scrollTo, move, present, "
          + "dismiss, setDetents, "
          + "accessibilityIncrement, accessibilityDecrement, keyboard, keyboardPolicy, reduceMotion, wheel, scrollGesture, scrollGestureEnd, "
          + "style, focus, backdrop, scrimTap, escape, grabberTap, grabberKey, scrollViewOffset, configure, "
          + "answerDismissal, tick")
    }
  }

  @Test("the old forms read as they did: a keyboard step, a touchpad's changed phase")
  func oldForms() throws {
    let text = #"""
      {"container": {"height": 800}, "detents": [{"id": "low", "points": 200}],
       "events": [{"t": 0, "type": "keyboard", "height": 300}, {"t": 1, "type": "scrollGesture", "delta": 4}]}
      """#
    let scenario = try Scenario(json: Data(text.utf8))
    #expect(
      scenario.events.map(\.input) == [
        .keyboard(height: 300, duration: 0, curve: .easeInOut),
        .scrollGesture(delta: 4, phase: .changed, device: .touchpad),
      ])
  }

  @Test("a keyboard's duration and curve, a scroll's phase and device, and a focus, read from a file")
  func newFields() throws {
    let text = #"""
      {"container": {"height": 800}, "detents": [{"id": "low", "points": 200}],
       "events": [{"t": 0, "type": "keyboard", "height": 300, "duration": 0.25, "curve": "easeOut"},
                  {"t": 1, "type": "scrollGesture", "delta": 4, "phase": "momentum"},
                  {"t": 2, "type": "scrollGesture", "delta": 2, "device": "mouse"},
                  {"t": 3, "type": "focus", "y": 500, "height": 44}]}
      """#
    let scenario = try Scenario(json: Data(text.utf8))
    #expect(
      scenario.events.map(\.input) == [
        .keyboard(height: 300, duration: 0.25, curve: .easeOut), .scrollGesture(delta: 4, phase: .momentum),
        .scrollGesture(delta: 2, device: .mouse), .focus(y: 500, height: 44),
      ])
  }
}
