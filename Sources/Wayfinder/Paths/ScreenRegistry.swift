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
/// A builder receives the identity to rebuild and the screen's new router, made as
/// ``Router/open(_:build:completion:)`` makes one, with the transition the screen is placed with
/// (``Transition/empty`` for a tab or the bottom of a stack, ``Transition/push`` above it, the
/// presentation's transition for a presented screen, ``Transition/root`` for a plain root), so
/// `close()` works on the rebuilt screens as on the originals. The screen it returns gets the
/// identity when it has none; it must not have another.
///
/// The styles `modal`, `modal in navigation`, `fade` and `fade in navigation` are registered from
/// the start; register other transitions with ``registerPresentation(_:)``.
@MainActor
public struct ScreenRegistry {
  /// Builds the screen for an identity, placed with a transition, for a window.
  ///
  /// It returns a `Result` rather than throwing: a closure that throws `ScreenPathError` (typed
  /// throws) crashes the 6.3.1 compiler here.
  private typealias Builder =
    @MainActor (ScreenIdentity, Transition, Window) -> Result<
      (router: DefaultRouter, screen: Screen), ScreenPathError
    >

  private var builders: [String: Builder] = [:]
  private var presentations: [String: Transition] = [:]

  /// Creates a registry with the built-in presentation styles and no screens.
  public init() {
    for transition in [
      Transition.modal, .modal(inNavigation: true), .fade,
      .animated(with: FadeAnimator.shared, inNavigation: true),
    ] {
      registerPresentation(transition)
    }
  }

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
    builders[name] = { identity, transition, window in
      // A `ScreenPathError` the builder throws (a bad parameter) is the refusal itself.
      var refusal: ScreenPathError?
      do throws(RoutingError) {
        let made = try window.context.makeScreen(
          router: routerType, transition: transition, container: window.container,
          request: "rebuild \(identity)"
        ) { router in
          do {
            return try build(identity, router)
          } catch let error as ScreenPathError {
            refusal = error
            throw error
          }
        }
        return .success((made.router, made.screen))
      } catch {
        return .failure(refusal ?? .routing(error))
      }
    }
  }

  /// Registers `transition`, a modal one, for presentations written with its style
  /// (``ScreenPath/Presentation/style``): its name, or an animated transition's animator's name
  /// (`card`, `bounce in navigation`).
  ///
  /// ```swift
  /// registry.registerPresentation(.animated(with: BounceAnimator()))
  /// ```
  ///
  /// A later registration of the same style replaces it. A transition that is not modal
  /// (`.push`, `.root`…) presents nothing: a path that presents with its style is refused as
  /// ``ScreenPathError/unknownPresentation(_:)``.
  public mutating func registerPresentation(_ transition: Transition) {
    presentations[ScreenPath.style(of: transition)] = transition
  }

  /// Builds the screen for `identity` with a router that opens it with `transition`, noting it
  /// in `restored` so that a refused restore can give it back its state.
  func makeScreen(
    _ identity: ScreenIdentity, placedWith transition: Transition, in window: Window,
    noting restored: RestoredScreens
  ) throws(ScreenPathError) -> (router: DefaultRouter, screen: Screen) {
    guard let build = builders[identity.name] else { throw .unknownScreen(identity.name) }
    let made = try build(identity, transition, window).get()
    restored.note(made.screen, by: made.router, givenIdentity: made.screen.identity == nil)
    // A path writes containers by their shape: one a builder returned would not come back.
    if made.screen is NavigationContainer || made.screen is TabContainer {
      throw .unsupportedHierarchy(
        ScreenInfo(made.screen),
        "the builder of \"\(identity.name)\" returned a container, not a screen")
    }
    if let actual = made.screen.identity, actual != identity {
      throw .identityMismatch(expected: identity, actual: actual)
    }
    made.screen.identity = identity
    return made
  }

  /// The transition registered for `style`.
  func transition(for style: String) throws(ScreenPathError) -> Transition {
    guard let transition = presentations[style], case .modal = transition.placement else {
      throw .unknownPresentation(style)
    }
    return transition
  }
}
