/// How a sheet's scroll view shares drags with the sheet.
///
/// - ``uiKit``: iOS and visionOS, the `UIScrollView` behind the `ScrollView` or `List` found by a
///   probe. The sheet's UIKit pan and the scroll view's pan recognize together; the core divides
///   every movement (`ScrollHandoff`), and in the same callback the scroll view is held still
///   while the sheet takes the movement, or scrolls natively — bounce, indicators, refresh,
///   momentum — while the content does (``SheetScrollLock``).
/// - ``core``: macOS 15, where a scroll view reports its geometry
///   (`onScrollGeometryChange`) and takes an offset (`ScrollPosition`). The scroll view keeps its
///   own scrolling; the sheet's drag goes to the core too, which divides every movement between
///   the sheet and the content (`ScrollHandoff` in the core). While a touch holds the sheet or the
///   sheet moves, the core's offset is shown; while the sheet rests, the scroll view's offset is
///   reported to the core (``SheetScrollBridge``).
/// - ``nativeAtHighestDetent``: earlier systems. Below its highest detent the sheet moves under
///   every drag and the scroll view does not scroll; at the highest detent the scroll view
///   scrolls by itself and a drag that starts on it leaves the sheet alone, while the header (the
///   grabber and everything above the scroll view) still drags the sheet down.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetScrollHandoffMode: Sendable, Hashable {
  /// The core divides each drag; UIKit's scroll view is held or free (``SheetScrollLock``).
  case uiKit
  /// The core owns the drag and the scroll offset.
  case core
  /// The scroll view scrolls by itself, at the highest detent only.
  case nativeAtHighestDetent

  /// Whether the core divides each drag between the sheet and the content (and so needs the
  /// content's height).
  package var dividesDrags: Bool { self != .nativeAtHighestDetent }

  /// Whether the sheet takes a drag that starts at `y`.
  ///
  /// Only ``nativeAtHighestDetent`` declines drags: those that start on the scroll view while the
  /// sheet rests at its highest detent, which belong to the scroll view.
  /// - Parameters:
  ///   - y: Where the drag started, in points from the container's top edge.
  ///   - sheetTop: The sheet's top edge, in the same coordinates.
  ///   - scrollTop: The scroll view's top edge, in points below the sheet's top edge, or `nil`
  ///     when not yet measured.
  ///   - restsAtHighestDetent: Whether the sheet is at rest at its highest detent.
  package func acceptsDrag(startingAt y: Double, sheetTop: Double, scrollTop: Double?, restsAtHighestDetent: Bool)
    -> Bool
  {
    guard self == .nativeAtHighestDetent, restsAtHighestDetent, let scrollTop else { return true }
    return y < sheetTop + scrollTop
  }
}

/// The scroll-handoff modifiers on screen, newest last: the handoff's mode is the newest's, and a
/// modifier that leaves removes only itself. SwiftUI may call a pushed view's `onAppear` before the
/// popped view's `onDisappear` (a `NavigationStack` inside a sheet, an `if`/`else` swap), so a
/// single slot cleared by whoever leaves would drop the handoff of the list still on screen.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetScrollHandoffOwners: Sendable, Hashable {
  private var entries: [Entry] = []

  private struct Entry: Sendable, Hashable {
    var owner: ObjectIdentifier?
    var mode: SheetScrollHandoffMode
  }

  /// No modifier on screen.
  package init() {}

  /// The handoff's mode: the newest modifier's, `nil` with none on screen.
  package var mode: SheetScrollHandoffMode? { entries.last?.mode }

  /// The modifiers on screen.
  package var count: Int { entries.count }

  /// A modifier appeared (`owner` `nil`: an anonymous one, which replaces any other anonymous).
  package mutating func begin(_ owner: ObjectIdentifier?, mode: SheetScrollHandoffMode) {
    entries.removeAll { $0.owner == owner }
    entries.append(Entry(owner: owner, mode: mode))
  }

  /// A modifier disappeared.
  package mutating func end(_ owner: ObjectIdentifier?) {
    entries.removeAll { $0.owner == owner }
  }

  /// Whether the one leaving (`leaving`) is the one in a single slot (`current`): only then does
  /// it clear the slot.
  package static func holds(current: ObjectIdentifier?, leaving: ObjectIdentifier) -> Bool {
    current == leaving
  }
}
