import BottomSheetCore
import SheetScenario

/// The trace line the demo writes after its first paint, when the first page is on screen.
enum ReadyLine {
  /// `{"t":…,"event":"ready","page":…,"detent":…,"height":…,"containerHeight":…,"topObstruction":…}`:
  /// the frame clock's time of the first paint (seconds), the page shown, the detent its sheet
  /// rests at, its height, the height of the container the core lays it out in and the height
  /// covered at its top (the page switcher's, points).
  static func line(for state: SheetState, page: DemoPage, at time: Double) -> String {
    let fields = [
      #""t":\#(JSONLines.number(time))"#,
      #""event":"ready""#,
      #""page":\#(JSONLines.string(page.rawValue))"#,
      #""detent":\#(JSONLines.string(state.detent))"#,
      #""height":\#(JSONLines.number(state.height))"#,
      #""containerHeight":\#(JSONLines.number(state.container.height))"#,
      #""topObstruction":\#(JSONLines.number(state.container.topObstruction))"#,
    ]
    return "{" + fields.joined(separator: ",") + "}"
  }
}
