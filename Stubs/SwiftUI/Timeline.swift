// Timeline views and schedules.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { nil }
  }
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
    Entries()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
    Entries()
  }
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { nil }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  @_alwaysEmitIntoClient public static var animation: AnimationTimelineSchedule { .init() }
  @_alwaysEmitIntoClient public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    .init(minimumInterval: minimumInterval, paused: paused)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  @usableFromInline
  nonisolated internal init() {}
  public struct Context {
    public let date: Date
  }
}

// Not Sendable in the iOS 26.2 SDK, which says so explicitly.
@available(*, unavailable)
extension TimelineView.Context: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  public typealias Body = Never
  @_alwaysEmitIntoClient nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.init()
  }
}
