import BottomSheetCore

/// The JSON Lines that `sheet-sim` prints and `bottom-sheet-demo --trace` writes: one object per
/// line, each with `t` in seconds. The schema is the scenario format's (see the project's
/// Scenarios article); every number printed is finite.
public enum JSONLines {
  /// A line for an event at `time` seconds.
  ///
  /// `{"t":…,"event":"dragBegan","height":…}`, `{"t":…,"event":"willSettle","target":…,"velocity":…}`,
  /// `{"t":…,"event":"settled","detent":…,"height":…}`, `{"t":…,"event":"presented"}`,
  /// `{"t":…,"event":"dismissed"}`, `{"t":…,"event":"tapped","x":…,"y":…}` (no `x` when the touch
  /// gave none), `{"t":…,"event":"announce","detent":…,"position":…,"count":…}`,
  /// `{"t":…,"event":"diagnostic","message":…}`, `{"t":…,"event":"targetChanged","target":…}`,
  /// `{"t":…,"event":"dismissAttempted","from":…}`.
  public static func event(_ event: SheetEvent, at time: Double) -> String {
    let t = number(time)
    switch event {
    case .dragBegan(let height):
      return #"{"t":\#(t),"event":"dragBegan","height":\#(number(height))}"#
    case .willSettle(let target, let velocity):
      return #"{"t":\#(t),"event":"willSettle","target":\#(string(target)),"velocity":\#(number(velocity))}"#
    case .settled(let detent, let height):
      return #"{"t":\#(t),"event":"settled","detent":\#(string(detent)),"height":\#(number(height))}"#
    case .presented:
      return #"{"t":\#(t),"event":"presented"}"#
    case .dismissed:
      return #"{"t":\#(t),"event":"dismissed"}"#
    case .tapped(let x, let y):
      let across = x.map { #","x":\#(number($0))"# } ?? ""
      return #"{"t":\#(t),"event":"tapped"\#(across),"y":\#(number(y))}"#
    case .announce(let detent, let position, let count):
      return
        #"{"t":\#(t),"event":"announce","detent":\#(string(detent)),"position":\#(position),"count":\#(count)}"#
    case .diagnostic(let message):
      return #"{"t":\#(t),"event":"diagnostic","message":\#(string(message))}"#
    case .targetChanged(let target):
      return #"{"t":\#(t),"event":"targetChanged","target":\#(string(target))}"#
    case .dismissAttempted(let detent):
      return #"{"t":\#(t),"event":"dismissAttempted","from":\#(string(detent))}"#
    }
  }

  /// A frame line: `{"t":…,"frame":n,"height":…,"velocity":…,"phase":…,"progress":…,"scrollOffset":…}`,
  /// with `"target"` while a drag holds the sheet (the core's `SheetState.liveTarget`),
  /// with `"regions":[{"id","offset"}]` when the content has scroll regions, and
  /// `"card":{"x","y","width","height"}`, `"cornerRadii":{"topLeading","topTrailing",
  /// "bottomLeading","bottomTrailing"}`, `"materialOpacity"`, `"contentViewport"` (the height the
  /// toolkit gives its scroll view), `"contentBottomInset"` and, with a footer,
  /// `"footer":{"x","y","width","height"}` when `plan` is given, and `"dimming"`, `"blur"` and
  /// `"backgroundInteraction"` from it when `backdrop` is true.
  public static func frame(
    _ index: Int, of state: SheetState, at time: Double, plan: SheetRenderPlan? = nil, backdrop: Bool = false
  ) -> String {
    #"{"t":\#(number(time)),"frame":\#(index),"height":\#(number(state.height)),"velocity":\#(number(state.velocity)),"phase":"\#(state.phase.rawValue)","progress":\#(number(state.progress)),"scrollOffset":\#(number(state.scrollOffset))\#(targetField(state))\#(regionFields(state))\#(planFields(plan, backdrop: backdrop))}"#
  }

  /// `,"target":…` while a drag holds the sheet (`SheetState.liveTarget`), else nothing.
  static func targetField(_ state: SheetState) -> String {
    state.liveTarget.map { #","target":\#(string($0))"# } ?? ""
  }

  /// The last line: `{"final":{"t":…,"detent":…,"height":…,"phase":…,"progress":…,"scrollOffset":…,"accessibilityValue":…,"diagnostics":[…]}}`,
  /// with the plan's fields as in ``frame(_:of:at:plan:backdrop:)``.
  public static func final(
    _ state: SheetState, at time: Double, diagnostics: [String], plan: SheetRenderPlan? = nil, backdrop: Bool = false
  ) -> String {
    let list = diagnostics.map(string).joined(separator: ",")
    return
      #"{"final":{"t":\#(number(time)),"detent":\#(string(state.detent)),"height":\#(number(state.height)),"phase":"\#(state.phase.rawValue)","progress":\#(number(state.progress)),"scrollOffset":\#(number(state.scrollOffset)),"accessibilityValue":\#(string(state.accessibilityValue))\#(regionFields(state))\#(planFields(plan, backdrop: backdrop)),"diagnostics":[\#(list)]}}"#
  }

  /// `,"regions":[{"id":…,"offset":…},…]` for a state with scroll regions, else nothing.
  static func regionFields(_ state: SheetState) -> String {
    guard !state.scrollRegions.isEmpty else { return "" }
    let list = state.scrollRegions.map { #"{"id":\#(string($0.id)),"offset":\#(number($0.offset))}"# }
    return #","regions":[\#(list.joined(separator: ","))]"#
  }

  /// `,"card":{…},"cornerRadii":{…},"materialOpacity":…,"contentViewport":…,"contentBottomInset":…` and, with `backdrop`, `,"dimming":…,"blur":…,"backgroundInteraction":…`.
  static func planFields(_ plan: SheetRenderPlan?, backdrop: Bool) -> String {
    guard let plan else { return "" }
    let card = plan.card
    var fields =
      #","card":{"x":\#(number(card.x)),"y":\#(number(card.y)),"width":\#(number(card.width)),"height":\#(number(card.height))}"#
    let radii = plan.cornerRadii
    fields +=
      #","cornerRadii":{"topLeading":\#(number(radii.topLeading)),"topTrailing":\#(number(radii.topTrailing)),"bottomLeading":\#(number(radii.bottomLeading)),"bottomTrailing":\#(number(radii.bottomTrailing))},"materialOpacity":\#(number(plan.materialOpacity)),"contentViewport":\#(number(plan.scrollViewHeight)),"contentBottomInset":\#(number(plan.contentBottomInset))"#
    if plan.footer.height > 0 {
      let footer = plan.footer
      fields +=
        #","footer":{"x":\#(number(footer.x)),"y":\#(number(footer.y)),"width":\#(number(footer.width)),"height":\#(number(footer.height))}"#
    }
    if backdrop {
      fields +=
        #","dimming":\#(number(plan.backdrop.dimming)),"blur":\#(number(plan.backdrop.blurRadius)),"backgroundInteraction":\#(plan.backdrop.allowsBackgroundInteraction)"#
    }
    return fields
  }

  /// A finite number in JSON, rounded to 1e-6 below 1e9 in magnitude (a value that is not finite
  /// prints as 0; the core never produces one).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e9 else { return String(value) }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return String(rounded)
  }

  /// A JSON string literal, escaped.
  public static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension SheetEvent {
  /// The event's name in JSON Lines: `dragBegan`, `willSettle`, `settled`, `presented`,
  /// `dismissed`, `tapped`, `announce`, `diagnostic`, `targetChanged` or `dismissAttempted`.
  public var name: String {
    switch self {
    case .dragBegan: "dragBegan"
    case .willSettle: "willSettle"
    case .settled: "settled"
    case .presented: "presented"
    case .dismissed: "dismissed"
    case .tapped: "tapped"
    case .announce: "announce"
    case .diagnostic: "diagnostic"
    case .targetChanged: "targetChanged"
    case .dismissAttempted: "dismissAttempted"
    }
  }
}
