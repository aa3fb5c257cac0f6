/// The app's builders for restoring a ``ScreenPath``: one per screen name, plus the transitions
/// of the presentation styles.
///
/// ```swift
/// var registry = ScreenRegistry()
/// registry.register("shop") { _, router in ShopScreen(viewModel: ShopViewModel(router: router)) }
/// registry.register("product") { identity, router in
///   let id = try identity.parameter("id", as: Int.self)
///   return ProductScreen(viewModel: ProductViewModel(id: id, router: router))
/// }
/// try window.restore(path, using: registry)
/// ```
///
/// A builder receives the identity to rebuild and the screen's new router, made by the kit
/// with the transition the screen is placed with (``EmptyTransition`` for a tab or the bottom
/// of a stack, ``PushTransition`` above it, the presentation's transition for a presented
/// screen, ``RootTransition`` for a plain root), so `close()` works on the rebuilt screens as
/// on the originals. The screen it returns gets the identity when it has none; it must not
/// have another.
///
/// The styles `modal`, `modal in navigation`, `fade` and `fade in navigation` are registered
/// from the start; register a custom animator's name or a custom transition's kind with
/// ``registerPresentation(_:transition:)``.
@MainActor
public struct ScreenRegistry {
  /// Builds a screen for an identity with a router made from a configuration.
  typealias Builder = @MainActor (ScreenIdentity, RouterConfiguration) throws -> Screen

  private var builders: [String: Builder] = [:]
  private var presentations: [String: @MainActor () -> Transition] = [
    "modal": { .modal },
    "modal in navigation": { .modal(inNavigation: true) },
    "fade": { .fade },
    "fade in navigation": { .animated(with: FadeAnimator.shared, inNavigation: true) },
  ]

  /// Creates a registry with the built-in presentation styles and no screens.
  public init() {}

  /// The names screens are registered under, sorted.
  public var screenNames: [String] { builders.keys.sorted() }

  /// The presentation styles registered, sorted.
  public var presentationStyles: [String] { presentations.keys.sorted() }

  /// Registers the builder of the screens named `name`; a later registration replaces it.
  ///
  /// - Parameters:
  ///   - name: The ``ScreenIdentity/name`` of the screens it builds.
  ///   - build: Builds the screen for an identity, with its new router. Throw (for example
  ///     through ``ScreenIdentity/parameter(_:as:)``) to refuse bad parameters.
  public mutating func register(
    _ name: String, build: @escaping @MainActor (ScreenIdentity, DefaultRouter) throws -> Screen
  ) {
    register(name, router: DefaultRouter.self, build: build)
  }

  /// Registers the builder of the screens named `name`, whose router is a `routerType`.
  ///
  /// See ``register(_:build:)``.
  public mutating func register<R: DefaultRouter>(
    _ name: String, router routerType: R.Type,
    build: @escaping @MainActor (ScreenIdentity, R) throws -> Screen
  ) {
    builders[name] = { identity, configuration in
      let router = routerType.init(configuration: configuration)
      let screen = try build(identity, router)
      if let actual = screen.identity, actual != identity {
        throw ScreenPathError.identityMismatch(expected: identity, actual: actual)
      }
      do throws(RoutingError) {
        try router.adopt(screen)
      } catch {
        throw ScreenPathError.routing(RoutingError("rebuild \(identity)", error.reason))
      }
      screen.identity = identity
      return screen
    }
  }

  /// Registers the transition that presents screens written with `style`; a later
  /// registration replaces it.
  ///
  /// A ``ModalTransition`` or ``AnimatedTransition`` that wraps its screen in a navigation
  /// container presents a ``ScreenPath/Node/stack(_:)``; any other transition presents the
  /// node as written.
  public mutating func registerPresentation(
    _ style: String, transition: @escaping @MainActor () -> Transition
  ) {
    presentations[style] = transition
  }

  /// Builds the screen for `identity` with a router whose root transition is `transition`.
  func makeScreen(
    _ identity: ScreenIdentity, placedWith transition: Transition, in window: Window
  ) throws(ScreenPathError) -> Screen {
    guard let builder = builders[identity.name] else { throw .unknownScreen(identity.name) }
    let configuration = RouterConfiguration(
      rootTransition: transition, context: window.context, container: window.container)
    do {
      return try builder(identity, configuration)
    } catch let error as ScreenPathError {
      throw error
    } catch {
      throw .buildFailed(identity, String(describing: error))
    }
  }

  /// The transition registered for `style`.
  func transition(for style: String) throws(ScreenPathError) -> Transition {
    guard let make = presentations[style] else { throw .unknownPresentation(style) }
    return make()
  }
}
