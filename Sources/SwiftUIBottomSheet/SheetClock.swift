import Foundation

/// The one timeline on which the SwiftUI layer hands times to the core, in seconds.
///
/// On iOS and visionOS it is the system's uptime (`ProcessInfo.systemUptime`), the clock UIKit
/// stamps touches with (`UIEvent.timestamp`) and the display link its frames
/// (`CADisplayLink.timestamp`): monotonic, so a change of the wall clock during a settle (the
/// user's, or the network time's) neither ends a spring at once nor stalls it. On macOS SwiftUI
/// stamps a drag's samples (`DragGesture.Value.time`) and a timeline's frames
/// (`TimelineView.Context.date`) with `Date`s, so the timeline there is the wall clock
/// (``seconds(_:)``). The core only compares and subtracts times, on one clock of the caller's
/// choosing, so a touch and the frame that draws it are placed on one axis.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetClock {
  /// A date as seconds since the reference date (1 January 2001, UTC): the timeline where SwiftUI
  /// stamps the events with dates (macOS).
  ///
  /// - Parameter date: A gesture sample's or a frame's date.
  /// - Returns: Seconds; the core only compares and subtracts them.
  package static func seconds(_ date: Date) -> Double {
    date.timeIntervalSinceReferenceDate
  }

  /// The current time on the timeline, for inputs that no event stamps (a programmatic move, a
  /// size change, a binding set by the app), in seconds: the system's uptime where UIKit stamps
  /// the events, the wall clock (``seconds(_:)``) on macOS.
  package static func now() -> Double {
    #if canImport(UIKit)
      ProcessInfo.processInfo.systemUptime
    #else
      seconds(Date())
    #endif
  }
}
