/// What the sheet is doing.
public enum SheetPhase: String, Sendable, Hashable {
  /// At rest (or hidden).
  case idle
  /// Following a touch.
  case dragging
  /// Moving on a spring toward a detent (or toward hidden).
  case settling
}
