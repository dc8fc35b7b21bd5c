import Testing

@testable import BottomSheetCore

@Suite("Velocity estimation")
struct VelocityEstimatorTests {
  @Test func constantVelocityIsExact() {
    var estimator = VelocityEstimator()
    for i in 0...6 { estimator.add(TouchSample(time: Double(i) * 0.01, y: 700 - 15 * Double(i))) }
    #expect(abs(estimator.velocity - -1500) < 1e-6)
  }

  @Test func releaseSampleAtTheSameTimeAndPlaceChangesNothing() {
    var estimator = VelocityEstimator()
    for i in 0...6 { estimator.add(TouchSample(time: Double(i) * 0.01, y: 700 - 15 * Double(i))) }
    estimator.add(TouchSample(time: 0.06, y: 610))
    #expect(abs(estimator.velocity - -1500) < 1e-6)
  }

  @Test func holdingStillBeforeReleaseGivesZero() {
    var estimator = VelocityEstimator()
    for i in 0...10 { estimator.add(TouchSample(time: Double(i) * 0.01, y: 700 - 15 * Double(i))) }
    // No motion events while the finger rests; the release 150 ms later is the only recent sample.
    estimator.add(TouchSample(time: 0.25, y: 550))
    #expect(estimator.velocity == 0)
  }

  /// 100 pt in 50 ms (2,000 pt/s), then no sample until a lift at the same place: from 40 ms on
  /// the touch has stopped (flutter #97761), below that the fling stays.
  @Test(arguments: [(0.04, 0.0), (0.06, 0.0), (0.08, 0.0), (0.099, 0.0), (0.03, -1), (0.0, -1)])
  func aFingerThatStoppedReleasesWithoutVelocity(pause: Double, expected: Double) {
    var estimator = VelocityEstimator()
    for i in 0...5 { estimator.add(TouchSample(time: Double(i) * 0.01, y: 450 - 20 * Double(i))) }
    estimator.add(TouchSample(time: 0.05 + pause, y: 350))
    if expected == 0 {
      #expect(estimator.velocity == 0, "pause \(pause) s")
    } else {
      // Still a fling upward: the least-squares slope over the moving samples and the release.
      #expect(estimator.velocity < -900, "pause \(pause) s: \(estimator.velocity)")
    }
  }

  /// A device that keeps sending samples at the same place while the finger rests: no movement
  /// for 50 ms is a stop too; 20 ms is not.
  @Test func repeatedSamplesAtOnePlaceCountAsNoMovement() {
    var stopped = VelocityEstimator()
    for i in 0...5 { stopped.add(TouchSample(time: Double(i) * 0.008, y: 500 - 16 * Double(i))) }
    for i in 1...6 { stopped.add(TouchSample(time: 0.04 + Double(i) * 0.008, y: 420)) }  // 48 ms still
    #expect(stopped.velocity == 0)

    var resting = VelocityEstimator()
    for i in 0...5 { resting.add(TouchSample(time: Double(i) * 0.008, y: 500 - 16 * Double(i))) }
    for i in 1...2 { resting.add(TouchSample(time: 0.04 + Double(i) * 0.008, y: 420)) }  // 16 ms still
    #expect(resting.velocity < -500)
  }

  /// A gap in the samples during which the finger moved is not a stop: the lift is somewhere else.
  @Test func aGapWithMovementKeepsTheFling() {
    var estimator = VelocityEstimator()
    for i in 0...5 { estimator.add(TouchSample(time: Double(i) * 0.01, y: 450 - 20 * Double(i))) }
    estimator.add(TouchSample(time: 0.11, y: 230))
    #expect(estimator.velocity < -1500)
  }

  @Test func onlyTheWindowCounts() {
    var estimator = VelocityEstimator(window: 0.1)
    // Slow for 200 ms, then fast for the last 100 ms.
    for i in 0...20 { estimator.add(TouchSample(time: Double(i) * 0.01, y: 800 - Double(i))) }
    for i in 1...10 { estimator.add(TouchSample(time: 0.2 + Double(i) * 0.01, y: 780 - 20 * Double(i))) }
    #expect(abs(estimator.velocity - -2000) < 1)
  }

  @Test func keepsTheLastSixteenSamples() {
    var estimator = VelocityEstimator(window: 10)
    for i in 0..<40 { estimator.add(TouchSample(time: Double(i) * 0.01, y: Double(i) * 3)) }
    #expect(estimator.sampleCount == 16)
    #expect(abs(estimator.velocity - 300) < 1e-6)
  }

  @Test func badSamplesNeverGiveNaN() {
    var estimator = VelocityEstimator()
    estimator.add(TouchSample(time: 0.1, y: 10))
    estimator.add(TouchSample(time: .nan, y: 20))
    estimator.add(TouchSample(time: 0.05, y: 30))  // earlier than the last: moved to 0.1
    #expect(estimator.velocity == 0)
    #expect(estimator.sampleCount == 2)
    var single = VelocityEstimator()
    single.add(TouchSample(time: 1, y: 1))
    #expect(single.velocity == 0)
    #expect(VelocityEstimator(window: -1).window == 0.1)
  }
}
