import Observation

/// The modal sheets on screen, in the order they were presented: only the last takes Escape, so
/// a sheet presented from a sheet's content closes first and the one below stays (SwiftUI does
/// not say which of two `cancelAction` shortcuts in the frontmost window fires).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetModalOrder: Sendable, Hashable {
  /// The presented sheets' identifiers, first presented first.
  package private(set) var order: [ObjectIdentifier] = []

  /// No sheet presented.
  package init() {}

  /// A sheet's container appeared (again: it moves to the top).
  package mutating func appeared(_ id: ObjectIdentifier) {
    order.removeAll { $0 == id }
    order.append(id)
  }

  /// A sheet's container went.
  package mutating func disappeared(_ id: ObjectIdentifier) {
    order.removeAll { $0 == id }
  }

  /// Whether `id` is the sheet presented last (or no sheet is registered at all).
  package func isTopmost(_ id: ObjectIdentifier) -> Bool {
    order.last.map { $0 == id } ?? true
  }
}

/// The app's ``SheetModalOrder``, observed by the sheets' Escape shortcuts.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @Observable
final class SheetModalStack {
  static let shared = SheetModalStack()

  private var modalOrder = SheetModalOrder()

  nonisolated init() {}

  func appeared(_ driver: SheetDriver) { modalOrder.appeared(ObjectIdentifier(driver)) }
  func disappeared(_ driver: SheetDriver) { modalOrder.disappeared(ObjectIdentifier(driver)) }
  func isTopmost(_ driver: SheetDriver) -> Bool { modalOrder.isTopmost(ObjectIdentifier(driver)) }
}
