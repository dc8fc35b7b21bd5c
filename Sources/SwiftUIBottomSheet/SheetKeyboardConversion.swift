/// Converts UIKit's keyboard notifications (`UIResponder.keyboardWillChangeFrameNotification`,
/// `keyboardWillHideNotification`) to the core's animated keyboard input.
///
/// The notification gives the keyboard's end frame in screen coordinates
/// (`keyboardFrameEndUserInfoKey`), its animation's duration in seconds
/// (`keyboardAnimationDurationUserInfoKey`) and its curve (`keyboardAnimationCurveUserInfoKey`, a
/// `UIView.AnimationCurve` raw value; the keyboard's own is the private 7). The core moves the
/// sheet over the same duration along the same curve (`SheetInput.keyboard(height:duration:curve:)`),
/// so the sheet rides the keyboard instead of following it on its own spring.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetKeyboardConversion {
  /// Heights below this many points are the iPad's shortcut bar (about 55 points) or a
  /// hardware keyboard's candidate bar, not an on-screen keyboard: they do not raise a sheet under
  /// `KeyboardPolicy.expand` (a focused field with a hardware keyboard sent the sheet to its
  /// highest detent with no keyboard on screen).
  package static let barThreshold = 100.0

  /// The core's keyboard height for a keyboard frame: how far the keyboard reaches up from the
  /// container's bottom edge, in points.
  ///
  /// - Parameters:
  ///   - keyboardMinY: The keyboard's top edge, in the window's coordinates (points).
  ///   - keyboardMaxY: The keyboard's bottom edge there.
  ///   - containerMaxY: The container's bottom edge there.
  ///   - policy: The sheet's keyboard policy.
  /// - Returns: Points, 0 when no keyboard covers the container: a keyboard moving off screen,
  ///   an undocked or floating iPad keyboard (its bottom edge above the container's, which leaves
  ///   the sheet where it is as UIKit's safe area does), and under `expand` a bar shorter than
  ///   ``barThreshold``.
  package static func height(
    keyboardMinY: Double, keyboardMaxY: Double, containerMaxY: Double, policy: KeyboardPolicy
  ) -> Double {
    guard keyboardMinY.isFinite, keyboardMaxY.isFinite, containerMaxY.isFinite else { return 0 }
    // Docked: the keyboard reaches the container's bottom edge (within a point).
    guard keyboardMaxY >= containerMaxY - 1 else { return 0 }
    let height = max(0, containerMaxY - keyboardMinY)
    if policy == .expand, height < barThreshold { return 0 }
    return height
  }

  /// The core's input for a keyboard notification.
  ///
  /// - Parameters:
  ///   - height: ``height(keyboardMinY:keyboardMaxY:containerMaxY:policy:)``.
  ///   - duration: The animation's duration, in seconds (negative or not finite: 0, a step).
  ///   - curveRawValue: The `UIView.AnimationCurve` raw value (`nil`: ease-in-out).
  package static func input(height: Double, duration: Double, curveRawValue: Int?) -> SheetInput {
    .keyboard(
      height: height, duration: duration.isFinite ? max(0, duration) : 0,
      curve: KeyboardAnimationCurve(uiKitRawValue: curveRawValue ?? 0))
  }
}

/// Whose keyboard it is: a keyboard moves the sheet only while the text field or text view that
/// began editing last is this sheet's, so a drawer does not rise for a field in a modal presented
/// over it, or in the navigation bar's search field.
///
/// The observer records where a field is at its `textDidBeginEditingNotification`
/// (``field(sameWindow:inSheetsPresentation:centreOnCard:)``). A `UITextField` posts it before
/// the keyboard's `keyboardWillShow`/`keyboardWillChangeFrame` for that field; a `UITextView`
/// (behind SwiftUI's `TextEditor` and `TextField(_:text:axis:)` with `.vertical`) may post it
/// after them, so a keyboard notification may be decided on the previous field
/// (https://craiggrummitt.com/2016/07/18/keyboards-text-views-and-first-responders/; fifth
/// review, 3.1). So when a field begins editing while the keyboard is up and the decision the
/// last keyboard notification got differs from the one it would get now, ``fieldBegan(_:)``
/// says to replay it (``Replay``). A field that posts nothing (no field seen yet) leaves every
/// keyboard to the sheet, as before; a keyboard that hides always lets the sheet down.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetKeyboardOwnership: Sendable, Hashable {
  /// Where a field that began editing is.
  package enum Field: Sendable, Hashable {
    /// On the sheet's card.
    case inSheet
    /// Anywhere else: another window, another presentation, or off the card.
    case elsewhere
  }

  /// What the observer does with the last keyboard notification when a field begins editing.
  package enum Replay: Sendable, Hashable {
    /// Applies it: it was ignored, and the field now editing is the sheet's.
    case keyboard
    /// Applies it as a keyboard that hides: it moved the sheet, and the field now editing is
    /// elsewhere.
    case noKeyboard
  }

  /// The field that began editing last, if any did.
  package private(set) var lastField: Field?
  /// Whether the last keyboard notification showed or moved a keyboard (not a hide).
  package private(set) var keyboardIsUp = false
  /// Whether the sheet follows the keyboard now: what the last keyboard notification was
  /// decided, or a replay since.
  package private(set) var sheetFollows = false

  package init() {}

  /// Where a field is, from what the observer found.
  ///
  /// - Parameters:
  ///   - sameWindow: Whether the field is in the sheet's window.
  ///   - inSheetsPresentation: Whether it is under the root view of the presentation the sheet is
  ///     in (a modal over the sheet is another presentation).
  ///   - centreOnCard: Whether its centre lies on the sheet's card.
  package static func field(sameWindow: Bool, inSheetsPresentation: Bool, centreOnCard: Bool) -> Field {
    sameWindow && inSheetsPresentation && centreOnCard ? .inSheet : .elsewhere
  }

  /// A field began editing.
  ///
  /// - Returns: What to do with the last keyboard notification, `nil` to leave it: while a
  ///   keyboard is up, ``Replay/keyboard`` when it was ignored and `field` is the sheet's (a text
  ///   view's keyboard came before its `textDidBeginEditing`, after a field elsewhere), and
  ///   ``Replay/noKeyboard`` when it moved the sheet and `field` is elsewhere (the reverse).
  ///
  /// Traced (``SheetTrace``, category `keyboard`), with whether a keyboard is up and the replay.
  package mutating func fieldBegan(_ field: Field) -> Replay? {
    let replay = fieldBeganSteps(field)
    SheetTrace.log(
      .keyboard,
      "field began editing \(field), keyboard up \(keyboardIsUp): replays \(replay.map { "\($0)" } ?? "nothing"),"
        + " sheet follows \(sheetFollows)")
    return replay
  }

  /// ``fieldBegan(_:)``, untraced.
  private mutating func fieldBeganSteps(_ field: Field) -> Replay? {
    lastField = field
    guard keyboardIsUp else { return nil }
    let follows = field != .elsewhere
    guard follows != sheetFollows else { return nil }
    sheetFollows = follows
    return follows ? .keyboard : .noKeyboard
  }

  /// A keyboard notification came: whether it moves the sheet.
  ///
  /// - Parameter hides: Whether the keyboard hides (`keyboardWillHideNotification`).
  ///
  /// Traced (``SheetTrace``, category `keyboard`), with the last field that began editing.
  package mutating func keyboardChanged(hides: Bool) -> Bool {
    keyboardIsUp = !hides
    sheetFollows = moves(hides: hides)
    SheetTrace.log(
      .keyboard,
      "keyboard \(hides ? "hides" : "shows or moves"), last field \(lastField.map { "\($0)" } ?? "none"):"
        + " sheet follows \(sheetFollows)")
    return sheetFollows
  }

  /// Whether a keyboard notification would move the sheet now.
  ///
  /// - Parameter hides: Whether the keyboard hides (`keyboardWillHideNotification`).
  package func moves(hides: Bool) -> Bool {
    hides || lastField != .elsewhere
  }
}
