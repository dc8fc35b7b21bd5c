import SwiftUI

/// The three kinds of sheet the layer presents.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetKind: Sendable, Hashable {
  /// Non-modal, always shown, over content that stays interactive (`bottomDrawer`).
  case drawer
  /// Modal, presented and dismissed (`bottomSheet`).
  case modal
  /// Modal, as tall as its content (`fittedTray`).
  case tray

  /// Whether the sheet is presented modally.
  package var isModal: Bool { self != .drawer }
}

/// An action ``View/onSheetEvent(_:)`` registered.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetEventHandler {
  package let action: (SheetEvent) -> Void
}

/// An action ``View/onSheetRecording(_:)`` registered.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetRecordingHandler {
  package let action: (SheetRecording) -> Void
}

/// Every option a sheet reads from the environment, with its default.
///
/// Each option modifier (``View/sheetStyle(_:)``, ``View/sheetSpring(_:)``, …) writes one field of
/// the value in the environment of the views it modifies (of ``settings``, the same closure that
/// writes the content's preference); a sheet reads the value where it is presented. No object is
/// shared: a subtree's options never leak to its siblings.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetOptions {
  /// The equatable options, each `nil` until a modifier sets it: the same value a sheet's content
  /// carries up by preference (``SheetContentOptions``), so both places are set by one closure and
  /// combined by one merge. The properties below read them with their defaults.
  package var settings = SheetContentOptions()
  package var background: AnyShapeStyle?
  package var eventHandlers: [SheetEventHandler] = []
  package var recordingHandlers: [SheetRecordingHandler] = []
  /// The gesture rules (handoff, drag area, live target, dismissal confirmation).
  package var gestures = SheetGestureSettings()
  /// The app's answer to a dismissal attempt (``View/sheetDismissalConfirmation(_:shouldDismiss:)``).
  package var dismissalQuestion: (@MainActor () async -> Bool)?

  package var style: SheetStyle {
    get { settings.style ?? .standard }
    set { settings.style = newValue }
  }
  /// The content mode set, or the kind's default: ``SheetContentMode/fitToBounds`` for modal
  /// sheets and trays (as Apple's sheets resize their content), ``SheetContentMode/static`` for
  /// drawers.
  package func contentMode(kind: SheetKind) -> SheetContentMode {
    settings.contentMode ?? (kind.isModal ? .fitToBounds : .static)
  }
  package var grabber: Visibility {
    get { settings.grabber ?? .automatic }
    set { settings.grabber = newValue }
  }
  /// Points, or `nil` for the style's default.
  package var cornerRadius: CGFloat? {
    get { (settings.cornerRadius ?? nil).map { CGFloat($0) } }
    set { settings.cornerRadius = .some(newValue.map { Double($0) }) }
  }
  package var spring: SheetSpring {
    get { settings.spring ?? .sheet }
    set { settings.spring = newValue }
  }
  package var snapping: SnappingMode {
    get { settings.snapping ?? .projected }
    set { settings.snapping = newValue }
  }
  package var backgroundInteraction: SheetBackgroundInteraction {
    get { settings.backgroundInteraction ?? .automatic }
    set { settings.backgroundInteraction = newValue }
  }
  /// In [0, 1], or `nil` for the core's default.
  package var scrimOpacity: Double? {
    get { settings.scrimOpacity }
    set { settings.scrimOpacity = newValue }
  }
  /// Points.
  package var backgroundBlurRadius: CGFloat {
    get { CGFloat(settings.backgroundBlurRadius ?? 0) }
    set { settings.backgroundBlurRadius = Double(newValue) }
  }
  package var keyboardPolicy: KeyboardPolicy {
    get { settings.keyboardPolicy ?? .lift }
    set { settings.keyboardPolicy = newValue }
  }
  package var isDismissalDisabled: Bool {
    get { settings.isDismissalDisabled ?? false }
    set { settings.isDismissalDisabled = newValue }
  }
  /// Whether the content a modal sheet is presented over steps back as it presents
  /// (``View/sheetScalesBackground(_:)``).
  package var scalesBackground: Bool {
    get { settings.scalesBackground ?? false }
    set { settings.scalesBackground = newValue }
  }
  /// VoiceOver's names for detents, by detent id (``View/sheetAccessibilityNames(_:)``).
  package var accessibilityNames: [String: String] {
    get { settings.accessibilityNames ?? [:] }
    set { settings.accessibilityNames = newValue }
  }
  #if !os(visionOS)
    package var sensoryFeedback: SensoryFeedback? {
      get { settings.sensoryFeedback ?? nil }
      set { settings.sensoryFeedback = .some(newValue) }
    }
  #endif

  /// The defaults.
  package init() {}

  /// The core's configuration for a sheet of `kind` with these options.
  ///
  /// - Parameters:
  ///   - kind: The kind of sheet: only modal sheets and trays may be dismissed by a drag, unless
  ///     dismissal is disabled.
  ///   - detents: The detent list, as the sheet's API received it.
  ///   - initialDetent: The id of the detent to start (and present) at, or `nil` for the lowest.
  ///   - reduceMotion: The environment's Reduce Motion setting.
  ///   - detentSpace: How the detents are measured: ``DetentSpace/safeArea`` (UIKit's) for the
  ///     layer's modifiers, ``DetentSpace/available`` for ``BottomDrawer`` (the Bottom Drawer
  ///     component's).
  ///   - isRegularWidth: Whether the environment's horizontal size class is `.regular`: the card
  ///     then has a bounded width (``SheetStyle/regularWidth(alignment:maximumWidth:)``).
  package func configuration(
    kind: SheetKind, detents: [SheetDetent], initialDetent: String?, reduceMotion: Bool,
    detentSpace: DetentSpace = .safeArea, isRegularWidth: Bool = false
  ) -> SheetConfiguration {
    var configuration = SheetConfiguration(
      detents: detents,
      initialDetent: initialDetent,
      allowsDismissal: kind.isModal && !isDismissalDisabled,
      spring: spring,
      snapping: SnappingRule(mode: snapping),
      keyboardPolicy: keyboardPolicy,
      reduceMotion: reduceMotion,
      detentSpace: detentSpace,
      style: style.cardStyle(cornerRadius: cornerRadiusPoints, isRegularWidth: isRegularWidth),
      touchSlop: Self.touchSlop)
    configuration.accessibilityNames = accessibilityNames
    configuration.scalesBackground = kind.isModal && scalesBackground
    return gestures.applied(to: configuration)
  }

  /// The touch slop the layer gives the core, in points: a press on a resting sheet that travels
  /// less is a tap (it reaches the content's buttons and begins no drag), one that travels it
  /// sideways is the content's (a carousel). UIKit's scroll views use about 10 points.
  package static let touchSlop = 10.0

  /// Whether the grabber shows: as set, or, when automatic, when the sheet can be resized or
  /// dismissed by a drag.
  package func showsGrabber(kind: SheetKind, detentCount: Int) -> Bool {
    switch grabber {
    case .visible: return true
    case .hidden: return false
    case .automatic: return detentCount > 1 || (kind.isModal && !isDismissalDisabled)
    }
  }

  /// The corner radius in points, or `nil` for the style's default.
  package var cornerRadiusPoints: Double? {
    guard let cornerRadius else { return nil }
    let value = Double(cornerRadius)
    return value.isFinite ? max(0, value) : nil
  }
}

/// The options a sheet's content sets for the sheet it is in, carried up by a preference as
/// SwiftUI's `presentation…` modifiers are: each is `nil` where the content sets nothing, and a
/// value here wins over the one in the environment where the sheet is presented (which holds the
/// same value, ``SheetOptions/settings``).
///
/// The background (``View/sheetBackground(_:)``) and event actions (``View/onSheetEvent(_:)``)
/// are not carried: a preference SwiftUI compares needs equatable values, and shape styles and
/// closures are not. They apply where the sheet is presented.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetContentOptions: Sendable, Equatable {
  package var style: SheetStyle?
  package var grabber: Visibility?
  package var cornerRadius: Double??
  package var spring: SheetSpring?
  package var snapping: SnappingMode?
  package var backgroundInteraction: SheetBackgroundInteraction?
  package var scrimOpacity: Double?
  package var backgroundBlurRadius: Double?
  package var keyboardPolicy: KeyboardPolicy?
  package var isDismissalDisabled: Bool?
  package var scalesBackground: Bool?
  package var contentMode: SheetContentMode?
  package var accessibilityNames: [String: String]?
  #if !os(visionOS)
    package var sensoryFeedback: SensoryFeedback??
  #endif

  /// No options set.
  package init() {}

  /// Combines the options of sibling views: a field set by `next` wins.
  package mutating func merge(_ next: SheetContentOptions) {
    style = next.style ?? style
    grabber = next.grabber ?? grabber
    cornerRadius = next.cornerRadius ?? cornerRadius
    spring = next.spring ?? spring
    snapping = next.snapping ?? snapping
    backgroundInteraction = next.backgroundInteraction ?? backgroundInteraction
    scrimOpacity = next.scrimOpacity ?? scrimOpacity
    backgroundBlurRadius = next.backgroundBlurRadius ?? backgroundBlurRadius
    keyboardPolicy = next.keyboardPolicy ?? keyboardPolicy
    isDismissalDisabled = next.isDismissalDisabled ?? isDismissalDisabled
    scalesBackground = next.scalesBackground ?? scalesBackground
    contentMode = next.contentMode ?? contentMode
    accessibilityNames = next.accessibilityNames ?? accessibilityNames
    #if !os(visionOS)
      sensoryFeedback = next.sensoryFeedback ?? sensoryFeedback
    #endif
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension SheetOptions {
  /// These options with those a sheet's content set put over them, field by field.
  package func overridden(by content: SheetContentOptions) -> SheetOptions {
    var options = self
    options.settings.merge(content)
    return options
  }
}

/// Carries ``SheetContentOptions`` from a sheet's content up to the sheet.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetContentOptionsKey: PreferenceKey {
  package static var defaultValue: SheetContentOptions { SheetContentOptions() }
  package static func reduce(value: inout SheetContentOptions, nextValue: () -> SheetContentOptions) {
    value.merge(nextValue())
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct SheetOptionsKey: EnvironmentKey {
  static var defaultValue: SheetOptions { SheetOptions() }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  /// The sheet options in effect for the views below.
  package var sheetOptions: SheetOptions {
    get { self[SheetOptionsKey.self] }
    set { self[SheetOptionsKey.self] = newValue }
  }
}
