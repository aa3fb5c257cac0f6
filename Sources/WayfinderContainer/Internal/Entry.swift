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
/// The registry finds it by `ObjectIdentifier(Entry<T, repeat each A>.self)`, so a found entry
/// always has the requested type and argument types; a cast back to it cannot fail.
@usableFromInline
final class Entry<T, each A>: AnyEntry, @unchecked Sendable {
  /// A factory that runs in the caller's isolation; set for nonisolated registrations.
  @usableFromInline let nonisolatedFactory: NonisolatedFactory<T, repeat each A>?
  /// A factory that runs on the main actor; set for main-actor registrations.
  @usableFromInline let mainActorFactory: MainActorFactory<T, repeat each A>?
  /// The singleton's box as a retained pointer's bits, or 0 before it is made.
  ///
  /// It is written once (under `creationLock`) and released in `deinit`, so a reader that sees a
  /// non-zero value can use the box without retaining it first.
  @usableFromInline let singleton = Atomic<UInt>(0)
  /// Serializes making singleton and weak instances and reports a service that needs itself.
  private let creationLock = Lock(detectsReentrancy: true)
  /// The weak instance; guarded by `creationLock`.
  private weak var weakInstance: AnyObject?

  init(
    key: ServiceKey,
    lifetime: Lifetime,
    nonisolatedFactory: NonisolatedFactory<T, repeat each A>?,
    mainActorFactory: MainActorFactory<T, repeat each A>?
  ) {
    self.nonisolatedFactory = nonisolatedFactory
    self.mainActorFactory = mainActorFactory
    super.init(key: key, lifetime: lifetime, isMainActor: mainActorFactory != nil)
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
    isolation: isolated (any Actor)?
  ) throws(ResolutionError) -> T {
    if isMainActor, !Container.isMainActor(isolation) {
      throw mainActorRequired()
    }
    switch lifetime {
    case .transient:
      return try make(
        Resolver(container: requester, depth: depth), arguments: repeat each arguments,
        isolation: isolation)
    case .singleton:
      if let instance = existingSingleton { return instance }
      return try makeShared(
        Resolver(container: owner ?? requester, depth: depth), arguments: repeat each arguments,
        isolation: isolation)
    case .weak:
      return try makeShared(
        Resolver(container: owner ?? requester, depth: depth), arguments: repeat each arguments,
        isolation: isolation)
    }
  }

  /// Runs the factory, adding this registration to the chain of any error.
  @inlinable
  func make(
    _ resolver: Resolver, arguments: repeat each A, isolation: isolated (any Actor)?
  ) throws(ResolutionError) -> T {
    if let nonisolatedFactory {
      do {
        return try nonisolatedFactory.make(resolver, repeat each arguments)
      } catch {
        throw chained(error)
      }
    }
    return try makeOnMainActor(resolver, arguments: repeat each arguments, isolation: isolation)
  }

  /// Runs the main-actor factory; the caller's isolation must be the main actor.
  @usableFromInline
  func makeOnMainActor(
    _ resolver: Resolver, arguments: repeat each A, isolation: isolated (any Actor)?
  ) throws(ResolutionError) -> T {
    guard let mainActorFactory, Container.isMainActor(isolation) else {
      throw mainActorRequired()
    }
    let input = UncheckedSendable(value: (resolver, (repeat each arguments)))
    do {
      let output = try MainActor.assumeIsolated { () throws -> UncheckedSendable<T> in
        UncheckedSendable(
          value: try mainActorFactory.make(input.value.0, repeat each input.value.1))
      }
      return output.value
    } catch {
      throw chained(error)
    }
  }

  /// Returns the shared (singleton or weak) instance, making it exactly once when there is none.
  ///
  /// Threads that ask while another thread makes it wait for that instance. The thread that is
  /// making it and asks again is resolving a cycle, which is reported instead of deadlocking.
  @usableFromInline
  func makeShared(
    _ resolver: Resolver, arguments: repeat each A, isolation: isolated (any Actor)?
  ) throws(ResolutionError) -> T {
    guard creationLock.lock() else {
      throw ResolutionError(.cycle, key: key)
    }
    defer { creationLock.unlock() }
    switch lifetime {
    case .singleton:
      if let instance = existingSingleton { return instance }
      let value = try make(resolver, arguments: repeat each arguments, isolation: isolation)
      let box = Unmanaged.passRetained(Box(value))
      singleton.store(UInt(bitPattern: box.toOpaque()), ordering: .releasing)
      return value
    case .weak, .transient:
      if let instance = weakInstance as? T { return instance }
      let value = try make(resolver, arguments: repeat each arguments, isolation: isolation)
      guard type(of: value as Any) is AnyClass else {
        throw ResolutionError(.weakRequiresClass, key: key)
      }
      weakInstance = value as AnyObject
      return value
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
