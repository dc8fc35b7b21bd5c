import BottomSheetCore
import CGtk4

/// A GTK 4 bottom sheet: any content shown as a drawer, a floating card, a modal tray or a search
/// sheet over any background, resting on detents.
///
/// Every height, velocity, release target, spring, rubber band, scroll offset, dimming, blur and
/// accessibility step comes from the core's `SheetState`; the view only turns GTK input into
/// `SheetInput` and the core's output into an allocation and a snapshot. Put `widget` in a
/// window:
///
/// ```swift
/// let sheet = BottomSheetView(
///   configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .fraction(0.88)]),
///   background: map, content: list)
/// sheet.onEvent = { event, time in print(event, time) }
/// gtk_window_set_child(window, sheet.widget)
/// ```
///
/// `widget` is a stationary container that fills its allocation: the background fills it too,
/// and the sheet (a grabber, an optional `header`, then the content) is drawn where the core's
/// render plan (`SheetState.renderPlan()`) puts its card — its top edge at
/// `y = container height − state.height`, on the display's pixel grid. The view computes no
/// geometry of its own. Coordinates are in points (GTK's logical pixels), y downward; times are
/// seconds on the frame clock's timeline (`gdk_frame_clock_get_frame_time`, which counts
/// `g_get_monotonic_time`).
///
/// Input: whose a press is, the core decides (`SheetState.isOnSheet(x:y:)`, and its touch slop,
/// `SheetConfiguration.touchSlop`, ``touchSlop`` points unless the configuration gives one): a
/// press on the card that travels the slop mostly vertically drags the sheet (or scrolls its
/// list), and only then does the view claim it from the sheet's buttons and rows; a tap reaches
/// them and the core hears nothing of it; a sideways drag is left to the content (a carousel, a
/// slider). A press beside or below a floating card is the background's. Over the sheet, mouse
/// wheel notches and touchpad scrolls follow the same handoff as a drag (`SheetInput.wheel`,
/// `scrollGesture`). Up, Down, Page Up and Page Down on the focused grabber step between detents,
/// Home and End go to the highest and lowest (`SheetInput.grabberKey(_:)`; `GrabberKey` names
/// the keys), and a click on the grabber — a press the core reports as a tap
/// (`SheetEvent.tapped(x:y:)`) — cycles through the detents as a tap on UIKit's grabber does
/// (`SheetInput.grabberTap`). The grabber is a
/// vertical slider for assistive technologies, labelled `accessibilityLabel`, whose value is the
/// core's `SheetState.accessibilityValue`.
///
/// Scrolling content: when the content is a `GtkScrolledWindow` (holding a `GtkListView`, say),
/// every drag on it goes to the core, which divides it between the sheet and the list
/// (`ScrollHandoff`) and owns the scroll offset, momentum included; the view writes
/// `SheetState.scrollOffset` into the scrolled window's vertical adjustment and reports
/// scrolling done by other means (a mouse wheel, the scrollbar, keyboard focus) back to the core.
/// GTK's own kinetic scrolling is turned off. The list's viewport is as tall as the highest
/// detent less the header (grabber and `header`), so GTK and the core agree on the largest
/// offset.
///
/// Keyboard focus: a control in the content that a key focuses (a list row), and a scrolled
/// window's own keys that reach its end (End, Page Down), go to the core as
/// `SheetInput.focus(y:height:)`, which scrolls what they reach into the part on screen at the
/// current detent, raising the sheet when only the highest detent can show it; a control in the
/// `header` (a search field) goes there too, above the content, and scrolls nothing.
///
/// Measured sizes go to the core in the frame that measured them: the header's height
/// (grabber and `header`) as `SheetInput.headerHeight(_:)`, and the content's — its natural
/// height for the sheet's width, or the scrolled window's content height — as
/// `SheetInput.contentHeight(_:)`. A `SheetDetent.fitted` sheet therefore follows its
/// content on the spring with no delay, and `SheetDetent.header` rests with only the header
/// showing. So does the ``footer``'s height (`SheetInput.footerHeight(_:)`), and, for each
/// marker detent (`SheetDetent.marker(_:)`), where the content's widget of that name
/// (`gtk_widget_set_name`) ends once GTK has laid it out (`SheetInput.marker(_:bottom:)`): the
/// sheet then rests showing the content down to that widget's bottom edge.
///
/// Backdrop: with `backdropStyle` or `isModal` set, the view dims the background with a scrim
/// and blurs it (GSK blur in the view's snapshot, exactly no blur at the lowest detent), as the
/// core's `SheetState.backdrop(_:)` says, and the background takes no pointer input while the
/// scrim intercepts it. A tap on the scrim dismisses the sheet, or takes it down to its undimmed
/// detent (`SheetInput.scrimTap`).
///
/// Stacked sheets: a sheet presented from another sheet's content takes the lower sheet's
/// ``widget`` as its background, and the app puts the upper sheet's ``widget`` in the window in
/// the lower one's place — the widget tree is the stacking order, as with any GTK overlay:
///
/// ```swift
/// let tray = BottomSheetView(configuration: trayConfiguration, isPresented: false, background: page, content: flow)
/// let confirm = BottomSheetView(
///   configuration: SheetConfiguration(detents: [.fitted], allowsDismissal: true), isPresented: false,
///   background: tray.widget, content: question)
/// confirm.isModal = true
/// gtk_window_set_child(window, confirm.widget)
/// removeRow.onClick = { confirm.present() }  // from the tray's content
/// ```
///
/// Each sheet below then follows the core's stack rules (`SheetStack`) every frame: it draws its
/// card stepped back (`SheetStack.stepBack(ofSheetAt:in:)`: scaled about its top centre, moved
/// up, its top corners at least the step-back's radius — ``stepBack``, ``drawnCard``) and its
/// scrim at the drawn dimming (`SheetStack.backdrops(of:)`), so scrims do not dim twice; while a
/// sheet above is presented it is inert (`SheetStack.isInert(sheetAt:in:)`: no pointer input,
/// no keyboard focus, hidden from assistive technologies), and Escape and scrim taps reach only
/// the top sheet. As the upper sheet is dragged down or dismissed, the lower steps forward with
/// it. Any number deep: each sheet's background is the widget of the one below. When the bottom
/// sheet's configuration sets `SheetConfiguration.scalesBackground`, it draws its own background
/// (the app's content) stepped back too (``backgroundStepBack``: `SheetStack.backgroundStepBack(in:)`,
/// black around it), as iOS page sheets scale the presenting view.
///
/// The widget keeps the view alive; the view does not keep the widget alive. Once GTK has
/// destroyed the widget, the view still takes inputs and updates `state`, but draws nothing.
/// Until the widget is first allocated, the state is laid out in a placeholder container; moves
/// made before then take effect at once when the real size is known.
@MainActor
public final class BottomSheetView {
  /// The widget to put in a window: a `GtkWidget` (CSS node `bottomsheet`) holding the background
  /// and the sheet (CSS node `sheet`, with a `grabber`, the header and the content).
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The grabber: the capsule at the top of the sheet, focusable, a slider for accessibility.
  public let grabber: UnsafeMutablePointer<GtkWidget>
  /// The widget between the grabber and the content (a search field, a title), or `nil`. A drag
  /// on it always moves the sheet; with `SheetDetent.header` the sheet can rest with only the
  /// grabber and the header showing.
  public let header: UnsafeMutablePointer<GtkWidget>?
  /// The widget pinned to the visible bottom of the card (a Continue button, a toolbar), or
  /// `nil`: drawn over the content where the core's render plan puts it
  /// (`SheetRenderPlan.footer`), above the bottom safe area and the keyboard, at its natural
  /// height for the card's width (`SheetInput.footerHeight(_:)`). A drag on it moves the sheet.
  public let footer: UnsafeMutablePointer<GtkWidget>?
  /// The sheet's behaviour and position: the only source of its height, phase and events.
  public var state: SheetState { session.state }
  /// The core's session: the state, its recorder (``recordsSession``) and a configuration that
  /// waits for the sheet to rest. Every input and frame tick goes through it.
  var session: SheetSession
  /// Called with every event the core reports and the core's time in seconds.
  public var onEvent: ((SheetEvent, Double) -> Void)?
  /// Called after each frame tick or input that changed the sheet's height, velocity, phase,
  /// detent or scroll offset, with the new state; for changes made while GTK lays the view out
  /// (a new window size, a measured header or content), once, at the end of that layout.
  public var onFrame: ((SheetState) -> Void)?
  /// Called when a keyboard height reaches the core: at once, or, for one set while a touch held
  /// the sheet, when the touch ends (see ``keyboardHeight``). Its arguments are the height and
  /// the duration of its animation, in points and seconds. An app that draws its own keyboard
  /// (the demo's simulated one) shows it from here, so the keyboard never covers a sheet held
  /// under the finger.
  public var onKeyboardChange: ((_ height: Double, _ duration: Double) -> Void)?
  /// The live target changed (see ``reportsLiveTarget``): the detent id a release now would
  /// settle on, or `"hidden"`. `widget` emits it as its GObject signal `target-changed` too (one
  /// string argument), for code that connects with `g_signal_connect`.
  public var onTargetChange: ((String) -> Void)?
  /// The user tried to dismiss the sheet under ``dismissalConfirmation``, leaving the detent
  /// given; answer with ``answerDismissal(_:)``. `widget` emits it as its GObject signal
  /// `dismiss-attempt` too (one string argument), as libadwaita's sheets emit `close-attempt`.
  public var onDismissAttempt: ((String) -> Void)?
  /// The grabber's accessible label, such as `"Drawer"`. `"Sheet"` by default.
  public var accessibilityLabel = "Sheet" {
    didSet { updateAccessibility(force: true) }
  }

  /// Reduce Motion: settles jump to their detent (still reporting `settled`) instead of
  /// following the spring. Until the app sets it, it follows the desktop's
  /// `gtk-enable-animations` setting and its changes (on while animations are off), as
  /// libadwaita does; set, it is the app's.
  public var reduceMotion: Bool {
    get { state.configuration.reduceMotion }
    set {
      stopFollowingDesktopAnimations()
      send(.reduceMotion(newValue))
    }
  }

  /// How the sheet is drawn: edge to edge (``BottomSheetStyle/standard``) or as a floating card
  /// (``BottomSheetStyle/floating(inset:cornerRadius:materialBlurRadius:maximumWidth:)``). Changing it lays
  /// the sheet out again at once, keeping its detent.
  public var style: BottomSheetStyle {
    didSet {
      guard style != oldValue else { return }
      send(.style(style.cardStyle))
      guard isAlive else { return }
      applyStyleClass()
      gtk_widget_queue_allocate(widget)
      gtk_widget_queue_draw(widget)
    }
  }

  /// Whether the sheet is modal: while it is presented (or on its way out) the background is
  /// dimmed and takes no pointer input and no keyboard focus, keyboard focus stays in the sheet,
  /// Escape dismisses it and so does a tap on the scrim (both only when
  /// `allowsDismissal`). Presenting moves keyboard focus into the sheet; dismissing gives it
  /// back to the widget that had it. `false` by default.
  public var isModal = false {
    didSet { backdropStyleDidChange() }
  }

  /// What the background does as the sheet moves: dimming, blur and whether it takes pointer
  /// input (`UISheetPresentationController.largestUndimmedDetentIdentifier`, see
  /// `BackdropStyle`). `nil` (the default): no dimming, no blur, and the background always
  /// takes input unless `isModal`. A modal sheet uses `BackdropStyle.modal` when this is
  /// `nil`, and ignores the style's undimmed detent.
  public var backdropStyle: BackdropStyle? {
    didSet { backdropStyleDidChange() }
  }

  /// Whether the user may dismiss the sheet: a flick down, a tap on the scrim, Escape on a modal
  /// sheet (`SheetConfiguration.allowsDismissal`). `dismiss()` works either way.
  public var allowsDismissal: Bool { state.configuration.allowsDismissal }

  /// The sheet's configuration: its detents, spring, snapping, dismissal, keyboard policy, detent
  /// space, touch slop and Reduce Motion. Setting it changes the live sheet by the core's rule
  /// (`SheetSession.reconfigure(_:)`): detents, Reduce Motion and the keyboard policy apply at
  /// once, even mid-gesture; anything else waits until the sheet rests (no touch, settle or
  /// momentum) and then rebuilds it at the detent it rests at, keeping its keyboard and scroll
  /// offset. The card's style stays ``style``'s, and a touch slop of 0 or less stays
  /// ``touchSlop``, as at `init`.
  public var configuration: SheetConfiguration {
    get { state.configuration }
    set {
      var configuration = newValue
      configuration.style = style.cardStyle
      // The backdrop is `backdropStyle`'s (and `isModal`'s), set through them.
      configuration.backdrop = state.configuration.backdrop
      if !(configuration.touchSlop > 0) { configuration.touchSlop = Self.touchSlop }
      // The first allocation creates the real state from this.
      initialConfiguration = configuration
      let before = FrameSignature(state)
      let events = session.reconfigure(configuration)
      didUpdate(from: before, events: events)
    }
  }

  /// The height of what covers the top of the container and must stay visible above the sheet —
  /// a toolbar, a page switcher drawn over it — in points (0, the default: nothing). No detent,
  /// keyboard lift, rubber band or spring overshoot carries the sheet into it (the core's
  /// `SheetContainer.topObstruction`); detents that would reach it rest just below it, and a
  /// floating card keeps its inset below it (`SheetCardStyle.container(width:height:scale:topObstruction:)`).
  /// Values that are not finite or below 0 become 0.
  public var topInset: Double = 0 {
    didSet {
      if !(topInset.isFinite && topInset >= 0) { topInset = 0 }
      guard topInset != oldValue, isAlive else { return }
      gtk_widget_queue_allocate(widget)
    }
  }

  /// The height of an on-screen keyboard covering the bottom of the container, in points (0: no
  /// keyboard). The sheet follows `SheetConfiguration.keyboardPolicy`: it is lifted by this
  /// height, or moves to its highest detent; setting 0 brings it back to the detent the user had.
  /// GTK has no on-screen keyboard on the desktop: set this from the platform's input method.
  ///
  /// A keyboard that comes or goes while a touch holds the sheet — the tap that focused a text
  /// field, whose focus GTK reports before its release, or a key that focuses one mid-drag —
  /// takes effect when that touch ends, so the sheet under the finger stays where the finger holds
  /// it, and moves once the finger has lifted (``onKeyboardChange`` says when).
  public var keyboardHeight: Double {
    get { pendingKeyboardHeight ?? state.keyboardHeight }
    set {
      if touch != nil {
        pendingKeyboardHeight = newValue
        pendingKeyboardAnimation = nil
      } else {
        pendingKeyboardHeight = nil
        send(.keyboard(height: newValue))
        onKeyboardChange?(newValue, 0)
      }
    }
  }

  /// Shows a keyboard of `height` points (0 hides it) that moves there over `duration` seconds
  /// along `curve`, as the platform's input method animates it: the core moves the sheet with it
  /// (`SheetInput.keyboard(height:duration:curve:)`). While a touch holds the sheet, the height
  /// waits for the touch to end, as ``keyboardHeight`` does, and then comes with this animation.
  public func setKeyboardHeight(_ height: Double, duration: Double, curve: KeyboardAnimationCurve = .easeInOut) {
    guard touch == nil else {
      pendingKeyboardHeight = height
      pendingKeyboardAnimation = (duration, curve)
      return
    }
    pendingKeyboardHeight = nil
    pendingKeyboardAnimation = nil
    send(.keyboard(height: height, duration: duration, curve: curve))
    onKeyboardChange?(height, duration)
  }

  /// The backdrop at the sheet's current position: the scrim's opacity, the background's blur
  /// radius in points, and whether the background takes pointer input.
  public var backdrop: Backdrop { plan.backdrop }

  /// Whether the view records its session (``recording``): set it before the widget is first
  /// allocated, where the core's state is created and the recording starts. Set later, it takes
  /// effect only if the state has not been created yet. `false` by default.
  public var recordsSession = false

  /// The touch slop the view gives the core when the configuration has none, in points: how far
  /// a press on a resting sheet travels before it drags the sheet (and the view takes it from the
  /// sheet's buttons and rows, which then see a cancelled press). UIKit's and Android's are about
  /// 10 points.
  public static let touchSlop = 10.0

  /// GTK's double-click time (`GtkSettings:gtk-double-click-time`, 400 ms by default), in seconds:
  /// a second click sooner than this after the scrim appears belongs to the click that made it.
  static let doubleClickTime = 0.4

  /// How far beside the grabber's capsule a click still taps it, in points: with it the target
  /// is 36 + 2 × 22 = 80 points wide and the grabber's row (21 points) tall.
  static let grabberTapMargin = 22.0

  let background: UnsafeMutablePointer<GtkWidget>
  let sheet: UnsafeMutablePointer<GtkWidget>
  let content: UnsafeMutablePointer<GtkWidget>
  /// The content when it is a `GtkScrolledWindow`, and its vertical adjustment.
  let scrolledWindow: OpaquePointer?
  let verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>?
  /// The configuration as given, re-applied once the real container is known.
  var initialConfiguration: SheetConfiguration
  /// The detent the placeholder state started at.
  let placeholderDetent: String
  /// `false` once GTK has disposed of `widget`: from then on, no GTK calls.
  var isAlive = true
  /// The last container sent to the core; `nil` before the first allocation.
  var laidOutContainer: SheetContainer?
  /// The container made of the last allocation's size, scale and top inset, rebuilt only when one
  /// of them (or the card style) changes.
  var allocatedContainer = AllocatedContainer()
  /// Whether `allocate(width:height:)` is running (no queue_allocate then).
  var isAllocating = false
  /// The touch in progress: its clock, its start point in the container (points), and whether the
  /// view has claimed it from the sheet's children.
  var touch: (clock: TouchClock, startX: Double, startY: Double, claimed: Bool)?
  /// The drag gesture on the container (owned by the container).
  var dragGesture: OpaquePointer?
  /// The tick callback's id, 0 when none is installed.
  var tickCallbackID: guint = 0
  /// The handler of `gtk-enable-animations`' changes while Reduce Motion follows the desktop
  /// (0: it does not).
  var desktopAnimationsHandler: gulong = 0
  /// A snapshot to restore once the view has its first real container (``restore(_:)``).
  var restoredSnapshot: SheetSnapshot?
  /// A restored scroll offset the content was not yet tall enough for: applied each time the
  /// scrolled content's height is reported, by the core's rule (`SheetAwaitedScrollOffset`).
  var restoredScrollOffset: SheetAwaitedScrollOffset?
  /// Whether the tick callback is running (it removes itself by its return value then).
  var isTicking = false
  /// The grabber's accessible values as last set.
  var accessibility: GrabberAccessibility?
  /// What the sheet last said about where it came to rest (the core's `SheetEvent.announce`,
  /// worded by `SheetState.announcement(detent:position:count:)`): the grabber's accessible
  /// description; `nil` once the sheet rests elsewhere unannounced.
  public internal(set) var announcement: String?
  /// The detent ``announcement`` is about.
  var announcedDetent: String?
  /// The background blurred at each half point of radius drawn so far (`GdkTexture`s, owned),
  /// for the size they were drawn at; emptied when the background changes.
  var blurTextures: [Int: OpaquePointer] = [:]
  var blurTextureSize = BlurTextureSize(width: 0, height: 0, scale: 0)
  /// Under GL, a floating card's material cut into strips at device pixels (`GdkTexture`s,
  /// owned; `BottomSheetView+MaterialStrips.swift`): for the bucket `materialStripsKey`, made by
  /// `materialStripsRenderer`, `materialStripsWidth` × `materialStripsHeight` pixels in all;
  /// emptied with `blurTextures`.
  var materialStrips: [OpaquePointer] = []
  var materialStripsKey = 0
  var materialStripsRenderer: OpaquePointer?
  var materialStripsWidth = 0
  var materialStripsHeight = 0
  /// Whether an idle callback will render blurred backgrounds ahead of need (`prewarmBlurTextures`).
  var isBlurPrewarmScheduled = false
  /// Watches the background for changes (a `GtkWidgetPaintable` of it, owned).
  var backgroundPaintable: OpaquePointer?
  /// The core's render plan for the state as it stands, computed once after every input and
  /// tick (`updatePlan()`): what the allocation, the snapshot, the list's viewport, keyboard
  /// focus, the scrim and the backdrop all read.
  var plan: SheetRenderPlan
  /// The header, content and footer heights last sent to the core, in points.
  var reportedHeaderHeight: Double?
  var reportedContentHeight: Double?
  var reportedFooterHeight: Double?
  /// The markers' bottom edges last sent to the core, by name, in points (`reportMarkers()`).
  var reportedMarkerBottoms: [String: Double] = [:]
  /// The scroll regions besides the content's own scroll view (`addScrollRegion(_:id:)`), and
  /// whether the view is writing the core's offset into one of them.
  var regionWidgets: [RegionWidget] = []
  var isWritingRegionOffset = false
  /// The scrolled window's viewport height as last requested, in points.
  var viewportHeight: Int32 = -1
  /// Whether the core's scroll offset changed, or the list's content did, while GTK was laying
  /// the view out: the offset is written into the list once the sheet is allocated (see
  /// `showScrollOffsetAfterLayout()`), and GTK's own offsets until then are not news.
  var isScrollOffsetPending = false
  /// Whether the state changed during the view's allocation: `onFrame` is called at its end.
  var isFramePending = false
  /// Whether an idle callback will finish what could not be done during a layout (a viewport
  /// size request, the core's offset).
  var isLayoutFollowUpScheduled = false
  /// The backdrop as last drawn and applied to the background's input, and whether the sheet was
  /// presented then.
  var appliedBackdrop: Backdrop?
  var isPresentedAsApplied = true
  /// The core's times at which the scrim began to intercept and at which it was first shown with
  /// the sheet at rest, `nil` while it does not or is not: until both, and ``doubleClickTime``
  /// after the first, a press on it does nothing.
  var scrimInterceptsSince: Double?
  var scrimShownSince: Double?
  /// Whether the view lets the background take pointer input and keyboard focus (it shuts them
  /// off while the scrim intercepts, and while a modal sheet is up).
  var backgroundTakesPointer = true
  var backgroundTakesFocus = true
  /// Whether the view lets the content take keyboard focus (not while none of it shows).
  var contentTakesFocus = true
  /// Where the pointer is over the container, in points (`nil` when it is elsewhere): wheel and
  /// touchpad scrolls over the sheet go to the core.
  var pointer: (x: Double, y: Double)?
  /// The clock of the touchpad scroll in progress, which the core treats as a drag.
  var scrollGestureClock: TouchClock?
  /// Whether GTK began the scroll in progress with `scroll-begin`: only devices that send
  /// `scroll-end` do (touchpads); a smooth wheel's scroll is the core's `ScrollGestureDevice.mouse`,
  /// which ends when quiet.
  var scrollGestureBegan = false
  /// Where the press in progress on the scrim went down, to act on its release.
  var scrimPress: (x: Double, y: Double)?
  /// A keyboard height set while a touch held the sheet, applied when the touch ends.
  var pendingKeyboardHeight: Double?
  /// The animation of that keyboard, when it was set with one.
  var pendingKeyboardAnimation: (duration: Double, curve: KeyboardAnimationCurve)?
  /// Whether an idle callback will flush the recorder's buffer.
  var isRecorderFlushScheduled = false
  /// The widget that had keyboard focus when a modal sheet was presented (a reference held).
  var focusBeforePresenting: UnsafeMutablePointer<GtkWidget>?
  /// The root whose focus widget the view watches (`watchRootFocus()`).
  var watchedRoot: gpointer?
  /// Whether a key pressed in the sheet is being handled: focus that moves now moved by a key.
  var isKeyFocusChange = false
  /// The sheet this one is presented from: the view whose `widget` is this one's background
  /// (see ``init(configuration:style:isPresented:background:header:content:footer:)``), or `nil`.
  public private(set) weak var presentingSheet: BottomSheetView?
  /// The sheet presented from this one: the view that took this one's `widget` as its
  /// background, or `nil`.
  public internal(set) weak var presentedSheet: BottomSheetView?
  /// The stack's states, bottom first, as last gathered (`gatherStack()`): a buffer kept so a
  /// frame builds no new array.
  var stackStates: [SheetState] = []
  /// Whether the view made its sheet inert because a sheet above it owns the input.
  var isInertAsApplied = false
  /// Where the focused row was on screen when a page key paged the content (points, in the
  /// scrolled window), until the row there takes the focus (`pageKeyPressed`).
  var pageFocusY: Double?
  /// Frames since that page, and whether a tick callback counts them.
  var pageFocusFrames = 0
  var isPageFocusTicking = false

  /// Creates a sheet over a background.
  ///
  /// - Parameters:
  ///   - configuration: Detents and behaviour; `SheetConfiguration.initialDetent` is where the
  ///     sheet first rests (diagnostics about it are reported through `onEvent` at the first
  ///     allocation, when the container's size is known), and `SheetConfiguration.backdrop` is
  ///     the first ``backdropStyle``.
  ///   - style: How the sheet is drawn. ``BottomSheetStyle/standard`` by default.
  ///   - isPresented: Whether the sheet starts presented (at its initial detent) or hidden, to be
  ///     shown with `present()`. `true` by default.
  ///   - background: The widget behind the sheet; it fills the container. The view takes it over
  ///     (its floating reference is sunk). Another sheet's ``widget`` presents this sheet from
  ///     that one (``presentingSheet``): see *Stacked sheets* in ``BottomSheetView``.
  ///   - header: A widget below the grabber that always drags the sheet (a search field), or
  ///     `nil`. The view takes it over.
  ///   - content: The sheet's content, below the header, laid out at its natural height from the
  ///     header's bottom; a `GtkScrolledWindow` is instead given the viewport height of the highest
  ///     detent and its scrolling is driven by the core. The view takes it over.
  ///   - footer: A widget pinned to the visible bottom of the card (``footer``), or `nil`. The
  ///     view takes it over.
  public init(
    configuration: SheetConfiguration,
    style: BottomSheetStyle = .standard,
    isPresented: Bool = true,
    background: UnsafeMutablePointer<GtkWidget>,
    header: UnsafeMutablePointer<GtkWidget>? = nil,
    content: UnsafeMutablePointer<GtkWidget>,
    footer: UnsafeMutablePointer<GtkWidget>? = nil
  ) {
    var configuration = configuration
    configuration.style = style.cardStyle
    if !(configuration.touchSlop > 0) { configuration.touchSlop = Self.touchSlop }
    backdropStyle = configuration.backdrop
    session = SheetSession(
      configuration: configuration, container: SheetContainer(height: 1, scale: 1), presented: isPresented)
    plan = session.state.renderPlan()
    initialConfiguration = configuration
    placeholderDetent = session.state.detent
    self.style = style
    self.background = background
    // A sheet's widget as the background: this sheet is presented from that one (a stack).
    presentingSheet = ContainerWidgetType.view(of: background)
    self.header = header
    self.content = content
    self.footer = footer
    if cgtk_is_scrolled_window(content) != 0 {
      scrolledWindow = OpaquePointer(content)
      verticalAdjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(content))
    } else {
      scrolledWindow = nil
      verticalAdjustment = nil
    }
    // Widget constructors never return NULL (GLib aborts instead).
    widget = ContainerWidgetType.makeWidget()
    sheet = cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, "sheet", GTK_ACCESSIBLE_ROLE_GROUP)
    grabber = GrabberWidgetType.makeWidget()
    buildTree()
    ContainerWidgetType.attach(self, to: widget)
    installInput()
    installScrolling()
    installModality()
    installFocus()
    presentingSheet?.presentedSheet = self
    followDesktopAnimations()
    updateAccessibility(force: true)
  }

  // MARK: - Moving the sheet

  /// Moves the sheet to a detent.
  ///
  /// - Parameters:
  ///   - detent: A detent id from the configuration. An unknown id is ignored with a diagnostic
  ///     event; so is a move while a touch holds the sheet.
  ///   - animated: Whether the sheet follows the spring (or jumps, as under Reduce Motion).
  public func move(to detent: String, animated: Bool = true) {
    send(.move(to: detent, animated: animated))
  }

  /// Shows a hidden sheet at its initial detent (or the last detent asked for while hidden).
  public func present() {
    send(.present)
  }

  /// Hides the sheet, on the spring, to height 0.
  public func dismiss() {
    send(.dismiss)
  }

  // MARK: - Driving the core

  /// The core's clock now, in seconds: the frame clock's time for the current (or latest)
  /// frame, or the monotonic clock before the widget is realized.
  var now: Double {
    if isAlive, let clock = gtk_widget_get_frame_clock(widget) {
      return FrameClockTime.seconds(microseconds: gdk_frame_clock_get_frame_time(clock))
    }
    return FrameClockTime.seconds(microseconds: g_get_monotonic_time())
  }

  /// Applies `input` at `time` (seconds; `now` when omitted), reacts to what changed, and
  /// returns the core's events.
  @discardableResult
  func send(_ input: SheetInput, at time: Double? = nil) -> [SheetEvent] {
    // The user (or the app) moves the sheet or its content: a restored offset still to reach
    // gives way.
    if !SheetAwaitedScrollOffset.isKept(after: input) { restoredScrollOffset = nil }
    let before = FrameSignature(state)
    let events = applyToCore(input, at: time ?? now)
    didUpdate(from: before, events: events)
    return events
  }

  /// Reports events and frames, computes the frame's render plan, moves the sheet, scrolls its
  /// content, redraws the backdrop, and starts or stops the frame ticks.
  func didUpdate(from before: FrameSignature, events: [SheetEvent]) {
    // First, so that an event handler reading `backdrop` sees the state it hears about.
    updatePlan()
    speak(events)
    for event in events {
      onEvent?(event, state.time)
      deliverGestureSignal(event)
    }
    let after = FrameSignature(state)
    // Presented and dismissed as the core's flag says: a sheet presented again on its way out
    // reports no second `presented`, and a dismissed one reports `dismissed` only once hidden.
    let presentationChanged = after.isPresented != before.isPresented
    // The sheets below step back and forward with this one, and are inert while it is up: before
    // focus moves, so a sheet below takes focus again once this one is dismissed.
    if presentingSheet != nil, after.height != before.height || presentationChanged {
      stackDidChange()
    }
    if presentationChanged {
      if after.isPresented { modalSheetDidPresent() } else { modalSheetDidDismiss() }
    }
    // The list's viewport follows the height, the detents and the keyboard: sized now, before
    // GTK's layout phase (see `sizeViewport()`).
    sizeViewport()
    showRegionOffsets()
    if after != before {
      if after.height != before.height, isAlive, !isAllocating {
        gtk_widget_queue_allocate(widget)
      }
      if after.scrollOffset != before.scrollOffset {
        writeScrollOffset()
      }
      // During a layout, once the layout has applied the state (the list's offset included).
      if isAllocating { isFramePending = true } else { onFrame?(state) }
    }
    if after.height != before.height || presentationChanged {
      backdropDidChange()
    }
    updateScrimShown()
    if after.height != before.height || presentationChanged { updateContentFocus() }
    updateAccessibility()
    updateTicking()
  }

  /// Computes the render plan of the state as it stands (``plan``): once per input and tick, and
  /// when the backdrop style or the state itself is replaced.
  func updatePlan() {
    // Before the first allocation the state is a placeholder: nothing to dim or blur yet.
    var plan = state.renderPlan()
    if laidOutContainer == nil { plan.backdrop = .clear }
    self.plan = plan
  }

  private func buildTree() {
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    gtk_widget_set_parent(background, widget)
    gtk_widget_set_parent(sheet, widget)
    gtk_widget_set_overflow(sheet, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_halign(grabber, GTK_ALIGN_CENTER)
    let box = UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkBox.self)
    gtk_box_append(box, grabber)
    if let header {
      gtk_widget_set_vexpand(header, 0)
      gtk_box_append(box, header)
    }
    gtk_box_append(box, content)
    if let footer {
      // A child of the container, drawn over the sheet where the plan puts it.
      gtk_widget_set_parent(footer, widget)
      gtk_widget_add_css_class(footer, "sheet-footer")
    }
    applyStyleClass()
    if let display = gtk_widget_get_display(widget) {
      StyleSheet.installSheetStyle(on: display)
    }
  }

  /// The sheet's CSS class for the style: `floating` for a card (the view draws its material).
  func applyStyleClass() {
    if style.cardStyle.isFloating {
      gtk_widget_add_css_class(sheet, "floating")
    } else {
      gtk_widget_remove_css_class(sheet, "floating")
    }
  }

  /// Called by the widget's dispose: GTK is tearing it down.
  func widgetWillDispose() {
    stopFollowingDesktopAnimations()
    if tickCallbackID != 0, !isTicking {
      gtk_widget_remove_tick_callback(widget, tickCallbackID)
    }
    tickCallbackID = 0
    touch = nil
    if let previous = focusBeforePresenting {
      focusBeforePresenting = nil
      g_object_unref(previous)
    }
    clearBlurTextures()
    if let paintable = backgroundPaintable {
      backgroundPaintable = nil
      g_object_unref(UnsafeMutableRawPointer(paintable))
    }
    isAlive = false
  }
}

/// What a frame line shows of a state: when it changes, the sheet moved or its content scrolled.
struct FrameSignature: Equatable {
  var height: Double
  var velocity: Double
  var phase: SheetPhase
  var detent: String
  var scrollOffset: Double
  var keyboardOverlap: Double
  var isPresented: Bool
  /// The container's size: a resize that keeps the height (a detent in points) still moves the
  /// card's top edge and left edge on screen.
  var containerWidth: Double
  var containerHeight: Double
  /// The scroll regions' offsets added up: it changes when one of them scrolls (one touch moves
  /// one region).
  var regionOffsets: Double

  init(_ state: SheetState) {
    containerWidth = state.container.width
    containerHeight = state.container.height
    height = state.height
    velocity = state.velocity
    phase = state.phase
    detent = state.detent
    scrollOffset = state.scrollOffset
    keyboardOverlap = state.keyboardOverlap
    isPresented = state.isPresented
    regionOffsets = state.scrollRegions.reduce(0) { $0 + $1.offset }
  }
}
