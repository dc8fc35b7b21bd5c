import SwiftUI

// Each option is written into the environment of the views this modifier applies to, so apply it
// to the view that presents the sheet (after `bottomSheet`, `bottomDrawer` or `fittedTray`) or to
// any view above it: SwiftUI's environment flows down, never up.

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Sets the shape of sheets presented in this view: ``SheetStyle/standard`` (the default) or
  /// ``SheetStyle/floating``.
  public func sheetStyle(_ style: SheetStyle) -> some View {
    transformEnvironment(\.sheetOptions) { $0.style = style }
  }

  /// Shows or hides the grabber of sheets presented in this view.
  ///
  /// - Parameter visibility: `.automatic` (the default) shows it when the sheet has more than one
  ///   detent or can be dismissed by a drag.
  public func sheetGrabber(_ visibility: Visibility) -> some View {
    transformEnvironment(\.sheetOptions) { $0.grabber = visibility }
  }

  /// Sets the corner radius of sheets presented in this view.
  ///
  /// - Parameter cornerRadius: Points, or `nil` for the style's: 16 (top corners) for
  ///   ``SheetStyle/standard``, 24 (all corners) for ``SheetStyle/floating``.
  public func sheetCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    transformEnvironment(\.sheetOptions) { $0.cornerRadius = cornerRadius }
  }

  /// Sets the background of sheets presented in this view.
  ///
  /// - Parameter style: Any shape style: a material (the default is `.regularMaterial`), a color,
  ///   a gradient.
  public func sheetBackground<S: ShapeStyle>(_ style: S) -> some View {
    transformEnvironment(\.sheetOptions) { $0.background = AnyShapeStyle(style) }
  }

  /// Sets the spring every settle of sheets presented in this view uses.
  ///
  /// The spring is SwiftUI's `Spring(duration:bounce:)` (``SheetSpring`` in the core), started
  /// with the release velocity and solved in closed form, so the motion is the same at any frame
  /// rate. The default is ``SheetSpring/sheet`` (0.45 s, bounce 0.2).
  public func sheetSpring(_ spring: SheetSpring) -> some View {
    transformEnvironment(\.sheetOptions) { $0.spring = spring }
  }

  /// Sets how sheets presented in this view pick a detent on release.
  ///
  /// - Parameter mode: ``SnappingMode/projected`` (the default): the detent nearest where the
  ///   release velocity would carry the sheet (UIScrollView's deceleration); ``SnappingMode/sequential``:
  ///   the same, one detent at most per release.
  public func sheetSnapping(_ mode: SnappingMode) -> some View {
    transformEnvironment(\.sheetOptions) { $0.snapping = mode }
  }

  /// Sets whether the content behind sheets presented in this view takes input, and up to which
  /// detent.
  public func sheetBackgroundInteraction(_ interaction: SheetBackgroundInteraction) -> some View {
    transformEnvironment(\.sheetOptions) { $0.backgroundInteraction = interaction }
  }

  /// Sets the opacity of the scrim (black) that dims what lies behind sheets presented in this
  /// view, at full strength.
  ///
  /// - Parameter opacity: In [0, 1]; 0 removes the scrim. The default is 0.4. Where the background
  ///   takes input (``sheetBackgroundInteraction(_:)``) it is never dimmed.
  public func sheetScrim(opacity: Double) -> some View {
    transformEnvironment(\.sheetOptions) { $0.scrimOpacity = opacity }
  }

  /// Blurs what lies behind sheets presented in this view as they rise.
  ///
  /// - Parameter radius: The blur radius at the highest detent, in points; the blur is 0 at the
  ///   lowest detent and grows with ``SwiftUI/EnvironmentValues/sheetProgress``. The default is 0.
  public func sheetBackgroundBlur(radius: CGFloat) -> some View {
    transformEnvironment(\.sheetOptions) { $0.backgroundBlurRadius = radius }
  }

  /// Sets what sheets presented in this view do while a keyboard is shown.
  ///
  /// - Parameter policy: ``KeyboardPolicy/lift`` (the default) keeps the detent and lifts the
  ///   sheet by the keyboard's height; ``KeyboardPolicy/expand`` moves it to its highest detent and
  ///   back when the keyboard hides.
  public func sheetKeyboardPolicy(_ policy: KeyboardPolicy) -> some View {
    transformEnvironment(\.sheetOptions) { $0.keyboardPolicy = policy }
  }

  /// Keeps modal sheets and trays presented in this view from being dismissed by a drag, a tap on
  /// the scrim, Escape or VoiceOver's escape gesture.
  ///
  /// The app can still dismiss them through their binding. A drag below the lowest detent then
  /// meets the rubber band.
  public func sheetDismissalDisabled(_ isDisabled: Bool = true) -> some View {
    transformEnvironment(\.sheetOptions) { $0.isDismissalDisabled = isDisabled }
  }

  #if !os(visionOS)
    /// Plays haptic feedback when sheets presented in this view come to rest at another detent.
    ///
    /// Not on visionOS, which has no sensory feedback.
    /// - Parameter feedback: The feedback, for example `.selection`, or `nil` for none (the
    ///   default).
    public func sheetSensoryFeedback(_ feedback: SensoryFeedback?) -> some View {
      transformEnvironment(\.sheetOptions) { $0.sensoryFeedback = feedback }
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
  public func onSheetEvent(_ action: @escaping (SheetEvent) -> Void) -> some View {
    transformEnvironment(\.sheetOptions) { $0.eventHandlers.append(SheetEventHandler(action: action)) }
  }
}
