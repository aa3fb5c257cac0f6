/// Resolves a factory's dependencies during one resolution.
///
/// A factory receives a resolver as its first parameter and resolves what it needs through it:
///
/// ```swift
/// try container.register(ProductRepository.self) { r in
///   ProductRepository(api: try r.resolve(APIClient.self))
/// }
/// ```
///
/// The resolver knows how deep the resolution is, which is how a cycle such as `A → B → A` is
/// reported as a ``ResolutionError`` instead of overflowing the stack. Resolve dependencies
/// through it rather than through a captured container. It is valid only while the factory runs,
/// so it is not `Sendable`.
public struct Resolver {
  /// The container the resolution started from (or the owner of a shared registration).
  @usableFromInline let container: Container
  /// How many factories enclose this resolution.
  @usableFromInline let depth: Int

  /// Makes a resolver for a factory that runs `depth` levels deep in `container`.
  @usableFromInline
  init(container: Container, depth: Int) {
    self.container = container
    self.depth = depth
  }

  /// Resolves a `T` registered under `name` whose factory takes `arguments`.
  ///
  /// Behaves like ``Container/resolve(_:name:arguments:isolation:)`` and adds this resolution to
  /// the chain that errors report.
  @inlinable
  public func resolve<T, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    arguments: repeat each A,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try container.resolveInstance(
      of: type, name: name, arguments: repeat each arguments, depth: depth + 1,
      isolation: isolation)
  }
}

@available(*, unavailable, message: "A resolver is valid only while its factory runs.")
extension Resolver: Sendable {}
