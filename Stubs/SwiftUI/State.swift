// Dynamic properties and the environment.

import Observation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  public mutating func update() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  @usableFromInline
  internal var _value: Value
  nonisolated public init(wrappedValue value: Value) { _value = value }
  // Public in the iOS 17.0 SDK, internal in the iOS 26.2 SDK: `@State var x = Model()` takes
  // `init(wrappedValue:)` above, whichever SDK builds it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @usableFromInline
  nonisolated internal init(wrappedValue thunk: @autoclosure @escaping () -> Value)
  where Value: AnyObject, Value: Observation.Observable {
    _value = thunk()
  }
  @_alwaysEmitIntoClient nonisolated public init(initialValue value: Value) { _value = value }
  public var wrappedValue: Value {
    get { _value }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
  @inlinable nonisolated public init() { self.init(wrappedValue: nil) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  @_alwaysEmitIntoClient nonisolated public init(projectedValue: Binding<Value>) { self = projectedValue }
  // signature-check: swift6-sdk (`@isolated(any)` closures and `@preconcurrency` in the Xcode 16 SDKs;
  // `@Sendable` and `@_inheritActorContext` closures in the iOS 26.2 SDK)
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

// signature-check: swift6-sdk (Sendable in the Xcode 16 SDKs, only where Value is: "A binding conforms to
// Sendable only if its wrapped value type also conforms to Sendable"; explicitly not Sendable before)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  @inlinable nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  @inlinable public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
  @inlinable nonisolated public init<T>(_ objectType: T.Type)
  where Value == T?, T: AnyObject, T: Observation.Observable {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { K.defaultValue }
    set {}
  }
  public var description: String { "EnvironmentValues" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var displayScale: CGFloat {
    get { 1 }
    set {}
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var accessibilityReduceMotion: Bool { false }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    self
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @inlinable nonisolated public func environment<T>(_ object: T?) -> some View
  where T: AnyObject, T: Observation.Observable {
    self
  }
  @inlinable nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Sendable {
  case compact
  case regular
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
}
