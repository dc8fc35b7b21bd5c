/// What a custom detent is given to compute its height.
public struct DetentContext: Sendable, Hashable {
  /// The container's height in points.
  public var containerHeight: Double
  /// The container's safe-area insets in points.
  public var safeArea: SafeAreaInsets
  /// The height of the sheet's header plus content plus footer, in points (0 when unknown).
  public var contentHeight: Double
  /// The height of the sheet's header alone (grabber, title, search field), in points (0 when
  /// unknown or when the sheet has no header).
  public var headerHeight: Double
  /// The tallest a sheet may rest (container height less the top safe-area inset), in points.
  public var maximumHeight: Double
  /// The space below the sheet's content, in points, in every detent space: the card's bottom
  /// margin plus the space its content keeps clear at its bottom
  /// (``SheetConfiguration/contentBottomMargin(in:)``; the bottom safe area for a standard card).
  /// A detent that should show a part of the sheet whole (as ``HeaderDetent`` does) adds it.
  public var bottomMargin: Double
  /// The height of the sheet's footer, in points (0 without one): pinned to the visible bottom of
  /// the card, so a detent that should show a part of the sheet whole above it adds it.
  public var footerHeight: Double

  /// Creates a context. All values are in points.
  public init(
    containerHeight: Double, safeArea: SafeAreaInsets = .zero, contentHeight: Double = 0, maximumHeight: Double,
    headerHeight: Double = 0, bottomMargin: Double = 0, footerHeight: Double = 0
  ) {
    self.footerHeight = footerHeight
    self.containerHeight = containerHeight
    self.safeArea = safeArea
    self.contentHeight = contentHeight
    self.maximumHeight = maximumHeight
    self.headerHeight = headerHeight
    self.bottomMargin = bottomMargin
  }
}

/// A detent whose height a type computes, as SwiftUI's `CustomPresentationDetent` does: being a
/// type keeps ``SheetDetent`` `Hashable`.
public protocol CustomSheetDetent {
  /// The detent's height in points for `context`, or `nil` when the detent should not be
  /// offered in it (it is then left out, with a diagnostic).
  static func height(in context: DetentContext) -> Double?
}

/// A height a sheet can rest at, with an identity that survives rotation, resizing and content
/// changes.
///
/// Heights are measured up from the container's bottom edge, in points. Kinds:
/// - ``fraction(_:)``: a fraction of the container height (or of another height: see
///   ``DetentSpace``);
/// - ``height(_:)``: a fixed number of points;
/// - ``fitted``: the header, content and footer height, rounded up to a whole point, at least 80
///   and at most 90 % of the container height, plus the space below the content
///   (``SheetConfiguration/contentBottomMargin(in:)``), so none of it scrolls;
/// - ``custom(_:)``: computed by a ``CustomSheetDetent`` type;
/// - ``marker(_:)``: down to a marker in the content;
/// - ``medium`` (half the container) and ``large`` (the maximum height), as in SwiftUI.
///
/// Two detents are equal when their ids and kinds are equal.
public struct SheetDetent: Sendable, Hashable, CustomStringConvertible {
  /// How a detent's height is computed.
  public enum Kind: Sendable, Hashable {
    /// A fraction of the container height (unitless; must be finite and greater than 0).
    case fraction(Double)
    /// A height in points (finite, greater than 0).
    case points(Double)
    /// The header, content and footer height, rounded up to a whole point, within
    /// [80, 0.9 × container].
    case fitted
    /// The container's maximum sheet height.
    case maximum
    /// Computed by a type.
    case custom(CustomDetentType)
    /// Anchored to a marker in the content, by the marker's name: the sheet shows the header and
    /// the content down to the marker's bottom edge (``SheetState/markerBottoms``), above the
    /// footer and the space below the content. While the marker has no position the detent has
    /// no height and is awaited, as a header detent is while the header measures 0.
    case marker(String)
  }

  /// The identity: stable across resolutions, used by events and by the scenario format.
  public let id: String
  /// How the height is computed.
  public let kind: Kind

  /// Creates a detent with an explicit id.
  public init(id: String, _ kind: Kind) {
    self.id = id
    self.kind = kind
  }

  /// A fraction of the container height, with the id `"fraction(<value>)"`.
  public static func fraction(_ value: Double) -> SheetDetent {
    SheetDetent(id: "fraction(\(value))", .fraction(value))
  }

  /// A fixed height in points, with the id `"height(<value>)"`.
  public static func height(_ points: Double) -> SheetDetent {
    SheetDetent(id: "height(\(points))", .points(points))
  }

  /// Half the container height (SwiftUI's `.medium`).
  public static let medium = SheetDetent(id: "medium", .fraction(0.5))
  /// The maximum sheet height: the container less its top safe-area inset (SwiftUI's `.large`).
  public static let large = SheetDetent(id: "large", .maximum)
  /// As tall as the sheet's header and content.
  public static let fitted = SheetDetent(id: "fitted", .fitted)
  /// As tall as the sheet's header alone, with the id `"header"`: the lowest detent of a search
  /// sheet, where only the grabber and the search field show (see ``HeaderDetent``).
  public static let header = SheetDetent(id: "header", .custom(CustomDetentType(HeaderDetent.self)))

  /// A detent that shows the content down to the bottom edge of the marker `name`, with the id
  /// `"marker(<name>)"` (see ``Kind/marker(_:)``): the toolkit reports where the marker is
  /// (``SheetInput/marker(_:bottom:)``), as it reports the header's height.
  public static func marker(_ name: String) -> SheetDetent {
    SheetDetent(id: "marker(\(name))", .marker(name))
  }

  /// A detent computed by `type`, with the type's name as id.
  public static func custom<D: CustomSheetDetent>(_ type: D.Type) -> SheetDetent {
    SheetDetent(id: "custom(\(String(reflecting: type)))", .custom(CustomDetentType(type)))
  }

  public var description: String { id }
}

/// A detent as tall as the sheet's header: ``DetentContext/headerHeight`` rounded up to a whole
/// point, plus the footer (``DetentContext/footerHeight``, pinned below it) and the space below
/// the content (``DetentContext/bottomMargin``: so the whole header shows above a floating card's
/// margin or the home indicator a standard card covers), or no detent while the header's height
/// is unknown (0).
///
/// Used through ``SheetDetent/header``. Like every detent, it is clamped to the maximum height.
public enum HeaderDetent: CustomSheetDetent {
  /// The header's height in points, rounded up to a whole point, plus
  /// ``DetentContext/footerHeight`` and ``DetentContext/bottomMargin``; `nil` when the header's
  /// height is 0 or not finite.
  public static func height(in context: DetentContext) -> Double? {
    let header = context.headerHeight
    guard header.isFinite, header > 0 else { return nil }
    let footer = context.footerHeight.isFinite ? max(0, context.footerHeight) : 0
    return header.rounded(.up) + footer + context.bottomMargin
  }
}

/// A ``CustomSheetDetent`` type, wrapped so that detents stay `Hashable` and `Sendable`.
///
/// A metatype holds no mutable state, so sharing it across concurrency domains is safe; the
/// unchecked conformance says so where the language (before `SendableMetatype`) cannot.
public struct CustomDetentType: @unchecked Sendable, Hashable {
  private let type: any CustomSheetDetent.Type

  /// Wraps a custom detent type.
  public init<D: CustomSheetDetent>(_ type: D.Type) {
    self.type = type
  }

  /// The type's height for `context`, in points, or `nil`.
  public func height(in context: DetentContext) -> Double? { type.height(in: context) }

  public static func == (a: CustomDetentType, b: CustomDetentType) -> Bool {
    ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
