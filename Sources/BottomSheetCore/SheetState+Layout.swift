// The transitions that carry a sheet to a detent chosen by someone other than the finger: moves,
// presentation, accessibility steps, the keyboard, and re-layouts (a resize, a header or content
// height, a new detent list). Called only from `apply(_:at:)`.
extension SheetState {
  // MARK: - Moves, presentation, accessibility

  mutating func move(to id: String, animated: Bool, events: inout [SheetEvent]) {
    guard selectable.isConfigured(id) else {
      events.append(.diagnostic("move to '\(id)': no such detent; ignored"))
      return
    }
    guard isPresented else {
      selection.presentAt = id
      return
    }
    guard phase != .dragging else {
      events.append(.diagnostic("move to '\(id)' while a touch holds the sheet; ignored"))
      return
    }
    selection.keyboardReturn = nil
    if !selectable.isResolved(id) {
      events.append(.diagnostic("move to '\(id)': the detent has no height now; the sheet goes there when it has one"))
    }
    moveInternal(to: id, animated: animated, events: &events)
  }

  /// Settles toward the detent `id` (keeping the velocity of a settle in flight). A detent that
  /// is configured but has no height now is awaited: the sheet stands in at the resolved detent
  /// nearest it (see ``awaitedDetentID``). A resolved target ends any wait when the move is a
  /// choice (`endsWait`): a move, a step, a present; a keyboard's moves are not.
  private mutating func moveInternal(
    to id: String, animated: Bool, endsWait: Bool = true, events: inout [SheetEvent]
  ) {
    guard let target = selection.choose(id, endsWait: endsWait, near: height, in: selectable) else { return }
    if phase == .idle, selection.current == target, grid.isSame(height, heightOf(target)) { return }
    settle(toward: target, velocity: phase == .settling ? heightVelocity : 0, instant: !animated, events: &events)
  }

  mutating func present(events: inout [SheetEvent]) {
    guard !isPresented else { return }
    isPresented = true
    if !reportedPresented {
      reportedPresented = true
      events.append(.presented)
    }
    let target = selection.present(
      initial: configuration.initialDetent,
      keyboardExpands: configuration.keyboardPolicy == .expand && keyboardHeight > 0,
      near: height, in: selectable)
    moveInternal(to: target, animated: true, endsWait: false, events: &events)
  }

  mutating func dismiss(events: inout [SheetEvent]) {
    guard isPresented else { return }
    selection.dismiss()
    settle(toward: nil, velocity: phase == .settling ? heightVelocity : 0, events: &events)
  }

  /// One accessibility step: to the nearest detent at a different height above (`offset` 1) or
  /// below (−1); coincident detents are one position.
  mutating func step(by offset: Int, events: inout [SheetEvent]) {
    guard isPresented, phase != .dragging, let target = selection.step(by: offset, in: selectable) else { return }
    selection.keyboardReturn = nil
    moveInternal(to: target, animated: true, events: &events)
  }

  // MARK: - Keyboard

  mutating func keyboard(height newHeight: Double, events: inout [SheetEvent]) {
    guard newHeight != keyboardHeight else { return }
    let wasShown = keyboardHeight > 0
    keyboardHeight = newHeight
    // The keyboard's overlap is part of the scroll range (under either policy): a keyboard that
    // goes takes it back.
    scrollOffset = min(scrollOffset, maximumScrollOffset)
    switch configuration.keyboardPolicy {
    case .lift:
      layoutChanged(animated: true, events: &events)
    case .expand:
      guard isPresented else { return }
      if newHeight > 0, !wasShown {
        expandForKeyboard(events: &events)
      } else if newHeight == 0, wasShown {
        returnFromKeyboard(events: &events)
      }
    }
  }

  /// `expand` with a keyboard shown: remembers the detent the user had and settles at the
  /// highest detent (keeping the detent when the sheet is at a detent of that height already).
  ///
  /// A detent the sheet waits for stays awaited: when it resolves while the keyboard shows, it
  /// becomes the detent to return to (see ``layoutChanged(animated:events:)``).
  private mutating func expandForKeyboard(events: inout [SheetEvent]) {
    let highest = selection.expandForKeyboard(in: selectable)
    guard phase != .dragging, let highest else { return }
    moveInternal(to: highest, animated: true, endsWait: false, events: &events)
  }

  /// The keyboard went (or stopped applying): back to the detent the user had before it came.
  private mutating func returnFromKeyboard(events: inout [SheetEvent]) {
    if let back = selection.returnFromKeyboard(in: selectable), phase != .dragging {
      moveInternal(to: back, animated: true, endsWait: false, events: &events)
    }
  }

  /// A new keyboard policy applies at once to a keyboard that is shown: `expand` goes to the
  /// highest detent; `lift` goes back to the detent the user had, lifted. Either is one re-layout,
  /// with one settle.
  mutating func setKeyboardPolicy(_ policy: KeyboardPolicy, events: inout [SheetEvent]) {
    guard policy != configuration.keyboardPolicy else { return }
    configuration.keyboardPolicy = policy
    guard keyboardHeight > 0 else { return }
    resolveDetents(events: &events)
    let movable = isPresented && phase != .dragging && selection.current != nil
    selection.keyboardPolicyChanged(to: policy, movable: movable, in: selectable)
    layoutChanged(animated: true, events: &events)
  }

  // MARK: - Layout

  mutating func resize(_ newContainer: SheetContainer, events: inout [SheetEvent]) {
    guard newContainer.isUsable else {
      events.append(
        .diagnostic("container height \(newContainer.height) is not a number of points in (0, 1000000]; ignored"))
      return
    }
    let normalized = newContainer.normalized()
    events += normalized.diagnostics.map(SheetEvent.diagnostic)
    // A finger holding the sheet keeps its distance from the sheet's top edge, which stays where
    // it was in the container's coordinates (the finger's do not change with the container).
    let heldTopEdge = phase == .dragging ? topEdge : nil
    container = normalized.container
    if let heldTopEdge { height = max(0, container.height - heldTopEdge) }
    layoutChanged(animated: false, events: &events)
  }

  /// Re-resolves the detents and carries the sheet to its detent's new height: jumping for a
  /// container change (a settle in flight ends there), on the spring otherwise (a settle in
  /// flight is retargeted with its velocity); a drag keeps its place on screen.
  ///
  /// Identity comes first: an awaited detent that resolves again becomes the sheet's detent; a
  /// detent that loses its height is awaited while the nearest resolved one stands in; a detent
  /// removed from the list is replaced by the nearest. A settle whose detent changes this way
  /// reports a new `willSettle`; a resting sheet that moves (or changes detent) reports
  /// `willSettle` and, when it arrives, one `settled` (at once for a container change).
  mutating func layoutChanged(animated: Bool, events: inout [SheetEvent]) {
    let previousID = selection.current
    resolveDetents(events: &events)
    scrollOffset = min(scrollOffset, maximumScrollOffset)
    selection.relaidOut(near: height, in: selectable, events: &events)
    switch phase {
    case .dragging:
      // The finger keeps its place on the sheet: the drag goes on from what is shown (for a resize,
      // the same top edge), with the new detents' bounds (moved out to the sheet where it is past
      // them), so nothing jumps.
      if var current = drag {
        // Never further past the highest detent than a rubber band reaches (a container height),
        // however far the container shrank under the finger.
        // Nor into a top obstruction.
        height = min(
          height, (detents.last?.height ?? 0) + container.height * 0.999_999,
          max(detents.last?.height ?? 0, container.ceilingHeight))
        let track = track
        current.bounds = track.dragBounds(at: height, lowerBand: dragLowerBand || current.isScrollGesture)
        current.raw = track.raw(displaying: height, bounds: current.bounds)
        drag = current
      }
    case .settling:
      let target = selection.current.map(heightOf) ?? 0
      if let id = selection.current, id != previousID {
        events.append(.willSettle(target: id, velocity: velocity))
      }
      if !animated {
        // The container changed: positions in the old one mean nothing in the new one, so the
        // settle ends at its detent's new height.
        if let startTime = motion?.spring.startTime {
          motion?.spring = SpringMotion(
            spring: configuration.spring, from: target, velocity: 0, to: target, at: startTime)
        }
        finishSettle(events: &events)
      } else if motion != nil, motion?.target != target {
        motion?.retarget(to: target, at: time, spring: configuration.spring)
      }
    case .idle:
      guard let id = selection.current else { return }
      let target = heightOf(id)
      if grid.isSame(height, target), id == previousID {
        height = target
      } else {
        settle(toward: id, velocity: 0, instant: !animated, events: &events)
      }
    }
  }
}
