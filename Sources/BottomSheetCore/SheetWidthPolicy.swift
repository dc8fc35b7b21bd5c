/// Where a card of bounded width stands in a container wider than the policy's breakpoint.
public enum SheetCardAlignment: String, Sendable, Hashable, CaseIterable {
  /// Against the container's leading edge — the left one from left to right, the right one from
  /// right to left (``SheetContainer/layoutDirection``) — as Apple Maps shows its sheet in a wide
  /// window.
  case leading
  /// Centred, as Material 3's bottom sheet on a wide screen and libadwaita's floating dialog.
  case center
}

/// How wide a sheet's card is: edge to edge in a narrow container; above a breakpoint, a card of
/// bounded width against the leading edge or centred. Detents, heights and physics do not change
/// with the width: only the card's left edge and width do (``SheetCardStyle/horizontalFrame(in:)``).
///
/// The card is bounded when the container is wider than ``breakpoint`` points. The card itself is
/// then at most ``maximumWidth`` points wide at every height: a floating card's insets lie outside
/// it, and a morphing card that sheds its insets as it rises stays ``maximumWidth`` wide at full
/// height (its column narrows with the insets). The rest of the container stays the background's.
/// Points, in the container's coordinates.
///
/// The defaults and their sources:
/// - ``defaultBreakpoint``, 450 points: libadwaita's `AdwDialog` is a bottom sheet while its window
///   is at most 450 px wide (`PORTRAIT_CONDITION "max-width: 450px"` in `src/adw-dialog.c`) and a
///   floating dialog above; and every iPhone in portrait, whose horizontal size class is compact
///   (Apple's Human Interface Guidelines, *Layout* › Device size classes), is at most 440 points
///   wide. Apple's size classes are not widths: the SwiftUI layer follows
///   `horizontalSizeClass` instead of this number.
/// - ``defaultMaximumWidth``, 640 points: Material 3's maximum width of a bottom sheet
///   (m3.material.io, Bottom sheets › Specs; Jetpack Compose's `BottomSheetDefaults.SheetMaxWidth`,
///   640 dp).
public struct SheetWidthPolicy: Sendable, Hashable {
  /// The container width, in points, above which the card's width is bounded (infinity: never).
  public var breakpoint: Double
  /// The widest the card grows in a container wider than ``breakpoint``, in points, not counting
  /// a floating card's insets.
  public var maximumWidth: Double
  /// Where the bounded card stands.
  public var alignment: SheetCardAlignment

  /// 450 points: libadwaita's dialog breakpoint (see the type's discussion).
  public static let defaultBreakpoint = 450.0
  /// 640 points: Material 3's bottom sheet maximum width (see the type's discussion).
  public static let defaultMaximumWidth = 640.0

  /// Edge to edge at every width (the default of every card style).
  public static let edgeToEdge = SheetWidthPolicy(breakpoint: .infinity, maximumWidth: .infinity, alignment: .center)

  /// A policy that bounds the card above ``defaultBreakpoint``.
  ///
  /// - Parameters:
  ///   - alignment: Where the bounded card stands (leading unless given, as in Apple Maps).
  ///   - maximumWidth: The widest the card grows, in points (``defaultMaximumWidth`` unless given).
  ///   - breakpoint: The container width above which the card is bounded, in points.
  /// - Returns: The policy, normalized: a breakpoint or maximum width that is NaN or below 0
  ///   becomes 0 (``normalized()`` reports it).
  public static func adaptive(
    alignment: SheetCardAlignment = .leading, maximumWidth: Double = defaultMaximumWidth,
    breakpoint: Double = defaultBreakpoint
  ) -> SheetWidthPolicy {
    SheetWidthPolicy(breakpoint: breakpoint, maximumWidth: maximumWidth, alignment: alignment).normalized().policy
  }

  /// Creates a policy; lengths in points (see ``normalized()`` for values out of range).
  public init(breakpoint: Double, maximumWidth: Double, alignment: SheetCardAlignment) {
    self.breakpoint = breakpoint
    self.maximumWidth = maximumWidth
    self.alignment = alignment
  }

  /// This policy with lengths that mean something: a ``breakpoint`` or ``maximumWidth`` that is
  /// NaN or below 0 becomes 0 (infinity is kept: never bounded, or no limit).
  /// - Returns: The policy and one diagnostic per change.
  public func normalized() -> (policy: SheetWidthPolicy, diagnostics: [String]) {
    var policy = self
    var diagnostics: [String] = []
    if !(breakpoint >= 0) {
      diagnostics.append("width breakpoint \(breakpoint) is not a width of 0 or more points; using 0")
      policy.breakpoint = 0
    }
    if !(maximumWidth >= 0) {
      diagnostics.append("maximum card width \(maximumWidth) is not a width of 0 or more points; using 0")
      policy.maximumWidth = 0
    }
    return (policy, diagnostics)
  }

  /// Whether a container `width` points wide bounds the card: wider than ``breakpoint``.
  public func bounds(containerWidth width: Double) -> Bool { width > breakpoint }

  /// The column the card stands in, in points: the whole container width when narrow; above the
  /// breakpoint, at most ``maximumWidth`` + 2 × `inset` wide (`inset`: the card's side insets at
  /// its current height), against the leading edge (the right one under `rightToLeft`) or
  /// centred. x from the left edge; not rounded to the pixel grid.
  func column(
    containerWidth width: Double, inset: Double, direction: SheetLayoutDirection = .leftToRight
  ) -> (x: Double, width: Double) {
    guard bounds(containerWidth: width), maximumWidth + 2 * inset < width else { return (0, width) }
    let column = maximumWidth + 2 * inset
    switch (alignment, direction) {
    case (.center, _): return ((width - column) / 2, column)
    case (.leading, .leftToRight): return (0, column)
    case (.leading, .rightToLeft): return (width - column, column)
    }
  }
}
