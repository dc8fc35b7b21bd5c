/// A touch position at a time: the input of velocity estimation.
public struct TouchSample: Sendable, Hashable {
  /// The event's own timestamp, in seconds (never the time the handler ran).
  public var time: Double
  /// The touch's y in points, y downward.
  public var y: Double

  /// Creates a sample from an event timestamp (seconds) and a position (points, y downward).
  public init(time: Double, y: Double) {
    self.time = time
    self.y = y
  }
}

/// Estimates a touch's velocity from its timestamped samples: the slope of a least-squares line
/// through the samples of the last `window` seconds, release sample included — or 0 when the
/// touch has not moved for ``stoppedInterval`` (40 ms) or more.
///
/// This follows the approach of Android's `VelocityTracker` (a least-squares fit over the last
/// ~100 ms) and of libadwaita (a short history of event-timed samples): a finger held still
/// before release gives a velocity near zero, because the release is a sample too; a handler's
/// wall-clock time would add the event loop's jitter. A finger that moved fast, stopped, and
/// delivered no movement for 40 ms before lifting has stopped: Android's `VelocityTracker`
/// (`ASSUME_POINTER_STOPPED_TIME`), Flutter's and Compose's trackers all assume a pointer
/// stopped after 40 ms without movement (flutter #97761), so the fit over the moving samples
/// would report a fling the finger never made. It keeps the last 16 samples in fixed storage and
/// allocates nothing.
public struct VelocityEstimator: Sendable {
  /// How far back samples count, in seconds.
  public let window: Double

  private var storage: Storage = Storage()
  private var start = 0
  private var count = 0

  private static let capacity = 16

  /// How long a touch may deliver no movement, in seconds, before it counts as stopped: 0.04 s
  /// (Android's `ASSUME_POINTER_STOPPED_TIME`, Flutter's `_assumePointerMoveStoppedMilliseconds`).
  public static let stoppedInterval = 0.04

  /// Creates an estimator over the last `window` seconds (default 0.1 s). A window that is not
  /// finite or not greater than zero is normalized to 0.1.
  public init(window: Double = 0.1) {
    self.window = window.isFinite && window > 0 ? window : 0.1
  }

  /// Forgets every sample.
  public mutating func reset() {
    start = 0
    count = 0
  }

  /// The number of samples kept (at most 16).
  public var sampleCount: Int { count }

  /// Adds a sample. Samples must come in time order; one earlier than the last is moved to the
  /// last sample's time, and one that is not finite is ignored.
  public mutating func add(_ sample: TouchSample) {
    guard sample.time.isFinite, sample.y.isFinite else { return }
    var sample = sample
    if count > 0 {
      let last = self[count - 1]
      if sample.time < last.time { sample.time = last.time }
    }
    if count == Self.capacity {
      start = (start + 1) % Self.capacity
      count -= 1
    }
    storage[(start + count) % Self.capacity] = sample
    count += 1
  }

  private subscript(index: Int) -> TouchSample {
    storage[(start + index) % Self.capacity]
  }

  /// The estimated velocity in points per second (y downward: negative is upward).
  ///
  /// The slope of the least-squares line through the samples no older than `window` before the
  /// newest one. With fewer than two such samples, or all at one time, it is 0; and it is 0 when
  /// the newest sample is ``stoppedInterval`` or more after the first sample at its position (the
  /// touch delivered no movement for that long).
  /// - Complexity: O(16).
  public var velocity: Double {
    guard count >= 2 else { return 0 }
    if hasStopped { return 0 }
    let newest = self[count - 1].time
    var n = 0.0
    var sumT = 0.0
    var sumY = 0.0
    var sumTT = 0.0
    var sumTY = 0.0
    let originY = self[count - 1].y
    var index = count - 1
    while index >= 0 {
      let s = self[index]
      let t = s.time - newest
      if t < -window - 1e-9 { break }
      let y = s.y - originY
      n += 1
      sumT += t
      sumY += y
      sumTT += t * t
      sumTY += t * y
      index -= 1
    }
    guard n >= 2 else { return 0 }
    let denominator = n * sumTT - sumT * sumT
    guard denominator > 1e-12 else { return 0 }
    let slope = (n * sumTY - sumT * sumY) / denominator
    return slope.isFinite ? slope : 0
  }

  /// Whether the touch has delivered no movement for ``stoppedInterval`` or more: the newest
  /// sample is that long after the earliest of the samples, back from the newest, that share its
  /// position.
  private var hasStopped: Bool {
    let newest = self[count - 1]
    var arrived = newest.time
    var index = count - 2
    while index >= 0, self[index].y == newest.y {
      arrived = self[index].time
      index -= 1
    }
    // With no sample before the position was reached, the touch never moved: nothing to stop.
    guard index >= 0 else { return false }
    return newest.time - arrived >= Self.stoppedInterval - 1e-9
  }

  /// Sixteen samples in inline storage, so estimating never touches the heap.
  private struct Storage: Sendable {
    private var samples:
      (
        TouchSample, TouchSample, TouchSample, TouchSample, TouchSample, TouchSample, TouchSample,
        TouchSample, TouchSample, TouchSample, TouchSample, TouchSample, TouchSample, TouchSample,
        TouchSample, TouchSample
      )

    init() {
      let zero = TouchSample(time: 0, y: 0)
      samples = (zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero)
    }

    subscript(index: Int) -> TouchSample {
      get {
        withUnsafeBytes(of: samples) { raw in
          raw.load(fromByteOffset: index * MemoryLayout<TouchSample>.stride, as: TouchSample.self)
        }
      }
      set {
        withUnsafeMutableBytes(of: &samples) { raw in
          raw.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<TouchSample>.stride, as: TouchSample.self)
        }
      }
    }
  }
}
