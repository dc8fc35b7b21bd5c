/// Converts UIKit touch events to the core's samples: points in the sheet's container, y downward,
/// with the event's own time on ``SheetClock``'s timeline.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetTouchConversion {
  /// A time on the system's uptime clock (`UIEvent.timestamp`, `CADisplayLink.targetTimestamp`:
  /// seconds since the device started, `ProcessInfo.systemUptime`'s clock) on ``SheetClock``'s
  /// timeline, given both clocks read at one moment. Where UIKit stamps the events that timeline
  /// is the uptime itself, and the time comes back unchanged.
  ///
  /// - Parameters:
  ///   - uptime: The event's time, in seconds of uptime.
  ///   - nowUptime: `ProcessInfo.processInfo.systemUptime` now, in seconds.
  ///   - now: ``SheetClock/now()`` at the same moment, in seconds.
  /// - Returns: Seconds on ``SheetClock``'s timeline.
  package static func clockTime(uptime: Double, nowUptime: Double, now: Double) -> Double {
    now - (nowUptime - uptime)
  }

  /// A touch's position in the container: its position in the window less the container's origin
  /// there (`GeometryProxy.frame(in: .global)`, the window's coordinates on iOS).
  ///
  /// - Parameters:
  ///   - windowX: The touch's x in the window, in points (`UITouch.location(in: nil)`).
  ///   - windowY: The touch's y in the window, in points.
  ///   - containerOrigin: The container's top-leading corner in the window, in points.
  /// - Returns: x and y in the container, in points.
  package static func containerPoint(windowX: Double, windowY: Double, containerOrigin: (x: Double, y: Double))
    -> (x: Double, y: Double)
  {
    (windowX - containerOrigin.x, windowY - containerOrigin.y)
  }

  /// A scroll view's offset from its content's top, in points: `contentOffset.y` plus the top
  /// of `adjustedContentInset` (negative while it bounces past its top).
  package static func offsetFromContentTop(contentOffsetY: Double, adjustedTopInset: Double) -> Double {
    contentOffsetY + adjustedTopInset
  }

  /// The `contentOffset.y` that shows `offset` points from the content's top.
  package static func contentOffsetY(showing offset: Double, adjustedTopInset: Double) -> Double {
    offset - adjustedTopInset
  }

  /// A view's frame in a scroll view's content coordinates (its frame converted to the scroll
  /// view, whose bounds' origin is the content offset) as the core's focus input takes it: from
  /// the content's top, which is the top of `adjustedContentInset` above content y = 0.
  ///
  /// - Returns: y and height in points, for `SheetInput.focus(y:height:)`.
  package static func contentFrame(y: Double, height: Double, adjustedTopInset: Double) -> (y: Double, height: Double) {
    (y + adjustedTopInset, max(0, height))
  }
}
