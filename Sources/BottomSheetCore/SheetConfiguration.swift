/// What a sheet does while a keyboard covers the bottom of its container.
public enum KeyboardPolicy: String, Sendable, Hashable, CaseIterable {
  /// Keep the detent and translate the sheet up by the keyboard's height (at most to the maximum
  /// height). The part of the keyboard a detent cannot rise above covers the bottom of its
  /// content, and joins the scroll range (``SheetState/keyboardOverlap``).
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
  /// How the card is drawn, which also sets the space below the content that fitted and header
  /// detents include (``contentBottomMargin(in:)``).
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
  /// How the background responds to the sheet (dimming, blur, whether it takes input), or `nil`
  /// for no backdrop (``Backdrop/clear``): the render plan's ``SheetRenderPlan/backdrop`` follows
  /// it, and a tap on the scrim (``SheetInput/scrimTap``) goes down to its undimmed detent.
  public var backdrop: BackdropStyle?
  /// The rules of the handoff between a drag on the content and the sheet, per direction
  /// (``ScrollHandoffRules``; the default is today's, mid-gesture both ways).
  public var handoff = ScrollHandoffRules()
  /// Where a drag may start (``SheetDragArea``; default: the whole card).
  public var dragArea = SheetDragArea.card
  /// The height of the grabber's row at the card's top, in points, for ``SheetDragArea/grabber``:
  /// the capsule and its margins. Default 24 (a 5-point capsule with margins of 8 and 11, as
  /// the toolkits draw it); values that are not finite or below 0 count as 0.
  public var grabberHeight = 24.0
  /// Whether a drag reports its live target (``SheetState/liveTarget``,
  /// ``SheetEvent/targetChanged(target:)``): off by default, so a drag reports what it did before.
  public var reportsLiveTarget = false
  /// Whether the user's dismissals wait for the app's answer (``DismissalConfirmation``;
  /// default ``DismissalConfirmation/off``).
  public var dismissalConfirmation = DismissalConfirmation.off
  /// The names a screen reader gives detents, by detent id (`["mid": "half open"]`): the
  /// grabber's value and the announcement when the sheet comes to rest
  /// (``SheetState/announcement(detent:position:count:)``). A detent without one is named by its
  /// place (``SheetAccessibilityPlace``). Empty by default.
  public var accessibilityNames: [String: String] = [:]
  /// Whether the app's content behind the sheet steps back as the sheet presents — scaled about
  /// its top centre, moved down below the top safe area and its corners rounded
  /// (``SheetStack/backgroundStepBack(in:style:)``),
  /// as iOS page sheets scale the presenting view and vaul's `shouldScaleBackground` does. Read
  /// from the bottom sheet of a stack; off by default. A drawing option only: it applies at once,
  /// even mid-gesture.
  public var scalesBackground = false

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
    touchSlop: Double = 0,
    backdrop: BackdropStyle? = nil
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
    self.backdrop = backdrop
  }

  /// Whether a press that went down at (`x0`, `y0`) and lifted at (`x1`, `y1`) is a tap: it
  /// travelled less than the touch slop (with a slop of 0, not at all). Points, container
  /// coordinates.
  ///
  /// The core reports a touch on the sheet that never travelled the slop as
  /// ``SheetEvent/tapped(x:y:)``; a toolkit measures a press the core does not see (one on the
  /// scrim) with this, so a tap means one distance everywhere.
  public func isTap(fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double) -> Bool {
    let travel = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
    let slop = touchSlop.isFinite ? max(0, touchSlop) : 0
    return travel < slop || travel == 0
  }

  /// The space between the content's bottom and the container's bottom edge, in points, that
  /// fitted and header detents include, in every detent space: the card's bottom margin plus the
  /// space the content keeps clear at the card's bottom, both at the lowest detents
  /// (``SheetCardStyle/bottomMargin(in:)`` + ``SheetCardStyle/contentBottomInset(in:)``).
  ///
  /// So a content-sized detent shows all of what it is sized to above the home indicator: over a
  /// 34-point bottom safe area, a standard card's is 0 + 34, a floating card inset 16 points has
  /// max(16, 34) + 0, and one inset 40 points has 40 + 0. Its content never scrolls. (The bottom
  /// safe area is what DIPSAS/DIPS.Mobile.UI PR #20 and microsoft/fluentui-apple PR #584 had to
  /// add to a fitted sheet and to a persistent sheet's header.)
  public func contentBottomMargin(in container: SheetContainer) -> Double {
    style.bottomMargin(in: container) + style.contentBottomInset(in: container)
  }
}
