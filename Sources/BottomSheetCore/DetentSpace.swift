/// How a sheet's detents are measured: which height a fraction is of, and where a height in
/// points starts.
///
/// Heights are always reported from the container's bottom edge (the sheet's top edge is at
/// `container.height − height`), and the tallest a sheet rests is always the height below the top
/// safe area. What changes is what a detent's number means:
///
/// | space | `fraction(f)` | `points(p)` | fitted and header detents |
/// |---|---|---|---|
/// | ``container`` | `f × height` | `p` | the content, plus the space below it |
/// | ``available`` | `f × (height − top)` | `p` | the content, plus the space below it |
/// | ``safeArea`` | `f × (height − top − bottom) + bottom` | `p + bottom` | the content, plus the space below it |
///
/// `top` and `bottom` are the container's safe-area insets, in points. The space below the
/// content is the same in every space (``SheetConfiguration/contentBottomMargin(in:)``): the
/// card's bottom margin plus the space its content keeps clear at its bottom — `bottom` for a
/// standard card, `max(inset, bottom)` for a floating one — so a content-sized detent shows all
/// of its content above the home indicator, and its content never scrolls. ``available`` is the
/// Bottom Drawer component's (its fractions are of the height its `GeometryReader` sees, which
/// ignores only the bottom safe area: 0.88 of an 844-point iPhone with a 47-point top inset is
/// 701 points, not 743). ``safeArea`` is UIKit's: `UISheetPresentationController` measures a custom
/// detent's height above the bottom safe area (Apple's documentation of
/// `UISheetPresentationController.Detent.custom(identifier:resolver:)`).
public enum DetentSpace: String, Sendable, Hashable, CaseIterable {
  /// Fractions of the whole container height; points from its bottom edge (the default).
  case container
  /// Fractions of the height below the top safe area; points from the container's bottom edge.
  case available
  /// Detents measure the sheet above the bottom safe area, as UIKit's do.
  case safeArea

  /// The height of a `fraction` detent, in points, before rounding to the pixel grid.
  ///
  /// - Parameters:
  ///   - fraction: The detent's fraction (unitless).
  ///   - container: The container (height and safe area in points).
  public func height(ofFraction fraction: Double, in container: SheetContainer) -> Double {
    let top = container.safeArea.top
    let bottom = container.safeArea.bottom
    switch self {
    case .container: return fraction * container.height
    case .available: return fraction * max(0, container.height - top)
    case .safeArea: return fraction * max(0, container.height - top - bottom) + bottom
    }
  }

  /// How far above the container's bottom edge a `points` detent's height starts, in points: the
  /// bottom safe-area inset in ``safeArea``, else 0.
  public func pointsOrigin(in container: SheetContainer) -> Double {
    self == .safeArea ? container.safeArea.bottom : 0
  }
}
