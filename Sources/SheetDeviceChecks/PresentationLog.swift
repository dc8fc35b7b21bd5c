#if os(iOS) || os(Linux)
  /// What a device check reads from one presentation binding: each presentation from the moment the
  /// binding became `true`, when it returned to `false`, and each `onDismiss` call that followed.
  ///
  /// Times are seconds on one monotonic clock the caller reads (the app passes
  /// `ProcessInfo.systemUptime`); nothing here reads a clock. A presentation starts at a change from
  /// `false` to `true` and ends at the next change to `false`; an `onDismiss` call belongs to the
  /// latest presentation, and one with no presentation yet is counted apart
  /// (``unmatchedDismissCalls``).
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct PresentationLog: Sendable, Equatable {
    /// One presentation: from the binding's change to `true` to its change back to `false`.
    struct Presentation: Sendable, Equatable {
      /// When the binding became `true`, in seconds.
      var presentedAt: Double
      /// When the binding returned to `false`, in seconds; `nil` while it is still `true`.
      var endedAt: Double?
      /// When each `onDismiss` call of this presentation came, in seconds.
      var dismissCalls: [Double] = []

      /// How long the binding stayed `true`, in seconds; `nil` while it still is.
      var duration: Double? { endedAt.map { $0 - presentedAt } }

      /// How long after the binding returned to `false` the first `onDismiss` came, in seconds.
      var dismissDelay: Double? {
        guard let endedAt, let first = dismissCalls.first else { return nil }
        return first - endedAt
      }
    }

    /// Every presentation, oldest first.
    private(set) var presentations: [Presentation] = []
    /// The binding's value as last recorded.
    private(set) var value = false
    /// Every value written to the binding by the check's own controls, changes or not.
    private(set) var writes = 0
    /// `onDismiss` calls that came before any presentation.
    private(set) var unmatchedDismissCalls = 0

    /// Records the binding's value as SwiftUI reports it (`onChange(of:initial:_:)`), or as a
    /// control writes it.
    /// - Parameters:
    ///   - newValue: The binding's value.
    ///   - time: When, in seconds.
    mutating func record(_ newValue: Bool, at time: Double) {
      defer { value = newValue }
      guard newValue != value else { return }
      if newValue {
        presentations.append(Presentation(presentedAt: time))
      } else if !presentations.isEmpty, presentations[presentations.count - 1].endedAt == nil {
        presentations[presentations.count - 1].endedAt = time
      }
    }

    /// Records a write a control of the check made to the binding, then the value it wrote.
    /// - Parameters:
    ///   - newValue: The value written.
    ///   - time: When, in seconds.
    mutating func recordWrite(_ newValue: Bool, at time: Double) {
      writes += 1
      record(newValue, at: time)
    }

    /// Records a call of the presentation's `onDismiss`.
    /// - Parameter time: When, in seconds.
    mutating func recordDismissCall(at time: Double) {
      if presentations.isEmpty {
        unmatchedDismissCalls += 1
      } else {
        presentations[presentations.count - 1].dismissCalls.append(time)
      }
    }

    /// The presentations whose `onDismiss` ran other than once after the binding returned to
    /// `false`, by number (1 is the first): a presentation still `true` must have no call yet, and
    /// the latest one, ended with no call yet, is waiting for it (``isDismissCallPending``), not
    /// wrong: the layer calls `onDismiss` once the sheet and its container have gone, after the
    /// binding's change.
    var presentationsWithoutOneDismissCall: [Int] {
      presentations.indices.compactMap { index in
        let presentation = presentations[index]
        let expected = presentation.endedAt == nil ? 0 : 1
        if index == presentations.count - 1, isDismissCallPending { return nil }
        return presentation.dismissCalls.count == expected ? nil : index + 1
      }
    }

    /// Whether the latest presentation has ended (the binding is `false`) and its `onDismiss` has
    /// not come yet.
    var isDismissCallPending: Bool {
      guard let last = presentations.last else { return false }
      return last.endedAt != nil && last.dismissCalls.isEmpty
    }

    /// The readout lines a check screen shows, newest presentation last.
    var lines: [String] {
      var lines = ["binding: \(value)", "presentations: \(presentations.count), writes by this screen: \(writes)"]
      for (index, presentation) in presentations.enumerated().suffix(3) {
        let ended = presentation.duration.map { "returned to false after \(Self.seconds($0))" } ?? "still true"
        let dismissed =
          presentation.dismissDelay.map { ", \(Self.seconds($0)) after it" }
          ?? ""
        lines.append(
          "#\(index + 1): \(ended); onDismiss ×\(presentation.dismissCalls.count)\(dismissed)")
      }
      if isDismissCallPending { lines.append("waiting for onDismiss of #\(presentations.count)") }
      let wrong = presentationsWithoutOneDismissCall
      if !wrong.isEmpty {
        lines.append("onDismiss not exactly once in: " + wrong.map { "#\($0)" }.joined(separator: ", "))
      }
      if unmatchedDismissCalls > 0 { lines.append("onDismiss with no presentation: ×\(unmatchedDismissCalls)") }
      return lines
    }

    /// A duration for a readout: seconds with two decimals ("0.42 s").
    static func seconds(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded())
      let sign = hundredths < 0 ? "-" : ""
      let magnitude = abs(hundredths)
      let fraction = magnitude % 100
      return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }
  }
#endif
