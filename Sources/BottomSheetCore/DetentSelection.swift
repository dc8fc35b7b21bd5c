/// Which detents a sheet shows, presents at, waits for and returns to, and the identity rules
/// that keep them over the resolved detents and the pixel grid.
///
/// A selection needs no spring and no container: each rule takes the detents as they stand now
/// (``Detents``) and, where it looks for the nearest detent, the sheet's height in points.
/// ``SheetState`` holds one and settles toward what it chooses. Coincident detents (heights
/// within half a device pixel, ``PixelGrid/isSame(_:_:)``) are one place: among them the sheet
/// keeps the detent it has, else takes the first in list order, so a release, a step or a
/// re-layout that ends where the sheet was never changes its detent.
struct DetentSelection: Sendable, Hashable {
  /// The detent the sheet rests at or settles toward; `nil` when hidden or hiding.
  var current: String?
  /// The detent to present at, while hidden.
  var presentAt: String?
  /// A detent the app asked for, or the sheet rested at, that has no height now (a header
  /// detent before the header is measured, say). The sheet stands in at the resolved detent
  /// nearest it and goes to this one as soon as it resolves again, unless a gesture, a move or an
  /// accessibility step chooses a detent first.
  var awaited: String?
  /// The detent to return to when the keyboard goes (under ``KeyboardPolicy/expand``).
  var keyboardReturn: String?

  /// The detents a selection chooses among: those with a height now, and the whole list.
  struct Detents: Sendable {
    /// The detents with a height now, ascending by height, on the pixel grid; never empty.
    var resolved: [ResolvedDetent]
    /// The configured detent list, with or without a height now.
    var configured: [SheetDetent]
    /// The grid heights are compared on: coincident within half a device pixel.
    var grid: PixelGrid

    /// Whether `id` has a height now.
    func isResolved(_ id: String) -> Bool { resolved.contains { $0.id == id } }

    /// Whether `id` is in the detent list, with or without a height now.
    func isConfigured(_ id: String) -> Bool { configured.contains { $0.id == id } }
  }

  /// A selection with the given identities (all `nil`: a hidden sheet that presents at its
  /// configuration's initial detent).
  init(current: String? = nil, presentAt: String? = nil, awaited: String? = nil, keyboardReturn: String? = nil) {
    self.current = current
    self.presentAt = presentAt
    self.awaited = awaited
    self.keyboardReturn = keyboardReturn
  }

  /// The selection of a sheet created presented (at its initial detent) or hidden (to present
  /// there): `wanted`, the configuration's initial detent, when it has a height; else the lowest
  /// detent, waiting for `wanted` when it is configured.
  ///
  /// - Parameter diagnostics: Gets a message when `wanted` has no height or names no detent.
  init(initial wanted: String?, presented: Bool, in detents: Detents, diagnostics: inout [String]) {
    var initial = detents.resolved[0].id
    var awaited: String?
    if let wanted {
      if detents.isResolved(wanted) {
        initial = wanted
      } else if detents.isConfigured(wanted) {
        awaited = wanted
        diagnostics.append("initial detent '\(wanted)' has no height yet; starting at '\(initial)' until it has one")
      } else {
        diagnostics.append("initial detent '\(wanted)' names no detent; starting at the lowest, '\(initial)'")
      }
    }
    if presented {
      self.init(current: initial, awaited: awaited)
    } else {
      self.init(presentAt: awaited ?? initial)
    }
  }

  /// The id of a target at `detents.resolved[index]`: among the detents at its height (coincident
  /// detents, within half a device pixel), the ``current`` one, else the first of them in list
  /// order. So a release, a step or a re-layout that ends where the sheet was never changes its
  /// detent.
  func identity(at index: Int, in detents: Detents) -> String {
    let list = detents.resolved
    let target = list[index].height
    if let id = current, let shown = list.first(where: { $0.id == id }), detents.grid.isSame(shown.height, target) {
      return id
    }
    return list.first { detents.grid.isSame($0.height, target) }?.id ?? list[index].id
  }

  /// The resolved detent nearest `height` (points): where the sheet waits for a detent with no
  /// height. The ``current`` detent when it has a height.
  func standIn(near height: Double, in detents: Detents) -> String {
    if let id = current, detents.isResolved(id) { return id }
    let list = detents.resolved
    let nearest = list.indices.min { abs(list[$0].height - height) < abs(list[$1].height - height) } ?? 0
    return identity(at: nearest, in: detents)
  }

  /// A move, a step or a present chooses `id`: the detent to settle toward, or `nil` when `id`
  /// names no detent. A detent with no height now is ``awaited`` and the detent nearest `height`
  /// stands in; a detent with a height ends any wait when the move is a choice (`endsWait`), and
  /// a keyboard's moves are not.
  mutating func choose(_ id: String, endsWait: Bool, near height: Double, in detents: Detents) -> String? {
    if detents.isResolved(id) {
      if endsWait { awaited = nil }
      return id
    }
    guard detents.isConfigured(id) else { return nil }
    awaited = id
    return standIn(near: height, in: detents)
  }

  /// The sheet presents: the detent to settle toward. That is ``presentAt``, else `initial` (the
  /// configuration's), else the lowest; one with no height is awaited, with a stand-in near
  /// `height`. With `keyboardExpands` (a keyboard already shown under
  /// ``KeyboardPolicy/expand``), the highest detent, returning to that one when the keyboard goes.
  mutating func present(initial: String?, keyboardExpands: Bool, near height: Double, in detents: Detents) -> String {
    var target = presentAt ?? initial ?? detents.resolved[0].id
    if !detents.isConfigured(target) { target = detents.resolved[0].id }
    presentAt = nil
    if detents.isResolved(target) {
      awaited = nil
    } else {
      awaited = target
      target = standIn(near: height, in: detents)
    }
    // A keyboard already shown applies as it would if it came now.
    if keyboardExpands {
      keyboardReturn = target
      target = identity(at: detents.resolved.count - 1, in: detents)
    }
    return target
  }

  /// The sheet dismisses: it no longer waits for a detent nor remembers where to present.
  mutating func dismiss() {
    presentAt = nil
    awaited = nil
  }

  /// The target of one accessibility step from ``current``: the nearest detent at a different
  /// height above (`offset` 1) or below (−1), coincident detents being one position; `nil` when
  /// hidden or at the end.
  func step(by offset: Int, in detents: Detents) -> String? {
    let list = detents.resolved
    let half = detents.grid.halfPixel
    guard let id = current, let height = list.first(where: { $0.id == id })?.height else { return nil }
    let next = offset > 0 ? list.firstIndex { $0.height > height + half } : list.lastIndex { $0.height < height - half }
    return next.map { identity(at: $0, in: detents) }
  }

  /// A keyboard came under ``KeyboardPolicy/expand``: remembers the detent the user had and
  /// returns the highest detent to settle toward (`nil` when hidden), keeping the detent when it
  /// is at that height already.
  ///
  /// A detent the sheet waits for stays awaited: when it resolves while the keyboard shows, it
  /// becomes the detent to return to (see ``relaidOut(near:in:events:)``).
  mutating func expandForKeyboard(in detents: Detents) -> String? {
    keyboardReturn = current
    guard current != nil else { return nil }
    return identity(at: detents.resolved.count - 1, in: detents)
  }

  /// The keyboard went (or stopped applying): the detent the user had before it came, to settle
  /// toward, if it is still configured and the sheet is shown; either way it is forgotten.
  mutating func returnFromKeyboard(in detents: Detents) -> String? {
    defer { keyboardReturn = nil }
    guard let back = keyboardReturn, detents.isConfigured(back), current != nil else { return nil }
    return back
  }

  /// A new keyboard policy while a keyboard is shown: `expand` remembers the current detent and,
  /// when the sheet can move (`movable`: shown and not under a finger), takes the highest; `lift`
  /// goes back to the remembered detent when it has a height.
  mutating func keyboardPolicyChanged(to policy: KeyboardPolicy, movable: Bool, in detents: Detents) {
    switch policy {
    case .expand:
      keyboardReturn = current
      if movable { current = identity(at: detents.resolved.count - 1, in: detents) }
    case .lift:
      if movable, let back = keyboardReturn, detents.isResolved(back) { current = back }
      keyboardReturn = nil
    }
  }

  /// The detents were re-resolved (a resize, a header or content height, a new list, a keyboard
  /// under `lift`): an awaited detent that resolves again becomes the current one (or, while a
  /// keyboard holds the sheet at the highest, the one to return to); a current detent that lost
  /// its height is awaited while the detent nearest `height` (points) stands in; one removed from
  /// the list is replaced by the nearest. Identities that name no detent any more are forgotten.
  ///
  /// - Parameter events: Gets a diagnostic for each current detent replaced.
  mutating func relaidOut(near height: Double, in detents: Detents, events: inout [SheetEvent]) {
    if let awaited {
      if !detents.isConfigured(awaited) || current == nil {
        self.awaited = nil
      } else if detents.isResolved(awaited) {
        self.awaited = nil
        // While a keyboard holds the sheet at the highest detent, the awaited detent is where
        // the sheet returns to; otherwise the sheet goes there now.
        if keyboardReturn != nil { keyboardReturn = awaited } else { current = awaited }
      }
    }
    if let id = current, !detents.isResolved(id) {
      current = nil
      let standIn = standIn(near: height, in: detents)
      if detents.isConfigured(id) {
        awaited = id
        events.append(.diagnostic("detent '\(id)' has no height now; using '\(standIn)' until it has one"))
      } else {
        events.append(.diagnostic("detent '\(id)' no longer exists; using '\(standIn)'"))
      }
      current = standIn
    }
    if let id = presentAt, !detents.isConfigured(id) { presentAt = nil }
    if let id = keyboardReturn, !detents.isConfigured(id) { keyboardReturn = nil }
  }
}
