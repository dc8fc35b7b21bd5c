// Geometry, stacks, frames and coordinate spaces.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  @inlinable nonisolated public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  @inlinable nonisolated public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EdgeInsets: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
  @frozen public struct Set: OptionSet {
    public typealias Element = Edge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top: Edge.Set = Edge.Set(rawValue: 1 << 0)
    public static let leading: Edge.Set = Edge.Set(rawValue: 1 << 1)
    public static let bottom: Edge.Set = Edge.Set(rawValue: 1 << 2)
    public static let trailing: Edge.Set = Edge.Set(rawValue: 1 << 3)
    public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Edge.Set = [.leading, .trailing]
    public static let vertical: Edge.Set = [.top, .bottom]
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable {
  public static let center: Alignment = Alignment()
  public static let leading: Alignment = Alignment()
  public static let trailing: Alignment = Alignment()
  public static let top: Alignment = Alignment()
  public static let bottom: Alignment = Alignment()
  public static let topLeading: Alignment = Alignment()
  public static let topTrailing: Alignment = Alignment()
  public static let bottomLeading: Alignment = Alignment()
  public static let bottomTrailing: Alignment = Alignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable {
  public var x: CGFloat
  public var y: CGFloat
  @inlinable nonisolated public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
  public static let top: UnitPoint = UnitPoint(x: 0.5, y: 0)
  public static let bottom: UnitPoint = UnitPoint(x: 0.5, y: 1)
  public static let topLeading: UnitPoint = UnitPoint(x: 0, y: 0)
  public static let bottomTrailing: UnitPoint = UnitPoint(x: 1, y: 1)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container: SafeAreaRegions = SafeAreaRegions(rawValue: 1 << 0)
  public static let keyboard: SafeAreaRegions = SafeAreaRegions(rawValue: 1 << 1)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct GeometryReader<Content>: View where Content: View {
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension GeometryProxy {
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
  @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
  @inlinable nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct HStack<Content>: View where Content: View {
  @inlinable nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable {
  public static let center: VerticalAlignment = VerticalAlignment()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyVStack<Content>: View where Content: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyVGrid<Content>: View where Content: View {
  nonisolated public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(_: CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public typealias ArrayLiteralElement = PinnedScrollableViews
  public typealias Element = PinnedScrollableViews
  public typealias RawValue = UInt32
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
  public static let center: HorizontalAlignment = HorizontalAlignment()
  public static let leading: HorizontalAlignment = HorizontalAlignment()
  public static let trailing: HorizontalAlignment = HorizontalAlignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    self
  }
  @inlinable nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    self
  }
  @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    self
  }
  @inlinable nonisolated public func padding(_ length: CGFloat) -> some View {
    self
  }
  @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    self
  }
  @inlinable nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    self
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    self
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // signature-check: swift6-sdk (added in the Xcode 16 SDKs, back-deployed to iOS 16)
  @preconcurrency nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View where T: Equatable, T: Sendable {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable {
  case horizontal
  case vertical
  @frozen public struct Set: OptionSet {
    public typealias Element = Axis.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal: Axis.Set = Axis.Set(rawValue: 1 << 0)
    public static let vertical: Axis.Set = Axis.Set(rawValue: 1 << 1)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
  case automatic
  case visible
  case hidden
}
