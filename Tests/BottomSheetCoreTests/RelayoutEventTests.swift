import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// Every re-layout that moves a resting sheet reports one `willSettle` and one `settled`: at once
/// for a container change, after the spring for a content, header or keyboard change.
@Suite("Re-layout events")
struct RelayoutEventTests {
  static func sheet(_ detents: [SheetDetent], initial: String, container: SheetContainer) -> SheetState {
    TestSheet.make(detents, at: initial, in: container)
  }

  struct Change: Sendable, CustomStringConvertible {
    var description: String
    var detent: SheetDetent
    var before: SheetContainer
    var after: SheetContainer
    var height: Double
  }

  static let changes: [Change] = [
    Change(
      description: "rotation", detent: SheetDetent(id: "lo", .fraction(0.25)),
      before: SheetContainer(height: 844, width: 390, scale: 3),
      after: SheetContainer(height: 390, width: 844, scale: 3), height: 293.0 / 3),
    Change(
      description: "safe area", detent: .large, before: SheetContainer(height: 844, scale: 3),
      after: SheetContainer(height: 844, safeArea: SafeAreaInsets(top: 47), scale: 3), height: 797),
    Change(
      description: "scale", detent: SheetDetent(id: "third", .fraction(1.0 / 3)),
      before: SheetContainer(height: 800, scale: 1), after: SheetContainer(height: 800, scale: 3), height: 800.0 / 3),
    Change(
      description: "window resize", detent: SheetDetent(id: "p", .points(600)),
      before: SheetContainer(height: 800, scale: 2), after: SheetContainer(height: 500, scale: 2), height: 500),
  ]

  @Test("a container change that moves a resting sheet settles it at once", arguments: changes)
  func containerChange(_ change: Change) {
    var state = Self.sheet([change.detent, .height(50)], initial: change.detent.id, container: change.before)
    let events = state.apply(.resize(change.after), at: 0.5).filter { if case .diagnostic = $0 { false } else { true } }
    #expect(
      events == [
        .willSettle(target: change.detent.id, velocity: 0), .settled(detent: change.detent.id, height: change.height),
      ])
    #expect(state.phase == .idle)
    #expect(state.height == change.height)
  }

  @Test("a container change that leaves the sheet where it was reports nothing")
  func containerChangeWithoutMotion() {
    var state = Self.sheet([.height(300)], initial: "height(300.0)", container: SheetContainer(height: 800))
    #expect(state.apply(.resize(SheetContainer(height: 700)), at: 0.5) == [])
    var hidden = SheetState(
      configuration: SheetConfiguration(detents: [.medium]), container: SheetContainer(height: 800), presented: false)
    #expect(hidden.apply(.resize(SheetContainer(height: 400)), at: 0.5) == [])
  }

  @Test("a container change during a settle ends it with one settled at the new height")
  func containerChangeMidSettle() {
    var state = Self.sheet([.medium, .height(100)], initial: "height(100.0)", container: SheetContainer(height: 800))
    #expect(Gestures.targets(state.apply(.move(to: "medium", animated: true), at: 0)) == ["medium"])
    _ = Gestures.tick(&state, from: 0, to: 0.1)
    #expect(state.apply(.resize(SheetContainer(height: 600)), at: 0.1) == [.settled(detent: "medium", height: 300)])
    #expect(Gestures.tick(&state, from: 0.1, to: 2).isEmpty)
  }

  @Test("a content change that moves a fitted sheet reports once, when it arrives")
  func contentChange() {
    var state = SheetState(
      configuration: SheetConfiguration(detents: [.fitted]), container: SheetContainer(height: 800, scale: 2),
      contentHeight: 300)
    #expect(state.apply(.contentHeight(450.2), at: 0) == [.willSettle(target: "fitted", velocity: 0)])
    #expect(Gestures.settled(Gestures.tick(&state, from: 0, to: 2)) == ["fitted@451.0"])
  }
}
