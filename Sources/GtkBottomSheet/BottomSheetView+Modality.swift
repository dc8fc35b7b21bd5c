import BottomSheetCore
import CGtk4

// Modality and the scrim: which backdrop applies, what the background may take (pointer input,
// keyboard focus), taps on the scrim, Escape, and keyboard focus kept in a modal sheet.

extension BottomSheetView {
  /// The backdrop style in force: a modal sheet's (`BackdropStyle.modal` unless given, never with
  /// an undimmed detent), the app's for a non-modal sheet, or `nil` for none.
  var effectiveBackdropStyle: BackdropStyle? {
    guard isModal else { return backdropStyle }
    var style = backdropStyle ?? .modal
    style.undimmedThrough = nil
    return style
  }

  /// ``isModal`` or ``backdropStyle`` changed: the core takes the style in force
  /// (`SheetInput.backdrop(_:)`), which its render plan and its scrim-tap rule follow.
  func backdropStyleDidChange() {
    if effectiveBackdropStyle != state.configuration.backdrop { send(.backdrop(effectiveBackdropStyle)) }
    // The plan's backdrop (and modality) with them, whether or not the core's style changed.
    updatePlan()
    backdropDidChange()
  }

  /// Whether a modal sheet is up: presented, the background shut off. A sheet on its way out is
  /// not: from the moment it is dismissed the background takes clicks and keys again (a click that
  /// presents it again included), while the scrim fades out with it.
  var isModalSheetUp: Bool { isModal && state.isPresented }

  /// Attaches the Escape shortcut to the window. (Taps on the scrim reach the container's drag
  /// gesture: a second gesture on the container would be denied each sequence the drag gesture
  /// claims, and GTK 4.8 then ignores its next press.)
  func installModality() {
    let view = Unmanaged.passUnretained(self).toOpaque()
    if let shortcuts = gtk_shortcut_controller_new(),
      let trigger = gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)),
      let action = gtk_callback_action_new(onEscape, view, nil)
    {
      gtk_shortcut_controller_set_scope(shortcuts, GTK_SHORTCUT_SCOPE_GLOBAL)
      gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(trigger, action))
      gtk_widget_add_controller(widget, shortcuts)
    }
  }

  /// Shows the sheet only while it is presented or on its way out (a hidden sheet takes no
  /// focus and no input), and redraws the backdrop and applies its input rule when it changed: the
  /// background takes no pointer input while the scrim intercepts it, and no keyboard focus while
  /// a modal sheet is up.
  func backdropDidChange() {
    guard isAlive else { return }
    let shown = state.isPresented || state.height > 0
    if (gtk_widget_get_child_visible(sheet) != 0) != shown {
      gtk_widget_set_child_visible(sheet, shown ? 1 : 0)
      if let footer { gtk_widget_set_child_visible(footer, shown ? 1 : 0) }
    }
    let value = backdrop
    guard value != appliedBackdrop || isPresentedAsApplied != state.isPresented else { return }
    appliedBackdrop = value
    isPresentedAsApplied = state.isPresented
    // Only changes are applied, so a background the app made untargetable stays so until the
    // view has shut it off and given it back. A dismissed sheet's scrim no longer intercepts.
    let takesPointer = value.allowsBackgroundInteraction || !state.isPresented
    if takesPointer != backgroundTakesPointer {
      backgroundTakesPointer = takesPointer
      gtk_widget_set_can_target(background, backgroundTakesPointer ? 1 : 0)
    }
    if !isModalSheetUp != backgroundTakesFocus {
      backgroundTakesFocus = !isModalSheetUp
      gtk_widget_set_can_focus(background, backgroundTakesFocus ? 1 : 0)
    }
    gtk_widget_queue_draw(widget)
  }

  /// Lets the content take keyboard focus only while some of it shows: below the header, at least
  /// a point of it on screen. (At a header detent the content lies below the container's bottom
  /// edge; focus there showed nothing.) Focus inside content that hides moves to the grabber.
  func updateContentFocus() {
    guard isAlive else { return }
    let shows = state.isPresented && plan.shownContentHeight >= 1
    guard shows != contentTakesFocus else { return }
    contentTakesFocus = shows
    if !shows, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
      focus == content || gtk_widget_is_ancestor(focus, content) != 0
    {
      gtk_widget_grab_focus(grabber)
    }
    gtk_widget_set_can_focus(content, shows ? 1 : 0)
  }

  /// A press at (`x`, `y`) on the container: returns whether it is on the scrim (the view then
  /// claims it, and acts on its release). Points, container coordinates.
  ///
  /// The scrim takes only presses that begin once it is shown, with the sheet at rest, and at
  /// least GTK's double-click time after it began to intercept: a press while the sheet is still
  /// arriving, or the second click of the double click whose first presented it (under Reduce
  /// Motion the sheet arrives at once), is claimed (nothing behind the scrim gets it) but does
  /// nothing.
  func scrimPressed(x: Double, y: Double) -> Bool {
    guard isAlive, !isInertInStack, !state.isOnSheet(x: x, y: y), state.isPresented,
      !backdrop.allowsBackgroundInteraction
    else { return false }
    if isScrimShown { scrimPress = (x, y) }
    return true
  }

  /// Whether the scrim has been shown with the sheet at rest since it began to intercept, and
  /// for at least ``doubleClickTime``: only then does a tap on it count.
  var isScrimShown: Bool {
    guard scrimShownSince != nil, let since = scrimInterceptsSince else { return false }
    return now - since >= Self.doubleClickTime
  }

  /// Follows the scrim: it intercepts from the moment the backdrop shuts the background off, and
  /// is shown once the sheet rests; both end when it stops intercepting (the sheet went down, or
  /// was dismissed).
  func updateScrimShown() {
    let intercepting = state.isPresented && !backdrop.allowsBackgroundInteraction
    if !intercepting {
      scrimShownSince = nil
      scrimInterceptsSince = nil
      return
    }
    if scrimInterceptsSince == nil { scrimInterceptsSince = state.time }
    if scrimShownSince == nil, state.phase == .idle { scrimShownSince = state.time }
  }

  /// The release of a press on the scrim, at (`x`, `y`): a tap (a release within the core's touch
  /// slop of the press, `SheetConfiguration.isTap(fromX:y:toX:y:)`, off the sheet) is a scrim
  /// tap, which the core answers (`SheetInput.scrimTap`: dismiss, or down to the undimmed detent).
  func scrimReleased(x: Double, y: Double) {
    guard let press = scrimPress else { return }
    scrimPress = nil
    guard isAlive, state.configuration.isTap(fromX: press.x, y: press.y, toX: x, y: y), !state.isOnSheet(x: x, y: y)
    else { return }
    send(.scrimTap)
  }

  /// Escape: the core dismisses a sheet that allows it (`SheetInput.escape`). Returns whether the
  /// key was taken: a modal sheet takes it either way; otherwise it goes on to the rest of the
  /// window. A sheet under one presented from it leaves the key to the top sheet.
  func escapePressed() -> Bool {
    guard isAlive, isModal, state.isPresented, !isInertInStack else { return false }
    send(.escape)
    return true
  }

  /// A modal sheet was presented (or presented again on its way out): the background is shut off
  /// and keyboard focus moves into the sheet (the widget that had it is remembered).
  func modalSheetDidPresent() {
    guard isAlive, isModal else { return }
    backdropDidChange()
    if let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
      gtk_widget_is_ancestor(focus, sheet) == 0, focusBeforePresenting == nil
    {
      focusBeforePresenting = UnsafeMutableRawPointer(g_object_ref(focus)).assumingMemoryBound(to: GtkWidget.self)
    }
    moveFocusIntoSheet()
  }

  /// A modal sheet was dismissed (it is on its way out): keyboard focus goes back where it was
  /// before, at once, so keys reach the background while the sheet slides away.
  func modalSheetDidDismiss() {
    guard isAlive else { return }
    backdropDidChange()
    guard let previous = focusBeforePresenting else { return }
    focusBeforePresenting = nil
    if gtk_widget_get_root(previous) != nil, gtk_widget_get_mapped(previous) != 0 {
      gtk_widget_grab_focus(previous)
    }
    g_object_unref(previous)
  }

  /// Focuses the sheet's first focusable widget (the grabber, unless it cannot take focus).
  func moveFocusIntoSheet() {
    if gtk_widget_child_focus(sheet, GTK_DIR_TAB_FORWARD) == 0 {
      gtk_widget_grab_focus(grabber)
    }
  }

  /// The container's `focus` handler: while a modal sheet is up, focus moves only among the
  /// sheet's widgets, wrapping at either end. Returns `nil` to leave it to GTK.
  func moveFocus(_ direction: GtkDirectionType) -> Bool? {
    guard isAlive, isModalSheetUp, state.isPresented, !isInertInStack else { return nil }
    if gtk_widget_child_focus(sheet, direction) != 0 { return true }
    // Off the end: start again from the other end, inside the sheet.
    if let root = gtk_widget_get_root(widget) { gtk_root_set_focus(root, nil) }
    if gtk_widget_child_focus(sheet, direction) == 0 { gtk_widget_grab_focus(grabber) }
    return true
  }
}

private let onEscape: GtkShortcutFunc = { _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return 0 }
  return MainActor.assumeIsolated { view.escapePressed() } ? 1 : 0
}
