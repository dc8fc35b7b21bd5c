import Testing

@testable import SwiftUIBottomSheet

/// The tracked scroll view's offset changes reach the driver on the main queue's next turn, once.
@Suite("Deferred report")
struct DeferredReportTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("changes in one turn schedule one report; the next turn's change schedules another")
  func coalesces() {
    var report = SheetDeferredReport()
    let answer1 = report.changed()
    #expect(answer1, "a layout pass clamps the offset: schedule the next turn")
    let answer2 = report.changed()
    #expect(!answer2, "the same pass moves it again: already scheduled")
    let answer3 = report.changed()
    #expect(!answer3)
    let answer4 = report.turnCame()
    #expect(answer4, "the turn: one report for all three")
    let answer5 = report.turnCame()
    #expect(!answer5, "no second report")
    let answer6 = report.changed()
    #expect(answer6, "a later change schedules again")
    let answer7 = report.turnCame()
    #expect(answer7)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a report cancelled before its turn is not delivered")
  func cancel() {
    var report = SheetDeferredReport()
    let answer8 = report.changed()
    #expect(answer8)
    report.cancel()
    #expect(!report.isScheduled)
    let answer9 = report.turnCame()
    #expect(!answer9, "the tracker changed scroll views before the turn")
    let answer10 = report.changed()
    #expect(answer10, "the new scroll view's change schedules its own turn")
  }
}
