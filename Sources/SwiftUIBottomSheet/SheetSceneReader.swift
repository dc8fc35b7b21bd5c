import SwiftUI

#if canImport(UIKit)
  import UIKit

  /// A view behind a modal sheet's presenting view that tells ``SheetModalStack`` which scene the
  /// sheet is presented in: the window scene of the window the view moves to
  /// (`UIView.didMoveToWindow()`, `UIWindow.windowScene`), by identity, so the sheets of one
  /// scene are ordered apart from another's (``SheetModalOrder``). A full-screen cover is
  /// presented in its presenting view's window, so the presenting view's scene is the sheet's.
  /// Conversion only; it takes no touch and is not an accessibility element.
  @available(iOS 17, visionOS 1, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetSceneReader: UIViewRepresentable {
    let driver: SheetDriver

    func makeUIView(context: Context) -> ReaderView {
      let view = ReaderView()
      view.isUserInteractionEnabled = false
      view.driver = driver
      return view
    }

    func updateUIView(_ uiView: ReaderView, context: Context) {
      uiView.driver = driver
    }

    final class ReaderView: UIView {
      weak var driver: SheetDriver?

      override func didMoveToWindow() {
        super.didMoveToWindow()
        // Leaving the window (UIKit may take a covered presenter's view out) keeps the scene.
        guard window != nil else { return }
        // On the next turn: UIKit moves the view to its window while SwiftUI inserts it, inside
        // SwiftUI's update, where writing observed state is "Modifying state during view update"
        // (as the scroll view probes defer their reports).
        DispatchQueue.main.async { [weak self] in
          guard let self, let driver = self.driver, let scene = self.window?.windowScene else { return }
          SheetModalStack.shared.sceneChanged(driver, to: ObjectIdentifier(scene))
        }
      }
    }
  }
#elseif os(macOS)
  import AppKit

  /// A view behind a modal sheet's presenting view that tells ``SheetModalStack`` which window
  /// the sheet is presented in (`NSView.viewDidMoveToWindow()`, `NSView.window`), by identity,
  /// so the sheets of one window are ordered apart from another's (``SheetModalOrder``): on
  /// macOS the sheet's container is an overlay of the presenting view, in its window. Conversion
  /// only; macOS only, so not compiled on Linux (no AppKit stub): it only forwards to
  /// type-checked code.
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(visionOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct SheetSceneReader: NSViewRepresentable {
    let driver: SheetDriver

    func makeNSView(context: Context) -> ReaderView {
      let view = ReaderView()
      view.driver = driver
      return view
    }

    func updateNSView(_ nsView: ReaderView, context: Context) {
      nsView.driver = driver
    }

    final class ReaderView: NSView {
      weak var driver: SheetDriver?

      override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        guard let driver, let window else { return }
        SheetModalStack.shared.sceneChanged(driver, to: ObjectIdentifier(window))
      }

      // Takes no mouse event: they go to the presenting view above it.
      override func hitTest(_ point: NSPoint) -> NSView? { nil }
    }
  }
#endif
