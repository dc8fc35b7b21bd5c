/// A detent resolved against a container: its identity and its height on the pixel grid.
public struct ResolvedDetent: Sendable, Hashable {
  /// The detent's id.
  public let id: String
  /// Height in points, up from the container's bottom edge, on the pixel grid.
  public let height: Double

  /// Creates a resolved detent.
  public init(id: String, height: Double) {
    self.id = id
    self.height = height
  }
}

/// The id reported for a sheet that rests hidden (dismissed): `"hidden"`, height 0.
public let hiddenDetentID = "hidden"

/// The id of the detent that replaces an empty detent list: `"max"`, at the maximum height.
public let maximumDetentID = "max"

/// Normalization and resolution of detent lists.
///
/// Rules (each reported as one diagnostic, as the scenario format specifies):
/// - a fraction or point value that is not finite, or ≤ 0, is dropped;
/// - a detent with the reserved id `"hidden"` is dropped;
/// - a repeated id: the later detent is dropped;
/// - a detent above the maximum height (container height − top safe area) is clamped to it;
/// - a custom detent that returns `nil` or a bad value is dropped;
/// - a marker detent whose marker has no position is left out (and awaited);
/// - a list left empty becomes one detent at the maximum height, id `"max"`.
/// Detents may come in any order: resolution orders them by height, ties by list position.
public enum DetentResolution {
  /// Drops invalid and repeated detents.
  ///
  /// - Returns: The kept detents in their original order, and one diagnostic per dropped detent.
  public static func normalize(_ detents: [SheetDetent]) -> (detents: [SheetDetent], diagnostics: [String]) {
    var kept: [SheetDetent] = []
    var diagnostics: [String] = []
    var seen = Set<String>()
    for detent in detents {
      switch detent.kind {
      case .fraction(let value) where !(value.isFinite && value > 0):
        diagnostics.append("detent '\(detent.id)' has fraction \(value), not a number greater than 0; dropped")
        continue
      case .points(let value) where !(value.isFinite && value > 0):
        diagnostics.append("detent '\(detent.id)' has height \(value), not a number of points greater than 0; dropped")
        continue
      default:
        break
      }
      if detent.id == hiddenDetentID {
        diagnostics.append("detent id '\(hiddenDetentID)' is reserved for the dismissed sheet; dropped")
        continue
      }
      if seen.contains(detent.id) {
        diagnostics.append("detent id '\(detent.id)' is repeated; the later one is dropped")
        continue
      }
      seen.insert(detent.id)
      kept.append(detent)
    }
    return (kept, diagnostics)
  }

  /// The fitted height for a header plus content height: rounded up to a whole point, at least
  /// 80 and at most 90 % of the container height.
  ///
  /// - Parameters:
  ///   - content: Header plus content height in points.
  ///   - containerHeight: Points.
  /// - Returns: Points. A content height that is not finite gives 80.
  public static func fittedHeight(content: Double, containerHeight: Double) -> Double {
    let minimum = 80.0
    let maximum = max(minimum, (containerHeight * 0.9).rounded(.down))
    guard content.isFinite else { return minimum }
    return min(max(content.rounded(.up), minimum), maximum)
  }

  /// A marker detent's height above the space below the content: the header and the content down
  /// to the marker's bottom edge, rounded up to a whole point, plus the footer. Points.
  ///
  /// - Parameters:
  ///   - bottom: The marker's bottom edge, in points below the content's top.
  ///   - headerHeight: The header's height in points.
  ///   - footerHeight: The footer's height in points.
  public static func markerHeight(bottom: Double, headerHeight: Double, footerHeight: Double) -> Double {
    (headerHeight + bottom).rounded(.up) + footerHeight
  }

  /// Resolves normalized detents against a container, ordered by height.
  ///
  /// Heights are rounded to the container's pixel grid once, with ``PixelGrid/round(_:)``, the
  /// function the platform layers use for positions.
  /// - Parameters:
  ///   - detents: Detents from ``normalize(_:)``.
  ///   - container: A usable container.
  ///   - contentHeight: Header plus content plus footer height in points, for fitted and custom
  ///     detents.
  ///   - headerHeight: The header's height alone in points, for custom detents such as
  ///     ``SheetDetent/header`` (0 when unknown).
  ///   - footerHeight: The footer's height in points (``SheetState/footerHeight``), which header
  ///     and marker detents include (0 without a footer).
  ///   - markers: The bottom edge of each marker in the content, by name, in points below the
  ///     content's top (``SheetState/markerBottoms``), for marker detents.
  ///   - space: How fractions and points are measured (``DetentSpace``).
  ///   - bottomMargin: Points between the content's bottom and the container's bottom edge, added
  ///     to fitted detents and handed to custom ones (``DetentContext/bottomMargin``): the card's
  ///     bottom margin plus the space its content keeps clear at its bottom
  ///     (``SheetConfiguration/contentBottomMargin(in:)``), in every detent space.
  /// - Returns: The resolved detents (never empty) and the ids that were clamped or dropped, with
  ///   a diagnostic for each.
  public static func resolve(
    _ detents: [SheetDetent], in container: SheetContainer, contentHeight: Double, headerHeight: Double = 0,
    footerHeight: Double = 0, space: DetentSpace = .container, bottomMargin: Double = 0,
    markers: [String: Double] = [:]
  ) -> (detents: [ResolvedDetent], clamped: [String], diagnostics: [String]) {
    let grid = container.grid
    let maximum = container.maximumSheetHeight
    var resolved: [(index: Int, detent: ResolvedDetent)] = []
    var clamped: [String] = []
    var diagnostics: [String] = []
    let margin = bottomMargin.isFinite ? max(0, bottomMargin) : 0
    let context = DetentContext(
      containerHeight: container.height, safeArea: container.safeArea,
      contentHeight: contentHeight, maximumHeight: maximum, headerHeight: headerHeight, bottomMargin: margin,
      footerHeight: footerHeight)
    for (index, detent) in detents.enumerated() {
      var height: Double
      switch detent.kind {
      case .fraction(let value):
        // A product too large for a Double is simply taller than any container.
        height = min(space.height(ofFraction: value, in: container), .greatestFiniteMagnitude)
      case .points(let value): height = value + space.pointsOrigin(in: container)
      case .maximum: height = maximum
      case .fitted: height = fittedHeight(content: contentHeight, containerHeight: container.height) + margin
      case .custom(let type):
        guard let value = type.height(in: context), value.isFinite, value > 0 else {
          diagnostics.append("custom detent '\(detent.id)' gave no height greater than 0; left out")
          continue
        }
        height = value
      case .marker(let name):
        guard let bottom = markers[name] else {
          diagnostics.append("detent '\(detent.id)' is at marker '\(name)', which has no position yet; left out")
          continue
        }
        height = markerHeight(bottom: bottom, headerHeight: headerHeight, footerHeight: footerHeight) + margin
      }
      height = grid.round(height)
      if height > maximum {
        // A positive detent that rounds to nothing keeps one device pixel.
        let clampedHeight = max(maximum, 1 / grid.scale)
        clamped.append(detent.id)
        diagnostics.append(
          "detent '\(detent.id)' is \(height) pt, above the maximum height \(maximum) pt; clamped to \(clampedHeight) pt"
        )
        height = clampedHeight
      }
      height = max(height, 1 / grid.scale)
      resolved.append((index, ResolvedDetent(id: detent.id, height: height)))
    }
    if resolved.isEmpty {
      diagnostics.append("no valid detent; using one at the maximum height, id '\(maximumDetentID)'")
      resolved = [(0, ResolvedDetent(id: maximumDetentID, height: max(maximum, 1 / grid.scale)))]
    }
    resolved.sort { a, b in
      a.detent.height != b.detent.height ? a.detent.height < b.detent.height : a.index < b.index
    }
    return (resolved.map(\.detent), clamped, diagnostics)
  }
}
