import BottomSheetCore
import SheetScenario

/// The demo's trace lines: the core's event and frame lines (the scenario format's JSON Lines)
/// with the page they come from, and the demo's own events.
enum DemoTrace {
  /// A core event: `{"t":…,"event":…,…,"page":…}`.
  static func event(_ event: SheetEvent, at time: Double, page: DemoPage, extra: [(String, String)] = []) -> String {
    appending(JSONLines.event(event, at: time), [("page", JSONLines.string(page.rawValue))] + extra)
  }

  /// A stepped-back sheet's `stepBack` field: `{"depth", "scale", "offsetY", "cornerRadius",
  /// "card": {"x", "y", "width", "height"}}` — the core's step-back and the card as drawn through
  /// it (points, y downward).
  static func stepBack(_ back: SheetStepBack, card: SheetRect) -> (String, String) {
    let rect = [("x", card.x), ("y", card.y), ("width", card.width), ("height", card.height)]
      .map { JSONLines.string($0.0) + ":" + JSONLines.number($0.1) }.joined(separator: ",")
    let fields = [
      ("depth", back.depth), ("scale", back.scale), ("offsetY", back.offsetY), ("cornerRadius", back.cornerRadius),
    ]
    .map { JSONLines.string($0.0) + ":" + JSONLines.number($0.1) }.joined(separator: ",")
    return ("stepBack", "{" + fields + #","card":{"# + rect + "}}")
  }

  /// A frame: the scenario format's frame line (`t`, `frame`, `height`, `velocity`, `phase`,
  /// `progress`, `scrollOffset`, and the render plan's `card` rectangle, points) with the page, the detent, the backdrop (`dimming` as drawn —
  /// in a stack the core's drawn dimming, `SheetStack.backdrops(of:)`, so a sheet under one with
  /// as dark a scrim reports 0; alone its own, as before stacks — and `blur` in points), the measured `headerHeight` and `contentHeight` and the `keyboardHeight` (points),
  /// and the page's own fields (the search page: `listOffset` and `listEnd`, GTK's scroll offset
  /// and its largest, points); a sheet stepped back behind the sheets presented from it adds
  /// ``stepBack(_:card:)``'s field, and a bottom sheet that scales the app's content behind it
  /// `background` (`{"depth", "scale", "offsetY", "cornerRadius"}`, as a scenario's frames).
  static func frame(
    _ index: Int, of state: SheetState, backdrop: Backdrop, page: DemoPage, extra: [(String, String)] = []
  ) -> String {
    appending(
      JSONLines.frame(index, of: state, at: state.time, plan: state.renderPlan()),
      [
        ("page", JSONLines.string(page.rawValue)),
        ("detent", JSONLines.string(state.detent)),
        ("dimming", JSONLines.number(backdrop.dimming)),
        ("blur", JSONLines.number(backdrop.blurRadius)),
        ("headerHeight", JSONLines.number(state.headerHeight)),
        ("contentHeight", JSONLines.number(state.contentHeight)),
        ("keyboardHeight", JSONLines.number(state.keyboardHeight)),
      ] + extra)
  }

  /// One of the demo's own events: `{"t":…,"event":name,"page":…,fields…}`; `fields` hold JSON
  /// values already encoded.
  static func demoEvent(_ name: String, at time: Double, page: DemoPage, _ fields: [(String, String)] = []) -> String {
    let head = [
      (#""t":"# + JSONLines.number(time)),
      (#""event":"# + JSONLines.string(name)),
      (#""page":"# + JSONLines.string(page.rawValue)),
    ]
    return "{" + (head + fields.map { JSONLines.string($0.0) + ":" + $0.1 }).joined(separator: ",") + "}"
  }

  /// `line` (a JSON object) with `fields` added at its end.
  private static func appending(_ line: String, _ fields: [(String, String)]) -> String {
    guard line.hasSuffix("}") else { return line }
    return String(line.dropLast()) + "," + fields.map { JSONLines.string($0.0) + ":" + $0.1 }.joined(separator: ",")
      + "}"
  }
}
