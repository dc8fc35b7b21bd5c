import BottomSheetCore
import SheetScenario

/// The trace line the demo writes after its first paint, when the drawer is on screen.
enum ReadyLine {
  /// `{"t":…,"event":"ready","detent":…,"height":…,"containerHeight":…}`: the frame clock's time
  /// of the first paint (seconds), the detent the sheet rests at, its height and the container's
  /// height (points).
  static func line(for state: SheetState, at time: Double) -> String {
    let fields = [
      #""t":\#(JSONLines.number(time))"#,
      #""event":"ready""#,
      #""detent":\#(JSONLines.string(state.detent))"#,
      #""height":\#(JSONLines.number(state.height))"#,
      #""containerHeight":\#(JSONLines.number(state.container.height))"#,
    ]
    return "{" + fields.joined(separator: ",") + "}"
  }
}
