import Testing

@testable import BottomSheetCore

/// One release situation and the detent it must pick: the table of target cases.
struct SnappingCase: Sendable, CustomTestStringConvertible {
  var situation: String
  var mode: SnappingMode
  var height: Double
  var velocity: Double  // height axis, upward positive
  var expected: Int
  var testDescription: String { situation }
}

@Suite("Release target")
struct SnappingTests {
  static let heights: [Double] = [160, 480, 800]

  static let cases: [SnappingCase] = [
    // Projected: the detent nearest the projected rest point.
    .init(situation: "slow release near the lowest stays", mode: .projected, height: 250, velocity: 0, expected: 0),
    .init(situation: "slow release past halfway goes up", mode: .projected, height: 330, velocity: 0, expected: 1),
    .init(
      situation: "flick up of 1500 pt/s skips to the top", mode: .projected, height: 250, velocity: 1500, expected: 2),
    .init(
      situation: "gentle flick up of 400 pt/s reaches the middle", mode: .projected, height: 250, velocity: 400,
      expected: 1),
    .init(situation: "short weak flick up falls back", mode: .projected, height: 180, velocity: 200, expected: 0),
    .init(
      situation: "flick down from the top to the bottom", mode: .projected, height: 760, velocity: -1500, expected: 0),
    .init(
      situation: "past the top in the rubber band comes back", mode: .projected, height: 850, velocity: 0, expected: 2),
    .init(
      situation: "below the lowest flicked down stays lowest", mode: .projected, height: 100, velocity: -3000,
      expected: 0),
    // Sequential: one detent per release.
    .init(
      situation: "sequential flick up between low and mid stops at mid", mode: .sequential, height: 250, velocity: 1500,
      expected: 1),
    .init(
      situation: "sequential slow release picks the nearer neighbour", mode: .sequential, height: 250, velocity: 0,
      expected: 0),
    .init(
      situation: "sequential flick up from a detent moves one", mode: .sequential, height: 480, velocity: 3000,
      expected: 2),
    .init(
      situation: "sequential flick down from the top moves one", mode: .sequential, height: 800, velocity: -3000,
      expected: 1),
    .init(situation: "sequential above the top stays top", mode: .sequential, height: 900, velocity: 5000, expected: 2),
    // Sequential past an end: a release in the rubber band counts as one at the end detent, so a
    // fling back toward the detents still moves one (FloatingPanel's release-target table).
    .init(
      situation: "sequential 5.5 pt past the top, flung down, moves one", mode: .sequential, height: 805.5,
      velocity: -1000, expected: 1),
    .init(
      situation: "sequential 60 pt past the top, slow, comes back to the top", mode: .sequential, height: 860,
      velocity: -100, expected: 2),
    .init(
      situation: "sequential 40 pt below the lowest, flung up, moves one", mode: .sequential, height: 120,
      velocity: 1200, expected: 1),
    .init(
      situation: "sequential 40 pt below the lowest, flung up hard, still one", mode: .sequential, height: 120,
      velocity: 8000, expected: 1),
  ]

  @Test(arguments: cases)
  func target(_ row: SnappingCase) {
    let rule = SnappingRule(mode: row.mode)
    let index = rule.targetIndex(
      forRelease: row.height, velocity: row.velocity, among: Self.heights, tolerance: 1.0 / 6)
    #expect(index == row.expected, "\(row.situation): got \(index)")
  }

  /// Past an end, the outcome depends on the projection, not on whether the release lies within
  /// the half-pixel "at a detent" tolerance: released from the top detent up to 30 pt above it,
  /// the same fling picks the same detent as a release exactly at the top, until the extra height
  /// moves the projected rest point past the midpoint between the two.
  @Test func sequentialPastAnEndDoesNotFlipAtTheTolerance() {
    let rule = SnappingRule(mode: .sequential)
    let atTop = rule.targetIndex(forRelease: 800, velocity: -1000, among: Self.heights, tolerance: 1.0 / 6)
    #expect(atTop == 1)
    for overshoot in stride(from: 0.05, through: 30, by: 0.05) {
      let index = rule.targetIndex(
        forRelease: 800 + overshoot, velocity: -1000, among: Self.heights, tolerance: 1.0 / 6)
      #expect(index == atTop, "released \(overshoot) pt above the top: \(index)")
    }
    // The projection of 1,000 pt/s down is 499 pt: released 340 pt above the top, the rest point
    // 1,140 − 499 = 641 is past the midpoint between mid and top (640), and the top wins.
    #expect(rule.targetIndex(forRelease: 1140, velocity: -1000, among: Self.heights, tolerance: 1.0 / 6) == 2)
  }

  @Test func hiddenIsACandidateWhenListed() {
    let rule = SnappingRule()
    #expect(rule.targetIndex(forRelease: 190, velocity: -1500, among: [0, 200, 600], tolerance: 0.2) == 0)
    #expect(rule.targetIndex(forRelease: 170, velocity: -30, among: [0, 200, 600], tolerance: 0.2) == 1)
  }

  @Test func emptyListIsHarmless() {
    #expect(SnappingRule().targetIndex(forRelease: 100, velocity: 0, among: [], tolerance: 0.2) == 0)
  }
}
