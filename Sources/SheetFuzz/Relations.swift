import BottomSheetCore
import SheetScenario

/// A metamorphic relation: a change to a scenario whose effect on the replay is known in advance,
/// so two replays can check each other where no expected outcome is written down.
///
/// Invariants check numbers and rest positions; these check identity — which detent the sheet is
/// at — and would have found every fault of the second round of public bug reports (coincident
/// detents, a keyboard before present, late headers).
public enum Relation: String, CaseIterable, Sendable {
  /// Permuting the detent list (ids kept) changes no detent id and no height, up to the
  /// documented tie rule: a sheet that arrives from elsewhere at two coincident detents takes the
  /// first listed, and from that choice on the replays may differ. A sheet already at one of them
  /// must keep it in either order.
  case detentOrder = "detent order"
  /// Showing and then hiding a keyboard returns a resting sheet to the same detent and height.
  case keyboardRoundTrip = "keyboard round trip"
  /// Resizing away (a rotation) and back returns a resting sheet to the same detent and height.
  case resizeRoundTrip = "resize round trip"
  /// Scaling every length (container, safe area, detents in points, a floating card's inset,
  /// touches, header, content, keyboard, scroll offsets) by 2, with half the display scale so the device pixels are the
  /// same, doubles every height and changes no detent id. Exact in floating point (a power of two
  /// commutes with rounding). The core's absolute lengths end the comparison where they decide:
  /// the fitted detent's 80-point floor and 90 % ceiling, and the 8,000 pt/s release cap; header
  /// and content heights are taken in whole points, as the fitted and header detents round up to
  /// them.
  case lengthScale = "length scale"
  /// Adding a detent far from the others (the middle of the widest gap) that no event names
  /// changes nothing until the sheet first comes near it: until an event names it or it stops
  /// lying strictly between the other detents. Not checked for morphing cards, whose shape
  /// depends on the two highest detents by design.
  case unreachedDetent = "unreached detent"
  /// Replayed at 30, 60, 120 and 240 Hz, a scenario settles on the same detents at the same
  /// heights and ends in the same state.
  case frameRate = "frame rate"
  /// Splitting every wheel event of one notch into four events of a quarter notch, at the same
  /// time, changes no detent or height after it, nor the scroll offset by more than half a device
  /// pixel: fractions of a notch add up to the notch they make (a high-resolution wheel moves the
  /// sheet as a notched one does).
  case wheelSplit = "wheel split"
  /// A keyboard animation of duration d ends, at d, with the sheet at rest where a step would
  /// have put it; under `lift`, from rest and unclamped, the sheet's edge stays its detent's
  /// height above the keyboard's animated top throughout.
  case keyboardAnimation = "keyboard animation"
  /// A scroll gesture whose device sends no end (a mouse) still holds the sheet just before the
  /// quiet interval has passed since its last event, and has let it go just after.
  case scrollQuietEnd = "scroll quiet end"
  /// Momentum after a touchpad gesture's end changes nothing: the end's settle or the content's
  /// momentum already carries that motion.
  case momentumAfterEnd = "momentum after end"
  /// A focused field, with a keyboard shown, lies wholly in the content's viewport above the
  /// keyboard, unless the scroll range cannot reach it.
  case focusedField = "focused field"
  /// At a rest that ``SheetState/snapshot`` captures wholly, a state restored from the snapshot
  /// (through JSON) takes the rest of the inputs as the live one does: the same events, detents,
  /// heights and scroll offsets.
  case snapshotRestore = "snapshot restore"
  /// Flipping the layout direction and mirroring every touch's x across the container mirrors
  /// every card rectangle (x → width − x − card width) and changes nothing else.
  case mirror = "mirror"
  /// While a drag holds the sheet, the last target it reported (``SheetEvent/targetChanged(target:)``,
  /// or the detent it was caught at when none changed) is the `willSettle` target of its release
  /// by a touch lifting or a touchpad gesture ending.
  case liveTarget = "live target"
  /// Under a dismissal confirmation, a user's dismissal asks: under ask-first nothing but the
  /// app's `dismiss` or a `true` answer hides the sheet; under ask-after a dismissal by a release,
  /// a scrim tap or Escape reports `dismissAttempted` before its settle toward hidden.
  case dismissalAsks = "dismissal asks"
}

/// A relation that did not hold: which, and how.
public struct RelationViolation: Sendable, Hashable, CustomStringConvertible {
  /// The relation.
  public var relation: Relation
  /// What differed, and when.
  public var message: String

  public var description: String { "\(relation.rawValue): \(message)" }
}

/// The metamorphic relations, each checked on a scenario by replaying it and its changed twin.
public enum Relations {
  /// The first relation `scenario` breaks, or `nil`.
  ///
  /// - Parameters:
  ///   - scenario: A scenario, such as one from ``ScenarioGenerator``.
  ///   - only: The relations to check (default: all).
  /// - Complexity: About four frame-clocked replays (the frame-rate relation) and a few replays
  ///   without frames.
  public static func check(_ scenario: Scenario, only: Set<Relation> = Set(Relation.allCases)) -> RelationViolation? {
    var tally = CheckTally()
    return check(scenario, only: only, tally: &tally)
  }

  /// The first relation `scenario` breaks, or `nil`, counting the checks made into `tally`.
  public static func check(_ scenario: Scenario, only: Set<Relation> = Set(Relation.allCases), tally: inout CheckTally)
    -> RelationViolation?
  {
    // The relations transform one sheet; a stack's own rules are the stack invariants'.
    var base = BaseReplay(scenario)
    return check(&base, only: only, tally: &tally)
  }

  /// The first relation `base`'s scenario breaks, or `nil`, counting the checks made into
  /// `tally`: every relation that compares against the scenario's own replay reads the one in
  /// `base` (made there once, or already by `Invariants.check(_:tally:)` with a `BaseReplay`).
  public static func check(
    _ base: inout BaseReplay, only: Set<Relation> = Set(Relation.allCases), tally: inout CheckTally
  )
    -> RelationViolation?
  {
    // The relations transform one sheet; a stack's own rules are the stack invariants'.
    guard !base.scenario.isStack else { return nil }
    for (index, relation) in Relation.allCases.enumerated() where only.contains(relation) {
      var checks = 0
      let message = failure(of: relation, in: &base, checks: &checks)
      tally.add(checks, relationAt: index)
      if let message { return RelationViolation(relation: relation, message: message) }
    }
    return nil
  }

  /// What breaks `relation` in `scenario`, or `nil`.
  public static func failure(of relation: Relation, in scenario: Scenario) -> String? {
    var base = BaseReplay(scenario)
    var checks = 0
    return failure(of: relation, in: &base, checks: &checks)
  }

  /// What breaks `relation` in `base`'s scenario, or `nil`, reading the scenario's own replays
  /// from `base` (made there at most once) and counting the comparisons made into `checks`.
  static func failure(of relation: Relation, in base: inout BaseReplay, checks: inout Int) -> String? {
    let scenario = base.scenario
    return switch relation {
    case .detentOrder: detentOrder(scenario, base: base.steps(), checks: &checks)
    case .keyboardRoundTrip: roundTrip(base.steps(), keyboard: true, checks: &checks)
    case .resizeRoundTrip: roundTrip(base.steps(), keyboard: false, checks: &checks)
    case .lengthScale: lengthScale(scenario, checks: &checks)
    case .unreachedDetent: unreachedDetent(scenario, base: { base.steps() }, checks: &checks)
    case .frameRate: frameRate(scenario, framed: base.framed, checks: &checks)
    case .wheelSplit: wheelSplit(scenario, base: { base.steps() }, checks: &checks)
    case .keyboardAnimation: keyboardAnimation(from: base.restingEnd(), checks: &checks)
    case .scrollQuietEnd: scrollQuietEnd(from: base.restingEnd(), checks: &checks)
    case .momentumAfterEnd: momentumAfterEnd(from: base.restingEnd(), checks: &checks)
    case .focusedField: focusedField(from: base.restingEnd(), checks: &checks)
    case .snapshotRestore: snapshotRestore(scenario, base: base.steps(), checks: &checks)
    case .mirror: mirror(scenario, base: { base.steps() }, checks: &checks)
    case .liveTarget: liveTarget(scenario, base: base.steps(), checks: &checks)
    case .dismissalAsks: dismissalAsks(scenario, base: base.steps(), checks: &checks)
    }
  }

  // MARK: - Wheel split

  static func wheelSplit(_ scenario: Scenario, base: () -> [EventReplay.Step], checks: inout Int) -> String? {
    var split = scenario
    var origin: [Int] = []  // for each input of `split`, the index of the input it came from
    split.events = []
    for (index, timed) in scenario.events.enumerated() {
      if case .wheel(let steps, let length) = timed.input, abs(steps) == 1 {
        for _ in 0..<4 {
          split.events.append(TimedInput(time: timed.time, input: .wheel(steps: steps / 4, stepLength: length)))
          origin.append(index)
        }
      } else {
        split.events.append(timed)
        origin.append(index)
      }
    }
    guard split.events.count != scenario.events.count else { return nil }
    let a = base()
    let b = EventReplay.run(split)
    let (atA, atB) = (
      EventReplay.positions(of: a, inputs: scenario.events.count),
      EventReplay.positions(of: b, inputs: split.events.count)
    )
    // Compare after each original input with the step after the last input that came from it.
    var lastOf = [Int](repeating: 0, count: scenario.events.count)
    for (index, from) in origin.enumerated() { lastOf[from] = index }
    for index in scenario.events.indices {
      guard let p = atA[index], let q = atB[lastOf[index]] else { continue }
      checks += 1
      let x = a[p].state
      let y = b[q].state
      if x.detent != y.detent || x.height != y.height
        || abs(x.scrollOffset - y.scrollOffset) > x.container.grid.halfPixel
      {
        return
          "after events[\(index)] at t=\(scenario.events[index].time): whole notches at '\(x.detent)' \(x.height) offset \(x.scrollOffset), quarters at '\(y.detent)' \(y.height) offset \(y.scrollOffset)"
      }
      // Four quarters of a notch scroll the content by the rounding of four sums instead of one,
      // and a last quarter may find the content "at its top" (within half a pixel) where the
      // whole notch scrolled it the rest of the way: from an offset that differs at all, later
      // steps (a drag that hands over at the content's top) may differ by as little.
      if x.scrollOffset != y.scrollOffset { return nil }
    }
    return nil
  }

  // MARK: - Detent order

  static func detentOrder(_ scenario: Scenario, base a: [EventReplay.Step], checks: inout Int) -> String? {
    var permuted = scenario
    permuted.configuration.detents = reordered(scenario.configuration.detents)
    permuted.events = scenario.events.map { timed in
      switch timed.input {
      case .setDetents(let list): return TimedInput(time: timed.time, input: .setDetents(reordered(list)))
      case .configure(var given):
        given.detents = reordered(given.detents)
        return TimedInput(time: timed.time, input: .configure(given))
      default: return timed
      }
    }
    let b = EventReplay.run(permuted)
    // The detent to start (or present) at: the lowest when none is named, and among coincident
    // lowest detents the first listed.
    if let x = a.first?.state.configuration.initialDetent, let y = b.first?.state.configuration.initialDetent, x != y {
      if areCoincident(x, y, in: a[0].state) { return nil }
      return "starts at '\(x)' in list order, '\(y)' permuted"
    }
    // The sheet arrives at its first detent (the one to start at, or a stand-in) from nowhere.
    var previous = hiddenDetentID
    for (x, y) in zip(a, b) {
      checks += 1
      if x.state.detent != y.state.detent {
        // Coincident detents reached from elsewhere: the first listed wins, by the format's rule.
        // Not when the sheet was at one of them already: then both must keep that one.
        if areCoincident(x.state.detent, y.state.detent, in: x.state),
          !areCoincident(previous, x.state.detent, in: x.state)
        {
          return nil
        }
        return
          "t=\(x.state.time): was at '\(previous)', now at '\(x.state.detent)' in list order, '\(y.state.detent)' permuted"
      }
      // A step that passes several detents (a wheel's notches) may rest on the way at coincident
      // detents reached from elsewhere: the same rule, for its first difference.
      if let (a, b) = firstDifferentSettle(x.events, y.events), areCoincident(a, b, in: x.state),
        !areCoincident(previous, a, in: x.state)
      {
        return nil
      }
      if let difference = compare(x, y, scale: 1, coincidentIn: x.state) { return difference }
      previous = x.state.detent
      // The identities the sheet remembers: chosen among coincident detents by list order too,
      // and judged when they are chosen.
      for (remembered, permuted) in zip(Self.remembered(x.state), Self.remembered(y.state)) where remembered != permuted
      {
        guard let remembered, let permuted, areCoincident(remembered, permuted, in: x.state) else {
          return
            "t=\(x.state.time): remembers \(Self.remembered(x.state)) in list order, \(Self.remembered(y.state)) permuted"
        }
        return nil
      }
    }
    return nil
  }

  /// The first pair of `settled` detents that differ between two steps' events, in order.
  static func firstDifferentSettle(_ a: [SheetEvent], _ b: [SheetEvent]) -> (String, String)? {
    let settledA = a.compactMap { if case .settled(let detent, _) = $0 { detent } else { nil } }
    let settledB = b.compactMap { if case .settled(let detent, _) = $0 { detent } else { nil } }
    return zip(settledA, settledB).first { $0 != $1 }
  }

  /// The detents a sheet remembers besides the one it shows: to present at, to return to after
  /// the keyboard, and awaited.
  static func remembered(_ state: SheetState) -> [String?] {
    [state.presentDetent, state.keyboardReturnDetent, state.awaitedDetentID]
  }

  /// The kept detents (as the core normalizes them) in reverse order, then rotated by one, so no
  /// detent keeps its place in a list of two or more.
  static func reordered(_ list: [SheetDetent]) -> [SheetDetent] {
    var kept = Array(DetentResolution.normalize(list).detents.reversed())
    if kept.count > 2 { kept.append(kept.removeFirst()) }
    return kept
  }

  static func areCoincident(_ a: String, _ b: String, in state: SheetState) -> Bool {
    guard let x = state.height(ofDetent: a), let y = state.height(ofDetent: b) else { return false }
    return state.container.grid.isSame(x, y)
  }

  // MARK: - Round trips

  static func roundTrip(_ base: [EventReplay.Step], keyboard: Bool, checks: inout Int) -> String? {
    guard var state = base.last?.state, state.phase == .idle else { return nil }
    var time = state.time + 1
    if keyboard, state.keyboardHeight > 0 {
      _ = state.apply(.keyboard(height: 0), at: time)
      EventReplay.rest(&state, from: &time)
    }
    let before = (detent: state.detent, height: state.height)
    if keyboard {
      _ = state.apply(.keyboard(height: (state.container.height * 0.4).rounded()), at: time)
      EventReplay.rest(&state, from: &time)
      _ = state.apply(.keyboard(height: 0), at: time)
    } else {
      let original = state.container
      var rotated = original
      (rotated.height, rotated.width) = (original.width, original.height)
      _ = state.apply(.resize(rotated), at: time)
      EventReplay.rest(&state, from: &time)
      _ = state.apply(.resize(original), at: time)
    }
    EventReplay.rest(&state, from: &time)
    checks += 1
    if state.detent != before.detent || state.height != before.height {
      return
        "rested at '\(before.detent)' \(before.height), came back to '\(state.detent)' \(state.height) (phase \(state.phase.rawValue))"
    }
    return nil
  }

  // MARK: - Length scale

  static func lengthScale(_ scenario: Scenario, checks: inout Int) -> String? {
    // Whose a scroll view's offset is has an absolute tolerance (`ScrollOffsetOwnership`): an
    // offset 1 point from the core's agrees, 2 points scaled does not.
    if scenario.events.contains(where: { $0.input.kind == .scrollViewOffset }) { return nil }
    let base = wholePoints(scenario)
    let a = EventReplay.run(base)
    let b = EventReplay.run(scaled(base, by: 2))
    for (x, y) in zip(a, b) {
      if absoluteLengthDecides(x.state) || absoluteLengthDecides(y.state) { return nil }
      checks += 1
      if x.state.detent != y.state.detent {
        return "t=\(x.state.time): at '\(x.state.detent)', scaled at '\(y.state.detent)'"
      }
      if let difference = compare(x, y, scale: 2) { return difference }
    }
    return nil
  }

  /// `scenario` with header, content and footer heights and marker positions rounded up to
  /// whole points.
  static func wholePoints(_ scenario: Scenario) -> Scenario {
    var result = scenario
    result.headerHeight.round(.up)
    result.contentHeight.round(.up)
    result.footerHeight.round(.up)
    result.events = scenario.events.map { timed in
      switch timed.input {
      case .headerHeight(let h): TimedInput(time: timed.time, input: .headerHeight(h.rounded(.up)))
      case .contentHeight(let h): TimedInput(time: timed.time, input: .contentHeight(h.rounded(.up)))
      case .footerHeight(let h): TimedInput(time: timed.time, input: .footerHeight(h.rounded(.up)))
      case .marker(let name, let bottom):
        TimedInput(time: timed.time, input: .marker(name, bottom: bottom?.rounded(.up)))
      default: timed
      }
    }
    return result
  }

  /// `scenario` with every length multiplied by `k` and every display scale divided by it.
  static func scaled(_ scenario: Scenario, by k: Double) -> Scenario {
    func container(_ c: SheetContainer) -> SheetContainer {
      // Every field kept (the layout direction, say), its lengths scaled.
      var scaled = c
      scaled.height *= k
      scaled.width *= k
      scaled.safeArea = SafeAreaInsets(top: c.safeArea.top * k, bottom: c.safeArea.bottom * k)
      scaled.scale = c.scale / k
      scaled.topObstruction *= k
      return scaled
    }
    func detents(_ list: [SheetDetent]) -> [SheetDetent] {
      list.map { detent in
        guard case .points(let value) = detent.kind else { return detent }
        return SheetDetent(id: detent.id, .points(value * k))
      }
    }
    func backdrop(_ style: BackdropStyle) -> BackdropStyle {
      var scaled = style
      scaled.maximumBlurRadius *= k
      return scaled
    }
    func configuration(_ given: SheetConfiguration) -> SheetConfiguration {
      var scaled = given
      scaled.detents = detents(given.detents)
      scaled.backdrop = given.backdrop.map(backdrop)
      scaled.touchSlop *= k
      scaled.grabberHeight *= k
      scaled.style = given.style.scaled(by: k)
      return scaled
    }
    var result = scenario
    result.container = container(scenario.container)
    result.configuration = configuration(scenario.configuration)
    result.restore?.scrollOffset *= k
    result.headerHeight *= k
    result.contentHeight *= k
    result.footerHeight *= k
    result.scrollRegions = scenario.scrollRegions.map { $0.scaled(by: k) }
    result.events = scenario.events.map { timed in
      let input: SheetInput =
        switch timed.input {
        case .touchDown(let x, let y): .touchDown(x: x.map { $0 * k }, y: y * k)
        case .touchMove(let x, let y): .touchMove(x: x.map { $0 * k }, y: y * k)
        case .touchUp(let x, let y): .touchUp(x: x.map { $0 * k }, y: y * k)
        case .resize(let c): .resize(container(c))
        case .headerHeight(let h): .headerHeight(h * k)
        case .contentHeight(let h): .contentHeight(h * k)
        case .footerHeight(let h): .footerHeight(h * k)
        case .marker(let name, let bottom): .marker(name, bottom: bottom.map { $0 * k })
        case .scrollRegions(let regions): .scrollRegions(regions.map { $0.scaled(by: k) })
        case .regionOffset(let id, let offset): .regionOffset(id, offset * k)
        case .regionScroll(let x, let y, let dx, let dy, let isWheel):
          .regionScroll(x: x.map { $0 * k }, y: y * k, deltaX: dx * k, deltaY: dy * k, isWheel: isWheel)
        case .scroll(let offset): .scroll(to: offset * k)
        case .scrollViewOffset(let offset): .scrollViewOffset(offset * k)
        case .configure(let given): .configure(configuration(given))
        case .setDetents(let list): .setDetents(detents(list))
        case .keyboard(let h, let duration, let curve): .keyboard(height: h * k, duration: duration, curve: curve)
        case .wheel(let steps, let length): .wheel(steps: steps, stepLength: length * k)
        case .scrollGesture(let delta, let phase, let device):
          .scrollGesture(delta: delta * k, phase: phase, device: device)
        case .focus(let y, let height): .focus(y: y * k, height: height * k)
        case .style(let style): .style(style.scaled(by: k))
        case .backdrop(let style): .backdrop(style.map { backdrop($0) })
        // Inputs without a length: every case is named, so a new input must say how it scales.
        case .touchCancel, .move, .present, .dismiss, .accessibilityIncrement, .accessibilityDecrement,
          .reduceMotion, .keyboardPolicy, .scrollGestureEnd, .scrimTap, .escape, .grabberTap, .grabberKey,
          .answerDismissal:
          timed.input
        }
      return TimedInput(time: timed.time, input: input)
    }
    return result
  }

  /// Whether one of the core's absolute lengths decides something in `state`: a fitted detent at
  /// its 80-point floor or its 90 % ceiling, or a release handed on at the velocity cap.
  static func absoluteLengthDecides(_ state: SheetState) -> Bool {
    if state.cappedReleaseCount > 0 { return true }
    guard state.configuration.detents.contains(where: { $0.kind == .fitted }) else { return false }
    let content = (state.headerHeight + state.contentHeight + state.footerHeight).rounded(.up)
    return DetentResolution.fittedHeight(content: content, containerHeight: state.container.height) != content
  }

  // MARK: - Unreached detent

  /// The id of the added detent.
  static let unreachedID = "unreached"

  static func unreachedDetent(_ scenario: Scenario, base: () -> [EventReplay.Step], checks: inout Int) -> String? {
    // A morphing card's shape spans its two highest detent heights (`SheetState.cardExpansion`):
    // a detent added below the highest changes where its card is drawn and what a touch lands
    // on, by design. The relation holds for the other styles.
    let styles =
      [scenario.configuration.style]
      + scenario.events.compactMap { timed -> SheetCardStyle? in
        switch timed.input {
        case .style(let style): style
        case .configure(let given): given.style
        default: nil
        }
      }
    if styles.contains(where: \.isMorphing) { return nil }
    let start = SheetState(
      configuration: scenario.configuration, container: scenario.container, presented: scenario.presented,
      headerHeight: scenario.headerHeight, contentHeight: scenario.contentHeight,
      footerHeight: scenario.footerHeight)
    let heights = start.detents.map(\.height)
    let gaps = zip(heights, heights.dropFirst()).map { (low: $0, high: $1) }
    guard let widest = gaps.max(by: { $0.high - $0.low < $1.high - $1.low }),
      widest.high - widest.low >= 40
    else { return nil }
    var added = scenario
    added.configuration.detents.append(SheetDetent(id: unreachedID, .points((widest.low + widest.high) / 2)))
    let a = base()
    let b = EventReplay.run(added)
    for (x, y) in zip(a, b) {
      // The sheet comes near the added detent: an event names it, or a step leaves it outside
      // the others (then it bounds the rubber band and the scroll range, and the step's own
      // outcome depends on it).
      if y.state.detent == unreachedID || y.events.contains(where: names) || !liesBetween(unreachedID, in: y.state) {
        return nil
      }
      checks += 1
      if x.state.detent != y.state.detent {
        return "t=\(x.state.time): at '\(x.state.detent)', with a detent added at '\(y.state.detent)'"
      }
      if let difference = compare(x, y, scale: 1) { return difference }
    }
    return nil
  }

  static func names(_ event: SheetEvent) -> Bool {
    switch event {
    case .willSettle(let target, _): target == unreachedID
    case .settled(let detent, _): detent == unreachedID
    case .diagnostic(let message): message.contains("'\(unreachedID)'")
    default: false
    }
  }

  /// Whether the detent `id` lies strictly between the lowest and highest of the others (more
  /// than half a device pixel from each).
  static func liesBetween(_ id: String, in state: SheetState) -> Bool {
    guard let height = state.height(ofDetent: id) else { return false }
    let others = state.detents.filter { $0.id != id }.map(\.height)
    guard let low = others.min(), let high = others.max() else { return false }
    let tolerance = state.container.grid.halfPixel
    return height > low + tolerance && height < high - tolerance
  }

  // MARK: - Frame rate

  /// The frame rates the relation replays at, frames per second.
  public static let frameRates: [Double] = [30, 60, 120, 240]

  ///
  /// - Parameter framed: The invariants' replay of `scenario` at its own frame rate, when made
  ///   (the same replay as this relation's at that rate).
  static func frameRate(_ scenario: Scenario, framed: SimulationResult? = nil, checks: inout Int) -> String? {
    var reference: (rate: Double, settles: [Settle], final: Settle, phase: SheetPhase)?
    for rate in frameRates {
      var run = scenario
      run.frameRate = rate
      let result =
        rate == scenario.frameRate
        ? framed ?? Simulation.run(run, recordFrames: false) : Simulation.run(run, recordFrames: false)
      let settles = result.events.compactMap { timed -> Settle? in
        switch timed.event {
        case .settled(let detent, let height): Settle(detent: detent, height: height)
        case .dismissed: Settle(detent: hiddenDetentID, height: 0)
        default: nil
        }
      }
      let final = Settle(detent: result.finalState.detent, height: result.finalState.height)
      guard let first = reference else {
        reference = (rate, settles, final, result.finalState.phase)
        continue
      }
      // The format's promise: the same detents, and heights within half a point.
      checks += 1
      let tolerance = 0.5
      if !Settle.agree(settles, first.settles, within: tolerance) {
        return "settled \(describe(first.settles)) at \(Int(first.rate)) Hz, \(describe(settles)) at \(Int(rate)) Hz"
      }
      if !Settle.agree([final], [first.final], within: tolerance) || result.finalState.phase != first.phase {
        return
          "ends \(first.phase.rawValue) at \(first.final) at \(Int(first.rate)) Hz, \(result.finalState.phase.rawValue) at \(final) at \(Int(rate)) Hz"
      }
    }
    return nil
  }

  static func describe(_ settles: [Settle]) -> String {
    "[" + settles.map(\.description).joined(separator: ", ") + "]"
  }

  // MARK: - Comparing steps

  /// Where the sheet came to rest: a detent and a height.
  struct Settle: Hashable, CustomStringConvertible {
    var detent: String
    var height: Double
    var description: String { "\(detent) \(height)" }

    /// Whether two lists name the same detents in order, with heights within `tolerance` points.
    static func agree(_ a: [Settle], _ b: [Settle], within tolerance: Double) -> Bool {
      a.count == b.count && zip(a, b).allSatisfy { $0.detent == $1.detent && abs($0.height - $1.height) <= tolerance }
    }
  }

  /// The difference between two steps whose lengths differ by the factor `scale`, or `nil`. The
  /// detents must already agree.
  ///
  /// - Parameter coincidentIn: For the detent-order relation, the state in which two settles at
  ///   coincident detents of the same height count as the same: one step can pass through
  ///   coincident detents reached from elsewhere (a wheel's several notches), each taking the
  ///   first listed by the tie rule.
  static func compare(
    _ x: EventReplay.Step, _ y: EventReplay.Step, scale k: Double, coincidentIn state: SheetState? = nil
  ) -> String? {
    let time = x.state.time
    if y.state.height != x.state.height * k {
      return "t=\(time): height \(x.state.height) × \(k) ≠ \(y.state.height) (at '\(x.state.detent)')"
    }
    if y.state.phase != x.state.phase {
      return "t=\(time): phase \(x.state.phase.rawValue) ≠ \(y.state.phase.rawValue)"
    }
    if y.state.scrollOffset != x.state.scrollOffset * k {
      return "t=\(time): scroll offset \(x.state.scrollOffset) × \(k) ≠ \(y.state.scrollOffset)"
    }
    let settlesX = x.events.compactMap { event -> Settle? in
      if case .settled(let detent, let height) = event { Settle(detent: detent, height: height * k) } else { nil }
    }
    let settlesY = y.events.compactMap { event -> Settle? in
      if case .settled(let detent, let height) = event { Settle(detent: detent, height: height) } else { nil }
    }
    let tied =
      state.map { state in
        settlesX.count == settlesY.count
          && zip(settlesX, settlesY).allSatisfy { a, b in
            a.height == b.height && (a.detent == b.detent || areCoincident(a.detent, b.detent, in: state))
          }
      } ?? false
    if settlesX != settlesY, !tied {
      return "t=\(time): settled \(describe(settlesX)) (× \(k)) ≠ \(describe(settlesY))"
    }
    return nil
  }
}

/// A replay with no frame clock: each input applied at its own time, then the sheet left to
/// come to rest. The core evaluates its springs at any time, so frames between inputs would only
/// sample the motion; leaving them out makes a relation's two replays cheap to compare step by
/// step.
enum EventReplay {
  /// The state after one input (or after the last tick), with what that input reported.
  struct Step {
    var state: SheetState
    var events: [SheetEvent]
    /// The index in the scenario's events of the input this step applied, or `nil` for a step of
    /// the clock alone (the initial state, a settle's end, the rest at the end).
    var input: Int? = nil
  }

  /// For each of a scenario's `count` inputs, by its index, the position in `steps` of the step
  /// that applied it (the state before it is the step before), or `nil` for an input the replay
  /// did not apply (after `until`). An array of positions, so no state is copied and nothing is
  /// hashed.
  static func positions(of steps: [Step], inputs count: Int) -> [Int?] {
    var result = [Int?](repeating: nil, count: count)
    for (position, step) in steps.enumerated() where position > 0 {
      if let input = step.input { result[input] = position }
    }
    return result
  }

  /// The steps of `scenario`: the initial state, one per input, and one at rest at the end.
  static func run(_ scenario: Scenario) -> [Step] {
    var state = scenario.start().state
    var steps = [Step(state: state, events: [])]
    steps.reserveCapacity(scenario.events.count + 2)
    for (index, timed) in scenario.events.enumerated() where timed.time <= scenario.until {
      // What the clock does before an input (a settle that ends, a gesture that ends by itself
      // when quiet) is a step of its own, as a frame would make it, so each step judges one
      // change, not a settle's end and the input's re-layout at once.
      if let end = state.scrollGestureQuietEnd, end <= timed.time {
        let ended = state.tick(at: end)
        steps.append(Step(state: state, events: ended))
      }
      if state.phase == .settling {
        let ended = state.tick(at: timed.time)
        if !ended.isEmpty { steps.append(Step(state: state, events: ended)) }
      }
      let events = state.apply(timed.input, at: timed.time)
      steps.append(Step(state: state, events: events, input: index))
    }
    var time = max(state.time, scenario.until)
    var events = state.tick(at: time)
    rest(&state, from: &time, events: &events)
    steps.append(Step(state: state, events: events))
    return steps
  }

  /// Ticks `state` every quarter second from `time` until it rests (or for as long as the longest
  /// settle), advancing `time`.
  static func rest(_ state: inout SheetState, from time: inout Double) {
    var ignored: [SheetEvent] = []
    rest(&state, from: &time, events: &ignored)
  }

  static func rest(_ state: inout SheetState, from time: inout Double, events: inout [SheetEvent]) {
    let end = time + SheetSpring.longestSettle + 1
    while state.phase == .settling || state.isDecelerating, time < end {
      time += 0.25
      events += state.tick(at: time)
    }
  }
}
