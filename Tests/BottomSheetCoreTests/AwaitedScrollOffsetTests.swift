import SheetTestSupport
import Testing

@testable import BottomSheetCore

/// A restored scroll offset waits for the content to measure itself, applied each time its height
/// changes (brought into the range of what is measured) until the user moves the sheet or the
/// content: the rule GTK and SwiftUI share.
@Suite("Awaited scroll offset")
struct AwaitedScrollOffsetTests {
  /// Detents at 200, 400 and 600 points: the content's viewport at the highest is 600 points.
  static let detents = TestSheet.points(["low": 200, "mid": 400, "high": 600])
  static let configuration = SheetConfiguration(detents: detents, initialDetent: "low")
  static let container = SheetContainer(height: 844)

  static func restored(_ snapshot: SheetSnapshot, contentHeight: Double = 0) -> SheetState {
    SheetState(
      configuration: configuration, container: container, restoring: snapshot, contentHeight: contentHeight)
  }

  @Test("restored before the list is measured, 900 is awaited while 0 is shown; tall enough, nothing waits")
  func awaitsOnlyWhatTheContentCannotShow() throws {
    let saved = SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 900)
    let early = Self.restored(saved)
    #expect(early.scrollOffset == 0)
    let awaited = try #require(SheetAwaitedScrollOffset(restoring: saved, into: early))
    #expect(awaited.offset == 900)
    let measured = Self.restored(saved, contentHeight: 3000)
    #expect(measured.scrollOffset == 900)
    #expect(SheetAwaitedScrollOffset(restoring: saved, into: measured) == nil)
    let notANumber = SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: .nan)
    #expect(SheetAwaitedScrollOffset(restoring: notANumber, into: Self.restored(notANumber)) == nil)
  }

  @Test("as the list measures 1000, then 1300, then 3000 points, the offset goes 400, 700, 900")
  func followsTheMeasuredHeight() throws {
    let saved = SheetSnapshot(detent: "mid", isPresented: true, scrollOffset: 900)
    var state = Self.restored(saved)
    let awaited = try #require(SheetAwaitedScrollOffset(restoring: saved, into: state))
    var shown: [Double] = []
    for (step, height) in [1000.0, 1300, 3000].enumerated() {
      let time = 0.1 * Double(step + 1)
      _ = state.apply(.contentHeight(height), at: time)
      if let input = awaited.input(afterContentHeightChangeIn: state) { _ = state.apply(input, at: time) }
      shown.append(state.scrollOffset)
    }
    #expect(shown == [400, 700, 900])
    // At the saved offset, a further change asks for nothing.
    _ = state.apply(.contentHeight(3200), at: 0.5)
    #expect(awaited.input(afterContentHeightChangeIn: state) == nil)
  }

  @Test("an offset beyond the new content is the content's end: 900 saved, 700 measured, 100 shown")
  func clampsToTheNewContent() throws {
    let saved = SheetSnapshot(detent: "high", isPresented: true, scrollOffset: 900)
    var state = Self.restored(saved)
    let awaited = try #require(SheetAwaitedScrollOffset(restoring: saved, into: state))
    _ = state.apply(.contentHeight(700), at: 0.1)
    let input = try #require(awaited.input(afterContentHeightChangeIn: state))
    #expect(input == .scroll(to: 900))
    _ = state.apply(input, at: 0.1)
    #expect(state.scrollOffset == 100)
    // Shown as far as it goes: nothing more to apply until the content grows.
    #expect(awaited.input(afterContentHeightChangeIn: state) == nil)
    // Saved again now, the snapshot keeps the user's 900, not the 100 shown so far.
    #expect(awaited.snapshot(of: state) == SheetSnapshot(detent: "high", isPresented: true, scrollOffset: 900))
  }

  @Test("a snapshot whose detent is gone falls back to the lowest, and its offset still waits")
  func detentGone() throws {
    let saved = SheetSnapshot(detent: "huge", isPresented: true, scrollOffset: 250)
    var state = Self.restored(saved)
    #expect(state.detent == "low")
    #expect(state.height == 200)
    #expect(state.initialDiagnostics.count == 1)
    let awaited = try #require(SheetAwaitedScrollOffset(restoring: saved, into: state))
    _ = state.apply(.contentHeight(2000), at: 0.1)
    _ = state.apply(try #require(awaited.input(afterContentHeightChangeIn: state)), at: 0.1)
    #expect(state.scrollOffset == 250)
  }

  @Test("restored hidden, it rises to the saved detent; measured mid-rise, the offset waits for rest")
  func waitsForRest() throws {
    let saved = SheetSnapshot(detent: "mid", isPresented: false, scrollOffset: 300)
    var state = Self.restored(saved)
    let awaited = try #require(SheetAwaitedScrollOffset(restoring: saved, into: state))
    _ = state.apply(.present, at: 0.1)
    #expect(state.phase == .settling)
    #expect(state.detent == "mid")
    _ = state.apply(.contentHeight(2000), at: 0.15)
    #expect(awaited.input(afterContentHeightChangeIn: state) == nil)
    _ = state.tick(at: 2)
    #expect(state.phase == .idle)
    #expect(awaited.input(afterContentHeightChangeIn: state) == .scroll(to: 300))
  }

  @Test(
    "the user's moves end the wait; measurements, the keyboard, a presentation and its own scrolls keep it",
    arguments: [
      (SheetInput.touchDown(x: 10, y: 700), false), (.move(to: "high", animated: true), false), (.dismiss, false),
      (.grabberTap, false), (.contentHeight(900), true), (.headerHeight(40), true), (.present, true),
      (.scroll(to: 900), true), (.resize(SheetContainer(height: 390)), true),
    ])
  func givesWayToTheUser(input: SheetInput, kept: Bool) {
    #expect(SheetAwaitedScrollOffset.isKept(after: input) == kept)
  }

  @Test("while it waits, the scroll view's own offsets are noise: the core's is shown")
  func reportsAreAnchoring() {
    let state = Self.restored(SheetSnapshot(detent: "low", isPresented: true, scrollOffset: 300))
    let awaited = SheetAwaitedScrollOffset(offset: 300)
    #expect(awaited.verdict(on: 0.5, in: state) == .agrees)
    #expect(awaited.verdict(on: 42, in: state) == .strayed(coreOffset: 0))
  }
}
