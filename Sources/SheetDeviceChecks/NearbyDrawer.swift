#if os(iOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// The README's `NearbyScreen` drawer over a map stand-in: a list of places at 0.16, the middle
  /// and 0.88, its list handing the drag over with `sheetScrollHandoff()`, with the README's
  /// drawer options (floating, its spring, a 10-point blur). What lies above the map is the check's
  /// panel, `panel`.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct NearbyDrawer<Panel: View>: View {
    /// The detents of the README's drawer.
    static var detents: Set<SheetDetent> { [.fraction(0.16), .medium, .fraction(0.88)] }

    /// 60 places: the list is several screens long at every detent.
    static var places: [String] { (1...60).map { "Place \($0)" } }

    @Binding var detent: SheetDetent
    /// The drawer's events, as `onSheetEvent` reports them.
    @Binding var events: SheetEventTally
    /// The taps the map stand-in gets; `nil` leaves the map without a tap gesture.
    var mapTaps: Binding<Int>? = nil
    @ViewBuilder var panel: Panel

    var body: some View {
      ZStack(alignment: .top) {
        if let mapTaps {
          MapStandIn().onTapGesture { mapTaps.wrappedValue += 1 }
        } else {
          MapStandIn()
        }
        panel
      }
      .bottomDrawer(selection: $detent, detents: Self.detents) {
        List(Self.places, id: \.self) { place in
          Text(verbatim: place)
        }
        .sheetScrollHandoff()
      }
      .sheetStyle(.floating)
      .sheetSpring(SheetSpring(duration: 0.45, bounce: 0.2))
      .sheetBackgroundBlur(radius: 10)
      .onSheetEvent { events.record($0) }
    }
  }

  /// Check 1: a drag from a list row across every detent of the README's drawer.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct ListDragCheck: View {
    var check: DeviceCheck
    @State private var detent: SheetDetent = .fraction(0.16)
    @State private var events = SheetEventTally()

    var body: some View {
      NearbyDrawer(detent: $detent, events: $events) {
        CheckPanel(check: check) {
          ReadoutLines(lines: ["drawer's selection: \(detent.id)"] + events.lines)
          SheetPositionReadout(label: "drawer")
        }
        .frame(maxHeight: 340)
      }
    }
  }

  /// Check 2: native scrolling at the drawer's highest detent, and a short `Form` in a modal sheet
  /// at `.large`.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct NativeScrollingCheck: View {
    var check: DeviceCheck
    // At the lowest detent, so that the steps can be read first; the check raises it.
    @State private var detent: SheetDetent = .fraction(0.16)
    @State private var events = SheetEventTally()
    @State private var showsForm = false
    @State private var formDetent: SheetDetent = .large

    var body: some View {
      NearbyDrawer(detent: $detent, events: $events) {
        CheckPanel(check: check) {
          ReadoutLines(lines: ["drawer's selection: \(detent.id)"] + events.lines)
          SheetPositionReadout(label: "drawer")
          Button("Present the short Form") { showsForm = true }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxHeight: 340)
      }
      .bottomSheet(isPresented: $showsForm) {
        Form {
          SheetPositionReadout(label: "form")
          Text(verbatim: "Row 1")
          Text(verbatim: "Row 2")
          Text(verbatim: "Row 3")
        }
        .sheetScrollHandoff()
        .sheetDetents([.medium, .large], selection: $formDetent)
      }
    }
  }
#endif
