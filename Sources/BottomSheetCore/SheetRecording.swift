/// A sheet's session as the core saw it: how its state was created, then every input and every
/// frame tick in the order the core took them, each at the core's clock.
///
/// A ``SheetRecorder`` makes one. Replaying it — a `SheetState` created from ``configuration``,
/// ``container``, ``presented``, ``headerHeight``, ``contentHeight``, ``footerHeight`` at ``startTime``, then each
/// entry applied in order — reproduces the session exactly, because the core is deterministic and
/// reads no clock of its own. `SheetScenario` turns a recording into a scenario file that
/// `sheet-sim` replays.
public struct SheetRecording: Sendable, Hashable {
  /// One thing the core took: an input or a frame tick.
  public enum Entry: Sendable, Hashable {
    /// An input, at the core's clock once it was applied (seconds; see ``SheetRecorder``).
    case input(SheetInput, time: Double)
    /// A frame tick (`SheetState.tick(at:)`), at the core's clock after it (seconds).
    case tick(time: Double)

    /// The entry's time on the core's clock, in seconds.
    public var time: Double {
      switch self {
      case .input(_, let time), .tick(let time): time
      }
    }
  }

  /// The configuration the state was created with, as given (before the core normalized it).
  public var configuration: SheetConfiguration
  /// The container the state was created in, as given.
  public var container: SheetContainer
  /// Whether the state was created presented.
  public var presented: Bool
  /// The header height the state was created with, in points.
  public var headerHeight: Double
  /// The content height the state was created with, in points.
  public var contentHeight: Double
  /// The footer height the state was created with, in points.
  public var footerHeight: Double = 0
  /// The core's clock when the state was created, in seconds: the recording's time 0.
  public var startTime: Double
  /// Every input and tick, in the order the core took them; times never decrease.
  public var entries: [Entry]
  /// How many entries came after the recorder's buffer was full and were not kept: a recording
  /// with any stops early, at its last entry.
  public var droppedCount: Int
  /// The snapshot the state was restored from (``SheetState/init(configuration:container:restoring:headerHeight:contentHeight:footerHeight:time:)``),
  /// or `nil` for a state created at its initial detent, ``presented`` or not.
  public var restore: SheetSnapshot?

  /// Creates a recording from its parts.
  public init(
    configuration: SheetConfiguration, container: SheetContainer, presented: Bool = true, headerHeight: Double = 0,
    contentHeight: Double = 0, footerHeight: Double = 0, startTime: Double = 0, entries: [Entry] = [],
    droppedCount: Int = 0
  ) {
    self.footerHeight = footerHeight
    self.configuration = configuration
    self.container = container
    self.presented = presented
    self.headerHeight = headerHeight
    self.contentHeight = contentHeight
    self.startTime = startTime
    self.entries = entries
    self.droppedCount = droppedCount
  }

  /// The time of the last entry, in seconds on the core's clock (``startTime`` when there is
  /// none).
  public var endTime: Double { entries.last.map { max($0.time, startTime) } ?? startTime }

  /// Replays the recording on a new state and returns it with every event it reported, in order
  /// (the state's diagnostics from its creation first, at ``startTime``).
  ///
  /// - Complexity: O(entries).
  public func replay() -> (state: SheetState, events: [(event: SheetEvent, time: Double)]) {
    var state = SheetRecorder.state(
      configuration: configuration, container: container, presented: presented, restoring: restore,
      headerHeight: headerHeight, contentHeight: contentHeight, footerHeight: footerHeight, time: startTime)
    var events = state.initialDiagnostics.map { (event: SheetEvent.diagnostic($0), time: startTime) }
    for entry in entries {
      let reported: [SheetEvent]
      switch entry {
      case .input(let input, let time): reported = state.apply(input, at: time)
      case .tick(let time): reported = state.tick(at: time)
      }
      events += reported.map { (event: $0, time: state.time) }
    }
    return (state, events)
  }
}
