#if os(macOS)
  import AppKit
  import SwiftUI

  /// The Mac's scroll wheel and trackpad over the sheet, as the core's wheel and scroll inputs
  /// (``SheetWheelConversion``): a local event monitor for `scrollWheel` events, which takes an
  /// event the sheet takes (it goes no further) and passes on every other. Conversion only; macOS
  /// only, so not compiled on Linux (no AppKit stub): it only forwards to type-checked code.
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(visionOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  final class SheetWheelMonitor {
    weak var driver: SheetDriver?
    /// The container's top-leading corner in the window's content view, in points, y downward
    /// (SwiftUI's global space).
    var containerOrigin = CGPoint.zero
    private var monitor: Any?

    nonisolated init() {}

    func start() {
      guard monitor == nil else { return }
      monitor = NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) { [weak self] event in
        nonisolated(unsafe) let scrolled = event
        let taken = MainActor.assumeIsolated { self?.handle(scrolled) ?? false }
        return taken ? nil : event
      }
    }

    func stop() {
      if let monitor { NSEvent.removeMonitor(monitor) }
      monitor = nil
    }

    private func handle(_ event: NSEvent) -> Bool {
      guard let driver, let content = event.window?.contentView else { return false }
      let location = event.locationInWindow
      // AppKit's window coordinates grow upward from the bottom; SwiftUI's global space grows
      // downward from the content view's top.
      let x = Double(location.x - containerOrigin.x)
      let y = Double(content.bounds.height - location.y - containerOrigin.y)
      let inputs = SheetWheelConversion.inputs(
        deltaY: Double(event.scrollingDeltaY), isPrecise: event.hasPreciseScrollingDeltas,
        phase: Self.phase(event.phase), momentumPhase: Self.phase(event.momentumPhase), lineLength: 10)
      return driver.scrollEvent(inputs, atX: x, y: y)
    }

    private static func phase(_ phase: NSEvent.Phase) -> SheetWheelConversion.Phase {
      if phase.contains(.ended) { return .ended }
      if phase.contains(.cancelled) { return .cancelled }
      if phase.contains(.began) { return .began }
      if phase.contains(.changed) { return .changed }
      if phase.contains(.stationary) { return .stationary }
      if phase.contains(.mayBegin) { return .mayBegin }
      return .none
    }
  }

  /// Runs the wheel monitor while the layer is on screen, with the container's origin.
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(visionOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetWheelMonitoring: ViewModifier {
    let driver: SheetDriver
    @State private var monitor = SheetWheelMonitor()

    func body(content: Content) -> some View {
      content
        .onGeometryChange(for: CGPoint.self) { proxy in
          proxy.frame(in: .global).origin
        } action: { origin in
          monitor.containerOrigin = origin
        }
        .onAppear {
          monitor.driver = driver
          monitor.start()
        }
        .onDisappear { monitor.stop() }
    }
  }
#endif
