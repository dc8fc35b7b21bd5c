import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

/// What the layer says to VoiceOver (the core's announcement and actions, worded from the string
/// catalog) and how it hands SwiftUI's layout direction to the core and back.
@Suite("Speech and layout direction")
@MainActor
struct SpeechAndDirectionTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  private func drawer(names: [String: String] = [:]) -> SheetDriver {
    var configuration = SheetConfiguration(
      detents: [.fraction(0.16), .medium, .fraction(0.88)], allowsDismissal: true, reduceMotion: true)
    configuration.accessibilityNames = names
    let driver = SheetDriver(configuration: configuration, presented: true)
    driver.containerChanged(SheetContainer(height: 844, scale: 3))
    _ = driver.takeEvents()
    return driver
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the core's announce is posted in the catalog's words: 'Sheet at middle, 2 of 3', then 'Sheet at top, 3 of 3'")
  func announcement() {
    let driver = drawer()
    #expect(driver.lastAnnouncement == nil)
    driver.apply(.accessibilityIncrement)
    #expect(driver.lastAnnouncement?.key == "Sheet at middle, %lld of %lld")
    #expect(driver.lastAnnouncement?.localized(in: .module) == "Sheet at middle, 2 of 3")
    driver.apply(.grabberKey(.home))
    #expect(driver.lastAnnouncement?.localized(in: .module) == "Sheet at top, 3 of 3")
    // The app's own move says nothing.
    driver.apply(.move(to: "fraction(0.16)", animated: false))
    #expect(driver.state.detent == "fraction(0.16)")
    #expect(driver.lastAnnouncement?.localized(in: .module) == "Sheet at top, 3 of 3")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the app's names are spoken as given, in the announcement and the actions")
  func names() {
    let driver = drawer(names: ["medium": "Half"])
    driver.apply(.accessibilityIncrement)
    #expect(driver.lastAnnouncement?.localized(in: .module) == "Sheet at Half, 2 of 3")
    let spoken = driver.accessibilityActions.map {
      SheetSpeech.name(of: $0, names: driver.state.configuration.accessibilityNames).localized(in: .module)
    }
    #expect(spoken == ["Expand to top", "Collapse to bottom", "Dismiss"])
    driver.apply(.accessibilityIncrement)
    let fromTop = driver.accessibilityActions.map {
      SheetSpeech.name(of: $0, names: driver.state.configuration.accessibilityNames).localized(in: .module)
    }
    #expect(fromTop == ["Collapse to Half", "Dismiss"])
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the grabber's actions follow the core: none for a sheet that is hidden")
  func actionsFollowTheCore() {
    let driver = drawer()
    #expect(driver.accessibilityActions.map(\.kind) == [.expand, .dismiss])
    driver.apply(.escape)
    #expect(driver.accessibilityActions.isEmpty)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("every phrase's key is one the catalog holds (the catalog test checks their translations)")
  func phraseKeys() {
    let places = [(1, 3), (2, 3), (3, 3)].map {
      SheetSpeech.announcement(detent: "d", position: $0.0, count: $0.1, names: [:]).key
    }
    #expect(places.allSatisfy(SheetStrings.keys.contains))
    #expect(
      SheetStrings.keys.contains(SheetSpeech.announcement(detent: "d", position: 1, count: 2, names: ["d": "x"]).key))
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("in English the catalog says what the core's English says, for every place and action")
  func sameWordsAsTheCore() {
    for names in [[:], ["medium": "Half", "fraction(0.88)": "Full"]] {
      let driver = drawer(names: names)
      for step in 0..<3 {
        let state = driver.state
        let (position, count) = state.accessibilityPosition ?? (0, 0)
        #expect(
          SheetSpeech.announcement(detent: state.detent, position: position, count: count, names: names)
            .localized(in: .module) == state.announcement(detent: state.detent, position: position, count: count),
          "step \(step)")
        for action in state.accessibilityActions {
          #expect(
            SheetSpeech.name(of: action, names: names).localized(in: .module) == state.accessibilityName(of: action))
        }
        driver.apply(.accessibilityIncrement)
      }
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("right to left: the core's container says so, and a leading card 400 wide stands at the right")
  func rightToLeft() {
    let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
    let size = CGSize(width: 820, height: 1136)
    #expect(SheetGeometry.container(size: size, safeAreaInsets: insets, scale: 2).layoutDirection == .leftToRight)
    let pad = SheetGeometry.container(size: size, safeAreaInsets: insets, scale: 2, layoutDirection: .rightToLeft)
    #expect(pad.layoutDirection == .rightToLeft && pad.width == 820 && pad.height == 1180)
    let card = SheetStyle.floating(inset: 10).regularWidth(alignment: .leading, maximumWidth: 400)
      .cardStyle(cornerRadius: nil, isRegularWidth: true)
    let state = SheetState(configuration: SheetConfiguration(detents: [.medium], style: card), container: pad)
    let plan = state.renderPlan()
    // The core's card, left to right coordinates: 820 − 10 − 400 = 410.
    #expect(plan.card.x == 410 && plan.card.width == 400)
    // SwiftUI lays out from the leading (right) edge and flips x: 10 from it.
    #expect(SheetLayout(plan: plan, style: card, container: pad).leading == 10)
    var ltr = pad
    ltr.layoutDirection = .leftToRight
    let ltrState = SheetState(configuration: SheetConfiguration(detents: [.medium], style: card), container: ltr)
    #expect(SheetLayout(plan: ltrState.renderPlan(), style: card, container: ltr).leading == 10)
    #expect(ltrState.renderPlan().card.x == 10)
  }
}
