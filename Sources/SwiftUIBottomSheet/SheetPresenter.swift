import Observation
import SwiftUI

/// Presents a sheet over the content it modifies: the engine behind ``View/bottomDrawer(selection:detents:content:)``,
/// ``View/bottomSheet(isPresented:onDismiss:content:)``, ``View/fittedTray(isPresented:onDismiss:content:)``
/// and ``BottomDrawer``.
///
/// It owns the sheet's ``SheetDriver``, turns the app's bindings and options into inputs, and
/// delivers the core's events to the bindings, to `onDismiss` and to ``View/onSheetEvent(_:)``
/// actions. A drawer is drawn over the content it modifies; a modal sheet or tray in a container
/// that covers the window (``SheetPresentationCoordinator``).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetPresenter<SheetContent: View> {
  let kind: SheetKind
  /// The detents, or `nil` when the content declares them with ``View/sheetDetents(_:selection:)``.
  let detents: [SheetDetent]?
  let selection: Binding<SheetDetent>?
  let isPresented: Binding<Bool>?
  let onDismiss: (() -> Void)?
  let detentSpace: DetentSpace
  let sheetContent: () -> SheetContent

  // Made once per presenter, on its first body: a `State` initial value is evaluated every time
  // the presenting view is initialized, so it holds a holder, not the driver.
  @State private var holder = SheetDriverHolder()
  @State private var presentation = SheetPresentation()
  @Environment(\.sheetOptions) private var environmentOptions
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.scenePhase) private var scenePhase

  init(
    kind: SheetKind, detents: [SheetDetent]?, selection: Binding<SheetDetent>? = nil,
    isPresented: Binding<Bool>? = nil, onDismiss: (() -> Void)? = nil, detentSpace: DetentSpace = .safeArea,
    @ViewBuilder sheetContent: @escaping () -> SheetContent
  ) {
    self.kind = kind
    self.detents = detents
    self.selection = selection
    self.isPresented = isPresented
    self.onDismiss = onDismiss
    self.detentSpace = detentSpace
    self.sheetContent = sheetContent
  }

  // The conformance is declared in an extension, so the type is not inferred to be main-actor
  // isolated: the layer's public modifiers are `nonisolated`, as Apple's are, and make it there.
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
extension SheetPresenter: ViewModifier {
  /// Detents for sheets whose content declares none: `large` for a sheet, `fitted` for a tray.
  private static func defaultDetents(_ kind: SheetKind) -> [SheetDetent] {
    kind == .tray ? [.fitted] : [.large]
  }

  private func configuration(_ options: SheetOptions) -> SheetConfiguration {
    options.configuration(
      kind: kind, detents: detents ?? Self.defaultDetents(kind), initialDetent: selection?.wrappedValue.id,
      reduceMotion: reduceMotion, detentSpace: detentSpace, isRegularWidth: horizontalSizeClass == .regular)
  }

  func body(content: Content) -> some View {
    let driver = holder.driver {
      // A modal sheet starts hidden: its coordinator presents it when the binding says so.
      SheetDriver(
        configuration: configuration(environmentOptions), presented: !kind.isModal, isModal: kind.isModal,
        records: !environmentOptions.recordingHandlers.isEmpty)
    }
    let options = environmentOptions.overridden(by: driver.contentOptions)
    return
      content
      .modifier(SheetBackdropEffect(driver: driver, kind: kind, options: options))
      .modifier(
        SheetBackgroundStepBackEffect(driver: driver, scalesBackground: kind.isModal && options.scalesBackground)
      )
      .modifier(container(driver: driver, options: options))
      .environment(\.sheetDriver, driver)
      .environment(\.sheetProgressModel, driver.progressModel)
      .environment(driver.progressModel)
      .modifier(SheetSelectionSync(driver: driver, selection: selection))
      .onChange(of: configuration(options), initial: true) { _, configuration in
        driver.reconfigure(configuration, keepsDetents: detents == nil)
      }
      .onChange(of: options.settings, initial: true) {
        driver.backdropOptionsChanged(options, kind: kind)
      }
      .onChange(of: isPresented?.wrappedValue ?? !kind.isModal, initial: true) { _, presented in
        guard kind.isModal else { return }
        perform(presentation.appChanged(presented: presented), driver: driver)
      }
      // What a modal container's give-up clock waits for (SheetPresentationCoordinator).
      .onAppear {
        guard kind.isModal else { return }
        perform(presentation.presenterChanged(onScreen: true), driver: driver)
      }
      .onDisappear {
        guard kind.isModal else { return }
        perform(presentation.presenterChanged(onScreen: false), driver: driver)
      }
      .onChange(of: scenePhase == .active, initial: true) { _, active in
        guard kind.isModal else { return }
        perform(presentation.sceneChanged(isActive: active), driver: driver)
      }
      .onChange(of: driver.eventSerial, initial: true) {
        deliver(driver.takeEvents(), driver: driver, options: options)
      }
      .onChange(of: options.recordingHandlers.isEmpty, initial: true) { _, none in
        driver.setRecording(!none)
      }
      .onChange(of: driver.recordingSerial) {
        guard !options.recordingHandlers.isEmpty, let recording = driver.takeRecording() else { return }
        for handler in options.recordingHandlers { handler.action(recording) }
      }
  }

  /// Where the sheet is drawn: over the content (a drawer), or in a container covering the
  /// window (a modal sheet or tray).
  private func container(driver: SheetDriver, options: SheetOptions) -> SheetContainerModifier<SheetContent> {
    SheetContainerModifier(
      kind: kind, driver: driver, options: options, presentation: presentation, sheetContent: sheetContent,
      containerDisappeared: {
        SheetModalStack.shared.disappeared(driver)
        perform(presentation.containerDisappeared(core: .init(driver.state)), driver: driver)
      })
  }

  private func deliver(_ events: [SheetEvent], driver: SheetDriver, options: SheetOptions) {
    for event in events {
      if kind.isModal { perform(presentation.sheetEvent(event, core: .init(driver.state)), driver: driver) }
      for handler in options.eventHandlers { handler.action(event) }
      SheetDismissalAnswer.ask(
        event, question: options.dismissalQuestion, awaiting: { driver.state.dismissalAwaitingAnswer },
        send: { input in
          driver.apply(input)
          guard kind.isModal, case .answerDismissal(let dismisses) = input else { return }
          perform(presentation.dismissalAnswered(dismisses: dismisses), driver: driver)
        })
    }
  }

  /// Takes the coordinator's steps, in order (``SheetPresentation/perform(_:driver:app:)``), with
  /// the app's binding and `onDismiss` as this presenter has them now.
  private func perform(_ actions: [SheetPresentationCoordinator.Action], driver: SheetDriver) {
    guard !actions.isEmpty else { return }
    presentation.perform(
      actions, driver: driver, app: SheetAppCallbacks(isPresented: isPresented, onDismiss: onDismiss))
  }
}

/// Makes a sheet's driver once, the first time a presenter's body asks for it.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class SheetDriverHolder {
  private var made: SheetDriver?

  nonisolated init() {}

  /// The driver, made by `make` on the first call only.
  func driver(_ make: () -> SheetDriver) -> SheetDriver {
    if let made { return made }
    let driver = make()
    made = driver
    return driver
  }
}

/// A modal sheet's presentation: the coordinator's rules, and whether its container is shown
/// (observed by the view that shows it).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @Observable
final class SheetPresentation {
  @ObservationIgnored private var coordinator = SheetPresentationCoordinator()
  /// Whether the window-level container is shown: the value of its binding.
  var showsContainer = false

  nonisolated init() {}

  func appChanged(presented: Bool) -> [SheetPresentationCoordinator.Action] {
    coordinator.appChanged(presented: presented)
  }

  func sheetEvent(_ event: SheetEvent, core: SheetPresentationCoordinator.Core) -> [SheetPresentationCoordinator.Action]
  {
    coordinator.sheetEvent(event, core: core)
  }

  func dismissalAnswered(dismisses: Bool) -> [SheetPresentationCoordinator.Action] {
    coordinator.dismissalAnswered(dismisses: dismisses)
  }

  /// SwiftUI asked the container to go: the sheet moves out first (its only step).
  func containerDismissRequested(driver: SheetDriver) {
    for action in coordinator.containerDismissRequested() where action == .dismissSheet {
      driver.setPresented(false)
    }
  }

  func containerDisappeared(core: SheetPresentationCoordinator.Core) -> [SheetPresentationCoordinator.Action] {
    coordinator.containerDisappeared(core: core)
  }

  /// The container appeared on screen.
  func containerAppeared() {
    coordinator.containerAppeared()
  }

  func presenterChanged(onScreen: Bool) -> [SheetPresentationCoordinator.Action] {
    coordinator.presenterChanged(onScreen: onScreen)
  }

  func sceneChanged(isActive: Bool) -> [SheetPresentationCoordinator.Action] {
    coordinator.sceneChanged(isActive: isActive)
  }

  /// Takes the coordinator's steps, in order.
  ///
  /// The container appears and goes, and the sheet's views change, without a transition of their
  /// own: the sheet's motion is the core's, so an app's `withAnimation` around its binding
  /// animates nothing here (`Transaction.disablesAnimations`). The app's `onDismiss` and its
  /// binding run outside that transaction.
  ///
  /// The timeouts' tasks capture only this object, the driver, the app's callbacks (all three
  /// main-actor objects) and a generation or clock number: nothing whose sendability depends on how a
  /// compiler's region-based isolation reads a capture (the presenter, a value holding the app's
  /// binding and closures, is not `Sendable`).
  ///
  /// - Parameters:
  ///   - actions: The coordinator's steps.
  ///   - driver: The sheet's driver.
  ///   - app: The app's binding and `onDismiss`, as the presenter had them when it asked.
  func perform(_ actions: [SheetPresentationCoordinator.Action], driver: SheetDriver, app: SheetAppCallbacks) {
    var transaction = Transaction()
    transaction.disablesAnimations = true
    for action in actions {
      switch action {
      case .showContainer, .removeContainer:
        withTransaction(transaction) { showsContainer = action == .showContainer }
        if action == .removeContainer {
          SheetModalStack.shared.disappeared(driver)
          // A removal whose disappearance never comes is taken as finished after a while, so
          // the next presentation is not swallowed (SheetPresentationCoordinator.removalTimedOut).
          let generation = coordinator.removalGeneration
          after(SheetPresentationCoordinator.removalTimeout, driver: driver, app: app) { coordinator in
            coordinator.removalTimedOut(generation: generation, core: .init(driver.state))
          }
        }
      case .startAppearanceClock:
        // A container UIKit refuses never appears: given up after a while, so the next
        // presentation is not swallowed (SheetPresentationCoordinator.appearanceClockRanOut).
        let clock = coordinator.appearanceClock
        after(SheetPresentationCoordinator.appearanceTimeout, driver: driver, app: app) { coordinator in
          coordinator.appearanceClockRanOut(clock)
        }
      case .presentSheet: withTransaction(transaction) { driver.setPresented(true) }
      case .dismissSheet: withTransaction(transaction) { driver.setPresented(false) }
      case .hideSheet: withTransaction(transaction) { driver.hideNow() }
      case .clearBinding:
        if let isPresented = app.isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
      case .setBinding:
        if let isPresented = app.isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
      case .callOnDismiss: app.onDismiss?()
      }
    }
  }

  /// Takes the steps `step` asks of the coordinator once `seconds` have passed: a timeout's.
  private func after(
    _ seconds: Double, driver: SheetDriver, app: SheetAppCallbacks,
    _ step: @escaping @MainActor (inout SheetPresentationCoordinator) -> [SheetPresentationCoordinator.Action]
  ) {
    Task { @MainActor in
      try? await Task.sleep(for: .seconds(seconds))
      self.perform(step(&self.coordinator), driver: driver, app: app)
    }
  }
}

/// The app's binding and `onDismiss`, as a presenter had them when it took a step: a main-actor
/// object, so the tasks that take a later step (a timeout's) capture it and not the presenter
/// value, which holds the app's closures and is not `Sendable`.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class SheetAppCallbacks {
  /// The app's binding, `nil` for a drawer.
  let isPresented: Binding<Bool>?
  /// The app's `onDismiss`.
  let onDismiss: (() -> Void)?

  init(isPresented: Binding<Bool>?, onDismiss: (() -> Void)?) {
    self.isPresented = isPresented
    self.onDismiss = onDismiss
  }
}

/// Draws the sheet layer: over the presenting content for a drawer; for a modal sheet or tray, in
/// a container that covers the window, built only while the sheet is presented or moving out.
///
/// - iOS and visionOS: a full-screen presentation (`fullScreenCover(isPresented:onDismiss:content:)`)
///   with a clear background (`presentationBackground(_:)`, iOS 16.4) and no transition of its own,
///   so the scrim and the sheet, drawn by the layer, cover the tab and navigation bars; UIKit
///   hides the presenting content from VoiceOver, moves VoiceOver's focus into the presentation
///   and back when it goes, and `@Environment(\.dismiss)` inside the sheet writes `false` to the
///   container's binding, which dismisses the sheet first.
/// - macOS (no full-screen cover): an overlay of the presenting view, below the window's toolbar
///   as macOS sheets are, with the presenting content hidden from VoiceOver while it shows.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetContainerModifier<SheetContent: View>: ViewModifier {
  let kind: SheetKind
  let driver: SheetDriver
  let options: SheetOptions
  let presentation: SheetPresentation
  let sheetContent: () -> SheetContent
  let containerDisappeared: () -> Void

  /// The sheet layer, built from the content now.
  func layer(coversWindow: Bool = false) -> SheetLayer<SheetContent> {
    SheetLayer(driver: driver, kind: kind, options: options, sheetContent: sheetContent(), coversWindow: coversWindow)
  }

  func body(content: Content) -> some View {
    if !kind.isModal {
      // Hosted on a view that ignores the keyboard: a presenting view that avoids the keyboard
      // (a `Map`, a plain stack) shrinks when the drawer's field is focused, and the drawer's
      // container must not shrink with it (the keyboard is the core's input, not a resize).
      content.overlay {
        Color.clear
          .ignoresSafeArea(.keyboard)
          .overlay { layer() }
      }
    } else {
      // Which scene (window on macOS) the sheet is presented in: its place in that scene's stack.
      let placed = content.background { SheetSceneReader(driver: driver) }
      #if os(macOS)
        placed.modifier(OverlaySheetContainer(container: self))
      #else
        placed.modifier(WindowSheetContainer(container: self))
      #endif
    }
  }
}

/// The container on iOS and visionOS: a full-screen presentation with a clear background.
@available(iOS 17, visionOS 1, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct WindowSheetContainer<SheetContent: View>: ViewModifier {
  let container: SheetContainerModifier<SheetContent>

  func body(content: Content) -> some View {
    let presentation = container.presentation
    let driver = container.driver
    // The container's binding. SwiftUI writes `false` to it for `@Environment(\.dismiss)` inside
    // the sheet: the sheet moves out first, and the container goes once it has. The closures
    // capture only main-actor objects, so they are sendable under any SDK's shape of the
    // initializer.
    let shown = Binding(
      get: { presentation.showsContainer },
      set: { newValue in
        if !newValue { presentation.containerDismissRequested(driver: driver) }
      })
    content
      .accessibilityHidden(presentation.showsContainer)
      .fullScreenCover(isPresented: shown, onDismiss: container.containerDisappeared) {
        container.layer(coversWindow: true)
          .presentationBackground(Color.clear)
          // The system's own dismissals of a presentation follow the sheet's option.
          .interactiveDismissDisabled(container.options.isDismissalDisabled)
          .environment(\.sheetDriver, driver)
          .environment(\.sheetProgressModel, driver.progressModel)
          .environment(driver.progressModel)
          .onAppear {
            presentation.containerAppeared()
            SheetModalStack.shared.appeared(driver)
          }
      }
  }
}

/// The container on macOS: an overlay of the presenting view.
@available(macOS 14, iOS 17, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct OverlaySheetContainer<SheetContent: View>: ViewModifier {
  let container: SheetContainerModifier<SheetContent>

  func body(content: Content) -> some View {
    content
      .accessibilityHidden(container.presentation.showsContainer)
      .overlay {
        if container.presentation.showsContainer {
          container.layer()
            .onAppear {
              container.presentation.containerAppeared()
              SheetModalStack.shared.appeared(container.driver)
            }
            .onDisappear(perform: container.containerDisappeared)
        }
      }
  }
}

/// Blurs the content behind a sheet, frame by frame, only when the options set a blur: then with
/// `opaque: true`, so the blur does not sample transparency past the screen's edges (a fringe as
/// wide as the radius). Without a blur nothing wraps the presenting content, and nothing there
/// runs per frame; the sheet's progress reaches it through the observable the environment holds
/// (``SheetProgress``), written once.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetBackdropEffect: ViewModifier {
  let driver: SheetDriver
  let kind: SheetKind
  let options: SheetOptions

  func body(content: Content) -> some View {
    if options.backgroundBlurRadius > 0 {
      content.modifier(SheetBackdropBlur(driver: driver))
    } else {
      content
    }
  }
}

/// The backdrop's blur, the one part of the presenting side that reads the displayed frame.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetBackdropBlur: ViewModifier {
  let driver: SheetDriver

  func body(content: Content) -> some View {
    content.blur(radius: CGFloat(driver.displayedFrame.backdrop.blurRadius), opaque: true)
  }
}

/// Steps the presenting content back as a modal sheet presents, frame by frame, only when the
/// options ask for it (``View/sheetScalesBackground(_:)``): without it nothing wraps the presenting
/// content, and nothing there runs per frame.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetBackgroundStepBackEffect: ViewModifier {
  let driver: SheetDriver
  let scalesBackground: Bool

  func body(content: Content) -> some View {
    if scalesBackground {
      content.modifier(SheetBackgroundStepBack(driver: driver))
    } else {
      content
    }
  }
}

/// The presenting content's step-back (``SheetBackgroundPlacement``, the core's
/// `SheetStack.backgroundStepBack(in:)` under the bottom sheet of the stack): clipped to rounded
/// corners, scaled about its top centre, moved down below the top safe area. The one part of
/// the presenting side, with the blur, that reads the displayed frames.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetBackgroundStepBack: ViewModifier {
  let driver: SheetDriver

  func body(content: Content) -> some View {
    let placement = SheetModalStack.shared.backgroundPlacement(under: driver)
    let scale = CGFloat(placement.scale)
    // The step-back's motion is the core's: an animation the app starts is stripped from these
    // modifiers only, not from the content's own (`transaction(_:body:)` scopes it).
    content.transaction {
      $0.animation = nil
    } body: { content in
      content
        .clipShape(RoundedRectangle(cornerRadius: CGFloat(placement.cornerRadius), style: .continuous))
        .scaleEffect(CGSize(width: scale, height: scale), anchor: .top)
        .offset(y: CGFloat(placement.offsetY))
    }
  }
}

/// Keeps a detent selection and a sheet in step: a selection the app sets moves the sheet; a
/// detent the sheet comes to rest at becomes the selection.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetSelectionSync: ViewModifier {
  let driver: SheetDriver
  let selection: Binding<SheetDetent>?

  func body(content: Content) -> some View {
    content
      .onChange(of: selection?.wrappedValue) { _, selected in
        guard let selected else { return }
        if let input = SheetDetentConversion.input(forSelection: selected, target: driver.targetDetentID) {
          driver.apply(input)
        }
      }
      .onChange(of: driver.settledDetentID) { _, settled in
        guard let selection, let settled, settled != selection.wrappedValue.id,
          let detent = driver.detent(withID: settled)
        else { return }
        selection.wrappedValue = detent
      }
  }
}
