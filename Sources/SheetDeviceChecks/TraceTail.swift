#if os(iOS) || os(Linux)
  import Observation
  import SwiftUI
  import SwiftUIBottomSheet

  /// The last lines of the layer's trace (``SheetTrace``), newest last, as a check screen shows
  /// them: at most ``capacity``, each as ``SheetTrace/Line/description`` gives it (its time in
  /// seconds of uptime, its category, its message).
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct TraceTail: Sendable, Equatable {
    /// How many lines are kept.
    var capacity: Int
    /// The kept lines, oldest first.
    private(set) var lines: [String] = []
    /// How many lines came in all, kept or not.
    private(set) var total = 0

    /// A tail that keeps at most `capacity` lines (at least one).
    init(capacity: Int) {
      self.capacity = max(1, capacity)
    }

    /// Keeps `line`, dropping the oldest kept line when there are already ``capacity``.
    mutating func append(_ line: String) {
      total += 1
      lines.append(line)
      if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
    }

    /// The readout lines: how many came, then the newest `count`, newest last.
    func readout(last count: Int) -> [String] {
      ["trace lines: \(total)"] + lines.suffix(max(0, count))
    }
  }

  /// The trace's tail for the whole app: the handler ``TraceSwitch`` installs writes here.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @Observable
  final class TraceLog {
    static let shared = TraceLog()
    var tail = TraceTail(capacity: 200)

    /// Turns the layer's trace on or off, and sends its lines here while it is on (they go to
    /// the unified log as well, `SheetTrace`'s subsystem).
    func setTracing(_ isOn: Bool) {
      SheetTrace.isEnabled = isOn
      if isOn {
        SheetTrace.handler = { @MainActor line in TraceLog.shared.tail.append(line.description) }
      } else {
        SheetTrace.handler = nil
      }
    }
  }

  /// A switch for the layer's trace and its newest lines, under every check's readouts: what the
  /// table asks to log, on the phone's screen as well as in Xcode's console or Console.app.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct TraceSwitch: View {
    @State private var isOn = false

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Toggle("Trace (SheetTrace)", isOn: $isOn)
        if isOn {
          ReadoutLines(lines: TraceLog.shared.tail.readout(last: 12))
        }
      }
      .onAppear { isOn = SheetTrace.isEnabled }
      .onChange(of: isOn) { _, isOn in TraceLog.shared.setTracing(isOn) }
    }
  }
#endif
