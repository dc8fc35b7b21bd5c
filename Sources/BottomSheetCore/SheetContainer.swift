/// Insets of the container's safe area, in points.
public struct SafeAreaInsets: Sendable, Hashable {
  /// Inset from the container's top edge (a status bar, a notch), in points.
  public var top: Double
  /// Inset from the container's bottom edge (a home indicator), in points.
  public var bottom: Double

  /// Creates insets in points.
  public init(top: Double = 0, bottom: Double = 0) {
    self.top = top
    self.bottom = bottom
  }

  /// No insets.
  public static let zero = SafeAreaInsets()
}

/// The direction a container lays its content out in, as the platforms give it (SwiftUI's
/// `LayoutDirection`, GTK's `GtkTextDirection`): it decides which side is leading.
public enum SheetLayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Left to right: the leading edge is the left one.
  case leftToRight
  /// Right to left (Arabic, Hebrew, …): the leading edge is the right one.
  case rightToLeft
}

/// The space a sheet lives in: the container's size in points, its safe area and its display
/// scale. y grows downward from the container's top edge; sheet heights are measured up from its
/// bottom edge.
public struct SheetContainer: Sendable, Hashable {
  /// Height in points.
  public var height: Double
  /// Width in points: where the card stands across it (``SheetCardStyle/horizontalFrame(in:)``,
  /// ``SheetWidthPolicy``); heights and detents do not depend on it.
  public var width: Double
  /// Safe-area insets in points.
  public var safeArea: SafeAreaInsets
  /// The height of what covers the container's top edge and must stay uncovered — a toolbar or
  /// a page switcher drawn over the container — in points (0: nothing). Unlike the top safe
  /// area, which a rubber band may stretch a sheet into (as UIKit's does), no detent, keyboard
  /// lift, rubber band or spring overshoot carries the sheet into it; a top safe area counts from
  /// the container's top edge, so with both the larger applies to where a sheet may rest.
  public var topObstruction: Double
  /// Device pixels per point.
  public var scale: Double
  /// Which side is leading (``SheetCardAlignment/leading``): the left edge from left to right,
  /// the right edge from right to left. x is measured from the left edge either way.
  public var layoutDirection: SheetLayoutDirection

  /// Creates a container description.
  ///
  /// - Parameters:
  ///   - height: Height in points.
  ///   - width: Width in points.
  ///   - safeArea: Safe-area insets in points.
  ///   - scale: Device pixels per point (1 unless given: a toolkit passes its display's scale).
  ///   - topObstruction: The height covered at the top that a sheet never enters, in points
  ///     (``topObstruction``).
  ///   - layoutDirection: Which side is leading (left to right unless given).
  public init(
    height: Double, width: Double = 390, safeArea: SafeAreaInsets = .zero, scale: Double = 1,
    topObstruction: Double = 0, layoutDirection: SheetLayoutDirection = .leftToRight
  ) {
    self.layoutDirection = layoutDirection
    self.height = height
    self.width = width
    self.safeArea = safeArea
    self.scale = scale
    self.topObstruction = topObstruction
  }

  /// Whether the height can be laid out against: greater than zero and at most
  /// ``maximumHeight``.
  ///
  /// A container that is not usable is ignored by ``SheetState`` (no re-resolution, detent
  /// identity kept) with a diagnostic.
  public var isUsable: Bool { height > 0 && height <= Self.maximumHeight }

  /// The tallest container the core lays out against: 1,000,000 points.
  public static let maximumHeight = 1_000_000.0

  /// This container with its width, safe area and scale normalized: a width that is not in
  /// (0, ``maximumHeight``] becomes 390, insets (and a ``topObstruction``) that are not finite or
  /// are negative become 0, one larger than a usable height becomes that height, and a scale outside
  /// ``PixelGrid/supportedScales`` becomes 1. (The height itself is checked by ``isUsable``.)
  /// - Returns: The container and one diagnostic per change.
  public func normalized() -> (container: SheetContainer, diagnostics: [String]) {
    var container = self
    var diagnostics: [String] = []
    if !(width > 0 && width <= Self.maximumHeight) {
      diagnostics.append("container width \(width) is not a number of points in (0, 1000000]; using 390")
      container.width = 390
    }
    if !PixelGrid.supportedScales.contains(scale) {
      diagnostics.append("display scale \(scale) is outside 0.5...8; using 1")
      container.scale = 1
    }
    if !(safeArea.top.isFinite && safeArea.top >= 0) {
      diagnostics.append("top safe-area inset \(safeArea.top) is not a length of 0 or more points; using 0")
      container.safeArea.top = 0
    }
    if !(safeArea.bottom.isFinite && safeArea.bottom >= 0) {
      diagnostics.append("bottom safe-area inset \(safeArea.bottom) is not a length of 0 or more points; using 0")
      container.safeArea.bottom = 0
    }
    if isUsable, container.safeArea.top > height {
      diagnostics.append(
        "top safe-area inset \(safeArea.top) is taller than the container (\(height)); using \(height)")
      container.safeArea.top = height
    }
    if isUsable, container.safeArea.bottom > height {
      diagnostics.append(
        "bottom safe-area inset \(safeArea.bottom) is taller than the container (\(height)); using \(height)")
      container.safeArea.bottom = height
    }
    if !(topObstruction.isFinite && topObstruction >= 0) {
      diagnostics.append("top obstruction \(topObstruction) is not a length of 0 or more points; using 0")
      container.topObstruction = 0
    }
    if isUsable, container.topObstruction > height {
      diagnostics.append(
        "top obstruction \(topObstruction) is taller than the container (\(height)); using \(height)")
      container.topObstruction = height
    }
    return (container, diagnostics)
  }

  /// The pixel grid of this container's display.
  public var grid: PixelGrid { PixelGrid(scale: scale) }

  /// The tallest a sheet may rest: the container height less the top safe-area inset or the
  /// ``topObstruction``, whichever is larger, on the pixel grid, in points. Never negative.
  public var maximumSheetHeight: Double {
    let top = safeArea.top.isFinite ? max(0, safeArea.top) : 0
    return grid.round(max(0, height - max(top, uncoveredTop)))
  }

  /// The tallest a sheet is ever drawn, whatever stretches it: the container height less the
  /// ``topObstruction``, in points (infinity when there is none: a rubber band may then carry a
  /// sheet past the container's top edge).
  public var ceilingHeight: Double {
    uncoveredTop > 0 ? grid.round(max(0, height - uncoveredTop)) : .infinity
  }

  /// ``topObstruction`` as a length: 0 when it is not finite or below 0.
  private var uncoveredTop: Double {
    topObstruction.isFinite ? max(0, topObstruction) : 0
  }
}
