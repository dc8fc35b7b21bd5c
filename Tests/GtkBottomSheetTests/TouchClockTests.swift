import GtkBottomSheet
import Testing

@Suite("Event time to core time")
struct TouchClockTests {
  @Test func touchDownIsAtTheMonotonicTimeOfItsHandling() {
    let clock = TouchClock(downEventTime: 5_000, monotonicMicroseconds: 12_345_678_000)
    #expect(clock.downTime == 12_345.678)
    #expect(clock.time(ofEvent: 5_000, fallback: -1) == 12_345.678)
  }

  @Test func laterEventsAreSpacedExactlyAsTheirTimestamps() {
    let clock = TouchClock(downEventTime: 5_000, monotonicMicroseconds: 100_000_000)
    #expect(clock.time(ofEvent: 5_016, fallback: -1) == 100.016)
    #expect(clock.time(ofEvent: 5_250, fallback: -1) == 100.25)
  }

  @Test func anEventStampedBeforeTheTouchDownComesOutBeforeIt() {
    let clock = TouchClock(downEventTime: 5_000, monotonicMicroseconds: 100_000_000)
    #expect(clock.time(ofEvent: 4_990, fallback: -1) == 99.99)
  }

  @Test func theEventClockWrappingAroundKeepsTheSpacing() {
    let clock = TouchClock(downEventTime: UInt32.max - 9, monotonicMicroseconds: 100_000_000)
    #expect(clock.time(ofEvent: 20, fallback: -1) == 100.03)
  }

  @Test func aMissingTimestampUsesTheFallback() {
    let clock = TouchClock(downEventTime: 5_000, monotonicMicroseconds: 100_000_000)
    #expect(clock.time(ofEvent: 0, fallback: 101.5) == 101.5)
    let unstamped = TouchClock(downEventTime: 0, monotonicMicroseconds: 100_000_000)
    #expect(unstamped.time(ofEvent: 5_016, fallback: 101.5) == 101.5)
  }
}

@Suite("Frame clock time to core time")
struct FrameClockTimeTests {
  @Test func microsecondsBecomeSeconds() {
    #expect(FrameClockTime.seconds(microseconds: 0) == 0)
    #expect(FrameClockTime.seconds(microseconds: 16_667) == 0.016667)
    #expect(FrameClockTime.seconds(microseconds: 3_600_000_000) == 3_600)
  }
}
