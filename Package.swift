// swift-tools-version: 6.0
import PackageDescription

// The platform-free core, the scenario replay, and their tests build everywhere.
var products: [Product] = [
  .library(name: "BottomSheetCore", targets: ["BottomSheetCore"]),
  .library(name: "SheetScenario", targets: ["SheetScenario"]),
  .executable(name: "sheet-sim", targets: ["sheet-sim"]),
  .executable(name: "sheet-fuzz", targets: ["sheet-fuzz"]),
  .executable(name: "bottom-sheet-demo", targets: ["bottom-sheet-demo"]),
]

var targets: [Target] = [
  .target(name: "BottomSheetCore"),
  .target(name: "SheetScenario", dependencies: ["BottomSheetCore"]),
  .executableTarget(name: "sheet-sim", dependencies: ["SheetScenario"]),
  .target(name: "SheetFuzz", dependencies: ["SheetScenario"]),
  .executableTarget(name: "sheet-fuzz", dependencies: ["SheetFuzz"]),
  // What the test targets share (a sheet factory, gestures and clocks): a target, never a product,
  // as swift-argument-parser's ArgumentParserTestHelpers and swift-collections' test support are.
  .target(name: "SheetTestSupport", dependencies: ["BottomSheetCore"], path: "Tests/SheetTestSupport"),
  .testTarget(name: "BottomSheetCoreTests", dependencies: ["BottomSheetCore", "SheetTestSupport"]),
  .testTarget(
    name: "SheetScenarioTests",
    dependencies: ["SheetScenario", "SheetFuzz", "sheet-sim", "SheetTestSupport"],
    exclude: ["Cases"]
  ),
]

var demoDependencies: [Target.Dependency] = ["BottomSheetCore", "SheetScenario", "SheetFuzz"]

// The SwiftUI layer and the Mac gallery's views build on every platform. On Linux, where SwiftUI
// does not exist, they are type-checked against the stub module `SwiftUI` that the Linux block
// below declares.
var swiftUIStub: [Target.Dependency] = []
// Compiler settings that exist only to check the SwiftUI layer on Linux (set in the Linux block).
var swiftUILayerChecks: [SwiftSetting] = []

// GTK 4 is the toolkit on Linux. These targets exist only when the manifest is evaluated there.
#if os(Linux)
  products.append(.library(name: "GtkBottomSheet", targets: ["GtkBottomSheet"]))
  targets += [
    // Benchmarks stand apart from the library, which never depends on them. Their allocation
    // counter wraps glibc's allocator (`__libc_malloc`), so they exist only on Linux, where the
    // benchmark goals are measured.
    .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
    .executableTarget(
      name: "sheet-bench",
      dependencies: ["BottomSheetCore", "SheetScenario", "SheetFuzz", "CAllocationCounter"],
      path: "Benchmarks/sheet-bench"
    ),
    .systemLibrary(
      name: "CGtk4",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    .target(name: "GtkBottomSheet", dependencies: ["CGtk4", "BottomSheetCore"]),
    .testTarget(name: "GtkBottomSheetTests", dependencies: ["GtkBottomSheet"]),
    .testTarget(name: "EndToEndTests", dependencies: ["bottom-sheet-demo", "sheet-sim"]),
  ]
  demoDependencies += ["GtkBottomSheet", "CGtk4"]

  // A stub of exactly the SwiftUI subset the SwiftUI layer uses, shaped like Apple's SDK interface
  // (Stubs/SwiftUI/README.md). Built with library evolution and without package access, as the
  // real framework is, so resilience rules apply to the layer. Never a product.
  // Its UIKit counterpart (Stubs/UIKit/README.md): the UIKit subset the layer uses on iOS and
  // visionOS, each declaration checked against Apple's documentation. SwiftUI's UIKit bridges
  // (`UIViewRepresentable`, `UIGestureRecognizerRepresentable`) import it, as Apple's SwiftUI
  // re-exports UIKit on iOS.
  targets += [
    .target(
      name: "UIKit",
      path: "Stubs/UIKit",
      exclude: ["README.md", "SIGNATURES.md"],
      packageAccess: false,
      swiftSettings: [.unsafeFlags(["-enable-library-evolution"]), .swiftLanguageMode(.v5)]
    ),
    .target(
      name: "SwiftUI",
      dependencies: ["UIKit"],
      path: "Stubs/SwiftUI",
      exclude: ["README.md", "SIGNATURES.md"],
      packageAccess: false,
      // Apple builds SwiftUI in the Swift 5 language mode, with library evolution.
      swiftSettings: [.unsafeFlags(["-enable-library-evolution"]), .swiftLanguageMode(.v5)]
    ),
  ]
  // The `os` module's logging subset that the layer's trace (`SheetTrace`) uses: `Logger` and
  // its message interpolation, each declaration checked against Apple's interface
  // (Stubs/os/SIGNATURES.md). Built as the other stubs are. Never a product.
  targets.append(
    .target(
      name: "os",
      path: "Stubs/os",
      exclude: ["SIGNATURES.md"],
      packageAccess: false,
      swiftSettings: [.unsafeFlags(["-enable-library-evolution"]), .swiftLanguageMode(.v5)]
    )
  )
  swiftUIStub = ["SwiftUI", "UIKit", "os"]

  // On Linux every warning in the SwiftUI layer is an error: SwiftUI's `@preconcurrency`
  // isolation turns concurrency mistakes into warnings, and the stub is where they must be
  // caught. A flag rather than Swift tools 6.2's `treatAllWarnings`, so that the manifest needs
  // only Swift tools 6.0 and Apple platforms see no unsafe flags.
  swiftUILayerChecks = [.unsafeFlags(["-warnings-as-errors"])]
#endif

// The SwiftUI layer. Its declarations carry their own availability (iOS 17, macOS 14,
// visionOS 1), so an app with an older deployment target can use the core and adopt the layer
// behind `if #available`.
products.append(.library(name: "SwiftUIBottomSheet", targets: ["SwiftUIBottomSheet"]))
targets += [
  .target(
    name: "SwiftUIBottomSheet",
    dependencies: ["BottomSheetCore"] + swiftUIStub,
    // The string catalog: Xcode compiles it into localized tables; on Linux it is copied as is.
    resources: [.process("Resources")],
    swiftSettings: swiftUILayerChecks
  ),
  .testTarget(
    name: "SwiftUIBottomSheetTests",
    dependencies: ["SwiftUIBottomSheet"] + swiftUIStub,
    exclude: ["Fixtures"]
  ),
]

// The Mac gallery's views: on a Mac the demo is this SwiftUI gallery (only its app entry point and
// AppKit calls, in the demo, are macOS-only). Like the layer they are type-checked on Linux
// against the stub, where nothing shows them; their test target makes `swift build --build-tests`
// compile them there. Each file is inside `#if os(macOS) || os(Linux)`: it shows nothing on iOS,
// and on visionOS the layer has no `sheetSensoryFeedback`. Not a product.
targets += [
  .target(name: "MacGallery", dependencies: ["SwiftUIBottomSheet"] + swiftUIStub, swiftSettings: swiftUILayerChecks),
  .testTarget(name: "MacGalleryTests", dependencies: ["MacGallery"] + swiftUIStub),
]
demoDependencies.append(.target(name: "MacGallery", condition: .when(platforms: [.macOS])))

// The device-check app's screens: the checks of the layer's article *On Apple platforms* ("Check
// these first on a device"), each set up as a README-following app would, for an iPhone with iOS
// 17 or later (Examples/DeviceChecksApp shows them). A product only so that an app project can add
// it; it exists to run those checks and is not part of the public API. Type-checked on Linux
// against the stub with the layer's settings; each file is inside `#if os(iOS) || os(Linux)`.
products.append(.library(name: "SheetDeviceChecks", targets: ["SheetDeviceChecks"]))
targets += [
  .target(
    name: "SheetDeviceChecks", dependencies: ["SwiftUIBottomSheet"] + swiftUIStub, swiftSettings: swiftUILayerChecks),
  .testTarget(name: "SheetDeviceChecksTests", dependencies: ["SheetDeviceChecks"] + swiftUIStub),
]

targets.append(.executableTarget(name: "bottom-sheet-demo", dependencies: demoDependencies))

let package = Package(
  name: "swift-bottom-sheet",
  defaultLocalization: "en",
  // The lowest deployment targets that Xcode 16, Xcode 26 and Xcode 27 all accept. Xcode 26
  // supports iOS 15, macOS 11, tvOS 15, watchOS 8 and visionOS 1 and later (developer.apple.com/
  // xcode/system-requirements) and warns below them; Xcode 27 refuses anything below iOS 15,
  // macOS 12, tvOS 15, watchOS 9 and visionOS 1 (as its users report: iziz/libPhoneNumber-iOS
  // issue 449, leetal/ios-cmake release 4.6.1; Apple's page does not list Xcode 27 yet). The core
  // and the scenario module need nothing newer. The SwiftUI layer declares its own floor (iOS 17,
  // macOS 14, visionOS 1) on each declaration, and is unavailable on tvOS and watchOS.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v9), .visionOS(.v1)],
  products: products,
  targets: targets,
  swiftLanguageModes: [.v6]
)
