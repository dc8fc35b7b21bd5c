import Testing

@testable import BottomSheetCore

/// The morphing card: floating at the lowest detents, standard at the highest, continuous in
/// between — through drags, settles, the rubber band and a catch mid-flight.
@Suite("Morphing card")
struct CardMorphTests {
  /// A phone: 844 × 390 points, insets 47 / 34, 3×; detents 200, 400 and 797 (large); a morphing
  /// card inset 16 with corners of 28 at the lowest detents and 16 at the highest.
  static func state(style: SheetCardStyle = .morphing(cornerRadius: 28, expandedCornerRadius: 16)) -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .points(200)), SheetDetent(id: "mid", .points(400)), .large],
        spring: SheetSpring(duration: 0.45, bounce: 0.2), style: style),
      container: SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34), scale: 3))
  }

  @Test("floating at the lowest detents, standard at the highest, halfway at the middle of the span")
  func restingShapes() {
    var state = Self.state()
    // At low (and mid): inset 16, bottom margin max(16, 34) = 34, all corners 28, opacity 0.72.
    var plan = state.renderPlan()
    #expect(plan.card == SheetRect(x: 16, y: 644, width: 358, height: 166))
    #expect(
      plan.cornerRadii == SheetCornerRadii(topLeading: 28, topTrailing: 28, bottomLeading: 28, bottomTrailing: 28))
    #expect(plan.materialOpacity == 0.72)
    _ = state.apply(.move(to: "mid", animated: false), at: 0)
    #expect(state.renderPlan().card.x == 16)
    #expect(state.cardExpansion == 0)
    // At large: edge to edge to the bottom edge, top corners 16, bottom square, opaque.
    _ = state.apply(.move(to: "large", animated: false), at: 0)
    plan = state.renderPlan()
    #expect(state.cardExpansion == 1)
    #expect(plan.card == SheetRect(x: 0, y: 47, width: 390, height: 797))
    #expect(plan.cornerRadii == SheetCornerRadii(topLeading: 16, topTrailing: 16, bottomLeading: 0, bottomTrailing: 0))
    #expect(plan.materialOpacity == 1)
    // The content's viewport at large keeps the home indicator clear: 797 − 34, no header.
    #expect(plan.contentViewportHeight == 763)
    // Halfway between mid (400) and large (797): smoothstep(0.5) = 0.5.
    #expect(state.cardExpansion(atHeight: 598.5) == 0.5)
  }

  /// Every frame's plan of a sheet driven at 60 Hz through `inputs` (time, input) until `end`.
  static func frames(_ state: inout SheetState, inputs: [(Double, SheetInput)], until end: Double) -> [SheetRenderPlan]
  {
    var plans: [SheetRenderPlan] = []
    var next = 0
    var frame = 0
    while Double(frame) / 60 <= end {
      let t = Double(frame) / 60
      while next < inputs.count, inputs[next].0 <= t {
        _ = state.apply(inputs[next].1, at: inputs[next].0)
        next += 1
      }
      _ = state.tick(at: t)
      plans.append(state.renderPlan())
      frame += 1
    }
    return plans
  }

  /// The largest frame-to-frame change of the card's x and width and radii (points) and opacity.
  static func largestChanges(_ plans: [SheetRenderPlan]) -> (shape: Double, opacity: Double, height: Double) {
    var shape = 0.0
    var opacity = 0.0
    var height = 0.0
    for (a, b) in zip(plans, plans.dropFirst()) {
      let radii = [
        b.cornerRadii.topLeading - a.cornerRadii.topLeading, b.cornerRadii.bottomLeading - a.cornerRadii.bottomLeading,
      ]
      shape = max(shape, abs(b.card.x - a.card.x), abs(b.card.width - a.card.width), radii.map(abs).max() ?? 0)
      opacity = max(opacity, abs(b.materialOpacity - a.materialOpacity))
      height = max(height, abs(b.card.y - a.card.y))
    }
    return (shape, opacity, height)
  }

  @Test("a flick up into the rubber band and the settle back: the shape follows the height, never jumping")
  func continuityThroughRubberBandAndSettle() {
    var state = Self.state()
    // From low, a fast flick that carries the sheet past large into the rubber band.
    var inputs: [(Double, SheetInput)] = [(0.1, .touchDown(y: 660))]
    for step in 1...12 { inputs.append((0.1 + Double(step) / 60, .touchMove(y: 660 - Double(step) * 60))) }
    inputs.append((0.1 + 13.0 / 60, .touchUp(y: -80)))
    let plans = Self.frames(&state, inputs: inputs, until: 2.5)
    #expect(state.detent == "large")
    #expect(plans.contains { $0.card.y < 47 - 5 }, "the sheet went into the rubber band")
    let changes = Self.largestChanges(plans)
    // The smoothstep is at most 1.5 × as steep as the height over the 397-point span: the inset
    // (16) changes by at most 1.5 × 16 / 397 per point of height, the radii (28 → 0) by 1.5 × 28 /
    // 397, the opacity (0.28) by 1.5 × 0.28 / 397; plus a device pixel (1/3 point) of rounding.
    let perPoint = 1.5 / 397
    #expect(changes.shape <= 2 * 16 * perPoint * changes.height + 1.0 / 3 + 28 * perPoint * changes.height)
    #expect(changes.shape <= 28 * perPoint * changes.height + 1.0 / 3)
    #expect(changes.opacity <= 0.28 * perPoint * changes.height + 1e-9)
    #expect(changes.shape > 0, "the card morphed")
  }

  @Test("a catch mid-flight and a drag back down: continuous at every frame")
  func continuityThroughCatch() {
    var state = Self.state()
    _ = state.apply(.move(to: "large", animated: true), at: 0)
    // Caught mid-way up at 0.15 s, dragged down to below mid, released.
    let inputs: [(Double, SheetInput)] = [
      (0.15, .touchDown(y: 500)), (0.2, .touchMove(y: 520)), (0.3, .touchMove(y: 600)), (0.4, .touchMove(y: 700)),
      (0.5, .touchUp(y: 720)),
    ]
    let plans = Self.frames(&state, inputs: inputs, until: 2.5)
    let changes = Self.largestChanges(plans)
    #expect(changes.shape <= 28 * 1.5 / 397 * changes.height + 1.0 / 3)
    #expect(changes.opacity <= 0.28 * 1.5 / 397 * changes.height + 1e-9)
    #expect(state.phase == .idle)
  }

  @Test("every frame of 200 random gestures is continuous in the height", arguments: 0..<4)
  func randomGestures(seed: UInt64) {
    var random = FrameRateTests.SplitMix64(state: seed)
    for _ in 0..<50 {
      var state = Self.state()
      var inputs: [(Double, SheetInput)] = []
      var t = 0.05
      var y = 844 - 200 + 20.0
      inputs.append((t, .touchDown(y: y)))
      for _ in 0..<Int(random.next() % 20 + 2) {
        t += 1.0 / 60 * Double(random.next() % 3 + 1)
        y = min(840, max(-200, y + Double(Int(random.next() % 241) - 120)))
        inputs.append((t, .touchMove(y: y)))
      }
      inputs.append((t + 0.01, .touchUp(y: y)))
      // A catch mid-settle, sometimes.
      if random.next() % 2 == 0 {
        let caught = t + 0.1
        let at = 844 - 400.0
        inputs += [
          (caught, .touchDown(y: at)), (caught + 0.05, .touchMove(y: at + 30)), (caught + 0.1, .touchUp(y: at + 40)),
        ]
      }
      let plans = Self.frames(&state, inputs: inputs, until: t + 3)
      for (a, b) in zip(plans, plans.dropFirst()) {
        let dh = abs(b.card.y - a.card.y) + 1.0 / 3
        #expect(abs(b.card.x - a.card.x) <= 16 * 1.5 / 397 * dh + 1.0 / 3 + 1e-9)
        #expect(abs(b.cornerRadii.bottomLeading - a.cornerRadii.bottomLeading) <= 28 * 1.5 / 397 * dh + 1e-9)
        #expect(abs(b.materialOpacity - a.materialOpacity) <= 0.28 * 1.5 / 397 * dh + 1e-9)
      }
    }
  }

  @Test("standard and floating cards do not morph; a single full-height detent morphs as the sheet presents")
  func otherStyles() {
    var floating = Self.state(style: .floating())
    _ = floating.apply(.move(to: "large", animated: false), at: 0)
    #expect(floating.renderPlan().card.x == 16)
    #expect(floating.renderPlan().materialOpacity == 0.72)
    var standard = Self.state(style: .standard(cornerRadius: 16))
    #expect(standard.renderPlan().materialOpacity == 1)
    _ = standard.apply(.move(to: "large", animated: false), at: 0)
    #expect(standard.renderPlan().cornerRadii.topLeading == 16)
    let single = SheetState(
      configuration: SheetConfiguration(detents: [SheetDetent(id: "only", .points(800))], style: .morphing()),
      container: SheetContainer(height: 800))
    #expect(single.cardExpansion == 1)
    #expect(single.cardExpansion(atHeight: 400) == 0.5)
  }

  /// iOS 26 keeps a partial-height sheet floating: only a sheet that reaches full height (the
  /// container's maximum) attaches to the edges.
  @Test("a card whose highest detent is partial stays floating, and morphs only toward full height")
  func partialHighestDetentStaysFloating() {
    // 800 points with no top inset: full height is 800; the highest detent is 400, half of it.
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [SheetDetent(id: "low", .points(200)), SheetDetent(id: "half", .points(400))], initialDetent: "half",
        style: .morphing(inset: 16, cornerRadius: 28, expandedCornerRadius: 16)),
      container: SheetContainer(height: 800, width: 390))
    #expect(state.cardExpansion == 0)
    let plan = state.renderPlan()
    #expect(plan.card.x == 16, "inset at its highest detent")
    #expect(plan.cornerRadii.bottomLeading == 28)
    #expect(plan.materialOpacity == 0.72)
    // The content is laid out in that floating card: a scroll view of the plan's height over it
    // has the plan's largest offset, with a keyboard too, and the highest card keeps its margin.
    var scrolled = SheetState(
      configuration: state.configuration,
      container: SheetContainer(height: 800, width: 390, safeArea: SafeAreaInsets(bottom: 34)),
      headerHeight: 50, contentHeight: 3000)
    #expect(scrolled.renderPlan().highestCardHeight == 400 - 34, "floating at its highest detent: its 34-point margin")
    _ = scrolled.apply(.keyboard(height: 300), at: 0)
    let keyboardPlan = scrolled.renderPlan()
    #expect(3000 - keyboardPlan.scrollViewHeight == keyboardPlan.maximumScrollOffset)
    // Stretched toward full height (only a rubber band takes it there), it morphs from 400 to 800:
    // halfway, 600, is a smoothstep of 0.5.
    #expect(state.cardExpansion(atHeight: 600) == 0.5)
    #expect(state.cardExpansion(atHeight: 800) == 1)
    // With a top safe area of 40, full height is 760; a detent at 760 is full.
    _ = state.apply(
      .setDetents([SheetDetent(id: "low", .points(200)), SheetDetent(id: "half", .points(400)), .large]), at: 0)
    _ = state.apply(.resize(SheetContainer(height: 800, width: 390, safeArea: SafeAreaInsets(top: 40))), at: 0)
    _ = state.apply(.move(to: SheetDetent.large.id, animated: false), at: 0)
    #expect(state.height == 760)
    #expect(state.cardExpansion == 1)
    #expect(state.renderPlan().card.x == 0, "edge to edge at full height")
    // The morph spans the highest detent below full (400) and full (760): halfway is 580.
    #expect(state.cardExpansion(atHeight: 580) == 0.5)
  }

  @Test("the scenario scale relation scales every length of a style")
  func scaled() {
    let style = SheetCardStyle.morphing(inset: 10, cornerRadius: 20, expandedCornerRadius: 8)
      .widthPolicy(.adaptive(maximumWidth: 300, breakpoint: 400))
    let doubled = style.scaled(by: 2)
    #expect(doubled.inset == 20 && doubled.cornerRadius == 40 && doubled.expandedCornerRadius == 16)
    #expect(doubled.widthPolicy.maximumWidth == 600 && doubled.widthPolicy.breakpoint == 800)
    #expect(doubled.materialOpacity == style.materialOpacity)
  }
}
