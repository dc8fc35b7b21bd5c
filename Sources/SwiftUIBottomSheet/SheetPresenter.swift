import SwiftUI

/// Presents a sheet over the content it modifies: the engine behind ``View/bottomDrawer(selection:detents:content:)``,
/// ``View/bottomSheet(isPresented:onDismiss:content:)``, ``View/fittedTray(isPresented:onDismiss:content:)``
/// and ``BottomDrawer``.
///
/// It owns the sheet's ``SheetDriver``, turns the app's bindings and options into inputs, and
/// delivers the core's events to the bindings and to ``View/onSheetEvent(_:)`` actions.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetPresenter<SheetContent: View>: ViewModifier {
  let kind: SheetKind
  /// The detents, or `nil` when the content declares them with ``View/sheetDetents(_:selection:)``.
  let detents: [SheetDetent]?
  let selection: Binding<SheetDetent>?
  let isPresented: Binding<Bool>?
  let onDismiss: (() -> Void)?
  let sheetContent: () -> SheetContent

  @State private var driver: SheetDriver
  @Environment(\.sheetOptions) private var options
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  init(
    kind: SheetKind, detents: [SheetDetent]?, selection: Binding<SheetDetent>? = nil,
    isPresented: Binding<Bool>? = nil, onDismiss: (() -> Void)? = nil,
    @ViewBuilder sheetContent: @escaping () -> SheetContent
  ) {
    self.kind = kind
    self.detents = detents
    self.selection = selection
    self.isPresented = isPresented
    self.onDismiss = onDismiss
    self.sheetContent = sheetContent
    let configuration = SheetOptions().configuration(
      kind: kind, detents: detents ?? Self.defaultDetents(kind), initialDetent: selection?.wrappedValue.id,
      reduceMotion: false)
    // The autoclosure initializer for observable classes: the driver is made once, not on every
    // update of the view that presents the sheet.
    _driver = State(
      wrappedValue: SheetDriver(configuration: configuration, presented: isPresented?.wrappedValue ?? true))
  }

  /// Detents for sheets whose content declares none: `large` for a sheet, `fitted` for a tray.
  private static func defaultDetents(_ kind: SheetKind) -> [SheetDetent] {
    kind == .tray ? [.fitted] : [.large]
  }

  private var configuration: SheetConfiguration {
    options.configuration(
      kind: kind, detents: detents ?? Self.defaultDetents(kind), initialDetent: selection?.wrappedValue.id,
      reduceMotion: reduceMotion)
  }

  func body(content: Content) -> some View {
    content
      .modifier(SheetBackdropEffect(driver: driver, kind: kind))
      .overlay {
        SheetLayer(driver: driver, kind: kind, sheetContent: sheetContent())
      }
      .environment(\.sheetDriver, driver)
      .modifier(SheetSelectionSync(driver: driver, selection: selection))
      .onChange(of: configuration, initial: true) { _, configuration in
        driver.reconfigure(configuration, keepsDetents: detents == nil)
      }
      .onChange(of: isPresented?.wrappedValue ?? true) { _, presented in
        driver.setPresented(presented)
      }
      .onChange(of: driver.eventSerial, initial: true) {
        deliver(driver.takeEvents())
      }
  }

  private func deliver(_ events: [SheetEvent]) {
    for event in events {
      if case .dismissed = event {
        if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
        onDismiss?()
      }
      for handler in options.eventHandlers { handler.action(event) }
    }
  }
}

/// Blurs the content behind a sheet and gives it the sheet's progress, frame by frame.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetBackdropEffect: ViewModifier {
  let driver: SheetDriver
  let kind: SheetKind

  @Environment(\.sheetOptions) private var options

  func body(content: Content) -> some View {
    TimelineView(.animation(minimumInterval: nil, paused: !driver.isRunning)) { timeline in
      let frame = driver.frame(at: SheetClock.seconds(timeline.date), options: options, kind: kind)
      content
        .blur(radius: CGFloat(frame.backdrop.blurRadius))
        .environment(\.sheetProgress, frame.progress)
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
