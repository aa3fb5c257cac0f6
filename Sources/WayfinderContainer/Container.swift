/// A dependency container: factories registered by type, name and argument types, resolved with
/// lifetimes, runtime arguments and errors that name the whole chain.
///
/// ## Overview
///
/// Register a factory for each service, then resolve services by type. A factory receives a
/// ``Resolver`` for its own dependencies, then the runtime arguments it declares:
///
/// ```swift
/// let container = Container()
/// try container.register(APIClient.self, lifetime: .singleton) { _ in URLSessionAPIClient() }
/// try container.register(ProductRepository.self) { r in
///   ProductRepository(api: try r.resolve(APIClient.self))
/// }
/// try container.registerMainActor(ProductViewModel.self) { r, (router: any ProductRoute), (id: Int) in
///   ProductViewModel(router: router, productID: id, repository: try r.resolve())
/// }
///
/// // On the main actor, for example in a route:
/// let viewModel = try container.resolve(ProductViewModel.self, arguments: router as any ProductRoute, 42)
/// ```
///
/// - Keys are type identities (never type names), an optional name and the argument types.
///   Resolving with other argument types is an error, never another factory.
/// - Registering a key twice throws a ``RegistrationError``; replacing one is explicit with
///   ``override(_:name:lifetime:factory:)``.
/// - Resolving throws a ``ResolutionError`` that names the chain being resolved, such as
///   `ProductViewModel → ProductRepository → APIClient: no registration for APIClient (name: nil,
///   arguments: ())`, for a missing registration, wrong argument types, a cycle, a factory that
///   must run on the main actor, or a factory that threw.
/// - ``makeChild()`` makes a container that sees this one's registrations and can override them
///   without changing this one (tests, previews, A/B variants).
/// - ``validate(isolation:)`` resolves every registration that takes no arguments and reports
///   every failure at once; `debugDescription` lists the registrations.
///
/// ## Concurrency
///
/// A container is `Sendable`: register and resolve from any thread. Nonisolated factories
/// (``register(_:name:lifetime:factory:)``) make `Sendable` services and run on the resolving
/// thread. Main-actor factories (``registerMainActor(_:name:lifetime:factory:)``) make view models
/// and screens, take non-`Sendable` arguments such as routers, and resolve only from
/// main-actor-isolated code; resolving them elsewhere throws. Looking a registration up takes no
/// lock (registering does, briefly), and a singleton is made exactly once: threads that resolve
/// it while another thread makes it wait for that instance. When waiting would deadlock, because
/// shared registrations that need each other are being made on several threads (thread 1 makes
/// singleton `A`, which needs `B`, while thread 2 makes `B`, which needs `A`), the resolve throws a
/// ``ResolutionError/Reason/cycle`` error such as `A → B → A` instead, and a later resolve tries
/// again.
public final class Container: Sendable, CustomDebugStringConvertible {
  /// How deeply resolutions may nest before the container reports a cycle (or too deep a graph).
  public static let maximumDepth = 100

  /// The container whose registrations this one sees and can override; `nil` for a root.
  public let parent: Container?
  /// This container's own registrations.
  @usableFromInline let registry = Registry()

  /// Makes an empty root container.
  public init() {
    parent = nil
  }

  private init(parent: Container) {
    self.parent = parent
  }

  /// Makes a child container that sees this container's registrations and can override them.
  ///
  /// Registrations added to the child, or overridden in it, do not change this container.
  /// Registrations added to this container later are visible to the child.
  public func makeChild() -> Container {
    Container(parent: self)
  }

  // MARK: - Registering

  /// Registers a factory that makes a `Sendable` `T` on any thread.
  ///
  /// The factory receives a ``Resolver`` for its dependencies, then the runtime arguments that
  /// callers pass to ``resolve(_:name:arguments:isolation:)``; annotate their types in the
  /// closure (`{ r, (id: Int) in … }` or `{ (r: Resolver, id: Int) in … }`).
  ///
  /// - Parameters:
  ///   - type: The service type, often a protocol existential such as `(any APIClient).self`.
  ///   - name: A name to tell several registrations of one type apart.
  ///   - lifetime: How long the instances live; singleton and weak take no runtime arguments.
  ///   - factory: Makes the instance.
  /// - Throws: ``RegistrationError`` when the key is already visible from this container, or
  ///   the lifetime does not fit the type or the arguments.
  public func register<T: Sendable, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    lifetime: Lifetime = .transient,
    factory: @escaping @Sendable (Resolver, repeat each A) throws -> T
  ) throws(RegistrationError) {
    try add(
      Entry<T, repeat each A>(
        name: name, lifetime: lifetime, factory: Factory(factory), isMainActor: false),
      overriding: false)
  }

  /// Registers a factory that runs on the main actor, for view models, screens and other
  /// main-actor objects.
  ///
  /// `T` and the arguments need not be `Sendable`: instances are only made and handed out on
  /// the main actor. Resolving the service from other isolation throws
  /// ``ResolutionError/Reason/requiresMainActor``.
  ///
  /// - Parameters:
  ///   - type: The service type.
  ///   - name: A name to tell several registrations of one type apart.
  ///   - lifetime: How long the instances live; singleton and weak take no runtime arguments.
  ///   - factory: Makes the instance on the main actor.
  /// - Throws: ``RegistrationError`` when the key is already visible from this container, or
  ///   the lifetime does not fit the type or the arguments.
  public func registerMainActor<T, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    lifetime: Lifetime = .transient,
    factory: @escaping @MainActor @Sendable (Resolver, repeat each A) throws -> T
  ) throws(RegistrationError) {
    try add(
      Entry<T, repeat each A>(
        name: name, lifetime: lifetime, factory: Factory(mainActor: factory), isMainActor: true),
      overriding: false)
  }

  /// Replaces the registration of a `Sendable` `T` visible from this container, in this
  /// container only.
  ///
  /// On a child container, the parent's registration stays as it was. A singleton made by the
  /// replaced registration is not reused; the replaced registration (with its factory and any
  /// singleton it made) is kept until the container is freed, because a resolve on another thread
  /// may still be using it.
  ///
  /// - Throws: ``RegistrationError`` when no registration with this key is visible, or the
  ///   lifetime does not fit the type or the arguments.
  public func override<T: Sendable, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    lifetime: Lifetime = .transient,
    factory: @escaping @Sendable (Resolver, repeat each A) throws -> T
  ) throws(RegistrationError) {
    try add(
      Entry<T, repeat each A>(
        name: name, lifetime: lifetime, factory: Factory(factory), isMainActor: false),
      overriding: true)
  }

  /// Replaces the registration of a main-actor `T` visible from this container, in this
  /// container only.
  ///
  /// Like ``override(_:name:lifetime:factory:)``, the replaced registration is kept until the
  /// container is freed.
  ///
  /// - Throws: ``RegistrationError`` when no registration with this key is visible, or the
  ///   lifetime does not fit the type or the arguments.
  public func overrideMainActor<T, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    lifetime: Lifetime = .transient,
    factory: @escaping @MainActor @Sendable (Resolver, repeat each A) throws -> T
  ) throws(RegistrationError) {
    try add(
      Entry<T, repeat each A>(
        name: name, lifetime: lifetime, factory: Factory(mainActor: factory), isMainActor: true),
      overriding: true)
  }

  private func add<T, each A>(
    _ entry: Entry<T, repeat each A>, overriding: Bool
  ) throws(RegistrationError) {
    let key = entry.key
    if entry.lifetime != .transient, !key.argumentTypeNames.isEmpty {
      throw RegistrationError(
        reason: .argumentsRequireTransient, key: key, lifetime: entry.lifetime)
    }
    entry.owner = self
    let registryKey = Registry.Key(registrationID: key.registrationID, name: key.name)
    if overriding {
      guard lookup(registryKey) != nil else {
        throw RegistrationError(reason: .nothingToOverride, key: key, lifetime: entry.lifetime)
      }
      registry.store(entry)
    } else {
      let isInherited = parent?.lookup(registryKey) != nil
      guard !isInherited, registry.storeIfAbsent(entry) else {
        throw RegistrationError(reason: .duplicate, key: key, lifetime: entry.lifetime)
      }
    }
  }

  // MARK: - Resolving

  /// Resolves a `T` registered under `name` whose factory takes `arguments`.
  ///
  /// ```swift
  /// let catalogue = try container.resolve(ProductCatalogue.self)
  /// let viewModel = try container.resolve(ProductViewModel.self, arguments: router, productID)
  /// ```
  ///
  /// The registration is found by the type, the name and the static types of the arguments;
  /// pass arguments as the types the factory declares (`router as any ProductRoute`).
  ///
  /// - Parameters:
  ///   - type: The service type.
  ///   - name: The registration's name; `nil` for the unnamed registration.
  ///   - arguments: The runtime arguments, passed to the factory after the resolver.
  ///   - isolation: The caller's isolation; leave the default. A main-actor registration
  ///     resolves only when it is the main actor.
  /// - Throws: ``ResolutionError`` naming the chain being resolved when the registration is
  ///   missing, takes other arguments, is part of a cycle, needs the main actor, or its factory
  ///   (or a factory it depends on) throws.
  @inlinable
  public func resolve<T, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    arguments: repeat each A,
    isolation: isolated (any Actor)? = #isolation
  ) throws(ResolutionError) -> T {
    try resolveInstance(
      of: type, name: name, arguments: repeat each arguments, depth: 0, isolation: isolation)
  }

  /// Resolves a `T` for a resolution nested `depth` factories deep.
  @inlinable
  func resolveInstance<T, each A>(
    of type: T.Type,
    name: String?,
    arguments: repeat each A,
    depth: Int,
    isolation: isolated (any Actor)?
  ) throws(ResolutionError) -> T {
    let registrationID = ObjectIdentifier(Entry<T, repeat each A>.self)
    guard depth <= Container.maximumDepth,
      let found = lookup(Registry.Key(registrationID: registrationID, name: name))
    else {
      throw unresolvable(type, name: name, argumentTypes: repeat (each A).self, depth: depth)
    }
    // The entry stored under the identity of `Entry<T, repeat each A>` is one (see `Entry`), and
    // it lives as long as the registry that holds it, so it is used without a cast or a retain.
    // The entry stored under the identity of `Entry<T, repeat each A>` is one (see `Entry`), and
    // it lives as long as the registry that holds it, which this container keeps alive: it is
    // used without a cast or a retain. The closure captures a copy of the isolation rather than
    // the isolated parameter, so it is nonisolated and needs no executor check.
    let caller: (any Actor)? = isolation
    let outcome = Unmanaged<Entry<T, repeat each A>>.fromOpaque(found)._withUnsafeGuaranteedRef {
      entry in
      Result { () throws(ResolutionError) -> T in
        try entry.instance(
          requestedBy: self, arguments: repeat each arguments, depth: depth, caller: caller)
      }
    }
    return try outcome.get()
  }

  /// The entry stored under `key` in this container or its nearest ancestor, unretained.
  ///
  /// The entry lives as long as the container that holds it, which lives at least as long as
  /// this one (a child holds its parent).
  @usableFromInline
  func lookup(_ key: Registry.Key) -> UnsafeRawPointer? {
    if let entry = registry.entry(for: key) { return entry }
    return parent?.lookup(key)
  }

  /// The error for a resolve that found no fitting registration (or nested too deep).
  @usableFromInline
  func unresolvable<T, each A>(
    _: T.Type, name: String?, argumentTypes: repeat (each A).Type, depth: Int
  ) -> ResolutionError {
    let key = ServiceKey(T.self, name: name, argumentTypes: repeat each argumentTypes)
    if depth > Container.maximumDepth {
      return ResolutionError(.tooDeep, key: key)
    }
    let candidates = registrations.map(\.key).filter { $0.typeID == key.typeID && $0 != key }
    let reason: ResolutionError.Reason =
      candidates.contains { $0.name == name } ? .argumentMismatch : .missingRegistration
    return ResolutionError(reason, key: key, candidates: candidates)
  }

  /// Whether `isolation` is the main actor.
  @usableFromInline
  static func isMainActor(_ isolation: (any Actor)?) -> Bool {
    guard let isolation else { return false }
    return ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared)
  }
}
