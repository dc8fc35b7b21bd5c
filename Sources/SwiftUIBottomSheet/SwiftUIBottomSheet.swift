// One import gives an app the SwiftUI sheets and the core's vocabulary they speak: detents,
// springs, snapping, keyboard policy, events and the state machine itself.
@_exported import BottomSheetCore
