import SwiftUI

/// Conversions from SwiftUI's geometry to the core's container, keyboard and scroll inputs.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetGeometry {
  /// The core's container for the geometry of a view laid out inside the container's safe area.
  ///
  /// The sheet layer extends under the safe areas: the container is the safe area's size plus
  /// the insets around it.
  /// - Parameters:
  ///   - size: The size of the safe area, in points.
  ///   - safeAreaInsets: The container's safe-area insets, in points (negative or non-finite
  ///     values count as 0).
  ///   - scale: Device pixels per point (`EnvironmentValues.displayScale`).
  ///   - layoutDirection: The environment's layout direction (`EnvironmentValues.layoutDirection`):
  ///     right to left, a leading card stands at the right edge.
  package static func container(
    size: CGSize, safeAreaInsets: EdgeInsets, scale: CGFloat, layoutDirection: LayoutDirection = .leftToRight
  ) -> SheetContainer {
    let top = length(safeAreaInsets.top)
    let bottom = length(safeAreaInsets.bottom)
    let sides = length(safeAreaInsets.leading) + length(safeAreaInsets.trailing)
    return SheetContainer(
      height: Double(size.height) + top + bottom, width: Double(size.width) + sides,
      safeArea: SafeAreaInsets(top: top, bottom: bottom), scale: Double(scale),
      layoutDirection: Self.layoutDirection(layoutDirection))
  }

  /// The core's layout direction for SwiftUI's.
  package static func layoutDirection(_ direction: LayoutDirection) -> SheetLayoutDirection {
    switch direction {
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    @unknown default: .leftToRight
    }
  }

  /// The keyboard's height for the core: how far the keyboard reaches up from the container's
  /// bottom edge.
  ///
  /// A shown keyboard replaces the container's bottom safe-area inset (the home indicator's) with
  /// its own height; a bottom inset no larger than the container's means no keyboard.
  /// - Parameters:
  ///   - bottomInset: The bottom safe-area inset of a view that respects the keyboard, in points.
  ///   - containerBottomInset: The bottom safe-area inset of a view that ignores it, in points.
  /// - Returns: Points, 0 when no keyboard is shown.
  package static func keyboardHeight(bottomInset: CGFloat, containerBottomInset: CGFloat) -> Double {
    let inset = length(bottomInset)
    return inset > length(containerBottomInset) ? inset : 0
  }

  /// A length the core can take: finite and at least 0.
  private static func length(_ value: CGFloat) -> Double {
    let value = Double(value)
    return value.isFinite && value > 0 ? value : 0
  }
}

/// What the sheet's scroll view reports, in the core's terms.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetScrollMetrics: Sendable, Hashable {
  /// The height of the scrolled content, insets included, in points.
  package var contentHeight: Double
  /// The height of the scroll view's visible area, in points.
  package var viewportHeight: Double

  /// Creates metrics in points.
  package init(contentHeight: Double, viewportHeight: Double) {
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
  }

  /// The metrics of an iOS 18 scroll geometry: content height plus its top and bottom insets, and
  /// the container height.
  @available(iOS 18, macOS 15, visionOS 2, *)
  package init(_ geometry: ScrollGeometry) {
    let insets = geometry.contentInsets.top + geometry.contentInsets.bottom
    self.init(
      contentHeight: Double(geometry.contentSize.height + insets),
      viewportHeight: Double(geometry.containerSize.height))
  }

  /// The scroll offset of an iOS 18 scroll geometry, in points from the content's top: the
  /// content offset plus the top content inset (negative while it bounces past the top).
  @available(iOS 18, macOS 15, visionOS 2, *)
  package static func offsetFromContentTop(_ geometry: ScrollGeometry) -> Double {
    Double(geometry.contentOffset.y + geometry.contentInsets.top)
  }

  /// The content height to give the core, so that its largest scroll offset is the scroll view's.
  ///
  /// The core's largest offset is its content height less the viewport its scroll range is
  /// measured against (`SheetState.scrollRangeViewport(headerHeight:)`: the card at the highest
  /// detent less the header and the home indicator's area, less the part a keyboard covers
  /// there); UIKit's is the content height less the scroll view's bounds height. The two
  /// viewports may differ (a footer, an inset of the app's, a keyboard padding laid out for the
  /// detent the sheet is at: `SheetContentLayout`). The difference is added to the content
  /// height, so both agree on how far the content scrolls.
  ///
  /// `coreViewport` must already be less the keyboard's overlap: `viewportHeight` is the scroll
  /// view's bounds, which the column's keyboard padding has shortened, so a core viewport without
  /// the keyboard counts the covered part twice, once here and once in the core's range (eighth
  /// review, 3.4: 466 points instead of UIKit's 164 for a 600-point form at `.large` above an
  /// iPhone 15's 336-point keyboard).
  /// - Parameter coreViewport: The core's scroll-range viewport, keyboard included, in points.
  /// - Returns: Points, at least 0.
  package func coreContentHeight(coreViewport: Double) -> Double {
    let value = contentHeight + max(0, coreViewport - viewportHeight)
    return value.isFinite ? max(0, value) : 0
  }
}
