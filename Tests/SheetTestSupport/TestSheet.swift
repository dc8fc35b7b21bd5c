import BottomSheetCore

/// The one factory for the sheets the tests build: each suite's `sheet(…)` names its situation
/// and calls ``make(_:at:in:presented:headerHeight:contentHeight:footerHeight:configure:)``, so a
/// new argument of
/// ``SheetState/init(configuration:container:presented:headerHeight:contentHeight:footerHeight:time:)``
/// changes one place.
package enum TestSheet {
  /// The tests' usual container: 800 points tall at 2 device pixels per point (half a pixel is
  /// 0.25 pt).
  package static let container = SheetContainer(height: 800, scale: 2)

  /// A sheet with `detents`, starting at `initial` (the lowest when `nil`), in `container`.
  ///
  /// - Parameters:
  ///   - detents: The detent list.
  ///   - initial: The initial detent's id.
  ///   - container: The container.
  ///   - presented: Whether the sheet starts presented.
  ///   - headerHeight: The header's height in points.
  ///   - contentHeight: The content's height in points.
  ///   - footerHeight: The footer's height in points.
  ///   - configure: Changes the rest of the configuration (dismissal, policy, style, …).
  package static func make(
    _ detents: [SheetDetent], at initial: String? = nil, in container: SheetContainer = container,
    presented: Bool = true, headerHeight: Double = 0, contentHeight: Double = 0, footerHeight: Double = 0,
    configure: (inout SheetConfiguration) -> Void = { _ in }
  ) -> SheetState {
    var configuration = SheetConfiguration(detents: detents, initialDetent: initial)
    configure(&configuration)
    return SheetState(
      configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
      contentHeight: contentHeight, footerHeight: footerHeight)
  }

  /// Detents at fixed heights, given as (id, points) pairs, in list order.
  package static func points(_ pairs: KeyValuePairs<String, Double>) -> [SheetDetent] {
    pairs.map { SheetDetent(id: $0.key, .points($0.value)) }
  }
}
