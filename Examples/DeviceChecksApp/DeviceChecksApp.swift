import SheetDeviceChecks
import SwiftUI

/// The device-check app: the checks of the layer's article *On Apple platforms*, one screen each.
/// Replace the app file of a new iOS App project with this one (README.md, next to it).
@main
struct DeviceChecksApp: App {
  var body: some Scene {
    WindowGroup {
      DeviceChecksView()
    }
  }
}
