import Foundation
import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The gesture rules' decisions in the SwiftUI layer: what the modifiers put into the core's
/// configuration, how UIKit's presentation controller is set for a dismissal that asks, and
/// which answers reach the core.
@Suite("Gesture rules in SwiftUI")
struct GestureSettingsTests {
  static let detents: [SheetDetent] = [.medium, .large]

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("no rule set leaves the core's defaults")
  func defaults() {
    let options = SheetOptions()
    let configuration = options.configuration(
      kind: .modal, detents: Self.detents, initialDetent: nil, reduceMotion: false)
    #expect(configuration.handoff == ScrollHandoffRules())
    #expect(configuration.dragArea == .card)
    #expect(!configuration.reportsLiveTarget)
    #expect(configuration.dismissalConfirmation == .off)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("each rule reaches its field of the configuration")
  func rulesReachTheConfiguration() {
    var options = SheetOptions()
    options.gestures.handoff = ScrollHandoffRules(expand: .atStart, collapse: .never, carriesMomentum: true)
    options.gestures.dragArea = .grabber
    options.gestures.reportsLiveTarget = true
    options.gestures.dismissalConfirmation = .askAfter
    let configuration = options.configuration(
      kind: .modal, detents: Self.detents, initialDetent: nil, reduceMotion: false)
    #expect(configuration.handoff == ScrollHandoffRules(expand: .atStart, collapse: .never, carriesMomentum: true))
    #expect(configuration.dragArea == .grabber)
    #expect(configuration.reportsLiveTarget)
    #expect(configuration.dismissalConfirmation == .askAfter)
    #expect(configuration.allowsDismissal, "the rest of the configuration stays the options'")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "content interaction is the expand rule, as Apple's .resizes and .scrolls",
    arguments: [
      (SheetContentInteraction.automatic, HandoffMode.midGesture), (.resizes, .midGesture), (.scrolls, .never),
    ])
  func contentInteraction(interaction: SheetContentInteraction, expand: HandoffMode) {
    #expect(interaction.expand == expand)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "UIKit's presentation controller agrees with the core on who dismisses and which callback asks",
    arguments: [
      // (mode, dismissal disabled) → (isModalInPresentation, callback)
      (DismissalConfirmation.off, false, false, SheetDismissalCallback?.none),
      (.off, true, true, nil),
      (.askFirst, false, true, .didAttemptToDismiss),
      (.askFirst, true, true, nil),
      (.askAfter, false, false, .didDismiss),
      (.askAfter, true, true, nil),
    ])
  func presentationController(
    mode: DismissalConfirmation, disabled: Bool, modal: Bool, callback: SheetDismissalCallback?
  ) {
    var settings = SheetGestureSettings()
    settings.dismissalConfirmation = mode
    let controller = settings.presentationController(dismissalDisabled: disabled)
    #expect(controller.isModalInPresentation == modal)
    #expect(controller.attemptCallback == callback)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an answer reaches the core only while the attempt it answers is waiting")
  func answers() {
    let yes = SheetDismissalAnswer(from: "medium", dismisses: true)
    #expect(yes.input(awaiting: "medium") == .answerDismissal(true))
    #expect(yes.input(awaiting: nil) == nil, "answered, or ended by a programmatic present or dismiss")
    #expect(yes.input(awaiting: "large") == nil, "a newer attempt from another detent")
    #expect(SheetDismissalAnswer(from: "large", dismisses: false).input(awaiting: "large") == .answerDismissal(false))
  }

  /// What the app and the core see of one question: how often it was asked, what the core
  /// awaits, and what reached it.
  @MainActor
  private final class Asking {
    var asked = 0
    var awaited: String? = "medium"
    var sent: [SheetInput] = []
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an attempt is asked once; its answer is sent only if the core still awaits it when it comes")
  @MainActor
  func askedAndSent() async {
    let log = Asking()
    let question: @MainActor () async -> Bool = {
      log.asked += 1
      return false
    }
    func ask(_ event: SheetEvent, question: (@MainActor () async -> Bool)?) -> Task<Void, Never>? {
      SheetDismissalAnswer.ask(event, question: question, awaiting: { log.awaited }, send: { log.sent.append($0) })
    }
    #expect(ask(.dismissed, question: question) == nil, "not an attempt")
    #expect(ask(.dismissAttempted(from: "medium"), question: nil) == nil, "no question")
    await ask(.dismissAttempted(from: "medium"), question: question)?.value
    #expect(log.asked == 1)
    #expect(log.sent == [.answerDismissal(false)])
    // The attempt ends (a programmatic present) while the app's dialog is up: the answer goes nowhere.
    log.awaited = nil
    await ask(.dismissAttempted(from: "medium"), question: question)?.value
    #expect(log.asked == 2)
    #expect(log.sent == [.answerDismissal(false)])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the answer the core takes does what the mode says")
  func answerInTheCore() throws {
    var configuration = SheetConfiguration(detents: [SheetDetent(id: "low", .points(200))], allowsDismissal: true)
    configuration.dismissalConfirmation = .askFirst
    var state = SheetState(configuration: configuration, container: SheetContainer(height: 800, scale: 2))
    #expect(state.apply(.escape, at: 0) == [.dismissAttempted(from: "low")])
    let input = SheetDismissalAnswer(from: "low", dismisses: true).input(awaiting: state.dismissalAwaitingAnswer)
    let events = state.apply(try #require(input), at: 1)
    #expect(events.first == .willSettle(target: hiddenDetentID, velocity: 0))
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
// GESTURES-BEGIN
private struct EditorScreen: View {
  @State private var editing = true
  @State private var target = ""

  var body: some View {
    Color.clear
      .bottomSheet(isPresented: $editing) { Text("Draft") }
      .sheetContentInteraction(.scrolls)
      .sheetHandoff(collapse: .atStart)
      .sheetDragArea(.header)
      .onSheetTargetChange { target = $0 }
      .sensoryFeedback(.selection, trigger: target)
      .sheetDismissalConfirmation(.askFirst) { await confirmDiscard() }
  }

  func confirmDiscard() async -> Bool { true }
}
// GESTURES-END

@Suite("README gestures example")
struct GesturesReadmeTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the README's gestures example compiles against the layer")
  @MainActor
  func compiles() {
    _ = EditorScreen()
    #expect(SheetContentInteraction.scrolls.expand == .never)
  }

  @Test("the gestures example here is the README's, line for line")
  func sameAsReadme() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let block = readme.components(separatedBy: "<!-- GESTURES-BEGIN -->\n```swift\n")[1]
      .components(separatedBy: "```\n<!-- GESTURES-END -->")[0]
    let copy = here.components(separatedBy: "// GESTURES-BEGIN\n")[1].components(separatedBy: "// GESTURES-END")[0]
    #expect(copy == "private " + block)
  }
}
