import GtkBottomSheet
import Testing

@Suite("Drag offsets to core y")
struct DragPositionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var startY: Double
    var offsetY: Double
    var y: Double
    var testDescription: String { "start \(startY) + offset \(offsetY) = \(y)" }
  }

  @Test(arguments: [
    Case(startY: 780, offsetY: 0, y: 780),
    Case(startY: 780, offsetY: -360, y: 420),  // upward drag: y decreases
    Case(startY: 420, offsetY: 125.5, y: 545.5),  // downward drag
    Case(startY: 10, offsetY: -40, y: -30),  // above the container: passed on as is
  ])
  func yIsStartPlusOffset(_ c: Case) {
    #expect(DragPosition.coordinate(start: c.startY, offset: c.offsetY) == c.y)
  }
}
