import SwiftUI

/// The names of the coordinate spaces the layer measures in.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
enum SheetCoordinateSpace {
  /// The stationary container: drags are measured here, so their positions do not move with the
  /// sheet.
  static let container = "SwiftUIBottomSheet.container"
  /// The sheet's card: the scroll view's top edge is measured here.
  static let card = "SwiftUIBottomSheet.card"
}

/// The sheet layer: the scrim, the card with its grabber and content, the drag gesture, the
/// accessibility actions, Escape, and the frame clock that draws the core's motion.
///
/// It fills its container and extends under the container's safe areas. Outside the card it takes
/// input only where the scrim covers the background (the core's render plan says where). For a
/// modal sheet it is the whole content of the window-level container (``SheetPresenter``).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetLayer<SheetContent: View>: View {
  let driver: SheetDriver
  let kind: SheetKind
  /// The options in effect: the environment's where the sheet is presented, with its content's
  /// over them.
  let options: SheetOptions
  let sheetContent: SheetContent
  /// Whether the layer is the whole content of a window-level presentation, where nothing behind
  /// it can take input: the scrim then takes every touch outside the card.
  var coversWindow = false

  @Environment(\.displayScale) private var displayScale
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.scenePhase) private var scenePhase
  @GestureState private var isTouching = false
  #if canImport(UIKit)
    /// The sheet's UIKit pan and its delegate (``SheetPanHandler``), made once per layer.
    @State private var panHandler = SheetPanHandler()
    /// The display link that ticks the driver while the sheet moves (``SheetFrameClock``).
    @State private var frameClock = SheetFrameClock()
  #endif
  @AccessibilityFocusState private var grabberFocused: Bool
  @AccessibilityFocusState private var contentFocused: Bool

  var body: some View {
    // The outer reader respects every safe area, so its bottom inset grows with the keyboard;
    // the inner one ignores the keyboard, so its insets are the container's own. (On iOS and
    // visionOS the keyboard comes from UIKit's notifications instead: SheetKeyboardObserver.)
    GeometryReader { outer in
      let keyboardInset = outer.safeAreaInsets.bottom
      GeometryReader { inner in
        let container = SheetGeometry.container(
          size: inner.size, safeAreaInsets: inner.safeAreaInsets, scale: displayScale,
          layoutDirection: layoutDirection)
        let keyboardHeight = SheetGeometry.keyboardHeight(
          bottomInset: keyboardInset, containerBottomInset: inner.safeAreaInsets.bottom)
        let insets = inner.safeAreaInsets
        ZStack(alignment: .topLeading) {
          SheetScrim(driver: driver, coversWindow: coversWindow)
          if driver.showsSheet {
            card
          }
          if kind.isModal {
            SheetEscapeShortcut(driver: driver, isEnabled: !options.isDismissalDisabled)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        #if canImport(UIKit)
          .background {
            // Never hit-tested (`allowsHitTesting(_:)`): a drawer's layer lies over the presenting
            // content, and whether SwiftUI's host of a representable whose view has
            // `isUserInteractionEnabled` false passes touches on to a `Map` below is not
            // documented. The pan is attached to an ancestor, not through the probe's hit testing.
            SheetContainerProbe(driver: driver, handler: panHandler)
            .allowsHitTesting(false)
          }
        #else
          .background { SheetTimelineClock(driver: driver) }
        #endif
        .ignoresSafeArea(.container)
        #if os(macOS)
          .modifier(SheetWheelMonitoring(driver: driver))
        #endif
        .coordinateSpace(.named(SheetCoordinateSpace.container))
        .onChange(of: container, initial: true) { _, container in
          driver.containerChanged(container)
        }
        .onChange(of: SheetInsets(insets, mode: options.contentMode(kind: kind)), initial: true) { _, value in
          driver.contentGeometryChanged(mode: value.mode, leading: value.leading, trailing: value.trailing)
        }
        #if !canImport(UIKit)
          .onChange(of: keyboardHeight, initial: true) { _, height in
            driver.keyboardChanged(height)
          }
        #endif
      }
      .ignoresSafeArea(.keyboard)
    }
    #if canImport(UIKit)
      .onChange(of: driver.isRunning, initial: true) { _, running in
        frameClock.driver = driver
        frameClock.setRunning(running)
      }
      .modifier(SheetKeyboardObserving(driver: driver, handler: panHandler, policy: options.keyboardPolicy))
    #endif
    .onChange(of: isTouching) { _, touching in
      // The gesture state also resets after `onEnded`, and SwiftUI does not say in which order:
      // the drag held now is cancelled on the main queue's next turn only if no end came for it
      // and no newer drag began (SheetGestureLifecycle). macOS only: UIKit's pan reports its
      // cancellation.
      guard !touching, let generation = driver.dragGestureStateReset() else { return }
      Task { @MainActor in driver.cancelDragIfStillHeld(generation) }
    }
    .onChange(of: scenePhase) { _, phase in
      // A scene that leaves the foreground takes its touches with it.
      if phase != .active { driver.cancelDrag() }
    }
    .onChange(of: driver.settledDetentID) { old, new in
      // VoiceOver's focus goes into a modal sheet once it is on screen and at rest (focus moved at
      // insertion is often lost): to the grabber, or, without one, to the content.
      if kind.isModal, old == nil, new != nil {
        if showsGrabber { grabberFocused = true } else { contentFocused = true }
      }
    }
    .onAppear {
      #if canImport(UIKit)
        // Again at every appearance, not only when `isRunning` changes: a layer that left the
        // screen while its sheet moved (a tab switched away mid-settle) had its display link
        // stopped with `isRunning` still true, and no change would start it again, so the sheet
        // never settled (the ninth review's 3.1). `initial` runs once, "when this view initially
        // appears" (Apple's `onChange(of:initial:_:)`).
        frameClock.driver = driver
        frameClock.setRunning(driver.isRunning)
      #endif
    }
    .onDisappear {
      driver.cancelDrag()
      #if canImport(UIKit)
        // A UIKit touch still held when the sheet leaves the screen ends here (a no-op without one).
        driver.touch(.touchCancel, at: SheetClock.now())
      #endif
      driver.cancelMoves()
      #if canImport(UIKit)
        frameClock.setRunning(false)
      #endif
    }
  }

  /// Whether the grabber shows.
  private var showsGrabber: Bool {
    options.showsGrabber(kind: kind, detentCount: driver.detentCount)
  }

  /// The card: its column built here, once per change of the content's layout; placed and
  /// drawn frame by frame by ``SheetCard``, the one view that reads the frame.
  private var card: some View {
    SheetCard(driver: driver, options: options, column: column(driver.contentLayout))
      #if !canImport(UIKit)
        .simultaneousGesture(dragGesture)
      #endif
      .accessibilityElement(children: .contain)
      .accessibilityAddTraits(kind.isModal ? .isModal : [])
      .modifier(SheetEscapeAction(driver: driver, isEnabled: kind.isModal && !options.isDismissalDisabled))
      .modifier(SheetFeedback(driver: driver, options: options))
  }

  private func column(_ layout: SheetContentLayout) -> some View {
    VStack(spacing: 0) {
      if showsGrabber {
        SheetGrabber(driver: driver)
          .accessibilityFocused($grabberFocused)
      }
      Group {
        if kind == .tray {
          contentReportingOptions.fixedSize(horizontal: false, vertical: true)
        } else {
          contentReportingOptions
        }
      }
      .accessibilityFocused($contentFocused)
    }
    // Measured without the bottom padding: the core adds the space below the content itself
    // (SheetConfiguration.contentBottomMargin(in:)) to fitted and header detents.
    .onGeometryChange(for: Double.self) { proxy in
      Double(proxy.size.height)
    } action: { height in
      driver.columnHeightChanged(height)
    }
    .padding(.bottom, CGFloat(layout.bottomPadding))
    .padding(.leading, CGFloat(layout.leadingPadding))
    .padding(.trailing, CGFloat(layout.trailingPadding))
    .frame(height: layout.height > 0 ? CGFloat(layout.height) : nil, alignment: .top)
    .frame(maxHeight: .infinity, alignment: .top)
    .coordinateSpace(.named(SheetCoordinateSpace.card))
    .environment(\.sheetDriver, driver)
    // The one place a view is this sheet's content (the options, detents, footer, markers and
    // scroll handoff inside it reach this sheet, and no other).
    .environment(\.sheetContentDriver, driver)
    .task {
      driver.presentIfPending()
    }
  }

  /// The content. The options it sets reach the sheet through the environment's content driver
  /// (``SheetContentOptionWriter``, `sheetContentDriver`), so none leaks to a sheet around this
  /// one.
  private var contentReportingOptions: some View {
    sheetContent
  }

  /// The drag on macOS (on iOS and visionOS the sheet's UIKit pan, ``SheetPanRecognizer``): on
  /// the whole card, alongside the content's own gestures, from the first contact
  /// (minimum distance 0, so a touch catches a settling sheet at once), measured in the
  /// stationary container's coordinates. Every sample carries x and y: the core's touch slop
  /// tells a tap (the content's buttons) and a sideways drag (a carousel, a slider) from a drag of
  /// the sheet.
  private var dragGesture: some Gesture {
    DragGesture(minimumDistance: 0, coordinateSpace: .named(SheetCoordinateSpace.container))
      .updating($isTouching) { _, touching, _ in
        touching = true
      }
      .onChanged { value in
        driver.dragChanged(SheetDragSample(value, in: driver.state.container))
      }
      .onEnded { value in
        driver.dragEnded(SheetDragSample(value, in: driver.state.container))
      }
  }
}

/// Haptic feedback when the sheet comes to rest at another detent, if the options ask for it
/// (``SwiftUI/View/sheetSensoryFeedback(_:)``). visionOS has none.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetFeedback: ViewModifier {
  let driver: SheetDriver
  let options: SheetOptions

  func body(content: Content) -> some View {
    #if os(visionOS)
      content
    #else
      // Without feedback the trigger never changes, so nothing plays; presenting (nil to a
      // detent) and dismissing (a detent to nil) play nothing either.
      content.sensoryFeedback(
        options.sensoryFeedback ?? .selection,
        trigger: options.sensoryFeedback == nil ? nil : driver.settledDetentID
      ) { old, new in
        old != nil && new != nil
      }
    #endif
  }
}

/// VoiceOver's escape gesture (a two-finger Z) dismisses a dismissible modal sheet. Elsewhere the
/// action is not attached, so the gesture reaches what encloses the sheet (a navigation stack's
/// back, an enclosing presentation): an action cannot say it did not handle the gesture.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetEscapeAction: ViewModifier {
  let driver: SheetDriver
  let isEnabled: Bool

  func body(content: Content) -> some View {
    if isEnabled {
      content.accessibilityAction(.escape) {
        // A sheet below the one that takes the input is hidden from VoiceOver; the check keeps
        // the rule in one place (SheetStackPlace.takesEscape).
        guard SheetModalStack.shared.place(of: driver).takesEscape else { return }
        _ = driver.escape()
      }
    } else {
      content
    }
  }
}

/// Escape dismisses a dismissible modal sheet wherever the keyboard focus is, even with none in
/// the sheet: a keyboard shortcut (`KeyboardShortcut.cancelAction`, the Escape key) on a button
/// nobody sees, which SwiftUI matches for the whole window the sheet's container covers. Only the
/// sheet that takes the input has it (``SheetStackPlace/takesEscape``): with a sheet presented from
/// this one's content, Escape closes that one only. It reads the stack's place, so its body runs
/// per frame of a sheet above; it is only the shortcut.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetEscapeShortcut: View {
  let driver: SheetDriver
  let isEnabled: Bool

  var body: some View {
    if SheetModalStack.shared.place(of: driver).takesEscape {
      Button {
        _ = driver.escape()
      } label: {
        EmptyView()
      }
      .keyboardShortcut(.cancelAction)
      .disabled(!isEnabled)
      .frame(width: 0, height: 0)
      .opacity(0)
      .accessibilityHidden(true)
    }
  }
}

/// The scrim: it dims what lies behind the sheet and takes the touches outside the card where
/// the background may not (even where it draws nothing: a clear color is not hit-tested, so
/// its shape is given). In a window-level presentation nothing behind it could take a touch, so
/// it takes them all. It draws the dimming of its place in the stack (``SheetStackPlace``), so
/// scrims over scrims do not dim twice, and takes nothing while a sheet above it owns the input.
/// It reads the displayed frames: its body runs once per frame of its sheet's motion or of a
/// sheet's above it.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetScrim: View {
  let driver: SheetDriver
  let coversWindow: Bool

  var body: some View {
    let place = SheetModalStack.shared.place(of: driver)
    let backdrop = place.backdrop
    Color.black
      .opacity(backdrop.dimming)
      .contentShape(Rectangle())
      .allowsHitTesting(!place.isInert && (coversWindow || !backdrop.allowsBackgroundInteraction))
      // The scrim's motion is the core's: an animation the app starts is stripped from it.
      .transaction { $0.animation = nil }
      .onTapGesture {
        driver.scrimTapped()
      }
      .accessibilityHidden(true)
  }
}

/// The card, placed where the core's frame puts it: the one view whose body runs per frame of
/// motion. Its column is a value built by the layer (once per layout change), so moving the card
/// evaluates no body of the content's and lays nothing out again: the column keeps its frame,
/// and the card only offsets it and clips it to its own height.
///
/// Under a sheet presented from its content it steps back (``SheetStepBackPlacement``, from the
/// core's rule for its place in the stack) and is inert: no touch, hidden from accessibility. It
/// reads the displayed frames of the sheets above it, so it moves in the same update as they do.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetCard<Column: View>: View {
  let driver: SheetDriver
  let options: SheetOptions
  let column: Column

  var body: some View {
    let frame = driver.displayedFrame
    let layout = SheetLayout(plan: frame.plan, style: frame.style, container: driver.state.container)
    let place = SheetModalStack.shared.place(of: driver)
    let placement = SheetStepBackPlacement(layout: layout, stepBack: place.stepBack)
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: CGFloat(placement.topCornerRadius),
      bottomLeadingRadius: CGFloat(placement.bottomCornerRadius),
      bottomTrailingRadius: CGFloat(placement.bottomCornerRadius),
      topTrailingRadius: CGFloat(placement.topCornerRadius),
      style: .continuous)
    let scale = CGFloat(placement.scale)
    // The card's motion is the core's: animations the app starts (its `withAnimation`, an
    // ancestor's `.animation`, a rotation's) are stripped from the card's placement only, not
    // from the content's own (`transaction(_:body:)` scopes the change to these modifiers).
    column.transaction {
      $0.animation = nil
    } body: { column in
      column
        .frame(width: CGFloat(layout.width), height: CGFloat(layout.height), alignment: .top)
        .clipShape(shape)
        // Clipping does not limit hit-testing: the column below the card (laid out at the highest
        // card's height) would take touches meant for the view behind the sheet.
        .contentShape(shape)
        .background(alignment: .top) {
          SheetCardBackground(options: options, shape: shape, layout: layout)
        }
        // Scaled about the top centre of the card's own frame, then moved: the core's
        // `SheetStepBack.applied(to:)` of the card (scale 1 and no move when nothing is above).
        .scaleEffect(CGSize(width: scale, height: scale), anchor: .top)
        .offset(x: CGFloat(placement.offsetX), y: CGFloat(placement.offsetY))
        .allowsHitTesting(!place.isInert)
        .accessibilityHidden(place.isInert)
    }
  }
}

/// The card's background: its material (opaque as a morphing card rises) and shadow.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetCardBackground: View {
  let options: SheetOptions
  let shape: UnevenRoundedRectangle
  let layout: SheetLayout

  var body: some View {
    shape
      .fill(options.background ?? AnyShapeStyle(Material.regular))
      .overlay {
        // A morphing card's material turns opaque as it rises (SheetLayout.opaqueLayerOpacity).
        shape.fill(.background).opacity(layout.opaqueLayerOpacity)
      }
      .frame(height: CGFloat(layout.height + layout.backgroundExtension))
      .shadow(color: .black.opacity(0.15), radius: 16, x: 0, y: 2)
  }
}

/// The container's horizontal safe area and the content mode, compared as one value.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetInsets: Equatable {
  var leading: Double
  var trailing: Double
  var mode: SheetContentMode

  init(_ insets: EdgeInsets, mode: SheetContentMode) {
    leading = Double(insets.leading)
    trailing = Double(insets.trailing)
    self.mode = mode
  }
}
