#if os(iOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// Check 3: a drawer whose header is a `TextField`, above its handed-over list.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct HeaderFieldCheck: View {
    var check: DeviceCheck
    @State private var detent: SheetDetent = .medium
    @State private var events = SheetEventTally()
    @State private var search = "Drag across this text once focused"

    var body: some View {
      ZStack(alignment: .top) {
        MapStandIn()
        CheckPanel(check: check) {
          ReadoutLines(lines: ["drawer's selection: \(detent.id)", "field: \(search)"] + events.lines)
        }
        .frame(maxHeight: 340)
      }
      .bottomDrawer(selection: $detent, detents: NearbyDrawer<EmptyView>.detents) {
        VStack(spacing: 0) {
          TextField("Search", text: $search)
            .textFieldStyle(.roundedBorder)
            .padding(12)
          List(NearbyDrawer<EmptyView>.places, id: \.self) { place in
            Text(verbatim: place)
          }
          .sheetScrollHandoff()
        }
      }
      .onSheetEvent { events.record($0) }
    }
  }
#endif
