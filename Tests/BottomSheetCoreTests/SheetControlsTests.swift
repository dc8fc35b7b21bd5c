import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// The rules of the sheet's controls that both toolkits share, input by input: a tap on the scrim,
/// Escape, a tap on the grabber and the grabber's keys, and the tap the core reports.
@Suite("Scrim, Escape and grabber")
struct SheetControlsTests {
  /// 200, 400 and 700 points in an 800-point container at 2×.
  static func sheet(
    at initial: String = "low", dismissible: Bool = false, backdrop: BackdropStyle? = nil, presented: Bool = true,
    slop: Double = 10
  ) -> SheetState {
    TestSheet.make(
      TestSheet.points(["low": 200, "mid": 400, "high": 700]), at: initial,
      in: SheetContainer(height: 800, width: 390, scale: 2), presented: presented
    ) {
      $0.allowsDismissal = dismissible
      $0.backdrop = backdrop
      $0.touchSlop = slop
      $0.reduceMotion = true
    }
  }

  // MARK: - Scrim tap

  @Test("a scrim tap dismisses a sheet the user may dismiss, whatever its backdrop")
  func scrimTapDismisses() {
    var state = Self.sheet(at: "high", dismissible: true, backdrop: BackdropStyle(undimmedThrough: "mid"))
    #expect(state.apply(.scrimTap, at: 1) == [.willSettle(target: hiddenDetentID, velocity: 0), .dismissed])
    #expect(!state.isPresented)
    #expect(state.height == 0)
  }

  @Test("a scrim tap on a sheet that may not be dismissed goes down to the undimmed detent")
  func scrimTapCollapses() {
    var state = Self.sheet(at: "high", backdrop: BackdropStyle(undimmedThrough: "mid"))
    #expect(!state.renderPlan().backdrop.allowsBackgroundInteraction, "at 700 points the scrim intercepts")
    #expect(
      state.apply(.scrimTap, at: 1) == [
        .willSettle(target: "mid", velocity: 0), .settled(detent: "mid", height: 400),
        .announce(detent: "mid", position: 2, count: 3),
      ], "the user's tap, announced")
    #expect(state.renderPlan().backdrop.allowsBackgroundInteraction, "at 400 points the background takes input again")
  }

  @Test(
    "a scrim tap does nothing on a modal sheet that may not be dismissed, with no backdrop, or while hidden",
    arguments: [BackdropStyle.modal, nil, BackdropStyle(undimmedThrough: "nope")])
  func scrimTapIgnored(_ backdrop: BackdropStyle?) {
    var state = Self.sheet(at: "high", backdrop: backdrop)
    #expect(state.apply(.scrimTap, at: 1) == [], "an undimmed detent that is none of the sheet's is ignored")
    #expect(state.height == 700)
    var hidden = Self.sheet(dismissible: true, backdrop: backdrop, presented: false)
    #expect(hidden.apply(.scrimTap, at: 1) == [])
  }

  // MARK: - Escape

  @Test("Escape dismisses a presented sheet the user may dismiss, and nothing else")
  func escape() {
    var dismissible = Self.sheet(dismissible: true)
    #expect(dismissible.apply(.escape, at: 1) == [.willSettle(target: hiddenDetentID, velocity: 0), .dismissed])
    #expect(dismissible.apply(.escape, at: 2) == [], "a hidden sheet takes no Escape")
    var fixed = Self.sheet(at: "mid")
    #expect(fixed.apply(.escape, at: 1) == [])
    #expect(fixed.height == 400)
  }

  // MARK: - Grabber tap

  @Test("a grabber tap cycles up through the detents and from the highest back to the lowest")
  func grabberTapCycles() {
    var state = Self.sheet()
    var visited: [String] = []
    for time in 1...4 {
      _ = state.apply(.grabberTap, at: Double(time))
      visited.append(state.detent)
    }
    #expect(visited == ["mid", "high", "low", "mid"])
    #expect(state.height == 400)
  }

  @Test("coincident detents are one stop; a single stop, a hidden sheet and a held one take no tap")
  func grabberTapStops() {
    var twins = TestSheet.make(
      [SheetDetent(id: "a", .points(300)), SheetDetent(id: "b", .points(300.2)), SheetDetent(id: "c", .points(600))],
      at: "a", in: SheetContainer(height: 800, scale: 2)
    ) { $0.reduceMotion = true }
    _ = twins.apply(.grabberTap, at: 1)
    #expect(twins.detent == "c", "300.2 is within half a pixel (0.25 points) of 300: one stop")
    var single = TestSheet.make([.medium, SheetDetent(id: "same", .fraction(0.5))], in: SheetContainer(height: 844))
    #expect(single.apply(.grabberTap, at: 1) == [])
    var hidden = Self.sheet(presented: false)
    #expect(hidden.apply(.grabberTap, at: 1) == [])
    var held = Self.sheet(slop: 0)
    _ = held.apply(.touchDown(y: 700), at: 1)
    #expect(held.phase == .dragging)
    #expect(held.apply(.grabberTap, at: 1.1) == [])
  }

  @Test("a grabber tap on a settling sheet goes on from the detent it settles toward")
  func grabberTapWhileSettling() {
    var state = Self.sheet()
    _ = state.apply(.reduceMotion(false), at: 0)
    _ = state.apply(.move(to: "mid", animated: true), at: 1)
    #expect(state.phase == .settling)
    _ = state.apply(.grabberTap, at: 1.05)
    #expect(state.detent == "high")
  }

  // MARK: - Grabber keys

  @Test(
    "the grabber's keys step and jump as a vertical slider's; none dismisses",
    arguments: [
      (SheetInput.GrabberKey.up, "mid", "high"), (.pageUp, "mid", "high"), (.down, "low", "low"),
      (.pageDown, "low", "low"), (.home, "high", "high"), (.end, "low", "low"),
    ])
  func grabberKeys(_ key: SheetInput.GrabberKey, fromLow: String, fromMid: String) {
    var low = Self.sheet(dismissible: true)
    _ = low.apply(.grabberKey(key), at: 1)
    #expect(low.detent == fromLow)
    #expect(low.isPresented)
    var mid = Self.sheet(at: "mid")
    _ = mid.apply(.grabberKey(key), at: 1)
    #expect(mid.detent == fromMid)
  }

  @Test("a hidden sheet, or one a touch holds, takes no grabber key", arguments: SheetInput.GrabberKey.allCases)
  func grabberKeysIgnored(_ key: SheetInput.GrabberKey) {
    var hidden = Self.sheet(presented: false)
    #expect(hidden.apply(.grabberKey(key), at: 1) == [])
    #expect(hidden.detent == hiddenDetentID)
    var held = Self.sheet(at: "mid", slop: 0)
    _ = held.apply(.touchDown(y: 450), at: 1)
    #expect(held.apply(.grabberKey(key), at: 1.1) == [])
    #expect(held.phase == .dragging)
  }

  // MARK: - Taps

  static func isTapEvent(_ event: SheetEvent) -> Bool {
    if case .tapped = event { true } else { false }
  }

  @Test("a touch that travels the slop, or goes sideways, or catches a moving sheet is no tap")
  func noTap() {
    var drag = Self.sheet()
    _ = drag.apply(.touchDown(x: 195, y: 700), at: 0)
    _ = drag.apply(.touchMove(x: 195, y: 690), at: 0.05)
    #expect(!drag.apply(.touchUp(x: 195, y: 690), at: 0.1).contains(where: Self.isTapEvent))
    var sideways = Self.sheet()
    _ = sideways.apply(.touchDown(x: 100, y: 700), at: 0)
    _ = sideways.apply(.touchMove(x: 112, y: 698), at: 0.05)
    #expect(sideways.apply(.touchUp(x: 100, y: 700), at: 0.1) == [], "the content's, even back where it began")
    var moving = Self.sheet()
    _ = moving.apply(.reduceMotion(false), at: 0)
    _ = moving.apply(.move(to: "mid", animated: true), at: 0)
    _ = moving.apply(.touchDown(x: 195, y: 780), at: 0.1)
    #expect(moving.phase == .dragging, "caught mid-flight at once")
    #expect(!moving.apply(.touchUp(x: 195, y: 780), at: 0.15).contains(where: Self.isTapEvent))
  }

  @Test("a tap without x is reported without x")
  func tapWithoutX() {
    var state = Self.sheet()
    _ = state.apply(.touchDown(y: 650), at: 0)
    #expect(state.apply(.touchUp(y: 652), at: 0.1) == [.tapped(x: nil, y: 650)])
  }

  @Test("a press is a tap when it travels less than the touch slop", arguments: [(9.9, true), (10, false), (0, true)])
  func isTap(_ travel: Double, _ tap: Bool) {
    let configuration = SheetConfiguration(detents: [.medium], touchSlop: 10)
    // A 3-4-5 triangle: the travel is `travel` points.
    #expect(configuration.isTap(fromX: 100, y: 500, toX: 100 + 0.6 * travel, y: 500 - 0.8 * travel) == tap)
    let noSlop = SheetConfiguration(detents: [.medium])
    #expect(noSlop.isTap(fromX: 100, y: 500, toX: 100, y: 500), "with no slop, only no travel is a tap")
    #expect(!noSlop.isTap(fromX: 100, y: 500, toX: 100, y: 500.5))
  }
}
