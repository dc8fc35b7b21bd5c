import Foundation
import SwiftUI

/// A sheet's snapshot kept as JSON text, so that `@SceneStorage` or `@AppStorage` — which store
/// `Bool`, `Int`, `Double`, `String`, `URL`, `Data` and `RawRepresentable` values, not a
/// `Codable` struct — bring a sheet back with its detent and its content's offset.
///
/// Text that is empty (nothing stored yet) or does not decode (another version's) reads as `nil`:
/// the sheet starts as a new one. Snapshots are written with sorted keys, so one snapshot is
/// always one string and storage that is written again with the same value does not change.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetSnapshotStorage {
  /// The snapshot stored as `text`, or `nil` for empty or unreadable text.
  package static func snapshot(forStoredJSON text: String) -> SheetSnapshot? {
    guard !text.isEmpty else { return nil }
    return try? JSONDecoder().decode(SheetSnapshot.self, from: Data(text.utf8))
  }

  /// The text to store for `snapshot` (empty for `nil`).
  package static func storedJSON(for snapshot: SheetSnapshot?) -> String {
    guard let snapshot else { return "" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(snapshot) else { return "" }
    return String(decoding: data, as: UTF8.self)
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Binding where Value == SheetSnapshot? {
  /// A sheet's snapshot stored as JSON text in `json`, a `@SceneStorage` or `@AppStorage`
  /// string, for ``SwiftUI/View/sheetSnapshot(_:)``.
  ///
  /// ```swift
  /// @SceneStorage("placesSheet") private var placesSheet = ""
  ///
  /// Places()
  ///   .sheetSnapshot(Binding(storedJSON: $placesSheet))
  /// ```
  ///
  /// Empty text (nothing stored yet) and text that does not decode read as `nil`; `nil` is
  /// stored as empty text.
  ///
  /// - Parameter json: Where the snapshot's JSON text is stored.
  public init(storedJSON json: Binding<String>) {
    self.init(
      get: { SheetSnapshotStorage.snapshot(forStoredJSON: json.wrappedValue) },
      set: { snapshot in
        let text = SheetSnapshotStorage.storedJSON(for: snapshot)
        if text != json.wrappedValue { json.wrappedValue = text }
      })
  }
}

/// When a SwiftUI sheet is restored from a stored snapshot and when its snapshot is saved again
/// (``SwiftUI/View/sheetSnapshot(_:)``), decided from the core's state.
///
/// - **Restore order.** The stored snapshot is read once, when the modifier first appears in the
///   sheet: restored at once when the container is known, else at the first container (the core
///   resolves the detent in the container the sheet is in: a detent that no longer exists falls
///   back to the lowest, with a diagnostic). A later snapshot, or the same one read again when the
///   content appears again, changes nothing: the sheet is past its first appearance. Whether the
///   sheet is presented stays the app's (its `isPresented` binding, or a drawer's always): a hidden
///   sheet is restored to present at the saved detent.
/// - **The offset.** What the content cannot show yet waits for it to measure itself
///   (`SheetAwaitedScrollOffset`, the rule GTK follows). The scroll view may also join after the
///   restore — the content's views appear in any order — so any restored offset above 0 waits,
///   and the scroll view's first anchoring is overwritten with the core's offset, until the user
///   moves the sheet or the content.
/// - **Saving.** Nothing is saved before the restore (it would overwrite what is stored with a
///   new sheet's state); after it, the snapshot is saved when the sheet rests and its content is
///   still (the end of a settle, of a deceleration, of a move), not on every frame. While the
///   offset is awaited, the awaited offset is saved.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetSnapshotRestoration: Sendable, Hashable {
  /// How far the restore is.
  package enum Stage: Sendable, Hashable {
    /// No snapshot was asked for (no ``SwiftUI/View/sheetSnapshot(_:)``): nothing is saved.
    case unasked
    /// The snapshot waits for the first container.
    case pending(SheetSnapshot)
    /// Restored (or there was nothing to restore): saving runs.
    case done
  }

  /// How far the restore is.
  package private(set) var stage = Stage.unasked
  /// The offset the content is not yet tall enough for (or the scroll view has not shown yet).
  package private(set) var awaited: SheetAwaitedScrollOffset?

  /// Nothing asked yet.
  package init() {}

  /// The modifier appeared with the stored `snapshot` (`nil`: nothing stored).
  ///
  /// - Returns: The snapshot to restore now; `nil` when it waits for the container, when there
  ///   is none, or when the sheet is past its first appearance.
  package mutating func given(_ snapshot: SheetSnapshot?, hasContainer: Bool) -> SheetSnapshot? {
    guard stage == .unasked else { return nil }
    guard let snapshot else {
      stage = .done
      return nil
    }
    guard hasContainer else {
      stage = .pending(snapshot)
      return nil
    }
    stage = .done
    return snapshot
  }

  /// The first container is known.
  ///
  /// - Returns: The snapshot that waited for it, to restore now.
  package mutating func containerKnown() -> SheetSnapshot? {
    guard case .pending(let snapshot) = stage else { return nil }
    stage = .done
    return snapshot
  }

  /// The snapshot to restore the core's state from: `snapshot`'s detent and offset, with the
  /// app's presentation (`presented`).
  package static func restoring(_ snapshot: SheetSnapshot, presented: Bool) -> SheetSnapshot {
    SheetSnapshot(detent: snapshot.detent, isPresented: presented, scrollOffset: snapshot.scrollOffset)
  }

  /// The core's state was restored from `snapshot`: the offset waits unless it is 0.
  package mutating func restored(_ snapshot: SheetSnapshot, into state: SheetState) {
    awaited =
      SheetAwaitedScrollOffset(restoring: snapshot, into: state)
      ?? (snapshot.scrollOffset.isFinite && snapshot.scrollOffset > 0
        ? SheetAwaitedScrollOffset(offset: snapshot.scrollOffset) : nil)
  }

  /// `input` is about to reach the core: the user's moves end the wait
  /// (`SheetAwaitedScrollOffset.isKept(after:)`).
  package mutating func willApply(_ input: SheetInput) {
    if awaited != nil, !SheetAwaitedScrollOffset.isKept(after: input) { awaited = nil }
  }

  /// What to save now: `nil` before the restore and while the sheet or its content moves.
  ///
  /// - Parameters:
  ///   - state: The core's state.
  ///   - contentDecelerates: Whether the scroll view decelerates by itself (UIKit's own
  ///     deceleration, which the core does not see), or may (the frame after a release).
  package func snapshotToSave(_ state: SheetState, contentDecelerates: Bool) -> SheetSnapshot? {
    guard stage == .done, state.phase == .idle, !state.isDecelerating, !contentDecelerates else { return nil }
    return awaited?.snapshot(of: state) ?? state.snapshot
  }
}
