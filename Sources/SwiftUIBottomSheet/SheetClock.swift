import Foundation

/// The one timeline on which the SwiftUI layer hands times to the core.
///
/// SwiftUI stamps a drag's samples (`DragGesture.Value.time`) and a timeline's frames
/// (`TimelineView.Context.date`) with `Date`s on the same wall clock; the core wants seconds on
/// one clock of the caller's choosing. Both go through ``seconds(_:)``, so a touch and the frame
/// that draws it are placed on one axis.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetClock {
  /// A date as seconds since the reference date (1 January 2001, UTC).
  ///
  /// - Parameter date: A gesture sample's or a frame's date.
  /// - Returns: Seconds; the core only compares and subtracts them.
  package static func seconds(_ date: Date) -> Double {
    date.timeIntervalSinceReferenceDate
  }

  /// The current time on the same timeline, for inputs that no event stamps (a programmatic move,
  /// a size change, a binding set by the app).
  package static func now() -> Double {
    seconds(Date())
  }
}
