import SwiftUI
import Testing

@testable import SwiftUIBottomSheet

@Suite("Environment options to the core's configuration")
struct OptionsTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("default options give the core's defaults, with dismissal only for modal kinds")
  func defaults() {
    let options = SheetOptions()
    let detents: [SheetDetent] = [.medium, .large]
    let drawer = options.configuration(kind: .drawer, detents: detents, initialDetent: nil, reduceMotion: false)
    // The core's defaults, but for the layer's 10-point touch slop and UIKit's detent space.
    #expect(drawer == SheetConfiguration(detents: detents, detentSpace: .safeArea, touchSlop: 10))
    let modal = options.configuration(kind: .modal, detents: detents, initialDetent: "large", reduceMotion: true)
    #expect(
      modal
        == SheetConfiguration(
          detents: detents, initialDetent: "large", allowsDismissal: true, reduceMotion: true, detentSpace: .safeArea,
          touchSlop: 10))
    var floating = options
    floating.style = .floating(inset: 12)
    floating.cornerRadius = 20
    let card = floating.configuration(kind: .drawer, detents: detents, initialDetent: nil, reduceMotion: false).style
    #expect(card == .floating(inset: 12, cornerRadius: 20))
    let tray = options.configuration(kind: .tray, detents: [.fitted], initialDetent: nil, reduceMotion: false)
    #expect(tray.allowsDismissal)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("each behaviour option reaches its field of the configuration")
  func behaviour() {
    var options = SheetOptions()
    options.spring = SheetSpring(duration: 0.3, bounce: 0.1)
    options.snapping = .sequential
    options.keyboardPolicy = .expand
    options.isDismissalDisabled = true
    let configuration = options.configuration(kind: .modal, detents: [.large], initialDetent: nil, reduceMotion: false)
    #expect(configuration.spring == SheetSpring(duration: 0.3, bounce: 0.1))
    #expect(configuration.snapping == SnappingRule(mode: .sequential))
    #expect(configuration.keyboardPolicy == .expand)
    #expect(!configuration.allowsDismissal)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "the grabber shows as set, or when the sheet can be resized or dismissed",
    arguments: [
      (Visibility.automatic, SheetKind.drawer, 1, false, false),
      (.automatic, .drawer, 3, false, true),
      (.automatic, .tray, 1, false, true),
      (.automatic, .tray, 1, true, false),
      (.automatic, .modal, 2, true, true),
      (.hidden, .modal, 3, false, false),
      (.visible, .drawer, 1, false, true),
    ])
  func grabber(visibility: Visibility, kind: SheetKind, detents: Int, dismissalDisabled: Bool, shows: Bool) {
    var options = SheetOptions()
    options.grabber = visibility
    options.isDismissalDisabled = dismissalDisabled
    #expect(options.showsGrabber(kind: kind, detentCount: detents) == shows)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a corner radius that is not a length falls back to the style's")
  func cornerRadius() {
    var options = SheetOptions()
    #expect(options.cornerRadiusPoints == nil)
    options.cornerRadius = 20
    #expect(options.cornerRadiusPoints == 20)
    options.cornerRadius = -4
    #expect(options.cornerRadiusPoints == 0)
    options.cornerRadius = .nan
    #expect(options.cornerRadiusPoints == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test(
    "background interaction chooses the undimmed detent of the core's backdrop",
    arguments: [
      (SheetBackgroundInteraction.automatic, SheetKind.drawer, "large" as String?),
      (.automatic, .modal, nil),
      (.automatic, .tray, nil),
      (.disabled, .drawer, nil),
      (.enabled, .modal, "large"),
      (.enabled(upThrough: .medium), .drawer, "medium"),
      (.enabled(upThrough: .height(120)), .modal, "height(120.0)"),
    ])
  func backdropStyle(interaction: SheetBackgroundInteraction, kind: SheetKind, undimmed: String?) {
    var options = SheetOptions()
    options.backgroundInteraction = interaction
    let style = SheetBackdropAdapter.style(options: options, kind: kind, highestDetent: "large")
    #expect(style.undimmedThrough == undimmed)
    #expect(style.maximumDimming == BackdropStyle().maximumDimming)
    #expect(style.maximumBlurRadius == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("scrim opacity and blur radius reach the backdrop style, clamped by the core")
  func scrimAndBlur() {
    var options = SheetOptions()
    options.scrimOpacity = 0.25
    options.backgroundBlurRadius = 12
    var style = SheetBackdropAdapter.style(options: options, kind: .modal, highestDetent: "large")
    #expect(style.maximumDimming == 0.25)
    #expect(style.maximumBlurRadius == 12)
    options.scrimOpacity = 3
    options.backgroundBlurRadius = -1
    style = SheetBackdropAdapter.style(options: options, kind: .modal, highestDetent: "large")
    #expect(style.maximumDimming == 1)
    #expect(style.maximumBlurRadius == 0)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("styles: floating insets are lengths")
  func styles() {
    #expect(SheetStyle.floating == .floating(inset: 16))
    #expect(SheetStyle.floating(inset: -3) == .floating(inset: 0))
    #expect(SheetStyle.floating(inset: .infinity) == .floating(inset: 0))
    #expect(SheetStyle.standard != .floating)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("options set inside the content win over the environment's, field by field, and reach the core")
  func contentOptions() {
    var environment = SheetOptions()
    environment.style = .floating
    environment.spring = SheetSpring(duration: 0.3, bounce: 0)
    environment.cornerRadius = 30
    environment.scrimOpacity = 0.6
    // Two sibling views in the content each set options; the later one wins where both do.
    var content = SheetContentOptions()
    var first = SheetContentOptions()
    first.isDismissalDisabled = true
    first.keyboardPolicy = .expand
    first.scrimOpacity = 0.1
    var second = SheetContentOptions()
    second.scrimOpacity = 0.2
    second.cornerRadius = .some(nil)  // back to the style's default
    content.merge(first)
    content.merge(second)
    let options = environment.overridden(by: content)
    #expect(options.isDismissalDisabled)
    #expect(options.keyboardPolicy == .expand)
    #expect(options.scrimOpacity == 0.2)
    #expect(options.cornerRadius == nil)
    #expect(options.style == .floating, "unset in the content: the environment's")
    #expect(options.spring == SheetSpring(duration: 0.3, bounce: 0))
    let configuration = options.configuration(kind: .modal, detents: [.large], initialDetent: nil, reduceMotion: false)
    #expect(!configuration.allowsDismissal, "dismissal disabled from inside the content")
    #expect(configuration.keyboardPolicy == .expand)
    #expect(configuration.style == .floating(inset: 16, cornerRadius: 24))
    #expect(SheetContentOptions() == SheetContentOptions())
    #expect(environment.overridden(by: SheetContentOptions()).scrimOpacity == 0.6, "nothing set: nothing changes")
  }
}

/// Options set inside a sheet's content reach it through the environment's driver.
@Suite("Content options through the driver")
@MainActor
struct ContentOptionWriterTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("each modifier's option is merged in the order they appeared, and leaves with it")
  func merged() {
    let driver = SheetDriver(configuration: SheetConfiguration(detents: [.medium, .large]), presented: false)
    final class Writer {}
    let form = Writer()
    let row = Writer()
    var dismissal = SheetContentOptions()
    dismissal.isDismissalDisabled = true
    var style = SheetContentOptions()
    style.style = .floating
    // `NavigationStack { Form { … }.sheetDismissalDisabled(hasChanges) }`: no preference crosses.
    driver.setContentOption(dismissal, from: ObjectIdentifier(form))
    driver.setContentOption(style, from: ObjectIdentifier(row))
    #expect(driver.contentOptions.isDismissalDisabled == true)
    #expect(driver.contentOptions.style == .floating)
    dismissal.isDismissalDisabled = false
    driver.setContentOption(dismissal, from: ObjectIdentifier(form))
    #expect(driver.contentOptions.isDismissalDisabled == false, "the form saved its changes")
    driver.removeContentOption(from: ObjectIdentifier(row))
    #expect(driver.contentOptions.style == nil)
    #expect(driver.contentOptions.isDismissalDisabled == false)
  }
}
