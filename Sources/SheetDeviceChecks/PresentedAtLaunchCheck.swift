#if os(iOS) || os(Linux)
  import Foundation
  import SwiftUI
  import SwiftUIBottomSheet

  /// Where the app remembers that its next launch opens the README's GESTURES example with its
  /// sheet presented (check 22's cold launch): a `UserDefaults` Boolean.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  enum ColdLaunch {
    /// The `UserDefaults` key.
    static let key = "SheetDeviceChecks.opensEditorAtLaunch"
  }

  /// The README's GESTURES example (`EditorScreen`), its binding given by the screen that shows it,
  /// with the presentation's binding and `onDismiss` logged and `readouts` below the sheet's
  /// "Draft".
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct GesturesExample<Panel: View, Readouts: View>: View {
    @Binding var editing: Bool
    @Binding var log: PresentationLog
    @ViewBuilder var panel: Panel
    @ViewBuilder var readouts: Readouts
    @State private var target = ""

    var body: some View {
      ZStack(alignment: .top) {
        Color.clear
        panel
      }
      .bottomSheet(isPresented: $editing, onDismiss: dismissed) {
        VStack(alignment: .leading, spacing: 8) {
          Text("Draft")
          ReadoutLines(lines: log.lines)
          readouts
        }
        .padding(16)
      }
      .sheetContentInteraction(.scrolls)
      .sheetHandoff(collapse: .atStart)
      .sheetDragArea(.header)
      .onSheetTargetChange { target = $0 }
      .sensoryFeedback(.selection, trigger: target)
      .sheetDismissalConfirmation(.askFirst) { await confirmDiscard() }
      .onChange(of: editing, initial: true) { _, isEditing in log.record(isEditing, at: CheckClock.now()) }
    }

    func confirmDiscard() async -> Bool { true }

    private func dismissed() {
      log.recordDismissCall(at: CheckClock.now())
    }
  }

  /// Check 22 from the list: the GESTURES example's sheet presented from a screen under a pushed
  /// one and while a system sheet is being dismissed, and the switch that makes the next cold
  /// launch open the example presented.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct PresentedAtLaunchCheck: View {
    var check: DeviceCheck
    @State private var editing = false
    @State private var log = PresentationLog()
    @State private var showsSystemSheet = false
    @State private var opensAtLaunch = UserDefaults.standard.bool(forKey: ColdLaunch.key)

    var body: some View {
      GesturesExample(editing: $editing, log: $log) {
        CheckPanel(check: check) {
          Toggle("Open at the next launch", isOn: $opensAtLaunch)
          NavigationLink {
            PushedScreen(editing: $editing)
          } label: {
            Text("Push the next screen")
          }
          Button("Present the system sheet") { showsSystemSheet = true }
          ReadoutLines(lines: log.lines)
        }
      } readouts: {
        EmptyView()
      }
      .onChange(of: opensAtLaunch) { _, opens in UserDefaults.standard.set(opens, forKey: ColdLaunch.key) }
      .sheet(isPresented: $showsSystemSheet) {
        VStack(spacing: 16) {
          Text("A system sheet").font(.headline)
          Button("Dismiss this sheet and set the binding") {
            showsSystemSheet = false
            editing = true
          }
          .buttonStyle(.borderedProminent)
        }
        .padding(24)
      }
    }
  }

  /// The screen pushed over check 22's: it sets the binding of the screen below.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct PushedScreen: View {
    @Binding var editing: Bool

    var body: some View {
      VStack(spacing: 16) {
        Text("Set the binding here, then go back.").font(.headline)
        Button("Set the binding of the screen below") { editing = true }
          .buttonStyle(.borderedProminent)
        ReadoutLines(lines: ["binding: \(editing)"])
      }
      .padding(24)
      .navigationTitle("Pushed")
    }
  }

  /// What a cold launch shows when ``ColdLaunch/key`` is set: the GESTURES example with
  /// `@State private var editing = true`, as in the README, from the first body.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct ColdLaunchScreen: View {
    var check: DeviceCheck
    var onLeave: () -> Void
    @State private var editing = true
    @State private var log = PresentationLog()

    var body: some View {
      GesturesExample(editing: $editing, log: $log) {
        CheckPanel(check: check) {
          ReadoutLines(lines: log.lines)
          leaveButton
        }
      } readouts: {
        Text(verbatim: "Check 22, cold launch: the sheet must stay, with no onDismiss.").font(.caption)
        leaveButton
      }
    }

    private var leaveButton: some View {
      Button("Back to the list (and off at the next launch)") {
        UserDefaults.standard.set(false, forKey: ColdLaunch.key)
        onLeave()
      }
    }
  }
#endif
