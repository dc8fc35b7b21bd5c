/// Which recognizer gets a touch on the card, and whether the sheet's pan recognizes beside the
/// others: the answers of the sheet's `UIGestureRecognizerDelegate` on iOS and visionOS.
///
/// The sheet's pan never takes a touch from anyone (`cancelsTouchesInView = false`, it delays no
/// touch) and recognizes together with every other recognizer: the content's controls, its
/// SwiftUI gestures, a sideways carousel and, above all, the tracked scroll view's pan, which
/// it holds still instead of blocking (``SheetScrollLock``). What is the sheet's in a touch — a
/// tap, a sideways drag, a drag of the sheet, a scroll — the core decides from its samples with
/// its touch slop and axis test. The one exception is a UIKit control (`UIControl`: a text
/// field's, a `UIButton`, a `UISwitch` or `UISlider` hosted in the content, a link's): it keeps
/// its touch wholly, so the sheet hears nothing of it (FloatingPanel's surface delegate does the
/// same; JuniperPhoton/PageView.SwiftUI#2 reports a drag over such controls taking their taps).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package enum SheetPanArbitration {
  /// What a view under a touch is, for the delegate.
  package struct TouchTarget: Sendable, Hashable {
    /// Whether the view, or one of its ancestors below the card, is a `UIControl`.
    package var isInControl: Bool

    /// A target described by its control flag.
    package init(isInControl: Bool) {
      self.isInControl = isInControl
    }
  }

  /// `gestureRecognizer(_:shouldReceive:)`: whether the sheet's pan hears a touch.
  package static func receives(_ target: TouchTarget) -> Bool {
    !target.isInControl
  }

  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: always, so no recognizer in the
  /// content waits for the sheet's or cancels it (iOS 18 arbitrates SwiftUI gestures and scroll
  /// views as UIKit recognizers: FB14688465).
  package static func recognizesSimultaneously(withTrackedScrollView isTracked: Bool) -> Bool {
    true
  }

  /// Whether a view is a `UIControl`, given the chain from the touched view up to (not
  /// including) the view the recognizer is attached to: `true` for each `UIControl` in it.
  package static func target(controlChain: [Bool]) -> TouchTarget {
    TouchTarget(isInControl: controlChain.contains(true))
  }
}
