#if os(iOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// Check 14 (the iPhone row with iOS 18): the README's `NearbyScreen` with its Filters sheet, and
  /// in the drawer's header one `Text` reading `@Environment(SheetProgress.self)` and one reading
  /// `@Environment(\.sheetProgress)`.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct ProgressReadersCheck: View {
    var check: DeviceCheck
    @State private var detent: SheetDetent = .fraction(0.16)
    @State private var showsFilters = false
    @State private var hasChanges = false

    var body: some View {
      ZStack(alignment: .top) {
        MapStandIn()
        CheckPanel(check: check) {
          Button("Open Filters") { showsFilters = true }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxHeight: 340)
      }
      .bottomDrawer(selection: $detent, detents: NearbyDrawer<EmptyView>.detents) {
        VStack(spacing: 0) {
          ProgressReaders()
            .padding(12)
          List(NearbyDrawer<EmptyView>.places, id: \.self) { place in
            Text(verbatim: place)
          }
          .sheetScrollHandoff()
        }
      }
      .sheetStyle(.floating)
      .sheetSpring(SheetSpring(duration: 0.45, bounce: 0.2))
      .sheetBackgroundBlur(radius: 10)
      .bottomSheet(isPresented: $showsFilters) {
        ScrollView {
          FilterControls(showsFilters: $showsFilters)
        }
        .sheetScrollHandoff()
        .sheetDetents([.medium, .large])
        .sheetDismissalDisabled(hasChanges)
      }
    }
  }

  /// The drawer's header: the progress read from the observable `SheetProgress`, which follows
  /// the drag, and from `\.sheetProgress`, a snapshot that does not.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct ProgressReaders: View {
    @Environment(SheetProgress.self) private var progress: SheetProgress?
    @Environment(\.sheetProgress) private var snapshot: Double

    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text(verbatim: "SheetProgress: \(Self.percent(progress?.value))").font(.caption.monospaced())
        Text(verbatim: "\\.sheetProgress: \(Self.percent(snapshot))").font(.caption.monospaced())
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// A progress as a whole percentage ("42 %"), or "none" outside a sheet.
    static func percent(_ value: Double?) -> String {
      value.map { "\(Int(($0 * 100).rounded())) %" } ?? "none"
    }
  }
#endif
