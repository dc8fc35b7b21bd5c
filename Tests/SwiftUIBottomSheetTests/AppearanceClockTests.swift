import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// When a modal sheet's container that has not appeared is given up: one second of its give-up
/// clock, which runs only while the presenting view is on screen and its scene is active (the
/// sixth review's 3.5: a presentation UIKit merely delays was given up a second after the binding
/// flipped).
@Suite("Appearance clock")
struct AppearanceClockTests {
  typealias Action = SheetPresentationCoordinator.Action

  /// A modal presentation on a timeline, as the presenter runs it: every step is logged with its
  /// time, and each ``SheetPresentationCoordinator/Action/startAppearanceClock`` makes the clock
  /// run out `appearanceTimeout` seconds later, as the presenter's task does.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private struct Timeline {
    var coordinator = SheetPresentationCoordinator()
    private(set) var now = 0.0
    private(set) var log: [(time: Double, action: Action)] = []
    private var clocks: [(due: Double, clock: Int)] = []

    /// Moves time on to `time`, running out the clocks due by then, in order.
    mutating func advance(to time: Double) {
      while let next = clocks.first, next.due <= time {
        clocks.removeFirst()
        now = next.due
        take(coordinator.appearanceClockRanOut(next.clock))
      }
      now = time
    }

    /// At `time`, one input.
    mutating func at(_ time: Double, _ input: (inout SheetPresentationCoordinator) -> [Action]) {
      advance(to: time)
      take(input(&coordinator))
    }

    /// At `time`, the container appears on screen.
    mutating func containerAppears(at time: Double) {
      at(time) {
        $0.containerAppeared()
        return []
      }
    }

    private mutating func take(_ actions: [Action]) {
      for action in actions {
        log.append((now, action))
        if action == .startAppearanceClock {
          clocks.append((now + SheetPresentationCoordinator.appearanceTimeout, coordinator.appearanceClock))
          clocks.sort { $0.due < $1.due }
        }
      }
    }

    /// The steps taken from `time` on, in order.
    func steps(from time: Double = 0) -> [Action] {
      log.filter { $0.time >= time }.map(\.action)
    }

    /// When `onDismiss` was called, each time.
    var dismissals: [Double] {
      log.filter { $0.action == .callOnDismiss }.map(\.time)
    }
  }

  static let givenUp: [Action] = [.hideSheet, .removeContainer, .clearBinding, .callOnDismiss]

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("cold launch with the binding already true: the clock starts once the scene is active")
  func coldLaunch() {
    var timeline = Timeline()
    // The first body: the binding reads true, the scene is not active yet.
    timeline.at(0) { $0.appChanged(presented: true) }
    timeline.at(0) { $0.presenterChanged(onScreen: true) }
    timeline.at(0) { $0.sceneChanged(isActive: false) }
    #expect(timeline.steps() == [.showContainer, .presentSheet], "no clock before the scene is active")
    timeline.at(1.5) { $0.sceneChanged(isActive: true) }
    #expect(timeline.steps(from: 1.5) == [.startAppearanceClock])
    // The cover appears 2.25 s after the binding flipped (given up at 1 s before), 0.75 s into
    // its clock: kept.
    timeline.containerAppears(at: 2.25)
    timeline.advance(to: 10)
    #expect(timeline.dismissals == [])
    #expect(timeline.coordinator.isContainerShown && timeline.coordinator.appPresents)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("cold launch, and the cover never appears: given up one second after the scene is active, not before")
  func coldLaunchRefused() {
    var timeline = Timeline()
    timeline.at(0) { $0.sceneChanged(isActive: false) }
    timeline.at(0) { $0.appChanged(presented: true) }
    timeline.at(0.25) { $0.presenterChanged(onScreen: true) }
    timeline.at(1.5) { $0.sceneChanged(isActive: true) }
    timeline.advance(to: 2.4375)
    #expect(timeline.dismissals == [])
    timeline.advance(to: 2.5)
    #expect(timeline.steps(from: 2.5) == Self.givenUp)
    #expect(timeline.dismissals == [2.5])
    #expect(!timeline.coordinator.isContainerShown && !timeline.coordinator.appPresents)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("presented while a pushed screen covers the presenter: the clock waits for the pop")
  func behindAPush() {
    var timeline = Timeline()
    timeline.at(0) { $0.sceneChanged(isActive: true) }
    timeline.at(0) { $0.presenterChanged(onScreen: true) }
    timeline.at(0.25) { $0.presenterChanged(onScreen: false) }
    // The app sets the binding of the screen underneath (a deep link), then pops back to it.
    timeline.at(3) { $0.appChanged(presented: true) }
    #expect(timeline.steps(from: 3) == [.showContainer, .presentSheet])
    timeline.at(3.5) { $0.presenterChanged(onScreen: true) }
    #expect(timeline.steps(from: 3.5) == [.startAppearanceClock])
    // UIKit presents once the pop's transition is over, 1.25 s after the binding flipped.
    timeline.containerAppears(at: 4.25)
    timeline.advance(to: 10)
    #expect(timeline.dismissals == [])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the scene stops being active while the clock runs: the clock starts again from zero")
  func sceneInterrupts() {
    var timeline = Timeline()
    timeline.at(0) { $0.sceneChanged(isActive: true) }
    timeline.at(0) { $0.presenterChanged(onScreen: true) }
    timeline.at(0) { $0.appChanged(presented: true) }
    #expect(timeline.steps() == [.showContainer, .startAppearanceClock, .presentSheet])
    // A system alert at 0.5 s; the first clock runs out at 1 s while the scene is inactive.
    timeline.at(0.5) { $0.sceneChanged(isActive: false) }
    timeline.at(2) { $0.sceneChanged(isActive: true) }
    #expect(timeline.steps(from: 0.5) == [.startAppearanceClock], "the first clock ran out, stopped")
    timeline.advance(to: 2.9375)
    #expect(timeline.dismissals == [])
    timeline.advance(to: 3)
    #expect(timeline.dismissals == [3])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("refused on screen in an active scene: given up after one second, once; the next one shows")
  func refusedOnScreen() {
    var timeline = Timeline()
    timeline.at(0) { $0.presenterChanged(onScreen: true) }
    timeline.at(0) { $0.sceneChanged(isActive: true) }
    // The presenter already presents a `.sheet`: UIKit refuses the cover.
    timeline.at(0) { $0.appChanged(presented: true) }
    timeline.advance(to: 0.9375)
    #expect(timeline.dismissals == [])
    timeline.advance(to: 1)
    #expect(timeline.steps(from: 1) == Self.givenUp)
    // The binding write comes back; the app presents again once the `.sheet` is gone.
    timeline.at(5) { $0.appChanged(presented: false) }
    timeline.at(5.5) { $0.appChanged(presented: true) }
    #expect(timeline.steps(from: 5) == [.showContainer, .startAppearanceClock, .presentSheet])
    timeline.containerAppears(at: 5.75)
    timeline.advance(to: 20)
    #expect(timeline.dismissals == [1], "onDismiss once, for the presentation given up")
    #expect(timeline.coordinator.isContainerShown && timeline.coordinator.appPresents)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a clock starts once per stretch of running: not again while it runs, not for a container that appeared")
  func startsOnce() {
    var coordinator = SheetPresentationCoordinator()
    #expect(coordinator.presenterChanged(onScreen: true) == [], "nothing shown: no clock")
    #expect(coordinator.sceneChanged(isActive: true) == [])
    #expect(coordinator.appChanged(presented: true) == [.showContainer, .startAppearanceClock, .presentSheet])
    let clock = coordinator.appearanceClock
    #expect(coordinator.presenterChanged(onScreen: true) == [], "already running")
    #expect(coordinator.sceneChanged(isActive: true) == [])
    coordinator.containerAppeared()
    #expect(!coordinator.isAppearanceClockRunning)
    #expect(coordinator.sceneChanged(isActive: false) == [])
    #expect(coordinator.sceneChanged(isActive: true) == [], "the container appeared: no clock")
    #expect(coordinator.appearanceClockRanOut(clock) == [], "it ran out after the container appeared")
    // Dismissed and removed: no clock for a container that is no longer shown.
    _ = coordinator.appChanged(presented: false)
    _ = coordinator.sheetEvent(.dismissed)
    #expect(coordinator.presenterChanged(onScreen: false) == [])
    #expect(coordinator.presenterChanged(onScreen: true) == [])
  }
}
