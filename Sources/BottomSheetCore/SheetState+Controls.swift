// The rules for the sheet's controls that every toolkit shares: a tap on the scrim, Escape, a tap
// on the grabber and the grabber's keys. Each is an input (`SheetInput.scrimTap`, `.escape`,
// `.grabberTap`, `.grabberKey`), so `sheet-sim` replays it; a toolkit only recognizes the gesture
// or the key and sends the input.

extension SheetState {
  /// A tap on the scrim: dismiss when the user may; else go down to the detent through which the
  /// background is undimmed; else nothing.
  mutating func scrimTap(events: inout [SheetEvent]) {
    guard isPresented else { return }
    if configuration.allowsDismissal {
      if !askBeforeUserDismissal(events: &events) { dismiss(events: &events) }
    } else if let id = configuration.backdrop?.undimmedThrough, height(ofDetent: id) != nil {
      move(to: id, animated: true, events: &events)
    }
  }

  /// Escape: dismiss a presented sheet the user may dismiss.
  mutating func escape(events: inout [SheetEvent]) {
    guard isPresented, configuration.allowsDismissal else { return }
    if !askBeforeUserDismissal(events: &events) { dismiss(events: &events) }
  }

  /// A tap on the grabber: to the next taller detent, or from the tallest to the lowest.
  mutating func grabberTap(events: inout [SheetEvent]) {
    guard isPresented, phase != .dragging, let id = grabberTapTarget else { return }
    move(to: id, animated: true, events: &events)
  }

  /// The detent a tap on the grabber goes to: the first detent taller than the one the sheet
  /// rests at or settles toward by more than half a device pixel (coincident detents are one
  /// stop), or from the tallest the lowest; `nil` with a single stop.
  var grabberTapTarget: String? {
    guard let current = detents.first(where: { $0.id == detent }) else { return nil }
    let halfPixel = grid.halfPixel
    let next =
      detents.first { $0.height > current.height + halfPixel }
      ?? detents.first { $0.height < current.height - halfPixel }
    return next?.id
  }

  /// A key on the focused grabber.
  mutating func grabberKey(_ key: SheetInput.GrabberKey, events: inout [SheetEvent]) {
    guard isPresented, phase != .dragging else { return }
    switch key {
    case .up, .pageUp: step(by: 1, events: &events)
    case .down, .pageDown: step(by: -1, events: &events)
    case .home:
      guard let highest = detents.last else { return }
      moveToStop(atHeight: highest.height, events: &events)
    case .end:
      guard let lowest = detents.first else { return }
      moveToStop(atHeight: lowest.height, events: &events)
    }
  }

  /// Moves to the detents at `stop` (points): a sheet at one of them already keeps it; one that
  /// arrives from elsewhere takes the first listed of them (the detents are ordered by height,
  /// ties by list position), as every arrival does.
  private mutating func moveToStop(atHeight stop: Double, events: inout [SheetEvent]) {
    if let current = height(ofDetent: detent), grid.isSame(current, stop) {
      move(to: detent, animated: true, events: &events)
      return
    }
    guard let first = detents.first(where: { grid.isSame($0.height, stop) }) else { return }
    move(to: first.id, animated: true, events: &events)
  }
}
