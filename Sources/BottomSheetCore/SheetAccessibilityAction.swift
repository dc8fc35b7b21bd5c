/// A named action a screen reader offers on the sheet (Material's and Compose's expand,
/// collapse and dismiss): which ones there are now is the core's rule, and each is an input, so
/// both toolkits offer the same and `sheet-sim` replays what they do.
public struct SheetAccessibilityAction: Sendable, Hashable {
  /// What the action does.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// To the next detent up (``SheetInput/accessibilityIncrement``).
    case expand
    /// To the next detent down, never dismissing (``SheetInput/accessibilityDecrement``).
    case collapse
    /// Dismisses the sheet (``SheetInput/escape``), offered only when the user may.
    case dismiss
  }

  /// What the action does.
  public var kind: Kind
  /// The detent it goes to (`nil` for ``Kind/dismiss``), with its position among the distinct
  /// heights (from 1, the lowest) and their count, for its name.
  public var target: (detent: String, position: Int, count: Int)?
  /// The input that performs it.
  public var input: SheetInput {
    switch kind {
    case .expand: .accessibilityIncrement
    case .collapse: .accessibilityDecrement
    case .dismiss: .escape
    }
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.kind == b.kind && a.target?.detent == b.target?.detent && a.target?.position == b.target?.position
      && a.target?.count == b.target?.count
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(target?.detent)
  }
}

extension SheetState {
  /// The named actions a screen reader offers now, in order: expand (when a taller detent
  /// exists), collapse (when a lower one does), dismiss (when the user may dismiss the sheet).
  /// None while the sheet is hidden or a touch holds it.
  public var accessibilityActions: [SheetAccessibilityAction] {
    guard isPresented, phase != .dragging else { return [] }
    var actions: [SheetAccessibilityAction] = []
    for (kind, offset) in [(SheetAccessibilityAction.Kind.expand, 1), (.collapse, -1)] {
      guard let id = selection.step(by: offset, in: selectable), let place = accessibilityPosition(of: id) else {
        continue
      }
      actions.append(SheetAccessibilityAction(kind: kind, target: (id, place.position, place.count)))
    }
    if configuration.allowsDismissal { actions.append(SheetAccessibilityAction(kind: .dismiss, target: nil)) }
    return actions
  }

  /// The English name of `action`: "Expand to middle", "Collapse to bottom" (the detent's name
  /// from ``accessibilityName(ofDetent:position:count:)``), "Dismiss". A toolkit with localized
  /// strings names it itself.
  public func accessibilityName(of action: SheetAccessibilityAction) -> String {
    guard let target = action.target else { return "Dismiss" }
    let name = accessibilityName(ofDetent: target.detent, position: target.position, count: target.count)
    return action.kind == .expand ? "Expand to \(name)" : "Collapse to \(name)"
  }

  /// The position of the detent `id` among the distinct heights (from 1) and their count, as
  /// ``accessibilityPosition`` counts them; `nil` for an id the detents do not hold.
  func accessibilityPosition(of id: String) -> (position: Int, count: Int)? {
    let found = distinctPosition(of: id)
    return found.position > 0 ? found : nil
  }
}
