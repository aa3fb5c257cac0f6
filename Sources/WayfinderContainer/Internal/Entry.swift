public import Synchronization

/// A registration without its types: what the registry stores and dumps.
@usableFromInline
class AnyEntry: @unchecked Sendable {
  /// The service type, name and argument types.
  let key: ServiceKey
  /// How long the instances live.
  @usableFromInline let lifetime: Lifetime
  /// Whether the factory runs on the main actor.
  @usableFromInline let isMainActor: Bool
  /// The container whose registry holds this entry; set when it is stored.
  ///
  /// `unowned(unsafe)` avoids reference counting on the resolve path and a retain cycle. It is
  /// safe because an entry is only reached through its owner's registry, from a resolve that
  /// holds the owner (directly or through a child, which holds its parent).
  @usableFromInline unowned(unsafe) var owner: Container?
  /// The ``ConstructionGraph/currentThread`` of the thread making the shared instance, or 0;
  /// guarded by the lock of ``ConstructionGraph``.
  var builder: UInt = 0

  init(key: ServiceKey, lifetime: Lifetime, isMainActor: Bool) {
    self.key = key
    self.lifetime = lifetime
    self.isMainActor = isMainActor
  }

  /// Resolves the registration through `container` when it takes no arguments; returns the failure.
  func validate(in container: Container, isolation: isolated (any Actor)?) -> ResolutionError? {
    nil
  }
}

/// A registration of a factory that makes a `T` from a resolver and arguments of types `A`.
///
/// Its key's registration identity is `ObjectIdentifier(Entry<T, repeat each A>.self)`, computed
/// here from its own type parameters, and the registry stores it under that identity. So an entry
/// found under the identity of `Entry<T, repeat each A>` is one, and the resolve path uses it as
/// one without a dynamic cast.
@usableFromInline
final class Entry<T, each A>: AnyEntry, @unchecked Sendable {
  /// Makes the instance; for main-actor registrations it must be called on the main actor.
  @usableFromInline let factory: Factory<T, repeat each A>
  /// The singleton's box as a retained pointer's bits, or 0 before it is made.
  ///
  /// It is written once (under `creationLock`) and released in `deinit`, so a reader that sees a
  /// non-zero value can use the box without retaining it first.
  @usableFromInline let singleton = Atomic<UInt>(0)
  /// Serializes making singleton and weak instances; it detects reentrancy as a last resort, in
  /// case a thread holding it asks again while the ``ConstructionGraph`` does not know it builds.
  private let creationLock = Lock(detectsReentrancy: true)
  /// The weak instance; guarded by `creationLock`.
  private weak var weakInstance: AnyObject?

  /// Makes the registration of `factory` under `name`; `isMainActor` says the factory was made
  /// with ``Factory/init(mainActor:)``.
  init(name: String?, lifetime: Lifetime, factory: Factory<T, repeat each A>, isMainActor: Bool) {
    self.factory = factory
    super.init(
      key: ServiceKey(T.self, name: name, argumentTypes: repeat (each A).self),
      lifetime: lifetime, isMainActor: isMainActor)
  }

  deinit {
    if let bits = UnsafeRawPointer(bitPattern: singleton.load(ordering: .acquiring)) {
      Unmanaged<Box<T>>.fromOpaque(bits).release()
    }
  }

  /// The singleton, if it was made.
  @inlinable
  var existingSingleton: T? {
    guard let bits = UnsafeRawPointer(bitPattern: singleton.load(ordering: .acquiring)) else {
      return nil
    }
    return Unmanaged<Box<T>>.fromOpaque(bits).takeUnretainedValue().value
  }

  /// The instance for a resolve from `requester`.
  ///
  /// Transient factories resolve their dependencies through the requesting container, so a
  /// child's overrides apply to them; singleton and weak factories through the container that
  /// owns the registration, so a shared instance never captures one child's overrides.
  @inlinable
  func instance(
    requestedBy requester: Container,
    arguments: repeat each A,
    depth: Int,
    caller: (any Actor)?
  ) throws(ResolutionError) -> T {
    if isMainActor, !Container.isMainActor(caller) {
      throw mainActorRequired()
    }
    switch lifetime {
    case .transient:
      return try make(
        Resolver(container: requester, depth: depth), arguments: repeat each arguments)
    case .singleton:
      if let instance = existingSingleton { return instance }
      return try makeShared(
        Resolver(container: owner ?? requester, depth: depth), arguments: repeat each arguments)
    case .weak:
      return try makeShared(
        Resolver(container: owner ?? requester, depth: depth), arguments: repeat each arguments)
    }
  }

  /// Runs the factory, adding this registration to the chain of any error.
  ///
  /// The caller has checked that a main-actor factory is called on the main actor.
  @inlinable @inline(__always)
  func make(_ resolver: Resolver, arguments: repeat each A) throws(ResolutionError) -> T {
    do {
      return try factory.make(resolver, repeat each arguments)
    } catch {
      throw chained(error)
    }
  }

  /// Returns the shared (singleton or weak) instance, making it exactly once when there is none.
  ///
  /// Threads that ask while another thread makes it wait for that instance, unless waiting would
  /// deadlock: a thread that is making it and asks again, or threads making several shared
  /// instances that need each other, are resolving a cycle, which is reported instead (see
  /// ``ConstructionGraph``). A failed attempt stores nothing, so a later resolve tries again.
  @usableFromInline
  func makeShared(_ resolver: Resolver, arguments: repeat each A) throws(ResolutionError) -> T {
    try acquireCreationLock()
    defer { creationLock.unlock() }
    switch lifetime {
    case .singleton:
      if let instance = existingSingleton { return instance }
      ConstructionGraph.shared.beginBuilding(self)
      defer { ConstructionGraph.shared.endBuilding(self) }
      let value = try make(resolver, arguments: repeat each arguments)
      let box = Unmanaged.passRetained(Box(value))
      singleton.store(UInt(bitPattern: box.toOpaque()), ordering: .releasing)
      return value
    case .weak, .transient:
      if let instance = weakInstance as? T { return instance }
      ConstructionGraph.shared.beginBuilding(self)
      defer { ConstructionGraph.shared.endBuilding(self) }
      let value = try make(resolver, arguments: repeat each arguments)
      guard type(of: value as Any) is AnyClass else {
        throw ResolutionError(.weakRequiresClass, key: key)
      }
      weakInstance = value as AnyObject
      return value
    }
  }

  /// Acquires `creationLock`, waiting for the thread that holds it unless that would deadlock.
  ///
  /// An uncontended lock is taken without touching the ``ConstructionGraph``.
  ///
  /// - Throws: ``ResolutionError/Reason/cycle`` instead of waiting when the holder is the current
  ///   thread, or waits (directly or through other threads) for an entry the current thread makes.
  private func acquireCreationLock() throws(ResolutionError) {
    if creationLock.tryLock() { return }
    try ConstructionGraph.shared.beginWaiting(for: self)
    let acquired = creationLock.lock()
    ConstructionGraph.shared.endWaiting()
    guard acquired else {
      throw ResolutionError(.cycle, key: key)
    }
  }

  /// The error for a resolve of a main-actor registration from other isolation.
  @usableFromInline
  func mainActorRequired() -> ResolutionError {
    ResolutionError(.requiresMainActor, key: key)
  }

  /// `error`, thrown by the factory, as a resolution error whose chain includes this registration.
  @usableFromInline
  func chained(_ error: any Error) -> ResolutionError {
    if let error = error as? ResolutionError { return error.prepending(key) }
    return ResolutionError(.factoryFailed(error), key: key)
  }

  override func validate(
    in container: Container, isolation: isolated (any Actor)?
  ) -> ResolutionError? {
    do {
      _ = try container.resolve(T.self, name: key.name, isolation: isolation)
      return nil
    } catch {
      return error
    }
  }
}
