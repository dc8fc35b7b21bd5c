#if canImport(UIKit)
  import SwiftUI
  import UIKit
  #if os(iOS) || os(visionOS)
    // The touch methods a recognizer subclass overrides (not stubbed: the stub declares them on
    // UIGestureRecognizer itself).
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// The sheet's pan on iOS and visionOS: a `UIPanGestureRecognizer` whose touches go to the core
  /// as they happen — down at contact (so a touch catches a settling sheet at once), moves, up, or
  /// a cancel when the system takes the touch — each with the event's own time
  /// (`UIEvent.timestamp`) and its position in the container.
  ///
  /// It takes nothing from anyone: `cancelsTouchesInView` is `false`, it delays no touch, and its
  /// delegate (``SheetPanHandler``) lets it recognize with every other recognizer and leaves
  /// `UIControl`s their touches (``SheetPanArbitration``). The core decides what is the sheet's.
  /// Conversion only: this class forwards UIKit's callbacks.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  final class SheetPanRecognizer: UIPanGestureRecognizer {
    /// Where the touches go.
    weak var handler: SheetPanHandler?
    /// The one touch the sheet follows (a second finger is ignored).
    private weak var tracked: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      guard tracked == nil, let touch = touches.first else { return }
      tracked = touch
      handler?.touch(.began, touch, event: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      guard let tracked, touches.contains(tracked) else { return }
      handler?.touch(.moved, tracked, event: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      guard let tracked, touches.contains(tracked) else { return }
      self.tracked = nil
      handler?.touch(.ended, tracked, event: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      guard let tracked, touches.contains(tracked) else { return }
      self.tracked = nil
      handler?.touch(.cancelled, tracked, event: event)
    }
  }

  /// The sheet pan's delegate and the driver's end of it: converts a touch to a core input and
  /// answers the delegate's questions with ``SheetPanArbitration``. Conversion only.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  final class SheetPanHandler: NSObject, UIGestureRecognizerDelegate {
    enum Phase {
      case began, moved, ended, cancelled
    }

    weak var driver: SheetDriver?
    /// The view that fills the sheet's container (``SheetContainerProbe``): touches are measured
    /// in its coordinates, which are the container's.
    weak var container: UIView?
    /// The recognizer, made once.
    let recognizer = SheetPanRecognizer()

    override init() {
      super.init()
      recognizer.handler = self
      recognizer.delegate = self
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      recognizer.maximumNumberOfTouches = 1
    }

    func touch(_ phase: Phase, _ touch: UITouch, event: UIEvent) {
      guard let driver else { return }
      let point = touch.location(in: container)
      let x = Double(point.x)
      let y = Double(point.y)
      let time = SheetTouchConversion.clockTime(
        uptime: Double(event.timestamp), nowUptime: ProcessInfo.processInfo.systemUptime, now: SheetClock.now())
      switch phase {
      case .began: driver.touch(.touchDown(x: x, y: y), at: time)
      case .moved: driver.touch(.touchMove(x: x, y: y), at: time)
      case .ended: driver.touch(.touchUp(x: x, y: y), at: time)
      case .cancelled: driver.touch(.touchCancel, at: time)
      }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      var chain: [Bool] = []
      var view = touch.view
      while let current = view, current !== gestureRecognizer.view {
        chain.append(current is UIControl)
        view = current.superview
      }
      return SheetPanArbitration.receives(SheetPanArbitration.target(controlChain: chain))
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      SheetPanArbitration.recognizesSimultaneously(
        withTrackedScrollView: driver?.isTrackedScrollViewPan(otherGestureRecognizer) ?? false)
    }
  }

  /// The sheet's pan as SwiftUI attaches a recognizer on iOS 18 (`UIGestureRecognizerRepresentable`):
  /// on the card, alongside SwiftUI's own gestures. Conversion only.
  @available(iOS 18, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct SheetPanGesture: UIGestureRecognizerRepresentable {
    let handler: SheetPanHandler

    func makeUIGestureRecognizer(context: Context) -> SheetPanRecognizer {
      handler.recognizer
    }
  }

  /// A view that fills the sheet's container, behind everything: the coordinates touches are
  /// measured in, and, where SwiftUI cannot attach a recognizer (iOS 17, visionOS), the way to the
  /// hosting view the sheet's pan is attached to (``SheetViewMatching/hostIndex(ancestorsAreWindows:)``).
  /// Conversion only.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetContainerProbe: UIViewRepresentable {
    let driver: SheetDriver
    let handler: SheetPanHandler
    /// Whether the probe attaches the pan itself (no `UIGestureRecognizerRepresentable`).
    let attachesPan: Bool

    func makeUIView(context: Context) -> ProbeView {
      let view = ProbeView()
      view.isUserInteractionEnabled = false
      view.handler = handler
      view.attachesPan = attachesPan
      handler.container = view
      handler.driver = driver
      return view
    }

    func updateUIView(_ uiView: ProbeView, context: Context) {
      uiView.handler = handler
      handler.container = uiView
      handler.driver = driver
    }

    final class ProbeView: UIView {
      weak var handler: SheetPanHandler?
      var attachesPan = false
      private weak var host: UIView?

      override func didMoveToWindow() {
        super.didMoveToWindow()
        guard attachesPan, let handler else { return }
        var ancestors: [UIView] = []
        var view = superview
        while let current = view {
          ancestors.append(current)
          view = current.superview
        }
        let index = SheetViewMatching.hostIndex(ancestorsAreWindows: ancestors.map { $0 is UIWindow })
        let newHost = index.map { ancestors[$0] }
        guard newHost !== host else { return }
        host?.removeGestureRecognizer(handler.recognizer)
        newHost?.addGestureRecognizer(handler.recognizer)
        host = newHost
      }
    }
  }

  /// Attaches the sheet's pan to the card: through SwiftUI on iOS 18, through the container's
  /// probe on iOS 17 and visionOS (`UIGestureRecognizerRepresentable` is iOS and Mac Catalyst
  /// only). The probe fills the container in both, for the touches' coordinates.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetPanAttachment: ViewModifier {
    let handler: SheetPanHandler

    func body(content: Content) -> some View {
      #if os(visionOS)
        content
      #else
        if #available(iOS 18, *) {
          content.gesture(SheetPanGesture(handler: handler))
        } else {
          content
        }
      #endif
    }

    /// Whether the container's probe attaches the pan (SwiftUI cannot).
    static var probeAttachesPan: Bool {
      #if os(visionOS)
        return true
      #else
        if #available(iOS 18, *) { return false }
        return true
      #endif
    }
  }
#endif
