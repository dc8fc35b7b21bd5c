/// Whether the layer tells the app, once, that ``SwiftUI/View/sheetScrollHandoff()`` found no
/// scroll view: the modifier's probe matches a `UIScrollView` by the modified view's frame
/// (``SheetViewMatching/match(probe:candidates:)``), so on a view whose body holds the scroll view
/// with other views (a search field above a `List`) it matches none, and the header's and
/// viewport's heights the core is given are that view's, not the scroll view's (seventh review,
/// 3.3). The message goes out at the first touch on the sheet that finds the main probe without a
/// match, as a `SheetEvent.diagnostic`, the channel the core uses for a configuration it
/// normalizes.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetScrollProbeCheck: Sendable, Hashable {
  /// What the diagnostic says.
  package static let message =
    "sheetScrollHandoff(): no UIScrollView has the frame of the view it modifies; apply it to the "
    + "List, Form or ScrollView itself, not to a view that holds one with other views"

  /// Whether the diagnostic went out.
  package private(set) var isReported = false

  /// A check that has reported nothing.
  package init() {}

  /// A touch went down on the sheet.
  ///
  /// - Parameters:
  ///   - marksMainScrollView: Whether a main scroll view is marked with the UIKit handoff
  ///     (``SheetScrollHandoffMode/uiKit``): its probe is on screen.
  ///   - probeFound: Whether that probe's last search matched a scroll view.
  /// - Returns: The diagnostic, the first time a marked probe has matched none; `nil` otherwise.
  package mutating func touchDown(marksMainScrollView: Bool, probeFound: Bool) -> String? {
    guard !isReported, marksMainScrollView, !probeFound else { return nil }
    isReported = true
    return Self.message
  }
}
