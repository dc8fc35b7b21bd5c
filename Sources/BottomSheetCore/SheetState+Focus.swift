// A focused text field: the content scrolls so the field sits wholly above the keyboard. Called
// only from `apply(_:at:)`.
extension SheetState {
  /// A text field in the content, in the content's coordinates (points, 0 at the content's top).
  struct FocusedField: Sendable, Hashable {
    var y: Double
    var height: Double
  }

  /// Whether a field in the content has focus (``SheetInput/focus(y:height:)``): from its focus
  /// input until the keyboard hides.
  package var hasFocusedField: Bool { focusedField != nil }

  /// A field took focus: remembers it and scrolls it into view (see
  /// ``SheetInput/focus(y:height:)``).
  mutating func focus(y: Double, height: Double, events: inout [SheetEvent]) {
    guard y.isFinite, height.isFinite, height >= 0 else {
      events.append(.diagnostic("focus on a field at \(y) of height \(height) is not a field; ignored"))
      return
    }
    focusedField = FocusedField(y: y, height: height)
    raiseForFocusedField(events: &events)
    revealFocusedField()
  }

  /// Whether the focused field lies in the header: wholly above the content's top (`y + height`
  /// at or above 0). Nothing scrolls for it; the keyboard's lift or expansion keeps the header
  /// above the keyboard.
  private var focusedFieldIsInHeader: Bool {
    guard let field = focusedField else { return false }
    return field.y + field.height <= 0
  }

  /// A focused field the scroll range cannot bring into the viewport at the current detent (it
  /// lies below what the content's end shows there: the rest of the viewport is below the
  /// container's bottom edge) raises the sheet to its highest detent, as a wheel or a drag on the
  /// content would first, so the field shows there.
  private mutating func raiseForFocusedField(events: inout [SheetEvent]) {
    // At a detent coincident with the highest the sheet is there already: it keeps its detent.
    guard let field = focusedField, !focusedFieldIsInHeader, isPresented, phase != .dragging,
      let highest = detents.last, let current = selection.current, !grid.isSame(heightOf(current), highest.height)
    else { return }
    let needed = field.y + min(field.height, contentViewportAboveKeyboard) - contentViewportAboveKeyboard
    guard needed > maximumScrollOffset + grid.halfPixel else { return }
    move(to: selection.identity(at: detents.count - 1, in: selectable), animated: true, events: &events)
  }

  /// A keyboard input changed the keyboard: a shown one reveals the focused field again (the part
  /// above it changed); a hidden one ends the focus.
  mutating func keyboardMovedFocus() {
    guard keyboardHeight > 0 else {
      focusedField = nil
      return
    }
    revealFocusedField()
  }

  /// The content's viewport above the keyboard at the detent the sheet rests at or settles
  /// toward, in points: the viewport at that detent's height less the part of the keyboard that
  /// reaches above the card's bottom margin and the space the content keeps clear (which the
  /// keyboard covers first; ``keyboardOverlap``'s rule, at that height).
  public var contentViewportAboveKeyboard: Double {
    let shown = selection.current.map(heightOf) ?? height
    let viewport = contentViewport(atHeight: shown)
    guard keyboardHeight > 0 else { return viewport }
    let shape = configuration.style.shape(in: container, expansion: cardExpansion(atHeight: shown))
    let clear = shape.bottomMargin + shape.contentBottomInset
    return max(0, viewport - max(0, keyboardHeight - clear))
  }

  /// Scrolls the least that shows the focused field wholly in ``contentViewportAboveKeyboard``
  /// (its top when it is taller), within the scroll range; stops any momentum.
  mutating func revealFocusedField() {
    guard let field = focusedField, !focusedFieldIsInHeader, isPresented else { return }
    let visible = contentViewportAboveKeyboard
    var offset = scrollOffset
    if field.y + field.height > offset + visible { offset = field.y + field.height - visible }
    if field.y < offset { offset = field.y }
    offset = min(max(0, offset), maximumScrollOffset)
    guard offset != scrollOffset else { return }
    momentum = nil
    scrollOffset = offset
  }
}
