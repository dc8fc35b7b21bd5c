// Accessibility modifiers and their values.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
  public func body(content: Self.Content) -> Self.Body { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Sendable {
  case increment
  case decrement
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityAdjustmentDirection: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityAdjustmentDirection: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt64
  private init(bits: UInt64) { self.bits = bits }
  public static let isModal: AccessibilityTraits = AccessibilityTraits(bits: 1 << 0)
  public init() { bits = 0 }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let removed = contains(member) ? member : nil
    bits &= ~member.bits
    return removed
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let old = contains(newMember) ? newMember : nil
    bits |= newMember.bits
    return old
  }
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { a.bits == b.bits }
  public typealias ArrayLiteralElement = AccessibilityTraits
  public typealias Element = AccessibilityTraits
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
  private let name: String
  public static let `default`: AccessibilityActionKind = AccessibilityActionKind(name: "default")
  public static let escape: AccessibilityActionKind = AccessibilityActionKind(name: "escape")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
  private let name: String
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityChildBehavior {
  public static let ignore: AccessibilityChildBehavior = AccessibilityChildBehavior(name: "ignore")
  public static let contain: AccessibilityChildBehavior = AccessibilityChildBehavior(name: "contain")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    fatalError()
  }
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    fatalError()
  }
  nonisolated public func accessibilityAction(
    named name: Text, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    fatalError()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    fatalError()
  }
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    fatalError()
  }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    fatalError()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> { self }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Content, Modifier> {
    self
  }
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    self
  }
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
    Content, Modifier
  > {
    self
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper @frozen public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
  @propertyWrapper @frozen public struct Binding {
    private var _binding: SwiftUI.Binding<Value>
    public var wrappedValue: Value {
      get { _binding.wrappedValue }
      nonmutating set { _binding.wrappedValue = newValue }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }
  internal var value: Value
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
  public init() where Value == Bool { value = false }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
    self
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View
  where Content: View {
    self
  }
}
