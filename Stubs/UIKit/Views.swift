// Views, windows, controls and scroll views.

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIResponder: NSObject {
  public override init() {}
  open var isFirstResponder: Bool { false }
  open var next: UIResponder? { nil }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder, UICoordinateSpace {
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) { nil }
  public convenience override init() { self.init(frame: .zero) }
  open var superview: UIView? { nil }
  open var subviews: [UIView] { [] }
  open var window: UIWindow? { nil }
  open var bounds: CGRect {
    get { .zero }
    set {}
  }
  open var isUserInteractionEnabled: Bool {
    get { true }
    set {}
  }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
  @available(iOS 8.0, *)
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
  open func didMoveToWindow() {}
  open func isDescendant(of view: UIView) -> Bool { false }
  open func layoutSubviews() {}
  @available(iOS 3.2, visionOS 1.0, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  @available(iOS 3.2, visionOS 1.0, *)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIWindow: UIView {
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  weak open var windowScene: UIWindowScene? {
    get { nil }
    set {}
  }
}

// A frame of reference: adopted by UIView and given by UIScreen.
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  var bounds: CGRect { get }
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIWindowScene: UIResponder {
  @available(visionOS, unavailable)
  open var screen: UIScreen { fatalError() }
}

@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIScreen: NSObject {
  @available(iOS 8.0, *)
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIControl: UIView {}

@available(iOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UISlider: UIControl {}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITabBar: UIView {}

@available(iOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIToolbar: UIView {}

@available(iOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UISwitch: UIControl {}

@available(iOS 5.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIStepper: UIControl {}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UIEdgeInsets: Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { .zero }
    set {}
  }
  open var contentSize: CGSize {
    get { .zero }
    set {}
  }
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  open var bounces: Bool {
    get { true }
    set {}
  }
  open var showsVerticalScrollIndicator: Bool {
    get { true }
    set {}
  }
  open var showsHorizontalScrollIndicator: Bool {
    get { true }
    set {}
  }
  open var isDecelerating: Bool { false }
  open var isTracking: Bool { false }
  open var isScrollEnabled: Bool {
    get { true }
    set {}
  }
  open var alwaysBounceVertical: Bool {
    get { false }
    set {}
  }
  open var alwaysBounceHorizontal: Bool {
    get { false }
    set {}
  }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
  @available(iOS 5.0, visionOS 1.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITextField: UIControl {
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UITextView: UIScrollView {
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UINavigationController: UIViewController {
  @available(iOS 7.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
  @available(iOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}
