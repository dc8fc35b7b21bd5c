// A stand-in for Apple's UIKit, declaring only what Sources/SwiftUIBottomSheet uses on iOS and
// visionOS, so that code is type-checked on Linux. Written for this project: every declaration's
// Swift shape (labels, types, optionality, isolation, availability) follows its page in Apple's
// documentation, which gives the Swift declaration UIKit's headers and API notes generate, as
// recorded in SIGNATURES.md; bodies do nothing. Never a product; see README.md.
//
// On Apple platforms UIKit re-exports Foundation and QuartzCore (CADisplayLink); on Linux the
// geometry types live in Foundation.
@_exported import Foundation
