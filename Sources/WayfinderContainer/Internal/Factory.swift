/// A registration's factory closure without its types, as an ``Entry`` stores it.
@usableFromInline
class AnyFactory: @unchecked Sendable {}

/// A registration's factory closure, wrapped so that an ``Entry`` can store it.
///
/// A closure whose parameters include a pack expansion cannot be abstracted (as an optional or
/// `Any`) directly; a class around it can. It is a class so that the resolve path gets it back
/// from its ``AnyFactory`` with a class cast, which is much cheaper than a cast out of an
/// existential. Main-actor factories are wrapped into the same shape (see ``init(mainActor:)``),
/// so resolving calls one closure whatever the isolation.
@usableFromInline
final class Factory<T, each A>: AnyFactory, @unchecked Sendable {
  /// Makes an instance in the caller's isolation.
  @usableFromInline let make: @Sendable (Resolver, repeat each A) throws -> T

  /// Wraps a factory that runs in the caller's isolation.
  init(_ make: @escaping @Sendable (Resolver, repeat each A) throws -> T) {
    self.make = make
  }

  /// Wraps a main-actor factory.
  ///
  /// The wrapper must only be called on the main actor: the entry checks ``MainQueue/isCurrent``
  /// before it calls it (and throws otherwise), and `MainActor.assumeIsolated` would stop the
  /// program otherwise.
  init(mainActor make: @escaping @MainActor @Sendable (Resolver, repeat each A) throws -> T) {
    self.make = { (resolver: Resolver, arguments: repeat each A) throws -> T in
      let input = UncheckedSendable(value: (resolver, (repeat each arguments)))
      let output = try MainActor.assumeIsolated { () throws -> UncheckedSendable<T> in
        UncheckedSendable(value: try make(input.value.0, repeat each input.value.1))
      }
      return output.value
    }
  }
}
