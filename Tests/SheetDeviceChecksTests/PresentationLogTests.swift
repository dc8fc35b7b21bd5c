#if os(iOS) || os(Linux)
  import Testing

  @testable import SheetDeviceChecks

  /// The presentation log, one input at a time: what check screens 4, 5 and 22 show.
  @Suite struct PresentationLogTests {
    @available(iOS 17, *)
    @Test func givenUpPresentationReturnsToFalseAfterItsDuration() {
      var log = PresentationLog()
      log.recordWrite(true, at: 10.0)
      #expect(log.value)
      #expect(log.presentations.count == 1)
      #expect(log.presentations[0].duration == nil)
      #expect(log.lines.contains("#1: still true; onDismiss ×0"))
      log.record(false, at: 11.05)
      #expect(!log.value)
      #expect(log.presentations[0].duration.map { abs($0 - 1.05) < 1e-9 } == true)
      log.recordDismissCall(at: 11.15)
      #expect(log.presentationsWithoutOneDismissCall.isEmpty)
      #expect(log.lines.contains("#1: returned to false after 1.05 s; onDismiss ×1, 0.10 s after it"))
    }

    @available(iOS 17, *)
    @Test func onDismissCountsPerPresentation() {
      var log = PresentationLog()
      log.record(true, at: 0)
      log.record(false, at: 1)
      log.recordDismissCall(at: 1.2)
      log.recordDismissCall(at: 1.3)
      log.record(true, at: 2)
      log.record(false, at: 3)
      #expect(log.presentations.map(\.dismissCalls.count) == [2, 0])
      #expect(log.presentationsWithoutOneDismissCall == [1], "#2 waits for its onDismiss")
      #expect(log.lines.suffix(2) == ["waiting for onDismiss of #2", "onDismiss not exactly once in: #1"])
    }

    @available(iOS 17, *)
    @Test func anOnDismissThatNeverCameIsWrongOnceTheNextPresentationStarts() {
      var log = PresentationLog()
      log.record(true, at: 0)
      log.record(false, at: 1)
      #expect(log.isDismissCallPending)
      #expect(log.presentationsWithoutOneDismissCall.isEmpty)
      log.record(true, at: 2)
      #expect(!log.isDismissCallPending)
      #expect(log.presentationsWithoutOneDismissCall == [1])
      #expect(log.lines.last == "onDismiss not exactly once in: #1")
    }

    @available(iOS 17, *)
    @Test func stillPresentedWithoutOnDismissIsNotAFailure() {
      var log = PresentationLog()
      log.record(true, at: 0)  // a cold launch: `onChange(initial: true)` reports the initial `true`
      #expect(log.presentationsWithoutOneDismissCall.isEmpty)
      log.recordDismissCall(at: 0.5)  // onDismiss while the binding still says presented
      #expect(log.presentationsWithoutOneDismissCall == [1])
    }

    @available(iOS 17, *)
    @Test func repeatedValuesAreNotPresentations() {
      var log = PresentationLog()
      log.record(false, at: 0)
      log.recordWrite(true, at: 1)
      log.record(true, at: 1.01)  // onChange reporting the write the button made
      #expect(log.presentations.count == 1)
      #expect(log.writes == 1)
    }

    @available(iOS 17, *)
    @Test func twentyTogglesWithinOneFrameEndWhereTheyStarted() {
      var log = PresentationLog()
      var value = false
      for _ in 0..<SystemSheetCheck.burstToggles {
        value.toggle()
        log.recordWrite(value, at: 5)
      }
      #expect(log.writes == 20)
      #expect(!log.value)
      #expect(log.presentations.count == 10)
      #expect(log.presentations.allSatisfy { $0.duration == 0 })
    }

    @available(iOS 17, *)
    @Test func onDismissBeforeAnyPresentationIsCountedApart() {
      var log = PresentationLog()
      log.recordDismissCall(at: 0)
      #expect(log.unmatchedDismissCalls == 1)
      #expect(log.lines.last == "onDismiss with no presentation: ×1")
    }

    @available(iOS 17, *)
    @Test(arguments: [
      (0.0, "0.00 s"), (1.05, "1.05 s"), (0.999, "1.00 s"), (12.3, "12.30 s"), (-0.05, "-0.05 s"),
    ])
    func secondsHaveTwoDecimals(value: Double, shown: String) {
      #expect(PresentationLog.seconds(value) == shown)
    }
  }
#endif
