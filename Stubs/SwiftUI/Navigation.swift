// Navigation stacks and links, forms and system sheets: what the device-check app's screens use.

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
  @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
  public var body: some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  @usableFromInline
  nonisolated internal init() {}
  @_alwaysEmitIntoClient public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init()
  }
  public var body: some View { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Form<Content>: View where Content: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    self
  }
}

// signature-check: swift6-sdk (`@MainActor @preconcurrency` in the iOS 26.2 SDK; a plain struct in iOS 17.0)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissAction {
  @MainActor @preconcurrency public func callAsFunction() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var dismiss: DismissAction { fatalError() }
}
