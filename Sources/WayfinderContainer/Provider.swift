/// Resolves a registration each time it is used: a dependency a service asks for when it needs
/// it, rather than when it is made.
///
/// Take one from a factory's ``Resolver``:
///
/// ```swift
/// try container.register(OrderList.self) { r in
///   OrderList(makeRow: r.provider(OrderRowViewModel.self))
/// }
/// // Later, in `OrderList`:
/// let row = try makeRow.instance
/// ```
///
/// Each ``instance`` resolves like ``Container/resolve(_:name:arguments:)``, with the
/// registration's lifetime. Used inside a factory, it is part of that resolution, so a cycle
/// through providers is reported as a ``ResolutionError/Reason/cycle`` error. A provider holds its
/// container weakly, so a service that keeps one does not keep the container alive.
/// ``Container/validate()`` reports a provider whose registration is missing.
public struct Provider<T>: Sendable {
  /// The container that resolves the instances.
  private weak let container: Container?
  /// The registration's name.
  private let name: String?
  /// The value ``init(_:)`` was given, handed out instead of resolving.
  private let value: UncheckedSendable<T>?

  /// Makes a provider of the `T` registered in `container` under `name`.
  init(container: Container?, name: String?) {
    self.container = container
    self.name = name
    value = nil
  }

  /// Creates a provider that hands out `value` each time, for a test of a service that takes a
  /// provider (`SessionViewModel(session: Provider(FakeSession()))`); a provider from a
  /// ``Resolver`` resolves instead.
  ///
  /// A provider crosses threads, so the value is `Sendable`: a main-actor fake is, and a plain
  /// fake can be made a `final class` that is `Sendable`.
  public init(_ value: T) where T: Sendable {
    container = nil
    name = nil
    self.value = UncheckedSendable(value: value)
  }

  /// A `T` resolved now.
  ///
  /// - Throws: ``ResolutionError`` as ``Container/resolve(_:name:arguments:)`` does, or
  ///   ``ResolutionError/Reason/containerReleased`` when the container was freed.
  public var instance: T {
    get throws(ResolutionError) {
      if let value { return value.value }
      guard let container else {
        throw ResolutionError(.containerReleased, key: ServiceKey(T.self, name: name))
      }
      return try container.resolve(T.self, name: name)
    }
  }
}
