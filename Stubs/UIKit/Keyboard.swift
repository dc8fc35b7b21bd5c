// The keyboard's notifications and their user-info keys.
//
// Apple's declarations are `nonisolated class let` (Objective-C globals marked
// `NS_SWIFT_NONISOLATED`, imported as members of `UIResponder` through API notes); Swift source
// cannot declare a `class let` in an extension, so the stub has `nonisolated static let`, which a
// call site (`UIResponder.keyboardFrameEndUserInfoKey`) cannot tell apart.

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIResponder {
  @available(iOS 5.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  @available(iOS 2.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  @available(iOS 3.2, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  @available(iOS 3.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  @available(iOS 3.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
}
