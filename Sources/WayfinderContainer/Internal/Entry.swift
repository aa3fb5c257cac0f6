/// A registration without its types: what a container stores, dumps and validates.
///
/// Its mutable state (``builder`` and the instances of subclasses) is guarded by
/// ``Lock/containers``.
class AnyEntry: @unchecked Sendable {
  /// The service type, name and argument types.
  let key: ServiceKey
  /// How long the instances live.
  let lifetime: Lifetime
  /// Whether the factory runs on the main actor.
  let isMainActor: Bool
  /// The ``ResolutionFrame/root`` of the resolution making the shared instance, or `nil`.
  var builder: ResolutionFrame?

  init(key: ServiceKey, lifetime: Lifetime, isMainActor: Bool) {
    self.key = key
    self.lifetime = lifetime
    self.isMainActor = isMainActor
  }

  /// Forgets the shared instance and returns it, so that the caller releases it after unlocking;
  /// the lock must be held.
  func dropInstance() -> Any? {
    nil
  }

  /// Resolves the registration through `container` when it takes no arguments; returns the failure.
  func validate(in container: Container) -> ResolutionError? {
    nil
  }
}

/// A registration of a factory that makes a `T` from a resolver and arguments of types `A`.
///
/// A container stores it under the identity of `Entry<T, repeat each A>` (see ``EntryKey``), so a
/// resolve for a `T` with arguments of types `A` finds exactly this type of entry.
final class Entry<T, each A>: AnyEntry, @unchecked Sendable {
  /// Makes the instance; for main-actor registrations it must be called on the main actor.
  let factory: Factory<T, repeat each A>
  /// The singleton or scoped instance, once made; guarded by the lock.
  private var instance: T?
  /// The weak instance; guarded by the lock.
  private weak var weakInstance: AnyObject?
  /// Counts ``dropInstance()`` calls, so that a build that a reset overtook is not kept; guarded by
  /// the lock.
  private var resets = 0

  /// Makes the registration of `factory` under `name`; `isMainActor` says the factory was made
  /// with ``Factory/init(mainActor:)``.
  init(name: String?, lifetime: Lifetime, factory: Factory<T, repeat each A>, isMainActor: Bool) {
    self.factory = factory
    super.init(
      key: ServiceKey(T.self, name: name, argumentTypes: repeat (each A).self),
      lifetime: lifetime, isMainActor: isMainActor)
  }

  /// Whether `T` can be held weakly: a class, or an existential that may hold class instances.
  static var canBeWeak: Bool {
    T.self is AnyClass || TypeName.isExistential(T.self)
  }

  /// The instance for a resolve from `requester`, nested in `outer`.
  ///
  /// Transient factories resolve their dependencies through the requesting container, so a
  /// child's overrides apply to them; shared (singleton, scoped and weak) factories through
  /// `owner`, the container that holds the registration, so a shared instance never captures one
  /// child's overrides.
  func instance(
    requestedBy requester: Container,
    owner: Container,
    outer: ResolutionFrame?,
    arguments: repeat each A
  ) throws(ResolutionError) -> T {
    if isMainActor, !MainQueue.isCurrent {
      throw ResolutionError(.requiresMainActor, key: key)
    }
    // The same arguments could be passed again forever; that is caught by the depth limit.
    if key.argumentTypeNames.isEmpty, outer?.contains(self) == true {
      throw ResolutionError(.cycle, key: key)
    }
    let frame = ResolutionFrame(entry: self, outer: outer)
    if lifetime == .transient {
      return try make(
        Resolver(container: requester), frame: frame, arguments: repeat each arguments)
    }
    return try makeShared(
      Resolver(container: owner), frame: frame, arguments: repeat each arguments)
  }

  /// Runs the factory with `frame` on the resolution stack, adding this registration to the
  /// chain of any error.
  private func make(
    _ resolver: Resolver, frame: ResolutionFrame, arguments: repeat each A
  ) throws(ResolutionError) -> T {
    let outcome = ResolutionFrame.$current.withValue(frame) {
      Result { () throws(ResolutionError) -> T in
        do {
          return try factory.make(resolver, repeat each arguments)
        } catch {
          throw chained(error)
        }
      }
    }
    return try outcome.get()
  }

  /// Returns the shared instance, making it exactly once when there is none.
  ///
  /// Resolutions that ask while another one makes it wait for that instance, unless waiting would
  /// deadlock (see ``WaitGraph``): then they report the cycle. A failed build stores nothing, so a
  /// later resolve tries again. The lock is never held while the factory runs.
  private func makeShared(
    _ resolver: Resolver, frame: ResolutionFrame, arguments: repeat each A
  ) throws(ResolutionError) -> T {
    let lock = Lock.containers
    let step = lock.withLock { () -> SharedStep<T> in
      while true {
        if let instance = sharedInstance { return .existing(instance) }
        if builder == nil {
          builder = frame.root
          return .build(resets: resets)
        }
        if let cycle = WaitGraph.shared.beginWaiting(frame) { return .cycle(cycle) }
        lock.wait()
        WaitGraph.shared.endWaiting(frame)
      }
    }
    switch step {
    case .existing(let instance):
      return instance
    case .cycle(let chain):
      var error = ResolutionError(.cycle, key: key)
      error.chain = chain
      throw error
    case .build(let resetsAtStart):
      let outcome = Result { () throws(ResolutionError) -> T in
        let value = try make(resolver, frame: frame, arguments: repeat each arguments)
        if lifetime == .weak, !(type(of: value as Any) is AnyClass) {
          throw ResolutionError(.weakRequiresClass, key: key)
        }
        return value
      }
      lock.withLock {
        builder = nil
        if case .success(let value) = outcome, resets == resetsAtStart {
          store(value)
        }
        lock.wakeAll()
      }
      return try outcome.get()
    }
  }

  /// The shared instance, if there is one; the lock must be held.
  private var sharedInstance: T? {
    lifetime == .weak ? weakInstance as? T : instance
  }

  /// Keeps `value` as the shared instance; the lock must be held.
  private func store(_ value: T) {
    if lifetime == .weak {
      weakInstance = value as AnyObject
    } else {
      instance = value
    }
  }

  override func dropInstance() -> Any? {
    resets += 1
    defer { instance = nil }
    return instance
  }

  /// `error`, thrown by the factory, as a resolution error whose chain includes this registration.
  private func chained(_ error: any Error) -> ResolutionError {
    if let error = error as? ResolutionError { return error.prepending(key) }
    return ResolutionError(.factoryFailed(error), key: key)
  }

  override func validate(in container: Container) -> ResolutionError? {
    do {
      _ = try container.resolve(T.self, name: key.name)
      return nil
    } catch {
      return error
    }
  }
}

/// What a resolve of a shared instance does after looking at its entry under the lock.
private enum SharedStep<Instance> {
  /// Return the instance that exists.
  case existing(Instance)
  /// Make the instance; `resets` is the entry's count of resets when the build started.
  case build(resets: Int)
  /// Throw: waiting for the builder would close this cycle.
  case cycle([ServiceKey])
}
