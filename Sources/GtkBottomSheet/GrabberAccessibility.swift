import BottomSheetCore

/// The grabber as assistive technologies see it: a vertical slider over the detents.
package struct GrabberAccessibility: Sendable, Hashable {
  /// The slider's minimum: position 1, the lowest detent.
  package var minimum: Double
  /// The slider's maximum: the number of detents.
  package var maximum: Double
  /// The position of the detent the sheet rests at or settles toward (1 is the lowest); the
  /// minimum while the sheet is hidden.
  package var now: Double
  /// The spoken value: the core's `SheetState.accessibilityValue` (`"Position i of n"`, or
  /// `"Hidden"`).
  package var text: String

  /// Slider values as given.
  package init(minimum: Double, maximum: Double, now: Double, text: String) {
    self.minimum = minimum
    self.maximum = maximum
    self.now = now
    self.text = text
  }

  /// The slider's values for a state.
  package init(state: SheetState) {
    let count = max(state.detents.count, 1)
    minimum = 1
    maximum = Double(count)
    now = Double((state.detentIndex ?? 0) + 1)
    text = state.accessibilityValue
  }
}
