// A stand-in for Apple's QuartzCore, declaring only the display link the layer's frame clock uses
// (`SheetFrameClock`), for the Objective-C type-check on Linux (../ObjectiveC/README.md). Shapes
// follow Apple's documentation pages, recorded in ../ObjectiveC/SIGNATURES.md; bodies do nothing.

import Foundation
import ObjectiveC

/// CoreFoundation's time interval in seconds, which QuartzCore's API uses.
public typealias CFTimeInterval = Double

@available(iOS 15.0, tvOS 15.0, visionOS 1.0, macOS 12.0, *)
public struct CAFrameRateRange {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }
}

@available(iOS 3.1, tvOS 9.0, visionOS 1.0, macOS 14.0, *)
open class CADisplayLink: ObjectiveC.NSObject {
  public init(target: Any, selector sel: Selector) {}
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() {}
  open var timestamp: CFTimeInterval { 0 }
  @available(iOS 15.0, tvOS 15.0, visionOS 1.0, macOS 14.0, *)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { CAFrameRateRange(minimum: 0, maximum: 0) }
    set {}
  }
}
