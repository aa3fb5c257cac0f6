/// A main-actor factory closure, wrapped so that it can be stored in an optional.
@usableFromInline
struct MainActorFactory<T, each A>: Sendable {
  /// Makes an instance on the main actor.
  @usableFromInline let make: @MainActor @Sendable (Resolver, repeat each A) throws -> T

  init(_ make: @escaping @MainActor @Sendable (Resolver, repeat each A) throws -> T) {
    self.make = make
  }
}
