// Controls (buttons, toggles, pickers, text fields), their styles and sizes.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // signature-check: swift6-sdk (a `@MainActor` action and `@preconcurrency` in the iOS 26.2 SDK)
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  // signature-check: swift6-sdk (a `@MainActor` action and `@preconcurrency` in the iOS 26.2 SDK)
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  private let name: String
  public static let destructive: ButtonRole = ButtonRole(name: "destructive")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @_alwaysEmitIntoClient public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  @_alwaysEmitIntoClient public static var plain: PlainButtonStyle { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { self }
}

@available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
public enum ControlSize: CaseIterable, Sendable {
  case mini
  case small
  case regular
  @available(macOS 11.0, *)
  case large
  public static var allCases: [ControlSize] { [.mini, .small, .regular, .large] }
}

@available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
extension View {
  @available(tvOS, unavailable)
  @inlinable nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Toggle<Label>: View where Label: View {
  public var body: some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
  public var body: some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
  @_alwaysEmitIntoClient public static var segmented: SegmentedPickerStyle { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func labelsHidden() -> some View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
  @usableFromInline
  nonisolated internal init() {}
  public var body: some View { EmptyView() }
}

extension TextField where Label == Text {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol TextFieldStyle {}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  @_alwaysEmitIntoClient public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { self }
}
