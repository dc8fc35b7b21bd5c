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
