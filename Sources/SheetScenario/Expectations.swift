import BottomSheetCore

/// The `expect` block of a test case, checked against a replay.
///
/// The block is read into a ``ScenarioExpectations`` (its keys are ``ScenarioExpectations/Key``,
/// a checkpoint's ``ScenarioExpectations/Checkpoint/Key``; any other key is an error, so no case
/// passes unchecked), which checks each key. Every case is also checked for finite numbers and
/// for ending at rest on a member of its detent set, or hidden.
public enum Expectations {
  /// The failures of `result` against `expect`, one message each; empty when it passes.
  ///
  /// The invariants' failures (``invariantFailures(of:)``) come first, then those of each key.
  /// - Throws: ``ScenarioError`` when the `expect` block itself cannot be read, or when a
  ///   checkpoint checks the backdrop of a scenario without one.
  public static func failures(of result: SimulationResult, against expect: JSONValue?) throws(ScenarioError) -> [String]
  {
    let invariants = invariantFailures(of: result)
    guard let expect else { return invariants }
    return invariants + (try ScenarioExpectations(expect).failures(of: result))
  }

  /// What every replay must satisfy: all numbers finite, and the sheet at rest at the end on a
  /// member of its detent set (within half a device pixel), or hidden at height 0.
  public static func invariantFailures(of result: SimulationResult) -> [String] {
    var failures: [String] = []
    if let frame = result.frames.first(where: {
      !($0.height.isFinite && $0.velocity.isFinite && $0.progress.isFinite && $0.scrollOffset.isFinite)
    }) {
      failures.append("frame \(frame.index) has a number that is not finite")
    }
    for timed in result.events {
      let number: Double
      switch timed.event {
      case .dragBegan(let height), .settled(_, let height): number = height
      case .willSettle(_, let velocity): number = velocity
      default: number = 0
      }
      if !number.isFinite || !timed.time.isFinite {
        failures.append("event at t=\(timed.time) has a number that is not finite")
      }
    }
    for (sheet, state) in (result.finalStack.isEmpty ? [result.finalState] : result.finalStack).enumerated() {
      let which = sheet == 0 ? "the sheet" : "sheet \(sheet)"
      let tolerance = state.container.grid.halfPixel
      if state.phase != .idle {
        failures.append("\(which) is not at rest at the end (phase \(state.phase.rawValue))")
      } else if state.detent == hiddenDetentID {
        if state.height != 0 {
          failures.append("\(sheet == 0 ? "hidden sheet" : "hidden sheet \(sheet)") has height \(state.height)")
        }
      } else if let height = state.height(ofDetent: state.detent) {
        if abs(height - state.height) > tolerance {
          failures.append(
            "\(which) rests at \(state.height), between detents (its detent '\(state.detent)' is \(height))")
        }
      } else {
        failures.append("\(which) rests at '\(state.detent)', not a member of its detent set")
      }
    }
    return failures
  }
}

/// How much the card's shape changes from one frame to the next: the largest change of its x,
/// its width or a corner radius (points), and of its material's opacity.
public struct CardShapeChange: Sendable, Hashable {
  /// The largest change of the card's x, width or any corner radius, in points.
  public var shape: Double
  /// The change of the material's opacity.
  public var opacity: Double

  /// The change from frame `a` to frame `b`.
  public init(_ a: FrameRecord, _ b: FrameRecord) {
    let ra = a.cornerRadii
    let rb = b.cornerRadii
    shape = max(
      abs(b.card.x - a.card.x), abs(b.card.width - a.card.width), abs(rb.topLeading - ra.topLeading),
      abs(rb.topTrailing - ra.topTrailing), abs(rb.bottomLeading - ra.bottomLeading),
      abs(rb.bottomTrailing - ra.bottomTrailing))
    opacity = abs(b.materialOpacity - a.materialOpacity)
  }
}
