import SwiftUI

/// A detent selection kept as its id, so that `@SceneStorage` or `@AppStorage` (which store
/// strings, not detents) bring a sheet back where the user left it: the stored id reads back as
/// the detent with that id, or as `fallback` when the list no longer has one (or nothing was
/// stored yet, an empty id).
///
/// The layer writes a sheet's selection when the sheet comes to rest and presents at the
/// selection, so a stored selection is written at rest and restored when the sheet is inserted.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetSelectionStorage: Sendable, Hashable {
  /// The detents the sheet offers.
  package var detents: Set<SheetDetent>
  /// The detent an unknown or empty id reads as.
  package var fallback: SheetDetent

  package init(detents: Set<SheetDetent>, fallback: SheetDetent) {
    self.detents = detents
    self.fallback = fallback
  }

  /// The detent a stored id stands for.
  package func detent(forStoredID id: String) -> SheetDetent {
    detents.first { $0.id == id } ?? fallback
  }

  /// The id to store for a selected detent.
  package func storedID(for detent: SheetDetent) -> String { detent.id }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Binding where Value == SheetDetent {
  /// A sheet's detent selection stored as the detent's id in `id`, a `@SceneStorage` or
  /// `@AppStorage` string, so that the sheet comes back at the detent the user left it at.
  ///
  /// ```swift
  /// @SceneStorage("placesDetent") private var placesDetent = ""
  ///
  /// Map()
  ///   .bottomDrawer(
  ///     selection: Binding(storedID: $placesDetent, among: detents, default: .medium),
  ///     detents: detents
  ///   ) { Places() }
  /// ```
  ///
  /// The layer writes the selection when the sheet comes to rest, so the id is saved at rest; a
  /// new sheet presents at its selection, so it is restored at insertion. An id the detents no
  /// longer have (an update removed the detent), or none yet, reads as `fallback`.
  ///
  /// - Parameters:
  ///   - id: Where the detent's id is stored.
  ///   - detents: The detents the sheet offers (the same set as its `detents`).
  ///   - fallback: The detent for an id that names none of them.
  public init(storedID id: Binding<String>, among detents: Set<SheetDetent>, default fallback: SheetDetent) {
    let storage = SheetSelectionStorage(detents: detents, fallback: fallback)
    self.init(
      get: { storage.detent(forStoredID: id.wrappedValue) },
      set: { id.wrappedValue = storage.storedID(for: $0) })
  }
}
