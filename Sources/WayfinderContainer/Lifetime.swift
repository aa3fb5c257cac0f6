/// How long an instance made by a registration's factory lives, and who shares it.
///
/// Singleton, scoped and weak instances are shared by everyone who resolves the registration
/// from the container that holds it or from its children; a child's override makes its own.
public enum Lifetime: Hashable, Sendable, CustomStringConvertible {
  /// A new instance on every resolve.
  case transient
  /// One instance for the container, made lazily on the first resolve and exactly once, even
  /// when many threads resolve it at the same moment.
  case singleton
  /// One shared instance while anyone holds it strongly; the next resolve after it was freed
  /// makes a new one. Only class instances (and protocol existentials holding them) can be weak.
  case weak
  /// Like ``singleton`` until ``Container/reset(_:)`` drops the instances of the scope; the next
  /// resolve then makes a new one.
  case scoped(Scope)

  /// The lifetime as shown in dumps and error messages: `transient`, `singleton`, `weak` or
  /// `scoped(session)`.
  public var description: String {
    switch self {
    case .transient: "transient"
    case .singleton: "singleton"
    case .weak: "weak"
    case .scoped(let scope): "scoped(\(scope))"
    }
  }
}
