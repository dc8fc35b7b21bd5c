// A stand-in for Apple's SwiftUI, declaring only what Sources/SwiftUIBottomSheet uses, so the
// layer is type-checked on Linux. Written for this project: every declaration's shape (labels,
// defaults, generics, attributes, availability) follows Apple's SDK interface, as recorded in
// SIGNATURES.md; bodies do nothing. Never a product; see README.md.
//
// On Apple platforms SwiftUI re-exports CoreGraphics (CGFloat, CGPoint, CGSize, CGRect); on Linux
// those types live in Foundation.
@_exported import Foundation
