// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Wayfinder",
  // The container's lock-free registry uses `Synchronization.Atomic`, which sets the floor.
  platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
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

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ])
  target.swiftSettings = settings
}
