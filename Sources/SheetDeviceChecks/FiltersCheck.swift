#if os(iOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// Check 4: the README's Filters sheet presented inside `withAnimation`, over the README's
  /// drawer, and dismissed in each of five ways, with `onDismiss` counted per presentation.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct FiltersCheck: View {
    var check: DeviceCheck
    @State private var detent: SheetDetent = .fraction(0.16)
    @State private var events = SheetEventTally()
    @State private var showsFilters = false
    @State private var log = PresentationLog()

    var body: some View {
      NearbyDrawer(detent: $detent, events: $events) {
        CheckPanel(check: check) {
          Button("Present Filters (withAnimation, 1 s ease)") {
            log.recordWrite(true, at: CheckClock.now())
            withAnimation(.easeInOut(duration: 1)) { showsFilters = true }
          }
          .buttonStyle(.borderedProminent)
          ReadoutLines(lines: log.lines)
        }
        .frame(maxHeight: 380)
      }
      .bottomSheet(isPresented: $showsFilters, onDismiss: filtersDismissed) {
        ScrollView {
          FilterControls(showsFilters: $showsFilters)
        }
        .sheetScrollHandoff()
        .sheetDetents([.medium, .large])
      }
      .onChange(of: showsFilters) { _, isShown in log.record(isShown, at: CheckClock.now()) }
    }

    private func filtersDismissed() {
      log.recordDismissCall(at: CheckClock.now())
    }
  }

  /// The Filters sheet's content: a few toggles, and the three dismissals that are buttons.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct FilterControls: View {
    @Binding var showsFilters: Bool
    @Environment(\.dismiss) private var dismiss
    @State private var opensNow = true
    @State private var acceptsCards = false
    @State private var hasParking = false

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Filters").font(.headline)
        Toggle("Open now", isOn: $opensNow)
        Toggle("Accepts cards", isOn: $acceptsCards)
        Toggle("Parking", isOn: $hasParking)
        Button("Dismiss by the binding") { showsFilters = false }
        Button("Dismiss with @Environment(\\.dismiss)") { dismiss() }
        BottomSheetReader { sheet in
          Button("Dismiss with BottomSheetProxy.dismiss()") { sheet.dismiss() }
        }
      }
      .padding(16)
    }
  }
#endif
