/// What a user expects back when an app comes back: the detent the sheet was at, whether it was
/// presented, and how far its content was scrolled — a `Codable` value to keep across a relaunch
/// (in `@SceneStorage`, `UserDefaults`, GSettings or a file), as Material's `saveFlags` and
/// Compose's `Saver` keep a sheet's state.
///
/// A snapshot holds identities, not heights: restored into another container (a rotated phone, a
/// resized window), the detent resolves again there. Nothing in flight is kept — a settle is saved
/// as the detent it was going to, a drag as the detent it started from, and the keyboard, which
/// the system shows again or not, is left out.
///
/// ```swift
/// let saved = try JSONEncoder().encode(sheet.snapshot)          // {"detent":"mid",…}
/// let restored = SheetState(
///   configuration: configuration, container: container,
///   restoring: try JSONDecoder().decode(SheetSnapshot.self, from: saved),
///   contentHeight: 2000)
/// ```
public struct SheetSnapshot: Sendable, Hashable, Codable {
  /// The detent's id: the one the sheet rests at or settles toward (or, while it waits for a
  /// detent that has no height yet, that one); for a hidden sheet, the one it presents at. `nil`:
  /// the configuration's initial detent.
  public var detent: String?
  /// Whether the sheet was presented (or presenting).
  public var isPresented: Bool
  /// The content's scroll offset in points (0 is its top).
  public var scrollOffset: Double

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - detent: The detent's id, or `nil` for the configuration's initial detent.
  ///   - isPresented: Whether the sheet is presented.
  ///   - scrollOffset: The content's scroll offset in points.
  public init(detent: String?, isPresented: Bool, scrollOffset: Double = 0) {
    self.detent = detent
    self.isPresented = isPresented
    self.scrollOffset = scrollOffset
  }
}

extension SheetState {
  /// What to save of the sheet now (see ``SheetSnapshot``).
  public var snapshot: SheetSnapshot {
    let detent =
      selection.awaited ?? (isPresented ? selection.current : selection.presentAt ?? configuration.initialDetent)
    return SheetSnapshot(detent: detent, isPresented: isPresented, scrollOffset: scrollOffset)
  }

  /// Creates a sheet at rest where `snapshot` says, in this configuration and container.
  ///
  /// The snapshot's detent is the initial detent, by the same rules as
  /// ``SheetConfiguration/initialDetent``: a detent with a height now is where the sheet rests (or
  /// presents); one in the list without a height yet (a header detent before the header is
  /// measured) is awaited while the sheet stands in at the lowest; an id the list no longer has
  /// falls back to the lowest detent, with a diagnostic in ``initialDiagnostics``. The scroll
  /// offset is brought into the scroll range of `contentHeight` (pass the content's height, or
  /// the offset is 0); one that is not finite is 0, with a diagnostic.
  ///
  /// - Parameters: Those of ``init(configuration:container:presented:headerHeight:contentHeight:footerHeight:time:)``,
  ///   with `snapshot` for `presented` and the initial detent.
  public init(
    configuration: SheetConfiguration, container: SheetContainer, restoring snapshot: SheetSnapshot,
    headerHeight: Double = 0, contentHeight: Double = 0, footerHeight: Double = 0, time: Double = 0
  ) {
    // The configuration's own initial detent stays the one a later `present` after a dismissal
    // goes to (as a new sheet resolves it when none is named: the lowest detent): the snapshot
    // chooses where this sheet is, not that.
    let given = configuration.initialDetent
    var restored = configuration
    if let detent = snapshot.detent { restored.initialDetent = detent }
    self.init(
      configuration: restored, container: container, presented: snapshot.isPresented, headerHeight: headerHeight,
      contentHeight: contentHeight, footerHeight: footerHeight, time: time)
    self.configuration.initialDetent = given ?? detents.first?.id
    if snapshot.scrollOffset.isFinite {
      scroll(to: snapshot.scrollOffset)
    } else {
      initialDiagnostics.append("restored scroll offset \(snapshot.scrollOffset) is not a number; using 0")
    }
  }
}

extension SheetState {
  /// Whether ``snapshot`` holds all that decides what the sheet does next: it rests (no touch,
  /// settle, momentum or configuration waiting), no keyboard shows, no wheel notch is partly
  /// turned, no detent is awaited, it last rested where it is (so it announces as a restored one would), the saved detent has a height now, and the app was told what the
  /// sheet shows. Then a state
  /// restored from the snapshot in the same configuration and container takes every later input
  /// as this one does (the fuzzer's "snapshot restore" relation).
  package var isCapturedBySnapshot: Bool {
    phase == .idle && touch == nil && drag == nil && motion == nil && momentum == nil
      && pendingConfiguration == nil && keyboardHeight == 0 && wheelNotches == 0 && focusedField == nil
      && selection.awaited == nil && selection.keyboardReturn == nil && reportedPresented == isPresented
      && dismissalAwaitingAnswer == nil
      && restingDetent == selection.current
      && (snapshot.detent.map { id in detents.contains { $0.id == id } } ?? true)
  }
}
