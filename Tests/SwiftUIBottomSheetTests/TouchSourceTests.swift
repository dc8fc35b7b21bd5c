import Testing

@testable import SwiftUIBottomSheet

/// The core's touch comes from the pan recognizer configured last, and stays with the one it
/// began on.
@Suite("Touch source")
struct TouchSourceTests {
  /// Stands for a recognizer.
  final class Recognizer {}

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an earlier recognizer still attached feeds nothing; the current one feeds the touch")
  func earlierRecognizerDropped() {
    let recognizers = (old: Recognizer(), new: Recognizer())
    let old = ObjectIdentifier(recognizers.old)
    let new = ObjectIdentifier(recognizers.new)
    var source = SheetTouchSource()
    let oldBegan = source.forwards(.began, from: old, current: new)
    #expect(!oldBegan, "SwiftUI kept the old recognizer attached: its touch-down is dropped")
    let newBegan = source.forwards(.began, from: new, current: new)
    #expect(newBegan)
    #expect(source.owner == new)
    let oldMoved = source.forwards(.moved, from: old, current: new)
    #expect(!oldMoved)
    let newMoved = source.forwards(.moved, from: new, current: new)
    #expect(newMoved)
    let oldReset = source.resets(from: old)
    #expect(!oldReset, "the old recognizer's reset does not cancel the touch")
    let newEnded = source.forwards(.ended, from: new, current: new)
    #expect(newEnded)
    #expect(source.owner == nil)
    let newReset = source.resets(from: new)
    #expect(!newReset, "a reset after the end closes nothing")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a recognizer configured mid-gesture leaves the touch with the one it began on")
  func reconfiguredMidGesture() {
    let recognizers = (first: Recognizer(), second: Recognizer())
    let first = ObjectIdentifier(recognizers.first)
    let second = ObjectIdentifier(recognizers.second)
    var source = SheetTouchSource()
    let began = source.forwards(.began, from: first, current: first)
    #expect(began)
    let moved = source.forwards(.moved, from: first, current: second)
    #expect(moved, "SwiftUI made a new recognizer: the open touch still comes from the first")
    let reset = source.resets(from: first)
    #expect(reset, "the first fails: its reset closes the core's touch")
    #expect(source.owner == nil)
    let cancelled = source.forwards(.cancelled, from: first, current: second)
    #expect(!cancelled, "nothing open")
    let nextBegan = source.forwards(.began, from: first, current: second)
    #expect(!nextBegan, "the next touch comes from the current recognizer only")
    let secondBegan = source.forwards(.began, from: second, current: second)
    #expect(secondBegan)
  }
}
