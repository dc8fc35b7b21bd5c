import SwiftUI

#if canImport(UIKit)
  import UIKit
#endif

/// The frame clock on iOS and visionOS: a `CADisplayLink` that ticks the sheet's driver once per
/// displayed frame while the sheet moves, with a preferred frame rate range up to 120 Hz
/// (ProMotion; an iPhone also needs `CADisableMinimumFrameDurationOnPhone` in the app's
/// Info.plist above 60 Hz). No view body runs for the clock: each tick writes the driver's
/// ``SheetDriver/displayedFrame`` once, which only the card's position, the scrim and the
/// backdrop's blur read. Conversion only.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class SheetFrameClock {
  /// The frame rates the display link asks for, in hertz: at least 80 (a ProMotion display's
  /// steady rate during a drag) up to 120, preferring 120 (`CAFrameRateRange`).
  static let frameRates = (minimum: 80.0, maximum: 120.0, preferred: 120.0)

  weak var driver: SheetDriver?
  #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
    private var link: CADisplayLink?
  #endif

  nonisolated init() {}

  /// Starts or stops the display link.
  func setRunning(_ running: Bool) {
    #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
      if running, link == nil {
        let target = SheetDisplayLinkTarget { [weak self] uptime in self?.fired(uptime: uptime) }
        let link = CADisplayLink(target: target, selector: #selector(SheetDisplayLinkTarget.step(_:)))
        let rates = Self.frameRates
        link.preferredFrameRateRange = CAFrameRateRange(
          minimum: Float(rates.minimum), maximum: Float(rates.maximum), preferred: Float(rates.preferred))
        link.add(to: .main, forMode: .common)
        self.link = link
      } else if !running, let link {
        link.invalidate()
        self.link = nil
      }
    #endif
  }

  /// A frame was displayed at `uptime` (seconds of system uptime, `CADisplayLink.timestamp`): the
  /// driver advances to it on the sheet clock. The displayed frame's time, not the next one's
  /// target, so no touch (timed by its event) is ever earlier than the state.
  func fired(uptime: Double) {
    driver?.advanceFrame(
      to: SheetTouchConversion.clockTime(
        uptime: uptime, nowUptime: ProcessInfo.processInfo.systemUptime, now: SheetClock.now()))
  }
}

#if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
  /// The display link's target (`CADisplayLink(target:selector:)` needs an Objective-C selector,
  /// which Linux type-checks only in `scripts/objc-check`): it only forwards the frame's timestamp.
  /// Main-actor isolated: the display link is added to the main run loop, which calls it on the
  /// main thread (`CADisplayLink` itself is not main-actor isolated).
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  final class SheetDisplayLinkTarget: NSObject {
    private let action: @MainActor (Double) -> Void

    init(_ action: @escaping @MainActor (Double) -> Void) {
      self.action = action
    }

    @objc func step(_ link: CADisplayLink) {
      action(Double(link.timestamp))
    }
  }
#endif

/// The frame clock where there is no display link of the layer's (macOS): the animation timeline
/// ticks the driver, in a view that draws nothing, so only this view's body runs per frame.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetTimelineClock: View {
  let driver: SheetDriver

  var body: some View {
    TimelineView(.animation(minimumInterval: nil, paused: !driver.isRunning)) { timeline in
      Color.clear
        .onChange(of: timeline.date) { _, date in
          driver.advanceFrame(to: SheetClock.seconds(date))
        }
    }
    .accessibilityHidden(true)
  }
}
