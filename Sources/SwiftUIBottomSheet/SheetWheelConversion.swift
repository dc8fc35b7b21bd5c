/// Converts a Mac's scroll events (AppKit's `NSEvent` of type `scrollWheel`) to the core's wheel
/// and scroll inputs, as the GTK widget converts GTK's.
///
/// A mouse wheel that reports whole lines (`hasPreciseScrollingDeltas` false) turns notches:
/// `SheetInput.wheel(steps:stepLength:)`, which moves the sheet one detent per notch below its
/// highest detent and scrolls the content at it. A trackpad or a Magic Mouse reports points, in
/// phases: `SheetInput.scrollGesture(delta:phase:device:)` while the fingers move
/// (`phase` began or changed), its end (`scrollGestureEnd`) when they lift, and the system's
/// kinetic continuation as `.momentum` (`momentumPhase`), which never begins a drag. AppKit's
/// `scrollingDeltaY` is positive when the content is to move down (toward its top); the core's
/// deltas are positive toward more content, so the sign flips.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetWheelConversion {
  /// An `NSEvent.Phase`, as the conversion needs it (`none` for an empty phase).
  package enum Phase: Sendable, Hashable {
    case none, mayBegin, began, stationary, changed, ended, cancelled
  }

  /// The inputs for one scroll event.
  ///
  /// - Parameters:
  ///   - deltaY: `scrollingDeltaY`: lines for a wheel, points for a trackpad.
  ///   - isPrecise: `hasPreciseScrollingDeltas`.
  ///   - phase: `phase` (the fingers on a trackpad).
  ///   - momentumPhase: `momentumPhase` (the system's continuation after they lift).
  ///   - lineLength: The points one line of a wheel scrolls.
  /// - Returns: The inputs, in order; none for an event that changes nothing (a zero delta, the
  ///   momentum's end, a `mayBegin`).
  package static func inputs(
    deltaY: Double, isPrecise: Bool, phase: Phase, momentumPhase: Phase, lineLength: Double
  ) -> [SheetInput] {
    guard deltaY.isFinite else { return [] }
    guard isPrecise else {
      return deltaY == 0 ? [] : [.wheel(steps: -deltaY, stepLength: lineLength)]
    }
    switch momentumPhase {
    case .none, .mayBegin: break
    case .ended, .cancelled: return []
    default: return deltaY == 0 ? [] : [.scrollGesture(delta: -deltaY, phase: .momentum, device: .touchpad)]
    }
    switch phase {
    case .ended, .cancelled: return [.scrollGestureEnd]
    case .began, .changed, .stationary:
      return deltaY == 0 ? [] : [.scrollGesture(delta: -deltaY, phase: .changed, device: .touchpad)]
    case .mayBegin: return []
    // Precise deltas with no phase: a smooth mouse, which sends no end (the core ends its gesture
    // after a quiet interval).
    case .none: return deltaY == 0 ? [] : [.scrollGesture(delta: -deltaY, phase: .changed, device: .mouse)]
    }
  }

  /// Whether the sheet takes a scroll event at a point, rather than leaving it to the scroll view
  /// under the pointer: on the sheet, unless the sheet rests at its highest detent with no scroll
  /// view in its handoff (a `Form` or a `List` without ``SwiftUI/View/sheetScrollHandoff()``
  /// scrolls natively there).
  package static func sheetTakes(isOnSheet: Bool, restsAtHighestDetent: Bool, hasScrollHandoff: Bool) -> Bool {
    isOnSheet && (hasScrollHandoff || !restsAtHighestDetent)
  }
}
