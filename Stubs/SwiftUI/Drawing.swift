// Colors, shape styles, shapes and the modifiers that draw.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
  public init<S>(_ style: S) where S: ShapeStyle {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material {
  public static let regular: Material = Material()
  public static let ultraThin: Material = Material()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  @_alwaysEmitIntoClient public static var ultraThinMaterial: Material { .ultraThin }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  @usableFromInline
  internal var id: UInt32
  @inlinable internal init(id: UInt32) { self.id = id }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  @_alwaysEmitIntoClient public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(id: 1) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
  @inlinable public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  @_alwaysEmitIntoClient public static var foreground: ForegroundStyle { ForegroundStyle() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  @_alwaysEmitIntoClient public static var background: BackgroundStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {
  @inlinable public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  @usableFromInline
  internal var id: UInt32
  @inlinable internal init(id: UInt32) { self.id = id }
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { id = 0 }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { id = 0 }
  public static let black: Color = Color(id: 1)
  public static let clear: Color = Color(id: 2)
  public func opacity(_ opacity: Double) -> Color { self }
  public var description: String { "Color" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public static let red: Color = Color(id: 3)
  public static let green: Color = Color(id: 4)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint: Color = Color(id: 5)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal: Color = Color(id: 6)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan: Color = Color(id: 7)
  public static let blue: Color = Color(id: 8)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo: Color = Color(id: 9)
  public static let pink: Color = Color(id: 10)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown: Color = Color(id: 11)
  public static let white: Color = Color(id: 12)
  public static let secondary: Color = Color(id: 13)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public static var accentColor: Color { Color(id: 14) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
  @_alwaysEmitIntoClient public static var red: Color { .red }
  @_alwaysEmitIntoClient public static var green: Color { .green }
  @_alwaysEmitIntoClient public static var white: Color { .white }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path {
  @inlinable public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct _ShapeView<Content, Style>: View
where Content: Shape, Style: ShapeStyle {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape {
  @_alwaysEmitIntoClient nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S> where S: ShapeStyle
  {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Sendable {
  case circular
  case continuous
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  @inlinable nonisolated public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  @inlinable nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  nonisolated public func path(in r: CGRect) -> Path { Path() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  @inlinable nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  @inlinable nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct UnevenRoundedRectangle: Shape {
  public var style: RoundedCornerStyle
  @_alwaysEmitIntoClient nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  {
    self
  }
  @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape {
    self
  }
  @inlinable nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    self
  }
  @inlinable nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    self
  }
  @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
    self
  }
  @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    self
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View where S: ShapeStyle, T: Shape
  {
    self
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  @_alwaysEmitIntoClient public static var tint: TintShapeStyle { .init() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle: ShapeStyle {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct LinearGradient: ShapeStyle, View, Sendable {
  @usableFromInline
  nonisolated internal init() {}
  @_alwaysEmitIntoClient nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init()
  }
  public typealias Body = _ShapeView<Rectangle, LinearGradient>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
  public var body: _ShapeView<Rectangle, Self> { fatalError() }
}
