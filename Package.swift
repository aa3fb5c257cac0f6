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
    .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
    .library(name: "UIKitDouble", targets: ["UIKitDouble"]),
    // The product keeps the short name of the README's `swift run SampleApp`; the targets carry
    // the package's prefix, because target names are global in a package graph and an app that
    // depends on Wayfinder may well have a `Shop` or a `SampleApp` of its own.
    .executable(name: "SampleApp", targets: ["WayfinderSampleApp"]),
  ],
  targets: [
    .target(name: "WayfinderContainer"),
    .target(name: "Wayfinder", dependencies: ["WayfinderContainer"]),
    .target(name: "WayfinderTesting", dependencies: ["Wayfinder", "WayfinderContainer"]),
    .target(name: "UIKitDouble"),
    .target(
      name: "WayfinderUIKit",
      dependencies: [
        "Wayfinder",
        // The double stands in for UIKit where UIKit does not exist (Linux, tests on macOS).
        .target(name: "UIKitDouble", condition: .when(platforms: [.linux, .macOS, .windows])),
      ]
    ),
    .executableTarget(
      name: "WayfinderBenchmarks",
      dependencies: ["Wayfinder", "WayfinderContainer", "WayfinderScale"]
    ),
    // Writes the synthetic large app the `scale` benchmarks build (`WayfinderScaleGenerator`).
    .target(name: "WayfinderScale"),
    .executableTarget(name: "WayfinderScaleGenerator", dependencies: ["WayfinderScale"]),
    .target(
      name: "WayfinderSampleShop",
      dependencies: ["Wayfinder", "WayfinderContainer"],
      path: "SampleApp/Shop"
    ),
    .target(
      name: "WayfinderSampleShopUIKit",
      dependencies: ["WayfinderSampleShop", "Wayfinder", "WayfinderUIKit"],
      path: "SampleApp/ShopUIKit"
    ),
    .executableTarget(
      name: "WayfinderSampleApp",
      dependencies: ["WayfinderSampleShop"],
      path: "SampleApp/SampleApp"
    ),
    // The seeded random number generator of the randomized tests.
    .target(name: "WayfinderSeededRandom", path: "Tests/SeededRandom"),
    .testTarget(name: "WayfinderContainerTests", dependencies: ["WayfinderContainer"]),
    .testTarget(name: "WayfinderScaleTests", dependencies: ["WayfinderScale"]),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder", "WayfinderContainer", "WayfinderTesting", "WayfinderSeededRandom",
      ]),
    .testTarget(
      name: "ShopTests",
      dependencies: [
        "WayfinderSampleShop", "Wayfinder", "WayfinderContainer", "WayfinderTesting",
      ],
      path: "Tests/ShopTests"
    ),
    // The double's own rules, each checked against what UIKit documents.
    .testTarget(name: "UIKitDoubleTests", dependencies: ["UIKitDouble"]),
    .testTarget(
      name: "WayfinderUIKitTests",
      dependencies: ["WayfinderUIKit", "UIKitDouble", "Wayfinder", "WayfinderTesting"]
    ),
    .testTarget(
      name: "ShopUIKitTests",
      dependencies: [
        "WayfinderSampleShopUIKit", "WayfinderSampleShop", "WayfinderUIKit", "UIKitDouble",
        "Wayfinder", "WayfinderTesting",
        "WayfinderSeededRandom",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer targets, built only by `.ci/fuzz` (which sets WAYFINDER_FUZZ=1 and builds with
// `-sanitize=fuzzer,address`): their entry point calls `LLVMFuzzerRunDriver`, which only the
// fuzzer runtime defines, so a plain `swift build` leaves them out.
if Context.environment["WAYFINDER_FUZZ"] == "1" {
  package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Sources/FuzzSupport"))
  for name in ["FuzzDeeplinkMatching", "FuzzPatternRegistration"] {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["Wayfinder", "FuzzSupport"], path: "Fuzz/Sources/\(name)"))
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
