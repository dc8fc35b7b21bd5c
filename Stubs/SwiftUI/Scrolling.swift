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
