/// Where a drag is, in the coordinates the core uses (y, and x the same way).
package enum DragPosition {
  /// The pointer's y in the container from a `GtkGestureDrag` start point and offset.
  ///
  /// The gesture is attached to the stationary container, so both are in the container's
  /// coordinates and their sum does not depend on where the sheet has moved since.
  /// - Parameters:
  ///   - startY: The y of `drag-begin`, in points, y downward.
  ///   - offsetY: The y offset of `drag-update` or `drag-end`, in points, y downward.
  /// - Returns: The pointer's y in the container, in points, y downward.
  package static func y(startY: Double, offsetY: Double) -> Double {
    startY + offsetY
  }
}
