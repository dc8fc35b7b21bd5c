// A fixture for scripts/lint-availability: the same APIs as Unguarded.swift, each behind a guard
// that covers iOS, macOS and visionOS. Never compiled.
import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct GuardedScrollGeometry: ViewModifier {
  func body(content: Content) -> some View {
    if #available(iOS 18, macOS 15, visionOS 2, *) {
      content
        .onScrollGeometryChange(for: Double.self) { geometry in
          Double(geometry.contentOffset.y)
        } action: { _, _ in
        }
    } else {
      content
    }
  }
}

@available(iOS 18, macOS 15, visionOS 2, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct NewerType: View {
  @State private var position = ScrollPosition(y: 0)
  var body: some View {
    EmptyView().scrollPosition($position)
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
enum EarlyExit {
  static func position() -> String {
    guard #available(iOS 18, macOS 15, visionOS 2, *) else { return "" }
    return "\(ScrollPosition(y: 0))"
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct FeedbackWhereItExists: View {
  @State private var count = 0
  var body: some View {
    #if !os(visionOS)
      Text(verbatim: "\(count)").sensoryFeedback(.selection, trigger: count)
    #else
      Text(verbatim: "\(count)")
    #endif
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  @available(visionOS, unavailable)
  func feedback(on count: Int) -> some View {
    sensoryFeedback(.selection, trigger: count)
  }
}

#if canImport(UIKit)
  @available(iOS 17, macOS 14, visionOS 1, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  func holdOnUIKit(_ view: AnyObject) {
    (view as? UIScrollView)?.bounces = false
  }
#endif

#if os(iOS)
  @available(iOS 18, *)
  @available(macOS, unavailable)
  @available(visionOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct PanOnIOS18: UIGestureRecognizerRepresentable {
    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
  }
#endif
