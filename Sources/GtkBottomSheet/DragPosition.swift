/// Where a drag is, in the coordinates the core uses.
package enum DragPosition {
  /// The pointer's x or y in the container from a `GtkGestureDrag` start point and offset along
  /// the same axis.
  ///
  /// The gesture is attached to the stationary container, so both are in the container's
  /// coordinates and their sum does not depend on where the sheet has moved since.
  /// - Parameters:
  ///   - start: The x or y of `drag-begin`, in points (y downward).
  ///   - offset: The offset along that axis of `drag-update` or `drag-end`, in points.
  /// - Returns: The pointer's x or y in the container, in points (y downward).
  package static func coordinate(start: Double, offset: Double) -> Double {
    start + offset
  }
}
