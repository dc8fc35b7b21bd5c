import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// A sheet presented from a sheet's content: each sheet's place in the stack (the core's rules,
/// gathered), the step-back as SwiftUI draws it, and a presentation then dismissal, frame by frame.
@Suite("Stacked sheets")
@MainActor
struct StackedSheetTests {
  static let phone = GeometryTests.phone
  static let detents: [SheetDetent] = [.medium, .large]

  /// A modal sheet's state, presented and at rest at its lowest detent, with the default scrim.
  @available(iOS 17, macOS 14, visionOS 1, *)
  static func restingSheet(scalesBackground: Bool = false) -> SheetState {
    var configuration = SheetConfiguration(detents: detents)
    configuration.scalesBackground = scalesBackground
    configuration.backdrop = SheetBackdropAdapter.style(options: SheetOptions(), kind: .modal, highestDetent: "large")
    return SheetState(configuration: configuration, container: phone)
  }

  /// A modal sheet's configuration, as the layer's options give it (dismissible).
  @available(iOS 17, macOS 14, visionOS 1, *)
  static func modalConfiguration() -> SheetConfiguration {
    SheetOptions().configuration(kind: .modal, detents: detents, initialDetent: nil, reduceMotion: false)
  }

  /// A modal sheet's driver, presented and at rest, with the default scrim.
  @available(iOS 17, macOS 14, visionOS 1, *)
  static func presentedDriver() -> SheetDriver {
    let driver = SheetDriver(configuration: modalConfiguration(), presented: false)
    driver.backdropOptionsChanged(SheetOptions(), kind: .modal)
    driver.containerChanged(phone)
    driver.setPresented(true)
    driver.presentIfPending()
    settle(driver)
    _ = driver.takeEvents()
    return driver
  }

  /// Ticks at 120 Hz until the sheet rests (at most 3 seconds).
  @available(iOS 17, macOS 14, visionOS 1, *)
  static func settle(_ driver: SheetDriver) {
    var time = driver.state.time
    let end = time + 3
    while driver.isRunning, time < end {
      time += 1.0 / 120
      driver.tick(at: time)
    }
  }

  // MARK: - Places

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("under one sheet at rest: one step back, no scrim of its own, inert, no Escape")
  func twoDeep() {
    let states = [Self.restingSheet(), Self.restingSheet()]
    let bottom = SheetStackPlace(ofSheetAt: 0, in: states)
    let top = SheetStackPlace(ofSheetAt: 1, in: states)
    #expect(bottom.stepBack.depth == 1)
    #expect(bottom.stepBack.scale == 374.0 / 390)
    #expect(bottom.stepBack.offsetY == -16)
    #expect(bottom.stepBack.cornerRadius == 10)
    #expect(bottom.isInert && !bottom.isOwner && !bottom.takesEscape)
    #expect(top.stepBack == .none)
    #expect(top.isOwner && !top.isInert && top.takesEscape)
    // A 0.4 scrim over a 0.4 scrim: the top draws 0.4 over the bottom's 0, not 0.64 in all.
    #expect(top.backdrop.dimming == 0.4)
    #expect(bottom.backdrop.dimming == 0)
    #expect(!bottom.backdrop.allowsBackgroundInteraction)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("three deep: the bottom two steps back, the middle one; only the top takes Escape")
  func threeDeep() {
    let states = [Self.restingSheet(), Self.restingSheet(), Self.restingSheet()]
    let places = states.indices.map { SheetStackPlace(ofSheetAt: $0, in: states) }
    #expect(places.map(\.stepBack.depth) == [2, 1, 0])
    #expect(places[0].stepBack.scale == 358.0 / 390)
    #expect(places[0].stepBack.offsetY == -32)
    #expect(places[0].stepBack.cornerRadius == 10)
    #expect(places[1].stepBack.scale == 374.0 / 390)
    #expect(places.map(\.isInert) == [true, true, false])
    #expect(places.map(\.takesEscape) == [false, false, true])
    #expect(places.map(\.backdrop.dimming) == [0, 0, 0.4])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a top sheet on its way out gives the input to the one below from its first frame")
  func leavingTop() {
    var leaving = Self.restingSheet()
    _ = leaving.apply(.dismiss, at: 0)
    let states = [Self.restingSheet(), leaving]
    let bottom = SheetStackPlace(ofSheetAt: 0, in: states)
    let top = SheetStackPlace(ofSheetAt: 1, in: states)
    #expect(bottom.owner == 0 && bottom.takesEscape && !bottom.isInert)
    #expect(!top.takesEscape && !top.isInert)
    // Still at its lowest detent on the dismissal's first frame: the bottom is one step back yet.
    #expect(bottom.stepBack.depth == 1)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a sheet alone, or unknown to the stack: its own scrim, no step-back, Escape on")
  func lone() {
    let alone = SheetStackPlace.lone(Self.restingSheet())
    #expect(alone.stepBack == .none && !alone.isInert && alone.takesEscape)
    #expect(alone.backdrop == Self.restingSheet().renderPlan().backdrop)
    let unknown = SheetStackPlace(ofSheetAt: 3, in: [Self.restingSheet()])
    #expect(unknown.stepBack == .none && unknown.takesEscape && unknown.backdrop == .clear)
    // Drawn alone (macOS's overlay): the stack's owner stays, nothing steps back or is inert.
    let states = [Self.restingSheet(), Self.restingSheet()]
    let bottom = SheetStackPlace(ofSheetAt: 0, in: states).drawnAlone(ownBackdrop: states[0].renderPlan().backdrop)
    #expect(bottom.stepBack == .none && !bottom.isInert && !bottom.takesEscape)
    #expect(bottom.backdrop.dimming == 0.4)
  }

  // MARK: - The card's transform

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the card's transform: scale 374/390 about its top centre, 16 points up, corners kept on screen")
  func placement() {
    let state = Self.restingSheet()
    let plan = state.renderPlan()
    let layout = SheetLayout(plan: plan, style: state.configuration.style, container: Self.phone)
    let stepBack = SheetStepBack(depth: 1, containerWidth: 390)
    let placement = SheetStepBackPlacement(layout: layout, stepBack: stepBack)
    #expect(placement.scale == 374.0 / 390)
    #expect(placement.anchor == (0.5, 0))
    #expect(placement.offsetX == 0)
    #expect(placement.offsetY == layout.top - 16)
    // The standard card's 14-point corners stay 14 on screen (above the step-back's 10).
    #expect(abs(placement.topCornerRadius * placement.scale - 14) < 1e-12)
    #expect(placement.bottomCornerRadius == 0)
    let drawn = placement.drawnEdges(width: layout.width)
    #expect(abs(drawn.leading - 8) < 1e-9 && abs(drawn.width - 374) < 1e-9 && drawn.top == plan.card.y - 16)
    // The core's own step-back of the card.
    let applied = stepBack.applied(to: plan.card)
    #expect(abs(drawn.leading - applied.x) < 1e-9 && abs(drawn.width - applied.width) < 1e-9)
    #expect(drawn.top == applied.y)
    // Nothing above: the layout's own placement.
    let none = SheetStepBackPlacement(layout: layout, stepBack: .none)
    #expect(none.scale == 1 && none.offsetY == layout.top && none.topCornerRadius == 14)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a square card stepped back gets the step-back's 10-point corners, growing over the first step")
  func squareCorners() {
    var configuration = SheetConfiguration(detents: Self.detents)
    configuration.style = SheetStyle.standard.cardStyle(cornerRadius: 0)
    let state = SheetState(configuration: configuration, container: Self.phone)
    let layout = SheetLayout(plan: state.renderPlan(), style: configuration.style, container: Self.phone)
    #expect(layout.topCornerRadius == 0)
    let half = SheetStepBackPlacement(layout: layout, stepBack: SheetStepBack(depth: 0.5, containerWidth: 390))
    #expect(half.scale == 382.0 / 390)
    #expect(half.offsetY == layout.top - 8)
    #expect(abs(half.topCornerRadius * half.scale - 5) < 1e-12)
    let deep = SheetStepBackPlacement(layout: layout, stepBack: SheetStepBack(depth: 2, containerWidth: 390))
    #expect(abs(deep.topCornerRadius * deep.scale - 10) < 1e-12)
    #expect(deep.drawnEdges(width: 390).width == 358)
  }

  // MARK: - The presenting content

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("sheetScalesBackground: modal sheets only; the content steps back only when it is set")
  func scalesBackground() {
    var options = SheetOptions()
    #expect(
      !options.configuration(kind: .modal, detents: Self.detents, initialDetent: nil, reduceMotion: false)
        .scalesBackground)
    options.scalesBackground = true
    #expect(
      options.configuration(kind: .modal, detents: Self.detents, initialDetent: nil, reduceMotion: false)
        .scalesBackground)
    #expect(
      options.configuration(kind: .tray, detents: [.fitted], initialDetent: nil, reduceMotion: false).scalesBackground)
    #expect(
      !options.configuration(kind: .drawer, detents: Self.detents, initialDetent: nil, reduceMotion: false)
        .scalesBackground)
    // The content's setting wins over the environment's.
    var content = SheetContentOptions()
    content.scalesBackground = false
    #expect(!options.overridden(by: content).scalesBackground)

    #expect(SheetBackgroundPlacement(SheetStack.backgroundStepBack(in: [Self.restingSheet()])).isIdentity)
    let bottom = Self.restingSheet(scalesBackground: true)
    let one = SheetBackgroundPlacement(SheetStack.backgroundStepBack(in: [bottom]))
    // 26 points narrower, and down below the 47-point top inset by 14.
    #expect(abs(one.scale - 364.0 / 390) < 1e-12 && one.offsetY == 47 + 14)
    #expect(abs(one.cornerRadius * one.scale - 10) < 1e-12)
    // A sheet stacked on it steps the app's content back no further.
    let two = SheetBackgroundPlacement(SheetStack.backgroundStepBack(in: [bottom, Self.restingSheet()]))
    #expect(two == one)
  }

  // MARK: - A sheet presented from a sheet, then dismissed

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("presented from a sheet: the lower steps back as the upper rises, forward as it goes")
  func presentThenDismiss() {
    let stack = SheetModalStack()
    let lower = Self.presentedDriver()
    stack.appeared(lower)
    #expect(stack.place(of: lower).stepBack == .none)
    #expect(stack.place(of: lower).takesEscape)

    // The upper's container appears, then the sheet rises from the lower's content.
    let upper = SheetDriver(configuration: Self.modalConfiguration(), presented: false)
    upper.backdropOptionsChanged(SheetOptions(), kind: .modal)
    upper.containerChanged(Self.phone)
    stack.appeared(upper)
    upper.setPresented(true)
    upper.presentIfPending()
    #expect(stack.place(of: upper).takesEscape && !stack.place(of: lower).takesEscape)
    #expect(stack.place(of: lower).isInert)
    var depths: [Double] = []
    var time = upper.state.time
    while upper.isRunning, time < upper.state.time + 3 {
      time += 1.0 / 120
      upper.tick(at: time)
      let place = stack.place(of: lower)
      // Each frame the lower reads the upper's state of that very tick.
      #expect(place.stepBack == SheetStack.stepBack(ofSheetAt: 0, in: [lower.state, upper.state]))
      depths.append(place.stepBack.depth)
    }
    #expect(depths.count > 10, "\(depths)")
    // It steps back as the upper rises (the spring's bounce past the lowest detent may dip it
    // by a hair at the end, as it dips the upper).
    let rising = depths.prefix { $0 < 1 }
    #expect(rising.first.map { $0 < 0.05 } == true)
    #expect(zip(rising, rising.dropFirst()).allSatisfy { $0 < $1 }, "\(depths)")
    #expect(depths.last == 1)
    #expect(stack.place(of: lower).stepBack.scale == 374.0 / 390)
    #expect(stack.place(of: lower).backdrop.dimming == 0)
    #expect(stack.place(of: upper).backdrop.dimming == 0.4)

    // Escape goes to the top: it closes the upper, and the lower stays presented.
    #expect(stack.place(of: upper).takesEscape)
    #expect(upper.escape())
    #expect(lower.state.isPresented)
    #expect(stack.place(of: lower).takesEscape && !stack.place(of: lower).isInert)
    #expect(!stack.place(of: upper).takesEscape)
    depths = []
    time = upper.state.time
    while upper.isRunning, time < upper.state.time + 3 {
      time += 1.0 / 120
      upper.tick(at: time)
      depths.append(stack.place(of: lower).stepBack.depth)
    }
    let falling = depths.prefix { $0 > 0 }
    #expect(zip(falling, falling.dropFirst()).allSatisfy { $0 >= $1 }, "\(depths)")
    #expect(depths.last == 0)
    #expect(stack.place(of: lower).stepBack == .none)
    #expect(stack.place(of: lower).backdrop.dimming == 0.4)

    // Its container goes: the lower is alone again.
    stack.disappeared(upper)
    #expect(stack.place(of: lower) == .lone(lower.state))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the stack holds its drivers weakly: a sheet that is gone leaves no place")
  func weakDrivers() {
    let stack = SheetModalStack()
    let lower = Self.presentedDriver()
    stack.appeared(lower)
    do {
      let upper = Self.presentedDriver()
      stack.appeared(upper)
      #expect(stack.place(of: lower).isInert)
    }
    #expect(!stack.place(of: lower).isInert)
    #expect(stack.place(of: lower).stepBack == .none)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the presenting content steps back under the bottom sheet only")
  func backgroundUnderBottomOnly() {
    let stack = SheetModalStack()
    let lower = Self.presentedDriver()
    var options = SheetOptions()
    options.scalesBackground = true
    lower.reconfigure(
      options.configuration(kind: .modal, detents: Self.detents, initialDetent: nil, reduceMotion: false))
    stack.appeared(lower)
    let upper = Self.presentedDriver()
    stack.appeared(upper)
    let under = stack.backgroundPlacement(under: lower)
    #expect(abs(under.scale - 364.0 / 390) < 1e-12 && under.offsetY == 47 + 14)
    #expect(stack.backgroundPlacement(under: upper).isIdentity)
    stack.disappeared(upper)
    #expect(stack.backgroundPlacement(under: lower) == under)
  }
}
