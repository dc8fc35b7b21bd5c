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

  /// Writes the core's scroll offset into the adjustment.
  func writeScrollOffset() {
    guard isAlive, let verticalAdjustment else { return }
    let offset = state.scrollOffset
    guard abs(gtk_adjustment_get_value(verticalAdjustment) - offset) > 0.01 else { return }
    isWritingScrollOffset = true
    gtk_adjustment_set_value(verticalAdjustment, offset)
    isWritingScrollOffset = false
  }

  /// Reports the scrolled content's height (the adjustment's `upper`) when it changed.
  func reportScrolledContentHeight() {
    guard isAlive, let verticalAdjustment, laidOutContainer != nil else { return }
    let upper = gtk_adjustment_get_upper(verticalAdjustment) - gtk_adjustment_get_lower(verticalAdjustment)
    guard upper.isFinite, upper != reportedContentHeight else { return }
    reportedContentHeight = upper
    send(.contentHeight(max(0, upper)))
    // GTK clamped its own offset to the new range its own way: show the core's, which the core
    // brought into the new range (a filtered list scrolled to its end keeps its last row in reach).
    writeScrollOffset()
  }

  /// The adjustment moved: news to the core unless the view moved it, or GTK only rounded the
  /// core's offset (a list view re-anchoring itself can land a point away from the value it was
  /// given; taking that back would move the list against the finger).
  func adjustmentValueChanged() {
    guard isAlive, !isWritingScrollOffset, let verticalAdjustment else { return }
    let value = gtk_adjustment_get_value(verticalAdjustment) - gtk_adjustment_get_lower(verticalAdjustment)
    guard abs(value - state.scrollOffset) > Self.scrollRounding else { return }
    send(.scroll(to: value))
  }

  /// The largest difference between GTK's scroll offset and the core's that is taken for GTK's
  /// rounding, in points.
  static let scrollRounding = 1.5
}

private let onAdjustmentValueChanged: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.adjustmentValueChanged() }
}

private let onAdjustmentChanged: InstanceSignalHandler = { _, data in
  guard let view = BottomSheetView.unretained(data) else { return }
  MainActor.assumeIsolated { view.reportScrolledContentHeight() }
}
