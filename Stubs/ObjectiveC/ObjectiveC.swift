// The Swift part of the stand-in for Apple's ObjectiveC module (README.md): what Swift adds to
// the runtime's header on Apple platforms, as far as the layer uses it.

import Foundation
@_exported import ObjectiveC

/// An Objective-C selector: the type `#selector` produces (`documentation/objectivec/selector`).
@frozen public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable {
  public init(_ str: String) {}
  public init(stringLiteral value: String) {}
}

// On Apple platforms the Objective-C `NSObject` is the one root class and conforms to
// `NSObjectProtocol`; on Linux, Foundation declares both for itself. The conformance lets the
// UIKit stub's delegate protocols (`UIGestureRecognizerDelegate: NSObjectProtocol`) be adopted by
// an Objective-C `NSObject` subclass, as on Apple platforms.
extension ObjectiveC.NSObject: Foundation.NSObjectProtocol {
  public func isEqual(_ object: Any?) -> Bool { false }
  public var hash: Int { 0 }
  public func `self`() -> Self { self }
  public func isProxy() -> Bool { false }
  public var description: String { "" }
  public var debugDescription: String { "" }
}

// As Apple's ObjectiveC overlay makes it: `==` is `isEqual(_:)`, hashing uses `hash`.
extension ObjectiveC.NSObject: Equatable, Hashable {
  public static func == (lhs: ObjectiveC.NSObject, rhs: ObjectiveC.NSObject) -> Bool { lhs.isEqual(rhs) }
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
