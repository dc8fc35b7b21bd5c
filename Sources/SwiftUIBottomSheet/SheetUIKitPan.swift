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
  /// One recognizer on every version: the container's probe attaches it to the outermost view
  /// below the window (``SheetContainerProbe``), as a plain UIKit recognizer answered only by the
  /// handler's delegate and UIKit's documented rules. SwiftUI's `gesture(_:)` attachment of a
  /// `UIGestureRecognizerRepresentable` is not used: Apple documents it as attaching "a gesture to
  /// the view with a lower precedence than gestures defined by the view"
  /// (developer.apple.com/documentation/swiftui/view/gesture(_:name:isenabled:)), which a content
  /// gesture that begins first could enforce by failing the sheet's pan mid-touch (eighth
  /// review, 3.2).
  ///
  /// It takes nothing from the content until the core gives the drag to the sheet: until then
  /// the touch moves are not passed to `UIPanGestureRecognizer`'s own handling, so it stays
  /// `possible` and a tap reaches the control under it. From the first move the core gives to
  /// the sheet, the moves are passed on, the pan recognizes, and UIKit's default
  /// `cancelsTouchesInView` cancels the content's touches (``SheetPanArbitration``); on iOS 18 and
  /// later the content's recognizers of the touch are cancelled at that move too, or at the lift
  /// of a touch that caught a moving sheet and never moved
  /// (``SheetPanHandler/cancelContentRecognizers(of:)``). The core is fed before `super` in every
  /// method, so the verdict UIKit acts on is the one of this sample, and a `reset()` (a failure or
  /// cancel by someone else, with no end delivered) closes the core's touch
  /// (``SheetTouchSequence``).
  ///
  /// It follows one touch, the first (`tracked`): every other touch is ignored
  /// (`ignore(_:for:)`: "If a touch isn't part of this gesture you may pass it to this method,
  /// causing it to be ignored. `UIGestureRecognizer` does not cancel ignored touches on the
  /// associated view"), and only the tracked touch is passed to `super` in every touch method, so
  /// a second finger never counts against `UIPanGestureRecognizer`'s own touch limits, which stay
  /// UIKit's defaults (eighth review, 3.7). Conversion only: this class forwards UIKit's
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
    /// The one touch the sheet follows (every other one is ignored).
    private weak var tracked: UITouch?
    /// Whether the tracked touch feeds the core (the handler has a driver); one that does not
    /// fails at once, taking nothing.
    private var feeds = false
    /// Whether the tracked touch's takeover happened (``SheetPanArbitration/takesOver(feedsCore:panIsPossible:sheetOwnsDrag:tookOverThisTouch:contentGesturesAreRecognizers:)``).
    private var tookOver = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if tracked == nil, let touch = touches.first {
        tracked = touch
        tookOver = false
        feeds = handler?.touch(.began, touch, event: event) ?? false
      }
      for touch in touches where touch !== tracked { ignore(touch, for: event) }
      // A second finger's own event: ignored, and not the pan's to see.
      guard let tracked, touches.contains(tracked) else { return }
      super.touchesBegan([tracked], with: event)
      settle()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      guard let tracked, touches.contains(tracked) else { return }
      feeds = handler?.touch(.moved, tracked, event: event) ?? false
      // Until the sheet has the drag, UIPanGestureRecognizer does not see the moves, so it does
      // not recognize and takes nothing from the content; once it has recognized, it sees them
      // all, whoever takes the later movements.
      let sheetOwnsDrag = handler?.sheetOwnsDrag ?? false
      if feeds, state != .possible || sheetOwnsDrag {
        let takesOver = SheetPanArbitration.takesOver(
          feedsCore: feeds, panIsPossible: state == .possible, sheetOwnsDrag: sheetOwnsDrag,
          tookOverThisTouch: tookOver, contentGesturesAreRecognizers: Self.contentGesturesAreRecognizers)
        super.touchesMoved([tracked], with: event)
        if takesOver {
          tookOver = true
          handler?.cancelContentRecognizers(of: tracked)
        }
      }
      settle()
    }

    /// Whether SwiftUI's gestures are UIKit recognizers: iOS 18 and later, as the layer reads it
    /// (``SheetPanArbitration/takesOver(feedsCore:panIsPossible:sheetOwnsDrag:tookOverThisTouch:contentGesturesAreRecognizers:)``);
    /// not visionOS.
    private static var contentGesturesAreRecognizers: Bool {
      #if os(visionOS)
        return false
      #else
        if #available(iOS 18, *) { return true }
        return false
      #endif
    }

    /// Fails the pan while it is still possible once it does not feed the core, or once the
    /// core's decision for the touch it feeds is final and not the sheet's
    /// (``SheetPanArbitration/failsNow(touchIsOpen:_:)``), so the recognizers waiting for it — a
    /// back swipe, a paging view — stop waiting.
    private func settle() {
      guard state == .possible else { return }
      if !feeds || (handler?.failsNow ?? false) { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      guard let tracked, touches.contains(tracked) else { return }
      self.tracked = nil
      // Before the core takes the lift, while its drag is still the caught one (eighth review, 3.6).
      let cancels = SheetPanArbitration.cancelsAtLift(
        feedsCore: feeds, panIsPossible: state == .possible, sheetOwnsDrag: handler?.sheetOwnsDrag ?? false,
        tookOverThisTouch: tookOver, contentGesturesAreRecognizers: Self.contentGesturesAreRecognizers)
      if cancels { handler?.cancelContentRecognizers(of: tracked) }
      feeds = handler?.touch(.ended, tracked, event: event) ?? false
      super.touchesEnded([tracked], with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      guard let tracked, touches.contains(tracked) else { return }
      self.tracked = nil
      feeds = handler?.touch(.cancelled, tracked, event: event) ?? false
      super.touchesCancelled([tracked], with: event)
    }

    override func reset() {
      super.reset()
      tracked = nil
      feeds = false
      tookOver = false
      handler?.recognizerReset()
    }

    /// Whether `preventingGestureRecognizer`, recognizing, makes this pan fail: UIKit's answer
    /// (`super`, which the subclass header asks overrides to call), narrowed by
    /// ``SheetPanArbitration/canBePrevented(by:sheetOwnsDrag:)`` so that, once the sheet has the
    /// drag, a recognizer in the content that began first does not fail it (sixth review, 3.3).
    /// Apple's page: "Overriding these methods enables the same behavior as implementing the
    /// `UIGestureRecognizerDelegate` methods…"
    /// (developer.apple.com/documentation/uikit/uigesturerecognizer/canbeprevented(by:)).
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      let uiKitAnswer = super.canBePrevented(by: preventingGestureRecognizer)
      guard uiKitAnswer, let handler else { return uiKitAnswer }
      return handler.canBePrevented(self, by: preventingGestureRecognizer)
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
    /// A touch's phase, as the recognizer sees it.
    enum Phase: Sendable, Hashable {
      case began, moved, ended, cancelled
    }

    weak var driver: SheetDriver?
    /// The view that fills the sheet's container (``SheetContainerProbe``): touches are measured
    /// in its coordinates, which are the container's.
    weak var container: UIView?
    private var madeRecognizer: SheetPanRecognizer?
    private var sequence = SheetTouchSequence()
    private var pointerScroll = SheetPointerScroll()
    #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
      private var scrollTarget: SheetScrollPanTarget?
    #endif

    override init() {
      super.init()
    }

    /// The sheet's pan, which the probe attaches: made and configured on first use, one per
    /// handler.
    var recognizer: SheetPanRecognizer {
      if let madeRecognizer { return madeRecognizer }
      let made = SheetPanRecognizer()
      configure(made)
      madeRecognizer = made
      return made
    }

    /// Makes this handler `recognizer`'s delegate and the end its touches and action go to, and
    /// sets its options.
    private func configure(_ recognizer: SheetPanRecognizer) {
      recognizer.handler = self
      recognizer.delegate = self
      // UIKit's default, stated: once the pan recognizes (the sheet has the drag), the content's
      // touches are cancelled; before, nothing is taken.
      recognizer.cancelsTouchesInView = true
      recognizer.delaysTouchesEnded = false
      // `maximumNumberOfTouches` stays UIKit's default (`NSUIntegerMax`): the recognizer ignores
      // every touch but its first (``SheetPanRecognizer``).
      // A trackpad's two-finger scroll and a mouse wheel on iPad (not touches).
      recognizer.allowedScrollTypesMask = .all
      #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
        let target = SheetScrollPanTarget { [weak self, weak recognizer] in
          if let recognizer { self?.panned(recognizer) }
        }
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

    /// The recognizer's tracked touch, fed to the core (through ``SheetTouchSequence``) with the
    /// event's time on ``SheetClock``'s timeline (seconds) and its position in the container
    /// (points, y downward). Traced (``SheetTrace``, category `pan`), except the moves.
    ///
    /// - Returns: Whether the core took it: `false` when the handler has no driver.
    func touch(_ phase: Phase, _ touch: UITouch, event: UIEvent) -> Bool {
      guard let driver else { return false }
      let point = touch.location(in: container)
      let time = SheetTouchConversion.clockTime(
        uptime: Double(event.timestamp), nowUptime: ProcessInfo.processInfo.systemUptime, now: SheetClock.now())
      let (x, y) = (Double(point.x), Double(point.y))
      if phase != .moved {
        SheetTrace.log(
          .pan,
          "\(phase) touch \(SheetTrace.identity(ObjectIdentifier(touch)))"
            + " on \(touch.view.map(SheetTrace.object) ?? "no view")"
            + " to \(SheetTrace.object(recognizer)) on \(recognizer.view.map(SheetTrace.object) ?? "no view")"
            + " delegate is handler \(recognizer.delegate === self),"
            + " at \(SheetTrace.points(x)), \(SheetTrace.points(y)) t \(SheetTrace.seconds(time))")
      }
      // Before the core takes the touch, so the locks act on the scroll view under the finger.
      if phase == .began { findTouchedScrollViews(touch, x: x, y: y, driver: driver) }
      let input: SheetInput =
        switch phase {
        case .began: .touchDown(x: x, y: y)
        case .moved: .touchMove(x: x, y: y)
        case .ended: .touchUp(x: x, y: y)
        case .cancelled: .touchCancel
        }
      for each in sequence.inputs(for: input) { driver.touch(each, at: time) }
      return true
    }

    /// Walks from the view the touch went down on (`UITouch.view`) up its superviews
    /// (`UIView.superview`) to the first view that holds the container's probe
    /// (``SheetPanAnchor/walkStops(chainIndex:)``), and gives each tracker the touch serves the
    /// scroll view it takes (``SheetTouchedScrollView``). Conversion only.
    private func findTouchedScrollViews(_ touch: UITouch, x: Double, y: Double, driver: SheetDriver) {
      let requests = driver.touchTrackers(atX: x, y: y)
      guard !requests.isEmpty else { return }
      let trackers = driver.scrollViewTrackers().compactMap { entry in
        (entry.tracker as? SheetScrollViewTracker).map { (owner: entry.owner, tracker: $0) }
      }
      let card = driver.displayedFrame.plan.card
      var chain: [SheetTouchedScrollView.Link] = []
      var scrollViews: [UIScrollView?] = []
      let place = containerChain()
      var view = touch.view
      while let current = view {
        if SheetPanAnchor.walkStops(chainIndex: place.index(of: current)) {
          chain.append(.cardRoot)
          scrollViews.append(nil)
          break
        }
        if let scrollView = current as? UIScrollView {
          let candidate = SheetTouchedScrollView.Candidate(
            axes: SheetTouchedScrollView.scrollAxes(Self.metrics(of: scrollView)), isText: scrollView is UITextView,
            foundBy: trackers.first { $0.tracker.probedScrollView === scrollView }?.owner,
            isInCard: SheetTouchedScrollView.liesInCard(frame(of: scrollView), card: card))
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

    /// At the takeover of `touch` (the first movement the core gives to the sheet), cancels the
    /// content's recognizers of that touch (`UITouch.gestureRecognizers`: "The gesture recognizers
    /// that are receiving the touch object") by setting `isEnabled` to `false` and back: which ones
    /// is ``SheetPanArbitration/cancelsAtTakeover(_:state:isEnabled:)``'s. Conversion only. Not run
    /// on Apple hardware: whether a SwiftUI `Button` dragged with the card still acts at the lift
    /// without it is device check 7.
    func cancelContentRecognizers(of touch: UITouch) {
      // The probe's chain, walked once for every recognizer asked about.
      let place = containerChain()
      for other in touch.gestureRecognizers ?? [] {
        let before = Self.traceState(other)
        defer {
          SheetTrace.log(
            .pan,
            "cancelContentRecognizers touch \(SheetTrace.identity(ObjectIdentifier(touch))):"
              + " \(SheetTrace.object(other)) on \(other.view.map(SheetTrace.object) ?? "no view")"
              + " \(before) -> \(Self.traceState(other))")
        }
        let state: SheetPanArbitration.OtherState =
          switch other.state {
          case .possible: .possible
          case .began, .changed: .recognizing
          default: .over
          }
        guard
          SheetPanArbitration.cancelsAtTakeover(describe(other, in: place), state: state, isEnabled: other.isEnabled)
        else { continue }
        other.isEnabled = false
        other.isEnabled = true
      }
    }

    /// The recognizer was reset: a touch it lost without an end is cancelled in the core.
    func recognizerReset() {
      guard let driver else { return }
      let inputs = sequence.reset()
      SheetTrace.log(.pan, "reset closes the core's touch \(!inputs.isEmpty)")
      for each in inputs { driver.touch(each, at: SheetClock.now()) }
    }

    /// The recognizer's action: with no touches, a pointer's scroll (``SheetPointerScroll``).
    func panned(_ source: SheetPanRecognizer) {
      guard let driver, source.numberOfTouches == 0 else { return }
      let phase: SheetPointerScroll.Phase
      switch source.state {
      case .began: phase = .began
      case .changed: phase = .changed
      case .ended: phase = .ended
      case .cancelled, .failed: phase = .cancelled
      default: return
      }
      let point = source.location(in: container)
      let inputs = pointerScroll.inputs(
        phase: phase, translationY: Double(source.translation(in: container).y),
        isOnSheet: driver.state.isOnSheet(x: Double(point.x), y: Double(point.y)))
      if !inputs.isEmpty { driver.apply(inputs) }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      // Up to the first view that holds the probe (seventh review, 4.3).
      let place = containerChain()
      var chain: [SheetPanArbitration.ViewKind] = []
      var view = touch.view
      while let current = view,
        !SheetPanAnchor.walkStops(chainIndex: place.index(of: current))
      {
        chain.append(Self.kind(of: current))
        view = current.superview
      }
      return SheetPanArbitration.receives(SheetPanArbitration.target(chain: chain))
    }

    private static func kind(of view: UIView) -> SheetPanArbitration.ViewKind {
      if view is UITabBar || view is UIToolbar { return .bar }
      if view is UISlider || view is UISwitch || view is UIStepper { return .dragControl }
      if view is UITextField || view is UITextView { return view.isFirstResponder ? .editingText : .tapControl }
      return view is UIControl ? .tapControl : .plain
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      let described = describe(otherGestureRecognizer)
      let answer = SheetPanArbitration.recognizesSimultaneously(with: described, sheetOwnsDrag: sheetOwnsDrag)
      traceQuestion("shouldRecognizeSimultaneouslyWith", gestureRecognizer, otherGestureRecognizer, described, answer)
      return answer
    }

    /// The sheet's pan `source` asks, from its `canBePrevented(by:)`, whether `other` may make it
    /// fail (``SheetPanArbitration/canBePrevented(by:sheetOwnsDrag:)``).
    func canBePrevented(_ source: SheetPanRecognizer, by other: UIGestureRecognizer) -> Bool {
      let described = describe(other)
      let answer = SheetPanArbitration.canBePrevented(by: described, sheetOwnsDrag: sheetOwnsDrag)
      traceQuestion("canBePrevented(by:)", source, other, described, answer)
      return answer
    }

    /// Traces a question UIKit asked about the sheet's pan `source` and `other`: both
    /// recognizers, `other`'s view, what the arbitration takes it for (around the sheet or not),
    /// whether `source`'s delegate is this handler, whether the sheet has the drag, and the answer.
    private func traceQuestion(
      _ question: String, _ source: UIGestureRecognizer, _ other: UIGestureRecognizer,
      _ described: @autoclosure () -> SheetPanArbitration.OtherRecognizer, _ answer: Bool
    ) {
      SheetTrace.log(
        .pan,
        "\(question) \(SheetTrace.object(source)) delegate is handler \(source.delegate === self)"
          + " other \(SheetTrace.object(other)) \(Self.traceState(other))"
          + " on \(other.view.map(SheetTrace.object) ?? "no view"): \(Self.traceKind(described()))"
          + " sheet owns drag \(sheetOwnsDrag) -> \(answer)")
    }

    /// What the arbitration takes another recognizer for, for the trace: its kind and whether its
    /// view is around the sheet.
    private static func traceKind(_ described: SheetPanArbitration.OtherRecognizer) -> String {
      "\(described.kind), around the sheet \(described.viewContainsSheet)"
    }

    /// A recognizer's state and whether it is enabled, for the trace.
    private static func traceState(_ recognizer: UIGestureRecognizer) -> String {
      let state =
        switch recognizer.state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        default: "state \(recognizer.state.rawValue)"
        }
      return recognizer.isEnabled ? state : state + " disabled"
    }

    /// What `other` is to the sheet's pan (``SheetPanArbitration/OtherRecognizer``): conversion
    /// only. Whether its view contains the sheet, and the responder chain a navigation
    /// controller's pop recognizer is looked for on, start from the container's probe, not from
    /// the sheet pan's `view`, the outermost view below the window (``SheetPanAnchor``). A scroll
    /// view's pan is its `panGestureRecognizer`, or one the driver
    /// tracks; its frame is converted into the container, as the walk's are.
    ///
    /// - Parameter place: The probe's chain, when the caller has walked it already.
    private func describe(_ other: UIGestureRecognizer, in place: ContainerChain? = nil)
      -> SheetPanArbitration.OtherRecognizer
    {
      let place = place ?? containerChain()
      let containsSheet = place.anchor.containsSheet(viewAt: other.view.flatMap { place.index(of: $0) })
      if other is SheetPanRecognizer {
        return SheetPanArbitration.OtherRecognizer(.otherSheetsPan, viewContainsSheet: containsSheet)
      }
      if Self.isBackSwipe(other, around: container) {
        return SheetPanArbitration.OtherRecognizer(.backSwipe, viewContainsSheet: containsSheet)
      }
      let isTracked = driver?.isTrackedScrollViewPan(other) ?? false
      if let scrollView = other.view as? UIScrollView, scrollView.panGestureRecognizer === other, let driver {
        return .scrollViewPan(
          isTracked: isTracked, frame: frame(of: scrollView), card: driver.displayedFrame.plan.card,
          viewContainsSheet: containsSheet)
      }
      if isTracked {
        return SheetPanArbitration.OtherRecognizer(
          .scrollViewPan(isTracked: true, liesInCard: true), viewContainsSheet: containsSheet)
      }
      return SheetPanArbitration.OtherRecognizer(
        other is UIPanGestureRecognizer ? .pan : .other, viewContainsSheet: containsSheet)
    }

    /// The container's probe and its ancestors up to the window (`UIView.superview`), with the
    /// ``SheetPanAnchor`` they give: whether each is a view controller's view (`UIResponder.next`
    /// is a `UIViewController`) or a `UIWindow`. Conversion only.
    private func containerChain() -> ContainerChain {
      var views: [UIView] = []
      var links: [SheetPanAnchor.Link] = []
      var view = container
      while let current = view {
        views.append(current)
        let isWindow = current is UIWindow
        links.append(SheetPanAnchor.Link(isControllersView: current.next is UIViewController, isWindow: isWindow))
        if isWindow { break }
        view = current.superview
      }
      return ContainerChain(views: views, anchor: SheetPanAnchor(chain: links))
    }

    /// The probe's chain of views and its anchor.
    private struct ContainerChain {
      let views: [UIView]
      let anchor: SheetPanAnchor

      /// `view`'s index in the chain, by identity.
      func index(of view: UIView) -> Int? {
        views.firstIndex { $0 === view }
      }
    }

    /// A scroll view's frame in the container (`UIView.convert(_:to:)` of its bounds), in points.
    private func frame(of scrollView: UIScrollView) -> SheetViewMatching.Rect {
      let frame = scrollView.convert(scrollView.bounds, to: container)
      return SheetViewMatching.Rect(
        x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
        height: Double(frame.size.height))
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      let described = describe(otherGestureRecognizer)
      let answer = SheetPanArbitration.requiresSheetPanToFail(described)
      traceQuestion("shouldBeRequiredToFailBy", gestureRecognizer, otherGestureRecognizer, described, answer)
      return answer
    }

    /// Whether `other` is a back swipe: a screen-edge pan, or the pop recognizer of a navigation
    /// controller on `view`'s responder chain (`UIResponder.next`: a view's is its view controller
    /// or its superview, a view controller's is its view's superview). `view` is the container's
    /// probe, which is in the sheet's presentation whatever recognizer asks.
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

  /// A view that fills the sheet's container, behind everything: the coordinates touches are
  /// measured in, and the way to the hosting view the sheet's pan is attached to, on every
  /// version (``SheetViewMatching/hostIndex(ancestorsAreWindows:)``: the outermost view below the
  /// window). Conversion only.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetContainerProbe: UIViewRepresentable {
    let driver: SheetDriver
    let handler: SheetPanHandler

    func makeUIView(context: Context) -> ProbeView {
      let view = ProbeView()
      view.isUserInteractionEnabled = false
      view.handler = handler
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
      private weak var host: UIView?

      override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let handler else { return }
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
#endif
