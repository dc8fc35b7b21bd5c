#if os(iOS) || os(Linux)
  import SwiftUIBottomSheet

  /// What a check screen shows of a sheet's events (`onSheetEvent`): how many drags began, where
  /// the sheet last settled, how many times it was presented and dismissed, and the latest
  /// diagnostic.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct SheetEventTally: Sendable, Equatable {
    /// `dragBegan` events.
    private(set) var drags = 0
    /// `settled` events.
    private(set) var settles = 0
    /// The detent id of the latest `settled` event.
    private(set) var lastSettledDetent: String?
    /// The height of the latest `settled` event, in points.
    private(set) var lastSettledHeight: Double?
    /// `presented` events.
    private(set) var presentations = 0
    /// `dismissed` events.
    private(set) var dismissals = 0
    /// The latest `diagnostic` event's text.
    private(set) var lastDiagnostic: String?

    /// Counts one event.
    /// - Parameter event: An event as `onSheetEvent` hands it over.
    mutating func record(_ event: SheetEvent) {
      switch event {
      case .dragBegan: drags += 1
      case .settled(let detent, let height):
        settles += 1
        lastSettledDetent = detent
        lastSettledHeight = height
      case .presented: presentations += 1
      case .dismissed: dismissals += 1
      case .diagnostic(let text): lastDiagnostic = text
      case .willSettle, .tapped, .targetChanged, .dismissAttempted, .announce: break
      }
    }

    /// The readout lines.
    var lines: [String] {
      var settled = "—"
      if let lastSettledDetent, let lastSettledHeight {
        settled = "\(lastSettledDetent) at \(Int(lastSettledHeight.rounded())) pt"
      }
      var lines = [
        "drags begun: \(drags), settles: \(settles), last settled: \(settled)",
        "presented: \(presentations), dismissed: \(dismissals)",
      ]
      if let lastDiagnostic { lines.append("diagnostic: \(lastDiagnostic)") }
      return lines
    }
  }
#endif
