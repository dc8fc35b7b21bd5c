/// Where the sheet sits among the views, for the sheet pan's questions about other recognizers
/// (``SheetPanArbitration/OtherRecognizer/viewContainsSheet``) and for the walks up from a touched
/// view: anchored on the container's probe (``SheetPanHandler/container``), not on the view a
/// recognizer of the sheet's pan is attached to (seventh review, 4.3).
///
/// The probe is a `UIViewRepresentable`'s view, so it is in the hierarchy, in the sheet's
/// presentation, with the container's geometry. The sheet's pan is not on it: it is on the
/// outermost view below the window (``SheetViewMatching/hostIndex(ancestorsAreWindows:)``), above
/// a system sheet's views. So the questions start from the probe, not from the pan's `view`.
///
/// The sheet's *level* is the nearest of the probe and its ancestors that is a view controller's
/// view — the hosting controller's view the sheet's SwiftUI content is in: "`UIView` implements
/// this method and returns the `UIViewController` object that manages it (if it has one) or its
/// superview (if it doesn't)" (`UIResponder.next`,
/// developer.apple.com/documentation/uikit/uiresponder/next). A recognizer on a view strictly above
/// the level is around the sheet: a system `.sheet`'s dismissal pan, a container controller's
/// scroll view, the window's. One on the level or below it is the content's own — SwiftUI's
/// gestures of that hosting view, wherever SwiftUI attaches them inside it (not documented) — and
/// is not. With no view controller's view on the way (not seen in a SwiftUI app), the level is the
/// outermost view below the window, the view the probe's recognizer is on, as before.
///
/// Conversion rules only: no UIKit types. Not run on Apple hardware: where SwiftUI attaches the
/// recognizers is device check 3's log.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetPanAnchor: Sendable, Hashable {
  /// The index, in the probe's chain, of the sheet's level; `nil` for an empty chain.
  package let level: Int?

  /// The anchor of a probe whose chain is `chain`.
  ///
  /// - Parameter chain: For the probe and each of its ancestors above it (`UIView.superview`),
  ///   in order: whether it is a view controller's view (`next` is a `UIViewController`), and
  ///   whether it is a `UIWindow`. The walk ends at the window, or where the superviews end.
  package init(chain: [Link]) {
    if let nearest = chain.firstIndex(where: \.isControllersView) {
      level = nearest
    } else if let window = chain.firstIndex(where: \.isWindow) {
      level = max(0, window - 1)
    } else {
      level = chain.isEmpty ? nil : chain.count - 1
    }
  }

  /// One view of the probe's chain.
  package struct Link: Sendable, Hashable {
    /// Whether it is a view controller's view.
    package var isControllersView: Bool
    /// Whether it is a `UIWindow`.
    package var isWindow: Bool

    package init(isControllersView: Bool = false, isWindow: Bool = false) {
      self.isControllersView = isControllersView
      self.isWindow = isWindow
    }
  }

  /// Whether a recognizer's view contains the sheet: it is on the probe's chain strictly above the
  /// level.
  ///
  /// - Parameter index: The index of the recognizer's view in the probe's chain, or `nil` when it
  ///   is not on it (no view, a view in the card, a view elsewhere).
  package func containsSheet(viewAt index: Int?) -> Bool {
    guard let index, let level else { return false }
    return index > level
  }

  /// Whether a walk up from a touched view stops at a view, not taking it: at the first view on
  /// the probe's chain, which holds the card and the container rather than being in the card.
  /// The sheet's pan is attached to a view on that chain (the outermost below the window), so a
  /// walk never passes the pan's view. A walk that meets none runs to the window.
  ///
  /// - Parameter chainIndex: The view's index in the probe's chain, or `nil`.
  package static func walkStops(chainIndex: Int?) -> Bool {
    chainIndex != nil
  }
}
