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
/// try container.register((any APIClient).self, lifetime: .singleton) { _ in URLSessionAPIClient() }
/// try container.register(ProductRepository.self) { r in
///   ProductRepository(api: try r.resolve((any APIClient).self))
/// }
/// try container.registerMainActor(ProductViewModel.self) {
///   (r: Resolver, router: any ProductRoute, id: Int) in
///   ProductViewModel(router: router, productID: id, repository: try r.resolve())
/// }
///
/// // On the main actor, for example in a route:
/// let viewModel = try container.resolve(
///   ProductViewModel.self, arguments: router as any ProductRoute, 42)
/// ```
///
/// - Keys are type identities (never type names), an optional name and the argument types.
///   Resolving with other argument types is an error, never another factory.
/// - Registering a key twice throws a ``RegistrationError``; replacing one is explicit with
///   ``override(_:name:lifetime:factory:)``.
/// - Resolving throws a ``ResolutionError`` that names the chain being resolved, such as
///   `ProductViewModel → ProductRepository → any APIClient: no registration for any APIClient
///   (name: nil, arguments: ())`, for a missing registration, wrong argument types, a cycle, a
///   factory that must run on the main actor, or a factory that threw.
/// - ``makeChild()`` makes a container that sees this one's registrations and can override them
///   without changing this one (tests, previews, A/B variants).
/// - ``validate()`` resolves every registration that takes no arguments and reports every failure
///   at once; `debugDescription` lists the registrations.
/// - A factory can take a ``Lazy`` or a ``Provider`` instead of an instance, for services that
///   need each other at run time; ``reset(_:)`` drops the instances of a ``Scope``, such as
///   per-session services on logout.
///
/// ## Concurrency
///
/// A container is `Sendable`: register and resolve from any thread. Nonisolated factories
/// (``register(_:name:lifetime:factory:)``) make `Sendable` services and run on the resolving
/// thread. Main-actor factories (``registerMainActor(_:name:lifetime:factory:)``) make view models
/// and screens, take non-`Sendable` arguments such as routers, and resolve only from main-actor
/// code (code that the main queue runs); resolving them elsewhere throws
/// ``ResolutionError/Reason/requiresMainActor``.
///
/// Registrations live in a dictionary behind a lock, which is held only to look them up and to
/// read or store shared instances, never while a factory runs. A singleton is made exactly once:
/// threads that resolve it while another thread makes it wait for that instance. Each thread's
/// own resolution stack finds cycles, including through a captured container, a ``Lazy`` or a
/// ``Provider``. When waiting would deadlock, because shared registrations that need each other
/// are being made on several threads (thread 1 makes singleton `A`, which needs `B`, while thread 2
/// makes `B`, which needs `A`), the resolve throws a ``ResolutionError/Reason/cycle`` error such
/// as `A → B → A` instead, and a later resolve tries again. The container sees only threads that
/// wait inside it: a shared registration's factory that blocks its thread on another (a
/// semaphore, `DispatchQueue.main.sync` while the main thread resolves the same singleton) can
/// deadlock, as any lock would; factories should not block.
public final class Container: Sendable, CustomDebugStringConvertible {
  /// How deeply resolutions may nest before the container reports a cycle (or too deep a graph).
  public static let maximumDepth = 100

  /// The container whose registrations this one sees and can override; `nil` for a root.
  public let parent: Container?
  /// This container's own registrations; guarded by ``Lock/containers``.
  nonisolated(unsafe) var entries = EntryTable()
  /// The children ``makeChild()`` made, for ``reset(_:)``, and some that were freed since;
  /// guarded by ``Lock/containers``.
  nonisolated(unsafe) private var children: [WeakChild] = []
  /// How many ``children`` there may be before ``makeChild()`` drops the freed ones: twice as
  /// many as were alive the last time (dropping them on every call made n children cost n²);
  /// guarded by ``Lock/containers``.
  nonisolated(unsafe) private var childrenLimit = 16

  /// A child container, held weakly: a child holds its parent, not the other way round.
  private struct WeakChild {
    weak var container: Container?
  }

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
  ///
  /// A shared registration (singleton, weak or scoped) belongs to the container that registered
  /// it, and so does its instance: it resolves its dependencies there, whichever child asked
  /// first. To give a child's singleton a mock dependency, override the singleton in the child
  /// too.
  public func makeChild() -> Container {
    let child = Container(parent: self)
    // The children still alive are released after the lock is, in case one is freed meanwhile.
    let alive = Lock.containers.withLock { () -> [Container] in
      children.append(WeakChild(container: child))
      guard children.count > childrenLimit else { return [] }
      let alive = children.compactMap(\.container)
      children = alive.map { WeakChild(container: $0) }
      childrenLimit = max(16, 2 * alive.count)
      return alive
    }
    withExtendedLifetime(alive) {}
    return child
  }

  // MARK: - Registering

  /// Registers a factory that makes a `Sendable` `T` on any thread.
  ///
  /// The factory receives a ``Resolver`` for its dependencies, then the runtime arguments that
  /// callers pass to ``resolve(_:name:arguments:)``; annotate their types in the
  /// closure's parameter list (`{ (r: Resolver, id: Int) in … }`).
  ///
  /// - Parameters:
  ///   - type: The service type, often a protocol existential such as `(any APIClient).self`.
  ///   - name: A name to tell several registrations of one type apart.
  ///   - lifetime: How long the instances live; only transient registrations take runtime
  ///     arguments, and only classes (or existentials) can be weak.
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
      Entry(
        name: name, lifetime: lifetime, factory: Factory(factory), isMainActor: false),
      for: T.self, overriding: false)
  }

  /// Registers a factory that runs on the main actor, for view models, screens and other
  /// main-actor objects.
  ///
  /// `T` and the arguments need not be `Sendable`: instances are only made and handed out on
  /// the main actor. Resolving the service from code that is not on the main actor throws
  /// ``ResolutionError/Reason/requiresMainActor``.
  ///
  /// - Parameters:
  ///   - type: The service type.
  ///   - name: A name to tell several registrations of one type apart.
  ///   - lifetime: How long the instances live; only transient registrations take runtime
  ///     arguments.
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
      Entry(
        name: name, lifetime: lifetime, factory: Factory(mainActor: factory), isMainActor: true),
      for: T.self, overriding: false)
  }

  /// Replaces the registration of a `Sendable` `T` visible from this container, in this
  /// container only.
  ///
  /// On a child container, the parent's registration stays as it was. A singleton made by the
  /// replaced registration is not reused.
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
      Entry(
        name: name, lifetime: lifetime, factory: Factory(factory), isMainActor: false),
      for: T.self, overriding: true)
  }

  /// Replaces the registration of a main-actor `T` visible from this container, in this
  /// container only.
  ///
  /// Like ``override(_:name:lifetime:factory:)``, a singleton made by the replaced registration
  /// is not reused.
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
      Entry(
        name: name, lifetime: lifetime, factory: Factory(mainActor: factory), isMainActor: true),
      for: T.self, overriding: true)
  }

  private func add<T>(
    _ entry: Entry, for _: T.Type, overriding: Bool
  ) throws(RegistrationError) {
    let key = entry.key
    if entry.lifetime != .transient, key.argumentCount > 0 {
      throw RegistrationError(
        reason: .argumentsRequireTransient, key: key, lifetime: entry.lifetime)
    }
    if entry.lifetime == .weak, !Entry.canBeWeak(T.self) {
      throw RegistrationError(reason: .weakRequiresClass, key: key, lifetime: entry.lifetime)
    }
    let entryKey = EntryKey(key)
    // The replaced entry, with any singleton it made, is released after the lock is.
    let (refusal, replaced) = Lock.containers.withLock {
      () -> (RegistrationError.Reason?, Entry?) in
      let isVisible = isVisibleLocked(entryKey)
      if overriding, !isVisible { return (.nothingToOverride, nil) }
      if !overriding, isVisible { return (.duplicate, nil) }
      return (nil, entries.updateValue(entry, forKey: entryKey))
    }
    withExtendedLifetime(replaced) {}
    if let refusal {
      throw RegistrationError(reason: refusal, key: key, lifetime: entry.lifetime)
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
  /// pass arguments as the types the factory declares (`router as any ProductRoute`). A
  /// main-actor registration resolves only from main-actor code.
  ///
  /// - Parameters:
  ///   - type: The service type.
  ///   - name: The registration's name; `nil` for the unnamed registration.
  ///   - arguments: The runtime arguments, passed to the factory after the resolver.
  /// - Throws: ``ResolutionError`` naming the chain being resolved when the registration is
  ///   missing, takes other arguments, is part of a cycle, needs the main actor, or its factory
  ///   (or a factory it depends on) throws.
  @inlinable
  public func resolve<T, each A>(
    _ type: T.Type = T.self,
    name: String? = nil,
    arguments: repeat each A
  ) throws(ResolutionError) -> T {
    // Only this shell is generic, and it is inlined so that callers specialize it: the lock, the
    // resolution stack and the shared instances are non-generic code, which needs no type
    // metadata at run time. A new instance comes back typed through `made`; only a shared
    // instance that exists comes back as an object and is cast.
    var made: T?
    let existing = try resolveEntry(
      EntryKey(Factory<T, repeat each A>.self, name: name)
    ) { factory, resolver, isShared throws -> Any? in
      // The entry stored under `ObjectIdentifier(Factory<T, repeat each A>.self)` holds a
      // `Factory<T, repeat each A>` (both come from the registration's `T` and `A`), so the
      // downcast cannot fail. A checked `as?` cast returns a new reference that is retained with
      // the closure inside it: 1,300 instead of 1,409 instructions a transient resolve, and
      // `container.resolve.transient` 125 instead of 137 ns against a budget of
      // 5 × `closure.baseline` (about 130 ns). Measured again on 2026-12-01, alternating the two
      // builds: with the checked cast 4.8–5.0 × `closure.baseline` (156 ns at 31.8), with this one
      // 4.2 × — the checked cast leaves no margin under the budget.
      let factory = unsafeDowncast(factory, to: Factory<T, repeat each A>.self)
      let instance = try factory.make(resolver, repeat each arguments)
      made = instance
      return isShared ? instance : nil
    }
    if let made { return made }
    // `existing` unwrapped first: `nil as? T` succeeds when `T` is an optional (a factory that
    // resolves `A?` with no `A` registered must fail, not get `nil`).
    guard let existing, let instance = existing as? T else {
      throw unresolvable(type, name: name, argumentTypes: repeat (each A).self)
    }
    return instance
  }

  /// Resolves the registration stored under `key`, running `make` with the entry's factory, a
  /// resolver and whether the instance is shared when a new instance is needed (`make` returns
  /// the instance when it is shared, `nil` otherwise).
  ///
  /// - Returns: The shared instance, or `nil` for a transient one (which `make` handed to its
  ///   caller), when there is no such registration, or when the resolution is nested too deep.
  @usableFromInline
  func resolveEntry(
    _ key: EntryKey, make: (AnyFactory, Resolver, Bool) throws -> Any?
  ) throws(ResolutionError) -> Any? {
    let stack = ResolutionStack.current
    guard stack.pointee.count <= Container.maximumDepth else { return nil }
    switch Lock.containers.withLock({ lookupLocked(key) }) {
    case nil:
      return nil
    case .existing(let instance):
      return instance
    case .transient(let entry):
      try entry.makeTransient(make, Resolver(container: self), stack: stack)
      return nil
    case .shared(let entry, let owner):
      // Shared factories resolve their dependencies through `owner`, the container that holds
      // the registration, so a shared instance never captures one child's overrides.
      return try entry.shared(make, Resolver(container: owner), stack: stack)
    }
  }

  /// What a resolve found under the lock.
  private enum Lookup {
    /// A shared instance that exists, and that the resolving code may have.
    case existing(Any)
    /// A transient registration.
    case transient(Entry)
    /// A shared registration whose instance must be made (or waited for, or refused), held by
    /// `owner`.
    case shared(Entry, owner: Container)
  }

  /// Finds the entry stored under `key` in this container or its nearest ancestor, and a shared
  /// instance that exists; the lock must be held.
  private func lookupLocked(_ key: EntryKey) -> Lookup? {
    guard let entry = entries[key] else { return parent?.lookupLocked(key) }
    guard entry.isShared else { return .transient(entry) }
    // The main-actor check first: off the main actor, a main-actor weak instance is not even
    // loaded, so the lock never holds its last reference (whose deinit could resolve).
    if !entry.isMainActor || MainQueue.isCurrent, let instance = entry.sharedInstance {
      return .existing(instance)
    }
    return .shared(entry, owner: self)
  }

  /// Notes, for ``validate()``, that the factory running on this thread takes a ``Lazy`` or a
  /// ``Provider`` of `key` that resolves through this container, when it has no registration
  /// under `key`.
  func noteReference(_ key: ServiceKey) {
    guard let entry = ResolutionStack.current.pointee.last else { return }
    let living = Lock.containers.withLock {
      isVisibleLocked(EntryKey(key)) ? [] : entry.noteMissingReference(key, in: self)
    }
    withExtendedLifetime(living) {}  // Released here, unlocked (see `noteMissingReference`).
  }

  /// Whether this container or an ancestor has a registration under `key`.
  func isVisible(_ key: ServiceKey) -> Bool {
    Lock.containers.withLock { isVisibleLocked(EntryKey(key)) }
  }

  /// Whether this container or an ancestor has an entry under `key`; the lock must be held.
  private func isVisibleLocked(_ key: EntryKey) -> Bool {
    var container: Container? = self
    while let current = container {
      if current.entries[key] != nil { return true }
      container = current.parent
    }
    return false
  }

  /// The error for a resolve that found no fitting registration (or nested too deep).
  @usableFromInline
  func unresolvable<T, each A>(
    _: T.Type, name: String?, argumentTypes: repeat (each A).Type
  ) -> ResolutionError {
    let key = ServiceKey(T.self, name: name, argumentTypes: repeat each argumentTypes)
    if ResolutionStack.current.pointee.count > Container.maximumDepth {
      return ResolutionError(.tooDeep, key: key)
    }
    return unresolvable(key)
  }

  /// The error for `key`, which has no registration here: a missing one, or one that takes other
  /// arguments.
  ///
  /// It costs the same however many registrations the type has: the candidates are the tables'
  /// own lists of that type's keys, sorted only when read (sorting them here took 63 ms with
  /// 100,000 names of one type, release), and a lookup tells a name registered with other
  /// arguments (scanning the names for it took 0.2 ms).
  func unresolvable(_ key: ServiceKey) -> ResolutionError {
    var (candidates, isMismatch): ([[ServiceKey]], Bool) = ([], false)
    var container: Container? = self
    while let current = container {
      Lock.containers.withLock {
        candidates.append(current.entries.keys(ofType: key.typeID))
        // The name is registered with other arguments, unless the key itself was registered on
        // another thread since the resolve looked (then it is still missing for that resolve).
        isMismatch =
          isMismatch
          || (current.entries[EntryKey(key)] == nil
            && current.entries.contains(typeID: key.typeID, name: key.name))
      }
      container = current.parent
    }
    return ResolutionError(
      isMismatch ? .argumentMismatch : .missingRegistration, key: key, candidateKeys: candidates)
  }

  // MARK: - Scopes

  /// Drops the instances of `scope` made by the registrations of this container, its ancestors
  /// and its children (with theirs); the next resolve of each makes a new one.
  ///
  /// So resetting the app's root container on logout also drops the scope's instances that a
  /// feature's child container overrides.
  ///
  /// ```swift
  /// extension Scope {
  ///   static let session = Scope("session")
  /// }
  ///
  /// try container.register(SessionStore.self, lifetime: .scoped(.session)) { _ in SessionStore() }
  /// // On logout:
  /// container.reset(.session)
  /// ```
  ///
  /// Whoever still holds a dropped instance keeps it. An instance being made while the scope is
  /// reset is handed to the resolve that asked for it but not kept.
  public func reset(_ scope: Scope) {
    // The dropped instances are released after the lock is, so their deinits may use containers.
    // So are the children visited: one whose last owner let go meanwhile is freed here too.
    let (dropped, visited) = Lock.containers.withLock { () -> ([Any], [Container]) in
      var dropped: [Any] = []
      var ancestor = parent
      while let current = ancestor {
        current.dropInstancesLocked(of: scope, into: &dropped)
        ancestor = current.parent
      }
      var visited: [Container] = []
      var pending = [self]
      while let current = pending.popLast() {
        current.dropInstancesLocked(of: scope, into: &dropped)
        let children = current.children.compactMap(\.container)
        visited += children
        pending += children
      }
      return (dropped, visited)
    }
    withExtendedLifetime((dropped, visited)) {}
  }

  /// Drops the instances of `scope` that this container's own registrations made, adding them
  /// to `dropped`; the lock must be held.
  private func dropInstancesLocked(of scope: Scope, into dropped: inout [Any]) {
    for entry in entries.values where entry.lifetime == .scoped(scope) {
      if let instance = entry.dropInstance() { dropped.append(instance) }
    }
  }
}
