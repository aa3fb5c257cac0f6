/// Resolves a factory's dependencies.
///
/// A factory receives a resolver as its first parameter and resolves what it needs through it:
///
/// ```swift
/// try container.register(ProductRepository.self) { r in
///   ProductRepository(api: try r.resolve((any APIClient).self))
/// }
/// ```
///
/// For a dependency that is needed later, or that needs the service being made (two services
/// that call each other at run time), take a ``Lazy`` or a ``Provider`` instead of an instance:
///
/// ```swift
/// try container.register(CheckoutService.self, lifetime: .singleton) { r in
///   CheckoutService(cart: r.provider(CartService.self))
/// }
/// ```
///
/// A resolver is meant for the factory that receives it, so it is not `Sendable`; a ``Lazy`` or a
/// ``Provider`` is what a service keeps.
public struct Resolver {
  /// The container the resolution started from (or the owner of a shared registration).
  @usableFromInline let container: Container

  /// Resolves a `T` registered under `name` whose factory takes `arguments`.
  ///
  /// Behaves like ``Container/resolve(_:name:arguments:)``; errors name this resolution as part
  /// of the chain.
  @inlinable
  public func resolve<T, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    arguments: repeat each A
  ) throws(ResolutionError) -> T {
    try container.resolve(type, name: name, arguments: repeat each arguments)
  }

  /// A reference that resolves the `T` registered under `name` on first use and keeps it.
  ///
  /// Nothing is resolved now, so two services may hold lazy references to each other.
  public func lazy<T>(_ type: T.Type = T.self, name: String? = nil) -> Lazy<T> {
    container.noteReference(ServiceKey(T.self, name: name))
    return Lazy(container: container, name: name)
  }

  /// A reference that resolves the `T` registered under `name` each time it is used.
  ///
  /// Nothing is resolved now; each ``Provider/instance`` follows the registration's lifetime (a
  /// new transient instance each time, the same singleton).
  public func provider<T>(_ type: T.Type = T.self, name: String? = nil) -> Provider<T> {
    container.noteReference(ServiceKey(T.self, name: name))
    return Provider(container: container, name: name)
  }
}

@available(*, unavailable, message: "A resolver is meant for the factory that receives it.")
extension Resolver: Sendable {}
