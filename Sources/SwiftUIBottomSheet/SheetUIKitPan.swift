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
  /// (`UIEvent.timestamp`) and its position in the container; and a pointer's scroll on iPad
  /// (`allowedScrollTypesMask`), which reaches the handler through its action, not as touches.
  ///
  /// It takes nothing from the content until the core gives the drag to the sheet: until then
  /// the touch moves are not passed to `UIPanGestureRecognizer`'s own handling, so it stays
  /// `possible` and a tap reaches the control under it. From the first move the core gives to
  /// the sheet, the moves are passed on, the pan recognizes, and UIKit's default
  /// `cancelsTouchesInView` cancels the content's touches (``SheetPanArbitration``). The core is
  /// fed before `super` in every method, so the verdict UIKit acts on is the one of this sample,
  /// and a `reset()` (a failure or cancel by someone else, with no end delivered) closes the
  /// core's touch (``SheetTouchSequence``). Conversion only: this class forwards UIKit's
  /// callbacks. Not run on Apple hardware: the recognition order is UIKit's documented one, not
  /// observed with this code.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  final class SheetPanRecognizer: UIPanGestureRecognizer {
    /// Where the touches go.
    weak var handler: SheetPanHandler?
    /// The one touch the sheet follows (a second finger is ignored).
    private weak var tracked: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if tracked == nil, let touch = touches.first {
        tracked = touch
        handler?.touch(.began, touch, event: event, from: self)
      }
      super.touchesBegan(touches, with: event)
      failIfNotTheSheets()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      guard let tracked, touches.contains(tracked) else {
        super.touchesMoved(touches, with: event)
        return
      }
      handler?.touch(.moved, tracked, event: event, from: self)
      // Until the sheet has the drag, UIPanGestureRecognizer does not see the moves, so it does
      // not recognize and takes nothing from the content; once it has recognized, it sees them
      // all, whoever takes the later movements.
      if state != .possible || (handler?.sheetOwnsDrag ?? false) {
        super.touchesMoved(touches, with: event)
      }
      failIfNotTheSheets()
    }

    /// Fails the pan once the core's decision for the touch is final and not the sheet's
    /// (``SheetPanArbitration/failsNow(touchIsOpen:_:)``), so the recognizers waiting for it — a
    /// back swipe, a paging view — stop waiting.
    private func failIfNotTheSheets() {
      if state == .possible, handler?.failsNow ?? false { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      if let tracked, touches.contains(tracked) {
        self.tracked = nil
        handler?.touch(.ended, tracked, event: event, from: self)
      }
      super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      if let tracked, touches.contains(tracked) {
        self.tracked = nil
        handler?.touch(.cancelled, tracked, event: event, from: self)
      }
      super.touchesCancelled(touches, with: event)
    }

    override func reset() {
      super.reset()
      tracked = nil
      handler?.recognizerReset(from: self)
    }
  }

  /// The sheet pan's delegate and the driver's end of it: converts a touch to a core input and
  /// answers the delegate's questions with ``SheetPanArbitration``. Conversion only. Main-actor
  /// isolated by its own attribute, not only by inference from its `UIGestureRecognizerDelegate`
  /// conformance (a `@MainActor` protocol; fifth review, 2.1).
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  final class SheetPanHandler: NSObject, UIGestureRecognizerDelegate {
    typealias Phase = SheetTouchSource.Phase

    weak var driver: SheetDriver?
    /// The view that fills the sheet's container (``SheetContainerProbe``): touches are measured
    /// in its coordinates, which are the container's.
    weak var container: UIView?
    /// The recognizer the sheet's touches come from, set up by ``configure(_:)``: on iOS 18 the
    /// one ``SheetPanGesture`` makes in `makeUIGestureRecognizer(context:)` (SwiftUI owns it), on
    /// iOS 17 and visionOS ``probeRecognizer``.
    private(set) weak var recognizer: SheetPanRecognizer?
    /// The recognizer the container's probe attaches where SwiftUI cannot (iOS 17, visionOS).
    private var ownedRecognizer: SheetPanRecognizer?
    private var sequence = SheetTouchSequence()
    /// Which recognizer the core's touch comes from (``SheetTouchSource``).
    private var touchSource = SheetTouchSource()
    private var pointerScroll = SheetPointerScroll()
    #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
      private var scrollTarget: SheetScrollPanTarget?
    #endif

    override init() {
      super.init()
    }

    /// The recognizer the probe attaches (iOS 17, visionOS): made and configured on first use.
    var probeRecognizer: SheetPanRecognizer {
      if let ownedRecognizer { return ownedRecognizer }
      let made = SheetPanRecognizer()
      configure(made)
      ownedRecognizer = made
      return made
    }

    /// Makes this handler `recognizer`'s delegate and the end its touches and action go to, and
    /// sets its options. The recognizer configured last is the one the handler reads.
    func configure(_ recognizer: SheetPanRecognizer) {
      self.recognizer = recognizer
      recognizer.handler = self
      recognizer.delegate = self
      // UIKit's default, stated: once the pan recognizes (the sheet has the drag), the content's
      // touches are cancelled; before, nothing is taken.
      recognizer.cancelsTouchesInView = true
      recognizer.delaysTouchesEnded = false
      recognizer.maximumNumberOfTouches = 1
      // A trackpad's two-finger scroll and a mouse wheel on iPad (not touches).
      recognizer.allowedScrollTypesMask = .all
      #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
        // The handler holds the target of the recognizer configured last.
        let target = SheetScrollPanTarget { [weak self] in self?.panned() }
        recognizer.addTarget(target, action: #selector(SheetScrollPanTarget.handle))
        scrollTarget = target
      #endif
    }

    /// Whether the core has given the drag to the sheet.
    var sheetOwnsDrag: Bool {
      SheetPanArbitration.recognizes(dragConsumer: driver?.state.dragConsumer)
    }

    /// Whether the pan fails now: the core's decision for its touch is final and not the sheet's.
    var failsNow: Bool {
      guard let driver else { return false }
      return SheetPanArbitration.failsNow(touchIsOpen: sequence.isOpen, driver.state)
    }

    func touch(_ phase: Phase, _ touch: UITouch, event: UIEvent, from source: SheetPanRecognizer) {
      guard let driver,
        touchSource.forwards(
          phase, from: ObjectIdentifier(source), current: recognizer.map { ObjectIdentifier($0) })
      else { return }
      let point = touch.location(in: container)
      let x = Double(point.x)
      let y = Double(point.y)
      // Before the core takes the touch, so the locks act on the scroll view under the finger.
      if phase == .began { findTouchedScrollViews(touch, x: x, y: y, driver: driver) }
      let time = SheetTouchConversion.clockTime(
        uptime: Double(event.timestamp), nowUptime: ProcessInfo.processInfo.systemUptime, now: SheetClock.now())
      let input: SheetInput =
        switch phase {
        case .began: .touchDown(x: x, y: y)
        case .moved: .touchMove(x: x, y: y)
        case .ended: .touchUp(x: x, y: y)
        case .cancelled: .touchCancel
        }
      for each in sequence.inputs(for: input) { driver.touch(each, at: time) }
    }

    /// Walks from the view the touch went down on (`UITouch.view`) up its superviews
    /// (`UIView.superview`) to the card's root (the recognizer's view), and gives each tracker the
    /// touch serves the scroll view it takes (``SheetTouchedScrollView``). Conversion only.
    private func findTouchedScrollViews(_ touch: UITouch, x: Double, y: Double, driver: SheetDriver) {
      let requests = driver.touchTrackers(atX: x, y: y)
      guard !requests.isEmpty else { return }
      let trackers = driver.scrollViewTrackers().compactMap { entry in
        (entry.tracker as? SheetScrollViewTracker).map { (owner: entry.owner, tracker: $0) }
      }
      let card = driver.displayedFrame.plan.card
      var chain: [SheetTouchedScrollView.Link] = []
      var scrollViews: [UIScrollView?] = []
      var view = touch.view
      while let current = view {
        if current === recognizer?.view {
          chain.append(.cardRoot)
          scrollViews.append(nil)
          break
        }
        if let scrollView = current as? UIScrollView {
          let frame = scrollView.convert(scrollView.bounds, to: container)
          let rect = SheetViewMatching.Rect(
            x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
            height: Double(frame.size.height))
          let candidate = SheetTouchedScrollView.Candidate(
            axes: SheetTouchedScrollView.scrollAxes(Self.metrics(of: scrollView)), isText: scrollView is UITextView,
            foundBy: trackers.first { $0.tracker.probedScrollView === scrollView }?.owner,
            isInCard: SheetTouchedScrollView.liesInCard(rect, card: card))
          chain.append(.scrollView(candidate))
          scrollViews.append(scrollView)
        }
        view = current.superview
      }
      for (request, tracker) in requests {
        guard let tracker = tracker as? SheetScrollViewTracker,
          let index = SheetTouchedScrollView.index(in: chain, axis: request.axis, for: request.owner)
        else { continue }
        tracker.touchFound(scrollViews[index])
      }
    }

    private static func metrics(of scrollView: UIScrollView) -> SheetTouchedScrollView.Metrics {
      let insets = scrollView.adjustedContentInset
      var metrics = SheetTouchedScrollView.Metrics(
        contentWidth: Double(scrollView.contentSize.width), contentHeight: Double(scrollView.contentSize.height),
        boundsWidth: Double(scrollView.bounds.size.width), boundsHeight: Double(scrollView.bounds.size.height))
      metrics.insetTop = Double(insets.top)
      metrics.insetLeft = Double(insets.left)
      metrics.insetBottom = Double(insets.bottom)
      metrics.insetRight = Double(insets.right)
      metrics.alwaysBounceVertical = scrollView.alwaysBounceVertical
      metrics.alwaysBounceHorizontal = scrollView.alwaysBounceHorizontal
      metrics.isScrollEnabled = scrollView.isScrollEnabled
      return metrics
    }

    /// The recognizer was reset: a touch it lost without an end is cancelled in the core.
    func recognizerReset(from source: SheetPanRecognizer) {
      guard let driver, touchSource.resets(from: ObjectIdentifier(source)) else { return }
      for each in sequence.reset() { driver.touch(each, at: SheetClock.now()) }
    }

    /// The recognizer's action: with no touches, a pointer's scroll (``SheetPointerScroll``).
    func panned() {
      guard let driver, let recognizer, recognizer.numberOfTouches == 0 else { return }
      let phase: SheetPointerScroll.Phase
      switch recognizer.state {
      case .began: phase = .began
      case .changed: phase = .changed
      case .ended: phase = .ended
      case .cancelled, .failed: phase = .cancelled
      default: return
      }
      let point = recognizer.location(in: container)
      let inputs = pointerScroll.inputs(
        phase: phase, translationY: Double(recognizer.translation(in: container).y),
        isOnSheet: driver.state.isOnSheet(x: Double(point.x), y: Double(point.y)))
      if !inputs.isEmpty { driver.apply(inputs) }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      var chain: [SheetPanArbitration.ViewKind] = []
      var view = touch.view
      while let current = view, current !== gestureRecognizer.view {
        chain.append(Self.kind(of: current))
        view = current.superview
      }
      return SheetPanArbitration.receives(SheetPanArbitration.target(chain: chain))
    }

    private static func kind(of view: UIView) -> SheetPanArbitration.ViewKind {
      if view is UISlider || view is UISwitch || view is UIStepper { return .dragControl }
      if view is UITextField || view is UITextView { return view.isFirstResponder ? .editingText : .tapControl }
      return view is UIControl ? .tapControl : .plain
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      SheetPanArbitration.recognizesSimultaneously(
        withTrackedScrollView: driver?.isTrackedScrollViewPan(otherGestureRecognizer) ?? false,
        sheetOwnsDrag: sheetOwnsDrag)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      var containsSheet = false
      if let own = gestureRecognizer.view, let other = otherGestureRecognizer.view {
        containsSheet = other !== own && own.isDescendant(of: other)
      }
      return SheetPanArbitration.requiresSheetPanToFail(
        otherIsPan: otherGestureRecognizer is UIPanGestureRecognizer, otherViewContainsSheet: containsSheet,
        isTrackedScrollView: driver?.isTrackedScrollViewPan(otherGestureRecognizer) ?? false,
        isBackSwipe: Self.isBackSwipe(otherGestureRecognizer, around: gestureRecognizer.view))
    }

    /// Whether `other` is a back swipe: a screen-edge pan, or the pop recognizer of a navigation
    /// controller on `view`'s responder chain (`UIResponder.next`: a view's is its view controller
    /// or its superview, a view controller's is its view's superview).
    private static func isBackSwipe(_ other: UIGestureRecognizer, around view: UIView?) -> Bool {
      #if !os(visionOS)
        if other is UIScreenEdgePanGestureRecognizer { return true }
      #endif
      var responder: UIResponder? = view
      while let current = responder {
        if let navigation = current as? UINavigationController {
          if navigation.interactivePopGestureRecognizer === other { return true }
          // The property is in the iOS 26 SDK only, and `#available` is checked at run time, so an
          // older SDK's compiler would still reject the name. Xcode 26, the first with the iOS 26
          // SDK, is the first with Swift 6.2; Xcode 16.x ships Swift 6.0–6.1
          // (https://developer.apple.com/xcode/system-requirements/).
          #if compiler(>=6.2)
            if #available(iOS 26, visionOS 26, *), navigation.interactiveContentPopGestureRecognizer === other {
              return true
            }
          #endif
        }
        responder = current.next
      }
      return false
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

    /// The handler, as the recognizer's delegate: "the custom object that you use to communicate
    /// state changes from your gesture recognizer to other parts of your SwiftUI interface"
    /// (`makeCoordinator(converter:)`). It is the layer's, made once per layer, so a new
    /// coordinator for the same layer is the same handler.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> SheetPanHandler {
      handler
    }

    /// A new recognizer each time SwiftUI asks, configured by the coordinator ("the system calls
    /// the methods of your representable instance at appropriate times to create and update the
    /// gesture recognizer").
    func makeUIGestureRecognizer(context: Context) -> SheetPanRecognizer {
      let recognizer = SheetPanRecognizer()
      context.coordinator.configure(recognizer)
      return recognizer
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
        host?.removeGestureRecognizer(handler.probeRecognizer)
        newHost?.addGestureRecognizer(handler.probeRecognizer)
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
