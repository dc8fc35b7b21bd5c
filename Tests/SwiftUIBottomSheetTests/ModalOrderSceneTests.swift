import Observation
import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The modal order by scene (the sixth review's 3.7): two windows of an iPad or Mac app each keep
/// their own stack, and an app with one scene keeps the order it had.
@Suite("Modal order by scene")
struct ModalOrderSceneTests {
  private final class Scene {}
  private final class Sheet {}

  /// How many times an observation's `onChange` ran (it is `@Sendable`; UIKit's and this test's
  /// writes come from the main actor, the lock is for the compiler's sake).
  private final class Changes: @unchecked Sendable {
    private let lock = NSLock()
    private var changes = 0
    var value: Int { lock.withLock { changes } }
    func count() { lock.withLock { changes += 1 } }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("two scenes: a sheet in one leaves the other's topmost, and its Escape")
  func twoScenes() {
    let (left, right) = (Scene(), Scene())
    let (a1, a2, b1) = (Sheet(), Sheet(), Sheet())
    let sceneA = ObjectIdentifier(left)
    let sceneB = ObjectIdentifier(right)
    let (idA1, idA2, idB1) = (ObjectIdentifier(a1), ObjectIdentifier(a2), ObjectIdentifier(b1))
    var order = SheetModalOrder()
    order.appeared(idA1, in: sceneA)
    order.appeared(idB1, in: sceneB)
    #expect(order.isTopmost(idA1), "presented before the other window's, still on top of its own")
    #expect(order.isTopmost(idB1))
    #expect(order.index(of: idA1) == 0)
    #expect(order.index(of: idB1) == 0, "the bottom of its own stack, not above the other window's")
    #expect(order.stack(of: idB1) == [idB1])
    // A sheet presented from the first window's sheet stacks there only.
    order.appeared(idA2, in: sceneA)
    #expect(order.stack(of: idA1) == [idA1, idA2])
    #expect(!order.isTopmost(idA1))
    #expect(order.isTopmost(idA2))
    #expect(order.index(of: idA2) == 1)
    #expect(order.isTopmost(idB1), "untouched by the other window")
    order.disappeared(idA2)
    #expect(order.isTopmost(idA1))
    #expect(order.order == [idA1, idB1])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("one scene, known or not: the order of presentation, as before scenes were told apart")
  func oneScene() {
    let window = Scene()
    let (outer, inner) = (Sheet(), Sheet())
    let (idOuter, idInner) = (ObjectIdentifier(outer), ObjectIdentifier(inner))
    for scene in [ObjectIdentifier(window), nil] {
      var order = SheetModalOrder()
      #expect(order.isTopmost(idOuter), "nothing registered: any sheet may")
      order.appeared(idOuter, in: scene)
      order.appeared(idInner, in: scene)
      #expect(order.isTopmost(idInner))
      #expect(!order.isTopmost(idOuter))
      #expect(order.index(of: idInner) == 1)
      #expect(!order.isTopmost(idOuter) && order.stack(of: idOuter) == [idOuter, idInner])
      order.disappeared(idInner)
      #expect(order.isTopmost(idOuter))
      order.appeared(idInner, in: scene)
      order.appeared(idOuter, in: scene)
      #expect(order.isTopmost(idOuter), "shown again: on top")
      #expect(order.index(of: idInner) == 0)
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a sheet whose scene is not known yet shares every stack until it is")
  func sceneLearntLater() {
    let (left, right) = (Scene(), Scene())
    let (a, b) = (Sheet(), Sheet())
    let (idA, idB) = (ObjectIdentifier(a), ObjectIdentifier(b))
    var order = SheetModalOrder()
    order.appeared(idA)
    order.appeared(idB, in: ObjectIdentifier(right))
    #expect(order.stack(of: idA) == [idA, idB], "not known: the one stack of before")
    #expect(!order.isTopmost(idA))
    #expect(order.isTopmost(idB))
    order.moved(idA, to: ObjectIdentifier(left))
    #expect(order.isTopmost(idA))
    #expect(order.isTopmost(idB))
    #expect(order.order == [idA, idB], "its place in the order stays")
    let absent = Sheet()
    order.moved(ObjectIdentifier(absent), to: ObjectIdentifier(left))
    #expect(order.order == [idA, idB], "a sheet not presented is not added")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the stack object: each window's sheet is the bottom of its own stack and takes Escape")
  @MainActor
  func stackObject() {
    let stack = SheetModalStack()
    let (left, right) = (Scene(), Scene())
    let first = StackedSheetTests.presentedDriver()
    let second = StackedSheetTests.presentedDriver()
    stack.sceneChanged(first, to: ObjectIdentifier(left))
    stack.sceneChanged(second, to: ObjectIdentifier(right))
    stack.appeared(first)
    stack.appeared(second)
    #expect(stack.isTopmost(first) && stack.isTopmost(second))
    #expect(stack.place(of: first).takesEscape)
    #expect(stack.place(of: second).takesEscape)
    // Dismissed and presented again: the scene reported once is still known.
    stack.disappeared(first)
    stack.appeared(first)
    #expect(stack.isTopmost(first) && stack.isTopmost(second))
    // In one window, the sheet presented last takes Escape, as before.
    stack.sceneChanged(first, to: ObjectIdentifier(right))
    #expect(!stack.place(of: second).takesEscape)
    #expect(stack.place(of: first).takesEscape)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the presenting view moving to the same scene again writes nothing observed")
  @MainActor
  func sameSceneWritesNothing() {
    let stack = SheetModalStack()
    let driver = SheetDriver(configuration: SheetConfiguration(detents: [.large]), presented: false, isModal: true)
    let (first, second) = (Scene(), Scene())
    stack.appeared(driver)
    stack.sceneChanged(driver, to: ObjectIdentifier(first))
    #expect(stack.isTopmost(driver))
    let changes = Changes()
    withObservationTracking {
      _ = stack.place(of: driver)
    } onChange: {
      changes.count()
    }
    // The presenter's view is inserted again (a pushed screen, a list row): same window scene.
    stack.sceneChanged(driver, to: ObjectIdentifier(first))
    stack.sceneChanged(driver, to: ObjectIdentifier(first))
    #expect(changes.value == 0, "no write, so no card, scrim or shortcut is invalidated")
    // Another scene (the app's second window) is a change, observed once.
    stack.sceneChanged(driver, to: ObjectIdentifier(second))
    #expect(changes.value == 1, "tracking ends at the first change")
    #expect(stack.isTopmost(driver))
  }
}
