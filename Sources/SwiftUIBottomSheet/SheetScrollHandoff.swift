import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Makes this scroll view (a `ScrollView` or a `List`) in a sheet's content share drags with
  /// the sheet, as in Maps.
  ///
  /// On iOS 18, macOS 15 and visionOS 2 the handoff is the core's (``ScrollHandoff``): below its
  /// highest detent a drag on the content moves the sheet; at the highest detent it scrolls the
  /// content; a drag down on content scrolled to its top moves the sheet down — all within one
  /// gesture. The scroll view keeps its own scrolling — momentum, bounce, indicators, the
  /// pointer's and VoiceOver's scrolling, nested scroll views, scrolls the app makes — and its
  /// offset and the core's are kept in agreement: reported to the core while the sheet rests,
  /// held at the core's while the sheet moves.
  ///
  /// Earlier, the content scrolls only while the sheet rests at its highest detent; below it, a
  /// drag on the content moves the sheet. At the highest detent drag the header (the grabber and
  /// anything above the scroll view) to lower the sheet.
  ///
  /// Apply it to one scroll view per sheet, the one that fills the sheet below its header: a
  /// `List`, a `ScrollView`, and a `Form` in a modal sheet too (Apple's sheets hand a form's drag
  /// over by themselves; this layer finds the scroll view only through the modifier). Apply it to
  /// the `List`, `Form` or `ScrollView` itself, not to a view whose body holds one with other
  /// views: the scroll view is found by the modified view's frame, and the sheet's header is
  /// measured down to that view's top. When it finds none, ``SwiftUI/View/onSheetEvent(_:)``
  /// reports a ``SheetEvent/diagnostic(_:)`` once, at the first touch on the sheet (on iOS and
  /// visionOS).
  ///
  /// On iOS and visionOS a scroll view in the card without it is neither held nor known to the
  /// core. Its pan recognizes together with the sheet's, so neither makes the other fail: from the
  /// first movement the core gives to the sheet, a vertical drag on it both moves the sheet and
  /// scrolls it by its own pan (a pull down at its top rubber-bands it while the sheet goes down),
  /// and a field focused in it is not brought above the keyboard by the sheet. Not yet seen on a
  /// device.
  nonisolated public func sheetScrollHandoff() -> some View {
    modifier(SheetScrollHandoffModifier())
  }

  /// Makes this scroll view one of several scroll regions of a sheet's content (the core's
  /// `SheetScrollRegion`): a row of categories that scrolls sideways, a second list beside the
  /// main one.
  ///
  /// ```swift
  /// VStack(spacing: 0) {
  ///   SearchField()
  ///   ScrollView(.horizontal) { CategoryRow() }
  ///     .sheetScrollHandoff(id: "categories", axis: .horizontal)
  ///   List(places) { PlaceRow($0) }
  ///     .sheetScrollHandoff()
  /// }
  /// ```
  ///
  /// Its frame in the card and its content's length go to the core, which routes each touch to
  /// the region under it: on a vertical region the scroll handoff divides the drag between the
  /// sheet and that region, with the region's own offset; on a horizontal one sideways travel
  /// scrolls the region and vertical travel drags the sheet. The scroll view is held or freed
  /// from the core's verdict for it, as the main scroll view is. Off every region the sheet is as
  /// without regions: the main scroll view (``sheetScrollHandoff()``) takes the handoff.
  ///
  /// Regions are the `UIScrollView`s of iOS and visionOS; on macOS the modifier does nothing yet.
  ///
  /// - Parameters:
  ///   - id: The region's identity, unique in the sheet.
  ///   - axis: The direction it scrolls (default vertical).
  nonisolated public func sheetScrollHandoff(id: String, axis: SheetScrollRegion.Axis = .vertical) -> some View {
    modifier(SheetScrollRegionModifier(id: id, axis: axis))
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetScrollRegionModifier: ViewModifier {
  let id: String
  let axis: SheetScrollRegion.Axis
  @Environment(\.sheetContentDriver) private var driver

  func body(content: Content) -> some View {
    #if canImport(UIKit)
      if let driver {
        content.modifier(UIKitScrollRegion(driver: driver, id: id, axis: axis))
      } else {
        content
      }
    #else
      content
    #endif
  }
}

#if canImport(UIKit)
  /// A region's `UIScrollView`, found by the same probe as the main one's, its frame measured in
  /// the card and given to the core in its left-to-right coordinates (``SheetDirectionConversion``).
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct UIKitScrollRegion: ViewModifier {
    let driver: SheetDriver
    let id: String
    let axis: SheetScrollRegion.Axis
    @State private var tracker = SheetScrollViewTracker()

    func body(content: Content) -> some View {
      let tracker = self.tracker
      content
        .background { SheetScrollViewProbe(tracker: tracker) }
        .onGeometryChange(for: SheetRect.self) { proxy in
          let frame = proxy.frame(in: .named(SheetCoordinateSpace.card))
          return SheetRect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        } action: { frame in
          let card = driver.displayedFrame.plan.card
          driver.scrollRegionFrameChanged(
            owner: tracker,
            to: SheetDirectionConversion.coreFrame(
              frame, width: card.width, direction: driver.state.container.layoutDirection))
        }
        .onAppear {
          tracker.regionAxis = axis
          tracker.driver = driver
          driver.scrollRegionBegan(owner: tracker, id: id, axis: axis)
          tracker.registerFound()
        }
        .onChange(of: SheetScrollRegionKey(id: id, axis: axis)) { _, key in
          tracker.regionAxis = key.axis
          driver.scrollRegionBegan(owner: tracker, id: key.id, axis: key.axis)
        }
        .onDisappear {
          tracker.stopTracking()
          driver.scrollRegionEnded(owner: tracker)
        }
    }
  }

  /// A region's identity and axis, whose change re-registers it.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetScrollRegionKey: Equatable {
    var id: String
    var axis: SheetScrollRegion.Axis
  }
#endif

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetScrollHandoffModifier: ViewModifier {
  @Environment(\.sheetContentDriver) private var driver

  func body(content: Content) -> some View {
    if let driver {
      #if canImport(UIKit)
        content.modifier(UIKitScrollHandoff(driver: driver))
      #else
        if #available(macOS 15, *) {
          content.modifier(CoreScrollHandoff(driver: driver))
        } else {
          content.modifier(NativeScrollHandoff(driver: driver))
        }
      #endif
    } else {
      content
    }
  }
}

#if canImport(UIKit)
  /// ``SheetScrollHandoffMode/uiKit``: the `UIScrollView` behind the view, found by a probe and
  /// held or freed in the sheet pan's callbacks (``SheetScrollViewTracker``).
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct UIKitScrollHandoff: ViewModifier {
    let driver: SheetDriver
    @State private var tracker = SheetScrollViewTracker()

    func body(content: Content) -> some View {
      content
        .background { SheetScrollViewProbe(tracker: tracker) }
        .modifier(ScrollTopReader(driver: driver))
        .onAppear {
          tracker.driver = driver
          driver.scrollHandoffBegan(.uiKit, owner: tracker)
          tracker.registerFound()
        }
        .onDisappear {
          tracker.stopTracking()
          driver.scrollHandoffEnded(owner: tracker)
        }
    }
  }
#endif

/// Measures where the scroll view's top edge sits in the sheet: the header's height.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ScrollTopReader: ViewModifier {
  let driver: SheetDriver

  func body(content: Content) -> some View {
    content.onGeometryChange(for: Double.self) { proxy in
      Double(proxy.frame(in: .named(SheetCoordinateSpace.card)).minY)
    } action: { top in
      driver.scrollTopChanged(top)
    }
  }
}

/// ``SheetScrollHandoffMode/core``: the scroll view keeps its own scrolling; the core divides each
/// drag of the sheet, and the two offsets are kept in agreement both ways (``SheetScrollBridge``).
///
/// The scroll view reports its offset on every change (`onScrollGeometryChange(for:of:action:)`,
/// iOS 18: `contentOffset.y + contentInsets.top`); the layer moves it to the core's offset
/// through a `ScrollPosition` (`scrollTo(y:)`, iOS 18) only while the core owns the offset.
@available(iOS 18, macOS 15, visionOS 2, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct CoreScrollHandoff: ViewModifier {
  let driver: SheetDriver

  @State private var position = ScrollPosition(y: 0)

  func body(content: Content) -> some View {
    content
      .scrollPosition($position)
      .onScrollGeometryChange(for: SheetScrollMetrics.self) { geometry in
        SheetScrollMetrics(geometry)
      } action: { _, metrics in
        driver.scrollMetricsChanged(metrics)
      }
      .onScrollGeometryChange(for: Double.self) { geometry in
        SheetScrollMetrics.offsetFromContentTop(geometry)
      } action: { _, offset in
        driver.scrollViewScrolled(to: offset)
      }
      .modifier(ScrollTopReader(driver: driver))
      .onChange(of: driver.scrollPinSerial) {
        position.scrollTo(y: CGFloat(driver.scrollPin))
      }
      .onAppear {
        driver.scrollHandoffBegan(.core)
      }
      .onDisappear {
        driver.scrollHandoffEnded()
      }
  }
}

/// ``SheetScrollHandoffMode/nativeAtHighestDetent``: the scroll view scrolls by itself, at the
/// highest detent only.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct NativeScrollHandoff: ViewModifier {
  let driver: SheetDriver

  func body(content: Content) -> some View {
    content
      .scrollDisabled(!driver.restsAtHighestDetent)
      .modifier(ScrollTopReader(driver: driver))
      .onAppear {
        driver.scrollHandoffBegan(.nativeAtHighestDetent)
      }
      .onDisappear {
        driver.scrollHandoffEnded()
      }
  }
}
