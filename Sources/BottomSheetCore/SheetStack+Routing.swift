/// A stack's inputs, each routed to one sheet by the stack's rules, and what it draws.
extension SheetStack {
  /// An event one sheet of the stack reported.
  public struct Event: Sendable, Hashable {
    /// The sheet's place in the stack, 0 at the bottom.
    public var sheet: Int
    /// The event.
    public var event: SheetEvent

    /// Creates an event of the sheet at `sheet`.
    public init(sheet: Int, event: SheetEvent) {
      self.sheet = sheet
      self.event = event
    }
  }

  /// The sheet the input goes to when no sheet is named, by the stack's rules; `nil` for an input
  /// every sheet takes.
  ///
  /// - A touch-down goes to ``touchTarget(x:y:in:)``; a touch's moves, release and cancellation
  ///   to the sheet that took its touch-down (``touchSheet``).
  /// - `resize` and `reduceMotion` go to every sheet (they share the container and the setting):
  ///   `nil`.
  /// - `present` presents the lowest sheet above the owner that is not presented (the next one up,
  ///   as an app presents a sheet from the top sheet's content); with every sheet presented, the
  ///   top one (where it changes nothing).
  /// - Everything else — the user's other inputs (Escape, the scrim tap, the grabber, scrolling,
  ///   the keyboard and focus) and the app's (`dismiss`, `move`, content sizes, detents, styles) —
  ///   goes to the owner (``owner(of:)``).
  ///
  /// With no sheet presented, whatever would go to the owner goes to sheet 0. A stack of one
  /// sheet routes every input to it, so it behaves as the lone sheet.
  public func route(_ input: SheetInput) -> Int? {
    let states = states
    let owner = Self.owner(of: states)
    switch input.kind {
    case .resize, .reduceMotion: return nil
    case .touchDown:
      guard case .touchDown(let x, let y) = input else { return owner ?? 0 }
      return Self.touchTarget(x: x, y: y, in: states) ?? 0
    case .touchMove, .touchUp, .touchCancel: return touchSheet ?? owner ?? 0
    case .present:
      let above = (owner ?? -1) + 1
      return states.indices.first { $0 >= above && !states[$0].isPresented } ?? max(0, states.count - 1)
    default: return owner ?? 0
    }
  }

  /// Applies `input` at `time` (seconds) to the sheet ``route(_:)`` picks (every sheet for an
  /// input they all take), after advancing every sheet to `time`.
  ///
  /// - Returns: What the sheets reported, each event tagged with its sheet, in order.
  public mutating func apply(_ input: SheetInput, at time: Double) -> [Event] {
    var events = tick(at: time)
    guard !sessions.isEmpty else { return events }
    if let index = route(input) {
      events += deliver(input, to: index, at: time)
    } else {
      for index in sessions.indices { events += deliver(input, to: index, at: time) }
    }
    return events
  }

  /// Applies `input` at `time` (seconds) to the sheet at `index`, whatever the routing rules say:
  /// the app's own `present`, `dismiss` or `move` of a sheet it names. Every sheet is advanced to
  /// `time` first.
  ///
  /// - Returns: What the sheets reported, tagged; for an index outside the stack, one diagnostic
  ///   (tagged sheet 0) and nothing applied.
  public mutating func apply(_ input: SheetInput, toSheetAt index: Int, at time: Double) -> [Event] {
    var events = tick(at: time)
    guard sessions.indices.contains(index) else {
      let message = "sheet \(index) is not in the stack of \(sessions.count) (0 to \(sessions.count - 1)); ignored"
      return events + [Event(sheet: 0, event: .diagnostic(message))]
    }
    events += deliver(input, to: index, at: time)
    return events
  }

  /// Ticks every sheet at `time` (seconds).
  ///
  /// - Returns: What the sheets reported, tagged, bottom sheet first.
  public mutating func tick(at time: Double) -> [Event] {
    var events: [Event] = []
    for index in sessions.indices {
      for event in sessions[index].tick(at: time) { events.append(Event(sheet: index, event: event)) }
    }
    return events
  }

  private mutating func deliver(_ input: SheetInput, to index: Int, at time: Double) -> [Event] {
    switch input.kind {
    case .touchDown: touchSheet = index
    case .touchUp, .touchCancel: touchSheet = nil
    default: break
    }
    return sessions[index].apply(input, at: time).map { Event(sheet: index, event: $0) }
  }

  /// The sheet that takes the user's input now (``owner(of:)``).
  public var owner: Int? { Self.owner(of: states) }

  /// What to draw for the sheet at `index`: its render plan (``SheetState/renderPlan()``) with
  /// the backdrop as drawn in the stack (``backdrops(of:)``: the dimming that does not dim twice).
  /// - Precondition: `index` is a sheet of the stack.
  public func renderPlan(ofSheetAt index: Int) -> SheetRenderPlan {
    var plan = sessions[index].state.renderPlan()
    plan.backdrop = Self.backdrops(of: states)[index]
    return plan
  }

  /// How the sheet at `index` steps back (``stepBack(ofSheetAt:in:style:)`` with ``style``).
  public func stepBack(ofSheetAt index: Int) -> SheetStepBack {
    Self.stepBack(ofSheetAt: index, in: states, style: style)
  }

  /// How the app's content behind the stack steps back (``backgroundStepBack(in:style:)`` with
  /// ``style``).
  public var backgroundStepBack: SheetStepBack { Self.backgroundStepBack(in: states, style: style) }
}
