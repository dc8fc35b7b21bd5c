/// A live sheet's new configuration (``SheetInput/configure(_:)``): what inputs can change
/// applies at once; the rest waits for the sheet to rest, then rebuilds the state.
extension SheetState {
  /// Applies a new configuration: the parts the core takes as inputs at once, and for anything
  /// else a rebuild once the sheet rests — at once, with them, if it rests already. Whatever
  /// changes is one re-layout (a keyboard policy that changes under a shown keyboard, a second),
  /// so the detent the sheet keeps does not depend on the order the parts are applied in.
  mutating func configure(_ new: SheetConfiguration, events: inout [SheetEvent]) {
    var wanted = new
    let normalized = DetentResolution.normalize(new.detents)
    wanted.detents = normalized.detents
    wanted.initialDetent = configuration.initialDetent
    events += normalized.diagnostics.map(SheetEvent.diagnostic)
    let behaviourChanges = Self.rebuilt(wanted) != Self.rebuilt(configuration)
    // The rest waits for the sheet to rest; a configuration that waited is overtaken.
    pendingConfiguration = behaviourChanges && !isResting ? new : nil
    var changed = behaviourChanges && isResting ? wanted : configuration
    if changed != configuration { rebuildCount &+= 1 }
    changed.detents = wanted.detents
    changed.reduceMotion = wanted.reduceMotion
    changed.style = wanted.style
    changed.backdrop = wanted.backdrop
    changed.keyboardPolicy = configuration.keyboardPolicy
    let relayout =
      changed.detents != configuration.detents || changed.style != configuration.style
      || changed.detentSpace != configuration.detentSpace
    // Only new detents animate (as `setDetents`); a new card or detent space moves a resting
    // sheet at once (as `style`).
    let animated = changed.style == configuration.style && changed.detentSpace == configuration.detentSpace
    configuration = changed
    if relayout { layoutChanged(animated: animated, events: &events) }
    setKeyboardPolicy(wanted.keyboardPolicy, events: &events)
  }

  /// The configuration without what inputs can change: two configurations with the same
  /// `rebuilt(_:)` differ only in what ``SheetInput/configure(_:)`` applies at once.
  static func rebuilt(_ configuration: SheetConfiguration) -> SheetConfiguration {
    var behaviour = configuration
    behaviour.detents = []
    behaviour.initialDetent = nil
    behaviour.reduceMotion = false
    behaviour.keyboardPolicy = .lift
    behaviour.style = .standard(cornerRadius: 0)
    behaviour.backdrop = nil
    return behaviour
  }

  /// Whether nothing is under way that a rebuild would cut short: no touch, no settle, no
  /// momentum.
  var isResting: Bool { phase == .idle && touch == nil && drag == nil && !isDecelerating }

  /// Gives the resting sheet the waiting configuration: its behaviour (spring, snapping,
  /// dismissal, detent space, rubber band, touch slop, velocity window) with what inputs set
  /// kept as they stand (detents, Reduce Motion, keyboard policy, style, backdrop — applied at
  /// `configure`, or changed since by their own inputs), then a re-layout without animation: the
  /// sheet stays at its detent, presented or not, with its keyboard, its lift or expansion and its
  /// scroll offset, and only a new detent space moves it (at once, as at rest nothing is in
  /// flight to carry it).
  mutating func rebuildIfResting(events: inout [SheetEvent]) {
    guard let new = pendingConfiguration, isResting else { return }
    pendingConfiguration = nil
    var rebuilt = new
    rebuilt.detents = configuration.detents
    rebuilt.initialDetent = configuration.initialDetent
    rebuilt.reduceMotion = configuration.reduceMotion
    rebuilt.keyboardPolicy = configuration.keyboardPolicy
    rebuilt.style = configuration.style
    rebuilt.backdrop = configuration.backdrop
    configuration = rebuilt
    rebuildCount &+= 1
    layoutChanged(animated: false, events: &events)
  }
}
