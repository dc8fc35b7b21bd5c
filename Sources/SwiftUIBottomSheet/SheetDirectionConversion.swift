/// Converts between SwiftUI's leading and trailing sides and the core's left-to-right
/// coordinates (`SheetContainer`: x from the container's left edge, whatever the layout
/// direction), for right-to-left layouts.
///
/// SwiftUI places views from the leading edge and "horizontally flips the x position of each
/// view within its parent" under right-to-left (`LayoutDirection`'s documentation); its
/// `EdgeInsets` name sides leading and trailing. Its documentation does not say that coordinate
/// spaces mirror, and the named and global spaces the layer measures in (a `DragGesture`'s
/// locations, `frame(in:)`) are taken as left to right; ``namedSpacesMirror`` records that
/// reading in one place, for a device check to confirm.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetDirectionConversion {
  /// Whether a named coordinate space's x runs from the right edge under right-to-left: `false`,
  /// by the reading above (not yet checked on a device).
  package static let namedSpacesMirror = false

  /// The left and right lengths (points) of a leading and a trailing one.
  package static func leftAndRight(leading: Double, trailing: Double, direction: SheetLayoutDirection) -> (
    left: Double, right: Double
  ) {
    direction == .rightToLeft ? (trailing, leading) : (leading, trailing)
  }

  /// The leading and trailing lengths (points) of a left and a right one.
  package static func leadingAndTrailing(left: Double, right: Double, direction: SheetLayoutDirection) -> (
    leading: Double, trailing: Double
  ) {
    direction == .rightToLeft ? (right, left) : (left, right)
  }

  /// The core's x (points from the left edge) of an x measured in a named coordinate space of
  /// the given width (a `DragGesture`'s location in the container's space, a frame in the card's).
  ///
  /// - Parameters:
  ///   - x: The measured x, in points.
  ///   - width: The width of the view that names the space, in points.
  ///   - direction: The layout direction there.
  ///   - mirrored: Whether the space's x runs from the right edge under right-to-left
  ///     (``namedSpacesMirror`` unless given).
  package static func coreX(
    _ x: Double, width: Double, direction: SheetLayoutDirection, mirrored: Bool = namedSpacesMirror
  ) -> Double {
    mirrored && direction == .rightToLeft ? width - x : x
  }

  /// The core's frame (x from the left edge) of a frame measured in a named coordinate space of
  /// the given width; its width and y unchanged.
  package static func coreFrame(
    _ frame: SheetRect, width: Double, direction: SheetLayoutDirection, mirrored: Bool = namedSpacesMirror
  ) -> SheetRect {
    guard mirrored && direction == .rightToLeft else { return frame }
    return SheetRect(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
  }
}
