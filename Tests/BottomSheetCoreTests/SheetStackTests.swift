import Testing

@testable import BottomSheetCore

/// The stack's pure rules, with the numbers worked out: step-back, depth, scrims, owner, touches.
@Suite("Sheet stack rules")
struct SheetStackTests {
  static let container = SheetContainer(height: 844, width: 390)

  /// A sheet 390 × 844 at rest at one detent `points` tall (or hidden), modal with a 0.4 scrim
  /// unless `backdrop` says otherwise.
  static func sheet(
    _ points: Double = 300, presented: Bool = true, backdrop: BackdropStyle? = .modal, dismissible: Bool = false,
    width: Double = 390
  ) -> SheetState {
    var configuration = SheetConfiguration(
      detents: [SheetDetent(id: "rest", .points(points))], allowsDismissal: dismissible)
    configuration.backdrop = backdrop
    return SheetState(
      configuration: configuration, container: SheetContainer(height: 844, width: width), presented: presented)
  }

  /// A dismissible sheet with one 200-point detent dragged down to `height` points.
  static func dragged(to height: Double, backdrop: BackdropStyle? = .modal) -> SheetState {
    var sheet = sheet(200, backdrop: backdrop, dismissible: true)
    _ = sheet.apply(.touchDown(y: 644), at: 0)
    _ = sheet.apply(.touchMove(y: 844 - height), at: 0.1)
    return sheet
  }

  @Test func aSheetAtItsLowestDetentStepsTheOneBelowBackOneStep() {
    let states = [Self.sheet(400), Self.sheet(200)]
    let back = SheetStack.stepBack(ofSheetAt: 0, in: states)
    #expect(back.depth == 1)
    #expect(abs(back.scale - 374.0 / 390) < 1e-12)
    #expect(abs(back.scale - 0.958974) < 1e-6)
    #expect(back.offsetY == -16)
    #expect(back.cornerRadius == 10)
    #expect(SheetStack.stepBack(ofSheetAt: 1, in: states) == .none)
    // The tray's card, 390 × 400 at y 444, scaled about its top centre and moved up 16.
    let card = back.applied(to: states[0].renderPlan().card)
    #expect(abs(card.x - 8) < 1e-9)
    #expect(card.y == 428)
    #expect(abs(card.width - 374) < 1e-9)
    #expect(abs(card.height - 400 * 374.0 / 390) < 1e-9)  // 383.589…
  }

  @Test func aSheetAboveItsLowestDetentStillCountsOne() {
    var upper = Self.sheet(200)
    _ = upper.apply(.setDetents([SheetDetent(id: "low", .points(200)), SheetDetent(id: "high", .points(600))]), at: 0)
    _ = upper.apply(.move(to: "high", animated: false), at: 0)
    #expect(upper.height == 600)
    #expect(upper.presentedShare == 1)
    #expect(SheetStack.depth(ofSheetAt: 0, in: [Self.sheet(), upper]) == 1)
  }

  @Test func halfPresentedIsHalfAStep() {
    let upper = Self.dragged(to: 100)
    #expect(upper.height == 100)
    #expect(upper.presentedShare == 0.5)
    let back = SheetStack.stepBack(ofSheetAt: 0, in: [Self.sheet(), upper])
    #expect(back.depth == 0.5)
    #expect(abs(back.scale - (1 - 8.0 / 390)) < 1e-12)
    #expect(back.offsetY == -8)
    #expect(back.cornerRadius == 5)
    // The scrim fades in by the same share: 0.5 × 0.4.
    #expect(abs(upper.backdrop(.modal).dimming - 0.2) < 1e-12)
  }

  @Test func threeDeepStepsTheBottomBackTwice() {
    let states = [Self.sheet(500), Self.sheet(400), Self.sheet(200)]
    #expect(SheetStack.depth(ofSheetAt: 0, in: states) == 2)
    #expect(SheetStack.depth(ofSheetAt: 1, in: states) == 1)
    #expect(SheetStack.depth(ofSheetAt: 2, in: states) == 0)
    let bottom = SheetStack.stepBack(ofSheetAt: 0, in: states)
    #expect(abs(bottom.scale - 358.0 / 390) < 1e-12)  // 0.917948…
    #expect(bottom.offsetY == -32)
    #expect(bottom.cornerRadius == 10)
    #expect(SheetStack.backgroundDepth(in: states) == 3)
  }

  @Test func theScaleHasAFloor() {
    let back = SheetStepBack(depth: 3, containerWidth: 100)
    #expect(back.scale == 0.8)
    #expect(back.offsetY == -48)
    let style = SheetStackStyle(displacement: 16, cornerRadius: 10, minimumScale: 0.5)
    #expect(abs(SheetStepBack(depth: 3, containerWidth: 100, style: style).scale - 0.52) < 1e-12)
  }

  @Test func scrimsOverScrimsDoNotDimTwice() {
    #expect(SheetStack.drawnDimmings([0.4, 0.4]) == [0, 0.4])
    #expect(SheetStack.drawnDimmings([0.3, 0.5]) == [0, 0.5])
    let lowerUnderWeaker = SheetStack.drawnDimmings([0.5, 0.3])
    #expect(abs(lowerUnderWeaker[0] - (1 - 0.5 / 0.7)) < 1e-12)  // 0.285714…
    #expect(lowerUnderWeaker[1] == 0.3)
    #expect(abs(SheetStack.compoundDimming(of: lowerUnderWeaker) - 0.5) < 1e-12)
    // An opaque scrim on top hides everything; the ones below it draw nothing.
    #expect(SheetStack.drawnDimmings([0.6, 1, 0.2]) == [0, 1, 0.2])
    #expect(SheetStack.drawnDimmings([.nan, 0.3]) == [0, 0.3])
    #expect(SheetStack.drawnDimmings([]) == [])
    for raw in [[0.1, 0.7, 0.2], [0.9, 0.1, 0.5], [0, 0, 0], [0.25, 0.5, 0.75]] {
      let drawn = SheetStack.drawnDimmings(raw)
      #expect(abs(SheetStack.compoundDimming(of: drawn) - raw.max()!) < 1e-12, "\(raw)")
      // Each card is dimmed by the largest raw dimming above it.
      for index in raw.indices.dropLast() {
        let above = SheetStack.compoundDimming(of: Array(drawn[(index + 1)...]))
        #expect(abs(above - raw[(index + 1)...].max()!) < 1e-12, "\(raw) above \(index)")
      }
    }
  }

  @Test func backdropsOfAStackCompoundToTheLargest() {
    let states = [Self.sheet(400), Self.sheet(200)]
    let drawn = SheetStack.backdrops(of: states)
    #expect(drawn.map(\.dimming) == [0, 0.4])
    #expect(drawn.allSatisfy { !$0.allowsBackgroundInteraction })
    // The upper one half presented: 0.2 over 0.4, so the lower draws 1 − 0.6 / 0.8 = 0.25.
    let rising = SheetStack.backdrops(of: [Self.sheet(400), Self.dragged(to: 100)])
    #expect(abs(rising[0].dimming - 0.25) < 1e-12)
    #expect(abs(rising[1].dimming - 0.2) < 1e-12)
    // Blur radii stay each sheet's own.
    let blurred = BackdropStyle(maximumDimming: 0.4, maximumBlurRadius: 10)
    var lower = Self.sheet(400, backdrop: blurred)
    _ = lower.apply(.setDetents([SheetDetent(id: "a", .points(300)), SheetDetent(id: "b", .points(600))]), at: 0)
    _ = lower.apply(.move(to: "b", animated: false), at: 0)
    #expect(SheetStack.backdrops(of: [lower, Self.sheet(200)])[0].blurRadius == 10)
  }

  @Test func theOwnerIsTheTopPresentedSheet() {
    var top = Self.sheet(200, dismissible: true)
    var states = [Self.sheet(500), Self.sheet(400), top]
    #expect(SheetStack.owner(of: states) == 2)
    _ = top.apply(.dismiss, at: 0)
    #expect(!top.isPresented && top.height > 0)  // on its way out
    states[2] = top
    #expect(SheetStack.owner(of: states) == 1)
    #expect(SheetStack.isInert(sheetAt: 0, in: states))
    #expect(!SheetStack.isInert(sheetAt: 1, in: states))
    #expect(!SheetStack.isInert(sheetAt: 2, in: states))
    #expect(!SheetStack.isInert(sheetAt: 7, in: states))
    // The one leaving still steps the others back as it goes.
    #expect(SheetStack.depth(ofSheetAt: 1, in: states) == 1)
    #expect(SheetStack.owner(of: [Self.sheet(presented: false)]) == nil)
  }

  @Test func aTouchOffANonModalTopSheetFallsThrough() {
    let states = [Self.sheet(500), Self.sheet(200, backdrop: nil)]
    // On the top card (its top edge at y 644): the top sheet's.
    #expect(SheetStack.touchTarget(x: 100, y: 700, in: states) == 1)
    // Off it, on the lower card (top edge at 344): the lower sheet's.
    #expect(SheetStack.touchTarget(x: 100, y: 400, in: states) == 0)
    // A modal top sheet keeps it: its scrim is there.
    let modal = [Self.sheet(500), Self.sheet(200)]
    #expect(SheetStack.touchTarget(x: 100, y: 400, in: modal) == 1)
    // A non-modal sheet resting at its undimmed detent lets it through too.
    let undimmed = BackdropStyle(undimmedThrough: "rest")
    #expect(SheetStack.touchTarget(y: 400, in: [Self.sheet(500), Self.sheet(200, backdrop: undimmed)]) == 0)
    // Over nothing: the bottom sheet has it, as a lone sheet would.
    #expect(SheetStack.touchTarget(y: 100, in: [Self.sheet(500, backdrop: nil), Self.sheet(200, backdrop: nil)]) == 0)
    #expect(SheetStack.touchTarget(y: 100, in: []) == nil)
  }

  @Test func theBackgroundScalesBackOnlyWhenAsked() {
    var bottom = Self.sheet(400)
    #expect(SheetStack.backgroundStepBack(in: [bottom, Self.sheet(200)]) == .none)
    var configuration = bottom.configuration
    configuration.scalesBackground = true
    _ = bottom.apply(.configure(configuration), at: 0)
    #expect(bottom.configuration.scalesBackground)
    // One sheet at rest: 26 points narrower (364 / 390), down by the top inset (0 here) + 14.
    let one = SheetStack.backgroundStepBack(in: [bottom])
    #expect(one.depth == 1)
    #expect(abs(one.scale - 364.0 / 390) < 1e-12)
    #expect(one.offsetY == 14)
    #expect(one.cornerRadius == 10)
    // Sheets stacked on it step the app's content back no further (iOS keeps it one step back).
    #expect(SheetStack.backgroundStepBack(in: [bottom, Self.dragged(to: 50)]) == one)
    // Under a 47-point status bar its top edge moves below it: 47 + 14 = 61.
    var notched = SheetState(
      configuration: bottom.configuration,
      container: SheetContainer(height: 844, width: 390, safeArea: SafeAreaInsets(top: 47, bottom: 34)),
      presented: true)
    _ = notched.tick(at: 0)
    #expect(SheetStack.backgroundStepBack(in: [notched]).offsetY == 61)
    // Its corners grow from 0 as the bottom sheet presents.
    var rising = Self.dragged(to: 50)
    var rule = rising.configuration
    rule.scalesBackground = true
    _ = rising.apply(.configure(rule), at: 0.1)
    let quarter = SheetStack.backgroundStepBack(in: [rising])
    #expect(quarter.cornerRadius == 2.5)
    #expect(quarter.offsetY == 3.5)
    #expect(abs(quarter.scale - (1 - 26 * 0.25 / 390)) < 1e-12)
  }

  @Test func noNumberIsNaN() {
    let narrow = SheetStepBack(depth: 1, containerWidth: 0)
    #expect(narrow.scale == 0.8)
    #expect(SheetStepBack(depth: 0, containerWidth: 0) == .none)
    #expect(SheetStepBack(depth: .nan, containerWidth: .nan) == .none)
    #expect(SheetStepBack(depth: .infinity, containerWidth: 390) == .none)
    let zeroWide = [Self.sheet(400, width: 0), Self.sheet(200, width: 0)]
    let back = SheetStack.stepBack(ofSheetAt: 0, in: zeroWide)
    #expect(back.scale.isFinite && back.offsetY.isFinite && back.cornerRadius.isFinite)
    // No detents: the core makes one at the maximum height; and a hidden sheet counts 0.
    let none = SheetState(configuration: SheetConfiguration(detents: []), container: Self.container)
    #expect(none.presentedShare == 1)
    #expect(Self.sheet(presented: false).presentedShare == 0)
    let empty = SheetStack.stepBack(ofSheetAt: 0, in: [Self.sheet(), Self.sheet(presented: false)])
    #expect(empty == .none)
    #expect(SheetStack.drawnDimmings([1, 1]) == [0, 1])
    #expect(SheetStack.stepBack(ofSheetAt: -1, in: zeroWide) == .none)
  }
}
