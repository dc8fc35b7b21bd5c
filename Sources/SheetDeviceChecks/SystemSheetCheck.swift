#if os(iOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// Check 5: a `bottomSheet` whose binding is set while a system `.sheet` is up (the presentation
  /// UIKit refuses, which the layer gives up after a second), the binding toggled 20 times within
  /// one frame, and a `bottomDrawer` inside a system `.sheet`.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct SystemSheetCheck: View {
    /// How many times the burst button toggles the binding, all within one action, so within one
    /// frame.
    nonisolated static let burstToggles = 20

    var check: DeviceCheck
    @State private var showsSheet = false
    @State private var log = PresentationLog()
    @State private var showsSystemSheet = false
    @State private var showsDrawerSystemSheet = false
    @State private var systemSheetDismissals = 0
    @State private var drawerSystemSheetDismissals = 0

    var body: some View {
      ZStack(alignment: .top) {
        MapStandIn()
        CheckPanel(check: check) {
          Button("Present the system sheet") { showsSystemSheet = true }
            .buttonStyle(.borderedProminent)
          Button("Present the bottom sheet") { write(true) }
          Button("Toggle 20 times within one frame") {
            for _ in 0..<Self.burstToggles { write(!showsSheet) }
          }
          Button("Present the system sheet holding a drawer") { showsDrawerSystemSheet = true }
          ReadoutLines(
            lines: log.lines + [
              "system sheet dismissals: \(systemSheetDismissals)",
              "drawer's system sheet dismissals: \(drawerSystemSheetDismissals)",
            ])
        }
      }
      .bottomSheet(isPresented: $showsSheet, onDismiss: bottomSheetDismissed) {
        VStack(spacing: 12) {
          Text("The bottom sheet").font(.headline)
          Button("Dismiss by the binding") { write(false) }
        }
        .padding(16)
        .sheetDetents([.medium])
      }
      .onChange(of: showsSheet) { _, isShown in log.record(isShown, at: CheckClock.now()) }
      .sheet(isPresented: $showsSystemSheet, onDismiss: systemSheetDismissed) {
        VStack(spacing: 16) {
          Text("A system sheet").font(.headline)
          Button("Set the bottomSheet binding") { write(true) }
            .buttonStyle(.borderedProminent)
          Button("Close this sheet") { showsSystemSheet = false }
          ReadoutLines(lines: log.lines)
        }
        .padding(24)
      }
      .sheet(isPresented: $showsDrawerSystemSheet, onDismiss: drawerSystemSheetDismissed) {
        DrawerInSystemSheet()
      }
    }

    private func bottomSheetDismissed() {
      log.recordDismissCall(at: CheckClock.now())
    }

    private func systemSheetDismissed() {
      systemSheetDismissals += 1
    }

    private func drawerSystemSheetDismissed() {
      drawerSystemSheetDismissals += 1
    }

    private func write(_ value: Bool) {
      showsSheet = value
      log.recordWrite(value, at: CheckClock.now())
    }
  }

  /// A `bottomDrawer` with a handed-over list, inside a system sheet's content.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct DrawerInSystemSheet: View {
    @State private var detent: SheetDetent = .medium
    @State private var events = SheetEventTally()

    var body: some View {
      ZStack(alignment: .top) {
        MapStandIn()
        VStack(alignment: .leading, spacing: 6) {
          Text("Drag the drawer down: it moves, this system sheet stays.").font(.caption)
          ReadoutLines(lines: ["drawer's selection: \(detent.id)"] + events.lines)
          SheetPositionReadout(label: "drawer")
        }
        .padding(12)
      }
      .bottomDrawer(selection: $detent, detents: [.fraction(0.16), .medium, .large]) {
        List(NearbyDrawer<EmptyView>.places, id: \.self) { place in
          Text(verbatim: place)
        }
        .sheetScrollHandoff()
      }
      .onSheetEvent { events.record($0) }
    }
  }
#endif
