#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import Foundation
  import GtkBottomSheet
  import SheetScenario

  /// `--settings FILE`: a scenario file whose configuration — detents, spring, snapping,
  /// dismissal, keyboard policy, detent space, touch slop, Reduce Motion — the shown page's sheet
  /// takes when F5 is pressed, the file read again each time, so a live sheet's settings can be
  /// tried while it runs (the core's `SheetSession.reconfigure(_:)` decides what changes at once
  /// and what waits for the sheet to rest). The card's style stays the page's.
  enum LiveSettings {
    /// Why a settings file cannot be read.
    struct Problem: Error {
      let message: String
    }

    /// The configuration of the scenario file at `path`, or why it cannot be read.
    static func configuration(at path: String) -> Result<SheetConfiguration, Problem> {
      guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(Problem(message: "cannot read the settings file \(path)"))
      }
      do {
        return .success(try Scenario(json: data).configuration)
      } catch {
        return .failure(Problem(message: "the settings file \(path) is not a scenario file: \(error)"))
      }
    }

    /// The trace fields that say what a sheet's configuration is after F5: its detents' heights
    /// (points, lowest first), spring, snapping, dismissal and keyboard policy.
    static func traceFields(of state: SheetState) -> [(String, String)] {
      let configuration = state.configuration
      return [
        ("detents", "[" + state.detents.map { JSONLines.string($0.id) }.joined(separator: ",") + "]"),
        ("heights", "[" + state.detents.map { JSONLines.number($0.height) }.joined(separator: ",") + "]"),
        ("springDuration", JSONLines.number(configuration.spring.duration)),
        ("springBounce", JSONLines.number(configuration.spring.bounce)),
        ("snapping", JSONLines.string(configuration.snapping.mode.rawValue)),
        ("dismissible", configuration.allowsDismissal ? "true" : "false"),
        ("keyboard", JSONLines.string(configuration.keyboardPolicy.rawValue)),
      ]
    }
  }

  extension Gallery {
    /// With `--settings`, F5 anywhere in the window reloads the settings file into the shown
    /// page's sheet.
    func installLiveSettings(on window: UnsafeMutablePointer<GtkWidget>) {
      guard options.settings != nil, let keys = gtk_event_controller_key_new() else { return }
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      connectSignal(
        keys, "key-pressed", .keyPressed(onSettingsKey), userData: Unmanaged.passUnretained(self).toOpaque())
      gtk_widget_add_controller(window, keys)
    }

    /// Reads the settings file into the shown page's sheet, and writes a `settings` trace line with
    /// what the sheet's configuration is then (or reports why the file cannot be read).
    fileprivate func reloadSettings() -> Bool {
      guard let path = options.settings, let sheet = pages[current]?.sheet else { return false }
      switch LiveSettings.configuration(at: path) {
      case .success(let configuration):
        sheet.configuration = configuration
        writeTraceLine("settings", fields: LiveSettings.traceFields(of: sheet.state))
      case .failure(let problem):
        TraceOutput.write("bottom-sheet-demo: \(problem.message)", to: 2)
      }
      return true
    }
  }

  private let onSettingsKey: KeyPressedHandler = { _, keyval, _, _, data in
    guard Int32(bitPattern: keyval) == GDK_KEY_F5, let data else { return 0 }
    let gallery = Unmanaged<Gallery>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated { gallery.reloadSettings() } ? 1 : 0
  }
#endif
