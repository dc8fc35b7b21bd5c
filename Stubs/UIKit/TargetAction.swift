// Target-action, which needs Objective-C selectors: declared only in the Objective-C type-check
// on Linux (../ObjectiveC/README.md), where the module `ObjectiveC` is the stub's. The SwiftPM
// build on Linux has no `ObjectiveC` module and skips this file.

#if canImport(ObjectiveC)
  @_exported import ObjectiveC
  @_exported import QuartzCore
  @_exported import FoundationKVO

  @available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIGestureRecognizer {
    public func addTarget(_ target: Any, action: Selector) {}
    public func removeTarget(_ target: Any?, action: Selector?) {}
  }
#endif
