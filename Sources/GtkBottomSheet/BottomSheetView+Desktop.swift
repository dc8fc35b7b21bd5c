import BottomSheetCore
import CGtk4

extension BottomSheetView {
  // MARK: - Reduce Motion from the desktop

  /// Whether the desktop has turned animations off: GTK's `gtk-enable-animations` setting
  /// (GNOME's Settings › Accessibility › Reduce Animation, libadwaita's own switch) is false.
  /// Until the app sets ``reduceMotion``, the sheet follows it, and its changes, as libadwaita's
  /// animations do.
  static func desktopAnimationsDisabled() -> Bool {
    guard let settings = gtk_settings_get_default() else { return false }
    var value = GValue()
    g_value_init(&value, g_type_from_name("gboolean"))
    defer { g_value_unset(&value) }
    g_object_get_property(
      UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
    return g_value_get_boolean(&value) == 0
  }

  /// Follows `gtk-enable-animations`: reads it now and on each change, until the app sets
  /// ``reduceMotion`` itself or the widget goes.
  func followDesktopAnimations() {
    guard let settings = gtk_settings_get_default() else { return }
    if Self.desktopAnimationsDisabled() { send(.reduceMotion(true)) }
    desktopAnimationsHandler = connectSignal(
      UnsafeMutableRawPointer(settings), "notify::gtk-enable-animations", .notify(onAnimationsSettingChanged),
      userData: Unmanaged.passUnretained(self).toOpaque())
  }

  /// Stops following the desktop's setting (the app set ``reduceMotion``, or the widget goes).
  func stopFollowingDesktopAnimations() {
    guard desktopAnimationsHandler != 0, let settings = gtk_settings_get_default() else { return }
    g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), desktopAnimationsHandler)
    desktopAnimationsHandler = 0
  }

  // MARK: - Saving and restoring

  /// What to save of the sheet to bring it back after a relaunch: its detent, whether it is
  /// presented, its content's scroll offset (`SheetSnapshot`, `Codable`; keep it in GSettings or a
  /// file).
  /// While a restored offset still waits for the content to measure itself, the snapshot keeps
  /// that offset (`SheetAwaitedScrollOffset`).
  public var snapshot: SheetSnapshot { restoredScrollOffset?.snapshot(of: state) ?? state.snapshot }

  /// Brings the sheet back where `snapshot` says, at once and without the spring: at its detent
  /// (re-resolved in this window; one the configuration no longer has falls back to the lowest,
  /// with a diagnostic event), presented or not, its content scrolled to the saved offset once the
  /// content is measured. Before the first allocation, the sheet starts there.
  public func restore(_ snapshot: SheetSnapshot) {
    restoredSnapshot = snapshot
    guard laidOutContainer != nil else { return }
    applyRestoredSnapshot()
  }

  /// Makes the session's state the one `restoredSnapshot` describes in the laid-out container.
  func applyRestoredSnapshot() {
    guard let snapshot = restoredSnapshot, let container = laidOutContainer else { return }
    restoredSnapshot = nil
    let before = FrameSignature(state)
    let old = state
    session.restart(
      configuration: old.configuration, container: container, presented: snapshot.isPresented, restoring: snapshot,
      headerHeight: old.headerHeight, contentHeight: old.contentHeight, time: now)
    isScrollOffsetPending = true
    restoredScrollOffset = SheetAwaitedScrollOffset(restoring: snapshot, into: state)
    didUpdate(from: before, events: state.initialDiagnostics.map(SheetEvent.diagnostic))
  }
}

private let onAnimationsSettingChanged: NotifySignalHandler = { _, _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated {
    guard view.isAlive else { return }
    view.send(.reduceMotion(BottomSheetView.desktopAnimationsDisabled()))
  }
}
