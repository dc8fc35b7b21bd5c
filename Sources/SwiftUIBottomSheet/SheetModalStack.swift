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

  /// Where `id` stands, 0 at the bottom, or `nil` when it is not on screen.
  package func index(of id: ObjectIdentifier) -> Int? {
    order.firstIndex(of: id)
  }
}

/// The app's modal sheets on screen, bottom first (``SheetModalOrder``), and each one's place in
/// their stack (``SheetStackPlace``): how a sheet steps back behind the sheets presented from its
/// content, the scrim it draws, and whether it takes Escape and the input.
///
/// The drivers are held weakly and leave when their container goes. Each sheet is ticked by its
/// own frame clock (a display link per sheet on iOS and visionOS, an animation timeline on
/// macOS), and each tick writes the sheet's ``SheetDriver/displayedFrame``; ``place(of:)`` reads
/// the displayed frames of the sheet and of every sheet above it, so a lower sheet's card and
/// scrim are drawn again in the same update as the upper sheet's frame, from the upper's state of
/// that tick (the driver's state is always the one its displayed frame was made from). Only the
/// views that read the frame read it: the card's placement, the scrim, the Escape shortcut and,
/// under `sheetScalesBackground`, the presenting content's step-back.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @Observable
final class SheetModalStack {
  static let shared = SheetModalStack()

  /// Whether a sheet presented from a sheet's content is drawn in a presentation of its own, over
  /// the lower sheet's card: on iOS and visionOS (window-level covers), so the lower card steps
  /// back and is made inert without touching the upper. Not on macOS, where a modal sheet's
  /// container is an overlay of its presenting view, which for a sheet presented from a sheet's
  /// content is inside the lower card: there each sheet is drawn alone, and only Escape follows
  /// the stack.
  static let drawsStack: Bool = {
    #if os(macOS)
      false
    #else
      true
    #endif
  }()

  private var modalOrder = SheetModalOrder()
  @ObservationIgnored private var drivers: [ObjectIdentifier: WeakDriver] = [:]

  nonisolated init() {}

  func appeared(_ driver: SheetDriver) {
    let id = ObjectIdentifier(driver)
    drivers = drivers.filter { $0.value.driver != nil }
    drivers[id] = WeakDriver(driver: driver)
    modalOrder.appeared(id)
  }

  func disappeared(_ driver: SheetDriver) {
    let id = ObjectIdentifier(driver)
    drivers[id] = nil
    modalOrder.disappeared(id)
  }

  func isTopmost(_ driver: SheetDriver) -> Bool { modalOrder.isTopmost(ObjectIdentifier(driver)) }

  /// The modal sheets on screen that still exist, bottom first.
  private var stacked: [SheetDriver] {
    modalOrder.order.compactMap { drivers[$0]?.driver }
  }

  /// The place of `driver`'s sheet in the stack (a lone sheet's when it is not in it: a drawer, a
  /// sheet whose container has not appeared). Reads the displayed frames of the sheet and of
  /// those above it: call it only from the views that draw frames.
  func place(of driver: SheetDriver) -> SheetStackPlace {
    let own = driver.displayedFrame.backdrop
    let stack = stacked
    guard let index = stack.firstIndex(where: { $0 === driver }) else { return .lone(driver.state) }
    for above in stack[(index + 1)...] { _ = above.displayedFrame }
    let place = SheetStackPlace(ofSheetAt: index, in: stack.map(\.state))
    return Self.drawsStack ? place : place.drawnAlone(ownBackdrop: own)
  }

  /// How the content `driver`'s sheet is presented over steps back
  /// (`SheetStack.backgroundStepBack(in:)`): only under the bottom sheet of the stack, and only
  /// when its configuration scales the background (``SwiftUI/View/sheetScalesBackground(_:)``).
  /// Reads every sheet's displayed frame: call it only from the view that draws the step-back.
  func backgroundPlacement(under driver: SheetDriver) -> SheetBackgroundPlacement {
    _ = driver.displayedFrame
    let stack = stacked
    guard stack.first === driver else { return SheetBackgroundPlacement(.none) }
    for sheet in stack.dropFirst() { _ = sheet.displayedFrame }
    return SheetBackgroundPlacement(SheetStack.backgroundStepBack(in: stack.map(\.state)))
  }

  private struct WeakDriver {
    weak var driver: SheetDriver?
  }
}
