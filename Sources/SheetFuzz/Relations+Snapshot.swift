import BottomSheetCore
import Foundation
import SheetScenario

extension Relations {
  /// The "snapshot restore" relation: at the first rest after the scenario's first third that
  /// ``SheetState/snapshot`` captures wholly, a state restored from the snapshot (through its JSON
  /// text, as an app would keep it) takes the rest of the inputs as the live one does — the same
  /// events, heights, detents and scroll offsets after each.
  static func snapshotRestore(_ scenario: Scenario, base steps: [EventReplay.Step], checks: inout Int)
    -> String?
  {
    let start = scenario.events.count / 3
    guard let resting = steps.first(where: { ($0.input ?? -1) >= start && $0.state.isCapturedBySnapshot }),
      let index = resting.input
    else { return nil }
    var live = resting.state
    // Layout the toolkit reports again after a relaunch (scroll regions, markers) is not the
    // snapshot's: the relation holds where there is none.
    guard live.scrollRegions.isEmpty, live.markerBottoms.isEmpty else { return nil }
    let snapshot = live.snapshot
    guard let data = try? JSONEncoder().encode(snapshot),
      let read = try? JSONDecoder().decode(SheetSnapshot.self, from: data),
      read == snapshot
    else {
      return "snapshot \(snapshot) did not round-trip through JSON"
    }
    checks += 1
    var restored = SheetState(
      configuration: live.configuration, container: live.container, restoring: read,
      headerHeight: live.headerHeight, contentHeight: live.contentHeight, footerHeight: live.footerHeight,
      time: live.time)
    if restored.detent != live.detent || restored.height != live.height || restored.scrollOffset != live.scrollOffset {
      return "t=\(live.time): restored at '\(restored.detent)' \(restored.height) offset \(restored.scrollOffset), "
        + "saved at '\(live.detent)' \(live.height) offset \(live.scrollOffset)"
    }
    for timed in scenario.events[(index + 1)...] where timed.time <= scenario.until {
      let a = live.apply(timed.input, at: timed.time)
      let b = restored.apply(timed.input, at: timed.time)
      checks += 1
      if a != b { return "t=\(timed.time): \(timed.input.kind.rawValue) reported \(a) live, \(b) restored" }
      if live.height != restored.height || live.detent != restored.detent || live.scrollOffset != restored.scrollOffset
      {
        return "t=\(timed.time): live at '\(live.detent)' \(live.height), restored at '\(restored.detent)' "
          + "\(restored.height)"
      }
    }
    return nil
  }
}
