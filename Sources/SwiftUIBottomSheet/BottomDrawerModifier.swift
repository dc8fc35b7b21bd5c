import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Shows a drawer over this view that rests on detents, like the sheet in Maps.
  ///
  /// The drawer is always shown and the view beneath stays interactive (unless
  /// ``sheetBackgroundInteraction(_:)`` says otherwise). A drag anywhere on the drawer moves it; on
  /// release it settles on the detent nearest where the release velocity would carry it
  /// (``SnappingRule`` in the core), on the spring of ``sheetSpring(_:)``. A touch catches it
  /// mid-flight. VoiceOver adjusts its grabber; with Reduce Motion it moves without a spring.
  ///
  /// ```swift
  /// @State private var detent: SheetDetent = .height(120)
  ///
  /// Map()
  ///   .bottomDrawer(selection: $detent, detents: [.height(120), .medium, .large]) {
  ///     NearbyList()
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: The detent the drawer rests at: set it to move the drawer; the drawer sets it
  ///     when it comes to rest at another detent.
  ///   - detents: The detents; an empty set is replaced by one at the largest height.
  ///   - content: The drawer's content, below its grabber.
  /// - Returns: The view with the drawer over it.
  nonisolated public func bottomDrawer<Content: View>(
    selection: Binding<SheetDetent>, detents: Set<SheetDetent>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetPresenter(
        kind: .drawer, detents: SheetDetentConversion.list(detents), selection: selection, sheetContent: content))
  }

  /// Shows a drawer over this view that rests on detents, starting at the lowest.
  ///
  /// See ``bottomDrawer(selection:detents:content:)``; without a selection, read where the drawer
  /// rests with ``onSheetEvent(_:)`` or move it with a ``BottomSheetReader``.
  nonisolated public func bottomDrawer<Content: View>(
    detents: Set<SheetDetent>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetPresenter(kind: .drawer, detents: SheetDetentConversion.list(detents), sheetContent: content))
  }
}
