// Compiled into each Swift module of the Objective-C type-check on Linux (README.md), never into
// a SwiftPM target. Linux's Foundation declares an `NSObject` of its own (a Swift class, not an
// Objective-C one); this module-local alias makes the name mean the Objective-C runtime's root
// class, as it does on Apple platforms, where the two are one class.
import ObjectiveC

public typealias NSObject = ObjectiveC.NSObject
