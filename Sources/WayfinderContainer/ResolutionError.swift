/// Why a ``Container`` could not resolve a service, with the chain of services being resolved.
///
/// The description names the chain, outermost first, then what went wrong:
///
/// ```
/// ProductViewModel → ProductRepository → APIClient: no registration for APIClient (name: nil, arguments: ())
/// ```
///
/// When the container holds registrations of the same type under other names or argument types,
/// they are listed as candidates (the first ten, then how many more there are).
public struct ResolutionError: Error, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable {
    /// Nothing is registered for the type and name, with any argument types.
    case missingRegistration
    /// The type and name are registered, but only with other argument types (see `candidates`).
    case argumentMismatch
    /// Resolving the service needs the service itself; the chain ends where it repeats.
    ///
    /// A registration being made counts as a cycle when it is asked for again, even through
    /// another container (a child's override whose factory resolves the parent's registration
    /// that is resolving it). That is deliberately conservative: the same resolve made from the
    /// parent, which does not see the override, would finish.
    case cycle
    /// Resolution nested deeper than ``Container/maximumDepth`` without repeating a service.
    case tooDeep
    /// The factory threw the associated error.
    case factoryFailed(any Error)
    /// The registration is weak but its factory made a value that is not a class instance.
    case weakRequiresClass
    /// The factory runs on the main actor but the service was resolved from other isolation.
    case requiresMainActor
    /// A ``Lazy`` or ``Provider`` was used after the container that made it was freed.
    case containerReleased
  }

  /// What went wrong.
  public internal(set) var reason: Reason
  /// The services being resolved, outermost first; the last one is the one that failed.
  public internal(set) var chain: [ServiceKey]
  /// Registrations of the same type under other names or argument types: named ones first, by
  /// name, then the unnamed ones, each by argument types.
  ///
  /// Gathered and sorted when read, so that a failed resolve under `try?` (a dependency that may
  /// be missing) does not pay for it: with 100,000 names of one type, it cost 63 ms (release).
  public var candidates: [ServiceKey] { Self.sorted(candidateKeys, without: key) }
  /// The keys of the same type in the containers the resolve looked in, nearest first; a key
  /// overridden in a child appears again for its ancestor.
  private var candidateKeys: [[ServiceKey]]
  /// Whether the depth limit, not the resolution stack, found the cycle: its chain is cut at the
  /// first repeat each time it grows.
  private var isCycleOfDepthLimit = false

  /// Makes an error about `key`, the innermost service of the chain.
  init(_ reason: Reason, key: ServiceKey, candidateKeys: [[ServiceKey]] = []) {
    self.reason = reason
    self.chain = [key]
    self.candidateKeys = candidateKeys
  }

  /// The keys in `keys`, each once and without `key`: named ones first, by name, then the
  /// unnamed ones, each by argument types.
  private static func sorted(_ keys: [[ServiceKey]], without key: ServiceKey) -> [ServiceKey] {
    var seen: Set<ServiceKey> = [key]
    let unique = keys.joined().filter { seen.insert($0).inserted }
    return unique.map { (($0.name == nil ? 1 : 0, $0.name ?? "", $0.argumentsDescription), $0) }
      .sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The service that failed: the last link of the chain.
  public var key: ServiceKey {
    chain[chain.count - 1]
  }

  /// The error that the factory threw, when the reason is ``Reason/factoryFailed(_:)``.
  public var underlyingError: (any Error)? {
    if case .factoryFailed(let error) = reason { return error }
    return nil
  }

  /// The chain as `A → B → C`.
  public var chainDescription: String {
    chain.map(\.chainDescription).joined(separator: " → ")
  }

  /// The message: the chain, what went wrong and the candidates.
  public var description: String {
    let problem: String
    switch reason {
    case .missingRegistration where key.isOptional:
      problem =
        "no registration for \(key); an optional is not unwrapped: resolve the wrapped type, "
        + "with try? for a dependency that may be missing"
    case .missingRegistration:
      problem = "no registration for \(key)"
    case .argumentMismatch:
      problem = "wrong argument types for \(key)"
    case .cycle:
      problem = "dependency cycle on \(key)"
    case .tooDeep:
      problem = "more than \(Container.maximumDepth) nested resolves, at \(key)"
    case .factoryFailed(let error):
      problem = "the factory of \(key) threw: \(error)"
    case .weakRequiresClass:
      problem =
        "the factory of \(key) made a value that is not a class instance, which cannot be weak"
    case .requiresMainActor:
      problem =
        "the factory of \(key) runs on the main actor; resolve it from main-actor-isolated code"
    case .containerReleased:
      problem = "the container was freed before this lazy or provided \(key) was resolved"
    }
    guard !candidates.isEmpty else { return "\(chainDescription): \(problem)" }
    let shown = candidates.prefix(Self.candidatesShown).map(\.description)
    let more = candidates.count - shown.count
    return "\(chainDescription): \(problem); candidates: " + shown.joined(separator: ", ")
      + (more > 0 ? ", and \(more) more" : "")
  }

  /// How many candidates the description names; it counts the others. (A type with 100,000
  /// names made a description of several megabytes, which took seconds to write.)
  static let candidatesShown = 10

  /// The error as seen from `outer`, the service whose factory was resolving this one.
  ///
  /// A cycle found by the depth limit is cut down to the shortest chain that shows it. A cycle
  /// the resolution stack found ends where it repeats already: the services around it stay,
  /// including a registration with arguments that legally resolved itself again.
  func prepending(_ outer: ServiceKey) -> ResolutionError {
    var error = self
    error.chain.insert(outer, at: 0)
    switch reason {
    case .tooDeep: break
    case .cycle where isCycleOfDepthLimit: break
    default: return error
    }
    var seen: Set<ServiceKey> = []
    for (index, key) in error.chain.enumerated() where !seen.insert(key).inserted {
      error.chain.removeSubrange((index + 1)...)
      error.reason = .cycle
      error.candidateKeys = []
      error.isCycleOfDepthLimit = true
      break
    }
    return error
  }
}

extension ResolutionError.Reason: Equatable {
  /// Whether two reasons are the same, so that tests can write
  /// `#expect(error.reason == .missingRegistration)`.
  ///
  /// Two ``factoryFailed(_:)`` reasons are equal when their errors have the same type and the
  /// same description (errors are not `Equatable` in general).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.factoryFailed(let left), .factoryFailed(let right)):
      return type(of: left) == type(of: right) && "\(left)" == "\(right)"
    case (.missingRegistration, .missingRegistration), (.argumentMismatch, .argumentMismatch),
      (.cycle, .cycle), (.tooDeep, .tooDeep), (.weakRequiresClass, .weakRequiresClass),
      (.requiresMainActor, .requiresMainActor), (.containerReleased, .containerReleased):
      return true
    case (.missingRegistration, _), (.argumentMismatch, _), (.cycle, _), (.tooDeep, _),
      (.factoryFailed, _), (.weakRequiresClass, _), (.requiresMainActor, _),
      (.containerReleased, _):
      return false
    }
  }
}
