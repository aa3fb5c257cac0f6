package import Foundation

/// Writes a synthetic app package of `featureCount` features in the sample shop's shape.
///
/// Each feature `FeatureK` has, as in `SampleApp/Shop`:
/// - `FeatureKRoute`: a `@MainActor` route protocol, its default implementation in
///   `extension FeatureKRoute where Self: Router` (a pushed form and one that takes the
///   transition), and `extension DefaultRouter: FeatureKRoute {}`;
/// - `FeatureKScreen`, a `Screen` with one action per route its view model uses;
/// - `FeatureKViewModel`, whose `typealias Routes` composes the routes of the four next features
///   (wrapping around) and `Closable`;
/// - four services (`FeatureKService`, `FeatureKRepository`, `FeatureKFormatter`,
///   `FeatureKStore`) which, with the view model, make five registrations in `AppGraph`;
/// - one deeplink registration of ten patterns with a typed parameter (`/featureK/:id<Int>`,
///   `/featureK/:id<Int>/details`, …), accepted from two origins;
/// - a view-model test with a hand-written mock of `FeatureKViewModel.Routes`.
///
/// The package depends on the Wayfinder repository at `kitPath` by a local path, so it builds
/// offline.
package struct ScaleAppGenerator: Sendable {
  /// The fewest features: each view model composes the routes of four other features.
  package static let minimumFeatureCount = 5
  /// Container registrations per feature in the generated composition root.
  package static let registrationsPerFeature = 5
  /// Deeplink paths per feature; each is registered under every origin.
  package static let deeplinkPathsPerFeature = 10
  /// The origins every deeplink path is accepted from (`scale://feature1/7` and
  /// `https://scale.example.com/feature1/7` are the same link).
  package static let origins = ["scale://", "https://scale.example.com"]

  /// How many features the app has.
  package let featureCount: Int
  /// The absolute path of the Wayfinder repository the app depends on.
  package let kitPath: String

  /// A generator of `featureCount` features depending on the kit at `kitPath`.
  ///
  /// - Throws: ``ScaleGeneratorError`` when `featureCount` is below
  ///   ``minimumFeatureCount``.
  package init(featureCount: Int, kitPath: String) throws(ScaleGeneratorError) {
    guard featureCount >= Self.minimumFeatureCount else {
      throw ScaleGeneratorError(
        "the app needs at least \(Self.minimumFeatureCount) features, not \(featureCount)")
    }
    self.featureCount = featureCount
    self.kitPath = kitPath
  }

  /// The root of the Wayfinder repository these sources were built from (found from
  /// `#filePath`), the default kit path of a generated app.
  package static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // WayfinderScale
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
  }

  /// The deeplink paths of feature `index` (1-based): each has the typed parameter `id`.
  package static func deeplinkPaths(feature index: Int) -> [String] {
    let suffixes = [
      "", "/details", "/edit", "/share", "/related", "/reviews", "/history", "/photos",
      "/settings", "/help",
    ]
    return suffixes.map { "/feature\(index)/:id<Int>\($0)" }
  }

  /// The features whose routes feature `index`'s view model uses: the next four, wrapping.
  package func routedFeatures(from index: Int) -> [Int] {
    (1...4).map { (index - 1 + $0) % featureCount + 1 }
  }

  /// Every file of the package.
  package func files() -> [GeneratedFile] {
    var files = [packageManifest(), appGraph(), deeplinks(), app(), appTests()]
    for index in 1...featureCount {
      files += [
        route(index), screen(index), viewModel(index), services(index), viewModelTests(index),
      ]
    }
    return files
  }

  /// Writes the package into `directory`, replacing its `Sources` and `Tests` folders.
  ///
  /// - Throws: the file system's error when a folder or file cannot be written.
  package func write(to directory: URL) throws {
    let manager = FileManager.default
    for folder in ["Sources", "Tests"] {
      let url = directory.appendingPathComponent(folder)
      if manager.fileExists(atPath: url.path) {
        try manager.removeItem(at: url)
      }
    }
    for file in files() {
      let url = directory.appendingPathComponent(file.path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
    }
  }
}

/// A generator input that cannot make an app.
package struct ScaleGeneratorError: Error, CustomStringConvertible {
  /// What was wrong.
  package let description: String

  /// An error saying `description`.
  package init(_ description: String) {
    self.description = description
  }
}
