import Foundation
import Testing

@testable import BottomSheetCore

/// Faults the fuzzer's relations and invariants found in this core, each pinned by numbers.
@Suite("Fuzz findings")
struct FuzzFindingTests {
  @Test("expand and back while a header detent is awaited returns to the stand-in, not near the top")
  func keyboardRoundTripWhileAwaiting() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.header, SheetDetent(id: "top", .points(1000)), SheetDetent(id: "low", .points(87))],
        initialDetent: "header", keyboardPolicy: .expand),
      container: SheetContainer(height: 1000, scale: 3))
    #expect(state.detent == "low")
    _ = state.apply(.keyboard(height: 400), at: 0)
    _ = Gestures.tick(&state, from: 0, to: 2)
    #expect(state.detent == "top")
    _ = state.apply(.keyboard(height: 0), at: 2)
    _ = Gestures.tick(&state, from: 2, to: 4)
    #expect(state.detent == "low")
    #expect(state.height == 87)
    // The header is still awaited, and the sheet goes there once it is measured.
    _ = state.apply(.headerHeight(60), at: 4)
    _ = Gestures.tick(&state, from: 4, to: 6)
    #expect(state.detent == "header")
    #expect(state.height == 60)
  }

  @Test("a header measured while the keyboard holds the sheet up becomes the detent to return to")
  func awaitedDetentResolvesUnderTheKeyboard() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.header, SheetDetent(id: "top", .points(700)), SheetDetent(id: "mid", .points(400))],
        initialDetent: "header", keyboardPolicy: .expand),
      container: SheetContainer(height: 800, scale: 2))
    _ = state.apply(.keyboard(height: 300), at: 0)
    _ = state.apply(.headerHeight(70), at: 0.5)
    _ = Gestures.tick(&state, from: 0.5, to: 2)
    #expect(state.detent == "top", "the keyboard still holds it up")
    _ = state.apply(.keyboard(height: 0), at: 2)
    _ = Gestures.tick(&state, from: 2, to: 4)
    #expect(state.detent == "header")
    #expect(state.height == 70)
  }

  @Test("a policy change to lift after the return detent left the list rests on a detent")
  func liftAfterTheReturnDetentIsGone() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [.large], keyboardPolicy: .expand),
      container: SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 59), scale: 2))
    _ = state.apply(.keyboard(height: 200), at: 0.5)
    _ = state.apply(.setDetents([SheetDetent(id: "a", .points(500)), SheetDetent(id: "b", .points(700))]), at: 0.6)
    _ = Gestures.tick(&state, from: 0.6, to: 2)
    _ = state.apply(.keyboardPolicy(.lift), at: 2)
    _ = Gestures.tick(&state, from: 2, to: 4)
    #expect(state.phase == .idle)
    #expect(state.height == state.height(ofDetent: state.detent))
    #expect(state.height == 785, "b lifted by 200, at most the maximum height 785")
  }

  @Test("a dismissal ends at the same moment at any frame rate")
  func dismissalEndsIndependentlyOfFrames() {
    // A slow, overdamped spring: the sheet is 0.1 pt up when dismissed and still rising.
    func heightAt(_ query: Double, rate: Double) -> (Double, SheetPhase) {
      var state = SheetState(
        configuration: SheetConfiguration(detents: [.height(80)], spring: SheetSpring(duration: 1.118, bounce: -0.9)),
        container: SheetContainer(height: 844, scale: 1.25), presented: false)
      _ = state.apply(.present, at: 1.468)
      _ = state.apply(.dismiss, at: 1.478)
      var t = 1.478
      while t < query {
        t = min(query, t + 1 / rate)
        _ = state.tick(at: t)
      }
      return (state.height, state.phase)
    }
    for query in [1.5, 2.5, 4.5] {
      let slow = heightAt(query, rate: 30)
      let fast = heightAt(query, rate: 240)
      #expect(slow.0 == fast.0 && slow.1 == fast.1, "at \(query): \(slow) at 30 Hz, \(fast) at 240 Hz")
    }
    #expect(heightAt(1.5, rate: 240) == (0, .idle), "it was at the bottom edge when dismissed")
  }

  @Test("the first time a spring reaches a level, on a clock that counts from 2001")
  func firstTimeOnALargeClock() throws {
    let spring = SheetSpring(duration: 0.45, bounce: 0)
    let near = SpringMotion(spring: spring, from: 300, velocity: 0, to: 0, at: 0)
    let far = SpringMotion(spring: spring, from: 300, velocity: 0, to: 0, at: 8.2e8)
    let elapsed = try #require(near.firstTime(atOrBelow: 0.5))
    // Critically damped: (x₀ + ωx₀t)e^(−ωt) = 0.5 with ω = 2π/0.45, solved by bisection here.
    var low = 0.0
    var high = 2.0
    for _ in 0..<60 {
      let t: Double = (low + high) / 2
      let omega: Double = 2 * Double.pi / 0.45
      let position: Double = (300 + omega * 300 * t) * Foundation.exp(-omega * t)
      if position <= 0.5 { high = t } else { low = t }
    }
    #expect(abs(elapsed - high) < 1e-9)
    #expect(abs(try #require(far.firstTime(atOrBelow: 0.5)) - 8.2e8 - high) < 1e-6)
    #expect(SpringMotion(spring: spring, from: 300, velocity: 0, to: 200, at: 0).firstTime(atOrBelow: 100) == nil)
  }

  @Test("a clamping band: a re-layout that lowers the highest detent under the sheet does not make it jump")
  func clampingBandRelayoutIsContinuous() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.fitted, SheetDetent(id: "low", .fraction(0.711))], initialDetent: "fitted",
        rubberBand: RubberBand(constant: 0)),
      container: SheetContainer(height: 667), headerHeight: 86.367, contentHeight: 1484.972)
    #expect(state.height == 600)
    #expect(state.apply(.contentHeight(404.985), at: 0.773) == [.willSettle(target: "fitted", velocity: 0)])
    _ = state.tick(at: 0.773 + 1.0 / 120)
    #expect(state.height > 595, "moved \(600 - state.height) pt in one frame")
    _ = Gestures.tick(&state, from: 0.78, to: 3)
    #expect(state.height == 492)
  }

  @Test("catching a sheet again and again above its top never walks it up")
  func repeatedCatchesStayBounded() {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.height(1096)], spring: SheetSpring(duration: 2, bounce: -0.898), rubberBand: RubberBand(constant: 1)),
      container: SheetContainer(height: 320, safeArea: SafeAreaInsets(top: 47), scale: 2))
    var t = 0.0
    for _ in 0..<8 {
      _ = state.apply(.touchDown(y: 100), at: t)
      _ = state.apply(.touchMove(y: -200), at: t + 0.1)
      _ = state.apply(.touchUp(y: -200), at: t + 0.15)
      t += 0.3
      _ = state.tick(at: t)
      #expect(state.height <= 273 + 320, "\(state.height)")
    }
  }

  @Test("a window that shrinks far under a held sheet keeps it within the rubber band's reach")
  func shrinkUnderAHeldSheet() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [.large], rubberBand: RubberBand(constant: 1)),
      container: SheetContainer(height: 1156.606, safeArea: SafeAreaInsets(top: 20, bottom: 34), scale: 2))
    for step in 1...8 {
      _ = state.apply(.scrollGesture(delta: 31.790664), at: 4.81 + Double(step) * 0.012)
    }
    #expect(state.topEdge < 20, "pulled above its highest detent")
    _ = state.apply(
      .resize(SheetContainer(height: 161.208, safeArea: SafeAreaInsets(top: 20, bottom: 34), scale: 2)), at: 8)
    let highest = state.detents.last?.height ?? 0
    #expect(state.height <= highest + 161.208, "\(state.height) past \(highest)")
    #expect(state.phase == .dragging)
    _ = state.apply(.scrollGestureEnd, at: 8.1)
    _ = Gestures.tick(&state, from: 8.1, to: 11)
    #expect(state.height == highest)
  }
}
