#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// UIKit's keyboard notifications, converted to the core's animated keyboard input
  /// (``SheetKeyboardConversion``): the keyboard's end frame, measured in the container's probe
  /// view (so a presenting view that avoids the keyboard never resizes the sheet's container),
  /// its duration and its curve. Conversion only.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  final class SheetKeyboardObserver {
    weak var driver: SheetDriver?
    /// The view that fills the container (``SheetContainerProbe``).
    weak var handler: SheetPanHandler?
    var policy = KeyboardPolicy.lift
    private var tokens: [NSObjectProtocol] = []
    /// Whether the field editing last is the sheet's (``SheetKeyboardOwnership``).
    private var ownership = SheetKeyboardOwnership()
    /// The last keyboard notification's end frame (`nil`: it hid), duration and curve, replayed
    /// when a field beginning editing changes whose keyboard it is (``SheetKeyboardOwnership/Replay``).
    private var lastKeyboard: (frame: CGRect?, duration: Double, curve: Int?)?

    nonisolated init() {}

    /// Starts observing (once).
    func start() {
      guard tokens.isEmpty else { return }
      let center = NotificationCenter.default
      // Read here, on the main actor: whether an SDK marks these keys nonisolated varies.
      let frameKey = UIResponder.keyboardFrameEndUserInfoKey
      let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
      let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey
      for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
        let hides = name == UIResponder.keyboardWillHideNotification
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
            let info = notification.userInfo
            let frame = info?[frameKey] as? CGRect
            let duration = (info?[durationKey] as? NSNumber)?.doubleValue ?? 0
            let curve = (info?[curveKey] as? NSNumber)?.intValue
            MainActor.assumeIsolated {
              SheetTrace.log(
                .keyboard,
                "\(hides ? "keyboardWillHide" : "keyboardWillChangeFrame") end frame"
                  + " \(frame.map(SheetTrace.rect) ?? "none") duration \(SheetTrace.seconds(duration)) s"
                  + " curve \(curve.map(String.init) ?? "none")")
              self?.keyboardChanged(frame: hides ? nil : frame, duration: duration, curve: curve)
            }
          })
      }
      observeFocus(center)
    }

    /// Observes text fields and text views taking focus (once), for the core's focus input.
    private func observeFocus(_ center: NotificationCenter) {
      for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
            nonisolated(unsafe) let field = notification.object
            MainActor.assumeIsolated {
              guard let field = field as AnyObject?, let self else { return }
              let place = self.place(of: field)
              let replay = self.ownership.fieldBegan(place)
              SheetTrace.log(
                .keyboard,
                "textDidBeginEditing \(type(of: field)) \(SheetTrace.identity(ObjectIdentifier(field)))"
                  + " place \(place) replays \(replay.map { "\($0)" } ?? "nothing")")
              self.driver?.fieldFocused(field)
              if let replay, let kept = self.lastKeyboard {
                self.apply(frame: replay == .keyboard ? kept.frame : nil, duration: kept.duration, curve: kept.curve)
              }
            }
          })
      }
    }

    /// Where a field that began editing is: in the sheet's window, under the root view of the
    /// presentation the sheet is in (the outermost view below the window, as the probe finds it:
    /// ``SheetViewMatching/hostIndex(ancestorsAreWindows:)``), and with its centre on the card.
    /// Conversion only.
    private func place(of field: AnyObject) -> SheetKeyboardOwnership.Field {
      guard let view = field as? UIView, let container = handler?.container, let driver else { return .elsewhere }
      var ancestors: [UIView] = []
      var ancestor = container.superview
      while let current = ancestor {
        ancestors.append(current)
        ancestor = current.superview
      }
      let root = SheetViewMatching.hostIndex(ancestorsAreWindows: ancestors.map { $0 is UIWindow }).map {
        ancestors[$0]
      }
      let frame = view.convert(view.bounds, to: container)
      return SheetKeyboardOwnership.field(
        sameWindow: view.window != nil && view.window === container.window,
        inSheetsPresentation: root.map { view.isDescendant(of: $0) } ?? false,
        centreOnCard: driver.state.isOnSheet(x: Double(frame.midX), y: Double(frame.midY)))
    }

    func stop() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens = []
    }

    /// A keyboard moves to `frame` (screen coordinates; `nil`: it hides) over `duration` seconds.
    func keyboardChanged(frame: CGRect?, duration: Double, curve: Int?) {
      lastKeyboard = (frame, duration, curve)
      guard ownership.keyboardChanged(hides: frame == nil) else {
        SheetTrace.log(.keyboard, "keyboard not the sheet's: not applied")
        return
      }
      apply(frame: frame, duration: duration, curve: curve)
    }

    /// Moves the sheet with a keyboard at `frame` (screen coordinates; `nil`: none) over
    /// `duration` seconds. Conversion only.
    private func apply(frame: CGRect?, duration: Double, curve: Int?) {
      guard let driver else { return }
      var height = 0.0
      if let frame, let container = handler?.container {
        // The keyboard's frame is in the screen's coordinate space, which differs from the
        // window's in Split View, Slide Over and Stage Manager (keyboardFrameEndUserInfoKey).
        let local: CGRect
        #if os(visionOS)
          local = container.convert(frame, from: nil)
        #else
          if let screen = container.window?.windowScene?.screen {
            local = container.convert(frame, from: screen.coordinateSpace)
          } else {
            local = container.convert(frame, from: nil)
          }
        #endif
        height = SheetKeyboardConversion.height(
          keyboardMinY: Double(local.minY), keyboardMaxY: Double(local.maxY),
          containerMaxY: Double(container.bounds.height), policy: policy)
      }
      SheetTrace.log(.keyboard, "keyboard height over the container \(SheetTrace.points(height)) applied")
      driver.keyboardChanged(SheetKeyboardConversion.input(height: height, duration: duration, curveRawValue: curve))
    }
  }

  /// Observes the keyboard for the sheet while the layer is on screen.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetKeyboardObserving: ViewModifier {
    let driver: SheetDriver
    let handler: SheetPanHandler
    let policy: KeyboardPolicy
    @State private var observer = SheetKeyboardObserver()

    func body(content: Content) -> some View {
      content
        .onAppear {
          observer.driver = driver
          observer.handler = handler
          observer.policy = policy
          observer.start()
        }
        .onChange(of: policy) { _, policy in observer.policy = policy }
        .onDisappear { observer.stop() }
    }
  }
#endif
