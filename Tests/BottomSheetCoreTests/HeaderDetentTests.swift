import Testing

@testable import BottomSheetCore

/// The header detent (a search sheet's lowest: only the grabber and the search field show) and
/// the scroll momentum flag that tells a toolkit to keep ticking.
@Suite("Header detent and scroll momentum")
struct HeaderDetentTests {
  static let container = SheetContainer(height: 800, scale: 2)

  static func searchSheet(header: Double = 73.2, content: Double = 5000) -> SheetState {
    SheetState(
      configuration: SheetConfiguration(
        detents: [.header, SheetDetent(id: "mid", .fraction(0.5)), SheetDetent(id: "top", .points(700))],
        initialDetent: "header"),
      container: container, headerHeight: header, contentHeight: content)
  }

  @Test func resolvesToTheHeaderRoundedUpToAWholePoint() {
    let state = Self.searchSheet()
    #expect(state.detents.map(\.id) == ["header", "mid", "top"])
    #expect(state.height == 74)
    #expect(state.initialDiagnostics.isEmpty)
  }

  @Test func contextCarriesTheHeaderAlone() {
    let result = DetentResolution.resolve([.header], in: Self.container, contentHeight: 500, headerHeight: 60)
    #expect(result.detents == [ResolvedDetent(id: "header", height: 60)])
    #expect(HeaderDetent.height(in: DetentContext(containerHeight: 800, maximumHeight: 800)) == nil)
    #expect(HeaderDetent.height(in: DetentContext(containerHeight: 800, maximumHeight: 800, headerHeight: .nan)) == nil)
  }

  @Test func unknownHeaderLeavesTheDetentOutWithADiagnostic() {
    let state = Self.searchSheet(header: 0)
    #expect(state.detents.map(\.id) == ["mid", "top"])
    #expect(state.initialDiagnostics.contains { $0.contains("'header'") })
  }

  @Test func headerChangeMovesARestingSheetOnTheSpring() {
    var state = Self.searchSheet(header: 60)
    #expect(state.height == 60)
    let events = state.apply(.headerHeight(90), at: 0)
    #expect(events == [.willSettle(target: "header", velocity: 0)])
    var settled: [SheetEvent] = []
    var t = 0.0
    while t < 2 {
      t += 1.0 / 120
      settled += state.tick(at: t)
    }
    #expect(settled == [.settled(detent: "header", height: 90)])
  }

  @Test func decelerationLastsFromAListFlickUntilTheOffsetRests() {
    // At the highest detent a fast upward flick on the list scrolls it on after the release.
    var state = Self.searchSheet()
    _ = state.apply(.move(to: "top", animated: false), at: 0)
    #expect(!state.isDecelerating)
    _ = state.apply(.touchDown(y: 500), at: 1)
    for step in 1...5 {
      _ = state.apply(.touchMove(y: 500 - Double(step) * 20), at: 1 + Double(step) * 0.01)
    }
    _ = state.apply(.touchUp(y: 400), at: 1.06)
    #expect(state.isDecelerating)
    let released = state.scrollOffset
    _ = state.tick(at: 1.2)
    #expect(state.scrollOffset > released)
    _ = state.tick(at: 6)
    #expect(!state.isDecelerating)
    #expect(state.height == 700)
  }

  @Test func aTouchOrAnAppScrollStopsTheMomentum() {
    var state = Self.searchSheet()
    _ = state.apply(.move(to: "top", animated: false), at: 0)
    _ = state.apply(.touchDown(y: 500), at: 1)
    _ = state.apply(.touchMove(y: 450), at: 1.02)
    _ = state.apply(.touchUp(y: 400), at: 1.04)
    #expect(state.isDecelerating)
    _ = state.apply(.scroll(to: 10), at: 1.1)
    #expect(!state.isDecelerating)
    #expect(state.scrollOffset == 10)
  }
}
