/// An input to the sheet, in points with y downward. Its time travels beside it, as the
/// `time` parameter of ``SheetState/apply(_:at:)``.
public enum SheetInput: Sendable, Hashable {
  /// A finger or pointer went down at (`x`, `y`): on the sheet when the point lies on its card
  /// (``SheetRenderPlan/card``; without `x`, when `y` is at or below its top edge), else on the
  /// background (ignored). With a touch slop, a touch on a resting sheet begins a drag only once
  /// it travels that far, mostly vertically (``SheetConfiguration/touchSlop``). A touch on a
  /// settling sheet catches it, unless the settle is too small to see — within one device pixel
  /// of its rest and slower than a pixel per 60 Hz frame — which then ends at once (`settled`),
  /// and the touch is one on a resting sheet.
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
  /// The footer's height changed, in points (0: no footer). The footer is pinned to the visible
  /// bottom of the card, above the bottom safe area and the keyboard, and out of the content's
  /// viewport (``SheetRenderPlan/footer``); fitted and header detents include it. A value that
  /// is not a length in [0, 1,000,000] points is ignored with a diagnostic.
  case footerHeight(Double)
  /// The marker `name` in the content has its bottom edge `bottom` points below the content's
  /// top (`nil`: the marker is gone), as the toolkit laid it out; marker detents
  /// (``SheetDetent/Kind/marker(_:)``) resolve again. A bottom that is not a length in
  /// [0, 1,000,000] points is ignored with a diagnostic.
  case marker(String, bottom: Double?)
  /// The content's scroll regions, as the toolkit laid them out (``SheetScrollRegion``): each
  /// with its frame in the card, its axis, its content's length and its offset. They replace the
  /// ones before (an empty list: the content is one scroll view again); a region that has a
  /// length that is not a number of points ≥ 0, or a repeated id, is dropped with a diagnostic,
  /// and offsets are brought into their ranges.
  case scrollRegions([SheetScrollRegion])
  /// The scroll region `id`'s scroll view moved by itself to this offset, in points: taken (in
  /// its range) unless a touch holds that region. An unknown id or an offset that is not a
  /// number is ignored with a diagnostic.
  case regionOffset(String, Double)
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
  /// A keyboard is shown with this height in points; 0 hides it. It moves there over `duration`
  /// seconds along `curve` (UIKit's `UIKeyboardAnimationDurationUserInfoKey` and
  /// `UIKeyboardAnimationCurveUserInfoKey`); 0, the default, is a step.
  ///
  /// A sheet the keyboard moves (lifted under ``KeyboardPolicy/lift``, raised to the highest
  /// detent or returned under ``KeyboardPolicy/expand``) moves over the same duration along the
  /// same curve instead of on its spring, so a lifted sheet's edge stays the same distance above
  /// the keyboard's top throughout (where the maximum height does not clamp it), and it ends,
  /// at `duration`, where a step would have put it. Under Reduce Motion it jumps, as other moves
  /// do; a touch or another move during the animation takes over from where it is.
  case keyboard(height: Double, duration: Double = 0, curve: KeyboardAnimationCurve = .easeInOut)
  /// A text field (or another control, such as a list row reached with the keyboard) took focus:
  /// its top is `y` points below the content's top and it is `height` points tall. The content
  /// scrolls the least that shows the field wholly in the part of the content's viewport above the
  /// keyboard, at the detent the sheet rests at or settles toward (a field taller than that part
  /// shows its top); the offset is reported as ``SheetState/scrollOffset``, which the toolkit
  /// shows. A field the scroll range cannot show at that detent (the content's end is below the
  /// container's edge there) first raises the sheet to its highest detent. A field in the header
  /// (`y + height` at most 0: above the content's top) scrolls nothing: the keyboard's lift or
  /// expansion keeps the header above it. The keyboard's lift or expansion comes from its own
  /// input, by policy; a later ``keyboard(height:duration:curve:)`` that shows a keyboard scrolls
  /// the focused field into view again, and one that hides it ends the focus.
  case focus(y: Double, height: Double)
  /// Reduce Motion was turned on or off.
  case reduceMotion(Bool)
  /// The keyboard policy changed. It applies at once to a keyboard that is shown: `expand` moves
  /// to the highest detent, `lift` returns to the detent the user had and lifts it.
  case keyboardPolicy(KeyboardPolicy)
  /// Discrete scroll-wheel notches over the sheet: `steps` notches, positive toward more content
  /// (the wheel turned toward the user), each of which the toolkit would scroll `stepLength`
  /// points. By the scroll handoff's rule: below the highest detent a notch toward more content
  /// raises the sheet one detent; at the highest detent notches scroll the content; with the
  /// content at its top, a notch back lowers the sheet one detent (never dismissing it). Whole
  /// notches count: `n` notches move the sheet `n` detents (stopping at the highest or the
  /// lowest), and fractions of a notch add up until they make one, so a high-resolution or
  /// smooth wheel that reports one physical notch as several fractional steps moves the sheet
  /// one detent; a step the other way starts the count afresh. (Moving one detent per event
  /// whatever its size skipped detents: microsoft-ui-xaml #449, WebKit #12777, Avalonia #14562.)
  case wheel(steps: Double, stepLength: Double)
  /// A touchpad (or other continuous) scroll over the sheet moved `delta` points, positive toward
  /// more content: handed over between sheet and content exactly as a drag on the content is.
  ///
  /// A ``ScrollGesturePhase/momentum`` event (the system's kinetic continuation after the end)
  /// never begins or moves a drag: the end's settle or the content's momentum carries that
  /// motion, as after a fling. A ``ScrollGestureDevice/mouse`` sends no end: its gesture ends by
  /// itself, with no velocity, ``SheetState/scrollGestureQuietInterval`` after its last event.
  case scrollGesture(delta: Double, phase: ScrollGesturePhase = .changed, device: ScrollGestureDevice = .touchpad)
  /// The touchpad scroll ended: the sheet settles with the scroll's velocity, as after a drag,
  /// but never dismisses.
  case scrollGestureEnd
  /// A wheel (`isWheel`: its notches, already turned into points by the toolkit's step) or a
  /// touchpad scrolled by (`deltaX`, `deltaY`) points, positive toward more content, with the
  /// pointer at (`x`, `y`) (container coordinates; without `x`, only `y` is tested): the scroll
  /// region there takes it (``SheetState/scrollRegion(forScrollAtX:y:deltaX:deltaY:isWheel:)``),
  /// its offset moving by the scroll in its range, and the sheet and the main content stay where
  /// they are. A scroll no region takes is ignored with a diagnostic: the toolkit sends it as
  /// ``wheel(steps:stepLength:)`` or ``scrollGesture(delta:phase:device:)`` instead.
  case regionScroll(x: Double? = nil, y: Double, deltaX: Double, deltaY: Double, isWheel: Bool)
  /// The card style changed: detents resolve again (fitted and header detents take the new
  /// bottom margin) and a resting sheet moves to its detent's new height at once, as for a resize.
  case style(SheetCardStyle)
  /// The backdrop style changed (``SheetConfiguration/backdrop``; `nil`: no backdrop). It applies
  /// from the next frame on; the sheet does not move.
  case backdrop(BackdropStyle?)
  /// A tap on the scrim (the dimmed background): a sheet the user may dismiss
  /// (``SheetConfiguration/allowsDismissal``) is dismissed; otherwise, when the backdrop names a
  /// detent through which the background is undimmed (``BackdropStyle/undimmedThrough``), the
  /// sheet goes down to it; otherwise nothing happens (a hidden sheet takes none). As with UIKit's
  /// sheets, where a tap on the dimming dismisses unless `isModalInPresentation`.
  case scrimTap
  /// Escape (the key, or VoiceOver's escape gesture): a presented sheet the user may dismiss is
  /// dismissed; otherwise nothing happens.
  case escape
  /// A tap on the grabber: as on UIKit's grabber, the sheet moves to the next taller detent
  /// (coincident detents are one stop), and from the tallest back to the lowest. A hidden sheet,
  /// one with a single stop, and one held by a touch take none.
  case grabberTap
  /// A key pressed on the focused grabber, as a vertical slider's keys (GTK's `GtkRange`,
  /// WAI-ARIA's slider pattern): see ``GrabberKey``. A hidden sheet, and one held by a touch,
  /// take none; no key dismisses (``escape`` does).
  case grabberKey(GrabberKey)
  /// The toolkit's scroll view shows this offset, in points (0 is the content's top): what it
  /// reports each time it scrolls, whoever moved it. The core decides what the report is by
  /// ``ScrollOffsetOwnership``: while the sheet rests and its content is still, an offset more
  /// than ``ScrollOffsetOwnership/tolerance`` from the core's is taken as ``scroll(to:)`` (a
  /// scrollbar, the keyboard, a row scrolled into view moved it); while a touch holds the sheet,
  /// the sheet settles or the content decelerates, it is noise and ignored — the toolkit shows the
  /// core's offset instead. A value that is not finite is ignored.
  case scrollViewOffset(Double)
  /// The app gave the live sheet a new configuration. What the core takes as inputs — detents,
  /// Reduce Motion, the keyboard policy, the card style, the backdrop — applies at once, even
  /// mid-gesture; anything else (spring, snapping, dismissal, detent space, touch slop, rubber
  /// band, velocity window) waits for the sheet to rest (no touch, no settle, no momentum), and
  /// at the first input or tick after that the state is rebuilt with it at the detent it rests
  /// at (at once when the sheet rests already), presented or not as it was,
  /// keeping its container, header and content heights, keyboard and scroll offset
  /// (``SheetState/pendingConfiguration`` holds it meanwhile). The initial detent is not a
  /// change: a live sheet keeps its place. A later `configure` overtakes a waiting one.
  indirect case configure(SheetConfiguration)
  /// The app's answer to the last ``SheetEvent/dismissAttempted(from:)``: `true` lets the
  /// dismissal happen (under ``DismissalConfirmation/askFirst`` the sheet is dismissed now),
  /// `false` declines it (under ``DismissalConfirmation/askAfter`` the sheet is presented again
  /// at the detent it left). An answer with no attempt waiting is ignored with a diagnostic; so
  /// is a second answer. A programmatic ``present`` or ``dismiss`` ends the wait.
  case answerDismissal(Bool)
}
