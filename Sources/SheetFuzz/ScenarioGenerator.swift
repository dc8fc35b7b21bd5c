import BottomSheetCore
import SheetScenario

/// Makes random scenarios from a seed: random detents (invalid ones included, coincident ones of
/// different kinds often, header detents whose header may measure 0), containers (phone, tablet
/// and desktop widths, some with a top obstruction or right to left, resized in width, obstruction
/// and direction too), card
/// styles with width policies, springs and
/// options across and beyond their supported ranges, and a timeline of touches (drags, flicks,
/// holds, taps, cancels, touches mid-flight), resizes (unusable ones included), content and header
/// changes, scrolls, programmatic moves, presenting and dismissing, detent-list changes,
/// accessibility steps, keyboard changes (before presenting too; steps and animations), keyboard
/// policy changes, touchpad scrolls with their momentum and mouse scrolls that send no end,
/// focused fields, Reduce Motion toggles, backdrops (an undimmed detent that is none of the
/// sheet's included), scrim taps, Escape, the grabber's taps and keys, scroll views' offset
/// reports, live reconfigurations (a whole new configuration, mid-gesture too), handoff rules,
/// drag areas, dismissal confirmations and the app's answers, footers, marker detents and scroll
/// regions (``addLayout(to:seed:)``); some sheets start restored from a snapshot; and a tenth of
/// the scenarios are stacks of sheets (``addStack(to:seed:)``).
///
/// Every value is one the scenario format can hold, so a failure can be written out as a case.
public struct ScenarioGenerator: Sendable {
  public init() {}

  /// The scenario for `seed`.
  public func scenario(seed: UInt64) -> Scenario {
    var r = Draw(random: SplitMix64(seed: seed))
    let height = r.pick([844, 800, 390, 667, 1000, 320, r.double(100...1400)])
    // Phones mostly; some tablet and desktop widths, where width policies bound the card; some
    // toolbars covering the top (a top obstruction).
    let width: Double = r.chance(0.7) ? 390 : r.pick([320, 768, 1000, 1366])
    let container = SheetContainer(
      height: height, width: width,
      safeArea: SafeAreaInsets(top: r.chance(0.5) ? r.pick([0, 20, 47, 59]) : 0, bottom: r.chance(0.5) ? 34 : 0),
      scale: r.pick([1, 2, 3, 1.25]),
      topObstruction: r.chance(0.25) ? r.pick([44, 52, r.double(0...200)]) : 0,
      layoutDirection: r.chance(0.25) ? .rightToLeft : .leftToRight)
    let headerHeight = r.chance(0.5) ? r.double(0...100) : 0
    let contentHeight = r.chance(0.5) ? r.double(0...3000) : 0
    let (configuration, ids) = self.configuration(&r, container: container, content: headerHeight + contentHeight)
    var events: [TimedInput] = []
    var t = 0.0
    var touchY: Double?
    // Most touches say where they are across, and some move sideways (a carousel's swipe).
    var touchX: Double?
    var currentHeight = height
    var currentWidth = width
    for _ in 0..<r.int(1...40) {
      t += r.chance(0.3) ? r.double(0...0.02) : r.double(0.01...0.6)
      if let y = touchY {
        // A touch is down: move, lift or cancel it.
        switch r.int(0...9) {
        case 0...6:
          let step = r.chance(0.2) ? r.double(-300...300) : r.double(-40...40)
          let next = min(max(-50, y + step), currentHeight + 50)
          touchY = next
          touchX = touchX.map {
            min(max(0, $0 + (r.chance(0.15) ? r.double(-200...200) : r.double(-8...8))), currentWidth)
          }
          events.append(TimedInput(time: t, input: .touchMove(x: touchX, y: next)))
        case 7, 8:
          events.append(TimedInput(time: t, input: .touchUp(x: touchX, y: y)))
          touchY = nil
        default:
          events.append(TimedInput(time: t, input: .touchCancel))
          touchY = nil
        }
        continue
      }
      switch r.int(0...32) {
      case 0...6:
        let y = r.double(0...currentHeight)
        touchY = y
        touchX = r.chance(0.7) ? r.double(0...currentWidth) : nil
        events.append(TimedInput(time: t, input: .touchDown(x: touchX, y: y)))
        // A flick: a few fast moves right away.
        if r.chance(0.4) {
          let speed = r.double(-4000...4000)
          for _ in 0..<r.int(2...6) {
            t += 0.008
            touchY = touchY.map { $0 + speed * 0.008 }
            events.append(TimedInput(time: t, input: .touchMove(x: touchX, y: touchY ?? y)))
          }
        }
      case 7:
        var resized = container
        resized.height = r.chance(0.15) ? r.pick([0, -10]) : r.double(100...1400)
        if r.chance(0.2) { resized.width = r.pick([320, 390, 768, 1000]) }
        if r.chance(0.2) { resized.topObstruction = r.pick([0, 52, r.double(0...300)]) }
        if r.chance(0.1) { resized.layoutDirection = r.pick(SheetLayoutDirection.allCases) }
        if resized.height > 0 {
          currentHeight = resized.height
          currentWidth = resized.width
        }
        events.append(TimedInput(time: t, input: .resize(resized)))
      case 8: events.append(TimedInput(time: t, input: .contentHeight(r.chance(0.1) ? -5 : r.double(0...3000))))
      case 9: events.append(TimedInput(time: t, input: .headerHeight(r.chance(0.2) ? 0 : r.double(0...120))))
      case 10: events.append(TimedInput(time: t, input: .scroll(to: r.double(-100...3000))))
      case 11: events.append(TimedInput(time: t, input: .move(to: r.pick(ids), animated: r.chance(0.7))))
      case 12: events.append(TimedInput(time: t, input: .present))
      case 13: events.append(TimedInput(time: t, input: .dismiss))
      case 14: events.append(TimedInput(time: t, input: .setDetents(self.detents(&r, count: r.int(0...4), salt: 1))))
      case 15: events.append(TimedInput(time: t, input: .accessibilityIncrement))
      case 16: events.append(TimedInput(time: t, input: .accessibilityDecrement))
      case 17, 18:
        // A step, or an animation as UIKit's keyboard notifications give it (about 0.25 s).
        let height = r.chance(0.5) ? 0 : r.double(200...400)
        let animated = r.chance(0.5)
        let duration = animated ? r.pick([0.25, r.double(0.05...0.6)]) : 0
        let curve = animated ? r.pick(KeyboardAnimationCurve.allCases) : .easeInOut
        events.append(TimedInput(time: t, input: .keyboard(height: height, duration: duration, curve: curve)))
      case 19: events.append(TimedInput(time: t, input: .keyboardPolicy(r.chance(0.5) ? .lift : .expand)))
      case 20:
        let steps = Double(r.pick([-2, -1, 1, 1, 3]))
        events.append(TimedInput(time: t, input: .wheel(steps: steps, stepLength: r.pick([40, 53.5]))))
      case 21:
        // A touchpad scroll: a run of deltas, then its end and, often, the system's momentum; or
        // a mouse's smooth scroll, which sends no end.
        let speed = r.double(-3000...3000)
        let device: ScrollGestureDevice = r.chance(0.25) ? .mouse : .touchpad
        for _ in 0..<r.int(1...12) {
          t += 0.012
          events.append(TimedInput(time: t, input: .scrollGesture(delta: speed * 0.012, device: device)))
        }
        if device == .touchpad, r.chance(0.9) {
          t += 0.004
          events.append(TimedInput(time: t, input: .scrollGestureEnd))
        }
        if device == .touchpad, r.chance(0.4) {
          var momentum = speed
          for _ in 0..<r.int(1...10) {
            t += 0.012
            momentum *= 0.9
            events.append(TimedInput(time: t, input: .scrollGesture(delta: momentum * 0.012, phase: .momentum)))
          }
        }
      case 22:
        let style = Self.style(&r, insets: [8, 16, 40], floating: 0.5)
        events.append(TimedInput(time: t, input: .style(style)))
      case 23:
        // A text field in the content took focus (often with a keyboard shown just before).
        if r.chance(0.5) { events.append(TimedInput(time: t, input: .keyboard(height: r.double(200...400)))) }
        let y = r.chance(0.1) ? r.pick([-20, 1e7]) : r.double(0...max(1, contentHeight))
        events.append(TimedInput(time: t, input: .focus(y: y, height: r.pick([44, 36, r.double(0...300)]))))
      case 24: events.append(TimedInput(time: t, input: .reduceMotion(r.chance(0.5))))
      case 25:
        let backdrop = r.chance(0.8) ? Self.backdrop(&r, ids: ids) : nil
        events.append(TimedInput(time: t, input: .backdrop(backdrop)))
      case 26: events.append(TimedInput(time: t, input: .scrimTap))
      case 27: events.append(TimedInput(time: t, input: .escape))
      case 28, 29: events.append(TimedInput(time: t, input: .grabberTap))
      case 31: events.append(TimedInput(time: t, input: .scrollViewOffset(r.double(-5...3000))))
      case 32:
        var current = container
        current.height = currentHeight
        current.width = currentWidth
        let content = headerHeight + contentHeight
        events.append(
          TimedInput(time: t, input: .configure(self.configuration(&r, container: current, content: content).0)))
      default:
        events.append(TimedInput(time: t, input: .grabberKey(r.pick(SheetInput.GrabberKey.allCases))))
      }
    }
    if let y = touchY {
      t += 0.05
      events.append(TimedInput(time: t, input: .touchUp(x: touchX, y: y)))
    }
    var scenario = Scenario(
      container: container, configuration: configuration, presented: r.chance(0.8),
      headerHeight: headerHeight, contentHeight: contentHeight,
      frameRate: r.pick([30, 60, 120, 240, 90]), until: t + 1, events: events)
    // Some sheets start restored from a saved snapshot, its detent one that may be gone.
    if r.chance(0.1) {
      scenario.restore = SheetSnapshot(
        detent: r.chance(0.9) ? r.pick(ids) : nil, isPresented: r.chance(0.8),
        scrollOffset: r.chance(0.9) ? r.double(0...3000) : r.pick([-50, .infinity]))
      scenario.presented = scenario.restore?.isPresented ?? true
    }
    Self.addGestureRules(to: &scenario, seed: seed)
    addLayout(to: &scenario, seed: seed)
    addStack(to: &scenario, seed: seed)
    return scenario
  }

  /// A configuration for a sheet in `container` with `content` points of header and content,
  /// and the ids its options may name (its detents' and one that is none of them).
  func configuration(_ r: inout Draw, container: SheetContainer, content: Double) -> (
    SheetConfiguration, [String]
  ) {
    let space = r.chance(0.6) ? DetentSpace.container : r.pick(DetentSpace.allCases)
    let style = Self.style(&r, insets: [8, 16, 24], floating: 0.3)
    var detents = self.detents(&r, count: r.int(0...5), salt: 0)
    if !detents.isEmpty, r.chance(0.3) {
      let margin = SheetConfiguration(detents: [], detentSpace: space, style: style).contentBottomMargin(in: container)
      detents.append(
        twin(
          of: r.pick(detents), id: "t0", &r, container: container, space: space,
          fitted: DetentResolution.fittedHeight(content: content, containerHeight: container.height) + margin
        ))
    }
    let ids = detents.map(\.id) + ["nope"]
    let spring = SheetSpring(
      duration: r.chance(0.8) ? r.double(0.1...1.2) : r.pick([0.01, 2, 3, 0.001, r.double(0.01...2)]),
      bounce: r.chance(0.9) ? r.double(-0.9...0.9) : r.pick([-0.999, 0.999, 0.95, -0.9, 0.9]))
    let configuration = SheetConfiguration(
      detents: detents,
      initialDetent: r.chance(0.7) ? r.pick(ids) : nil,
      allowsDismissal: r.chance(0.4),
      spring: spring,
      snapping: SnappingRule(mode: r.chance(0.3) ? .sequential : .projected),
      rubberBand: RubberBand(constant: r.pick([0.55, 0.55, 0, 0.2, 1, 2])),
      keyboardPolicy: r.chance(0.5) ? .lift : .expand,
      reduceMotion: r.chance(0.15),
      detentSpace: space,
      style: style,
      touchSlop: r.pick([0, 0, 10, 4]),
      backdrop: r.chance(0.4) ? Self.backdrop(&r, ids: ids) : nil)
    return (configuration, ids)
  }

  private func detents(_ r: inout Draw, count: Int, salt: Int) -> [SheetDetent] {
    (0..<count).map { index in
      let id = r.chance(0.1) && index > 0 ? "d\(salt)-\(index - 1)" : "d\(salt)-\(index)"
      switch r.int(0...10) {
      case 0...3: return SheetDetent(id: id, .fraction(r.chance(0.1) ? r.pick([-0.5, 0, 3]) : r.double(0.05...1)))
      case 4...7: return SheetDetent(id: id, .points(r.chance(0.1) ? r.pick([-20, 0, 1e9]) : r.double(40...1200)))
      case 8, 9: return SheetDetent(id: id, .fitted)
      default: return SheetDetent(id: id, SheetDetent.header.kind)
      }
    }
  }

  /// A backdrop style, undimmed through one of `ids` (which may name no detent) or modal.
  static func backdrop(_ r: inout Draw, ids: [String]) -> BackdropStyle {
    BackdropStyle(
      maximumDimming: r.pick([0.4, 0, 1, r.double(0...1)]), maximumBlurRadius: r.pick([0, 0, 14, r.double(0...40)]),
      undimmedThrough: r.chance(0.6) ? r.pick(ids) : nil)
  }

  /// A detent of another kind (or the same kind) at the same height as `detent` in the starting
  /// container: the coincident detents whose identity the core must keep.
  /// - Parameter fitted: A fitted detent's height in that container, in points.
  private func twin(
    of detent: SheetDetent, id: String, _ r: inout Draw, container: SheetContainer, space: DetentSpace,
    fitted: Double
  ) -> SheetDetent {
    let origin = space.pointsOrigin(in: container)
    switch detent.kind {
    case .fraction(let value):
      return SheetDetent(id: id, .points(space.height(ofFraction: value, in: container) - origin))
    case .points(let value):
      guard r.chance(0.5), space == .container else { return SheetDetent(id: id, .points(value)) }
      return SheetDetent(id: id, .fraction(value / container.height))
    case .fitted:
      return SheetDetent(id: id, r.chance(0.5) ? .fitted : .points(fitted - origin))
    case .maximum, .custom, .marker: return SheetDetent(id: id, detent.kind)
    }
  }

  /// Draws values from the generator, rounded to what the scenario format prints.
  struct Draw {
    var random: SplitMix64

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
      (Double.random(in: range, using: &random) * 1000).rounded() / 1000
    }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
  }
}

extension ScenarioGenerator {
  /// A card style: standard, or (with chance `floating`) floating or morphing with one of `insets`;
  /// a third of the time with a width policy: one that bounds the card in a 390-point container
  /// (breakpoint 300, at most 200 or 300 points, leading or centred), or the default one (450 and
  /// 640 points), which bounds it in the wider containers.
  static func style(_ r: inout Draw, insets: [Double], floating: Double) -> SheetCardStyle {
    var style =
      r.chance(floating)
      ? (r.chance(0.5) ? SheetCardStyle.floating(inset: r.pick(insets)) : .morphing(inset: r.pick(insets))) : .standard
    if r.chance(0.33) {
      style.widthPolicy =
        r.chance(0.7)
        ? .adaptive(alignment: r.pick(SheetCardAlignment.allCases), maximumWidth: r.pick([200, 300]), breakpoint: 300)
        : .adaptive(alignment: r.pick(SheetCardAlignment.allCases))
    }
    return style
  }
}
