import BottomSheetCore
import CGtk4

// Stacked sheets: a sheet whose background is another sheet's widget is presented from it. The
// rules — step-back, drawn scrims, who owns the input — are the core's (`SheetStack`); this file
// gathers the stack's states and applies them: a transform in the snapshot, and the inert flags.

extension BottomSheetView {
  /// How this sheet steps back behind the sheets presented from it (`SheetStack.stepBack(ofSheetAt:in:)`):
  /// `SheetStepBack.none` with none presented.
  public var stepBack: SheetStepBack {
    guard presentedSheet != nil else { return .none }
    let index = gatherStack()
    return SheetStack.stepBack(ofSheetAt: index, in: stackStates)
  }

  /// The card as drawn, stepped back (`SheetStepBack.applied(to:)` of the render plan's card):
  /// points, container coordinates, y downward.
  public var drawnCard: SheetRect { stepBack.applied(to: plan.card) }

  /// Whether a sheet presented from this one owns the input (`SheetStack.isInert(sheetAt:in:)`).
  var isInertInStack: Bool {
    guard presentedSheet != nil else { return false }
    let index = gatherStack()
    return SheetStack.isInert(sheetAt: index, in: stackStates)
  }

  /// Whether a touch-down at (`x`, `y`) (points, container coordinates) is this sheet's by the
  /// stack's rule (`SheetStack.touchTarget(x:y:in:)`); always, outside a stack.
  func isTouchTarget(x: Double, y: Double) -> Bool {
    guard presentedSheet != nil else { return true }
    let index = gatherStack()
    return SheetStack.touchTarget(x: x, y: y, in: stackStates) == index
  }

  /// The scrim's opacity this sheet draws: its own, or in a stack the core's drawn dimming
  /// (`SheetStack.backdrops(of:)`), so the scrims over the app compound to the largest one.
  func drawnDimming(own: Backdrop) -> Double {
    guard presentedSheet != nil else { return own.dimming }
    let index = gatherStack()
    let drawn = SheetStack.backdrops(of: stackStates)
    return index < drawn.count ? drawn[index].dimming : own.dimming
  }

  /// The backdrop as drawn: ``backdrop`` with its dimming as the scrim draws it — in a stack, the
  /// core's drawn dimming (`SheetStack.backdrops(of:)`), so a sheet under another with a scrim as
  /// dark draws none; alone, its own.
  public var drawnBackdrop: Backdrop {
    var drawn = backdrop
    drawn.dimming = drawnDimming(own: drawn)
    return drawn
  }

  /// How the app's content behind the stack steps back (`SheetStack.backgroundStepBack(in:)`):
  /// for the bottom sheet of a stack — a sheet presented from no other — whose configuration sets
  /// `SheetConfiguration.scalesBackground`, the depth of every sheet presented, its own included;
  /// `SheetStepBack.none` otherwise.
  public var backgroundStepBack: SheetStepBack {
    guard presentingSheet == nil, state.configuration.scalesBackground else { return .none }
    _ = gatherStack()
    return SheetStack.backgroundStepBack(in: stackStates)
  }

  /// Draws the background child through ``backgroundStepBack`` when it steps back: black behind
  /// it (what the scaled content uncovers, as behind an iOS page sheet's presenting view), then
  /// the content scaled about its top centre, moved down, and clipped with top corners of the
  /// step-back's radius as drawn. `draw` draws the background itself (blurred or not).
  func drawSteppedBackground(
    _ snapshot: OpaquePointer, bounds: inout graphene_rect_t, draw: (inout graphene_rect_t) -> Void
  ) {
    let back = backgroundStepBack
    guard back.depth > 0 else {
      draw(&bounds)
      return
    }
    var black = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1)
    gtk_snapshot_append_color(snapshot, &black, &bounds)
    let rect = SheetRect(
      x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
      height: Double(bounds.size.height))
    pushStepBack(
      snapshot, back, about: rect,
      radii: SheetCornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0))
    draw(&bounds)
    popStepBack(snapshot)
  }

  /// Fills ``stackStates`` with the states of the stack this sheet is in, bottom first (its
  /// capacity kept from frame to frame), and returns this sheet's index in it.
  func gatherStack() -> Int {
    var bottom = self
    while let below = bottom.presentingSheet { bottom = below }
    stackStates.removeAll(keepingCapacity: true)
    var index = 0
    var next: BottomSheetView? = bottom
    while let sheet = next {
      if sheet === self { index = stackStates.count }
      stackStates.append(sheet.state)
      next = sheet.presentedSheet
    }
    return index
  }

  /// This sheet moved or was presented or dismissed: every sheet below redraws (its step-back
  /// and scrim follow this one's height) and applies whether it is inert now.
  func stackDidChange() {
    var below = presentingSheet
    while let sheet = below {
      sheet.applyInertness()
      if sheet.isAlive { gtk_widget_queue_draw(sheet.widget) }
      below = sheet.presentingSheet
    }
  }

  /// Makes the sheet inert while a sheet above owns the input, and gives it back afterwards: no
  /// pointer input, no keyboard focus (for the sheet and all it holds), hidden from assistive
  /// technologies. Only changes are applied.
  func applyInertness() {
    guard isAlive else { return }
    let inert = isInertInStack
    guard inert != isInertAsApplied else { return }
    isInertAsApplied = inert
    for part in [sheet, footer].compactMap({ $0 }) {
      gtk_widget_set_can_target(part, inert ? 0 : 1)
      gtk_widget_set_can_focus(part, inert ? 0 : 1)
      cgtk_accessible_set_hidden(part, inert ? 1 : 0)
    }
    // A touch or scroll in progress on the sheet ends as a cancel: the sheet above has the input.
    if inert { widgetUnmapped() }
  }

  /// Appends the stepped-back transform for `back` about the top centre of `rect` (points, the
  /// widget's coordinates) to `snapshot` (saved: restore it after drawing), and clips to `rect`
  /// with `radii`, its top corners at least the step-back's radius as drawn. Pops nothing itself:
  /// `popStepBack(_:)` does. The card passes the plan's card and corners; the app's content
  /// behind the stack its bounds and none.
  func pushStepBack(_ snapshot: OpaquePointer, _ back: SheetStepBack, about rect: SheetRect, radii: SheetCornerRadii) {
    gtk_snapshot_save(snapshot)
    var pivot = graphene_point_t(x: Float(rect.x + rect.width / 2), y: Float(rect.y + back.offsetY))
    gtk_snapshot_translate(snapshot, &pivot)
    gtk_snapshot_scale(snapshot, Float(back.scale), Float(back.scale))
    var origin = graphene_point_t(x: Float(-(rect.x + rect.width / 2)), y: Float(-rect.y))
    gtk_snapshot_translate(snapshot, &origin)
    // The clip is in the unscaled space: radii divided by the scale are drawn at the step-back's
    // radius.
    let scale = back.scale > 0 ? back.scale : 1
    var radii = radii
    radii.topLeading = max(radii.topLeading, back.cornerRadius / scale)
    radii.topTrailing = max(radii.topTrailing, back.cornerRadius / scale)
    let bounds = graphene_rect_t(
      origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
      size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    var outline = Self.outline(bounds, radii: radii)
    gtk_snapshot_push_rounded_clip(snapshot, &outline)
  }

  /// Whether GTK's accessibility context holds the sheet (the card and all it holds) hidden from
  /// assistive technologies, as an inert sheet under another is — what its AT-SPI backend gives
  /// a screen reader; `false` when GTK keeps no context (`GTK_A11Y=none`).
  public var isHiddenFromAccessibility: Bool {
    isAlive && cgtk_accessible_is_hidden(sheet) != 0
  }

  /// Ends what `pushStepBack(_:_:about:radii:)` began.
  func popStepBack(_ snapshot: OpaquePointer) {
    gtk_snapshot_pop(snapshot)
    gtk_snapshot_restore(snapshot)
  }
}
