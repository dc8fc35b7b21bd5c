// The Accessibility framework's notifications, which SwiftUI re-exports. Checked against the iOS
// 17.0 SDK's Accessibility.swiftinterface (SIGNATURES.md), not SwiftUI's.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  public struct Announcement: _AccessibilityNotifications {
    public init(_ announcement: String) {}
    public typealias Info = NSAttributedString
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
  associatedtype Info
  func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
  public func post() {}
}
