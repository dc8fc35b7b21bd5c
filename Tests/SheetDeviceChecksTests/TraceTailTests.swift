#if os(iOS) || os(Linux)
  import Testing

  @testable import SheetDeviceChecks

  /// The trace's tail a check screen shows.
  @Suite struct TraceTailTests {
    @available(iOS 17, *)
    @Test func keepsTheNewestLinesAndCountsAll() {
      var tail = TraceTail(capacity: 3)
      for number in 1...5 { tail.append("line \(number)") }
      #expect(tail.lines == ["line 3", "line 4", "line 5"])
      #expect(tail.total == 5)
      #expect(tail.readout(last: 2) == ["trace lines: 5", "line 4", "line 5"])
      #expect(tail.readout(last: 10) == ["trace lines: 5", "line 3", "line 4", "line 5"])
    }

    @available(iOS 17, *)
    @Test func aCapacityBelowOneKeepsOne() {
      var tail = TraceTail(capacity: 0)
      tail.append("a")
      tail.append("b")
      #expect(tail.lines == ["b"])
      #expect(tail.readout(last: -1) == ["trace lines: 2"])
    }
  }
#endif
