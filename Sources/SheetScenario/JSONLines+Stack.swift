import BottomSheetCore
import Foundation

/// The JSON Lines of a stack of sheets (the Scenarios article's "Stacks of sheets").
extension JSONLines {
  /// A line for an event of the sheet at `sheet` at `time` seconds: ``event(_:at:)`` with
  /// `,"sheet":n` last when `sheet` is not 0.
  public static func event(_ event: SheetEvent, at time: Double, sheet: Int) -> String {
    let line = self.event(event, at: time)
    guard sheet != 0 else { return line }
    return String(line.dropLast()) + #","sheet":\#(sheet)}"#
  }

  /// A stack's frame line: sheet 0's, as ``frame(_:of:at:plan:backdrop:)`` with its plan as drawn
  /// in the stack (`SheetStack.renderPlan(ofSheetAt:)`), then its `stepBack` when a sheet stands
  /// above it, `"stack":[…]` with one object per sheet above — `{"sheet":n,"detent":…,"height":…,
  /// "velocity":…,"phase":…,"progress":…,"scrollOffset":…}`, its plan's fields, and its
  /// `stepBack` unless it is the top one — and `"background":{…}` (``stepBack(_:card:)`` without
  /// `card`) when the bottom sheet scales the background.
  ///
  /// - Parameters:
  ///   - index: The frame's number.
  ///   - stack: The stack.
  ///   - time: The frame's time, in seconds.
  ///   - shows: Per sheet, bottom first, whether its frame reports its backdrop.
  public static func frame(_ index: Int, of stack: SheetStack, at time: Double, shows: [Bool]) -> String {
    let states = stack.states
    let line = frame(index, of: states[0], at: time, plan: stack.renderPlan(ofSheetAt: 0), backdrop: shows[0])
    func card(_ sheet: Int) -> SheetRect { states[sheet].renderPlan().card }
    var fields = ""
    if states.count > 1 { fields += #","stepBack":"# + stepBack(stack.stepBack(ofSheetAt: 0), card: card(0)) }
    if states.count > 1 {
      let above = states.indices.dropFirst().map { sheet -> String in
        let state = states[sheet]
        var object =
          #"{"sheet":\#(sheet),"detent":\#(string(state.detent)),"height":\#(number(state.height)),"velocity":\#(number(state.velocity)),"phase":"\#(state.phase.rawValue)","progress":\#(number(state.progress)),"scrollOffset":\#(number(state.scrollOffset))"#
        object += targetField(state) + regionFields(state)
        object += planFields(stack.renderPlan(ofSheetAt: sheet), backdrop: sheet < shows.count && shows[sheet])
        if sheet < states.count - 1 {
          object += #","stepBack":"# + stepBack(stack.stepBack(ofSheetAt: sheet), card: card(sheet))
        }
        return object + "}"
      }
      fields += #","stack":[\#(above.joined(separator: ","))]"#
    }
    if states[0].configuration.scalesBackground {
      fields += #","background":"# + stepBack(stack.backgroundStepBack, card: nil)
    }
    return String(line.dropLast()) + fields + "}"
  }

  /// A step-back: `{"depth":…,"scale":…,"offsetY":…,"cornerRadius":…}`, with
  /// `"card":{"x","y","width","height"}` — the card drawn stepped back
  /// (`SheetStepBack.applied(to:)`) — when `card` is given.
  public static func stepBack(_ back: SheetStepBack, card: SheetRect?) -> String {
    var object =
      #"{"depth":\#(number(back.depth)),"scale":\#(number(back.scale)),"offsetY":\#(number(back.offsetY)),"cornerRadius":\#(number(back.cornerRadius))"#
    if let card {
      let drawn = back.applied(to: card)
      object +=
        #","card":{"x":\#(number(drawn.x)),"y":\#(number(drawn.y)),"width":\#(number(drawn.width)),"height":\#(number(drawn.height))}"#
    }
    return object + "}"
  }

  /// A stack's last line: sheet 0's, as ``final(_:at:diagnostics:plan:backdrop:)``, with
  /// `"stack":[{"sheet":n,"detent":…,"height":…,"phase":…,"progress":…},…]` for the sheets above
  /// before `diagnostics`.
  public static func final(
    _ stack: SheetStack, at time: Double, diagnostics: [String], plan: SheetRenderPlan? = nil, backdrop: Bool = false
  ) -> String {
    let states = stack.states
    let line = final(states[0], at: time, diagnostics: diagnostics, plan: plan, backdrop: backdrop)
    guard states.count > 1, let marker = line.range(of: #","diagnostics":["#, options: .backwards) else { return line }
    let above = states.indices.dropFirst().map { sheet in
      let state = states[sheet]
      return
        #"{"sheet":\#(sheet),"detent":\#(string(state.detent)),"height":\#(number(state.height)),"phase":"\#(state.phase.rawValue)","progress":\#(number(state.progress))}"#
    }
    return line[..<marker.lowerBound] + #","stack":[\#(above.joined(separator: ","))]"# + line[marker.lowerBound...]
  }
}
