import Observation

/// The modal sheets on screen, in the order they were presented, each in its scene: in each
/// scene only the last takes Escape, so a sheet presented from a sheet's content closes first and
/// the one below stays (SwiftUI does not say which of two `cancelAction` shortcuts in the
/// frontmost window fires), and a sheet in one scene leaves the sheets of another alone (two
/// windows of an iPad app, or of a Mac app, each with a sheet).
///
/// A scene is the presenting view's `UIWindowScene` on iOS and visionOS and its `NSWindow` on
/// macOS, by identity (``SheetSceneReader``). A sheet whose scene is not known (its presenting
/// view not in a window yet) shares every scene's stack, as all sheets did before scenes were
/// told apart: in an app with one scene, the order is the same whether or not scenes are known.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetModalOrder: Sendable, Hashable {
  /// A presented sheet and its scene.
  package struct Entry: Sendable, Hashable {
    /// The sheet's identifier.
    package var id: ObjectIdentifier
    /// Its scene's identifier, or `nil` while it is not known.
    package var scene: ObjectIdentifier?
  }

  /// The presented sheets, first presented first, in every scene.
  package private(set) var entries: [Entry] = []

  /// The presented sheets' identifiers, first presented first, in every scene.
  package var order: [ObjectIdentifier] { entries.map(\.id) }

  /// No sheet presented.
  package init() {}

  /// A sheet's container appeared (again: it moves to the top).
  ///
  /// - Parameters:
  ///   - id: The sheet.
  ///   - scene: Its scene, or `nil` when it is not known.
  package mutating func appeared(_ id: ObjectIdentifier, in scene: ObjectIdentifier? = nil) {
    entries.removeAll { $0.id == id }
    entries.append(Entry(id: id, scene: scene))
  }

  /// A presented sheet's scene became known, or changed; its place in the order stays.
  package mutating func moved(_ id: ObjectIdentifier, to scene: ObjectIdentifier?) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries[index].scene = scene
  }

  /// Whether ``moved(_:to:)`` would change anything: `id` is presented and its scene is not
  /// `scene`. Asked first, so that an observed order is written only when it changes.
  package func moves(_ id: ObjectIdentifier, to scene: ObjectIdentifier?) -> Bool {
    entries.first { $0.id == id }.map { $0.scene != scene } ?? false
  }

  /// A sheet's container went.
  package mutating func disappeared(_ id: ObjectIdentifier) {
    entries.removeAll { $0.id == id }
  }

  /// The sheets in the stack `id` is in, bottom first: those of its scene, and those whose scene
  /// is not known (every sheet, when `id`'s is not known or `id` is not presented).
  package func stack(of id: ObjectIdentifier) -> [ObjectIdentifier] {
    let scene = entries.first { $0.id == id }?.scene
    return entries.filter { scene == nil || $0.scene == nil || $0.scene == scene }.map(\.id)
  }

  /// Whether `id` is the sheet presented last in its stack (or no sheet is registered there).
  package func isTopmost(_ id: ObjectIdentifier) -> Bool {
    stack(of: id).last.map { $0 == id } ?? true
  }

  /// Where `id` stands in its stack, 0 at the bottom, or `nil` when it is not on screen.
  package func index(of id: ObjectIdentifier) -> Int? {
    stack(of: id).firstIndex(of: id)
  }
}

/// The app's modal sheets on screen, bottom first and by scene (``SheetModalOrder``), and each
/// one's place in its scene's stack (``SheetStackPlace``): how a sheet steps back behind the
/// sheets presented from its content, the scrim it draws, and whether it takes Escape and the
/// input.
///
/// The drivers are held weakly, with the scene each one's presenting view is in
/// (``SheetSceneReader`` reports it), and leave the order when their container goes. Each sheet is ticked by its
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

  /// `driver`'s container appeared: its sheet goes on top of its scene's stack.
  func appeared(_ driver: SheetDriver) {
    let id = ObjectIdentifier(driver)
    let scene = drivers[id].flatMap { $0.driver === driver ? $0.scene : nil }
    forgetGone()
    drivers[id] = WeakDriver(driver: driver, scene: scene)
    modalOrder.appeared(id, in: scene)
  }

  /// `driver`'s container went. Its scene is kept for its next presentation.
  func disappeared(_ driver: SheetDriver) {
    modalOrder.disappeared(ObjectIdentifier(driver))
  }

  /// The view that presents `driver`'s sheet is now in a window of `scene`, whether or not the
  /// sheet is presented.
  ///
  /// The observed order is written only when the sheet is presented in another scene: a write,
  /// even of the same value, invalidates every view that reads a sheet's place (every sheet's
  /// card, scrim and Escape shortcut), and the presenting view moves to a window each time it is
  /// inserted (a pushed screen, a list row that presents), the eighth review's 3.5.
  func sceneChanged(_ driver: SheetDriver, to scene: ObjectIdentifier) {
    let id = ObjectIdentifier(driver)
    forgetGone()
    drivers[id] = WeakDriver(driver: driver, scene: scene)
    if modalOrder.moves(id, to: scene) { modalOrder.moved(id, to: scene) }
  }

  func isTopmost(_ driver: SheetDriver) -> Bool { modalOrder.isTopmost(ObjectIdentifier(driver)) }

  /// Drops what is kept for drivers that no longer exist.
  private func forgetGone() {
    drivers = drivers.filter { $0.value.driver != nil }
  }

  /// The modal sheets on screen that still exist in the stack `driver` is in, bottom first.
  private func stacked(with driver: SheetDriver) -> [SheetDriver] {
    modalOrder.stack(of: ObjectIdentifier(driver)).compactMap { drivers[$0]?.driver }
  }

  /// The place of `driver`'s sheet in the stack (a lone sheet's when it is not in it: a drawer, a
  /// sheet whose container has not appeared). Reads the displayed frames of the sheet and of
  /// those above it: call it only from the views that draw frames.
  func place(of driver: SheetDriver) -> SheetStackPlace {
    let own = driver.displayedFrame.backdrop
    let stack = stacked(with: driver)
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
    let stack = stacked(with: driver)
    guard stack.first === driver else { return SheetBackgroundPlacement(.none) }
    for sheet in stack.dropFirst() { _ = sheet.displayedFrame }
    return SheetBackgroundPlacement(SheetStack.backgroundStepBack(in: stack.map(\.state)))
  }

  private struct WeakDriver {
    weak var driver: SheetDriver?
    /// The scene its presenting view is in, as last reported.
    var scene: ObjectIdentifier?
  }
}
