import BottomSheetCore

/// A test case's `expect` block, read: what a replay must show for the case to pass.
///
/// Every key is optional. ``Key`` lists them, in the order they are read and checked; a key it
/// does not list is an error, so no case passes unchecked. Numbers are points, seconds or counts
/// as each key says.
public struct ScenarioExpectations: Sendable, Hashable {
  /// The `expect` keys, in the order they are read and checked.
  public enum Key: String, Sendable, CaseIterable {
    /// ``ScenarioExpectations/finalDetent``.
    case finalDetent
    /// ``ScenarioExpectations/finalHeight``.
    case finalHeight
    /// ``ScenarioExpectations/heightRange``.
    case heightRange
    /// ``ScenarioExpectations/maxFrameJump``.
    case maxFrameJump
    /// ``ScenarioExpectations/maxCardShapeJump``.
    case maxCardShapeJump
    /// ``ScenarioExpectations/maxMaterialOpacityJump``.
    case maxMaterialOpacityJump
    /// ``ScenarioExpectations/settledCount``.
    case settledCount
    /// ``ScenarioExpectations/settledSequence``.
    case settledSequence
    /// ``ScenarioExpectations/finalScrollOffset``.
    case finalScrollOffset
    /// ``ScenarioExpectations/finalAccessibilityValue``.
    case finalAccessibilityValue
    /// ``ScenarioExpectations/diagnosticsAtLeast``.
    case diagnosticsAtLeast
    /// ``ScenarioExpectations/eventCounts``.
    case eventCounts
    /// ``ScenarioExpectations/announcements``.
    case announcements
    /// ``ScenarioExpectations/checkpoints``.
    case checkpoints
    /// ``ScenarioExpectations/finalStackDetents``.
    case finalStackDetents
  }

  /// The final detent's id.
  public var finalDetent: String?
  /// The final height, in points, within ±0.5.
  public var finalHeight: Double?
  /// The lowest and highest height every frame lies within (±0.01), in points (`[min, max]`).
  public var heightRange: HeightRange?
  /// The most two consecutive frames' heights may differ by, in points.
  public var maxFrameJump: Double?
  /// The most two consecutive frames' card x, width or any corner radius may differ by, in
  /// points (``CardShapeChange/shape``).
  public var maxCardShapeJump: Double?
  /// The most two consecutive frames' material opacity may differ by
  /// (``CardShapeChange/opacity``).
  public var maxMaterialOpacityJump: Double?
  /// The number of `settled` events.
  public var settledCount: Double?
  /// The detent ids of the `settled` events, in order (an item that is not a string stands for
  /// itself, and so never matches).
  public var settledSequence: [String]?
  /// The final scroll offset, in points, within ±1.
  public var finalScrollOffset: Double?
  /// The final accessibility value, such as `Position 1 of 3`.
  public var finalAccessibilityValue: String?
  /// The least number of diagnostics.
  public var diagnosticsAtLeast: Double?
  /// The exact number of events of each name (`dragBegan`, `willSettle`, `settled`,
  /// `presented`, `dismissed`, `tapped`, `diagnostic`, `announce`).
  public var eventCounts: [String: Double]?
  /// The `announce` events, in order, in the core's English words (`Sheet at middle, 2 of 3`,
  /// with the detent names of the final configuration).
  public var announcements: [String]?
  /// The frames to check, each at or just after its time.
  public var checkpoints: [Checkpoint]?
  /// Every sheet's final detent id, bottom first (sheet 0, the scenario's own, then its
  /// `stack`), `hidden` for a hidden one.
  public var finalStackDetents: [String]?

  /// The bounds of ``heightRange``, in points.
  public struct HeightRange: Sendable, Hashable {
    /// The lowest height.
    public var min: Double
    /// The highest height.
    public var max: Double

    /// Creates the range from `min` to `max` points.
    public init(min: Double, max: Double) {
      self.min = min
      self.max = max
    }
  }

  /// The names `eventCounts` may count: those of ``SheetEvent/name``.
  static let eventNames: Set = [
    "dragBegan", "willSettle", "settled", "presented", "dismissed", "tapped", "diagnostic", "targetChanged",
    "dismissAttempted", "announce",
  ]

  /// The block's path in a scenario file, for errors.
  static let path = "expect"

  /// Expects nothing.
  public init() {}

  /// Reads an `expect` block.
  /// - Throws: ``ScenarioError`` naming the field, under `expect`: a key that is not a ``Key``
  ///   (`unknown expectation`), a checkpoint key that is not a ``Checkpoint/Key`` (`unknown
  ///   checkpoint key`), an event name that is not one (`unknown event name`), a `heightRange`
  ///   that is not `[min, max]`, or a value of the wrong type.
  public init(_ value: JSONValue) throws(ScenarioError) {
    let object = try JSONObject(value, path: Self.path)
    for key in object.fields.keys where Key(rawValue: key) == nil {
      throw ScenarioError(path: object.fieldPath(key), message: "unknown expectation")
    }
    for key in Key.allCases { try read(key, from: object) }
  }

  private mutating func read(_ key: Key, from object: JSONObject) throws(ScenarioError) {
    let name = key.rawValue
    switch key {
    case .finalDetent: finalDetent = try object.string(name)
    case .finalHeight: finalHeight = try object.number(name)
    case .heightRange:
      guard let range = try object.array(name) else { return }
      guard range.count == 2, case .number(let low) = range[0], case .number(let high) = range[1] else {
        throw ScenarioError(path: object.fieldPath(name), message: "expected [min, max]")
      }
      heightRange = HeightRange(min: low, max: high)
    case .maxFrameJump: maxFrameJump = try object.number(name)
    case .maxCardShapeJump: maxCardShapeJump = try object.number(name)
    case .maxMaterialOpacityJump: maxMaterialOpacityJump = try object.number(name)
    case .settledCount: settledCount = try object.number(name)
    case .settledSequence:
      settledSequence = try object.array(name)?.map { value in if case .string(let s) = value { s } else { "\(value)" }
      }
    case .finalScrollOffset: finalScrollOffset = try object.number(name)
    case .finalAccessibilityValue: finalAccessibilityValue = try object.string(name)
    case .diagnosticsAtLeast: diagnosticsAtLeast = try object.number(name)
    case .eventCounts: eventCounts = try Self.eventCounts(try object.object(name))
    case .announcements:
      announcements = try object.array(name)?.map { value in if case .string(let s) = value { s } else { "\(value)" } }
    case .checkpoints:
      guard let list = try object.array(name) else { return }
      var points: [Checkpoint] = []
      for (index, value) in list.enumerated() {
        points.append(try Checkpoint(try JSONObject(value, path: object.fieldPath(name) + "[\(index)]")))
      }
      checkpoints = points
    case .finalStackDetents:
      finalStackDetents = try object.array(name)?.map { value in
        if case .string(let s) = value { s } else { "\(value)" }
      }
    }
  }

  private static func eventCounts(_ counts: JSONObject?) throws(ScenarioError) -> [String: Double]? {
    guard let counts else { return nil }
    var read: [String: Double] = [:]
    for (name, value) in counts.fields.sorted(by: { $0.key < $1.key }) {
      guard eventNames.contains(name) else {
        throw ScenarioError(path: counts.fieldPath(name), message: "unknown event name")
      }
      guard case .number(let expected) = value else {
        throw ScenarioError(path: counts.fieldPath(name), message: "expected a number")
      }
      read[name] = expected
    }
    return read
  }
}

extension ScenarioExpectations {
  /// The failures of `result` against these expectations, one message each, in ``Key`` order;
  /// empty when it passes. (The invariants every case keeps are
  /// ``Expectations/invariantFailures(of:)``.)
  /// - Throws: ``ScenarioError`` when a checkpoint checks the backdrop of a scenario without one.
  public func failures(of result: SimulationResult) throws(ScenarioError) -> [String] {
    var failures: [String] = []
    for key in Key.allCases { failures += try self.failures(key, of: result) }
    return failures
  }

  private func failures(_ key: Key, of result: SimulationResult) throws(ScenarioError) -> [String] {
    let final = result.finalState
    switch key {
    case .finalDetent:
      guard let detent = finalDetent, final.detent != detent else { return [] }
      return ["final detent is '\(final.detent)', expected '\(detent)'"]
    case .finalHeight:
      guard let height = finalHeight, abs(final.height - height) > 0.5 else { return [] }
      return ["final height is \(final.height), expected \(height) ± 0.5"]
    case .heightRange: return heightRangeFailures(result)
    case .maxFrameJump: return frameJumpFailures(result)
    case .maxCardShapeJump:
      return cardChangeFailures(result, bound: maxCardShapeJump, what: "the card's shape", \.shape)
    case .maxMaterialOpacityJump:
      return cardChangeFailures(result, bound: maxMaterialOpacityJump, what: "the material's opacity", \.opacity)
    case .settledCount:
      guard let count = settledCount, Double(result.settledSequence.count) != count else { return [] }
      return ["\(result.settledSequence.count) settled events \(result.settledSequence), expected \(count)"]
    case .settledSequence:
      guard let expected = settledSequence, expected != result.settledSequence else { return [] }
      return ["settled sequence \(result.settledSequence), expected \(expected)"]
    case .finalScrollOffset:
      guard let offset = finalScrollOffset, abs(final.scrollOffset - offset) > 1 else { return [] }
      return ["final scroll offset \(final.scrollOffset), expected \(offset) ± 1"]
    case .finalAccessibilityValue:
      guard let value = finalAccessibilityValue, value != final.accessibilityValue else { return [] }
      return ["accessibility value '\(final.accessibilityValue)', expected '\(value)'"]
    case .diagnosticsAtLeast:
      guard let count = diagnosticsAtLeast, Double(result.diagnostics.count) < count else { return [] }
      return ["\(result.diagnostics.count) diagnostics, expected at least \(count)"]
    case .eventCounts: return eventCountFailures(result)
    case .announcements:
      let spoken = result.events.compactMap { timed -> String? in
        guard case .announce(let detent, let position, let count) = timed.event else { return nil }
        return final.announcement(detent: detent, position: position, count: count)
      }
      guard let expected = announcements, expected != spoken else { return [] }
      return ["announcements \(spoken), expected \(expected)"]
    case .checkpoints:
      var failures: [String] = []
      for (index, point) in (checkpoints ?? []).enumerated() {
        failures += try point.failures(of: result, path: "\(Self.path).\(key.rawValue)[\(index)]")
      }
      return failures
    case .finalStackDetents:
      let detents = (result.finalStack.isEmpty ? [final] : result.finalStack).map(\.detent)
      guard let expected = finalStackDetents, expected != detents else { return [] }
      return ["final detents \(detents), expected \(expected)"]
    }
  }

  private func heightRangeFailures(_ result: SimulationResult) -> [String] {
    guard let range = heightRange,
      let frame = result.frames.first(where: { $0.height < range.min - 0.01 || $0.height > range.max + 0.01 })
    else { return [] }
    return ["frame \(frame.index) (t=\(frame.time)) has height \(frame.height), outside [\(range.min), \(range.max)]"]
  }

  private func frameJumpFailures(_ result: SimulationResult) -> [String] {
    guard let jump = maxFrameJump,
      let (a, b) = zip(result.frames, result.frames.dropFirst()).first(where: { abs($1.height - $0.height) > jump })
    else { return [] }
    return ["frames \(a.index)→\(b.index) (t=\(b.time)) jump \(abs(b.height - a.height)) > \(jump)"]
  }

  private func cardChangeFailures(
    _ result: SimulationResult, bound: Double?, what: String, _ change: KeyPath<CardShapeChange, Double>
  ) -> [String] {
    guard let bound,
      let (a, b) = zip(result.frames, result.frames.dropFirst()).first(where: {
        CardShapeChange($0, $1)[keyPath: change] > bound
      })
    else { return [] }
    let size = CardShapeChange(a, b)[keyPath: change]
    return ["frames \(a.index)→\(b.index) (t=\(b.time)) change \(what) by \(size) > \(bound)"]
  }

  private func eventCountFailures(_ result: SimulationResult) -> [String] {
    (eventCounts ?? [:]).sorted(by: { $0.key < $1.key }).compactMap { name, expected in
      let actual = result.events.filter { $0.event.name == name }.count
      return Double(actual) != expected ? "\(actual) '\(name)' events, expected \(expected)" : nil
    }
  }
}
