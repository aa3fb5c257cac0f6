import Wayfinder
import WayfinderScale

/// The start-up of a generated app of `count` features, rebuilt in-process.
///
/// The benchmark cannot link the generated code, so each feature's types are generic types
/// over a distinct tag type (`One<Zero<One<FeatureRoot>>>` for feature 5): like the app, every
/// registration has its own type, type name and key. The registrations, lifetimes, factories,
/// runtime arguments and deeplink patterns are those of the generated `AppGraph` and
/// `ScaleDeeplinks`.
@MainActor
struct ScaleFeatures {
  /// The number of features.
  let count: Int
  private let tags: [any ScaleFeature.Type]
  private let paths: [[String]]

  init(count: Int) {
    self.count = count
    tags = (1...count).map(featureTag)
    paths = (1...count).map { ScaleAppGenerator.deeplinkPaths(feature: $0) }
  }

  /// Starts the app: the container with every registration, validated, and the deeplinks.
  ///
  /// The deeplink router has every pattern; it is `nil`, and the error printed, when a
  /// registration fails.
  func startUp() -> StartedApp {
    let container = Container()
    let window = Window(container: container)
    do {
      for tag in tags {
        try registerFeature(tag, in: container)
      }
      try container.validate()
      let deeplinks = try DeeplinkRouter(window: window, origins: ScaleAppGenerator.origins)
      for (index, tag) in tags.enumerated() {
        try registerLinks(tag, paths: paths[index], in: deeplinks)
      }
      return StartedApp(container: container, window: window, deeplinks: deeplinks)
    } catch {
      print("scale start-up failed: \(error)")
      return StartedApp(container: container, window: window, deeplinks: nil)
    }
  }
}

/// What a start-up made, kept alive for the memory figure.
struct StartedApp {
  let container: Container
  let window: Window
  let deeplinks: DeeplinkRouter?
}

/// A feature's five registrations, as the generated `AppGraph.registerFeatureK(in:)`.
@MainActor
private func registerFeature<F: ScaleFeature>(
  _: F.Type, in container: Container
) throws(RegistrationError) {
  try container.register(FeatureService<F>.self, lifetime: .singleton) { _ in FeatureService() }
  try container.register(FeatureRepository<F>.self) { r in
    FeatureRepository(service: try r.resolve())
  }
  try container.register(FeatureFormatter<F>.self) { _ in FeatureFormatter() }
  try container.registerMainActor(FeatureStore<F>.self, lifetime: .singleton) { _ in
    FeatureStore()
  }
  try container.registerMainActor(FeatureViewModel<F>.self) {
    (r: Resolver, router: DefaultRouter, id: Int) in
    FeatureViewModel(
      id: id, router: router, repository: try r.resolve(), formatter: try r.resolve(),
      store: try r.resolve())
  }
}

/// A feature's deeplink registration, as the generated `ScaleDeeplinks.registerFeatureK(in:)`.
@MainActor
private func registerLinks<F: ScaleFeature>(
  _: F.Type, paths: [String], in deeplinks: DeeplinkRouter
) throws(DeeplinkPatternError) {
  let name = paths.first.map { String($0.dropFirst().prefix { $0 != "/" }) } ?? ""
  try deeplinks.register(paths, target: .screen(named: name)) { link in
    let id = try link.parameters.value(named: "id", as: Int.self)
    link.dismissPresentedScreens()
    try link.router(as: DefaultRouter.self).open(link.transition(or: .push)) { router in
      Screen(
        title: name,
        model: try router.container.resolve(FeatureViewModel<F>.self, arguments: router, id))
    }
  }
}

/// A feature's tag: feature `index` is its binary digits, from the lowest, wrapped around
/// `FeatureRoot` (`1`: `One<FeatureRoot>`, `2`: `One<Zero<FeatureRoot>>`).
private func featureTag(_ index: Int) -> any ScaleFeature.Type {
  var tag: any ScaleFeature.Type = FeatureRoot.self
  var rest = index
  while rest > 0 {
    tag = rest & 1 == 0 ? zero(tag) : one(tag)
    rest >>= 1
  }
  return tag
}

private func zero<P: ScaleFeature>(_: P.Type) -> any ScaleFeature.Type { Zero<P>.self }
private func one<P: ScaleFeature>(_: P.Type) -> any ScaleFeature.Type { One<P>.self }

/// A tag that makes a feature's types distinct.
protocol ScaleFeature: SendableMetatype {}
private enum FeatureRoot: ScaleFeature {}
private enum Zero<Prefix: ScaleFeature>: ScaleFeature {}
private enum One<Prefix: ScaleFeature>: ScaleFeature {}

private final class FeatureService<F: ScaleFeature>: Sendable {}

private final class FeatureRepository<F: ScaleFeature>: Sendable {
  let service: FeatureService<F>
  init(service: FeatureService<F>) { self.service = service }
}

private struct FeatureFormatter<F: ScaleFeature>: Sendable {}

@MainActor
private final class FeatureStore<F: ScaleFeature> {
  var visited: [Int] = []
}

@MainActor
private final class FeatureViewModel<F: ScaleFeature> {
  let id: Int
  let router: DefaultRouter
  let repository: FeatureRepository<F>
  let formatter: FeatureFormatter<F>
  let store: FeatureStore<F>

  init(
    id: Int, router: DefaultRouter, repository: FeatureRepository<F>,
    formatter: FeatureFormatter<F>, store: FeatureStore<F>
  ) {
    self.id = id
    self.router = router
    self.repository = repository
    self.formatter = formatter
    self.store = store
  }
}
