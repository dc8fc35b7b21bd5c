import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Marks this view, in a sheet's content, as the marker `name`: the detent
  /// `SheetDetent.marker(name)` rests showing the content down to this view's bottom edge (a
  /// "peek" that ends with the first row, as react-native-true-sheet's `peek` and Silk's detent
  /// markers do).
  ///
  /// The view's bottom edge goes to the core as the sheet lays it out (`SheetInput.marker(_:bottom:)`),
  /// as the header's height does; until it first does, and after the view goes, the detent has no
  /// height and is awaited (the sheet stands in at the nearest detent). Give each marker one view.
  nonisolated public func sheetDetentMarker(_ name: String) -> some View {
    modifier(SheetDetentMarkerModifier(name: name))
  }
}

/// What a marker view reports to the core: its bottom edge in the content, from its frame in the
/// card. Points, y downward.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetMarkerReport {
  /// The marker's bottom edge below the content's top: its frame's bottom in the card
  /// (`maxY`), less the header the core counts above the content (`SheetState.headerHeight`),
  /// plus how far the content has scrolled (`SheetState.scrollOffset`); `nil` when the frame's
  /// bottom is not a number.
  package static func bottom(maxYInCard maxY: Double, headerHeight: Double, scrollOffset: Double) -> Double? {
    let bottom = maxY - headerHeight + max(0, scrollOffset)
    return bottom.isFinite ? max(0, bottom) : nil
  }

  /// Whether a marker's new position (`nil`: gone) is news for the core, which holds `current`.
  package static func isNews(_ bottom: Double?, current: Double?) -> Bool {
    bottom != current
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetDetentMarkerModifier {
  let name: String
  @Environment(\.sheetContentDriver) private var driver
  /// The marker's frame's bottom in the card as last measured, in points.
  @State private var measured: Double?

  init(name: String) {
    self.name = name
  }
}

// The conformance in an extension keeps the type from being inferred main-actor isolated, so the
// `nonisolated` modifier can make it.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
extension SheetDetentMarkerModifier: ViewModifier {
  func body(content: Content) -> some View {
    if let driver {
      let name = self.name
      content
        .onGeometryChange(for: Double.self) { proxy in
          Double(proxy.frame(in: .named(SheetCoordinateSpace.card)).maxY)
        } action: { maxY in
          measured = maxY
          report(maxY, to: driver)
        }
        .onChange(of: driver.revision) {
          // A state made anew (a sheet hidden at once and presented again) knows no marker until
          // it hears of it: the last measurement is news to it.
          if let measured, driver.state.markerBottoms[name] == nil { report(measured, to: driver) }
        }
        .onDisappear {
          if driver.state.markerBottoms[name] != nil { driver.apply(.marker(name, bottom: nil)) }
        }
    } else {
      content
    }
  }

  /// Reports the marker whose frame ends `maxY` points into the card, if that is news.
  private func report(_ maxY: Double, to driver: SheetDriver) {
    let state = driver.state
    let bottom = SheetMarkerReport.bottom(
      maxYInCard: maxY, headerHeight: state.headerHeight, scrollOffset: state.scrollOffset)
    if SheetMarkerReport.isNews(bottom, current: state.markerBottoms[name]) {
      driver.apply(.marker(name, bottom: bottom))
    }
  }
}
