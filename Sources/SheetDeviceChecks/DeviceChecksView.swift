#if os(iOS) || os(Linux)
  import Foundation
  import SwiftUI
  import SwiftUIBottomSheet

  /// The device checks of the layer's article *On Apple platforms* ("Check these first on a
  /// device"), listed by their number in its table; each opens a screen with the row's setup, its
  /// steps and expected outcome, and readouts of what can be seen without logs.
  ///
  /// Show it as an iOS app's only view:
  ///
  /// ```swift
  /// WindowGroup { DeviceChecksView() }
  /// ```
  ///
  /// After check 22's "Open at the next launch", a launch opens the README's GESTURES example with
  /// its sheet presented instead of the list. Not built by Xcode and not run on a device yet.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public struct DeviceChecksView: View {
    @State private var opensEditor: Bool

    /// Creates the list, or check 22's cold-launch screen when the previous run asked for it.
    public init() {
      _opensEditor = State(initialValue: UserDefaults.standard.bool(forKey: ColdLaunch.key))
    }

    public var body: some View {
      if opensEditor, let check = DeviceCheck.numbered(22) {
        ColdLaunchScreen(check: check) { opensEditor = false }
      } else {
        NavigationStack {
          List(DeviceCheck.all, id: \.number) { check in
            NavigationLink {
              Self.screen(for: check)
                .navigationTitle("Check \(check.number)")
            } label: {
              Text(verbatim: "\(check.number). \(check.title)")
            }
          }
          .navigationTitle("Device checks")
        }
      }
    }

    @ViewBuilder
    static func screen(for check: DeviceCheck) -> some View {
      switch check.screen {
      case .listDrag: ListDragCheck(check: check)
      case .nativeScrolling: NativeScrollingCheck(check: check)
      case .headerField: HeaderFieldCheck(check: check)
      case .filters: FiltersCheck(check: check)
      case .systemSheet: SystemSheetCheck(check: check)
      case .keyboard: KeyboardCheck(check: check)
      case .tray: TrayCheck(check: check)
      case .progressReaders: ProgressReadersCheck(check: check)
      case .presentedAtLaunch: PresentedAtLaunchCheck(check: check)
      }
    }
  }
#endif
