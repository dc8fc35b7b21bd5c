import BottomSheetCore
import SheetScenario

extension ScenarioGenerator {
  /// Adds what the sheet's layout has beyond a header and content to `scenario`: a footer at the
  /// start (half the time) and footer height changes among its events (its measured height, or
  /// 0 when the footer goes); and, a third of the time, a detent at a marker in the content, with
  /// the marker's positions among the events (reported at the start or later, moved, gone, bad,
  /// or a marker no detent names).
  ///
  /// The draws come from their own generator, seeded from `seed`, so the scenario's other values
  /// are those its seed gave before footers existed.
  func addLayout(to scenario: inout Scenario, seed: UInt64) {
    var r = Draw(random: SplitMix64(seed: seed ^ 0x6C61_796F_7574))
    if r.chance(0.5) { scenario.footerHeight = r.pick([44, 64, 83, r.double(0...200)]) }
    if !scenario.events.isEmpty, r.chance(0.4) {
      for _ in 0..<r.int(1...3) {
        let index = r.int(0...(scenario.events.count - 1))
        let height = r.chance(0.2) ? r.pick([0, -4]) : r.double(0...200)
        scenario.events.insert(
          TimedInput(time: scenario.events[index].time, input: .footerHeight(height)), at: index)
      }
    }
    addRegions(to: &scenario, &r)
    guard r.chance(0.33) else { return }
    scenario.configuration.detents.append(SheetDetent(id: "m0", .marker("m")))
    if r.chance(0.6) {
      scenario.events.insert(TimedInput(time: 0, input: .marker("m", bottom: r.double(0...600))), at: 0)
    }
    guard !scenario.events.isEmpty else { return }
    for _ in 0..<r.int(0...3) {
      let index = r.int(0...(scenario.events.count - 1))
      let input: SheetInput =
        switch r.int(0...9) {
        case 0: .marker("m", bottom: nil)
        case 1: .marker("m", bottom: r.pick([-3, .infinity]))
        case 2: .marker("other", bottom: r.double(0...600))
        default: .marker("m", bottom: r.double(0...1500))
        }
      scenario.events.insert(TimedInput(time: scenario.events[index].time, input: input), at: index)
    }
  }
}

extension ScenarioGenerator {
  /// A third of the time, scroll regions: a horizontal row and a list below it (sometimes
  /// overlapping, sometimes unscrollable or bad), at the start or by an event, with offset reports.
  func addRegions(to scenario: inout Scenario, _ r: inout Draw) {
    guard r.chance(0.33) else { return }
    let top = r.pick([0, 40, 60, r.double(0...120)])
    let row = r.pick([44, 56, r.double(0...100)])
    let width = scenario.container.width
    let regions = [
      SheetScrollRegion(
        id: "row", frame: SheetRect(x: 0, y: top, width: width, height: row), axis: .horizontal,
        contentLength: r.pick([900, width / 2, r.double(0...3000)]), offset: r.chance(0.2) ? r.double(-50...500) : 0),
      SheetScrollRegion(
        id: "list",
        frame: SheetRect(x: 0, y: top + row - (r.chance(0.1) ? 10 : 0), width: width, height: r.double(0...900)),
        axis: .vertical, contentLength: r.chance(0.1) ? -1 : r.double(0...4000)),
    ]
    if r.chance(0.6) || scenario.events.isEmpty {
      scenario.scrollRegions = regions
    } else {
      let index = r.int(0...(scenario.events.count - 1))
      scenario.events.insert(TimedInput(time: scenario.events[index].time, input: .scrollRegions(regions)), at: index)
    }
    guard !scenario.events.isEmpty else { return }
    for _ in 0..<r.int(0...2) {
      let index = r.int(0...(scenario.events.count - 1))
      let input: SheetInput =
        r.chance(0.3)
        ? .regionScroll(
          x: r.chance(0.2) ? nil : r.double(0...400), y: r.double(0...900),
          deltaX: r.pick([0, r.double(-300...300), .nan]),
          deltaY: r.pick([0, r.double(-300...300)]), isWheel: r.chance(0.5))
        : r.chance(0.15)
          ? .regionOffset("nope", 3) : .regionOffset(r.pick(["row", "list"]), r.pick([0, r.double(-20...2000), .nan]))
      scenario.events.insert(TimedInput(time: scenario.events[index].time, input: input), at: index)
    }
  }
}

extension SheetScrollRegion {
  /// The region with every length multiplied by `k` (the length-scale relation).
  func scaled(by k: Double) -> SheetScrollRegion {
    SheetScrollRegion(
      id: id, frame: SheetRect(x: frame.x * k, y: frame.y * k, width: frame.width * k, height: frame.height * k),
      axis: axis, contentLength: contentLength * k, offset: offset * k)
  }
}
