import SwiftUI

// Each option applies in two places, as SwiftUI's own presentation options do:
// - after a presenting modifier (`bottomSheet`, `bottomDrawer`, `fittedTray`) or on any view above
//   it, it goes down the environment to the sheets presented there;
// - inside a sheet's content, it reaches the sheet the content is in through the environment's
//   content driver (`sheetContentDriver`, set only where the layer builds the content column, as
//   for `sheetDetents`: a preference may not cross a NavigationStack or a List row, and would leak
//   to an enclosing sheet), and wins over the environment's (except `sheetBackground` and
//   `onSheetEvent`, which are not equatable: they apply where the sheet is presented).
// An option around a presenting modifier is therefore never a content option of the sheet that
// modifier presents (review 3, 3.1): written between `bottomDrawer` and `bottomSheet`, it is the
// drawer's, not the modal's. Inside a sheet's content it is that sheet's, and also, through the
// environment, the sheets presented below it.

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Sets the shape of sheets presented in this view: ``SheetStyle/standard`` (the default) or
  /// ``SheetStyle/floating``.
  nonisolated public func sheetStyle(_ style: SheetStyle) -> some View {
    sheetOption { $0.style = style }
  }

  /// Sets how the content of sheets presented in this view is sized in the card.
  ///
  /// - Parameter mode: ``SheetContentMode/fitToBounds`` (the default for `bottomSheet` and
  ///   `fittedTray`) lays the content out as tall as the card at the detent it rests at, once per
  ///   detent change; ``SheetContentMode/static`` (the default for `bottomDrawer`) as tall as the
  ///   card at the highest detent.
  nonisolated public func sheetContentMode(_ mode: SheetContentMode) -> some View {
    sheetOption { $0.contentMode = mode }
  }

  /// Shows or hides the grabber of sheets presented in this view.
  ///
  /// - Parameter visibility: `.automatic` (the default) shows it when the sheet has more than one
  ///   detent or can be dismissed by a drag.
  nonisolated public func sheetGrabber(_ visibility: Visibility) -> some View {
    sheetOption { $0.grabber = visibility }
  }

  /// Sets the corner radius of sheets presented in this view.
  ///
  /// - Parameter cornerRadius: Points, or `nil` for the style's (the core's
  ///   `SheetCardStyle.Defaults`): 14 (top corners) for ``SheetStyle/standard``, 24 (all corners)
  ///   for ``SheetStyle/floating``.
  nonisolated public func sheetCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    sheetOption {
      $0.cornerRadius = .some(cornerRadius.map { Double($0) })
    }
  }

  /// Sets the background of sheets presented in this view.
  ///
  /// - Parameter style: Any shape style: a material (the default is `.regularMaterial`), a color,
  ///   a gradient.
  nonisolated public func sheetBackground<S: ShapeStyle>(_ style: S) -> some View {
    transformEnvironment(\.sheetOptions) { $0.background = AnyShapeStyle(style) }
  }

  /// Sets the spring every settle of sheets presented in this view uses.
  ///
  /// The spring is SwiftUI's `Spring(duration:bounce:)` (``SheetSpring`` in the core), started
  /// with the release velocity and solved in closed form, so the motion is the same at any frame
  /// rate. The default is ``SheetSpring/sheet`` (0.45 s, bounce 0.2).
  nonisolated public func sheetSpring(_ spring: SheetSpring) -> some View {
    sheetOption { $0.spring = spring }
  }

  /// Sets how sheets presented in this view pick a detent on release.
  ///
  /// - Parameter mode: ``SnappingMode/projected`` (the default): the detent nearest where the
  ///   release velocity would carry the sheet (UIScrollView's deceleration); ``SnappingMode/sequential``:
  ///   the same, one detent at most per release.
  nonisolated public func sheetSnapping(_ mode: SnappingMode) -> some View {
    sheetOption { $0.snapping = mode }
  }

  /// Sets whether the content behind sheets presented in this view takes input, and up to which
  /// detent.
  ///
  /// For drawers, and for modal sheets on macOS. On iOS and visionOS a modal sheet or tray is
  /// presented over the whole window, so what lies behind it never takes input: there the option
  /// only sets where the scrim dims, and a tap outside the card still dismisses the sheet (or
  /// returns it to the undimmed detent). Use a drawer for a sheet whose background stays in use.
  nonisolated public func sheetBackgroundInteraction(_ interaction: SheetBackgroundInteraction) -> some View {
    sheetOption { $0.backgroundInteraction = interaction }
  }

  /// Sets the opacity of the scrim (black) that dims what lies behind sheets presented in this
  /// view, at full strength.
  ///
  /// - Parameter opacity: In [0, 1]; 0 removes the scrim. The default is 0.4. Where the background
  ///   takes input (``sheetBackgroundInteraction(_:)``) it is never dimmed.
  nonisolated public func sheetScrim(opacity: Double) -> some View {
    sheetOption { $0.scrimOpacity = opacity }
  }

  /// Blurs what lies behind sheets presented in this view as they rise.
  ///
  /// - Parameter radius: The blur radius at the highest detent, in points; the blur is 0 at the
  ///   lowest detent and grows with the sheet's progress (``SheetProgress``). The default is 0.
  nonisolated public func sheetBackgroundBlur(radius: CGFloat) -> some View {
    sheetOption { $0.backgroundBlurRadius = Double(radius) }
  }

  /// Sets what sheets presented in this view do while a keyboard is shown.
  ///
  /// - Parameter policy: ``KeyboardPolicy/lift`` (the default) keeps the detent and lifts the
  ///   sheet by the keyboard's height; ``KeyboardPolicy/expand`` moves it to its highest detent and
  ///   back when the keyboard hides.
  nonisolated public func sheetKeyboardPolicy(_ policy: KeyboardPolicy) -> some View {
    sheetOption { $0.keyboardPolicy = policy }
  }

  /// Keeps modal sheets and trays presented in this view from being dismissed by a drag, a tap on
  /// the scrim, Escape or VoiceOver's escape gesture.
  ///
  /// The app can still dismiss them through their binding. A drag below the lowest detent then
  /// meets the rubber band.
  nonisolated public func sheetDismissalDisabled(_ isDisabled: Bool = true) -> some View {
    sheetOption { $0.isDismissalDisabled = isDisabled }
  }

  /// Steps back the content modal sheets and trays presented in this view are presented over,
  /// as the sheet rises: scaled about its top centre, moved up and its corners rounded, as iOS
  /// page sheets scale the presenting view and vaul's `shouldScaleBackground` does.
  ///
  /// The step-back is the core's (`SheetStack.backgroundStepBack(in:)`): 16 points narrower and
  /// 16 points higher, with 10-point corners, once the sheet rests at its lowest detent, and one
  /// more step for each sheet presented from its content; it comes forward as they go. Only the
  /// bottom sheet of a stack scales the content; drawers never do. Off by default: without it,
  /// nothing wraps the presenting content.
  /// - Parameter scales: Whether the presenting content steps back.
  nonisolated public func sheetScalesBackground(_ scales: Bool = true) -> some View {
    sheetOption { $0.scalesBackground = scales }
  }

  #if !os(visionOS)
    /// Plays haptic feedback when sheets presented in this view come to rest at another detent.
    ///
    /// Not on visionOS, which has no sensory feedback.
    /// - Parameter feedback: The feedback, for example `.selection`, or `nil` for none (the
    ///   default).
    nonisolated public func sheetSensoryFeedback(_ feedback: SensoryFeedback?) -> some View {
      sheetOption { $0.sensoryFeedback = .some(feedback) }
    }
  #endif

  /// Adds an action to perform for each event of sheets presented in this view.
  ///
  /// Events arrive in order, after the view update in which they happened: `dragBegan`,
  /// `willSettle` (with the target detent's id and the starting velocity), `settled`, `presented`,
  /// `dismissed`, and `diagnostic` for input the core normalized or ignored. Every action added
  /// runs, outermost first.
  ///
  /// ```swift
  /// .onSheetEvent { event in
  ///   if case .settled(let detent, _) = event { analytics.log(detent) }
  /// }
  /// ```
  nonisolated public func onSheetEvent(_ action: @escaping (SheetEvent) -> Void) -> some View {
    transformEnvironment(\.sheetOptions) { $0.eventHandlers.append(SheetEventHandler(action: action)) }
  }

  /// Records sheets presented in this view and hands back the recording each time a gesture
  /// ends: when the sheet comes to rest, or is dismissed, after a drag.
  ///
  /// A recording holds how the sheet's state began — its configuration, container, header and
  /// content — and every input and frame tick the core took since, at the core's clock
  /// (seconds). Recording a frame or a touch allocates nothing; the recording is copied out when
  /// it is handed back. To attach what just happened to a bug report, write it as a scenario file
  /// with `SheetScenario` and replay it with `sheet-sim` on any machine:
  ///
  /// ```swift
  /// import SheetScenario
  ///
  /// .onSheetRecording { recording in
  ///   let file = Scenario(recording: recording).jsonText()
  ///   lastSheetRecording = file  // offer it in the app's "Report a problem" screen
  /// }
  /// ```
  ///
  /// Recording begins where the sheet's state does — when the presenting view first appears — so
  /// add this modifier from the start; added later, it begins the next time the state is created.
  /// Every action added runs, outermost first. Like ``onSheetEvent(_:)``, it applies where the
  /// sheet is presented.
  nonisolated public func onSheetRecording(_ action: @escaping (SheetRecording) -> Void) -> some View {
    transformEnvironment(\.sheetOptions) { $0.recordingHandlers.append(SheetRecordingHandler(action: action)) }
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Writes one option for the sheets presented below (the environment) and for the sheet this
  /// view is the content of (the preference): one closure sets both.
  nonisolated func sheetOption(_ set: @escaping @Sendable (inout SheetContentOptions) -> Void) -> some View {
    transformEnvironment(\.sheetOptions) { set(&$0.settings) }
      .modifier(SheetContentOptionWriter(set: set))
  }

}

/// Gives the sheet whose content this is (the environment's `sheetContentDriver`, set only in the
/// sheet's content column) the option one modifier sets, while the modifier is on screen. Outside
/// any sheet's content it gives nothing: the option reaches sheets through the environment only.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetContentOptionWriter {
  let set: @Sendable (inout SheetContentOptions) -> Void
  @Environment(\.sheetContentDriver) private var driver
  @State private var token = SheetContentOptionToken()

  // The conformance is declared in an extension, so the type is not inferred to be main-actor
  // isolated and the `nonisolated` option modifiers can make it, as Apple's are.
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
extension SheetContentOptionWriter: ViewModifier {
  func body(content: Content) -> some View {
    var options = SheetContentOptions()
    set(&options)
    return
      content
      .onChange(of: options, initial: true) { _, options in
        driver?.setContentOption(options, from: ObjectIdentifier(token))
      }
      .onDisappear {
        driver?.removeContentOption(from: ObjectIdentifier(token))
      }
  }
}

/// The identity of one option modifier on screen.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
final class SheetContentOptionToken: Sendable {
  init() {}
}
