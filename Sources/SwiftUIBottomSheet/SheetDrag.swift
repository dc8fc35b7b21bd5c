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
  /// The time is the event's own (`value.time`), never the time the callback ran; x is the
  /// core's, from the container's left edge in either layout direction
  /// (``SheetDirectionConversion/coreX(_:width:direction:mirrored:)``).
  init(_ value: DragGesture.Value, in container: SheetContainer) {
    let x = { (x: CGFloat) in
      SheetDirectionConversion.coreX(Double(x), width: container.width, direction: container.layoutDirection)
    }
    self.init(
      startY: Double(value.startLocation.y), y: Double(value.location.y),
      time: SheetClock.seconds(value.time), startX: x(value.startLocation.x), x: x(value.location.x))
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
  /// Where the current drag went down (`nil` with no drag).
  package var start: (x: Double?, y: Double)? { phase == .idle ? nil : (startX, startY) }
  private var startX: Double?
  private var startY = 0.0

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
      startX = sample.startX
      startY = sample.startY
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

/// The life of the sheet's drag gestures: each drag gets a generation number, so an end, a
/// cancel or a late report always applies to the drag it belongs to.
///
/// SwiftUI reports a drag's changes and its end (`onChanged`, `onEnded`), but a drag the system
/// cancels (an incoming call, a system gesture, the view leaving the hierarchy) gets no end: only
/// its `@GestureState` resets, and the documentation does not say whether that reset comes before
/// or after `onEnded` for a drag that does end. So a reset is only a suspicion:
/// ``gestureStateReset()`` names the drag held at that moment, and ``cancelIfStillHeld(_:)``,
/// called on the main queue's next turn, cancels it only if no end came and no newer drag began
/// meanwhile. The scene leaving the foreground and the sheet leaving the screen cancel at once.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetGestureLifecycle: Sendable, Hashable {
  /// The generation of the latest drag (0 before the first).
  package private(set) var generation = 0
  /// Whether the latest drag is still held: begun, neither ended nor cancelled.
  package private(set) var isHeld = false
  private var tracker = SheetDragTracker()
  /// Where the drag cancelled last went down, while its own late reports may still come: they
  /// are dropped (a new drag starts elsewhere, or later).
  private var cancelledStart: (x: Double?, y: Double)?

  /// A lifecycle with no drag.
  package init() {}

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.generation == rhs.generation && lhs.isHeld == rhs.isHeld && lhs.tracker == rhs.tracker
      && lhs.cancelledStart?.x == rhs.cancelledStart?.x && lhs.cancelledStart?.y == rhs.cancelledStart?.y
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(generation)
    hasher.combine(isHeld)
    hasher.combine(tracker)
  }

  /// Whether a sample belongs to the drag cancelled last (same start).
  private func isLate(_ sample: SheetDragSample) -> Bool {
    guard let start = cancelledStart else { return false }
    return start.y == sample.startY && start.x == sample.startX
  }

  /// The inputs for a change of the drag; its first change begins a new generation.
  ///
  /// - Parameters:
  ///   - sample: The drag's reading.
  ///   - accepting: Asked only at the drag's first change: whether the sheet takes this drag.
  /// - Returns: The inputs, in order, all at `sample.time`; none for a late change of a drag
  ///   already cancelled.
  package mutating func changed(_ sample: SheetDragSample, accepting: (Double) -> Bool = { _ in true })
    -> [SheetInput]
  {
    if !isHeld {
      if isLate(sample) { return [] }
      cancelledStart = nil
      generation &+= 1
      isHeld = true
    }
    return tracker.changed(sample, accepting: accepting)
  }

  /// The inputs for the end of the drag (`touchUp`); nothing for the end of a drag already
  /// cancelled. An end with no change before it (a tap) goes down and up at once.
  package mutating func ended(_ sample: SheetDragSample) -> [SheetInput] {
    guard isHeld else {
      if isLate(sample) {
        cancelledStart = nil
        return []
      }
      generation &+= 1
      return tracker.ended(sample)
    }
    isHeld = false
    return tracker.ended(sample)
  }

  /// The drag's gesture state reset: the generation to check on the main queue's next turn with
  /// ``cancelIfStillHeld(_:)``, or `nil` when no drag is held (it ended already).
  package func gestureStateReset() -> Int? {
    isHeld ? generation : nil
  }

  /// Cancels the drag of `generation` if it is still held: no end came after its gesture state
  /// reset, and no newer drag began.
  ///
  /// - Returns: `touchCancel` when the drag was held; nothing for a stale generation.
  package mutating func cancelIfStillHeld(_ generation: Int) -> [SheetInput] {
    guard isHeld, generation == self.generation else { return [] }
    return cancel()
  }

  /// Cancels the held drag at once: the scene left the foreground, or the sheet left the screen.
  /// Late reports of that drag (a change, an end) are dropped afterwards.
  ///
  /// - Returns: `touchCancel` when a drag was held and the core followed it.
  package mutating func cancel() -> [SheetInput] {
    guard isHeld else { return [] }
    isHeld = false
    if let start = tracker.start { cancelledStart = start }
    return tracker.cancelled()
  }
}
