/// Whether the sheet's tracked `UIScrollView` scrolls natively or is held still, decided from the
/// core's state in the same callback that gave the core the touch (FloatingPanel's
/// `lockScrollView` / `unlockScrollView`, scenee/FloatingPanel `Sources/Core.swift`).
///
/// The scroll view's own pan recognizes together with the sheet's (``SheetPanArbitration``), so
/// both see every touch. The core divides each movement between the sheet and the content
/// (`ScrollHandoff`); this type turns its verdict into what the scroll view does:
/// - **Held** (``Decision/hold``): the sheet moves, or rests below its highest detent, or settles.
///   The layer sets the scroll view's offset to the core's with `setContentOffset(_:animated:
///   false)` (``Decision/stopsDeceleration`` for a deceleration), turns its vertical indicator off
///   when the hold begins and its bounce off while the sheet stands below its highest detent
///   (``bounceIsOff(_:held:)``), and sets the offset again after every callback of the scroll
///   view's own pan (its target is added after UIScrollView's) and after every change of its
///   offset during a touch (key-value observing: the order of a recognizer's targets is not
///   documented), so the content never moves while the sheet does. An offset someone else sets
///   on a resting sheet (no touch) is adopted instead (``update(_:shown:movedByOthers:motion:)``).
/// - **Native**: the content owns the drag (the core's `dragConsumer` is `.scroll`), or the sheet
///   rests at its highest detent, or the content was released while it owned the drag. The scroll
///   view scrolls, bounces, shows its indicators, refreshes and decelerates by itself; every offset
///   it shows that differs from the core's by more than `ScrollOffsetOwnership.tolerance` is
///   *reported* (``Decision/report``, sent as `SheetInput.scroll(to:)`), so the core divides the
///   next movement from where the content really is, and a pull down at the content's top hands
///   the rest of the drag to the sheet within the same gesture.
/// - **Pinned at the top** (``Decision/pin``): at rest at the highest detent, while a touch is
///   inside the core's slop and a pull down would be the sheet's
///   (``pinsTop(_:)``), the scroll view is free below its top and set back to it above: a drag up
///   scrolls natively at once, and a drag down never shows the scroll view's rubber band before
///   the sheet moves (sixth review, 3.2). Its `bounces` is left alone, for 3.17's reason
///   (``bounceIsOff(_:held:)``).
///
/// - **Handed over** (``isHandingOver``): the update that frees the scroll view during a drag
///   (the sheet has just reached its highest detent and the core gave the content the rest of the
///   movement, L of the touch event's D points) holds it at the core's offset for the rest of that
///   touch event (``touchEvent(at:)``), the scroll view's own step in it too; from the next event
///   on it scrolls natively by its own steps from there. In one event the sheet's recognizer feeds
///   the core from its `touchesMoved`, before the scroll view's pan has moved it (its action comes
///   after: the layer's target on that pan relies on running after the scroll view moved), so a
///   report then would give the core back the held offset and the step would then add the whole D:
///   the rows under the finger would skip the sheet's D − L (seventh review, 3.1). That UIKit
///   sends recognizers' actions after every recognizer's `touchesMoved` of the event is not
///   documented (Apple's `UIGestureRecognizer` page says only that a change of state sends them);
///   not seen on a device.
///
/// Two rules decide what the scroll view does by itself (``Motion``):
/// - a held scroll view that decelerates, or whose own pan has just ended, is set back with no
///   threshold (``Decision/stopsDeceleration``), so a flick the sheet took never leaves the
///   content coasting, whichever of the display link and the deceleration comes first in a frame
///   (sixth review, 3.1 and 4.8);
/// - an offset someone else sets while the sheet settles is adopted only while a field's focus is
///   pending (``focusBegan(_:shown:isDecelerating:)``), and the core then shows the field again
///   from there (``Decision/revealsFocus``): UIKit's or SwiftUI's scroll to a focused field is
///   never undone (sixth review, 3.6).
///
/// Offsets are in points from the content's top (0), y downward, as
/// `contentOffset.y + adjustedContentInset.top`.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetScrollLock: Sendable, Hashable {
  /// What the core says at one moment, read from its state.
  package struct Core: Sendable, Hashable {
    /// Whether a touch (or a touchpad scroll) holds the sheet, it settles, or it rests.
    package var phase: SheetPhase
    /// Who took the drag's latest movement (`nil` with no drag).
    package var consumer: ScrollHandoff.Consumer?
    /// The core's scroll offset, in points.
    package var scrollOffset: Double
    /// Whether the sheet is presented and at (or settling toward) its highest detent.
    package var isAtHighestDetent: Bool
    /// Whether the sheet stands lower than its highest detent's height (by more than half a
    /// pixel): a movement that scrolled the content to its top and moved the sheet down with the
    /// rest is the sheet's, though the core names the content as its latest consumer.
    package var isBelowHighestHeight: Bool
    /// Whether the scroll view scrolls sideways (a horizontal region): held only while the sheet
    /// is dragged or settles, free at rest at every detent, its bounce its own.
    package var isSideways = false
    /// Whether a touch inside the core's slop would give a pull down at the content's top to the
    /// sheet (`SheetState.pendingTouchPullDownMovesSheet`): `false` with no such touch.
    package var pendingPullDownMovesSheet = false
    /// Whether a field in the content has focus (`SheetState.hasFocusedField`): from its focus
    /// input until the keyboard hides.
    package var hasFocusedField = false
    /// Whether a drag on the content scrolls it below the highest detent as at it
    /// (`SheetState.contentScrollsBelowHighestDetent`: `expand: .never`, a drag area smaller than
    /// the card): the scroll view is then free as at the highest detent, scrolling natively (the
    /// ninth review's 3.3).
    package var scrollsAsAtHighest = false

    /// The core's verdict in values.
    package init(
      phase: SheetPhase, consumer: ScrollHandoff.Consumer?, scrollOffset: Double, isAtHighestDetent: Bool,
      isBelowHighestHeight: Bool = false
    ) {
      self.phase = phase
      self.consumer = consumer
      self.scrollOffset = scrollOffset
      self.isAtHighestDetent = isAtHighestDetent
      self.isBelowHighestHeight = isBelowHighestHeight
    }

    /// The verdict in `state`.
    package init(_ state: SheetState) {
      let highest = state.detents.last?.height ?? 0
      self.init(
        phase: state.phase, consumer: state.dragConsumer, scrollOffset: state.scrollOffset,
        isAtHighestDetent: state.isPresented && state.detent == state.detents.last?.id,
        isBelowHighestHeight: state.height < highest - 0.5 / max(1, state.container.scale))
      pendingPullDownMovesSheet = state.pendingTouchPullDownMovesSheet
      hasFocusedField = state.hasFocusedField
      scrollsAsAtHighest = state.contentScrollsBelowHighestDetent
    }
  }

  /// What the scroll view does by itself, read from UIKit in the callback that asks.
  package struct Motion: Sendable, Hashable {
    /// Whether this callback is its own pan's last: the pan ended or was cancelled
    /// (`UIGestureRecognizer.State.ended`, `.cancelled`). A deceleration begins then: UIScrollView
    /// calls `scrollViewWillBeginDecelerating(_:)` "as the user's finger touches up as it's moving
    /// during a scrolling operation" (Apple's page).
    package var panEnded: Bool
    /// Whether it decelerates (`UIScrollView.isDecelerating`: "whether the content is moving in
    /// the scroll view after the user lifted their finger", Apple's page). A scroll the app or
    /// UIKit animates is read as not decelerating, by that sentence; not seen on a device.
    package var isDecelerating: Bool

    /// The scroll view's motion in values.
    package init(panEnded: Bool = false, isDecelerating: Bool = false) {
      self.panEnded = panEnded
      self.isDecelerating = isDecelerating
    }
  }

  /// What the layer does to the scroll view now.
  package struct Decision: Sendable, Hashable {
    /// Hold the scroll view at this offset (points): set it when it shows another.
    package var hold: Double?
    /// `true` when the hold begins now (indicator off), `false` when it ends now
    /// (restored), `nil` when neither.
    package var holdChanged: Bool?
    /// `false` when the scroll view's bounce is to be turned off now, `true` when the app's bounce
    /// is to be restored now, `nil` when neither (``bounceIsOff(_:held:)``).
    package var bounces: Bool?
    /// Give the core this offset (points): the scroll view moved by itself.
    package var report: Double?
    /// Scroll the free scroll view once to this offset (points), without holding it: the core
    /// moved the content by itself (a focused field brought above the keyboard, the app's
    /// scroll, a new scroll range).
    package var show: Double?
    /// Write ``hold`` even where the scroll view shows it already (no ``offsetWriteTolerance``),
    /// which stops a deceleration: a held scroll view decelerates, or its own pan just ended.
    ///
    /// `setContentOffset(_:animated:)` with `animated` `false` "make[s] the transition immediate"
    /// (Apple's page); that it also ends a deceleration under way is not documented. It is
    /// FloatingPanel's way: its `stopScrolling(at:)` notes "Must use setContentOffset(_:animated)
    /// to force-stop deceleration" and calls it with no threshold, from the scroll view's pan and
    /// every step of the panel's attraction (scenee/FloatingPanel `Sources/Core.swift`; first on
    /// the main queue's next turn after the pan ended, commit a1dd02c). Not seen on a device.
    package var stopsDeceleration = false
    /// Set the free scroll view to this offset (points: its top, 0): it went above its top while
    /// a touch inside the core's slop will give that pull to the sheet (``pinsTop(_:)``).
    package var pin: Double?
    /// After giving the core the ``report``, give it the focused field's focus input again, so it
    /// scrolls the least that still shows the field above the keyboard from the adopted offset:
    /// the adopted scroll was someone else's to that field while the sheet settles.
    package var revealsFocus = false
  }

  /// The difference in points below which the layer does not write a hold, a show or a pin to a
  /// scroll view that shows another offset: a quarter point, less than a pixel on every Apple
  /// display (a third of a point at 3×), so a write it skips is never seen.
  package static let offsetWriteTolerance = 0.25

  /// Whether the scroll view is held.
  package private(set) var isHeld = false
  /// Whether the lock has the scroll view's bounce off.
  package private(set) var isBounceOff = false
  /// Whether the content was released while it owned the drag: its deceleration is native, so the
  /// scroll view stays free until the next touch, whatever the sheet does.
  package private(set) var contentOwnsRelease = false
  /// Whether the free scroll view is kept from going above its top (``pinsTop(_:)``).
  package private(set) var isPinningTop = false
  /// Whether a field in the scroll view's content took focus with no touch since
  /// (``focusBegan(_:shown:isDecelerating:)``), while the core still has it focused.
  package private(set) var isFocusPending = false
  /// Whether the scroll view, freed during a drag in the current touch event, is held at the
  /// core's offset until the event ends (the type's "Handed over").
  package var isHandingOver: Bool { handOverEvent != nil }

  /// The time of the touch event the sheet's recognizer last fed the core (``touchEvent(at:)``),
  /// `-infinity` before any.
  private var eventTime = -Double.infinity
  /// The time of the touch event in which the scroll view was handed over, while it is held for it.
  private var handOverEvent: Double?

  /// The core's offset at the last decision (points), to tell the core's own moves from reports.
  private var lastCoreOffset: Double?

  /// A lock that holds nothing.
  package init() {}

  /// The decision after the core took an input or a frame.
  ///
  /// - Parameters:
  ///   - core: The core's verdict after the input.
  ///   - shown: The offset the scroll view shows, in points (not finite: unknown).
  ///   - movedByOthers: Whether the scroll view's offset just changed with no touch on the sheet
  ///     or the scroll view (the app's `ScrollViewReader`, a status-bar tap, VoiceOver, UIKit
  ///     bringing a field into view): a held scroll view adopts that offset (reports it) instead
  ///     of being set back when ``adopts(_:focusPending:motion:)`` says so.
  ///   - motion: What the scroll view does by itself: a held one that decelerates or whose pan
  ///     just ended is set back with no threshold (``Decision/stopsDeceleration``).
  /// - Returns: The hold (with whether it begins or ends), the pin and the offset to report.
  package mutating func update(
    _ core: Core, shown: Double, movedByOthers: Bool = false, motion: Motion = Motion()
  ) -> Decision {
    if !core.hasFocusedField { isFocusPending = false }
    let wasHandingOver = isHandingOver
    let held = !contentOwnsRelease && Self.holds(core)
    if held || core.phase != .dragging || contentOwnsRelease {
      handOverEvent = nil
    } else if isHeld {
      // Freed during a drag: by the sheet's touch, before the scroll view's own step (3.1).
      handOverEvent = eventTime
    }
    var decision = Decision()
    if held != isHeld {
      isHeld = held
      decision.holdChanged = held
    }
    let bounceOff = Self.bounceIsOff(core, held: held)
    if bounceOff != isBounceOff {
      isBounceOff = bounceOff
      decision.bounces = !bounceOff
    }
    isPinningTop = !held && !contentOwnsRelease && Self.pinsTop(core)
    let coreMoved = lastCoreOffset.map { abs($0 - core.scrollOffset) > ScrollOffsetOwnership.tolerance } ?? false
    lastCoreOffset = core.scrollOffset
    if held {
      if movedByOthers, shown.isFinite, abs(shown - core.scrollOffset) > ScrollOffsetOwnership.tolerance,
        Self.adopts(core, focusPending: isFocusPending, motion: motion)
      {
        decision.report = shown
        decision.revealsFocus = core.phase == .settling
      } else {
        decision.hold = core.scrollOffset
        decision.stopsDeceleration = motion.panEnded || motion.isDecelerating
      }
    } else if isHandingOver {
      // The core's share of this event's movement, which the scroll view's step would overshoot.
      decision.hold = core.scrollOffset
    } else if isPinningTop, shown < 0 {
      decision.pin = 0
    } else if shown.isFinite, abs(shown - core.scrollOffset) > ScrollOffsetOwnership.tolerance {
      // Only a resting core moves the content by itself; during a drag or a release the content
      // owns, the scroll view is right.
      if coreMoved, core.phase == .idle, !contentOwnsRelease {
        decision.show = core.scrollOffset
      } else {
        decision.report = shown
      }
    }
    if decision.holdChanged != nil || decision.bounces != nil || decision.report != nil || decision.show != nil
      || decision.pin != nil || isHandingOver != wasHandingOver
    {
      SheetTrace.log(.scroll, Self.traceLine(decision, core: core, shown: shown, handOver: handOverEvent))
    }
    return decision
  }

  /// A trace line for a decision that changes something (a hold that begins or ends, the bounce,
  /// a report, a show, a pin, a hand-over): the core's phase, consumer and offset, the offset
  /// shown (points), then what the layer does.
  private static func traceLine(_ decision: Decision, core: Core, shown: Double, handOver: Double?) -> String {
    var parts = [
      "\(core.phase) consumer \(core.consumer.map { "\($0)" } ?? "none") core \(SheetTrace.points(core.scrollOffset))"
        + " shown \(SheetTrace.points(shown))"
    ]
    if let hold = decision.hold { parts.append("hold \(SheetTrace.points(hold))") }
    switch decision.holdChanged {
    case true?: parts.append("hold begins")
    case false?: parts.append("hold ends")
    case nil: break
    }
    if let bounces = decision.bounces { parts.append(bounces ? "bounce restored" : "bounce off") }
    if let report = decision.report { parts.append("report \(SheetTrace.points(report))") }
    if let show = decision.show { parts.append("show \(SheetTrace.points(show))") }
    if let pin = decision.pin { parts.append("pin \(SheetTrace.points(pin))") }
    if decision.stopsDeceleration { parts.append("stops deceleration") }
    if decision.revealsFocus { parts.append("reveals focus") }
    if let handOver { parts.append("handed over for the event at \(SheetTrace.seconds(handOver)) s") }
    return parts.joined(separator: ", ")
  }

  /// The layer gave the core a ``Decision/report``: `offset` (points) is the core's offset now,
  /// its own choice, not a move to show.
  package mutating func reported(coreOffset offset: Double) {
    lastCoreOffset = offset
  }

  /// A touch went down: a deceleration the content owned ends with it (UIScrollView stops on
  /// touch-down), and the core's verdict counts again.
  package mutating func touchBegan() {
    contentOwnsRelease = false
    isFocusPending = false
    handOverEvent = nil
  }

  /// The sheet's recognizer is about to feed the core a touch of the event at `time` (seconds,
  /// the event's timestamp, the same for every input of one event): a hand-over hold of an
  /// earlier event ends (``isHandingOver``), so the scroll view scrolls natively from the offset
  /// it was held at.
  package mutating func touchEvent(at time: Double) {
    if let event = handOverEvent, abs(time - event) > Self.sameEventTolerance {
      handOverEvent = nil
      SheetTrace.log(
        .scroll,
        "hand-over of the event at \(SheetTrace.seconds(event)) s ends at the event at \(SheetTrace.seconds(time)) s:"
          + " native from here")
    }
    eventTime = time
  }

  /// The difference in seconds below which two touch times are one event's (``touchEvent(at:)``):
  /// a millisecond. The layer converts each recognizer's event timestamp with two clocks read one
  /// after the other, which differ by microseconds between two recognizers of one event; UIKit
  /// delivers touch events at most once a display refresh, 8.3 ms apart at 120 Hz (Apple's
  /// "Getting high-fidelity input with coalesced touches": the touches sampled between two
  /// deliveries are coalesced).
  package static let sameEventTolerance = 0.001

  /// A field in the scroll view's content took focus (`textDidBeginEditing`), before the core
  /// is given its focus input: from now until the next touch or the keyboard hides (the core's
  /// field ends), a scroll someone else makes while the sheet settles — the keyboard's lift, the
  /// raise to the highest detent — is adopted, not set back (``adopts(_:focusPending:motion:)``).
  ///
  /// - Parameters:
  ///   - core: The core's verdict before its focus input.
  ///   - shown: The offset the scroll view shows, in points (not finite: unknown).
  ///   - isDecelerating: Whether the scroll view decelerates (``Motion/isDecelerating``).
  /// - Returns: The offset to give the core first (points), so it shows the field from where the
  ///   content is: the scroll view shows another offset than the core's (UIKit may have scrolled
  ///   the field into view as it became first responder, and the change is reported only on the
  ///   main queue's next turn). `nil` while the sheet is dragged or a held scroll view
  ///   decelerates (that motion is not someone else's), and when they agree.
  package mutating func focusBegan(_ core: Core, shown: Double, isDecelerating: Bool) -> Double? {
    isFocusPending = true
    let reported =
      core.phase != .dragging && !(isHeld && isDecelerating) && shown.isFinite
      && abs(shown - core.scrollOffset) > ScrollOffsetOwnership.tolerance
    SheetTrace.log(
      .scroll,
      "focus began: \(core.phase) core \(SheetTrace.points(core.scrollOffset)) shown \(SheetTrace.points(shown))"
        + (reported ? ", report \(SheetTrace.points(shown))" : ", nothing to report"))
    return reported ? shown : nil
  }

  /// Whether a change of the scroll view's offset, heard by key-value observing, is met in that
  /// same callback (``update(_:shown:movedByOthers:motion:)``, before the frame is drawn) rather
  /// than on the main queue's next turn: a held scroll view during a touch (the fifth review's
  /// 4.3) or while it decelerates (a deceleration step is set back and stopped at once, 3.1), one
  /// handed over in the current touch event (``isHandingOver``, the seventh review's 3.1), and
  /// a scroll view pinned at its top that went above it during the touch (3.2). Nothing such a
  /// decision does writes observable state: it holds or pins, and reports nothing.
  ///
  /// - Parameters:
  ///   - shown: The offset the scroll view shows now, in points.
  ///   - touchIsDown: Whether a touch is on the sheet.
  ///   - isDecelerating: Whether the scroll view decelerates.
  package func setsBackInObservation(shown: Double, touchIsDown: Bool, isDecelerating: Bool) -> Bool {
    if isHeld || isHandingOver { return touchIsDown || isDecelerating }
    return isPinningTop && touchIsDown && shown < 0
  }

  /// Whether the layer writes `target` (a hold, a show or a pin, in points) to a scroll view that
  /// shows `shown`: when they differ by more than ``offsetWriteTolerance``, and always for a
  /// decision that stops a deceleration (``Decision/stopsDeceleration``).
  package static func writes(_ decision: Decision, shown: Double, target: Double) -> Bool {
    decision.stopsDeceleration || abs(shown - target) > offsetWriteTolerance
  }

  /// Whether a held scroll view takes an offset someone else set as the core's
  /// (``Decision/report``) instead of being set back:
  /// - never while it decelerates: that motion is its own, from a flick the sheet took (3.1);
  /// - at rest, as before (the app's `ScrollViewReader`, a status-bar tap, VoiceOver);
  /// - while the sheet settles, only with a field's focus pending
  ///   (``focusBegan(_:shown:isDecelerating:)``): UIKit's and SwiftUI's scrolls to a focused field
  ///   land during the keyboard's lift, which the core animates as a settle (3.6); other offsets
  ///   during a settle are the hold's;
  /// - never while the sheet is dragged.
  package static func adopts(_ core: Core, focusPending: Bool, motion: Motion) -> Bool {
    guard !motion.isDecelerating else { return false }
    return switch core.phase {
    case .idle: true
    case .settling: focusPending
    case .dragging: false
    }
  }

  /// Whether the free scroll view is kept from going above its top: the sheet rests at its highest
  /// detent (so the touch began there: a touch on a moving sheet is caught at once, with no slop),
  /// a touch is inside the core's slop, and a pull down from the content's top would be the
  /// sheet's once the slop is travelled (``Core/pendingPullDownMovesSheet``: not under
  /// `collapse` `.never`, not outside the drag area, not for a touch gone sideways).
  ///
  /// Prior art: at its most expanded state, before its interaction begins, FloatingPanel sets the
  /// tracked scroll view back to the offset it had for a pull that began in the grabber area
  /// ("Adjust a small gap of the scroll offset just before swiping down starts in the grabber
  /// area"), and for a downward pan at the content's top it locks the scroll view strictly,
  /// which turns `bounces` off (scenee/FloatingPanel `Sources/Core.swift`, `handle(panGesture:)`,
  /// `lockScrollView(strict:)`). This takes the first for the whole card and leaves `bounces`
  /// alone, for the reason ``bounceIsOff(_:held:)`` gives. The content's offset now decides, not
  /// the touch-down's, as the core's gate does when the drag begins: a touch that began a few
  /// points below the top and reaches it within the slop is the sheet's then too.
  package static func pinsTop(_ core: Core) -> Bool {
    !core.isSideways && core.phase == .idle && (core.isAtHighestDetent || core.scrollsAsAtHighest)
      && core.pendingPullDownMovesSheet
  }

  /// The touch lifted (or was cancelled) while the drag's latest movement was `consumer`'s.
  ///
  /// - Returns: When the content owned the drag, the offset to report at once (points), which
  ///   also ends the core's own momentum (`SheetInput.scroll(to:)` stops it): the scroll view's
  ///   native deceleration carries the content on, not the core's.
  package mutating func touchEnded(consumer: ScrollHandoff.Consumer?, shown: Double) -> Double? {
    handOverEvent = nil
    guard consumer == .scroll else { return nil }
    contentOwnsRelease = true
    SheetTrace.log(
      .scroll, "touch ended on the content's movement: free until the next touch, report \(SheetTrace.points(shown))")
    return shown.isFinite ? shown : nil
  }

  /// Whether a held scroll view has its bounce off: only while the sheet stands below its
  /// highest detent (or rests at a lower one). A hold that begins at the highest detent's height —
  /// the hand-over from the content to the sheet within one drag — only pins the offset:
  /// FloatingPanel's `lockScrollView` leaves `bounces` alone there, as toggling it makes short
  /// content (smaller than its viewport, `.fitToBounds`) jump (scenee/FloatingPanel #524, fixed
  /// in #598).
  package static func bounceIsOff(_ core: Core, held: Bool) -> Bool {
    held && !core.isSideways && (core.isBelowHighestHeight || !core.isAtHighestDetent)
  }

  /// Whether the core's verdict holds the scroll view.
  ///
  /// - Dragging: held unless the content took the latest movement with the sheet at its highest
  ///   detent's height, or under a rule that scrolls the content below it as at it
  ///   (``Core/scrollsAsAtHighest``).
  /// - Settling: held (the sheet moves; the content does not).
  /// - Resting: free at the highest detent, held below it (a drag there moves the sheet), unless
  ///   the content scrolls there as at the highest detent.
  /// - Sideways (a horizontal region): held while the sheet is dragged or settles only.
  package static func holds(_ core: Core) -> Bool {
    guard !core.isSideways else { return core.phase != .idle }
    return switch core.phase {
    case .dragging: core.consumer != .scroll || (core.isBelowHighestHeight && !core.scrollsAsAtHighest)
    case .settling: true
    case .idle: !core.isAtHighestDetent && !core.scrollsAsAtHighest
    }
  }
}
