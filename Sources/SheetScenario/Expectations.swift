import BottomSheetCore

/// The `expect` block of a test case, checked against a replay.
///
/// Keys (each optional): `finalDetent`, `finalHeight` (±0.5), `heightRange` ([min, max], every
/// frame within ±0.01), `maxFrameJump`, `settledCount`, `settledSequence`, `finalScrollOffset`
/// (±1), `finalAccessibilityValue`, `diagnosticsAtLeast`, `checkpoints` (`{t, detent?, height?,
/// scrollOffset?, phase?, progress?}`: the frame at or just after `t`, height and offset ±1,
/// progress ±0.01; any other key is an error, so no case passes unchecked), and the project's
/// addition `eventCounts` (`{"dismissed": 1, …}`: how many events of each name), and for card
/// styles `maxCardShapeJump` (points: no two consecutive frames' card x, width or corner radii differ
/// by more) and `maxMaterialOpacityJump` (likewise for the material's opacity). Every case is also
/// checked for finite numbers and for ending at rest on a member of its detent set, or hidden.
public enum Expectations {
  /// The failures of `result` against `expect`, one message each; empty when it passes.
  /// - Throws: ``ScenarioError`` when the `expect` block itself cannot be read.
  public static func failures(of result: SimulationResult, against expect: JSONValue?) throws(ScenarioError) -> [String]
  {
    var failures = invariantFailures(of: result)
    guard let expect else { return failures }
    let object = try JSONObject(expect, path: "expect")
    let final = result.finalState
    let known: Set = [
      "finalDetent", "finalHeight", "heightRange", "maxFrameJump", "settledCount", "settledSequence",
      "finalScrollOffset", "finalAccessibilityValue", "diagnosticsAtLeast", "checkpoints", "eventCounts",
      "maxCardShapeJump", "maxMaterialOpacityJump",
    ]
    for key in object.fields.keys where !known.contains(key) {
      throw ScenarioError(path: object.fieldPath(key), message: "unknown expectation")
    }
    if let detent = try object.string("finalDetent"), final.detent != detent {
      failures.append("final detent is '\(final.detent)', expected '\(detent)'")
    }
    if let height = try object.number("finalHeight"), abs(final.height - height) > 0.5 {
      failures.append("final height is \(final.height), expected \(height) ± 0.5")
    }
    if let range = try object.array("heightRange") {
      guard range.count == 2, case .number(let low) = range[0], case .number(let high) = range[1] else {
        throw ScenarioError(path: object.fieldPath("heightRange"), message: "expected [min, max]")
      }
      if let frame = result.frames.first(where: { $0.height < low - 0.01 || $0.height > high + 0.01 }) {
        failures.append("frame \(frame.index) (t=\(frame.time)) has height \(frame.height), outside [\(low), \(high)]")
      }
    }
    if let jump = try object.number("maxFrameJump") {
      for (a, b) in zip(result.frames, result.frames.dropFirst()) where abs(b.height - a.height) > jump {
        failures.append("frames \(a.index)→\(b.index) (t=\(b.time)) jump \(abs(b.height - a.height)) > \(jump)")
        break
      }
    }
    for (key, what, change) in [
      ("maxCardShapeJump", "the card's shape", \CardShapeChange.shape),
      ("maxMaterialOpacityJump", "the material's opacity", \CardShapeChange.opacity),
    ] {
      guard let jump = try object.number(key) else { continue }
      for (a, b) in zip(result.frames, result.frames.dropFirst()) where CardShapeChange(a, b)[keyPath: change] > jump {
        let size = CardShapeChange(a, b)[keyPath: change]
        failures.append("frames \(a.index)→\(b.index) (t=\(b.time)) change \(what) by \(size) > \(jump)")
        break
      }
    }
    if let count = try object.number("settledCount"), Double(result.settledSequence.count) != count {
      failures.append("\(result.settledSequence.count) settled events \(result.settledSequence), expected \(count)")
    }
    if let sequence = try object.array("settledSequence") {
      let expected = sequence.map { value -> String in if case .string(let s) = value { s } else { "\(value)" } }
      if expected != result.settledSequence {
        failures.append("settled sequence \(result.settledSequence), expected \(expected)")
      }
    }
    if let offset = try object.number("finalScrollOffset"), abs(final.scrollOffset - offset) > 1 {
      failures.append("final scroll offset \(final.scrollOffset), expected \(offset) ± 1")
    }
    if let value = try object.string("finalAccessibilityValue"), value != final.accessibilityValue {
      failures.append("accessibility value '\(final.accessibilityValue)', expected '\(value)'")
    }
    if let count = try object.number("diagnosticsAtLeast"), Double(result.diagnostics.count) < count {
      failures.append("\(result.diagnostics.count) diagnostics, expected at least \(count)")
    }
    if let counts = try object.object("eventCounts") {
      let names: Set = ["dragBegan", "willSettle", "settled", "presented", "dismissed", "diagnostic"]
      for (name, value) in counts.fields.sorted(by: { $0.key < $1.key }) {
        guard names.contains(name) else {
          throw ScenarioError(path: counts.fieldPath(name), message: "unknown event name")
        }
        guard case .number(let expected) = value else {
          throw ScenarioError(path: counts.fieldPath(name), message: "expected a number")
        }
        let actual = result.events.filter { $0.event.name == name }.count
        if Double(actual) != expected {
          failures.append("\(actual) '\(name)' events, expected \(expected)")
        }
      }
    }
    if let checkpoints = try object.array("checkpoints") {
      for (index, value) in checkpoints.enumerated() {
        let point = try JSONObject(value, path: object.fieldPath("checkpoints") + "[\(index)]")
        // A key this replay cannot check fails the case rather than passing it unchecked.
        for key in point.fields.keys where !Self.checkpointKeys.contains(key) {
          throw ScenarioError(path: point.fieldPath(key), message: "unknown checkpoint key")
        }
        let time = try point.requiredNumber("t")
        guard let frame = result.frames.first(where: { $0.time >= time - 1e-9 }) else {
          failures.append("checkpoint t=\(time): no frame at or after it")
          continue
        }
        if let detent = try point.string("detent"), frame.detent != detent {
          failures.append("checkpoint t=\(time): detent '\(frame.detent)', expected '\(detent)'")
        }
        if let height = try point.number("height"), abs(frame.height - height) > 1 {
          failures.append("checkpoint t=\(time): height \(frame.height), expected \(height) ± 1")
        }
        if let offset = try point.number("scrollOffset"), abs(frame.scrollOffset - offset) > 1 {
          failures.append("checkpoint t=\(time): scroll offset \(frame.scrollOffset), expected \(offset) ± 1")
        }
        if let phase = try point.string("phase"), frame.phase.rawValue != phase {
          failures.append("checkpoint t=\(time): phase '\(frame.phase.rawValue)', expected '\(phase)'")
        }
        if let progress = try point.number("progress"), abs(frame.progress - progress) > 0.01 {
          failures.append("checkpoint t=\(time): progress \(frame.progress), expected \(progress) ± 0.01")
        }
        if let card = try point.object("card") {
          let actual = [frame.card.x, frame.card.y, frame.card.width, frame.card.height]
          for (key, value) in zip(["x", "y", "width", "height"], actual) {
            guard let expected = try card.number(key) else {
              throw ScenarioError(path: card.fieldPath(key), message: "required number is missing")
            }
            if abs(value - expected) > 1 {
              failures.append("checkpoint t=\(time): card \(key) \(value), expected \(expected) ± 1")
            }
          }
        }
        if let radii = try point.object("cornerRadii") {
          let actual = [
            frame.cornerRadii.topLeading, frame.cornerRadii.topTrailing, frame.cornerRadii.bottomLeading,
            frame.cornerRadii.bottomTrailing,
          ]
          for (key, value) in zip(["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"], actual) {
            guard let expected = try radii.number(key) else {
              throw ScenarioError(path: radii.fieldPath(key), message: "required number is missing")
            }
            if abs(value - expected) > 0.5 {
              failures.append("checkpoint t=\(time): corner radius \(key) \(value), expected \(expected) ± 0.5")
            }
          }
        }
        if let opacity = try point.number("materialOpacity"), abs(frame.materialOpacity - opacity) > 0.01 {
          failures.append("checkpoint t=\(time): material opacity \(frame.materialOpacity), expected \(opacity) ± 0.01")
        }
        try checkBackdrop(point, frame: frame, time: time, failures: &failures)
      }
    }
    return failures
  }

  /// Checks a checkpoint's `dimming` (±0.01), `blur` (±0.1) and `backgroundInteraction`, which
  /// need the scenario's `backdrop`.
  static func checkBackdrop(
    _ point: JSONObject, frame: FrameRecord, time: Double, failures: inout [String]
  ) throws(ScenarioError) {
    let dimming = try point.number("dimming")
    let blur = try point.number("blur")
    let interaction = try point.bool("backgroundInteraction")
    guard dimming != nil || blur != nil || interaction != nil else { return }
    guard let backdrop = frame.backdrop else {
      throw ScenarioError(path: point.path, message: "checks the backdrop, but the scenario gives no \"backdrop\"")
    }
    if let dimming, abs(backdrop.dimming - dimming) > 0.01 {
      failures.append("checkpoint t=\(time): dimming \(backdrop.dimming), expected \(dimming) ± 0.01")
    }
    if let blur, abs(backdrop.blurRadius - blur) > 0.1 {
      failures.append("checkpoint t=\(time): blur \(backdrop.blurRadius), expected \(blur) ± 0.1")
    }
    if let interaction, backdrop.allowsBackgroundInteraction != interaction {
      failures.append(
        "checkpoint t=\(time): backgroundInteraction \(backdrop.allowsBackgroundInteraction), expected \(interaction)")
    }
  }

  /// The keys a checkpoint may have.
  static let checkpointKeys: Set = [
    "t", "detent", "height", "scrollOffset", "phase", "progress", "card", "cornerRadii", "materialOpacity", "dimming",
    "blur", "backgroundInteraction",
  ]

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
    let state = result.finalState
    let tolerance = state.container.grid.halfPixel
    if state.phase != .idle {
      failures.append("the sheet is not at rest at the end (phase \(state.phase.rawValue))")
    } else if state.detent == hiddenDetentID {
      if state.height != 0 { failures.append("hidden sheet has height \(state.height)") }
    } else if let height = state.height(ofDetent: state.detent) {
      if abs(height - state.height) > tolerance {
        failures.append(
          "the sheet rests at \(state.height), between detents (its detent '\(state.detent)' is \(height))")
      }
    } else {
      failures.append("the sheet rests at '\(state.detent)', not a member of its detent set")
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
