/// A report to the driver deferred to the main queue's next turn, once however many changes ask
/// for it in the same turn.
///
/// The tracked scroll view's `contentOffset` changes (key-value observing) also while UIKit lays
/// it out and while SwiftUI applies an update: clamping when its content shrinks, insets adjusted
/// on rotation, a `List` diffing its rows. What the driver does with such a change writes its
/// observable state, which is not written during SwiftUI's update or UIKit's layout pass; so the
/// tracker reports on the next turn, as the probe beside it reports what it finds
/// (``SheetScrollViewProbe``; fifth review, 3.2). Changes the scroll view's own pan makes are
/// still reported in the pan's callback, so a drag never waits for this.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetDeferredReport: Sendable, Hashable {
  /// Whether a turn is scheduled and not yet come.
  package private(set) var isScheduled = false

  package init() {}

  /// Something to report changed.
  ///
  /// - Returns: Whether to schedule a turn (`DispatchQueue.main.async`): `false` while one is
  ///   scheduled, which reports this change too.
  package mutating func changed() -> Bool {
    guard !isScheduled else { return false }
    isScheduled = true
    return true
  }

  /// The scheduled turn came.
  ///
  /// - Returns: Whether to report: `false` when nothing is scheduled (the report was cancelled).
  package mutating func turnCame() -> Bool {
    guard isScheduled else { return false }
    isScheduled = false
    return true
  }

  /// Drops a scheduled report (the tracker changed scroll views: the new one's offsets are read
  /// when it is tracked).
  package mutating func cancel() {
    isScheduled = false
  }
}
