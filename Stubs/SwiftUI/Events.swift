// Lifecycle, change, key press and sensory feedback modifiers.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    self
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    self
  }
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
  where V: Equatable {
    self
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Sendable {
  public static let escape: KeyEquivalent = KeyEquivalent("\u{1B}")
  public static let upArrow: KeyEquivalent = KeyEquivalent("\u{F700}")
  public static let downArrow: KeyEquivalent = KeyEquivalent("\u{F701}")
  public static let home: KeyEquivalent = KeyEquivalent("\u{F729}")
  public static let end: KeyEquivalent = KeyEquivalent("\u{F72B}")
  public static let pageUp: KeyEquivalent = KeyEquivalent("\u{F72C}")
  public static let pageDown: KeyEquivalent = KeyEquivalent("\u{F72D}")
  public var character: Character
  public init(_ character: Character) { self.character = character }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
  public enum Result: Sendable {
    case handled
    case ignored
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension View {
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    self
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
public struct SensoryFeedback: Equatable, Sendable {
  private let name: String
  public static let selection: SensoryFeedback = SensoryFeedback(name: "selection")
  public static let alignment: SensoryFeedback = SensoryFeedback(name: "alignment")
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
extension View {
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable {
    self
  }
  nonisolated public func sensoryFeedback<T>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View where T: Equatable {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
