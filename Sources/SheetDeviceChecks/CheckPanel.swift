#if os(iOS) || os(Linux)
  import Foundation
  import SwiftUI
  import SwiftUIBottomSheet

  /// The monotonic clock the check screens timestamp with, in seconds (`ProcessInfo.systemUptime`).
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  enum CheckClock {
    /// Seconds since the device booted.
    static func now() -> Double { ProcessInfo.processInfo.systemUptime }
  }

  /// A check's row as the screen shows it: its number, where to run it, its steps and what is
  /// expected, then the screen's readouts and controls.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct CheckPanel<Readouts: View>: View {
    var check: DeviceCheck
    @ViewBuilder var readouts: Readouts

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 6) {
          Text(verbatim: "Check \(check.number) · \(check.device)").font(.headline)
          ForEach(check.steps, id: \.self) { step in
            Text(verbatim: "• " + step).font(.caption)
          }
          Text("Expected").font(.subheadline)
          ForEach(check.expected, id: \.self) { outcome in
            Text(verbatim: "• " + outcome).font(.caption)
          }
          readouts
          TraceSwitch()
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .background(.ultraThinMaterial, in: Rectangle())
    }
  }

  /// Readout lines in a monospaced caption, each on its own line.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct ReadoutLines: View {
    var lines: [String]

    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        ForEach(lines, id: \.self) { line in
          Text(verbatim: line).font(.caption.monospaced())
        }
      }
    }
  }

  /// The nearest sheet's progress and detent, read with the layer's public readers: the
  /// `SheetProgress` object in the environment (updated on every frame) and a
  /// `BottomSheetReader`'s proxy.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct SheetPositionReadout: View {
    var label: String
    @Environment(SheetProgress.self) private var progress: SheetProgress?

    var body: some View {
      BottomSheetReader { sheet in
        let value = progress.map { String(Int(($0.value * 100).rounded())) + " %" } ?? "no sheet"
        Text(verbatim: "\(label): progress \(value), detent \(sheet.detent?.id ?? "—")")
          .font(.caption.monospaced())
      }
    }
  }

  /// The stand-in for a map behind the sheets: a tinted area that fills the screen.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct MapStandIn: View {
    var body: some View {
      Color.teal.opacity(0.35).ignoresSafeArea()
    }
  }
#endif
