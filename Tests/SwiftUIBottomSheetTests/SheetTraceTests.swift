import Foundation
import Testing

@testable import SwiftUIBottomSheet

/// The opt-in trace for the device checks: when it is on, and the lines real sequences through the
/// layer's pure decision types write, with their numbers. Serialized: the test of a trace that is
/// off needs no recording open in another test (a recording turns every call site on).
@Suite("Trace", .serialized)
struct SheetTraceTests {
  /// A scenario's clock, which the recorded lines take their times from (seconds).
  final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var time = 0.0

    var now: Double {
      get { lock.withLock { time } }
      set { lock.withLock { time = newValue } }
    }
  }

  /// One environment and whether it turns the trace on.
  struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var enables: Bool
    var testDescription: String { "\(environment) → \(enables)" }
  }

  static let environments: [EnvironmentCase] = [
    EnvironmentCase(environment: [:], enables: false),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": "1"], enables: true),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": "true"], enables: true),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": "YES"], enables: true),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": "0"], enables: false),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": ""], enables: false),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": "false"], enables: false),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": "2"], enables: false),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACE": " 1"], enables: false),
    EnvironmentCase(environment: ["SWIFT_BOTTOM_SHEET_TRACING": "1"], enables: false),
  ]

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "the launch environment turns the trace on with 1, true or yes, in any case; nothing else does",
    arguments: environments)
  func enablingRule(_ row: EnvironmentCase) {
    #expect(SheetTrace.environmentVariable == "SWIFT_BOTTOM_SHEET_TRACE")
    #expect(SheetTrace.enables(environment: row.environment) == row.enables)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("off: no message is built and the handler hears nothing; on: the handler hears the line")
  @MainActor
  func offBuildsNothing() async {
    let wasEnabled = SheetTrace.isEnabled
    defer {
      SheetTrace.isEnabled = wasEnabled
      SheetTrace.handler = nil
    }
    let heard = Clock()  // counts the handler's lines of this test, in `now`
    let token = "off-test-\(UUID().uuidString)"
    SheetTrace.handler = { line in
      if line.message == token { heard.now += 1 }
    }
    SheetTrace.isEnabled = false
    var built = 0
    func message() -> String {
      built += 1
      return token
    }
    SheetTrace.log(.pan, message())
    var coordinator = SheetPresentationCoordinator()
    _ = coordinator.appChanged(presented: true)
    #expect(built == 0, "the autoclosure is never called")
    await Task.yield()
    #expect(heard.now == 0)
    // A recording is the only way to see lines here; it sees this task's lines only.
    let lines = SheetTrace.record { SheetTrace.log(.keyboard, message()) }
    #expect(built == 1)
    #expect(lines == [SheetTrace.Line(time: 0, category: .keyboard, message: token)])
    #expect(heard.now == 0, "a recorded line goes nowhere else")
    // On: the line reaches the handler (on the main actor) as well as the unified log.
    SheetTrace.isEnabled = true
    SheetTrace.log(.scroll, message())
    for _ in 0..<10 where heard.now == 0 { await Task.yield() }
    #expect(built == 2)
    #expect(heard.now == 1)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a presentation UIKit never shows, given up by its clock: each step traced with its numbers")
  func givenUpPresentation() {
    let clock = Clock()
    var coordinator = SheetPresentationCoordinator()
    let now: @Sendable () -> Double = { clock.now }
    let lines = SheetTrace.record(clock: now) {
      _ = coordinator.presenterChanged(onScreen: true)
      _ = coordinator.sceneChanged(isActive: true)
      clock.now = 0.25
      // The presenter already presents a system `.sheet`: UIKit refuses the cover.
      _ = coordinator.appChanged(presented: true)
      clock.now = 1.25
      _ = coordinator.appearanceClockRanOut(coordinator.appearanceClock)
      // The binding's write comes back; the late timeout of the same clock finds nothing.
      _ = coordinator.appChanged(presented: false)
      _ = coordinator.appearanceClockRanOut(1)
    }
    let expected: [SheetTrace.Line] = [
      .init(
        time: 0, category: .presentation,
        message: "presenter on screen true -> [] container 0, clock 0, removal 0"),
      .init(time: 0, category: .presentation, message: "scene active true -> [] container 0, clock 0, removal 0"),
      .init(
        time: 0.25, category: .presentation,
        message: "app presents true -> [showContainer, startAppearanceClock(1, 1.0000 s), presentSheet]"
          + " container 1 shown, clock 1 running, removal 0"),
      .init(
        time: 1.25, category: .presentation,
        message: "give-up clock 1 ran out after 1.0000 s -> [hideSheet, removeContainer, clearBinding,"
          + " callOnDismiss] container 1, clock 1, removal 0"),
      .init(time: 1.25, category: .presentation, message: "app presents false -> [] container 1, clock 1, removal 0"),
      .init(
        time: 1.25, category: .presentation,
        message: "give-up clock 1 ran out after 1.0000 s -> [] container 1, clock 1, removal 0"),
    ]
    #expect(lines == expected)
    #expect(lines.map(\.description)[2].hasPrefix("0.2500 presentation: app presents true"))
  }

  /// An iPhone 15 drawer at `.medium` with a 2000-point list under a 60-point header, as the
  /// scroll lock's tests have it.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer() -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      container: SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: 2000, time: 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drag handed over to the list: the hold, the freeing event's hold at the core's share, native after")
  func handedOverDrag() {
    var sheet = drawer()
    var lock = SheetScrollLock()
    let top = sheet.topEdge
    let lines = SheetTrace.record {
      _ = lock.update(.init(sheet), shown: 0)
      lock.touchEvent(at: 1)
      lock.touchBegan()
      _ = sheet.apply(.touchDown(x: 200, y: top + 200), at: 1)
      lock.touchEvent(at: 1.02)
      _ = sheet.apply(.touchMove(x: 200, y: top + 150), at: 1.02)
      _ = lock.update(.init(sheet), shown: 0)
      _ = lock.update(.init(sheet), shown: 50)
      // The sheet reaches 0.88 and the core gives the list the 7.67 points over.
      lock.touchEvent(at: 1.04)
      _ = sheet.apply(.touchMove(x: 200, y: top - 106), at: 1.04)
      _ = lock.update(.init(sheet), shown: 0)
      _ = lock.update(.init(sheet), shown: 256)
      // The next event: native, and the list's offset is reported.
      lock.touchEvent(at: 1.06)
      _ = sheet.apply(.touchMove(x: 200, y: top - 116), at: 1.06)
      _ = lock.update(.init(sheet), shown: 7.67)
    }
    #expect(
      lines.map(\.message) == [
        "idle consumer none core 0.0 shown 0.0, hold 0.0, hold begins, bounce off",
        "dragging consumer scroll core 7.7 shown 0.0, hold 7.7, hold ends, bounce restored,"
          + " handed over for the event at 1.0400 s",
        "hand-over of the event at 1.0400 s ends at the event at 1.0600 s: native from here",
        "dragging consumer scroll core 17.7 shown 7.7, report 7.7",
      ])
    #expect(lines.allSatisfy { $0.category == .scroll })
    // The finger lifts on the list's movement: the list decelerates natively from where it is.
    let release = SheetTrace.record { _ = lock.touchEnded(consumer: .scroll, shown: 20) }
    #expect(
      release.map(\.message) == ["touch ended on the content's movement: free until the next touch, report 20.0"])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a text view's keyboard before its textDidBeginEditing, after a field elsewhere: the order, and the replay")
  func keyboardBeforeItsField() {
    var ownership = SheetKeyboardOwnership()
    let lines = SheetTrace.record {
      // The navigation bar's search field, then its keyboard: not the sheet's.
      _ = ownership.fieldBegan(.elsewhere)
      _ = ownership.keyboardChanged(hides: false)
      // A `TextEditor` in the drawer: its keyboard's frame change comes first, then its field.
      _ = ownership.keyboardChanged(hides: false)
      _ = ownership.fieldBegan(.inSheet)
      _ = ownership.keyboardChanged(hides: true)
    }
    #expect(
      lines.map(\.message) == [
        "field began editing elsewhere, keyboard up false: replays nothing, sheet follows false",
        "keyboard shows or moves, last field elsewhere: sheet follows false",
        "keyboard shows or moves, last field elsewhere: sheet follows false",
        "field began editing inSheet, keyboard up true: replays keyboard, sheet follows true",
        "keyboard hides, last field inSheet: sheet follows true",
      ])
    #expect(lines.allSatisfy { $0.category == .keyboard })
  }
}
