// Scroll view configuration and geometry.

extension View {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  // Stored here so that a geometry made with the public initializer reads back in tests.
  internal var storedOffset: CGPoint
  internal var storedContainerSize: CGSize
  public var contentOffset: CGPoint {
    get { storedOffset }
    set { storedOffset = newValue }
  }
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize {
    get { storedContainerSize }
    set { storedContainerSize = newValue }
  }
  public var visibleRect: CGRect { .zero }
  public var bounds: CGRect { .zero }
}

extension ScrollGeometry {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.storedOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.storedContainerSize = containerSize
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Equatable, Sendable {
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {}
  public mutating func scrollTo(y: CGFloat) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    self
  }
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
  @usableFromInline
  nonisolated internal init() {}
  public var body: some View { EmptyView() }
}

extension ScrollView {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @_alwaysEmitIntoClient nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    self.init()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  @usableFromInline
  nonisolated internal init() {}
  public var body: some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // Main-actor isolated in the iOS 26.2 SDK (`@MainActor @preconcurrency public init`).
  @_alwaysEmitIntoClient @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    self.init()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ListStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == PlainListStyle {
  @_alwaysEmitIntoClient public static var plain: PlainListStyle { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainListStyle: ListStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
}
