import BottomSheetCore
import CGtk4

/// The gesture rules as the widget's properties, and their signals: the handoff rules, the drag
/// area, the live target and the dismissal that asks. Each property reads and writes the core's
/// configuration (``BottomSheetView/configuration``), so it changes a live sheet as any new
/// configuration does: at once when the sheet rests, else once it comes to rest.
extension BottomSheetView {
  /// What a drag on the list does per direction (`ScrollHandoffRules`): mid-gesture both ways by
  /// default; `expand: .never` is Apple's `.scrolls`, the list scrolling at every detent.
  public var handoff: ScrollHandoffRules {
    get { state.configuration.handoff }
    set { update { $0.handoff = newValue } }
  }

  /// Where a drag may start (`SheetDragArea`): the whole card (the default), the header, or the
  /// grabber's row only. Outside it a press is the content's: a map, a slider or a search field
  /// in the header keeps its own drag, and a list scrolls without moving the sheet. The grabber's
  /// row is the core's `SheetConfiguration.grabberHeight` (24 points: the 21-point row this view
  /// draws and 3 points to spare).
  public var dragArea: SheetDragArea {
    get { state.configuration.dragArea }
    set { update { $0.dragArea = newValue } }
  }

  /// Whether a drag reports its live target: the detent a release now would settle on, through
  /// ``onTargetChange`` once per change (`SheetEvent.targetChanged(target:)`). `false` by default.
  public var reportsLiveTarget: Bool {
    get { state.configuration.reportsLiveTarget }
    set { update { $0.reportsLiveTarget = newValue } }
  }

  /// Whether the user's dismissals — a flick down, a tap on the scrim, Escape — ask first
  /// (`DismissalConfirmation.askFirst`: the sheet springs back to its lowest detent), ask after
  /// (`.askAfter`: the sheet goes, and comes back if the answer is no) or not at all (`.off`, the
  /// default). Each attempt calls ``onDismissAttempt``; ``dismiss()`` is never asked.
  public var dismissalConfirmation: DismissalConfirmation {
    get { state.configuration.dismissalConfirmation }
    set { update { $0.dismissalConfirmation = newValue } }
  }

  /// Answers the last dismissal attempt (`SheetInput.answerDismissal(_:)`): `true` lets it
  /// happen (under ask-first the sheet is dismissed now), `false` declines it (under ask-after
  /// the sheet is presented again at the detent it left). With no attempt waiting it does nothing
  /// but report a diagnostic through ``onEvent``.
  public func answerDismissal(_ dismisses: Bool) {
    send(.answerDismissal(dismisses))
  }

  /// Emits the signal an event stands for: the widget's GObject signal (`target-changed`,
  /// `dismiss-attempt`, one string argument), then the Swift callback.
  func deliverGestureSignal(_ event: SheetEvent) {
    switch event {
    case .targetChanged(let target):
      if isAlive { cgtk_signal_emit_string(widget, "target-changed", target) }
      onTargetChange?(target)
    case .dismissAttempted(let detent):
      if isAlive { cgtk_signal_emit_string(widget, "dismiss-attempt", detent) }
      onDismissAttempt?(detent)
    default: break
    }
  }

  private func update(_ change: (inout SheetConfiguration) -> Void) {
    var changed = configuration
    change(&changed)
    guard changed != configuration else { return }
    configuration = changed
  }
}
