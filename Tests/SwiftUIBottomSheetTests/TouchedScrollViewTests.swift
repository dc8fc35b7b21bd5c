import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The scroll view a touch holds or frees, from the touched view's chain of superviews.
@Suite("Touched scroll view")
struct TouchedScrollViewTests {
  typealias Walk = SheetTouchedScrollView
  typealias Candidate = SheetTouchedScrollView.Candidate

  static let vertical = Walk.Axes(vertical: true, horizontal: false)
  static let horizontal = Walk.Axes(vertical: false, horizontal: true)
  static let neither = Walk.Axes(vertical: false, horizontal: false)

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a row inside a List's collection view: that collection view, found by the probe or not")
  func listRow() {
    let chain: [Walk.Link] = [.scrollView(Candidate(axes: Self.vertical)), .cardRoot]
    #expect(Walk.index(in: chain, axis: .vertical, for: .main) == 0)
    let found: [Walk.Link] = [.scrollView(Candidate(axes: Self.vertical, foundBy: .main)), .cardRoot]
    #expect(Walk.index(in: found, axis: .vertical, for: .main) == 0)
    #expect(Walk.index(in: chain, axis: .horizontal, for: .region("categories")) == nil, "no sideways scroll view")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a categories row inside a vertical list: the row sideways, the list for the handoff")
  func horizontalRowInList() {
    let chain: [Walk.Link] = [
      .scrollView(Candidate(axes: Self.horizontal, foundBy: .region("categories"))),
      .scrollView(Candidate(axes: Self.vertical, foundBy: .main)),
      .cardRoot,
    ]
    #expect(Walk.index(in: chain, axis: .horizontal, for: .region("categories")) == 0)
    #expect(Walk.index(in: chain, axis: .vertical, for: .main) == 1)
    let unfound: [Walk.Link] = [
      .scrollView(Candidate(axes: Self.horizontal)), .scrollView(Candidate(axes: Self.vertical)), .cardRoot,
    ]
    #expect(Walk.index(in: unfound, axis: .horizontal, for: .region("categories")) == 0, "no probe needed")
    #expect(Walk.index(in: unfound, axis: .vertical, for: .main) == 1)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a touch on the header: no scroll view on the chain, none taken")
  func header() {
    #expect(Walk.index(in: [.cardRoot], axis: .vertical, for: .main) == nil)
    #expect(Walk.index(in: [], axis: .vertical, for: .main) == nil, "a touch with no view")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a scroll view the card is in is not taken: outside the card, or above its root")
  func outsideTheCard() {
    let paging: [Walk.Link] = [.scrollView(Candidate(axes: Self.vertical, isInCard: false)), .cardRoot]
    #expect(Walk.index(in: paging, axis: .vertical, for: .main) == nil)
    let aboveRoot: [Walk.Link] = [.cardRoot, .scrollView(Candidate(axes: Self.vertical))]
    #expect(Walk.index(in: aboveRoot, axis: .vertical, for: .main) == nil)
    let header: [Walk.Link] = [.scrollView(Candidate(axes: Self.horizontal)), .cardRoot]
    #expect(Walk.index(in: header, axis: .vertical, for: .main) == nil, "a sideways row in the header")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a text view is passed over unless its tracker's probe found it")
  func textView() {
    let inForm: [Walk.Link] = [
      .scrollView(Candidate(axes: Self.vertical, isText: true)), .scrollView(Candidate(axes: Self.vertical)), .cardRoot,
    ]
    #expect(Walk.index(in: inForm, axis: .vertical, for: .main) == 1, "the form around it")
    let alone: [Walk.Link] = [.scrollView(Candidate(axes: Self.vertical, isText: true)), .cardRoot]
    #expect(Walk.index(in: alone, axis: .vertical, for: .main) == nil)
    let marked: [Walk.Link] = [.scrollView(Candidate(axes: Self.vertical, isText: true, foundBy: .main)), .cardRoot]
    #expect(Walk.index(in: marked, axis: .vertical, for: .main) == 0, "TextEditor().sheetScrollHandoff()")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("another tracker's scroll view along the axis ends the walk; across it, the walk goes on")
  func anotherTrackers() {
    let secondList: [Walk.Link] = [
      .scrollView(Candidate(axes: Self.vertical, foundBy: .region("side"))),
      .scrollView(Candidate(axes: Self.vertical, foundBy: .main)), .cardRoot,
    ]
    #expect(Walk.index(in: secondList, axis: .vertical, for: .main) == nil)
    #expect(Walk.index(in: secondList, axis: .vertical, for: .region("side")) == 0)
    let still: [Walk.Link] = [
      .scrollView(Candidate(axes: Self.neither)), .scrollView(Candidate(axes: Self.vertical)), .cardRoot,
    ]
    #expect(Walk.index(in: still, axis: .vertical, for: .main) == 1, "a scroll view that does not scroll")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the axes from the scroll view's sizes, insets, forced bounce and enabled state")
  func axes() {
    // An iPhone 15 list: 2000 points of rows in a 600-point viewport, 393 wide.
    var list = Walk.Metrics(contentWidth: 393, contentHeight: 2000, boundsWidth: 393, boundsHeight: 600)
    #expect(Walk.scrollAxes(list) == Self.vertical)
    list.isScrollEnabled = false
    #expect(Walk.scrollAxes(list) == Self.neither, "scrollDisabled(true)")
    // Three rows (132 points) in the same viewport: vertical only when it always bounces.
    var short = Walk.Metrics(contentWidth: 393, contentHeight: 132, boundsWidth: 393, boundsHeight: 600)
    #expect(Walk.scrollAxes(short) == Self.neither)
    short.alwaysBounceVertical = true
    #expect(Walk.scrollAxes(short) == Self.vertical)
    // 590 points of content with 20 points of inset at the bottom: longer than 600.
    var inset = Walk.Metrics(contentWidth: 393, contentHeight: 590, boundsWidth: 393, boundsHeight: 600)
    inset.insetBottom = 20
    #expect(Walk.scrollAxes(inset) == Self.vertical)
    // A categories row: 900 points of chips in 361 × 44.
    let row = Walk.Metrics(contentWidth: 900, contentHeight: 44, boundsWidth: 361, boundsHeight: 44)
    #expect(Walk.scrollAxes(row) == Self.horizontal)
    #expect(
      Walk.scrollAxes(Walk.Metrics(contentWidth: 361.4, contentHeight: 44, boundsWidth: 361, boundsHeight: 44))
        == Self.neither, "rounding")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("in the card: top at or below the card's, no wider than it, within 2 points")
  func inCard() {
    // A floating card on an iPhone 15 at the medium detent: 361 wide, top at 426.
    let card = SheetRect(x: 16, y: 426, width: 361, height: 392)
    let list = SheetViewMatching.Rect(x: 16, y: 486, width: 361, height: 600)
    #expect(Walk.liesInCard(list, card: card), "laid out taller than the card during a drag")
    #expect(Walk.liesInCard(SheetViewMatching.Rect(x: 16, y: 424.5, width: 362, height: 300), card: card), "rounding")
    #expect(!Walk.liesInCard(SheetViewMatching.Rect(x: 0, y: 0, width: 393, height: 852), card: card), "a paging view")
    #expect(!Walk.liesInCard(SheetViewMatching.Rect(x: 0, y: 426, width: 393, height: 392), card: card), "wider")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the touched scroll view wins over the probe's; the probe's is the fallback")
  func tracked() {
    #expect(Walk.tracked(touched: "walk", probed: "probe") == "walk")
    #expect(Walk.tracked(touched: nil, probed: "probe") == "probe")
    #expect(Walk.tracked(touched: "walk", probed: nil) == "walk")
    #expect(Walk.tracked(touched: String?.none, probed: nil) == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the trackers a touch serves: the touched region's and the main one, unless the region is vertical")
  func askers() {
    typealias Request = SheetTouchedScrollView.Request
    #expect(Walk.askers(touchedRegion: nil) == [Request(owner: .main, axis: .vertical)])
    #expect(
      Walk.askers(touchedRegion: ("categories", .horizontal)) == [
        Request(owner: .region("categories"), axis: .horizontal), Request(owner: .main, axis: .vertical),
      ])
    #expect(Walk.askers(touchedRegion: ("side", .vertical)) == [Request(owner: .region("side"), axis: .vertical)])
  }
}
