// A fixture for scripts/lint-availability: each marked line uses an API the deployment targets
// (iOS 17, macOS 14, visionOS 1) lack, without a guard that covers it. Never compiled.
import SwiftUI

struct MissingAvailability: View {  // LINT: no @available on a top-level declaration
  var body: some View { EmptyView() }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct UnguardedScrollGeometry: ViewModifier {
  func body(content: Content) -> some View {
    content
      .onScrollGeometryChange(for: Double.self) { geometry in  // LINT: iOS 18 modifier
        Double(geometry.contentOffset.y)
      } action: { _, _ in
      }
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct IOSOnlyGuard: View {
  var body: some View {
    if #available(iOS 18, *) {
      let position = ScrollPosition(y: 0)  // LINT: `*` leaves macOS 14 and visionOS 1
      Text(verbatim: "\(position)")
    }
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct FeedbackEverywhere: View {
  @State private var count = 0
  var body: some View {
    Text(verbatim: "\(count)")
      .sensoryFeedback(.selection, trigger: count)  // LINT: unavailable on visionOS
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)  // LINT: no @available(tvOS, unavailable): claims tvOS
struct ClaimsTVOS: View {
  var body: some View { EmptyView() }
}

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
func holdEverywhere(_ view: AnyObject) {
  (view as? UIScrollView)?.bounces = false  // LINT: UIKit is unavailable on macOS
}

#if canImport(UIKit)
  @available(iOS 17, macOS 14, visionOS 1, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  struct PanEverywhere: UIGestureRecognizerRepresentable {  // LINT: iOS 18 only, and not on visionOS
    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
  }
#endif
