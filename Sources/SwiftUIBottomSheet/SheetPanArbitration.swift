/// Which recognizer gets a touch on the card, and when the sheet's pan takes a touch from the
/// content: the answers of the sheet's `UIGestureRecognizerDelegate`, and of its recognizer
/// subclass's `canBePrevented(by:)`, on iOS and visionOS.
///
/// The sheet's pan hears every touch on the card from touch-down, so the core sees the whole
/// touch and decides with its touch slop and axis test what the touch is: a tap, a sideways drag,
/// a scroll of the content, or a drag of the sheet. The pan *recognizes* only once the core has
/// given a movement to the sheet (``recognizes(dragConsumer:)``): before that it stays possible
/// and takes nothing, so a tap (which never crosses the slop) still reaches the `Button`, row or
/// field under it. Once it recognizes, it takes the touch from the content as UIKit's own
/// recognizers do (FloatingPanel keeps UIKit's default `cancelsTouchesInView`):
/// `cancelsTouchesInView` (Apple: "the touches of that gesture that are pending aren't delivered
/// to the view and previously delivered touches are canceled") ends the content's press, it no
/// longer recognizes together with the content's recognizers (a SwiftUI `Button` is one on
/// iOS 18), so one still possible fails and a drag of the sheet that started on a button does
/// not fire it on release, and none of them can make it fail
/// (``canBePrevented(by:sheetOwnsDrag:)``), not even one that began before the slop ran out. On
/// iOS 18 and later, where that failure rests on SwiftUI's undocumented delegate, the content's
/// recognizers of the touch are also cancelled at that move
/// (``takesOver(role:panIsPossible:sheetOwnsDrag:tookOverThisTouch:contentGesturesAreRecognizers:)``,
/// ``cancelsAtTakeover(_:state:isEnabled:)``).
///
/// The pan of every scroll view in the card recognizes together with the sheet's: the tracked
/// one's is held still instead of blocking it (``SheetScrollLock``); one without
/// ``SwiftUI/View/sheetScrollHandoff()`` scrolls by itself
/// (``recognizesSimultaneously(with:sheetOwnsDrag:)``). A pan of a view that contains the sheet —
/// the dismissal pan of a system sheet the drawer sits in, an outer scroll view — must wait for
/// the sheet's pan to fail (``requiresSheetPanToFail(_:)``,
/// as FloatingPanel does for `_UISheetInteractionBackgroundDismissRecognizer`), so a drag of the
/// drawer does not drag the system sheet too.
///
/// Controls that consume drags themselves keep their touches wholly: a slider, a switch, a
/// stepper, and a text field or text view that is already editing (where a drag selects text or
/// moves the caret). Every other control — a `UIButton`, an unfocused `TextField` — is left to
/// the slop: a tap reaches it, a drag moves the sheet (Apple Maps moves its sheet from its
/// search field).
///
/// None of this has run on Apple hardware: it rests on UIKit's documented recognition rules.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetPanArbitration {
  /// What one view between the touched view and the card is, for the delegate.
  package enum ViewKind: Sendable, Hashable {
    /// Not a control (a SwiftUI host, a cell, a plain view).
    case plain
    /// A control that only takes taps (a `UIButton`, an unfocused text field).
    case tapControl
    /// A control that takes drags itself: a `UISlider`, a `UISwitch`, a `UIStepper`.
    case dragControl
    /// A text field or text view that is the first responder (editing).
    case editingText
    /// A bar of the app's own chrome (a `UITabBar`, a `UIToolbar`): drawn over the sheet's area
    /// when a standard drawer reaches under it, but not part of the sheet. Its touches are the
    /// bar's, as in Find My and Maps, where a swipe on the tab bar does not drag the sheet (the
    /// ninth review's 3.4).
    case bar
  }

  /// What a view under a touch is, for the delegate.
  package struct TouchTarget: Sendable, Hashable {
    /// Whether the view, or one of its ancestors below the card, takes drags itself (a drag
    /// control, an editing field) or is not the sheet's (a bar of the app's chrome).
    package var consumesDrags: Bool

    /// A target described by whether it consumes drags.
    package init(consumesDrags: Bool) {
      self.consumesDrags = consumesDrags
    }
  }

  /// `gestureRecognizer(_:shouldReceive:)`: whether the sheet's pan hears a touch.
  package static func receives(_ target: TouchTarget) -> Bool {
    !target.consumesDrags
  }

  /// The target for the chain of views from the touched view up to (not including) the view the
  /// recognizer is attached to.
  package static func target(chain: [ViewKind]) -> TouchTarget {
    TouchTarget(consumesDrags: chain.contains { $0 == .dragControl || $0 == .editingText || $0 == .bar })
  }

  /// Whether the sheet's pan recognizes now (takes the touch from the content): once the core
  /// gave the drag's latest movement to the sheet. `dragConsumer` is the core's
  /// `SheetState.dragConsumer` (`nil` while the touch is within its slop or is not a drag).
  package static func recognizes(dragConsumer: ScrollHandoff.Consumer?) -> Bool {
    dragConsumer == .sheet
  }

  /// Another recognizer of a touch on the sheet, as the sheet's pan weighs it in UIKit's three
  /// questions (``recognizesSimultaneously(with:sheetOwnsDrag:)``,
  /// ``canBePrevented(by:sheetOwnsDrag:)``, ``requiresSheetPanToFail(_:)``): what it is, and
  /// whether its view contains the view the sheet's pan is attached to.
  package struct OtherRecognizer: Sendable, Hashable {
    /// What the other recognizer is.
    package enum Kind: Sendable, Hashable {
      /// The pan of another sheet: a drawer inside a sheet's content, or two sheets' pans on one
      /// hosting view.
      case otherSheetsPan
      /// A back swipe: a `UIScreenEdgePanGestureRecognizer`, or the pop recognizer of a
      /// navigation controller on the sheet's responder chain.
      case backSwipe
      /// A `UIScrollView`'s `panGestureRecognizer`: whether it is a tracked one (the handoff's
      /// main scroll view or a region's), and whether the scroll view lies in the card
      /// (``SheetTouchedScrollView/liesInCard(_:card:)``).
      case scrollViewPan(isTracked: Bool, liesInCard: Bool)
      /// Any other `UIPanGestureRecognizer` (a hosted map's, a canvas's).
      case pan
      /// Anything else: SwiftUI's gestures (a `Button`'s, a long press, a `DragGesture`, which are
      /// UIKit recognizers on iOS 18), a tap, a text field's.
      case other
    }

    /// What it is.
    package var kind: Kind
    /// Whether its view is an ancestor of the view the sheet's pan is attached to (a system
    /// sheet's dismissal pan, an outer scroll view, a paging view): a recognizer around the sheet,
    /// not in it.
    package var viewContainsSheet: Bool

    /// A recognizer of `kind`, around the sheet or not.
    package init(_ kind: Kind, viewContainsSheet: Bool = false) {
      self.kind = kind
      self.viewContainsSheet = viewContainsSheet
    }

    /// The pan of a scroll view whose frame in the sheet's container is `frame`, with the card at
    /// `card` (the core's render plan), both in points.
    package static func scrollViewPan(
      isTracked: Bool, frame: SheetViewMatching.Rect, card: SheetRect, viewContainsSheet: Bool = false
    ) -> OtherRecognizer {
      OtherRecognizer(
        .scrollViewPan(isTracked: isTracked, liesInCard: SheetTouchedScrollView.liesInCard(frame, card: card)),
        viewContainsSheet: viewContainsSheet)
    }
  }

  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: with the pan of every scroll view
  /// in the card, tracked or not, always; with every other
  /// recognizer only while the sheet has not taken the drag (so no recognizer in the content
  /// fails the sheet's pan while the core still decides, and a possible one fails once the sheet
  /// moves).
  ///
  /// The tracked scroll view is held still while the sheet moves (``SheetScrollLock``). A scroll
  /// view without ``SwiftUI/View/sheetScrollHandoff()`` is not: it scrolls by its own pan while
  /// the sheet moves, where an exclusive answer would have had one of the two pans fail the other
  /// at the hand-over (the list's pan, already begun, failing the sheet's, which springs back;
  /// or the sheet's keeping the list still). "Returning true is guaranteed to allow simultaneous
  /// recognition", whatever the scroll view's own delegate answers (Apple's page for this
  /// method). A scroll view around the card (a paging view the sheet is in) is not in the card
  /// and stays exclusive.
  package static func recognizesSimultaneously(with other: OtherRecognizer, sheetOwnsDrag: Bool) -> Bool {
    switch other.kind {
    case .scrollViewPan(let isTracked, let liesInCard):
      isTracked || (liesInCard && !other.viewContainsSheet) || !sheetOwnsDrag
    case .otherSheetsPan, .backSwipe, .pan, .other: !sheetOwnsDrag
    }
  }

  /// `canBePrevented(by:)` of the sheet's pan, a `UIGestureRecognizer` subclass's class-wide rule
  /// ("Overriding these methods enables the same behavior as implementing the
  /// `UIGestureRecognizerDelegate` methods…", Apple's page; `true`: the other "can block the
  /// receiver from recognizing its gesture").
  ///
  /// UIKit asks when the sheet's pan recognizes, which it does at the first movement the core
  /// gives to the sheet: a recognizer in the content that has already begun by then — a SwiftUI
  /// `Button`'s or long press's, a `DragGesture(minimumDistance: 0)` (UIKit recognizers on iOS
  /// 18), a hosted view's pan — would by UIKit's default make the sheet's pan fail, its
  /// `reset()` would cancel the core's drag, and the sheet would spring back under the finger
  /// (sixth review, 3.3). So once the sheet owns the drag, none of them can: the sheet's pan
  /// recognizes, and its `cancelsTouchesInView` (UIKit's default, kept) ends the content's
  /// touches. What may still prevent it, as UIKit has it: the pan of a scroll view (one in the
  /// card recognizes together with the sheet's, so this is moot for it), a back swipe (which wins
  /// over the sheet's pan, as before), another sheet's pan (the nested sheet's order is the
  /// failure requirements', ``requiresSheetPanToFail(_:)``), and any recognizer whose view
  /// contains the sheet. While the core still
  /// decides (no drag, or the content's), UIKit's default answer stands; then every recognizer
  /// recognizes together with the sheet's pan (``recognizesSimultaneously(with:sheetOwnsDrag:)``),
  /// so none prevents it anyway.
  ///
  /// A text field that is editing never comes to this: the sheet's pan does not receive its
  /// touches (``receives(_:)``), so a drag on it selects text and the sheet stays.
  package static func canBePrevented(by other: OtherRecognizer, sheetOwnsDrag: Bool) -> Bool {
    guard sheetOwnsDrag else { return true }
    return switch other.kind {
    case .otherSheetsPan, .backSwipe, .scrollViewPan: true
    case .pan, .other: other.viewContainsSheet
    }
  }

  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: whether another recognizer waits for the
  /// sheet's pan to fail. A pan whose view contains the sheet (an ancestor of the view the
  /// sheet's pan is attached to: a system sheet's dismissal pan, an outer scroll view, an
  /// enclosing sheet's pan) waits; the tracked scroll view's pan and everything else does not.
  ///
  /// A back swipe never waits: a `UIScreenEdgePanGestureRecognizer` (it starts at the screen's
  /// edge, where the sheet's drag does not) or a navigation controller's pop recognizer —
  /// `interactivePopGestureRecognizer`, "when a person swipes from the leading screen edge", and
  /// iOS 26's `interactiveContentPopGestureRecognizer`, which "recognizes a gesture on the entire
  /// content area of the navigation controller" (Apple's pages). Both begin only with a
  /// horizontal movement, which the core gives to the content, never to the sheet.
  package static func requiresSheetPanToFail(_ other: OtherRecognizer) -> Bool {
    switch other.kind {
    case .backSwipe, .other: false
    case .scrollViewPan(let isTracked, _): !isTracked && other.viewContainsSheet
    case .otherSheetsPan, .pan: other.viewContainsSheet
    }
  }

  /// Another recognizer's state, as the takeover weighs it (``cancelsAtTakeover(_:state:isEnabled:)``).
  package enum OtherState: Sendable, Hashable {
    /// `possible`: it has not recognized (a `Button`'s that acts at the lift, a tap).
    case possible
    /// `began` or `changed`: it is recognizing (a long press, a press that began at touch-down).
    case recognizing
    /// `ended`, `cancelled` or `failed`: nothing left to cancel.
    case over
  }

  /// Whether this move of the touch the pan feeds is the *takeover*: the first movement the core
  /// gives to the sheet, where the moves start going to `UIPanGestureRecognizer`'s own handling
  /// (the pan is still `possible` and the sheet now owns the drag), once per touch, and only where
  /// SwiftUI's gestures are UIKit recognizers (iOS 18 and later, `contentGesturesAreRecognizers`).
  ///
  /// On iOS 17 SwiftUI's `Button` is the hosting view's own touch handling, which
  /// `cancelsTouchesInView` ends ("previously delivered touches are canceled"); on iOS 18 and later
  /// it is a recognizer with SwiftUI's delegate, and whether UIKit fails or cancels it when the
  /// sheet's pan recognizes is not documented. The button moves with the card, so its press never
  /// leaves its bounds: nothing else would end it (seventh review, 3.2; the third review's 3.9).
  /// visionOS is left out: how SwiftUI makes its gestures there is not documented either, and no
  /// device check covers it.
  ///
  /// - Parameters:
  ///   - feedsCore: Whether the pan's tracked touch feeds the core (the pan has a driver).
  ///   - panIsPossible: Whether the sheet's pan is still `possible` before this move.
  ///   - sheetOwnsDrag: ``recognizes(dragConsumer:)`` after the core took this move.
  ///   - tookOverThisTouch: Whether this touch's takeover already happened.
  ///   - contentGesturesAreRecognizers: iOS 18 and later (not visionOS).
  package static func takesOver(
    feedsCore: Bool, panIsPossible: Bool, sheetOwnsDrag: Bool, tookOverThisTouch: Bool,
    contentGesturesAreRecognizers: Bool
  ) -> Bool {
    contentGesturesAreRecognizers && feedsCore && panIsPossible && sheetOwnsDrag && !tookOverThisTouch
  }

  /// Whether the lift of the touch the pan feeds cancels the content's recognizers of it, as the
  /// takeover does (``cancelsAtTakeover(_:state:isEnabled:)``), before the core takes the lift
  /// and before `super`: when the touch had no takeover although the sheet owns its drag — it
  /// caught a moving sheet (a touch-down on a settling sheet begins the sheet's drag at once,
  /// `SheetState`'s touch-down) and lifted with no move event, so the pan never recognized and
  /// its `cancelsTouchesInView` never acted. Without it the control under the finger acts on the
  /// tap that stopped the sheet; `UIScrollView` swallows such a tap when it catches a
  /// deceleration (eighth review, 3.6).
  ///
  /// It is the takeover's own rule (``takesOver(feedsCore:panIsPossible:sheetOwnsDrag:tookOverThisTouch:contentGesturesAreRecognizers:)``),
  /// asked at the lift: a touch that moved and was taken over is not cancelled twice, a tap on a
  /// resting sheet (no drag yet) reaches its control, and on iOS 17 (`contentGesturesAreRecognizers`
  /// false) nothing is done, as at the takeover. Not run on Apple hardware: whether a SwiftUI
  /// `Button` whose recognizer is disabled and enabled again before `super.touchesEnded` still
  /// acts is not documented (device check 16).
  ///
  /// - Parameters:
  ///   - feedsCore: Whether the pan's tracked touch feeds the core.
  ///   - panIsPossible: Whether the sheet's pan is still `possible` at the lift.
  ///   - sheetOwnsDrag: ``recognizes(dragConsumer:)`` before the core takes the lift.
  ///   - tookOverThisTouch: Whether this touch's takeover already happened at a move.
  ///   - contentGesturesAreRecognizers: iOS 18 and later (not visionOS).
  package static func cancelsAtLift(
    feedsCore: Bool, panIsPossible: Bool, sheetOwnsDrag: Bool, tookOverThisTouch: Bool,
    contentGesturesAreRecognizers: Bool
  ) -> Bool {
    takesOver(
      feedsCore: feedsCore, panIsPossible: panIsPossible, sheetOwnsDrag: sheetOwnsDrag,
      tookOverThisTouch: tookOverThisTouch, contentGesturesAreRecognizers: contentGesturesAreRecognizers)
  }

  /// At the takeover, whether another recognizer of the touch (`UITouch.gestureRecognizers`) is
  /// cancelled, by setting its `isEnabled` to `false` and back to `true`: "If you change this
  /// property to `false` while a gesture recognizer is currently recognizing a gesture, the
  /// gesture recognizer transitions to a cancelled state"
  /// (developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled). For one still
  /// `possible` the page says only that a disabled recognizer does "not receive touches": that it
  /// then leaves this touch alone once enabled again is not documented (device check 7).
  ///
  /// Cancelled: the content's recognizers in the card — SwiftUI's (a `Button`'s, a long press, a
  /// `DragGesture`, a context menu's), a hosted view's tap or pan, an unfocused text field's tap.
  /// Left alone:
  /// - the pan of a scroll view, tracked (held by ``SheetScrollLock``) or not (it recognizes with
  ///   the sheet's by design, ``recognizesSimultaneously(with:sheetOwnsDrag:)``);
  /// - a back swipe: a screen-edge pan or a navigation controller's pop recognizer;
  /// - another sheet's pan (its core holds the touch too, and
  ///   which sheet moves is the failure requirements', ``requiresSheetPanToFail(_:)``);
  /// - any recognizer whose view contains the sheet (``SheetPanAnchor``): a system sheet's
  ///   dismissal pan, which waits for the sheet's pan, a tap around the card;
  /// - one that is not enabled (toggling it would enable it), or whose gesture is over.
  ///
  /// A text field that is editing never comes to this: the sheet's pan does not receive its
  /// touches (``receives(_:)``), so it never takes over a drag there, and the field's selection
  /// recognizers select text while the sheet stays.
  package static func cancelsAtTakeover(_ other: OtherRecognizer, state: OtherState, isEnabled: Bool) -> Bool {
    guard isEnabled, state != .over, !other.viewContainsSheet else { return false }
    return switch other.kind {
    case .pan, .other: true
    case .otherSheetsPan, .backSwipe, .scrollViewPan: false
    }
  }

  /// Whether the sheet's pan, still `possible`, fails now (`state = .failed`, which a
  /// `UIGestureRecognizer` subclass may set: Apple, `state`, "Subclasses … must use a read-write
  /// version of the state property"): once the core's decision for the touch is final and not the
  /// sheet's. A pan that stays possible makes every recognizer that must wait for it wait — a
  /// navigation controller's back swipe, a paging `TabView`, an outer scroll view — until the
  /// finger lifts; a failed one frees them at once ("No action message is sent and the gesture
  /// recognizer is reset", `UIGestureRecognizer.State.failed`; its `reset()` closes the core's
  /// touch, ``SheetTouchSequence``).
  ///
  /// - Parameters:
  ///   - touchIsOpen: Whether the pan gave the core a touch-down that has not ended.
  ///   - state: The core's state after the pan's latest input.
  /// - Returns: `true` when the core ignored the touch-down (off the sheet, a hidden sheet) or
  ///   decided the touch is the content's for its whole life (it went sideways past the slop, or
  ///   went down outside the drag area: `SheetState.pendingTouchIsContents`); `false` while the
  ///   touch is inside its slop, and during any drag — the sheet's, or the content's vertical
  ///   scroll, which may still hand over to the sheet within the gesture and needs the pan.
  package static func failsNow(touchIsOpen: Bool, _ state: SheetState) -> Bool {
    guard touchIsOpen, state.dragConsumer == nil else { return false }
    return !state.hasPendingTouch || state.pendingTouchIsContents
  }
}

/// The core's inputs for the sheet pan's touches, keeping the core's touch sequence whole when
/// UIKit loses a touch: a recognizer that fails or is cancelled by someone else gets no
/// `touchesEnded`/`touchesCancelled`, only `reset()` (Apple: "After this method is called, the
/// gesture recognizer receives no further updates for touches that have begun but haven't
/// ended"). The core ignores a touch-down while it still holds an earlier touch, so a lost end
/// would leave the sheet undraggable.
///
/// `reset()` ends a touch still open with `SheetInput.touchCancel`; and a touch-down while one is
/// still open (a lost end that not even `reset()` reported) cancels the stale one first: UIKit
/// reports a new first touch only when the earlier one is over.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetTouchSequence: Sendable, Hashable {
  /// Whether a touch went down and has not ended or been cancelled.
  package private(set) var isOpen = false

  /// A sequence with no open touch.
  package init() {}

  /// The inputs for `input` (a touch input from the recognizer), in order.
  package mutating func inputs(for input: SheetInput) -> [SheetInput] {
    switch input {
    case .touchDown:
      let stale = isOpen
      isOpen = true
      return stale ? [.touchCancel, input] : [input]
    case .touchMove:
      return isOpen ? [input] : []
    case .touchUp, .touchCancel:
      guard isOpen else { return [] }
      isOpen = false
      return [input]
    default:
      return [input]
    }
  }

  /// The recognizer was reset (`reset()`): a touch still open is cancelled.
  package mutating func reset() -> [SheetInput] {
    guard isOpen else { return [] }
    isOpen = false
    return [.touchCancel]
  }
}

/// A pointer's scroll on iPad (a trackpad's two-finger scroll, a mouse wheel), as the sheet's
/// `UIPanGestureRecognizer` reports it with `allowedScrollTypesMask` set: no touches
/// (`numberOfTouches` 0), a translation that is the total since the scroll began
/// (`translation(in:)`: "They aren't delta values"), in the container's points, y downward.
/// Converted to the core's touchpad scroll (`SheetInput.scrollGesture(delta:phase:device:)`,
/// positive toward more content, so the sign flips) and its end (`scrollGestureEnd`), as the Mac's
/// trackpad is (``SheetWheelConversion``).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetPointerScroll: Sendable, Hashable {
  /// The recognizer's state, as the conversion needs it.
  package enum Phase: Sendable, Hashable {
    case began, changed, ended, cancelled
  }

  /// Whether the scroll under way is the sheet's (it began over the sheet).
  package private(set) var isTaken = false
  /// The translation already given to the core, in points.
  private var lastTranslation = 0.0

  /// A conversion with no scroll under way.
  package init() {}

  /// The inputs for one callback of the pan driven by scroll events.
  ///
  /// - Parameters:
  ///   - phase: The recognizer's state.
  ///   - translationY: `translation(in:)`'s y in points (total since the scroll began; down
  ///     positive).
  ///   - isOnSheet: At `began`, whether the pointer is over the sheet (`SheetState.isOnSheet`);
  ///     a scroll elsewhere is left alone to its end.
  /// - Returns: The core's inputs, in order.
  package mutating func inputs(phase: Phase, translationY: Double, isOnSheet: Bool) -> [SheetInput] {
    let y = translationY.isFinite ? translationY : lastTranslation
    switch phase {
    case .began:
      isTaken = isOnSheet
      lastTranslation = 0
      return isTaken ? step(to: y) : []
    case .changed:
      return isTaken ? step(to: y) : []
    case .ended, .cancelled:
      guard isTaken else { return [] }
      var inputs = step(to: y)
      inputs.append(.scrollGestureEnd)
      isTaken = false
      lastTranslation = 0
      return inputs
    }
  }

  private mutating func step(to y: Double) -> [SheetInput] {
    let delta = y - lastTranslation
    lastTranslation = y
    return delta == 0 ? [] : [.scrollGesture(delta: -delta, phase: .changed, device: .touchpad)]
  }
}
