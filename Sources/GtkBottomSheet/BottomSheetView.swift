import BottomSheetCore
import CGtk4

/// A GTK 4 bottom sheet: any content shown as a drawer over any background, resting on detents.
///
/// Every height, velocity, release target, spring, rubber band and accessibility step comes from
/// the core's ``SheetState``; the view only turns GTK input into ``SheetInput`` and the core's
/// height into an allocation. Put ``widget`` in a window:
///
/// ```swift
/// let sheet = BottomSheetView(
///   configuration: SheetConfiguration(detents: [.fraction(0.16), .medium, .fraction(0.88)]),
///   background: map, content: list)
/// sheet.onEvent = { event, time in print(event, time) }
/// gtk_window_set_child(window, sheet.widget)
/// ```
///
/// ``widget`` is a stationary container that fills its allocation: the background fills it too,
/// and the sheet (a grabber above the content) has its top edge at
/// `y = container height − state.height`, on the display's pixel grid. Coordinates are in points
/// (GTK's logical pixels), y downward; times are seconds on the frame clock's timeline
/// (`gdk_frame_clock_get_frame_time`, which counts `g_get_monotonic_time`).
///
/// Input: a drag that starts on the sheet moves it (one that starts on the background is left to
/// the background); Up and Down on the focused grabber step between detents. The grabber is a
/// vertical slider for assistive technologies, labelled ``accessibilityLabel``, whose value is
/// the core's ``SheetState/accessibilityValue``.
///
/// The widget keeps the view alive; the view does not keep the widget alive. Once GTK has
/// destroyed the widget, the view still takes inputs and updates ``state``, but draws nothing.
/// Until the widget is first allocated, the state is laid out in a placeholder container; moves
/// made before then take effect at once when the real size is known.
@MainActor
public final class BottomSheetView {
  /// The widget to put in a window: a `GtkWidget` (CSS node `bottomsheet`) holding the background
  /// and the sheet (CSS node `sheet`, with a `grabber` and the content).
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The grabber: the capsule at the top of the sheet, focusable, a slider for accessibility.
  public let grabber: UnsafeMutablePointer<GtkWidget>
  /// The sheet's behaviour and position: the only source of its height, phase and events.
  public internal(set) var state: SheetState
  /// Called with every event the core reports and the core's time in seconds.
  public var onEvent: ((SheetEvent, Double) -> Void)?
  /// Called after each frame tick or input that changed the sheet's height, velocity, phase or
  /// detent, with the new state.
  public var onFrame: ((SheetState) -> Void)?
  /// The grabber's accessible label, such as `"Drawer"`. `"Sheet"` by default.
  public var accessibilityLabel = "Sheet" {
    didSet { updateAccessibility(force: true) }
  }

  /// Reduce Motion: settles jump to their detent (still reporting `settled`) instead of
  /// following the spring.
  public var reduceMotion: Bool {
    get { state.configuration.reduceMotion }
    set { send(.reduceMotion(newValue)) }
  }

  let background: UnsafeMutablePointer<GtkWidget>
  let sheet: UnsafeMutablePointer<GtkWidget>
  /// The configuration as given, re-applied once the real container is known.
  let initialConfiguration: SheetConfiguration
  /// The detent the placeholder state started at.
  let placeholderDetent: String
  /// `false` once GTK has disposed of ``widget``: from then on, no GTK calls.
  var isAlive = true
  /// The last container sent to the core; `nil` before the first allocation.
  var laidOutContainer: SheetContainer?
  /// Whether ``allocate(width:height:)`` is running (no queue_allocate then).
  var isAllocating = false
  /// The touch in progress: its clock and its start y in the container (points).
  var touch: (clock: TouchClock, startY: Double)?
  /// The tick callback's id, 0 when none is installed.
  var tickCallbackID: guint = 0
  /// Whether the tick callback is running (it removes itself by its return value then).
  var isTicking = false
  /// The grabber's accessible values as last set.
  var accessibility: GrabberAccessibility?

  /// Creates a sheet over a background.
  ///
  /// - Parameters:
  ///   - configuration: Detents and behaviour; ``SheetConfiguration/initialDetent`` is where the
  ///     sheet first rests. Diagnostics about it are reported through ``onEvent`` at the first
  ///     allocation, when the container's size is known.
  ///   - background: The widget behind the sheet; it fills the container. The view takes it over
  ///     (its floating reference is sunk).
  ///   - content: The sheet's content, below the grabber, laid out at its natural height from the
  ///     sheet's top edge. The view takes it over.
  public init(
    configuration: SheetConfiguration,
    background: UnsafeMutablePointer<GtkWidget>,
    content: UnsafeMutablePointer<GtkWidget>
  ) {
    let placeholder = SheetState(configuration: configuration, container: SheetContainer(height: 1, scale: 1))
    state = placeholder
    initialConfiguration = configuration
    placeholderDetent = placeholder.detent
    self.background = background
    // Widget constructors never return NULL (GLib aborts instead).
    widget = ContainerWidgetType.makeWidget()
    sheet = cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, "sheet", GTK_ACCESSIBLE_ROLE_GROUP)
    grabber = GrabberWidgetType.makeWidget()
    buildTree(content: content)
    ContainerWidgetType.attach(self, to: widget)
    installInput()
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

  /// Applies `input` at `time` (seconds; ``now`` when omitted) and reacts to what changed.
  func send(_ input: SheetInput, at time: Double? = nil) {
    let before = FrameSignature(state)
    let events = state.apply(input, at: time ?? now)
    didUpdate(from: before, events: events)
  }

  /// Reports events and frames, moves the sheet, and starts or stops the frame ticks.
  func didUpdate(from before: FrameSignature, events: [SheetEvent]) {
    for event in events {
      onEvent?(event, state.time)
    }
    let after = FrameSignature(state)
    if after != before {
      if after.height != before.height, isAlive, !isAllocating {
        gtk_widget_queue_allocate(widget)
      }
      onFrame?(state)
    }
    updateAccessibility()
    updateTicking()
  }

  private func buildTree(content: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    gtk_widget_set_parent(background, widget)
    gtk_widget_set_parent(sheet, widget)
    gtk_widget_set_overflow(sheet, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_halign(grabber, GTK_ALIGN_CENTER)
    let box = UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkBox.self)
    gtk_box_append(box, grabber)
    gtk_box_append(box, content)
    if let display = gtk_widget_get_display(widget) {
      StyleSheet.installSheetStyle(on: display)
    }
  }

  /// Called by the widget's dispose: GTK is tearing it down.
  func widgetWillDispose() {
    if tickCallbackID != 0, !isTicking {
      gtk_widget_remove_tick_callback(widget, tickCallbackID)
    }
    tickCallbackID = 0
    touch = nil
    isAlive = false
  }
}

/// What a frame line shows of a state: when it changes, the sheet moved.
struct FrameSignature: Equatable {
  var height: Double
  var velocity: Double
  var phase: SheetPhase
  var detent: String

  init(_ state: SheetState) {
    height = state.height
    velocity = state.velocity
    phase = state.phase
    detent = state.detent
  }
}
