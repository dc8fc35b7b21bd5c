#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The `UIScrollView` behind a sheet's `ScrollView` or `List` (``SwiftUI/View/sheetScrollHandoff()``),
  /// held or freed as the driver's scroll lock decides (``SheetScrollLock``), as FloatingPanel locks
  /// its tracked scroll view: while held, its vertical indicator is off (its bounce too while the
  /// sheet is below its highest detent) and its offset is set with `setContentOffset(_:animated:
  /// false)`, with no threshold where the lock stops a deceleration
  /// (``SheetScrollLock/Decision/stopsDeceleration``). Conversion only: the decisions are the lock's.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  final class SheetScrollViewTracker: SheetScrollViewControl {
    weak var driver: SheetDriver?
    /// The axis of the core's scroll region this scroll view is, or `nil` for the content's main
    /// scroll view (``SwiftUI/View/sheetScrollHandoff(id:axis:)``).
    var regionAxis: SheetScrollRegion.Axis?
    /// Whether offsets are taken along x: a horizontal region.
    private var isSideways: Bool { regionAxis == .horizontal }
    /// The scroll view held or freed: the one found under the last touch, else the probe's
    /// (``SheetTouchedScrollView/tracked(touched:probed:)``).
    private(set) weak var scrollView: UIScrollView?
    /// The scroll view the probe found by frame (``SheetScrollViewProbe``): the one before any
    /// touch, and the fallback.
    private(set) weak var probedScrollView: UIScrollView?
    /// The scroll view the walk from a touch found (``SheetTouchedScrollView``), while it is in a
    /// window.
    private weak var touchedScrollView: UIScrollView?
    /// The indicator the app gave the scroll view, while the hold has it off.
    private var savedIndicator: Bool?
    /// The bounce the app gave the scroll view, while the lock has it off.
    private var savedBounces: Bool?
    private var metrics: SheetScrollMetrics?
    /// A region's content length as last given to the driver, in points.
    private var regionContentLength: Double?
    #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
      private var target: SheetScrollPanTarget?
      /// Observes `contentOffset` (key-value observing, Objective-C only, so type-checked on Linux
      /// only by `scripts/objc-check`: it only forwards to `offsetObserved()`).
      private var offsetObservation: NSKeyValueObservation?
    #endif
    /// Whether the tracker is setting the offset itself (its own change is not someone else's).
    private var isApplying = false
    /// An offset change reported on the main queue's next turn (``SheetDeferredReport``).
    private var offsetReport = SheetDeferredReport()

    nonisolated init() {}

    var shownOffset: Double {
      guard let scrollView else { return .nan }
      // Along x for a horizontal region: the same conversion, from the content's leading inset.
      return isSideways
        ? SheetTouchConversion.offsetFromContentTop(
          contentOffsetY: Double(scrollView.contentOffset.x),
          adjustedTopInset: Double(scrollView.adjustedContentInset.left))
        : SheetTouchConversion.offsetFromContentTop(
          contentOffsetY: Double(scrollView.contentOffset.y),
          adjustedTopInset: Double(scrollView.adjustedContentInset.top))
    }

    var isDecelerating: Bool { scrollView?.isDecelerating ?? false }

    var panRecognizer: AnyObject? { scrollView?.panGestureRecognizer }

    func contentFrame(of view: AnyObject) -> (y: Double, height: Double)? {
      guard let scrollView, let view = view as? UIView, view !== scrollView, view.isDescendant(of: scrollView) else {
        return nil
      }
      // In the scroll view's bounds, whose origin is the content offset: its content coordinates.
      let frame = view.convert(view.bounds, to: scrollView)
      return SheetTouchConversion.contentFrame(
        y: Double(frame.origin.y), height: Double(frame.size.height),
        adjustedTopInset: Double(scrollView.adjustedContentInset.top))
    }

    func apply(_ decision: SheetScrollLock.Decision) {
      guard let scrollView else { return }
      if decision.holdChanged == true {
        savedIndicator =
          isSideways ? scrollView.showsHorizontalScrollIndicator : scrollView.showsVerticalScrollIndicator
        setIndicator(false, of: scrollView)
      } else if decision.holdChanged == false, let savedIndicator {
        setIndicator(savedIndicator, of: scrollView)
        self.savedIndicator = nil
      }
      if decision.bounces == false {
        savedBounces = scrollView.bounces
        scrollView.bounces = false
      } else if decision.bounces == true, let savedBounces {
        scrollView.bounces = savedBounces
        self.savedBounces = nil
      }
      // SwiftUI owns these properties of the scroll view behind a `List` (`scrollIndicators(_:)`,
      // `scrollBounceBehavior(_:)`) and may write them again on any update of the list: while the
      // lock has them off, every decision sets them off again (seventh review, 4.5).
      if decision.holdChanged == nil, savedIndicator != nil {
        setIndicator(false, of: scrollView)
      }
      if decision.bounces == nil, savedBounces != nil, scrollView.bounces {
        scrollView.bounces = false
      }
      if let offset = decision.hold ?? decision.show ?? decision.pin {
        let inset = isSideways ? scrollView.adjustedContentInset.left : scrollView.adjustedContentInset.top
        let value = SheetTouchConversion.contentOffsetY(showing: offset, adjustedTopInset: Double(inset))
        let current = isSideways ? scrollView.contentOffset.x : scrollView.contentOffset.y
        if SheetScrollLock.writes(decision, shown: Double(current), target: value) {
          let point =
            isSideways
            ? CGPoint(x: CGFloat(value), y: scrollView.contentOffset.y)
            : CGPoint(x: scrollView.contentOffset.x, y: CGFloat(value))
          isApplying = true
          scrollView.setContentOffset(point, animated: false)
          isApplying = false
        }
      }
    }

    private func setIndicator(_ shows: Bool, of scrollView: UIScrollView) {
      if isSideways {
        scrollView.showsHorizontalScrollIndicator = shows
      } else {
        scrollView.showsVerticalScrollIndicator = shows
      }
    }

    /// Registers the scroll view already found with the driver, which `onAppear` has just set:
    /// the probe's search may have found it before, when `driver` was still `nil`, and ``track(_:)``
    /// registers only when the scroll view changes (review 3, 3.12).
    func registerFound() {
      if regionAxis == nil { driver?.scrollProbeMatched(probedScrollView != nil) }
      guard scrollView != nil, let driver else { return }
      if regionAxis != nil {
        driver.trackRegionScrollView(self, owner: self)
      } else {
        driver.trackScrollView(self)
      }
    }

    /// The probe found `scrollView` (or none): tracked unless a touch found another.
    func track(_ newValue: UIScrollView?) {
      probedScrollView = newValue
      if regionAxis == nil { driver?.scrollProbeMatched(newValue != nil) }
      retarget(adoptsOffset: false)
    }

    /// The walk from a touch going down found `scrollView` under the finger: tracked from now on,
    /// over the probe's, while it stays in a window. `nil` (the touch is on no scroll view of this
    /// tracker's, the header say) keeps what is tracked. A new scroll view's offset is the core's
    /// from then on (it shows its own; the core held another's).
    func touchFound(_ newValue: UIScrollView?) {
      SheetTrace.log(
        .scroll,
        "touchFound \(newValue.map(SheetTrace.object) ?? "none") (tracked \(scrollView.map(SheetTrace.object) ?? "none"))"
      )
      guard let newValue else { return }
      touchedScrollView = newValue
      retarget(adoptsOffset: true)
    }

    /// The tracker forgets every scroll view (its modifier left).
    func stopTracking() {
      touchedScrollView = nil
      track(nil)
    }

    /// Tracks the touched scroll view, else the probe's, when that changed.
    private func retarget(adoptsOffset: Bool) {
      if touchedScrollView?.window == nil { touchedScrollView = nil }
      switchTo(
        SheetTouchedScrollView.tracked(touched: touchedScrollView, probed: probedScrollView), adoptsOffset: adoptsOffset
      )
    }

    private func switchTo(_ newValue: UIScrollView?, adoptsOffset: Bool) {
      guard newValue !== scrollView else { return }
      SheetTrace.log(
        .scroll,
        "tracks \(newValue.map(SheetTrace.object) ?? "none") (was \(scrollView.map(SheetTrace.object) ?? "none"))"
          + " adopts offset \(adoptsOffset)\(regionAxis.map { ", region \($0)" } ?? "")")
      if let old = scrollView {
        if let savedBounces { old.bounces = savedBounces }
        if let savedIndicator { setIndicator(savedIndicator, of: old) }
      }
      savedBounces = nil
      savedIndicator = nil
      offsetReport.cancel()
      #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
        if let target {
          scrollView?.panGestureRecognizer.removeTarget(target, action: #selector(SheetScrollPanTarget.handle))
        }
        target = nil
        offsetObservation = nil
        if let newValue {
          let target = SheetScrollPanTarget { [weak self] in self?.scrollViewPanned() }
          // Added after UIScrollView's own target, so it runs after the scroll view has moved.
          newValue.panGestureRecognizer.addTarget(target, action: #selector(SheetScrollPanTarget.handle))
          self.target = target
          offsetObservation = newValue.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.offsetObserved() }
          }
        }
      #endif
      scrollView = newValue
      metrics = nil
      regionContentLength = nil
      refreshMetrics()
      if regionAxis != nil {
        driver?.trackRegionScrollView(newValue == nil ? nil : self, owner: self, adoptsOffset: adoptsOffset)
      } else if newValue == nil {
        driver?.untrackScrollView(self)
      } else {
        driver?.trackScrollView(self, adoptsOffset: adoptsOffset)
      }
    }

    /// The scroll view's own pan moved it: hold it again or report it, in the same callback. Its
    /// last callback (`.ended`, `.cancelled`) also stops a deceleration a held scroll view has
    /// just begun (``SheetScrollLock/Motion/panEnded``).
    func scrollViewPanned() {
      refreshMetrics()
      let state = scrollView?.panGestureRecognizer.state
      driver?.trackedScrollViewMoved(panEndedOn: state == .ended || state == .cancelled ? self : nil)
    }

    /// The scroll view's offset changed: unless the tracker set it, a held scroll view is set back
    /// at once while a touch is on the sheet or while it decelerates, and a pinned one that went
    /// above its top (``SheetDriver/trackedScrollViewOffsetObserved()``); otherwise the driver
    /// hears of it on the main queue's next turn, once for every change before it
    /// (``SheetDeferredReport``: the change may come during UIKit's layout or SwiftUI's update),
    /// with whether a finger is on the scroll view then.
    func offsetObserved() {
      guard !isApplying, scrollView != nil else { return }
      // During a touch on the sheet, or a held deceleration: met in this callback.
      let met = regionAxis == nil && driver?.trackedScrollViewOffsetObserved() == true
      SheetTrace.log(
        .scroll,
        "offsetObserved shown \(SheetTrace.points(shownOffset)) \(met ? "met in the callback" : "deferred to the next turn")"
      )
      if met { return }
      guard offsetReport.changed() else { return }
      DispatchQueue.main.async { [weak self] in self?.reportOffset() }
    }

    /// The turn ``offsetObserved()`` scheduled came.
    private func reportOffset() {
      guard offsetReport.turnCame(), let scrollView else { return }
      driver?.trackedScrollViewOffsetChanged(userIsTouching: scrollView.isTracking)
    }

    /// Gives the driver the scroll view's content and viewport heights when they changed.
    func refreshMetrics() {
      guard let scrollView else { return }
      let insets = scrollView.adjustedContentInset
      if let regionAxis {
        // A region's viewport is its measured frame; the core needs its content's length.
        let length =
          regionAxis == .horizontal
          ? scrollView.contentSize.width + insets.left + insets.right
          : scrollView.contentSize.height + insets.top + insets.bottom
        guard Double(length) != regionContentLength else { return }
        regionContentLength = Double(length)
        driver?.scrollRegionContentChanged(owner: self, to: Double(length))
        return
      }
      let new = SheetScrollMetrics(
        contentHeight: Double(scrollView.contentSize.height + insets.top + insets.bottom),
        viewportHeight: Double(scrollView.bounds.height))
      guard new != metrics else { return }
      metrics = new
      driver?.scrollMetricsChanged(new)
    }
  }

  /// A view behind the sheet's `ScrollView` or `List` that finds the `UIScrollView` with its frame
  /// (``SheetViewMatching/match(probe:candidates:)``) near it in the hierarchy. Conversion only.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetScrollViewProbe: UIViewRepresentable {
    let tracker: SheetScrollViewTracker

    func makeUIView(context: Context) -> ProbeView {
      let view = ProbeView()
      view.isUserInteractionEnabled = false
      view.tracker = tracker
      return view
    }

    func updateUIView(_ uiView: ProbeView, context: Context) {
      uiView.tracker = tracker
    }

    final class ProbeView: UIView {
      weak var tracker: SheetScrollViewTracker?
      /// Whether a search is scheduled for the main queue's next turn.
      private var isScheduled = false

      override func didMoveToWindow() {
        super.didMoveToWindow()
        schedule()
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        schedule()
      }

      /// Searches and reports metrics on the main queue's next turn, once however many layout
      /// passes ask: what it reports writes observable state, which is not written during
      /// SwiftUI's update or UIKit's layout pass (the scroll view's own pan reports metrics
      /// directly, so a drag never waits for this).
      private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        DispatchQueue.main.async { [weak self] in
          guard let self else { return }
          self.isScheduled = false
          self.find()
          self.tracker?.refreshMetrics()
        }
      }

      /// The scroll views near the probe (its ancestors' subtrees, three levels up, eight down),
      /// nearest first, and the one with the probe's frame.
      private func find() {
        guard let tracker else { return }
        guard window != nil else {
          tracker.track(nil)
          return
        }
        var candidates: [UIScrollView] = []
        var ancestor = superview
        for _ in 0..<3 {
          guard let current = ancestor else { break }
          if let scrollView = current as? UIScrollView { candidates.append(scrollView) }
          collect(in: current, depth: 8, into: &candidates)
          ancestor = current.superview
        }
        let probe = frameInWindow(self)
        let index = SheetViewMatching.match(
          probe: probe, candidates: candidates.map(frameInWindow),
          insets: candidates.map { (Double($0.adjustedContentInset.top), Double($0.adjustedContentInset.bottom)) })
        tracker.track(index.map { candidates[$0] })
      }

      private func collect(in view: UIView, depth: Int, into candidates: inout [UIScrollView]) {
        guard depth > 0 else { return }
        for subview in view.subviews where subview !== self {
          if let scrollView = subview as? UIScrollView, !candidates.contains(where: { $0 === scrollView }) {
            candidates.append(scrollView)
          }
          collect(in: subview, depth: depth - 1, into: &candidates)
        }
      }

      private func frameInWindow(_ view: UIView) -> SheetViewMatching.Rect {
        let frame = view.convert(view.bounds, to: nil)
        return SheetViewMatching.Rect(
          x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
          height: Double(frame.size.height))
      }
    }
  }

  #if os(iOS) || os(visionOS) || (os(Linux) && canImport(ObjectiveC))
    /// A target for the tracked scroll view's own pan recognizer (`addTarget(_:action:)` needs an
    /// Objective-C selector, which Linux type-checks only in `scripts/objc-check`): it only forwards.
    /// Main-actor isolated, as the `UIGestureRecognizer` that calls it on the main thread is (an
    /// `NSObject` subclass is not isolated otherwise).
    @available(iOS 17, visionOS 1, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor
    final class SheetScrollPanTarget: NSObject {
      private let action: @MainActor () -> Void

      init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
      }

      @objc func handle() {
        action()
      }
    }
  #endif
#endif
