#if os(macOS)
  import AppKit
  import MacGallery
  import SwiftUI

  /// The gallery on a Mac: ``MacGalleryView`` (the four pages of the GTK demo, written with
  /// SwiftUIBottomSheet, in the `MacGallery` target) in a 390 × 844 window.
  ///
  /// `main.swift` calls ``run()`` on macOS. Only this file — the app's entry point and its AppKit
  /// calls — is macOS-only; the views are type-checked on Linux too.
  enum SwiftUIGallery {
    /// Runs the gallery's SwiftUI app; returns when the app quits.
    @MainActor
    static func run() {
      if #available(macOS 14, *) {
        MacGalleryApp.main()
      } else {
        FileHandle.standardError.write(Data("bottom-sheet-demo: the SwiftUI gallery needs macOS 14 or later\n".utf8))
      }
    }
  }

  @available(macOS 14, *)
  struct MacGalleryApp: App {
    var body: some Scene {
      WindowGroup("Bottom sheets") {
        MacGalleryView()
          .frame(width: 390, height: 844)
          .onAppear {
            // A command-line executable has no bundle: make it a regular app with a window in front.
            NSApplication.shared.setActivationPolicy(.regular)
            NSApplication.shared.activate()
          }
      }
      .windowResizability(.contentSize)
    }
  }
#endif
