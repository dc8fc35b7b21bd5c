import SwiftUI

/// One reading of a drag in the container's coordinates: points, y downward, with its event time.
///
/// The sheet's drag gesture measures in the coordinate space of the stationary container, not of
/// the moving sheet, so a position does not depend on where the sheet has moved since the touch
/// began.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetDragSample: Sendable, Hashable {
  /// Where the touch went down, in points from the container's top edge.
  package var startY: Double
  /// Where the touch is now, in points from the container's top edge.
  package var y: Double
  /// The sample's event time, in seconds on ``SheetClock``'s timeline.
  package var time: Double
  /// Where the touch went down and is now, in points from the container's leading edge (`nil`
  /// when unknown): the core's touch slop tells a vertical drag from a sideways one with them.
  package var startX: Double?
  package var x: Double?

  /// Creates a sample from values already in the core's units.
  package init(startY: Double, y: Double, time: Double, startX: Double? = nil, x: Double? = nil) {
    self.startY = startY
    self.y = y
    self.time = time
    self.startX = startX
    self.x = x
  }

  /// Reads a `DragGesture` value measured in the container's coordinate space.
  ///
  /// The time is the event's own (`value.time`), never the time the callback ran.
  init(_ value: DragGesture.Value) {
    self.init(
      startY: Double(value.startLocation.y), y: Double(value.location.y),
      time: SheetClock.seconds(value.time), startX: Double(value.startLocation.x), x: Double(value.location.x))
  }
}

/// Turns a drag gesture's callbacks into the core's touch inputs.
///
/// SwiftUI reports a drag as changes and an end; the core wants a touch-down, moves and a
/// touch-up (or a cancel when the system takes the gesture away). The first change of a drag
/// becomes `touchDown` at the start location followed by `touchMove`; the end becomes `touchUp`.
/// A drag the sheet declines at its start (``changed(_:accepting:)`` with `false`) is ignored until
/// it ends.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetDragTracker: Sendable, Hashable {
  /// Where a drag stands.
  package enum Phase: Sendable, Hashable {
    /// No drag.
    case idle
    /// A drag the core follows.
    case touching
    /// A drag the sheet declined; its samples are dropped until it ends.
    case declined
  }

  /// Where the current drag stands.
  package private(set) var phase: Phase = .idle

  /// Creates a tracker with no drag.
  package init() {}

  /// The inputs for a change of the drag.
  ///
  /// - Parameters:
  ///   - sample: The drag's reading.
  ///   - accepting: Asked only at the drag's first change: whether the sheet takes this drag.
  /// - Returns: The inputs, in order, all at `sample.time`.
  package mutating func changed(_ sample: SheetDragSample, accepting: (Double) -> Bool = { _ in true }) -> [SheetInput]
  {
    switch phase {
    case .declined:
      return []
    case .touching:
      return [.touchMove(x: sample.x, y: sample.y)]
    case .idle:
      guard accepting(sample.startY) else {
        phase = .declined
        return []
      }
      phase = .touching
      let down = SheetInput.touchDown(x: sample.startX, y: sample.startY)
      return sample.y == sample.startY && sample.x == sample.startX
        ? [down] : [down, .touchMove(x: sample.x, y: sample.y)]
    }
  }

  /// The inputs for the end of the drag: `touchUp` at the release point (a drag that ends without
  /// a change first goes down at its start).
  package mutating func ended(_ sample: SheetDragSample) -> [SheetInput] {
    defer { phase = .idle }
    switch phase {
    case .declined: return []
    case .touching: return [.touchUp(x: sample.x, y: sample.y)]
    case .idle: return [.touchDown(x: sample.startX, y: sample.startY), .touchUp(x: sample.x, y: sample.y)]
    }
  }

  /// The inputs when the system cancelled the drag: `touchCancel` if a touch is held.
  package mutating func cancelled() -> [SheetInput] {
    defer { phase = .idle }
    return phase == .touching ? [.touchCancel] : []
  }
}
