/// A nonisolated factory closure, wrapped so that it can be stored in an optional.
///
/// A closure whose parameters include a pack expansion cannot be abstracted (as an optional or
/// `Any`) directly; a struct around it can.
@usableFromInline
struct NonisolatedFactory<T, each A>: Sendable {
  /// Makes an instance in the caller's isolation.
  @usableFromInline let make: @Sendable (Resolver, repeat each A) throws -> T

  init(_ make: @escaping @Sendable (Resolver, repeat each A) throws -> T) {
    self.make = make
  }
}
