import Testing

@testable import BottomSheetCore

/// The identity rules of ``DetentSelection`` over lists of resolved detents, one commented row per
/// situation (FloatingPanel's `CoreTests` table): the detents, the selection before, the rule
/// applied, the selection after and what the rule returns. The whole-sheet tests of the same
/// situations are in `AwaitedDetentTests`, `CoincidentDetentTests` and `KeyboardPolicyTests`.
@Suite("Detent selection")
struct DetentSelectionTests {
  typealias Selection = DetentSelection

  /// A rule of ``DetentSelection``, with its arguments.
  enum Rule: Sendable {
    case identity(at: Int)
    case standIn(near: Double)
    case choose(String, endsWait: Bool, near: Double)
    case present(initial: String?, keyboardExpands: Bool, near: Double)
    case dismiss
    case step(by: Int)
    case expandForKeyboard
    case returnFromKeyboard
    case policy(KeyboardPolicy, movable: Bool)
    case relaidOut(near: Double)
  }

  /// One situation. `result` is what the rule returns (a detent to settle toward, `nil` for none),
  /// or for a re-layout the diagnostic it reports.
  typealias Row = (
    line: Int, detents: DetentSelection.Detents, before: Selection, rule: Rule, after: Selection, result: String?
  )

  /// Detents with heights (points, ascending) and, after them in the list, detents with no height
  /// now, on a grid of `scale` pixels per point (half a pixel is 0.25 pt at the default 2).
  static func detents(_ heights: [(String, Double)], unresolved: [String] = [], scale: Double = 2)
    -> DetentSelection.Detents
  {
    DetentSelection.Detents(
      resolved: heights.map { ResolvedDetent(id: $0.0, height: $0.1) },
      configured: heights.map { SheetDetent(id: $0.0, .points($0.1)) }
        + unresolved.map { SheetDetent(id: $0, .fitted) },
      grid: PixelGrid(scale: scale))
  }

  /// A search sheet whose header is not measured: mid and top resolve, the header does not.
  static let search = detents([("mid", 400), ("top", 700)], unresolved: ["header"])
  /// The search sheet with its header measured at 73 points.
  static let searchMeasured = detents([("header", 73), ("mid", 400), ("top", 700)])
  /// Two detents at one height between a low and a high one.
  static let twins = detents([("low", 150), ("a", 400), ("b", 400), ("high", 700)])
  /// The keyboard sheet: low, mid and high (30, 50 and 90 % of 800 points).
  static let keyboard = detents([("low", 240), ("mid", 400), ("high", 720)])
  /// Two detents at the highest height, and one below.
  static let twinTops = detents([("height(200.0)", 200), ("a", 700), ("b", 700)])

  static let rows: [Row] = [
    // identity: among coincident detents the sheet's own keeps its identity, else the first listed
    (#line, twins, Selection(current: "b"), .identity(at: 1), Selection(current: "b"), "b"),  // at its own twin
    (#line, twins, Selection(current: "b"), .identity(at: 2), Selection(current: "b"), "b"),  // a release to b's height
    (#line, twins, Selection(current: "low"), .identity(at: 2), Selection(current: "low"), "a"),  // arriving: the first
    (#line, twins, Selection(), .identity(at: 2), Selection(), "a"),  // hidden: first listed
    (#line, twins, Selection(current: "a"), .identity(at: 3), Selection(current: "a"), "high"),  // another height
    (
      #line, detents([("a", 400), ("b", 400.2)]), Selection(current: "b"), .identity(at: 0),
      Selection(current: "b"), "b"
    ),  // 0.2 pt apart at 2x: within half a pixel, one place
    (
      #line, detents([("a", 400), ("b", 400.5)]), Selection(current: "b"), .identity(at: 0),
      Selection(current: "b"), "a"
    ),  // 0.5 pt apart at 2x: two places

    // stand-in: the current detent while it has a height, else the resolved detent nearest
    (#line, search, Selection(current: "top"), .standIn(near: 400), Selection(current: "top"), "top"),  // has a height
    (#line, search, Selection(current: "header"), .standIn(near: 60), Selection(current: "header"), "mid"),  // lost it
    (#line, search, Selection(), .standIn(near: 0), Selection(), "mid"),  // hidden: nearest 0
    (
      #line, detents([("height(100.0)", 100), ("height(500.0)", 500)]), Selection(), .standIn(near: 320), Selection(),
      "height(500.0)"
    ),  // 500 is 180 from 320, 100 is 220
    (#line, twins, Selection(), .standIn(near: 390), Selection(), "a"),  // nearest twins: the first listed

    // choose (a move, a step, a present; a keyboard's moves do not end a wait)
    (
      #line, search, Selection(current: "mid", awaited: "header"), .choose("top", endsWait: true, near: 400),
      Selection(current: "mid"), "top"
    ),  // a move is a choice: the wait ends
    (
      #line, search, Selection(current: "mid", awaited: "header"), .choose("top", endsWait: false, near: 400),
      Selection(current: "mid", awaited: "header"), "top"
    ),  // a keyboard's move keeps the wait
    (
      #line, search, Selection(current: "top"), .choose("header", endsWait: true, near: 700),
      Selection(current: "top", awaited: "header"), "top"
    ),  // a move to a detent with no height is remembered; the sheet stays
    (
      #line, search, Selection(current: "top"), .choose("nowhere", endsWait: true, near: 700),
      Selection(current: "top"), nil
    ),  // no such detent

    // present: at the present detent, else the initial, else the lowest
    (
      #line, keyboard, Selection(presentAt: "mid"), .present(initial: "low", keyboardExpands: false, near: 0),
      Selection(), "mid"
    ),  // a move while hidden chose where
    (#line, keyboard, Selection(), .present(initial: "low", keyboardExpands: false, near: 0), Selection(), "low"),
    (
      #line, keyboard, Selection(presentAt: "gone"), .present(initial: "gone", keyboardExpands: false, near: 0),
      Selection(), "low"
    ),  // a detent that left the list: the lowest
    (
      #line, search, Selection(presentAt: "header"), .present(initial: "header", keyboardExpands: false, near: 0),
      Selection(awaited: "header"), "mid"
    ),  // presented while its detent has no height: awaited, the nearest stands in
    (
      #line, keyboard, Selection(presentAt: "mid"), .present(initial: "low", keyboardExpands: true, near: 0),
      Selection(keyboardReturn: "mid"), "high"
    ),  // expand, keyboard already up: the highest, and back to mid when it goes
    (
      #line, keyboard, Selection(), .present(initial: "low", keyboardExpands: true, near: 0),
      Selection(keyboardReturn: "low"), "high"
    ),  // expand on every present

    // dismiss forgets the wait and the present detent
    (
      #line, search, Selection(current: "mid", presentAt: "top", awaited: "header"), .dismiss,
      Selection(current: "mid"), nil
    ),

    // accessibility steps: to the nearest different height; twins are one position
    (#line, twins, Selection(current: "a"), .step(by: 1), Selection(current: "a"), "high"),
    (#line, twins, Selection(current: "b"), .step(by: -1), Selection(current: "b"), "low"),
    (#line, twins, Selection(current: "high"), .step(by: -1), Selection(current: "high"), "a"),  // onto twins: first
    (#line, twins, Selection(current: "high"), .step(by: 1), Selection(current: "high"), nil),  // at the top
    (#line, twins, Selection(), .step(by: 1), Selection(), nil),  // hidden

    // a keyboard under expand: to the highest, remembering the user's detent
    (
      #line, keyboard, Selection(current: "low"), .expandForKeyboard, Selection(current: "low", keyboardReturn: "low"),
      "high"
    ),
    (
      #line, twinTops, Selection(current: "b"), .expandForKeyboard, Selection(current: "b", keyboardReturn: "b"), "b"
    ),  // at a twin of the highest: keeps it
    (#line, keyboard, Selection(), .expandForKeyboard, Selection(), nil),  // hidden: nothing to expand
    (
      #line, detents([("low", 87), ("top", 1000)], unresolved: ["header"], scale: 3),
      Selection(current: "low", awaited: "header"), .expandForKeyboard,
      Selection(current: "low", awaited: "header", keyboardReturn: "low"), "top"
    ),  // waiting for the header: the wait stays, the stand-in is where it returns (fuzz seed 2211)

    // the keyboard goes: back to the remembered detent, which is forgotten either way
    (
      #line, keyboard, Selection(current: "high", keyboardReturn: "mid"), .returnFromKeyboard,
      Selection(current: "high"), "mid"
    ),
    (
      #line, keyboard, Selection(current: "high", keyboardReturn: "gone"), .returnFromKeyboard,
      Selection(current: "high"), nil
    ),  // the return detent left the list
    (
      #line, keyboard, Selection(keyboardReturn: "mid"), .returnFromKeyboard, Selection(), nil
    ),  // hidden meanwhile
    (
      #line, search, Selection(current: "top", keyboardReturn: "header"), .returnFromKeyboard,
      Selection(current: "top"), "header"
    ),  // configured with no height: the move awaits it

    // a policy change while the keyboard shows
    (
      #line, keyboard, Selection(current: "mid"), .policy(.expand, movable: true),
      Selection(current: "high", keyboardReturn: "mid"), nil
    ),  // lift to expand: to the highest, and back to mid
    (
      #line, keyboard, Selection(current: "mid"), .policy(.expand, movable: false),
      Selection(current: "mid", keyboardReturn: "mid"), nil
    ),  // under a finger: remembers only
    (
      #line, keyboard, Selection(current: "high", keyboardReturn: "low"), .policy(.lift, movable: true),
      Selection(current: "low"), nil
    ),  // expand to lift: back to the user's detent
    (
      #line, detents([("a", 500), ("b", 700)]), Selection(current: "b", keyboardReturn: "large"),
      .policy(.lift, movable: true), Selection(current: "b"), nil
    ),  // the return detent has no height (fuzz seed 5746): the sheet stays on a detent and forgets it

    // a re-layout: awaited detents arrive, lost ones are awaited, removed ones forgotten
    (
      #line, searchMeasured, Selection(current: "mid", awaited: "header"), .relaidOut(near: 400),
      Selection(current: "header"), nil
    ),  // a header measured late is where the sheet goes
    (
      #line, searchMeasured, Selection(current: "top", awaited: "header", keyboardReturn: "mid"),
      .relaidOut(near: 700), Selection(current: "top", keyboardReturn: "header"), nil
    ),  // measured while the keyboard holds the sheet up: where it returns (a fuzz finding)
    (
      #line, search, Selection(current: "header"), .relaidOut(near: 60),
      Selection(current: "mid", awaited: "header"), "detent 'header' has no height now; using 'mid' until it has one"
    ),  // the header measures 0: awaited, the nearest stands in
    (
      #line, detents([("mid", 400)]), Selection(current: "top"), .relaidOut(near: 700),
      Selection(current: "mid"), "detent 'top' no longer exists; using 'mid'"
    ),  // removed from the list: the nearest
    (
      #line, detents([("mid", 400), ("top", 700)]), Selection(current: "mid", awaited: "header"),
      .relaidOut(near: 400), Selection(current: "mid"), nil
    ),  // the awaited detent left the list: forgotten
    (
      #line, searchMeasured, Selection(presentAt: "mid", awaited: "header"), .relaidOut(near: 0),
      Selection(presentAt: "mid"), nil
    ),  // hidden: nothing waits
    (
      #line, detents([("mid", 400)]), Selection(current: "mid", presentAt: "gone", keyboardReturn: "gone"),
      .relaidOut(near: 400), Selection(current: "mid"), nil
    ),  // identities that name no detent are forgotten
    (
      #line, twins, Selection(current: "b"), .relaidOut(near: 400), Selection(current: "b"), nil
    ),  // a re-layout into coincidence keeps the detent
  ]

  /// Applies `rule` to `selection`: what it returns, or the re-layout's diagnostic.
  static func apply(_ rule: Rule, to selection: inout Selection, in detents: DetentSelection.Detents) -> String? {
    switch rule {
    case .identity(let index): return selection.identity(at: index, in: detents)
    case .standIn(let height): return selection.standIn(near: height, in: detents)
    case .choose(let id, let endsWait, let height):
      return selection.choose(id, endsWait: endsWait, near: height, in: detents)
    case .present(let initial, let keyboardExpands, let height):
      return selection.present(initial: initial, keyboardExpands: keyboardExpands, near: height, in: detents)
    case .dismiss:
      selection.dismiss()
      return nil
    case .step(let offset): return selection.step(by: offset, in: detents)
    case .expandForKeyboard: return selection.expandForKeyboard(in: detents)
    case .returnFromKeyboard: return selection.returnFromKeyboard(in: detents)
    case .policy(let policy, let movable):
      selection.keyboardPolicyChanged(to: policy, movable: movable, in: detents)
      return nil
    case .relaidOut(let height):
      var events: [SheetEvent] = []
      selection.relaidOut(near: height, in: detents, events: &events)
      return events.map { if case .diagnostic(let message) = $0 { message } else { "\($0)" } }.first
    }
  }

  @Test("each situation's selection and result")
  func table() {
    for row in Self.rows {
      var selection = row.before
      let result = Self.apply(row.rule, to: &selection, in: row.detents)
      let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
      #expect(selection == row.after, "\(row.rule)", sourceLocation: location)
      #expect(result == row.result, "\(row.rule)", sourceLocation: location)
    }
  }

  @Test("the initial detent: where the sheet starts or presents, and what it waits for")
  func initialSelection() {
    let rows: [(line: Int, wanted: String?, presented: Bool, after: Selection, diagnostic: String?)] = [
      (#line, "top", true, Selection(current: "top"), nil),  // resolved
      (#line, nil, true, Selection(current: "mid"), nil),  // none: the lowest
      (
        #line, "header", true, Selection(current: "mid", awaited: "header"),
        "initial detent 'header' has no height yet; starting at 'mid' until it has one"
      ),
      (
        #line, "header", false, Selection(presentAt: "header"),
        "initial detent 'header' has no height yet; starting at 'mid' until it has one"
      ),
      (
        #line, "nowhere", true, Selection(current: "mid"),
        "initial detent 'nowhere' names no detent; starting at the lowest, 'mid'"
      ),
      (#line, "top", false, Selection(presentAt: "top"), nil),  // hidden: presents there
    ]
    for row in rows {
      var diagnostics: [String] = []
      let selection = Selection(
        initial: row.wanted, presented: row.presented, in: Self.search, diagnostics: &diagnostics)
      let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
      #expect(selection == row.after, sourceLocation: location)
      #expect(diagnostics.first == row.diagnostic, sourceLocation: location)
    }
  }
}
