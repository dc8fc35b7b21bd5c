import SwiftUI

/// Conversions between the detent values SwiftUI code holds and the core's detent list.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetDetentConversion {
  /// The core's detent list for a set of detents.
  ///
  /// A set has no order, but the core breaks ties between detents of equal height by list
  /// position, so the list is sorted by id: the same set always gives the same sheet.
  /// - Complexity: O(n log n) for n detents.
  package static func list(_ detents: Set<SheetDetent>) -> [SheetDetent] {
    detents.sorted { $0.id < $1.id }
  }

  /// The detents for fractions of the container height, in the given order.
  ///
  /// Each fraction becomes ``SheetDetent/fraction(_:)``, so `0.5` has the id `"fraction(0.5)"`.
  /// Fractions that are not finite or not above 0 are kept: the core drops them with a diagnostic.
  package static func detents(fractions: [CGFloat]) -> [SheetDetent] {
    fractions.map { SheetDetent.fraction(Double($0)) }
  }

  /// The detent with `id` among `detents`, or `nil`.
  package static func detent(withID id: String, in detents: [SheetDetent]) -> SheetDetent? {
    detents.first { $0.id == id }
  }

  /// The input that carries a selection the app set to the sheet, or `nil` when the sheet already
  /// rests at it or settles toward it.
  ///
  /// - Parameters:
  ///   - selection: The detent the app selected.
  ///   - target: The id of the detent the sheet rests at or settles toward (the core's `detent`).
  package static func input(forSelection selection: SheetDetent, target: String) -> SheetInput? {
    selection.id == target ? nil : .move(to: selection.id, animated: true)
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension CGFloat {
  /// This value read as a fraction detent, for the seed-compatible ``BottomDrawer``, whose binding
  /// holds a fraction: a `Binding<CGFloat>` projects to a `Binding<SheetDetent>` through it.
  ///
  /// Setting a detent whose height is a fraction of the container (``SheetDetent/fraction(_:)``,
  /// ``SheetDetent/medium``) stores the fraction; any other kind leaves the value unchanged.
  var fractionDetent: SheetDetent {
    get { SheetDetent.fraction(Double(self)) }
    set {
      if case .fraction(let value) = newValue.kind { self = CGFloat(value) }
    }
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Optional {
  /// Sets whether an item is present, for `bottomSheet(item:)`'s presentation: `false` clears
  /// the item; `true` brings `last` back when there is no item (the core presented the sheet
  /// again by itself: `SheetPresentationCoordinator.Action.setBinding`) and leaves an item as it is.
  mutating func setPresent(_ present: Bool, restoring last: Wrapped?) {
    if !present {
      self = nil
    } else if self == nil {
      self = last
    }
  }
}
