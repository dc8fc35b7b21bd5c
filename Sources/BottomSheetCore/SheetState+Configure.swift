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
    // Anything besides what inputs set differs: a behaviour change, which waits for the rest.
    let behaviourChanges = Self.carryingInputs(of: configuration, onto: wanted) != configuration
    // The rest waits for the sheet to rest; a configuration that waited is overtaken.
    pendingConfiguration = behaviourChanges && !isResting ? new : nil
    let base = behaviourChanges && isResting ? wanted : configuration
    if base != configuration { rebuildCount &+= 1 }
    var changed = Self.carryingInputs(of: wanted, onto: base)
    // A new keyboard policy is one re-layout of its own, below.
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

  /// `base` with what inputs set taken from `source`: the detents, the initial detent, Reduce
  /// Motion, the keyboard policy, the style, the backdrop and whether the background scales back
  /// (``SheetConfiguration/scalesBackground``). The one list of what
  /// ``SheetInput/configure(_:)`` applies at once; everything else is behaviour, which waits for
  /// the sheet to rest.
  static func carryingInputs(of source: SheetConfiguration, onto base: SheetConfiguration) -> SheetConfiguration {
    var result = base
    result.detents = source.detents
    result.initialDetent = source.initialDetent
    result.reduceMotion = source.reduceMotion
    result.keyboardPolicy = source.keyboardPolicy
    result.style = source.style
    result.backdrop = source.backdrop
    result.scalesBackground = source.scalesBackground
    return result
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
    configuration = Self.carryingInputs(of: configuration, onto: new)
    rebuildCount &+= 1
    layoutChanged(animated: false, events: &events)
  }
}
