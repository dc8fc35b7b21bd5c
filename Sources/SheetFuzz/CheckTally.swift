/// How many checks a run made: each invariant's and each relation's judgements, counted where
/// they are made, so two versions of the fuzzer can be shown to check the same things on the
/// same seeds (their summaries agree line for line).
public struct CheckTally: Sendable, Hashable {
  /// What the invariants judge, one count each.
  public enum Invariant: Int, CaseIterable, Sendable {
    /// A sheet's state after an input or a frame (``Invariants/stateFailure(_:)``).
    case state
    /// The events of an input or a frame (``Invariants/eventFailure(_:open:)``).
    case events
    /// An input judged by the touch invariants (``Invariants/touchFailure(_:)``).
    case touch
    /// A step judged by the announcement invariants, with or without the user's inputs.
    case announcement
    /// A stack's input judged for changing only the sheet it went to.
    case routing
    /// A stack's frame judged for its step-backs and scrims.
    case drawing
    /// A stack's pair of frames judged for how far the step-backs moved.
    case motion

    /// The name in the summary.
    public var name: String {
      switch self {
      case .state: "states"
      case .events: "event lists"
      case .touch: "touch inputs"
      case .announcement: "announcement steps"
      case .routing: "stack inputs routed"
      case .drawing: "stack frames drawn"
      case .motion: "stack frames moved"
      }
    }
  }

  /// The count of each invariant's judgements, by ``Invariant/rawValue``.
  public private(set) var invariants = [Int](repeating: 0, count: Invariant.allCases.count)
  /// The count of each relation's judgements (a step, a rate, a release compared), in the order
  /// of `Relation.allCases`.
  public private(set) var relations = [Int](repeating: 0, count: Relation.allCases.count)

  /// An empty tally.
  public init() {}

  /// Counts `count` judgements of `invariant`.
  mutating func add(_ count: Int, _ invariant: Invariant) { invariants[invariant.rawValue] += count }

  /// Counts `count` judgements of the relation at `index` in `Relation.allCases`.
  mutating func add(_ count: Int, relationAt index: Int) { relations[index] += count }

  /// Adds every count of `other`.
  public mutating func add(_ other: CheckTally) {
    for index in invariants.indices { invariants[index] += other.invariants[index] }
    for index in relations.indices { relations[index] += other.relations[index] }
  }

  /// One line per count: the invariants', then the relations'.
  public var lines: [String] {
    Invariant.allCases.map { "  invariant checks, \($0.name): \(invariants[$0.rawValue])" }
      + Relation.allCases.enumerated().map { "  relation checks, \($1.rawValue): \(relations[$0])" }
  }
}
