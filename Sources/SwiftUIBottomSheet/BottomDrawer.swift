import SwiftUI

/// A drawer that rests on detents given as fractions of the container height, placed in a
/// `ZStack` above the content it covers.
///
/// This is the public API of the Bottom Drawer component: code written for it compiles unchanged
/// against this module and gets the core's behaviour — release projection, rubber band, a spring
/// a touch can catch mid-flight, VoiceOver adjustment of the grabber, Reduce Motion.
///
/// ```swift
/// @State private var detent: CGFloat = 0.16
///
/// ZStack {
///   MapBackground()
///   BottomDrawer(detent: $detent) {
///     NearbyList()
///   }
/// }
/// ```
///
/// New code can write the same drawer with ``SwiftUI/View/bottomDrawer(selection:detents:content:)``,
/// whose detents may also be heights in points, ``SheetDetent/medium``, ``SheetDetent/large`` or
/// computed ones. It is also the one to use for effects on the content beside the drawer: as a
/// view of its own in a `ZStack`, `BottomDrawer` cannot reach its siblings, so
/// ``SwiftUI/View/sheetBackgroundBlur(radius:)``, ``SheetProgress`` and a
/// ``BottomSheetReader`` apply to nothing beside it; with the modifier they apply to the view it
/// modifies.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct BottomDrawer<Content: View>: View {
  @Binding private var detent: CGFloat
  private let detents: [CGFloat]
  private let content: Content

  /// Creates a drawer.
  ///
  /// - Parameters:
  ///   - detent: The fraction of the container height the drawer rests at; the drawer sets it when
  ///     it comes to rest, and moves when the app sets it to one of `detents`.
  ///   - detents: Fractions of the container height (unitless, greater than 0) the drawer may rest
  ///     at, in any order.
  ///   - content: The drawer's content, below its grabber.
  public init(
    detent: Binding<CGFloat>, detents: [CGFloat] = [0.16, 0.5, 0.88], @ViewBuilder content: () -> Content
  ) {
    _detent = detent
    self.detents = detents
    self.content = content()
  }

  public var body: some View {
    Color.clear
      .modifier(
        SheetPresenter(
          kind: .drawer, detents: SheetDetentConversion.detents(fractions: detents),
          selection: $detent.fractionDetent, detentSpace: .available, sheetContent: { content }))
  }
}
