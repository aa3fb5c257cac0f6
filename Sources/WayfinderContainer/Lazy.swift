/// Resolves a registration on first use and keeps the instance: a dependency that is made only
/// when it is needed, and that may need the service holding it.
///
/// Take one from a factory's ``Resolver``; two services that call each other at run time hold
/// a lazy reference and a ``Provider`` instead of a container. (Two lazy references between
/// singletons would keep both alive in a cycle once both are used: the provider asks the
/// container each time and keeps nothing.)
///
/// ```swift
/// try container.register(CartService.self, lifetime: .singleton) { r in
///   CartService(checkout: r.lazy(CheckoutService.self))
/// }
/// try container.register(CheckoutService.self, lifetime: .singleton) { r in
///   CheckoutService(cart: r.provider(CartService.self))
/// }
/// // Later, in `CartService`:
/// try checkout.instance.start()
/// ```
///
/// The first ``instance`` resolves like ``Container/resolve(_:name:arguments:)``; later ones
/// return the same instance. If several threads ask at once for a transient registration, each
/// may run the factory, but all get the one instance that was kept. Used inside a factory, it is
/// part of that resolution, so a cycle through lazy references is reported as a
/// ``ResolutionError/Reason/cycle`` error. A failed resolve keeps nothing, so the next use tries
/// again. It holds its container weakly, so a service that keeps one does not keep the container
/// alive. ``Container/validate()`` reports a lazy reference whose registration is missing.
public final class Lazy<T> {
  /// Resolves the instance the first time (it holds the container weakly).
  private let provider: Provider<T>
  /// The instance, once resolved; guarded by ``Lock/containers``.
  private var resolved: T?

  /// Makes a lazy reference to the `T` registered in `container` under `name`.
  init(container: Container, name: String?) {
    provider = Provider(container: container, name: name)
  }

  /// Creates a lazy reference that holds `value` already, for a test of a service that takes
  /// one (`CartService(checkout: Lazy(FakeCheckout()))`); a lazy reference from a ``Resolver``
  /// resolves on first use instead.
  public init(_ value: T) {
    provider = Provider(container: nil, name: nil)
    resolved = value
  }

  /// The `T`, resolved on first use.
  ///
  /// - Throws: ``ResolutionError`` as ``Container/resolve(_:name:arguments:)`` does, or
  ///   ``ResolutionError/Reason/containerReleased`` when the container was freed before the
  ///   first use.
  public var instance: T {
    get throws(ResolutionError) {
      if let resolved = Lock.containers.withLock({ resolved }) { return resolved }
      let made = try provider.instance
      return Lock.containers.withLock {
        if let resolved { return resolved }
        resolved = made
        return made
      }
    }
  }
}

/// A lazy reference can cross threads when its service can: the instance is kept under the lock.
extension Lazy: @unchecked Sendable where T: Sendable {}
