import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// Where the column is laid out in the card, on an iPhone 15's numbers (the review's).
@Suite("Content layout")
struct ContentLayoutTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func modal(keyboard: Double = 0, width: Double = 393, height: Double = 852) -> SheetState {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.medium, .large], initialDetent: "medium", reduceMotion: true, detentSpace: .safeArea),
      container: SheetContainer(
        height: height, width: width, safeArea: SafeAreaInsets(top: height > width ? 59 : 0, bottom: 34), scale: 3),
      time: 0)
    if keyboard > 0 { _ = state.apply(.keyboard(height: keyboard), at: 0) }
    return state
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  private func layout(
    _ state: SheetState, _ mode: SheetContentMode, leading: Double = 0, trailing: Double = 0,
    target: Double? = nil
  ) -> SheetContentLayout {
    SheetContentLayout.layout(
      plan: state.renderPlan(), mode: mode, currentHeight: state.height,
      targetHeight: target ?? state.height(ofDetent: state.detent), keyboardHeight: state.keyboardHeight,
      container: (state.container.height, state.container.width, leading, trailing), previous: nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("at .medium, fit-to-bounds lays the Filters form out as tall as the card, not 793 points")
  func fitsTheDetent() {
    let state = modal()
    #expect(abs(state.topEdge - 438.33) < 0.01)
    let fitted = layout(state, .fitToBounds)
    #expect(abs(fitted.height - 413.67) < 0.01, "the card from its top at 438.33 to the bottom edge")
    #expect(fitted.bottomPadding == 34, "the home indicator's area")
    let fixed = layout(state, .static)
    #expect(fixed.height == 793, "the card at .large: 392 points of it below the screen's edge at .medium")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("while the sheet settles toward .large, the layout is already .large's; with no target it stays")
  func targetAndDrag() {
    var state = modal()
    _ = state.apply(.move(to: "large", animated: false), at: 1)
    #expect(layout(state, .fitToBounds).height == 793)
    // No target (moving out): the previous layout stays.
    let previous = SheetContentLayout(height: 413.67, bottomPadding: 34)
    let held = SheetContentLayout.layout(
      plan: state.renderPlan(), mode: .fitToBounds, currentHeight: state.height, targetHeight: nil,
      keyboardHeight: 0, container: (852, 393, 0, 0), previous: previous)
    #expect(held == previous)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "dragged, fit-to-bounds lays out at the next detent above the sheet, never below the rest detent",
    arguments: [
      // (#line, current height, rest height, expected): the Filters modal's .medium 413.67, .large 793.
      (#line, 413.67, 413.67, 413.67),  // at rest height: .medium's own layout, nothing new
      (#line, 414.67, 413.67, 793.0),  // 1 pt up from .medium: laid out at .large, once
      (#line, 700.0, 413.67, 793.0),  // on the way up
      (#line, 810.0, 413.67, 793.0),  // in the rubber band above .large: the highest
      (#line, 600.0, 793.0, 793.0),  // dragged down from .large: kept, no layout during the drag
      (#line, 300.0, 413.67, 413.67),  // pulled down from .medium toward dismissal: kept
    ])
  func dragTarget(_ row: (line: Int, current: Double, rest: Double, expected: Double)) {
    let target = SheetContentLayout.dragTargetHeight(
      currentHeight: row.current, detentHeights: [793, 413.67], restHeight: row.rest)
    #expect(target == row.expected, "row at line \(row.line)")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("no detents: the rest height; no rest height: the detent above")
  func dragTargetEdges() {
    #expect(SheetContentLayout.dragTargetHeight(currentHeight: 500, detentHeights: [], restHeight: 413.67) == 413.67)
    #expect(
      SheetContentLayout.dragTargetHeight(currentHeight: 500, detentHeights: [413.67, 793], restHeight: nil) == 793)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a modal at .medium dragged up 30 pt: its column is laid out as tall as the card at .large, not 413.67 pt")
  @MainActor
  func dragUpLaysOutAtLarge() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(
        detents: [.medium, .large], initialDetent: "medium", reduceMotion: true, detentSpace: .safeArea),
      presented: true)
    driver.containerChanged(
      SheetContainer(height: 852, width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3))
    driver.contentGeometryChanged(mode: .fitToBounds, leading: 0, trailing: 0)
    #expect(abs(driver.contentLayout.height - 413.67) < 0.01)
    let start = driver.state.time
    driver.touch(.touchDown(x: 200, y: 600), at: start)
    driver.touch(.touchMove(x: 200, y: 570), at: start + 0.016)
    #expect(driver.state.phase == .dragging)
    #expect(driver.contentLayout.height == 793, "no empty band under the form while it rises")
    driver.touch(.touchMove(x: 200, y: 570), at: start + 0.4)
    driver.touch(.touchUp(x: 200, y: 570), at: start + 0.45)
    // Held still, then released 20 pt above .medium: it settles back, and the layout follows the target.
    driver.advanceFrame(to: start + 5)
    #expect(abs(driver.contentLayout.height - 413.67) < 0.01)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "a modal at .large dragged down 240 pt and released toward .medium: the column never ends above the card's bottom"
  )
  @MainActor
  func settleDownKeepsTheColumnOnTheCard() {
    let driver = SheetDriver(
      configuration: SheetConfiguration(detents: [.medium, .large], initialDetent: "large", detentSpace: .safeArea),
      presented: true, isModal: true)
    driver.containerChanged(
      SheetContainer(height: 852, width: 393, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3))
    driver.contentGeometryChanged(mode: .fitToBounds, leading: 0, trailing: 0)
    #expect(driver.contentLayout.height == 793)
    let start = driver.state.time
    driver.touch(.touchDown(x: 200, y: 100), at: start)
    for step in 1...12 {
      driver.touch(.touchMove(x: 200, y: 100 + 20 * Double(step)), at: start + 0.016 * Double(step))
    }
    driver.touch(.touchUp(x: 200, y: 340), at: start + 0.2)
    #expect(driver.state.phase == .settling)
    #expect(driver.state.detent == "medium")
    // Frame by frame: the card shrinks on its spring; the column is never shorter than the card.
    var time = start + 0.2
    var bands: [Double] = []
    var layouts: Set<Double> = [driver.contentLayout.height]
    while driver.isRunning, time < start + 3 {
      time += 1.0 / 60
      driver.advanceFrame(to: time)
      let card = driver.displayedFrame.plan.card.height
      bands.append(card - driver.contentLayout.height)
      layouts.insert(driver.contentLayout.height)
    }
    #expect(driver.state.phase == .idle)
    #expect((bands.max() ?? 0) <= 1, "an empty band of \(bands.max() ?? 0) pt under the column")
    #expect(abs(driver.contentLayout.height - 413.67) < 0.01, "laid out for .medium once it rests there")
    #expect(layouts.count == 2, "two layouts: .large's, then .medium's")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the column's target: the detent at rest and settling, the next one above while dragged, kept moving out")
  func targetHeightRule() {
    let heights = [413.67, 793.0]
    func target(_ phase: SheetPhase, at height: Double, rest: Double, presented: Bool = true) -> Double? {
      SheetContentLayout.targetHeight(
        isPresented: presented, phase: phase, currentHeight: height, restHeight: rest, detentHeights: heights)
    }
    #expect(target(.idle, at: 413.67, rest: 413.67) == 413.67)
    #expect(target(.settling, at: 500, rest: 793) == 793)
    #expect(target(.settling, at: 553, rest: 413.67) == 413.67)
    #expect(target(.dragging, at: 500, rest: 413.67) == 793, "dragged: the next detent above")
    #expect(target(.settling, at: 300, rest: 413.67, presented: false) == nil, "moving out: kept")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a 336-point keyboard under a sheet at .large: the content ends on the keyboard's top, not 302 points under it")
  func keyboard() {
    var state = modal(keyboard: 336)
    _ = state.apply(.move(to: "large", animated: false), at: 1)
    #expect(state.topEdge == 59, "the lift cannot raise .large")
    let fitted = layout(state, .fitToBounds)
    #expect(fitted.height == 793)
    #expect(fitted.bottomPadding == 336, "852 − 516: the part of the column under the keyboard")
    // At .medium the lift raises the sheet by the keyboard (top 102.33); the card still reaches
    // the bottom edge behind the keyboard, so the column is padded by it and its content spans
    // the 413.67 points of .medium above the keyboard.
    let lifted = modal(keyboard: 336)
    #expect(abs(lifted.topEdge - 102.33) < 0.01)
    let raised = layout(lifted, .fitToBounds)
    #expect(raised.bottomPadding == 336)
    #expect(abs(raised.height - raised.bottomPadding - 413.67) < 0.01)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("in landscape the content keeps clear of the Dynamic Island and the rounded corners")
  func landscape() {
    let state = modal(width: 852, height: 393)
    let wide = layout(state, .fitToBounds, leading: 59, trailing: 59)
    #expect(state.renderPlan().card.x == 0)
    #expect(wide.leadingPadding == 59)
    #expect(wide.trailingPadding == 59)
  }
}
