// SwiftUI's bridges to UIKit: a represented view and a represented gesture recognizer. Apple's
// SwiftUI re-exports UIKit on iOS and visionOS; the stub imports the UIKit stub for the types.

import UIKit

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  func makeUIView(context: Self.Context) -> Self.UIViewType
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  associatedtype Coordinator = Void
  func makeCoordinator() -> Self.Coordinator
  typealias Context = UIViewRepresentableContext<Self>
}

// signature-check: stub-only (SwiftUI gives represented views their body and a Void coordinator)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == Void {
  public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {
  public let coordinator: Representable.Coordinator
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
  func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  associatedtype Coordinator = Void
  func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

// signature-check: stub-only (SwiftUI's default implementations of the optional requirements)
@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension UIGestureRecognizerRepresentable {
  public func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
  public func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
}

// signature-check: stub-only (SwiftUI's default Void coordinator)
@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
  public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator { fatalError() }
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency public struct UIGestureRecognizerRepresentableContext<Representable>
where Representable: UIGestureRecognizerRepresentable {
  public let coordinator: Representable.Coordinator
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  public func location(in space: some CoordinateSpaceProtocol) -> CGPoint { fatalError() }
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension View {
  nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { self }
}
