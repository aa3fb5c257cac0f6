// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Wayfinder",
  // What WayfinderContainer needs: its registrations are generic types with parameter packs,
  // which need the Swift 5.9 runtime (iOS 17, macOS 14). The Wayfinder core may set its own floor.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderContainer", targets: ["WayfinderContainer"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    .executable(name: "SampleApp", targets: ["SampleApp"]),
  ],
  targets: [
    .target(name: "WayfinderContainer"),
    .target(name: "Wayfinder", dependencies: ["WayfinderContainer"]),
    .target(name: "WayfinderTesting", dependencies: ["Wayfinder", "WayfinderContainer"]),
    .executableTarget(
      name: "WayfinderBenchmarks",
      dependencies: ["Wayfinder", "WayfinderContainer"]
    ),
    .target(
      name: "Shop",
      dependencies: ["Wayfinder", "WayfinderContainer"],
      path: "SampleApp/Shop"
    ),
    .executableTarget(
      name: "SampleApp",
      dependencies: ["Shop"],
      path: "SampleApp/SampleApp"
    ),
    .testTarget(name: "WayfinderContainerTests", dependencies: ["WayfinderContainer"]),
    .testTarget(
      name: "WayfinderTests", dependencies: ["Wayfinder", "WayfinderContainer", "WayfinderTesting"]),
    .testTarget(
      name: "ShopTests",
      dependencies: ["Shop", "Wayfinder", "WayfinderContainer", "WayfinderTesting"],
      path: "Tests/ShopTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer targets, built only by `.ci/fuzz` (which sets WAYFINDER_FUZZ=1 and builds with
// `-sanitize=fuzzer,address`): their entry point calls `LLVMFuzzerRunDriver`, which only the
// fuzzer runtime defines, so a plain `swift build` leaves them out.
if Context.environment["WAYFINDER_FUZZ"] == "1" {
  for name in ["FuzzDeeplinkMatching", "FuzzPatternRegistration", "FuzzScreenPath"] {
    package.targets.append(
      .executableTarget(name: name, dependencies: ["Wayfinder"], path: "Fuzz/Sources/\(name)"))
    package.products.append(.executable(name: name, targets: [name]))
  }
}

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ])
  target.swiftSettings = settings
}
