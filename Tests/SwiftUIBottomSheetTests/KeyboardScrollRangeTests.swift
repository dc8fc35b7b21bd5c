import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// The core's scroll range while a keyboard shows, against the scroll view's own (eighth review,
/// 3.4): the layer pads the content column by the part the keyboard covers, the scroll view
/// shrinks and reports its shorter bounds, and the core's largest offset must still be the
/// scroll view's (its content height less its bounds height), not longer by the keyboard twice.
///
/// The numbers are an iPhone 15's: an 852-point container, safe-area insets 59 and 34, a
/// 336-point keyboard. The scroll view sits 21 points below the column's top (the grabber's row)
/// and fills the column down to its bottom padding, as a `List` does in the column
/// (`SheetContentLayout`); that is the viewport its probe reports (`SheetScrollViewTracker`:
/// the scroll view's bounds).
@Suite("Keyboard and the scroll range")
@MainActor
struct KeyboardScrollRangeTests {
  private static let container = SheetContainer(
    height: 852, width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3)
  /// The scroll view's top below the column's top, in points.
  private static let listTop = 21.0

  /// One case: a sheet, its content mode, the form's height, and the scroll view's bounds and
  /// largest offset once the keyboard shows (points).
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var detents: [SheetDetent]
    var initialDetent: String
    /// ``SheetContentMode/fitToBounds`` (a modal's) or ``SheetContentMode/static`` (a drawer's).
    var fitsToBounds: Bool
    var formHeight: Double
    var viewportWithKeyboard: Double
    /// The core's largest offset once the keyboard shows, before the scroll view reports its new
    /// bounds: the core's own rule, which measures the keyboard's overlap at the highest detent,
    /// on the content height converted before (`nil`: not checked, the report corrects it).
    var rangeBeforeReport: Double?
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    // .large cannot rise: the column (793) is padded by 852 − 516 = 336, the list shows
    // 793 − 21 − 336 = 436 of the 600-point form.
    Case(
      name: "modal at .large", detents: [.large], initialDetent: "large", fitsToBounds: true, formHeight: 600,
      viewportWithKeyboard: 436, rangeBeforeReport: 164),
    // 0.88 rises 43.33 to the maximum height (793): the same column and padding as .large.
    Case(
      name: "drawer at 0.88", detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "fraction(0.88)",
      fitsToBounds: false, formHeight: 600, viewportWithKeyboard: 436, rangeBeforeReport: 164),
    // .medium rises by the whole keyboard (426 → 762, top 90); the static column is laid out at
    // the highest card (793), so it is padded by 90 + 793 − 516 = 367 and the list shows 405.
    // Until the list reports that, the core's range is 1200 − (694.67 − 258.67): its overlap at
    // 0.88, which rises 43.33 of the keyboard and keeps 34 clear.
    Case(
      name: "drawer lifted at .medium", detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium",
      fitsToBounds: false, formHeight: 1200, viewportWithKeyboard: 405, rangeBeforeReport: 764),
    // A modal at .medium rises by the whole keyboard too (top 90); its fitted column grows with
    // the card to 762 and is padded by 336, so the list grows from 371 to 405. Before the list
    // reports that, the core's range is 531 (the content height converted for the 371-point
    // list, less 436), not UIKit's 195.
    Case(
      name: "modal lifted at .medium", detents: [.medium, .large], initialDetent: "medium", fitsToBounds: true,
      formHeight: 600, viewportWithKeyboard: 405, rangeBeforeReport: nil),
  ]

  @available(iOS 17, macOS 14, visionOS 1, *)
  private func driver(_ item: Case) -> SheetDriver {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: item.detents, initialDetent: item.initialDetent, reduceMotion: true),
      presented: true)
    driver.containerChanged(Self.container)
    driver.contentGeometryChanged(mode: item.fitsToBounds ? .fitToBounds : .static, leading: 0, trailing: 0)
    driver.scrollHandoffBegan(.uiKit, owner: nil)
    driver.scrollTopChanged(Self.listTop)
    return driver
  }

  /// The scroll view's bounds height as SwiftUI lays the column out now, in points.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func listViewport(_ driver: SheetDriver) -> Double {
    driver.contentLayout.height - Self.listTop - driver.contentLayout.bottomPadding
  }

  /// What the scroll view's probe reports after a layout: its content and its bounds.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func reportMetrics(_ driver: SheetDriver, formHeight: Double) {
    driver.scrollMetricsChanged(SheetScrollMetrics(contentHeight: formHeight, viewportHeight: listViewport(driver)))
  }

  /// UIKit's keyboard notification for a 336-point keyboard, then frames until the sheet rests.
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func showKeyboard(_ driver: SheetDriver) {
    driver.keyboardChanged(SheetKeyboardConversion.input(height: 336, duration: 0, curveRawValue: 7))
    for _ in 0..<3 { driver.tick(at: driver.state.time + 0.5) }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("keyboard up, metrics refreshed: the core's largest offset is the scroll view's", arguments: cases)
  func rangeMatchesScrollView(_ item: Case) {
    let driver = driver(item)
    reportMetrics(driver, formHeight: item.formHeight)
    #expect(abs(driver.state.maximumScrollOffset - max(0, item.formHeight - listViewport(driver))) < 1e-6)
    showKeyboard(driver)
    #expect(driver.targetDetentID == item.initialDetent)
    #expect(abs(listViewport(driver) - item.viewportWithKeyboard) < 1e-6, "the layout the case describes")
    if let range = item.rangeBeforeReport {
      #expect(abs(driver.state.maximumScrollOffset - range) < 1e-6, "before the list reports")
    }
    reportMetrics(driver, formHeight: item.formHeight)
    let scrollViews = item.formHeight - item.viewportWithKeyboard
    #expect(
      abs(driver.state.maximumScrollOffset - scrollViews) < 1e-6,
      "core \(driver.state.maximumScrollOffset), scroll view \(scrollViews)")
    // A second report of the same bounds changes nothing.
    reportMetrics(driver, formHeight: item.formHeight)
    #expect(abs(driver.state.maximumScrollOffset - scrollViews) < 1e-6)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the keyboard hides again: the range is the scroll view's without it", arguments: cases)
  func rangeAfterKeyboardHides(_ item: Case) {
    let driver = driver(item)
    reportMetrics(driver, formHeight: item.formHeight)
    let before = driver.state.maximumScrollOffset
    showKeyboard(driver)
    reportMetrics(driver, formHeight: item.formHeight)
    driver.keyboardChanged(SheetKeyboardConversion.input(height: 0, duration: 0, curveRawValue: 7))
    for _ in 0..<3 { driver.tick(at: driver.state.time + 0.5) }
    reportMetrics(driver, formHeight: item.formHeight)
    #expect(abs(driver.state.maximumScrollOffset - before) < 1e-6)
    #expect(abs(driver.state.maximumScrollOffset - max(0, item.formHeight - listViewport(driver))) < 1e-6)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a field near the form's end, focused before the keyboard, ends above it", arguments: cases)
  func focusedFieldNearEnd(_ item: Case) {
    let driver = driver(item)
    reportMetrics(driver, formHeight: item.formHeight)
    // The second-to-last of the form's 44-point rows, 12 points above its end.
    let field = (y: item.formHeight - 100, height: 44.0)
    driver.apply(.focus(y: field.y, height: field.height))
    for _ in 0..<3 { driver.tick(at: driver.state.time + 0.5) }
    showKeyboard(driver)
    reportMetrics(driver, formHeight: item.formHeight)
    for _ in 0..<3 { driver.tick(at: driver.state.time + 0.5) }
    let offset = driver.state.scrollOffset
    let viewport = listViewport(driver)
    #expect(offset <= max(0, item.formHeight - viewport) + 1e-6, "within the scroll view's range")
    #expect(field.y >= offset - 1e-6, "its top is not above the list's top")
    #expect(field.y + field.height <= offset + viewport + 1e-6, "its bottom is above the keyboard")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("keyboard up at .medium with the first field focused, then the last: it ends above the keyboard")
  func focusMovesToLastField() {
    let item = Self.cases[2]  // the drawer lifted at .medium
    let driver = driver(item)
    reportMetrics(driver, formHeight: item.formHeight)
    driver.apply(.focus(y: 0, height: 44))
    showKeyboard(driver)
    reportMetrics(driver, formHeight: item.formHeight)
    #expect(driver.targetDetentID == "medium")
    driver.apply(.focus(y: item.formHeight - 56, height: 44))
    for _ in 0..<3 { driver.tick(at: driver.state.time + 0.5) }
    reportMetrics(driver, formHeight: item.formHeight)
    let offset = driver.state.scrollOffset
    let viewport = listViewport(driver)
    #expect(abs(driver.state.maximumScrollOffset - (item.formHeight - viewport)) < 1e-6)
    #expect(offset <= item.formHeight - viewport + 1e-6)
    #expect(item.formHeight - 12 <= offset + viewport + 1e-6, "the field's bottom is above the keyboard")
  }
}
