/// The waits of moves to a detent (a toolkit's `move(to:) async`): which event ends which wait,
/// and with what result.
///
/// A wait for a detent ends with `true` when the sheet settles there, and with `false` when the
/// move is interrupted — a drag begins, the sheet is dismissed, or it sets off toward another
/// detent. A toolkit keeps what it resumes as the `Token` (a continuation, say) and hands every
/// event it publishes to ``resolve(after:)``.
public struct SheetMoveWaits<Token: Sendable>: Sendable {
  private var waits: [(detent: String, token: Token)] = []

  /// No waits.
  public init() {}

  /// Whether any wait is under way.
  public var isEmpty: Bool { waits.isEmpty }

  /// The result of a move to `id` once the move's input was applied, or `nil` when the move has
  /// to be waited for (it set off toward `id`).
  ///
  /// - Parameters:
  ///   - id: The detent moved to.
  ///   - events: The events the move's input reported.
  ///   - state: The state after it.
  /// - Returns: `true` when the sheet settled at `id` at once, or rests there already; `false`
  ///   when the move did not set off toward `id` (no such detent, or a hidden sheet, which will
  ///   present there); `nil` when it is under way.
  public static func immediateResult(ofMoveTo id: String, events: [SheetEvent], state: SheetState) -> Bool? {
    if events.contains(where: { if case .settled(id, _) = $0 { true } else { false } }) { return true }
    guard events.contains(where: { if case .willSettle(id, _) = $0 { true } else { false } }) else {
      return state.isPresented && state.phase == .idle && state.detent == id
    }
    return nil
  }

  /// Waits for the sheet to settle at `id`.
  public mutating func wait(for id: String, token: Token) {
    waits.append((id, token))
  }

  /// The waits `event` ends, with their results, in the order they began; they are no longer
  /// waiting.
  public mutating func resolve(after event: SheetEvent) -> [(token: Token, result: Bool)] {
    guard !waits.isEmpty else { return [] }
    let ends: (String) -> Bool?
    switch event {
    case .settled(let id, _): ends = { $0 == id }
    case .willSettle(let target, _): ends = { $0 == target ? nil : false }
    case .dragBegan, .dismissed: ends = { _ in false }
    default: return []
    }
    var ended: [(token: Token, result: Bool)] = []
    var kept: [(detent: String, token: Token)] = []
    for wait in waits {
      if let result = ends(wait.detent) {
        ended.append((wait.token, result))
      } else {
        kept.append(wait)
      }
    }
    waits = kept
    return ended
  }

  /// Ends every wait (the sheet left the hierarchy): their tokens, each to end with `false`.
  public mutating func cancelAll() -> [Token] {
    defer { waits = [] }
    return waits.map(\.token)
  }
}
