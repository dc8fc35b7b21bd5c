// Touches, events and gesture recognizers.

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITouch: NSObject {
  open var timestamp: TimeInterval { 0 }
  open var view: UIView? { nil }
  @available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
  open var gestureRecognizers: [UIGestureRecognizer]? { nil }
  open func location(in view: UIView?) -> CGPoint { .zero }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIEvent: NSObject {
  open var timestamp: TimeInterval { 0 }
}

@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIGestureRecognizer: NSObject {
  public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    public static var recognized: UIGestureRecognizer.State { .ended }
  }
  // Apple's designated initializer is `init(target: Any?, action: Selector?)` and `init()` a
  // convenience one (UIGestureRecognizer.h: `initWithTarget:action:` NS_DESIGNATED_INITIALIZER,
  // `init` not). Linux has no `Selector`: the stub's action is `Never?`, so only `nil` can be
  // passed, and the layer names no selector outside `#if os(iOS) || os(visionOS)`. A subclass
  // that declares a designated initializer must call `super.init(target:action:)`, as on Apple.
  public init(target: Any?, action: Never?) {}
  public convenience override init() { self.init(target: nil, action: nil) }
  // Read-write as UIKit.UIGestureRecognizerSubclass redeclares it for subclasses (the stub, like
  // the touch methods, folds that header into the class).
  open var state: UIGestureRecognizer.State {
    get { .possible }
    set {}
  }
  weak open var delegate: (any UIGestureRecognizerDelegate)?
  open var isEnabled: Bool {
    get { true }
    set {}
  }
  open var view: UIView? { nil }
  open var cancelsTouchesInView: Bool {
    get { true }
    set {}
  }
  open var delaysTouchesEnded: Bool {
    get { true }
    set {}
  }
  open func location(in view: UIView?) -> CGPoint { .zero }
  open var numberOfTouches: Int { 0 }
  open func reset() {}
  // UIKit.UIGestureRecognizerSubclass's, folded into the class as the touch methods are.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func ignore(_ touch: UITouch, for event: UIEvent) {}
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  @available(tvOS, unavailable)
  open var maximumNumberOfTouches: Int {
    get { Int.max }
    set {}
  }
  @available(iOS 13.4, visionOS 1.0, *)
  @available(tvOS, unavailable)
  open var allowedScrollTypesMask: UIScrollTypeMask {
    get { [] }
    set {}
  }
  open func translation(in view: UIView?) -> CGPoint { .zero }
}

@available(iOS 7.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

@available(iOS 13.4, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var discrete: UIScrollTypeMask { UIScrollTypeMask(rawValue: 1 << 0) }
  public static var continuous: UIScrollTypeMask { UIScrollTypeMask(rawValue: 1 << 1) }
  public static var all: UIScrollTypeMask { UIScrollTypeMask(rawValue: 3) }
}

@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // Optional requirements in Apple's Objective-C protocol; Linux has no `@objc optional`, so the
  // stub gives them defaults below.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

// signature-check: stub-only (Objective-C optional requirements have no default implementation in Swift)
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
