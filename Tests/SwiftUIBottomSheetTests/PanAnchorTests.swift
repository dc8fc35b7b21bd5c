import Testing

@testable import SwiftUIBottomSheet

/// Which recognizers' views contain the sheet, and where the walks from a touched view stop,
/// anchored on the container's probe rather than on a recognizer's `view` (seventh review, 4.3).
@Suite("Pan anchor")
struct PanAnchorTests {
  typealias Link = SheetPanAnchor.Link

  /// A `bottomDrawer` inside a system `.sheet`: the probe, SwiftUI's wrapper of it, the sheet's
  /// hosting controller's view, the presentation's drop-shadow and transition views, the window.
  static let inSystemSheet: [Link] = [
    Link(), Link(), Link(isControllersView: true), Link(), Link(), Link(isWindow: true),
  ]

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a drawer in a system sheet: only the views above its hosting view contain it")
  func systemSheet() {
    let anchor = SheetPanAnchor(chain: Self.inSystemSheet)
    #expect(anchor.level == 2)
    let expected: [(index: Int?, contains: Bool, situation: String)] = [
      (0, false, "the probe itself"),
      (1, false, "SwiftUI's wrapper of the probe"),
      (2, false, "the hosting view: SwiftUI's own gestures of the content, a Button's"),
      (3, true, "the system sheet's dismissal pan, on its presentation's view"),
      (4, true, "the transition view, where the probe's own recognizer is"),
      (5, true, "the window"),
      (nil, false, "a view in the card, or none"),
    ]
    for row in expected {
      #expect(anchor.containsSheet(viewAt: row.index) == row.contains, "\(row.situation)")
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the nearest view controller's view is the level, not an outer one")
  func nearestController() {
    // The probe, the destination's hosting view, a navigation controller's views, the root
    // hosting view of a tab, the window.
    let chain: [Link] = [
      Link(), Link(isControllersView: true), Link(), Link(isControllersView: true), Link(isControllersView: true),
      Link(isWindow: true),
    ]
    let anchor = SheetPanAnchor(chain: chain)
    #expect(anchor.level == 1)
    #expect(!anchor.containsSheet(viewAt: 1))
    #expect(anchor.containsSheet(viewAt: 2), "the navigation controller's transition view")
    #expect(anchor.containsSheet(viewAt: 4))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("with no view controller's view, the level is the outermost view below the window")
  func noController() {
    let anchor = SheetPanAnchor(chain: [Link(), Link(), Link(), Link(isWindow: true)])
    #expect(anchor.level == 2)
    #expect(!anchor.containsSheet(viewAt: 2), "the view the probe's recognizer is on, as before")
    #expect(anchor.containsSheet(viewAt: 3))
    // Out of a window: the last superview is the level; an empty chain (no probe) has none.
    #expect(SheetPanAnchor(chain: [Link(), Link()]).level == 1)
    #expect(SheetPanAnchor(chain: [Link(isWindow: true)]).level == 0)
    #expect(SheetPanAnchor(chain: []).level == nil)
    #expect(!SheetPanAnchor(chain: []).containsSheet(viewAt: 0))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the walk stops at the probe's chain")
  func walk() {
    #expect(SheetPanAnchor.walkStops(chainIndex: 2), "the hosting view")
    #expect(SheetPanAnchor.walkStops(chainIndex: 0))
    #expect(!SheetPanAnchor.walkStops(chainIndex: nil), "a row, a cell, a list")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a system sheet's dismissal pan waits for the drawer whatever view the pan has")
  func dismissalWaits() {
    let anchor = SheetPanAnchor(chain: Self.inSystemSheet)
    let dismissal = SheetPanArbitration.OtherRecognizer(.pan, viewContainsSheet: anchor.containsSheet(viewAt: 3))
    #expect(SheetPanArbitration.requiresSheetPanToFail(dismissal))
    // A DragGesture in the card that SwiftUI attaches to the hosting view does not wait, and
    // cannot fail the sheet's pan once the sheet has the drag (sixth review, 3.3).
    let content = SheetPanArbitration.OtherRecognizer(.pan, viewContainsSheet: anchor.containsSheet(viewAt: 2))
    #expect(!SheetPanArbitration.requiresSheetPanToFail(content))
    #expect(!SheetPanArbitration.canBePrevented(by: content, sheetOwnsDrag: true))
  }
}
