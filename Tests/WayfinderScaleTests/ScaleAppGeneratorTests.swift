import Foundation
import Testing
import WayfinderScale

@Suite struct ScaleAppGeneratorTests {
  @Test func writesEveryFileOfEachFeature() throws {
    let generator = try ScaleAppGenerator(featureCount: 7, kitPath: "/kit/Wayfinder")
    let paths = Set(generator.files().map(\.path))
    #expect(paths.count == 5 + 7 * 5)
    #expect(paths.contains("Sources/ScaleApp/Feature7/Feature7Route.swift"))
    #expect(paths.contains("Tests/ScaleAppTests/Feature3ViewModelTests.swift"))
  }

  @Test func viewModelsComposeFourRoutesThatWrapAround() throws {
    let generator = try ScaleAppGenerator(featureCount: 7, kitPath: "/kit/Wayfinder")
    #expect(generator.routedFeatures(from: 5) == [6, 7, 1, 2])
    let viewModel = try #require(
      generator.files().first { $0.path.hasSuffix("Feature5ViewModel.swift") })
    #expect(
      viewModel.contents.contains(
        "typealias Routes = Feature6Route & Feature7Route & Feature1Route & Feature2Route & Closable"
      ))
  }

  @Test func dependsOnTheKitByItsFolderName() throws {
    let generator = try ScaleAppGenerator(featureCount: 5, kitPath: "/kit/Wayfinder")
    let manifest = try #require(generator.files().first { $0.path == "Package.swift" })
    #expect(manifest.contents.contains(#".package(path: "/kit/Wayfinder")"#))
    #expect(manifest.contents.contains(#"package: "wayfinder")"#))
  }

  @Test func refusesTooFewFeatures() {
    #expect(throws: ScaleGeneratorError.self) {
      try ScaleAppGenerator(featureCount: 4, kitPath: "/kit")
    }
  }

  @Test func parsesALongFunctionBodyWarning() throws {
    let body = try #require(
      LongFunctionBody(
        "/tmp/app/Sources/ScaleApp/AppGraph.swift:12:23: warning: static method "
          + "'registerFeature7(in:)' took 130ms to type-check (limit: 100ms)"))
    #expect(body.description == "130ms AppGraph.swift:12 static method 'registerFeature7(in:)'")
    #expect(LongFunctionBody("Compiling ScaleApp AppGraph.swift") == nil)
  }

  /// Generates a 5-feature app depending on this repository, builds it and runs its tests.
  ///
  /// So the generator cannot rot. The build uses its own scratch folder (so it never waits for the
  /// `.build` lock of the `swift test` running this test) and works offline.
  @Test(.timeLimit(.minutes(5)))
  func theGeneratedAppBuildsAndItsTestsPass() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-scale-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // WayfinderScaleTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    let generator = try ScaleAppGenerator(featureCount: 5, kitPath: root.path)
    try generator.write(to: scratch)

    let result = try SwiftCommand.run(
      ["test", "--build-path", scratch.appendingPathComponent(".build").path, "--disable-sandbox"],
      in: scratch)

    #expect(result.succeeded, "swift test of the generated app failed:\n\(result.output)")
    #expect(result.output.contains("Test run with 8 tests in 6 suites passed"))
  }
}
