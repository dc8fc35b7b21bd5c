import SwiftUI
import SwiftUIBottomSheet
import Testing

// The public API of the Bottom Drawer and Dynamic Height Tray components, used the way their
// documentation uses it. These views are never rendered here: that they compile against this
// module, with nothing but `import SwiftUI` and `import SwiftUIBottomSheet`, is the test.

@available(iOS 17, macOS 14, visionOS 1, *)
private struct NearbyDrawer: View {
  @State private var detent: CGFloat = 0.16

  var body: some View {
    ZStack {
      Color.clear
      BottomDrawer(detent: $detent) {
        VStack(alignment: .leading, spacing: 18) {
          Text("Nearby")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 24)
      }
    }
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
private struct CustomStops: View {
  @State private var detent: CGFloat = 0.3

  var body: some View {
    ZStack {
      BottomDrawer(detent: $detent, detents: [0.3, 0.6]) {
        Text("Stops")
      }
    }
  }
}

@available(iOS 17, macOS 14, visionOS 1, *)
private struct WalletTray: View {
  @State private var isPresented = false
  @State private var step = 0

  var body: some View {
    VStack(spacing: 14) {
      Text("Main Wallet")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .dynamicHeightTray(isPresented: $isPresented) {
      VStack(alignment: .leading, spacing: 16) {
        if step == 0 {
          Text("Manage Wallet")
        } else {
          Text("Recovery Phrase")
        }
      }
      .padding(.horizontal, 24)
    }
  }
}

@Suite("Source compatibility with the seed components")
struct SeedCompatibilityTests {
  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("BottomDrawer(detent:detents:content:) and dynamicHeightTray(isPresented:content:) compile unchanged")
  @MainActor
  func seedsCompile() {
    _ = NearbyDrawer()
    _ = CustomStops()
    _ = WalletTray()
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the drawer's default detents are the component's: 0.16, 0.5 and 0.88 of the container")
  func defaultDetents() {
    #expect(
      SheetDetentConversion.detents(fractions: [0.16, 0.5, 0.88]) == [.fraction(0.16), .fraction(0.5), .fraction(0.88)])
  }
}
