import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Pins `footer` to the visible bottom of the sheet this view is the content of: above the home
  /// indicator and the keyboard, at every detent, moving with the sheet (a Continue button, a
  /// toolbar), as gorhom's `footerComponent` and react-native-true-sheet's `footer` do.
  ///
  /// The footer is as wide as the card and as tall as it wants to be; the core places it
  /// (`SheetRenderPlan.footer`), leaves it out of the content's viewport (a scroll view's last
  /// rows scroll up above it) and counts it in fitted and header detents, so a fitted tray grows
  /// by its height. A drag on it moves the sheet. Apply it once, to the sheet's content; outside a
  /// sheet the footer is placed below the view.
  nonisolated public func sheetFooter<Footer: View>(@ViewBuilder _ footer: () -> Footer) -> some View {
    modifier(SheetFooterModifier(footer: footer()))
  }
}

/// Where the footer's view goes: the core's footer rectangle (container coordinates) made
/// relative to the content view it overlays, whose top-leading corner sits at `contentOrigin` in
/// the card. Points.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetFooterPlacement: Sendable, Hashable {
  /// The content view's top-leading corner in the card, in points.
  package struct Origin: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// The footer's leading edge from the content's, in points.
  package var x: Double
  /// The footer's top edge from the content's top, in points (y downward).
  package var y: Double
  /// The footer's width: the card's, in points.
  package var width: Double

  /// A placement from its parts, in points.
  package init(x: Double, y: Double, width: Double) {
    self.x = x
    self.y = y
    self.width = width
  }

  /// The placement of the plan's footer over a content view at `contentOrigin` in the card.
  package init(plan: SheetRenderPlan, contentOrigin: Origin) {
    x = plan.footer.x - plan.card.x - contentOrigin.x
    y = plan.footer.y - plan.card.y - contentOrigin.y
    width = max(0, plan.footer.width)
  }

  /// The footer height to report to the core for a measured one (points), or `nil` when there is
  /// nothing new: a measurement that is not a length, or the core's `footerHeight` already.
  package static func report(measured: Double, current: Double) -> Double? {
    guard measured.isFinite, measured >= 0, measured != current else { return nil }
    return measured
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetFooterModifier<Footer: View> {
  let footer: Footer
  @Environment(\.sheetContentDriver) private var driver
  @State private var contentOrigin = SheetFooterPlacement.Origin(x: 0, y: 0)

  init(footer: Footer) {
    self.footer = footer
  }
}

// The conformance in an extension keeps the type from being inferred main-actor isolated, so the
// `nonisolated` modifier can make it.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
extension SheetFooterModifier: ViewModifier {
  func body(content: Content) -> some View {
    if let driver {
      content
        .onGeometryChange(for: SheetFooterPlacement.Origin.self) { proxy in
          let frame = proxy.frame(in: .named(SheetCoordinateSpace.card))
          return SheetFooterPlacement.Origin(x: Double(frame.minX), y: Double(frame.minY))
        } action: { origin in
          contentOrigin = origin
        }
        .overlay(alignment: .topLeading) {
          SheetPlacedFooter(driver: driver, footer: footer, contentOrigin: contentOrigin)
        }
    } else {
      VStack(spacing: 0) {
        content
        footer
      }
    }
  }
}

/// The footer placed from the frame the card is drawn with (`SheetDriver.displayedFrame`, which
/// the display link — or on macOS the animation timeline — writes once per frame), so its offset
/// inside the content and the card's own placement come from the same instant: a clock of its own
/// (a `TimelineView` date) would displace it by the card's travel between the two times during a
/// settle (review 3, 3.7). Its body is the one that runs per frame; the content's does not.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetPlacedFooter<Footer: View>: View {
  let driver: SheetDriver
  let footer: Footer
  let contentOrigin: SheetFooterPlacement.Origin

  var body: some View {
    let placement = SheetFooterPlacement(plan: driver.displayedFrame.plan, contentOrigin: contentOrigin)
    footer
      .frame(width: CGFloat(placement.width))
      .fixedSize(horizontal: false, vertical: true)
      .onGeometryChange(for: Double.self) { proxy in
        Double(proxy.size.height)
      } action: { height in
        if let height = SheetFooterPlacement.report(measured: height, current: driver.state.footerHeight) {
          driver.apply(.footerHeight(height))
        }
      }
      .offset(x: CGFloat(placement.x), y: CGFloat(placement.y))
  }
}
