import BottomSheetCore

/// The sheet widget's allocation, converted from the core's render plan: the plan says where the
/// card is; GTK wants whole points and a child never shorter than its minimum.
///
/// The sheet is allocated at the card's position and width, and at least as tall as the card at
/// the highest detent (``SheetRenderPlan/highestCardHeight``): its content is laid out once, at
/// that height, and only moves as the sheet moves. It is taller only past the highest detent,
/// where the card grows with the rubber band (and the content with it), or when its content needs
/// more. What shows is the plan's card: the view clips a floating card to it; a standard card
/// reaches the container's bottom edge, below which nothing shows. Points, y downward.
package struct SheetAllocation: Sendable, Hashable {
  /// The x of the sheet's left edge in the container, in points.
  package var x: Double
  /// The y of the sheet's top edge in the container, in points.
  package var y: Double
  /// The sheet's width, in whole points.
  package var width: Int32
  /// The sheet's height, in whole points.
  package var height: Int32

  /// Creates an allocation from its parts (points; whole points for the size).
  package init(x: Double, y: Double, width: Int32, height: Int32) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Converts a plan.
  ///
  /// - Parameters:
  ///   - plan: The core's render plan.
  ///   - minimumHeight: The sheet widget's minimum height for the card's width, in points.
  package init(plan: SheetRenderPlan, minimumHeight: Int32) {
    x = plan.card.x
    y = plan.card.y
    width = Self.points(plan.card.width.rounded(.down))
    height = max(
      Self.points(plan.card.height.rounded(.up)), Self.points(plan.highestCardHeight.rounded(.up)), minimumHeight)
  }

  /// Converts a plan's footer (`SheetRenderPlan.footer`): at its position, its width rounded down
  /// and its height rounded up to whole points (GTK's footer widget was measured in whole points).
  ///
  /// - Parameter plan: The core's render plan.
  package init(footer plan: SheetRenderPlan) {
    x = plan.footer.x
    y = plan.footer.y
    width = Self.points(plan.footer.width.rounded(.down))
    height = Self.points(plan.footer.height.rounded(.up))
  }

  /// A length in whole points, clamped to what a GTK allocation can hold.
  static func points(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(min(max(value, 0), Double(Int32.max)))
  }
}
