/// What a sheet does while a keyboard covers the bottom of its container.
public enum KeyboardPolicy: String, Sendable, Hashable, CaseIterable {
  /// Keep the detent and translate the sheet up by the keyboard's height (at most to the maximum
  /// height).
  case lift
  /// Move to the highest detent; return to the detent the user had when the keyboard hides.
  case expand
}

/// Everything about a sheet's behaviour that its app chooses.
public struct SheetConfiguration: Sendable, Hashable {
  /// The detents, in any order. Normalized by ``DetentResolution/normalize(_:)``.
  public var detents: [SheetDetent]
  /// The id of the detent the sheet starts at (and presents at); `nil` or an unknown id means
  /// the lowest detent (an unknown id also gives a diagnostic).
  public var initialDetent: String?
  /// Whether a release may dismiss the sheet (`hidden` joins the detents at height 0) and a drag
  /// may pull it below its lowest detent without a rubber band. ``SheetInput/dismiss`` works
  /// either way.
  public var allowsDismissal: Bool
  /// The spring every settle uses.
  public var spring: SheetSpring
  /// How a release picks its detent.
  public var snapping: SnappingRule
  /// The resistance past the lowest and highest detents.
  public var rubberBand: RubberBand
  /// What a keyboard does to the sheet.
  public var keyboardPolicy: KeyboardPolicy
  /// Reduce Motion: settles jump to their target (and still report `settled`).
  public var reduceMotion: Bool
  /// The velocity estimator's window, in seconds.
  public var velocityWindow: Double
  /// How detents are measured (``DetentSpace``).
  public var detentSpace: DetentSpace
  /// How the card is drawn, which also sets the bottom margin fitted and header detents include.
  public var style: SheetCardStyle
  /// How far a touch on a resting sheet travels before it drags the sheet, in points (0: at once).
  ///
  /// A touch that travels this far more vertically than horizontally begins a drag, and the sheet
  /// then follows the travel beyond the slop (no jump); one that travels it more horizontally
  /// belongs to the content (a carousel, a slider) for its whole life; one that lifts before is a
  /// tap and begins nothing. A touch on a moving sheet catches it at once. UIKit's scroll views
  /// and Android's `ViewConfiguration.getScaledTouchSlop()` use about 10 points (8 dp on Android);
  /// the toolkits use 10. Values that are not finite or below 0 count as 0.
  public var touchSlop: Double

  /// Creates a configuration; every parameter but `detents` has the scenario format's default.
  public init(
    detents: [SheetDetent],
    initialDetent: String? = nil,
    allowsDismissal: Bool = false,
    spring: SheetSpring = .sheet,
    snapping: SnappingRule = SnappingRule(),
    rubberBand: RubberBand = .standard,
    keyboardPolicy: KeyboardPolicy = .lift,
    reduceMotion: Bool = false,
    velocityWindow: Double = 0.1,
    detentSpace: DetentSpace = .container,
    style: SheetCardStyle = .standard,
    touchSlop: Double = 0
  ) {
    self.detents = detents
    self.initialDetent = initialDetent
    self.allowsDismissal = allowsDismissal
    self.spring = spring
    self.snapping = snapping
    self.rubberBand = rubberBand
    self.keyboardPolicy = keyboardPolicy
    self.reduceMotion = reduceMotion
    self.velocityWindow = velocityWindow
    self.detentSpace = detentSpace
    self.style = style
    self.touchSlop = touchSlop
  }

  /// The space between the content's bottom and the container's bottom edge, in points, that
  /// fitted and header detents include: the card's bottom margin, or the bottom safe area in
  /// ``DetentSpace/safeArea`` when that is more.
  public func contentBottomMargin(in container: SheetContainer) -> Double {
    max(style.bottomMargin(in: container), detentSpace == .safeArea ? container.safeArea.bottom : 0)
  }
}

/// An input to the sheet, in points with y downward. Its time travels beside it, as the
/// `time` parameter of ``SheetState/apply(_:at:)``.
public enum SheetInput: Sendable, Hashable {
  /// A finger or pointer went down at (`x`, `y`): on the sheet when the point lies on its card
  /// (``SheetRenderPlan/card``; without `x`, when `y` is at or below its top edge), else on the
  /// background (ignored). With a touch slop, a touch on a resting sheet begins a drag only once
  /// it travels that far, mostly vertically (``SheetConfiguration/touchSlop``).
  case touchDown(x: Double? = nil, y: Double)
  /// The touch moved to (`x`, `y`).
  case touchMove(x: Double? = nil, y: Double)
  /// The touch lifted at (`x`, `y`); the release point counts as a velocity sample.
  case touchUp(x: Double? = nil, y: Double)
  /// The system took the gesture away: settles like a zero-velocity release.
  case touchCancel
  /// The container changed (rotation, window resize). A container that is not usable is ignored.
  case resize(SheetContainer)
  /// The header's height changed, in points.
  case headerHeight(Double)
  /// The content's height (below the header) changed, in points.
  case contentHeight(Double)
  /// The content's scroll offset was set, in points (0 is the content's top): by the app, or by
  /// the toolkit's scroll view on its own (a scrollbar, the keyboard, scrolling a focused field
  /// into view), reported so the core never holds an offset the toolkit does not show. It is
  /// brought into the scroll range and stops any momentum.
  case scroll(to: Double)
  /// Move to a detent by id, with or without the spring.
  case move(to: String, animated: Bool)
  /// Show a hidden sheet at its initial detent (or the last one asked for while hidden).
  case present
  /// Hide the sheet.
  case dismiss
  /// Replace the detents.
  case setDetents([SheetDetent])
  /// VoiceOver increment on the grabber: one detent up.
  case accessibilityIncrement
  /// VoiceOver decrement on the grabber: one detent down (never dismisses).
  case accessibilityDecrement
  /// A keyboard is shown with this height in points; 0 hides it.
  case keyboard(height: Double)
  /// Reduce Motion was turned on or off.
  case reduceMotion(Bool)
  /// The keyboard policy changed. It applies at once to a keyboard that is shown: `expand` moves
  /// to the highest detent, `lift` returns to the detent the user had and lifts it.
  case keyboardPolicy(KeyboardPolicy)
  /// Discrete scroll-wheel notches over the sheet: `steps` notches, positive toward more content
  /// (the wheel turned toward the user), each of which the toolkit would scroll `stepLength`
  /// points. By the scroll handoff's rule: below the highest detent a notch toward more content
  /// raises the sheet one detent; at the highest detent notches scroll the content; with the
  /// content at its top, a notch back lowers the sheet one detent (never dismissing it).
  case wheel(steps: Double, stepLength: Double)
  /// A touchpad (or other continuous) scroll over the sheet moved `delta` points, positive toward
  /// more content: handed over between sheet and content exactly as a drag on the content is.
  case scrollGesture(delta: Double)
  /// The touchpad scroll ended: the sheet settles with the scroll's velocity, as after a drag,
  /// but never dismisses.
  case scrollGestureEnd
  /// The card style changed: detents resolve again (fitted and header detents take the new
  /// bottom margin) and a resting sheet moves to its detent's new height at once, as for a resize.
  case style(SheetCardStyle)
}

/// What happened, reported by ``SheetState/apply(_:at:)`` and ``SheetState/tick(at:)``.
public enum SheetEvent: Sendable, Hashable {
  /// A touch took hold of the sheet at this height (points).
  case dragBegan(height: Double)
  /// A settle began toward `target` (a detent id, or `"hidden"`), with the starting velocity in
  /// points per second, y downward (negative is upward).
  case willSettle(target: String, velocity: Double)
  /// The sheet came to rest at a detent, height in points. Every gesture, move, present,
  /// accessibility step or re-layout that moves the sheet ends in exactly one `settled` (or, when it
  /// hides the sheet, one `dismissed`); an interrupted one ends in none.
  case settled(detent: String, height: Double)
  /// The sheet was shown (reported when a dismissed sheet starts presenting).
  case presented
  /// The sheet finished hiding.
  case dismissed
  /// Bad input was normalized or ignored; the message says what and how.
  case diagnostic(String)
}

/// What the sheet is doing.
public enum SheetPhase: String, Sendable, Hashable {
  /// At rest (or hidden).
  case idle
  /// Following a touch.
  case dragging
  /// Moving on a spring toward a detent (or toward hidden).
  case settling
}
