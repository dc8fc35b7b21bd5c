// A stand-in for the part of Apple's Foundation that Swift's key-value observing is
// (`observe(_:options:changeHandler:)`), which Linux's Foundation does not have, for the
// Objective-C type-check on Linux (../ObjectiveC/README.md). On Apple platforms all of it is
// Foundation's; here it is a module of its own, re-exported by the UIKit stub in that check only.
// Shapes follow Apple's documentation pages, recorded in ../ObjectiveC/SIGNATURES.md.

import Foundation
import ObjectiveC

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var new: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x01) }
  public static var old: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x02) }
  public static var initial: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x04) }
  public static var prior: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x08) }
}

public struct NSKeyValueObservedChange<Value> {
  public let newValue: Value?
  public let oldValue: Value?
}

@objc(_NSKeyValueObservation) public class NSKeyValueObservation: ObjectiveC.NSObject {
  @objc public func invalidate() {}
}

public protocol _KeyValueCodingAndObserving {}

extension ObjectiveC.NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  @preconcurrency public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    fatalError()
  }
}
