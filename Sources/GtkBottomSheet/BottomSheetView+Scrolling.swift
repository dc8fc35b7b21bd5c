import BottomSheetCore
import CGtk4

// Scrolling content: the core owns the offset. Drags on the list reach the core through the
// container's drag gesture; the view writes the core's offset into the vertical adjustment, and
// tells the core about scrolling that came from elsewhere (a mouse wheel, the scrollbar, a row
// scrolled into view by keyboard focus).

extension BottomSheetView {
  /// Turns off GTK's kinetic scrolling (the core decelerates the list) and watches the vertical
  /// adjustment.
  func installScrolling() {
    guard let scrolledWindow, let verticalAdjustment else { return }
    gtk_scrolled_window_set_kinetic_scrolling(scrolledWindow, 0)
    gtk_scrolled_window_set_propagate_natural_height(scrolledWindow, 0)
    gtk_widget_set_vexpand(content, 0)
    let view = Unmanaged.passUnretained(self).toOpaque()
    connectSignal(verticalAdjustment, "value-changed", .instance(onAdjustmentValueChanged), userData: view)
    connectSignal(verticalAdjustment, "changed", .instance(onAdjustmentChanged), userData: view)
  }

  /// Writes the core's scroll offset into the adjustment — outside GTK's layout only: during it,
  /// the offset waits for `showScrollOffsetAfterLayout()` at the end of the view's allocation,
  /// or for an idle callback after the frame.
  ///
  /// A `GtkListView` lays its rows out from an anchor row, which it moves only when it hears the
  /// adjustment's `value-changed`; while it allocates itself it sets its adjustment with that
  /// handler blocked, and the adjustment's `changed` (a new content height) comes from there. A
  /// value written then reaches the adjustment and the scrollbar but not the rows: the list drew
  /// its first results while the adjustment said it was at its end.
  func writeScrollOffset() {
    guard isAlive, let verticalAdjustment else { return }
    let offset = state.scrollOffset
    guard abs(gtk_adjustment_get_value(verticalAdjustment) - offset) > 0.01 else { return }
    guard !isAllocating else {
      isScrollOffsetPending = true
      return
    }
    // The adjustment's `value-changed` comes back with the core's offset (or GTK's rounding of
    // it): `adjustmentValueChanged()` takes it for what it is.
    gtk_adjustment_set_value(verticalAdjustment, offset)
  }

  /// At the end of the view's allocation, once the sheet (and the list in it) is allocated:
  /// writes the core's offset into the adjustment if the list shows another (its content
  /// changed, or the core's offset did, during this layout). The list then moves its anchor to
  /// that offset; the caller allocates the sheet again so the list lays its rows out there in
  /// this frame.
  ///
  /// - Returns: Whether the offset was written (the sheet needs allocating again).
  func showScrollOffsetAfterLayout() -> Bool {
    guard isScrollOffsetPending else { return false }
    isScrollOffsetPending = false
    guard isAlive, let verticalAdjustment else { return false }
    let offset = state.scrollOffset
    guard abs(gtk_adjustment_get_value(verticalAdjustment) - offset) > 0.01 else { return false }
    gtk_adjustment_set_value(verticalAdjustment, offset)
    return true
  }

  /// Reports the scrolled content's height (the adjustment's `upper`) when it changed.
  ///
  /// GTK re-anchors the list its own way when its content changes (keeping a row that is still
  /// there, or going to the top): the core's offset, which the core brought into the new range
  /// (a filtered list scrolled to its end keeps its last row in reach), is shown instead, after
  /// the layout (see `writeScrollOffset()`).
  func reportScrolledContentHeight() {
    guard isAlive, let verticalAdjustment, laidOutContainer != nil else { return }
    let upper = gtk_adjustment_get_upper(verticalAdjustment) - gtk_adjustment_get_lower(verticalAdjustment)
    guard upper.isFinite, upper != reportedContentHeight else { return }
    reportedContentHeight = upper
    send(.contentHeight(max(0, upper)))
    // A restored offset the content was too short for when the sheet was restored: as the list
    // measures more of itself, the offset it had (brought into the range by the core), until the
    // user moves the sheet or the list (`send(_:)`; the core's `SheetAwaitedScrollOffset`).
    if let input = restoredScrollOffset?.input(afterContentHeightChangeIn: state) {
      send(input)
    }
    isScrollOffsetPending = true
    // Outside the view's allocation (the list allocated alone), after the frame.
    if !isAllocating { scheduleLayoutFollowUp() }
  }

  /// The adjustment moved: the core's rule says whether it is news (`ScrollOffsetOwnership`).
  /// At rest, an offset away from the core's is a report (a wheel, the scrollbar, keyboard focus);
  /// one within the core's tolerance is the core's own (the view wrote it, or GTK rounded it: a
  /// list view re-anchoring itself can land a point away from the value it was given); while the
  /// core owns the offset, one away from it is noise, and the core's is written back. Nothing is
  /// news while GTK re-anchors the list after its content changed (the core's offset is shown
  /// instead).
  func adjustmentValueChanged() {
    guard isAlive, !isScrollOffsetPending, let verticalAdjustment else { return }
    let value = gtk_adjustment_get_value(verticalAdjustment) - gtk_adjustment_get_lower(verticalAdjustment)
    // While a restored offset waits for the list to measure itself, the list's own moves (its
    // first anchoring) are not the user's: the core's offset is shown.
    if let awaited = restoredScrollOffset {
      if case .strayed = awaited.verdict(on: value, in: state) { writeScrollOffset() }
      return
    }
    switch ScrollOffsetOwnership(state).verdict(on: value) {
    case .agrees: break
    // The report goes to the core as what the scroll view shows: the core applies the same rule.
    case .report: send(.scrollViewOffset(value))
    case .strayed: writeScrollOffset()
    }
  }
}

private let onAdjustmentValueChanged: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.adjustmentValueChanged() }
}

private let onAdjustmentChanged: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.reportScrolledContentHeight() }
}
