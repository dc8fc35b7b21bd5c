import BottomSheetCore
import SheetScenario

/// Shrinks a failing scenario to a small one that still fails the same way (any violation):
/// delta debugging over the events (removing halves, quarters, … then single events), then
/// dropping detents one at a time.
public enum Shrinker {
  /// The smallest failing scenario found from `scenario`.
  /// - Complexity: O(n² · replay) in the number of events, in the worst case.
  public static func shrink(_ scenario: Scenario, fails: (Scenario) -> Bool = { Invariants.check($0) != nil })
    -> Scenario
  {
    var best = scenario
    var chunk = max(1, best.events.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < best.events.count {
        var candidate = best
        candidate.events.removeSubrange(start..<min(best.events.count, start + chunk))
        candidate.until = (candidate.events.last?.time ?? 0) + 1
        if fails(candidate) {
          best = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    var index = 0
    while index < best.configuration.detents.count {
      var candidate = best
      candidate.configuration.detents.remove(at: index)
      if fails(candidate) { best = candidate } else { index += 1 }
    }
    return best
  }
}
