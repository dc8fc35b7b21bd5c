import BottomSheetCore
import SheetScenario

extension Relations {
  /// The "mirror" relation: the scenario with its layout direction flipped (in its container and
  /// every `resize`) and every touch's x mirrored across the container (x → width − x) gives
  /// mirrored cards (x → width − x − card width, within a device pixel: the card's edges snap to
  /// the pixel grid from the left edge; checked in containers a whole number of pixels wide) and
  /// nothing else changed: the same heights, phases,
  /// detents, scroll offsets and events (a tap reported at the mirrored x).
  static func mirror(_ scenario: Scenario, base: () -> [EventReplay.Step], checks: inout Int) -> String? {
    // The pixel grid starts at the left edge: it is its own mirror image only in a container a
    // whole number of device pixels wide, as a real window is.
    let containers =
      [scenario.container]
      + scenario.events.compactMap { timed -> SheetContainer? in
        if case .resize(let container) = timed.input { container } else { nil }
      }
    let whole = containers.allSatisfy { container in
      let normalized = container.normalized().container
      let pixels = normalized.width * normalized.scale
      return pixels == pixels.rounded()
    }
    guard whole else { return nil }
    // Scroll regions stand at x in the card, which a mirror would have to mirror too: not checked.
    if !scenario.scrollRegions.isEmpty || scenario.events.contains(where: { $0.input.kind == .scrollRegions }) {
      return nil
    }
    let mirrored = self.mirrored(scenario)
    let a = base()
    let b = EventReplay.run(mirrored)
    guard a.count == b.count else { return "\(a.count) steps, \(b.count) mirrored" }
    for (x, y) in zip(a, b) {
      checks += 1
      let time = x.state.time
      // Mirroring an x rounds (w − (w − x) need not be x), and a drag that begins where its travel
      // crosses the slop begins a rounding away: lengths agree to a billionth of a point.
      func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a)) }
      if !near(x.state.height, y.state.height) || x.state.detent != y.state.detent || x.state.phase != y.state.phase
        || !near(x.state.scrollOffset, y.state.scrollOffset)
      {
        return "t=\(time): '\(x.state.detent)' \(x.state.height) \(x.state.phase.rawValue) offset "
          + "\(x.state.scrollOffset), mirrored '\(y.state.detent)' \(y.state.height) \(y.state.phase.rawValue) "
          + "offset \(y.state.scrollOffset)"
      }
      let width = x.state.container.width
      let events = y.events.map { Self.rounded($0, mirroredIn: width) }
      if x.events.map({ Self.rounded($0, mirroredIn: nil) }) != events {
        return "t=\(time): events \(x.events), mirrored \(y.events)"
      }
      let card = x.state.renderPlan().card
      let other = y.state.renderPlan().card
      let expected = width - other.x - other.width
      let pixel = 1 / x.state.container.scale + 1e-9
      if abs(card.x - expected) > pixel || abs(card.width - other.width) > pixel || card.y != other.y
        || card.height != other.height
      {
        return "t=\(time): card \(card) in a \(width)-point container, mirrored \(other)"
      }
    }
    return nil
  }

  /// `event` with its lengths and speeds to a millionth (a tap's x mirrored back across `width`
  /// when given) and a diagnostic's numbers left out, as mirroring rounds in the last bits.
  static func rounded(_ event: SheetEvent, mirroredIn width: Double?) -> SheetEvent {
    func r(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    switch event {
    case .dragBegan(let height): return .dragBegan(height: r(height))
    case .willSettle(let target, let velocity): return .willSettle(target: target, velocity: r(velocity))
    case .settled(let detent, let height): return .settled(detent: detent, height: r(height))
    case .tapped(let x, let y):
      return .tapped(x: x.map { tapX in r(width.map { $0 - tapX } ?? tapX) }, y: r(y))
    case .diagnostic(let message): return .diagnostic(String(message.filter { !$0.isNumber }))
    case .presented, .dismissed, .targetChanged, .dismissAttempted, .announce: return event
    }
  }

  /// `scenario` laid out in the other direction, its touches mirrored across the container.
  static func mirrored(_ scenario: Scenario) -> Scenario {
    func flipped(_ container: SheetContainer) -> SheetContainer {
      var result = container
      result.layoutDirection = container.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      return result
    }
    var result = scenario
    result.container = flipped(scenario.container)
    var width = scenario.container.normalized().container.width
    result.events = scenario.events.map { timed in
      let input: SheetInput
      switch timed.input {
      case .touchDown(let x, let y): input = .touchDown(x: x.map { width - $0 }, y: y)
      case .touchMove(let x, let y): input = .touchMove(x: x.map { width - $0 }, y: y)
      case .touchUp(let x, let y): input = .touchUp(x: x.map { width - $0 }, y: y)
      case .resize(let container):
        // Only a usable container takes effect; its width is what touches mirror across.
        if container.isUsable { width = container.normalized().container.width }
        input = .resize(flipped(container))
      default: input = timed.input
      }
      return TimedInput(time: timed.time, input: input)
    }
    return result
  }
}
