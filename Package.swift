// swift-tools-version: 6.2
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
  // Benchmarks stand apart from the library, which never depends on them.
  .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
  .executableTarget(
    name: "sheet-bench",
    dependencies: ["BottomSheetCore", "SheetScenario", "CAllocationCounter"],
    path: "Benchmarks/sheet-bench"
  ),
  .testTarget(name: "BottomSheetCoreTests", dependencies: ["BottomSheetCore"]),
  .testTarget(
    name: "SheetScenarioTests",
    dependencies: ["SheetScenario", "SheetFuzz", "sheet-sim"],
    exclude: ["Cases"]
  ),
]

var demoDependencies: [Target.Dependency] = ["BottomSheetCore", "SheetScenario"]

// GTK 4 is the toolkit on Linux. These targets exist only when the manifest is evaluated there.
#if os(Linux)
  products.append(.library(name: "GtkBottomSheet", targets: ["GtkBottomSheet"]))
  targets += [
    .systemLibrary(
      name: "CGtk4",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    .target(name: "GtkBottomSheet", dependencies: ["CGtk4", "BottomSheetCore"]),
    .testTarget(name: "GtkBottomSheetTests", dependencies: ["GtkBottomSheet"]),
    .testTarget(name: "EndToEndTests", dependencies: ["bottom-sheet-demo"]),
  ]
  demoDependencies += ["GtkBottomSheet", "CGtk4"]
#endif

targets.append(.executableTarget(name: "bottom-sheet-demo", dependencies: demoDependencies))

let package = Package(
  name: "swift-bottom-sheet",
  products: products,
  targets: targets,
  swiftLanguageModes: [.v6]
)
