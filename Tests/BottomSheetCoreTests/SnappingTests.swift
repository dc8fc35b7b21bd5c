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
  ]

  @Test(arguments: cases)
  func target(_ row: SnappingCase) {
    let rule = SnappingRule(mode: row.mode)
    let index = rule.targetIndex(
      forRelease: row.height, velocity: row.velocity, among: Self.heights, tolerance: 1.0 / 6)
    #expect(index == row.expected, "\(row.situation): got \(index)")
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
