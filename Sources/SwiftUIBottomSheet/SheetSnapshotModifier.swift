import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Restores the sheet this view is the content of from `snapshot` when it first appears, and
  /// writes the sheet's snapshot back whenever it comes to rest: its detent, whether it is
  /// presented, and its content's scroll offset.
  ///
  /// Keep the snapshot in `@SceneStorage` or `@AppStorage` as JSON text with
  /// ``SwiftUI/Binding/init(storedJSON:)``:
  ///
  /// ```swift
  /// @SceneStorage("placesSheet") private var placesSheet = ""
  ///
  /// Map()
  ///   .bottomDrawer(detents: detents) {
  ///     List(places) { PlaceRow($0) }
  ///       .sheetScrollHandoff()
  ///       .sheetSnapshot(Binding(storedJSON: $placesSheet))
  ///   }
  /// ```
  ///
  /// Apply it inside the sheet's content, as ``sheetDetents(_:selection:)``. The stored snapshot
  /// is read once, when the sheet first appears: the detent resolves again in the container the
  /// sheet is in now (one the detents no longer have falls back to the lowest, with a
  /// diagnostic event), and the offset is applied to the tracked scroll view once it has measured
  /// content tall enough for it — an offset beyond the content's new end is its end — until the
  /// user moves the sheet or the content. Whether the sheet is presented stays the app's: its
  /// `isPresented` binding (keep it in `@SceneStorage` too), or a drawer's always; a hidden sheet
  /// presents at the saved detent. The snapshot is written when the sheet rests and its content
  /// is still — at the end of a settle, a deceleration or a move — not on every frame.
  ///
  /// - Parameter snapshot: Where the sheet's snapshot is kept (`nil`: none yet).
  /// - Returns: The content.
  nonisolated public func sheetSnapshot(_ snapshot: Binding<SheetSnapshot?>) -> some View {
    modifier(SheetSnapshotSync(snapshot: snapshot))
  }
}

/// Restores the environment's sheet from the stored snapshot when it appears, and stores the
/// sheet's snapshot at rest (``SheetSnapshotRestoration``).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetSnapshotSync: ViewModifier {
  let snapshot: Binding<SheetSnapshot?>

  @Environment(\.sheetContentDriver) private var driver

  func body(content: Content) -> some View {
    if let driver {
      content
        .onAppear { driver.restore(snapshot.wrappedValue) }
        .onChange(of: driver.restingSnapshot) { _, saved in
          guard let saved, saved != snapshot.wrappedValue else { return }
          snapshot.wrappedValue = saved
        }
    } else {
      content
    }
  }
}
