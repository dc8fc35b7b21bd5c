/// Which `UIScrollView` a touch on the sheet holds or frees: the one under the finger, found by
/// walking the touched view's superviews, as FluidGroup's
/// swiftui-scrollview-interoperable-drag-gesture finds the scroll view of a drag
/// (`UIEvent.findScrollView`, walking the first touch's view chain).
///
/// The walk rests on documented API only: `UITouch.view` is "the view to which touches are being
/// delivered, if any" (developer.apple.com/documentation/uikit/uitouch/view), and
/// `UIView.superview` is "the receiver's superview, or `nil` if it has none"
/// (developer.apple.com/documentation/uikit/uiview/superview). At the sheet pan's `touchesBegan`
/// the view is the hit-tested view the touch went down on, so its chain of superviews holds every
/// scroll view the finger is in, nearest first. What it cannot say is which SwiftUI view a scroll
/// view stands for: that a `List` or a `ScrollView` is backed by a `UIScrollView` at all is not
/// documented (Apple's *Lists* and *Scroll views* pages describe containers that scroll, and name
/// no UIKit class).
///
/// The rules, for one tracker (the content's main scroll view, or a region of
/// ``SwiftUI/View/sheetScrollHandoff(id:axis:)``) asking along one axis:
/// - the nearest scroll view on the chain that scrolls along the axis (``scrollAxes(_:)``) is taken;
/// - the walk stops at the card's root (the sheet pan's view) and at the first scroll view that
///   does not lie in the card (``liesInCard(_:card:)``): nothing outside the card is taken, such
///   as a paging view the sheet is in;
/// - a text view (`UITextView`, which is a `UIScrollView`) is passed over unless this tracker's
///   probe found it: a `TextEditor` in a row is not the list, and the list around it is taken;
/// - a scroll view another tracker's probe found, that scrolls along the axis, ends the walk with
///   none: the finger is in that tracker's scroll view, not this one's.
///
/// The probe's frame match (``SheetViewMatching/match(probe:candidates:)``) stays for what the walk
/// cannot answer: the scroll view of each tracker before any touch (its content size and the
/// offset the core needs), and the fallback when the walk finds none. When both exist the walk's
/// wins (``tracked(touched:probed:)``).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetTouchedScrollView {
  /// A tracker of the sheet's scroll views.
  package enum Owner: Sendable, Hashable {
    /// The content's main scroll view (``SwiftUI/View/sheetScrollHandoff()``).
    case main
    /// The region with this id (``SwiftUI/View/sheetScrollHandoff(id:axis:)``).
    case region(String)
  }

  /// The directions a scroll view scrolls in.
  package struct Axes: Sendable, Hashable {
    package var vertical: Bool
    package var horizontal: Bool

    /// Axes from whether it scrolls vertically and horizontally.
    package init(vertical: Bool, horizontal: Bool) {
      self.vertical = vertical
      self.horizontal = horizontal
    }

    /// Whether it scrolls along `axis`.
    package func contains(_ axis: SheetScrollRegion.Axis) -> Bool {
      axis == .vertical ? vertical : horizontal
    }
  }

  /// One scroll view on the touched view's chain of superviews.
  package struct Candidate: Sendable, Hashable {
    /// The directions it scrolls in (``scrollAxes(_:)``).
    package var axes: Axes
    /// Whether it is a text view (`UITextView`).
    package var isText: Bool
    /// The tracker whose probe found it, if any.
    package var foundBy: Owner?
    /// Whether it lies in the card (``liesInCard(_:card:)``).
    package var isInCard: Bool

    /// A candidate from what the walk read of it.
    package init(axes: Axes, isText: Bool = false, foundBy: Owner? = nil, isInCard: Bool = true) {
      self.axes = axes
      self.isText = isText
      self.foundBy = foundBy
      self.isInCard = isInCard
    }
  }

  /// A view on the chain that matters to the choice, from the touched view up.
  package enum Link: Sendable, Hashable {
    /// A `UIScrollView` (views of other kinds are left out of the chain).
    case scrollView(Candidate)
    /// The card's root: the first view holding the container's probe
    /// (``SheetPanAnchor/walkStops(chainIndex:)``). The walk goes no higher.
    case cardRoot
  }

  /// The scroll view `owner` takes along `axis` from a touch whose chain is `chain`.
  ///
  /// - Parameters:
  ///   - chain: The scroll views from the touched view up (the touched view first, when it is one),
  ///     and the card's root where the walk reaches it.
  ///   - axis: Vertical for the scroll handoff, horizontal for a region that scrolls sideways.
  ///   - owner: The tracker that asks.
  /// - Returns: The index in `chain` of the scroll view taken, or `nil`.
  /// - Complexity: O(*n*) in the chain's length.
  package static func index(in chain: [Link], axis: SheetScrollRegion.Axis, for owner: Owner) -> Int? {
    for (index, link) in chain.enumerated() {
      guard case .scrollView(let candidate) = link else { return nil }
      guard candidate.isInCard else { return nil }
      guard candidate.axes.contains(axis) else { continue }
      if let other = candidate.foundBy, other != owner { return nil }
      if candidate.isText && candidate.foundBy != owner { continue }
      return index
    }
    return nil
  }

  /// What a scroll view's documented properties say about the directions it scrolls in: along an
  /// axis when scrolling is enabled and its content, with the adjusted insets, is longer than its
  /// bounds, or when it always bounces along that axis (UIScrollView's `isScrollEnabled`,
  /// `contentSize`, `adjustedContentInset`, `alwaysBounceVertical`, `alwaysBounceHorizontal`).
  ///
  /// SwiftUI sets the bounce of a `ScrollView` from its axes and `scrollBounceBehavior(_:axes:)`
  /// (`.always` "always bounces along the specified axis, regardless of the size of the content"),
  /// so a short list still counts along its axis; how SwiftUI maps that to UIKit's properties is
  /// not documented, hence the size test beside it.
  ///
  /// - Parameter metrics: The scroll view's values, in points.
  package static func scrollAxes(_ metrics: Metrics) -> Axes {
    guard metrics.isScrollEnabled else { return Axes(vertical: false, horizontal: false) }
    let tolerance = 0.5
    let contentHeight = metrics.contentHeight + metrics.insetTop + metrics.insetBottom
    let contentWidth = metrics.contentWidth + metrics.insetLeft + metrics.insetRight
    return Axes(
      vertical: metrics.alwaysBounceVertical || contentHeight > metrics.boundsHeight + tolerance,
      horizontal: metrics.alwaysBounceHorizontal || contentWidth > metrics.boundsWidth + tolerance)
  }

  /// A scroll view's values that tell the directions it scrolls in, in points.
  package struct Metrics: Sendable, Hashable {
    package var contentWidth: Double
    package var contentHeight: Double
    package var boundsWidth: Double
    package var boundsHeight: Double
    package var insetTop = 0.0
    package var insetLeft = 0.0
    package var insetBottom = 0.0
    package var insetRight = 0.0
    package var alwaysBounceVertical = false
    package var alwaysBounceHorizontal = false
    package var isScrollEnabled = true

    /// Metrics from the content's and the bounds' sizes, with no insets and no forced bounce.
    package init(contentWidth: Double, contentHeight: Double, boundsWidth: Double, boundsHeight: Double) {
      self.contentWidth = contentWidth
      self.contentHeight = contentHeight
      self.boundsWidth = boundsWidth
      self.boundsHeight = boundsHeight
    }
  }

  /// How far a scroll view's edges may pass the card's and it still lies in the card, in points.
  package static let tolerance = 2.0

  /// Whether a scroll view with `frame` lies in the card: its top edge at or below the card's and
  /// no wider than the card, within ``tolerance``.
  ///
  /// Its bottom edge is not tested (while the sheet is dragged the content may be laid out taller
  /// than the card, ``SheetContentLayout``), nor its x (the core's card is in left-to-right
  /// coordinates): a scroll view the card is in — a paging view, a list the sheet was put in — is
  /// taller than the card from above or wider.
  ///
  /// - Parameters:
  ///   - frame: The scroll view's frame in the sheet's container, in points.
  ///   - card: The card's rectangle in the container (the core's render plan), in points.
  package static func liesInCard(_ frame: SheetViewMatching.Rect, card: SheetRect) -> Bool {
    frame.y >= card.y - tolerance && frame.width <= card.width + tolerance
  }

  /// The scroll view a tracker holds or frees: the one the walk found under the last touch
  /// (`touched`), while it is still in the window, over the one its probe found (`probed`).
  ///
  /// - Returns: `touched` when it is not `nil`, else `probed`.
  package static func tracked<View>(touched: View?, probed: View?) -> View? {
    touched ?? probed
  }

  /// The trackers the walk of one touch serves, each with the axis it asks along: the region the
  /// core places the touch on (the core's region frames, measured by SwiftUI), along its axis, and
  /// the main scroll view, vertically, unless that region is vertical (then the region takes the
  /// handoff). A touch on a horizontal row inside the list thus frees the row sideways and holds
  /// the list while the sheet moves.
  ///
  /// - Parameter touchedRegion: The id and axis of the region under the touch, or `nil`.
  package static func askers(touchedRegion: (id: String, axis: SheetScrollRegion.Axis)?) -> [Request] {
    guard let touchedRegion else { return [Request(owner: .main, axis: .vertical)] }
    let region = Request(owner: .region(touchedRegion.id), axis: touchedRegion.axis)
    return touchedRegion.axis == .vertical ? [region] : [region, Request(owner: .main, axis: .vertical)]
  }

  /// A tracker that takes the walk's result along an axis (``askers(touchedRegion:)``).
  package struct Request: Sendable, Hashable {
    package var owner: Owner
    package var axis: SheetScrollRegion.Axis
  }
}
