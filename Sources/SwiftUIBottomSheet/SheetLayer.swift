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
/// accessibility actions and the frame clock that draws the core's motion.
///
/// It fills its container and extends under the container's safe areas. Outside the card it takes
/// input only where the scrim covers the background (see `SheetState.backdrop(_:)` in the core).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetLayer<SheetContent: View>: View {
  let driver: SheetDriver
  let kind: SheetKind
  let sheetContent: SheetContent

  @Environment(\.sheetOptions) private var options
  @Environment(\.displayScale) private var displayScale
  @GestureState private var isTouching = false

  var body: some View {
    // The outer reader respects every safe area, so its bottom inset grows with the keyboard;
    // the inner one ignores the keyboard, so its insets are the container's own.
    GeometryReader { outer in
      let keyboardInset = outer.safeAreaInsets.bottom
      GeometryReader { inner in
        let container = SheetGeometry.container(
          size: inner.size, safeAreaInsets: inner.safeAreaInsets, scale: displayScale)
        let keyboardHeight = SheetGeometry.keyboardHeight(
          bottomInset: keyboardInset, containerBottomInset: inner.safeAreaInsets.bottom)
        TimelineView(.animation(minimumInterval: nil, paused: !driver.isRunning)) { timeline in
          let frame = driver.frame(at: SheetClock.seconds(timeline.date), options: options, kind: kind)
          ZStack(alignment: .topLeading) {
            scrim(frame)
            if driver.showsSheet {
              card(frame, container: container)
            }
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .ignoresSafeArea(.container)
          .coordinateSpace(.named(SheetCoordinateSpace.container))
          .onChange(of: timeline.date) { _, date in
            driver.tick(at: SheetClock.seconds(date))
          }
        }
        .onChange(of: container, initial: true) { _, container in
          driver.containerChanged(container)
        }
        .onChange(of: keyboardHeight, initial: true) { _, height in
          driver.keyboardChanged(height)
        }
      }
      .ignoresSafeArea(.keyboard)
    }
    .onChange(of: isTouching) { _, touching in
      // The gesture state resets after `onEnded` too; by the time this task runs, an ended drag
      // has been handled and only a drag the system cancelled is still held.
      if !touching { Task { driver.dragCancelled() } }
    }
    .onDisappear {
      driver.cancelMoves()
    }
  }

  private func scrim(_ frame: SheetFrame) -> some View {
    Color.black
      .opacity(frame.backdrop.dimming)
      .allowsHitTesting(!frame.backdrop.allowsBackgroundInteraction)
      .onTapGesture {
        driver.scrimTapped(options: options, kind: kind)
      }
      .accessibilityHidden(true)
  }

  private func card(_ frame: SheetFrame, container: SheetContainer) -> some View {
    let layout = SheetLayout(plan: frame.plan, style: frame.style, container: container)
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: CGFloat(layout.topCornerRadius),
      bottomLeadingRadius: CGFloat(layout.bottomCornerRadius),
      bottomTrailingRadius: CGFloat(layout.bottomCornerRadius),
      topTrailingRadius: CGFloat(layout.topCornerRadius),
      style: .continuous)
    return column(layout)
      .frame(width: CGFloat(layout.width), height: CGFloat(layout.height), alignment: .top)
      .clipShape(shape)
      .background(alignment: .top) {
        shape
          .fill(options.background ?? AnyShapeStyle(Material.regular))
          .frame(height: CGFloat(layout.height + layout.backgroundExtension))
          .shadow(color: .black.opacity(0.15), radius: 16, x: 0, y: 2)
      }
      .offset(x: CGFloat(layout.leading), y: CGFloat(layout.top))
      .simultaneousGesture(dragGesture)
      .environment(\.sheetProgress, frame.progress)
      .accessibilityElement(children: .contain)
      .accessibilityAddTraits(kind.isModal ? .isModal : [])
      .accessibilityAction(.escape) {
        _ = driver.escape()
      }
      .onKeyPress(.escape) {
        driver.escape() ? .handled : .ignored
      }
      .modifier(SheetFeedback(driver: driver, options: options))
  }

  private func column(_ layout: SheetLayout) -> some View {
    VStack(spacing: 0) {
      if options.showsGrabber(kind: kind, detentCount: driver.detentCount) {
        SheetGrabber(driver: driver)
      }
      if kind == .tray {
        sheetContent.fixedSize(horizontal: false, vertical: true)
      } else {
        sheetContent
      }
    }
    .padding(.bottom, CGFloat(layout.contentBottomInset))
    .onGeometryChange(for: Double.self) { proxy in
      Double(proxy.size.height)
    } action: { height in
      driver.columnHeightChanged(height)
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .coordinateSpace(.named(SheetCoordinateSpace.card))
    .environment(\.sheetDriver, driver)
    .task {
      driver.presentIfPending()
    }
  }

  /// The drag: on the whole card, alongside the content's own gestures, from the first contact
  /// (minimum distance 0, so a touch catches a settling sheet at once), measured in the
  /// stationary container's coordinates.
  private var dragGesture: some Gesture {
    DragGesture(minimumDistance: 0, coordinateSpace: .named(SheetCoordinateSpace.container))
      .updating($isTouching) { _, touching, _ in
        touching = true
      }
      .onChanged { value in
        driver.dragChanged(SheetDragSample(value))
      }
      .onEnded { value in
        driver.dragEnded(SheetDragSample(value))
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
      // Without feedback the trigger never changes, so nothing plays.
      content.sensoryFeedback(
        options.sensoryFeedback ?? .selection,
        trigger: options.sensoryFeedback == nil ? nil : driver.settledDetentID)
    #endif
  }
}
