/// One registration: its key, lifetime and factory, and its shared instance.
///
/// The entry is not generic: it keeps the typed ``Factory`` as an ``AnyFactory``, and the generic
/// ``Container/resolve(_:name:arguments:)``, specialized in the caller, casts it back. So the
/// lock, the resolution stack and the shared instances are plain code that needs no generic
/// metadata at run time (unspecialized generic code here cost about 300 ns a resolve).
///
/// Its mutable state (``builder``, the shared instance, the reset count and the missing
/// references) is guarded by ``Lock/containers``.
@usableFromInline
final class Entry: @unchecked Sendable {
  /// The service type, name and argument types.
  let key: ServiceKey
  /// How long the instances live.
  let lifetime: Lifetime
  /// Whether the factory runs on the main actor.
  let isMainActor: Bool
  /// Whether the instances are shared (singleton, scoped or weak), not transient.
  let isShared: Bool
  /// Whether the factory takes runtime arguments.
  let takesArguments: Bool
  /// The registration's `Factory<T, repeat each A>`.
  @usableFromInline let factory: AnyFactory
  /// Resolves the registration in a container and returns the failure; `nil` when the factory
  /// takes arguments (``Container/validate()`` skips it).
  let validate: (@Sendable (Container) -> ResolutionError?)?
  /// The ``ResolutionStack/currentThread`` of the thread making the shared instance, or `nil`.
  var builder: UInt?
  /// The singleton or scoped instance, once made.
  ///
  /// `Any`, not `AnyObject`: on Linux, `value as AnyObject` asks the runtime whether the value
  /// bridges to Objective-C, about 10,000 instructions, a tenth of `scale.startup`.
  private var instance: Any?
  /// The weak instance.
  private weak var weakInstance: AnyObject?
  /// Counts ``dropInstance()`` calls, so that a build that a reset overtook is not kept.
  private var resets = 0
  /// The ``Lazy`` and ``Provider`` references the factory took to a registration that the
  /// container they resolve through did not have, each once, for ``Container/validate()``.
  private(set) var missingReferences: [MissingReference] = []

  /// Makes the registration of `factory` under `name`; `isMainActor` says the factory was made
  /// with ``Factory/init(mainActor:)``.
  init<T, each A>(
    name: String?, lifetime: Lifetime, factory: Factory<T, repeat each A>, isMainActor: Bool
  ) {
    let key = ServiceKey(T.self, name: name, argumentTypes: repeat (each A).self)
    self.key = key
    self.lifetime = lifetime
    self.isMainActor = isMainActor
    isShared = lifetime != .transient
    takesArguments = key.argumentCount > 0
    self.factory = factory
    if key.argumentCount == 0 {
      validate = { container in
        do throws(ResolutionError) {
          _ = try container.resolve(T.self, name: name)
          return nil
        } catch {
          return error
        }
      }
    } else {
      validate = nil
    }
  }

  /// Whether a `T` can be held weakly: a class, or an existential that may hold class instances.
  static func canBeWeak<T>(_: T.Type) -> Bool {
    T.self is AnyClass || TypeName.isExistential(T.self)
  }

  /// Makes a transient instance with `make`, on the thread whose stack is `stack`; `make` hands
  /// the instance to its caller.
  ///
  /// Transient factories resolve their dependencies through the requesting container, so a
  /// child's overrides apply to them.
  func makeTransient(
    _ make: (AnyFactory, Resolver, Bool) throws -> Any?, _ resolver: Resolver,
    stack: UnsafeMutablePointer<[Entry]>
  ) throws(ResolutionError) {
    try checkCanRun(stack: stack)
    _ = try run(make, resolver, stack: stack)
  }

  /// Throws when this registration cannot run now: a main-actor factory off the main actor, or a
  /// registration that is already being resolved on this thread (a cycle).
  private func checkCanRun(stack: UnsafeMutablePointer<[Entry]>) throws(ResolutionError) {
    if isMainActor, !MainQueue.isCurrent {
      throw ResolutionError(.requiresMainActor, key: key)
    }
    // The same arguments could be passed again forever; that is caught by the depth limit.
    if !takesArguments, stack.pointee.contains(where: { $0 === self }) {
      throw ResolutionError(.cycle, key: key)
    }
  }

  /// Runs the factory with this registration on the resolution stack, adding it to the chain of
  /// any error; returns what `make` returns.
  private func run(
    _ make: (AnyFactory, Resolver, Bool) throws -> Any?, _ resolver: Resolver,
    stack: UnsafeMutablePointer<[Entry]>
  ) throws(ResolutionError) -> Any? {
    stack.pointee.append(self)
    defer { stack.pointee.removeLast() }
    do {
      return try make(factory, resolver, isShared)
    } catch let error as ResolutionError {
      throw error.prepending(key)
    } catch {
      throw ResolutionError(.factoryFailed(error), key: key)
    }
  }

  /// What a resolve of a shared instance does after looking at the entry under the lock.
  private enum SharedStep {
    /// Return the instance that exists.
    case existing(Any)
    /// Make the instance; `resets` is the entry's count of resets when the build started.
    case build(resets: Int)
    /// Throw: waiting for the builder would close this cycle.
    case cycle([ServiceKey])
  }

  /// Returns the shared instance, making it exactly once when there is none, on the thread whose
  /// stack is `stack`.
  ///
  /// Shared factories resolve their dependencies through the container that holds the
  /// registration (`resolver`'s).
  ///
  /// Resolutions that ask while another one makes it wait for that instance, unless waiting would
  /// deadlock (see ``WaitGraph``): then they report the cycle. A failed build stores nothing, so a
  /// later resolve tries again. The lock is never held while the factory runs.
  func shared(
    _ make: (AnyFactory, Resolver, Bool) throws -> Any?, _ resolver: Resolver,
    stack: UnsafeMutablePointer<[Entry]>
  ) throws(ResolutionError) -> Any? {
    try checkCanRun(stack: stack)
    let lock = Lock.containers
    let thread = UInt(bitPattern: stack)
    let step = lock.withLock { () -> SharedStep in
      while true {
        if let instance = sharedInstance { return .existing(instance) }
        if builder == nil {
          builder = thread
          return .build(resets: resets)
        }
        let graph = WaitGraph.shared
        if let cycle = graph.beginWaiting(for: self, thread: thread, stack: stack.pointee) {
          return .cycle(cycle)
        }
        lock.wait()
        graph.endWaiting(thread: thread)
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
      let outcome = Result { () throws(ResolutionError) -> Any in
        // `make` returns the instance of a shared registration.
        let value: Any = try run(make, resolver, stack: stack) ?? ()
        if lifetime == .weak, !(type(of: value) is AnyClass) {
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
  var sharedInstance: Any? {
    if lifetime == .weak { weakInstance } else { instance }
  }

  /// Keeps `value` as the shared instance; the lock must be held.
  private func store(_ value: Any) {
    if lifetime == .weak {
      weakInstance = value as AnyObject
    } else {
      instance = value
    }
  }

  /// Notes that the factory took a lazy reference or a provider of `key`, which `container`
  /// has no registration for; the lock must be held.
  ///
  /// The notes of freed containers go, so a factory run in many short-lived child containers
  /// keeps only those of the living ones. Reading a note's container holds it: the living ones
  /// are returned for the caller to release after unlocking, since another thread may drop its
  /// last reference meanwhile, and a container's deinit (a singleton's) may resolve.
  func noteMissingReference(_ key: ServiceKey, in container: Container) -> [Container] {
    var living: [Container] = []
    var isNoted = false
    missingReferences.removeAll { reference in
      guard let other = reference.container else { return true }
      living.append(other)
      if reference.key == key, other === container { isNoted = true }
      return false
    }
    if !isNoted { missingReferences.append(MissingReference(key: key, container: container)) }
    return living
  }

  /// Forgets the shared instance and returns it, so that the caller releases it after unlocking;
  /// the lock must be held.
  func dropInstance() -> Any? {
    resets += 1
    defer { instance = nil }
    return instance
  }
}

/// A reference a factory took to a registration missing from the container it resolves through.
struct MissingReference {
  /// The registration the reference resolves.
  let key: ServiceKey
  /// The container it resolves through.
  weak var container: Container?
}
