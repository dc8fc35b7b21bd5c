import BottomSheetCore

/// The container the view gives the core, made of its allocation: rebuilt only when the
/// allocation's size, the display's scale, the top inset or the card style changes, not on every
/// allocation of a frame.
///
/// The card's width comes with it: it depends on the container and the style alone, not on the
/// sheet's height (``SheetCardStyle/horizontalFrame(in:)``), so it is known before the sheet's
/// content is measured at it.
package struct AllocatedContainer: Sendable {
  /// What a container is made of: the allocation's size and scale, the top inset, the card style,
  /// the text direction.
  package struct Inputs: Sendable, Hashable {
    /// The allocation's width and height, in points.
    package var width: Int32
    package var height: Int32
    /// The display's scale: device pixels per point.
    package var scale: Int32
    /// The height of what covers the container's top, in points (`BottomSheetView.topInset`).
    package var topInset: Double
    /// The core's card style (its inset and width policy shape the container and the card).
    package var style: SheetCardStyle
    /// The widget's text direction (`gtk_widget_get_direction`): which side is leading.
    package var layoutDirection: SheetLayoutDirection

    /// Creates the inputs of a container (points; the scale in device pixels per point).
    package init(
      width: Int32, height: Int32, scale: Int32, topInset: Double, style: SheetCardStyle,
      layoutDirection: SheetLayoutDirection = .leftToRight
    ) {
      self.width = width
      self.height = height
      self.scale = scale
      self.topInset = topInset
      self.style = style
      self.layoutDirection = layoutDirection
    }
  }

  /// The inputs the container was last built from, or `nil` before the first allocation.
  package private(set) var inputs: Inputs?
  /// The container built from ``inputs`` (a one-point placeholder before the first allocation).
  package private(set) var container = SheetContainer(height: 1)
  /// The card's width at the lowest detents in ``container``, in whole points.
  package private(set) var sheetWidth: Int32 = 0
  /// How many times the container was built: a count for tests and measurements.
  package private(set) var buildCount = 0

  /// Creates an empty cache: the first ``update(_:)`` builds the container.
  package init() {}

  /// Makes ``container`` and ``sheetWidth`` those of `inputs`, building them only when `inputs`
  /// differ from the last ones.
  ///
  /// - Returns: Whether the container was built anew.
  @discardableResult
  package mutating func update(_ inputs: Inputs) -> Bool {
    guard inputs != self.inputs else { return false }
    self.inputs = inputs
    container = inputs.style.container(
      width: Double(inputs.width), height: Double(inputs.height), scale: Double(inputs.scale),
      topObstruction: inputs.topInset)
    container.layoutDirection = inputs.layoutDirection
    sheetWidth = SheetAllocation.points(inputs.style.horizontalFrame(in: container).width.rounded(.down))
    buildCount += 1
    return true
  }
}
