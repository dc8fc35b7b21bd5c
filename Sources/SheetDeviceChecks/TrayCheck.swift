#if os(iOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// Check 7, in three parts chosen at the top: a fitted tray that switches between 180 and 420
  /// points with a "Continue" button; a drawer whose list has `Button` rows and a long-press row;
  /// a floating drawer at 0.16 over a map that counts its taps.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct TrayCheck: View {
    /// The check's parts, each its own setup.
    enum Part: String, CaseIterable, Identifiable {
      case tray = "Tray"
      case rows = "Rows"
      case floating = "Floating"

      var id: Self { self }
    }

    var check: DeviceCheck
    @State private var part = Part.tray

    var body: some View {
      VStack(spacing: 0) {
        Picker("Part", selection: $part) {
          ForEach(Part.allCases) { part in
            Text(part.rawValue).tag(part)
          }
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        .padding(8)
        Group {
          switch part {
          case .tray: TrayPart(check: check)
          case .rows: RowsPart(check: check)
          case .floating: FloatingPart(check: check)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }

  /// The heights the tray's content switches between, in points.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  enum TrayHeights {
    /// The short step, in points.
    static let short: CGFloat = 180
    /// The tall step, in points.
    static let tall: CGFloat = 420
  }

  /// A fitted tray whose content is 180 or 420 points tall, with a "Continue" button whose runs are
  /// counted.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct TrayPart: View {
    var check: DeviceCheck
    @State private var showsTray = false
    @State private var isTall = false
    @State private var continueRuns = 0
    @State private var events = SheetEventTally()

    var body: some View {
      ZStack(alignment: .top) {
        MapStandIn()
        CheckPanel(check: check) {
          Button("Present the tray") { showsTray = true }
            .buttonStyle(.borderedProminent)
          ReadoutLines(lines: ["\"Continue\" ran: \(continueRuns)"] + events.lines)
        }
      }
      .fittedTray(isPresented: $showsTray) {
        VStack(alignment: .leading, spacing: 12) {
          Text(verbatim: "A tray \(Int(isTall ? TrayHeights.tall : TrayHeights.short)) pt tall").font(.headline)
          Toggle("Tall (420 pt)", isOn: $isTall)
          ReadoutLines(lines: ["\"Continue\" ran: \(continueRuns)", "drags begun: \(events.drags)"])
          Button("Continue") { continueRuns += 1 }
            .buttonStyle(.borderedProminent)
        }
        .padding(16)
        .frame(height: isTall ? TrayHeights.tall : TrayHeights.short, alignment: .top)
      }
      .onSheetEvent { events.record($0) }
    }
  }

  /// A drawer whose list has `Button` rows and a row with `onLongPressGesture`, each counting its
  /// actions.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct RowsPart: View {
    var check: DeviceCheck
    @State private var detent: SheetDetent = .medium
    @State private var buttonRuns = 0
    @State private var longPresses = 0
    @State private var events = SheetEventTally()

    var body: some View {
      ZStack(alignment: .top) {
        MapStandIn()
        CheckPanel(check: check) {
          ReadoutLines(
            lines: ["row buttons ran: \(buttonRuns)", "long presses fired: \(longPresses)"] + events.lines)
        }
        .frame(maxHeight: 340)
      }
      .bottomDrawer(selection: $detent, detents: NearbyDrawer<EmptyView>.detents) {
        List(Array(1...12), id: \.self) { number in
          if number == 3 {
            Text(verbatim: "Long-press row (hold 0.5 s)")
              .onLongPressGesture { longPresses += 1 }
          } else {
            Button("Button row \(number)") { buttonRuns += 1 }
          }
        }
        .sheetScrollHandoff()
      }
      .onSheetEvent { events.record($0) }
    }
  }

  /// A floating drawer at 0.16 over a map stand-in that counts the taps it gets.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct FloatingPart: View {
    var check: DeviceCheck
    @State private var detent: SheetDetent = .fraction(0.16)
    @State private var mapTaps = 0
    @State private var events = SheetEventTally()

    var body: some View {
      NearbyDrawer(detent: $detent, events: $events, mapTaps: $mapTaps) {
        CheckPanel(check: check) {
          ReadoutLines(lines: ["map taps: \(mapTaps)", "drawer's selection: \(detent.id)"] + events.lines)
        }
        .frame(maxHeight: 300)
      }
    }
  }
#endif
