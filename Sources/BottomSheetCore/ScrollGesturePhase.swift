/// Where a touchpad (or other continuous) scroll event stands in its gesture
/// (``SheetInput/scrollGesture(delta:phase:device:)``).
///
/// The toolkits send two kinds of continuous scroll: the fingers' own movement, and a kinetic
/// continuation after the fingers lift. AppKit marks them apart with `NSEvent.phase` (`began`,
/// `changed`, `ended`) and `NSEvent.momentumPhase` (`began`, `changed`, `ended`, after the
/// gesture's `ended`); GTK 4's `GtkEventControllerScroll` sends `scroll` between `scroll-begin`
/// and `scroll-end` for the fingers and, with `GTK_EVENT_CONTROLLER_SCROLL_KINETIC`, one
/// `decelerate` with the release velocity instead of momentum deltas.
public enum ScrollGesturePhase: String, Sendable, Hashable, CaseIterable {
  /// The fingers moved (AppKit's `phase` `began`/`changed`; GTK's `scroll`): the sheet or its
  /// content follows, by the scroll handoff's rule, as under a finger.
  case changed
  /// The system's kinetic continuation after the fingers lifted (AppKit's `momentumPhase`
  /// `began`/`changed`). It never begins or moves a drag: the gesture's end already handed its
  /// velocity to the sheet's settle or the content's momentum, as a fling does, and this
  /// continuation is that same motion. A momentum event while a scroll gesture still holds the
  /// sheet (its end was lost) ends it first, as ``SheetInput/scrollGestureEnd`` would.
  case momentum
}

/// Whether a continuous scroll's device says when the gesture ends.
public enum ScrollGestureDevice: String, Sendable, Hashable, CaseIterable {
  /// A touchpad: it sends an end when the fingers lift (AppKit's `phase` `ended`, GTK's
  /// `scroll-end`), and ``SheetInput/scrollGestureEnd`` settles the sheet. Until then the gesture
  /// holds the sheet however long the fingers rest.
  case touchpad
  /// A mouse wheel with smooth (high-resolution) scrolling, or any device that sends no end
  /// (AppKit's `phase` and `momentumPhase` both `none`; GTK's `scroll` with no `scroll-begin`): the
  /// gesture ends by itself once no event has come for ``SheetState/scrollGestureQuietInterval``,
  /// with no velocity — the device stopped.
  case mouse
}
