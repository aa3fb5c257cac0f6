/// Why a ``Container`` refused a registration.
public struct RegistrationError: Error, Hashable, CustomStringConvertible {
  /// What was wrong with the registration.
  public enum Reason: Sendable, Hashable {
    /// The key is already registered in this container or one of its ancestors; use `override`.
    case duplicate
    /// `override` was called for a key that is registered nowhere; use `register`.
    case nothingToOverride
    /// A shared lifetime (singleton, scoped or weak) was asked for a factory that takes runtime
    /// arguments.
    case argumentsRequireTransient
    /// A weak lifetime was asked for a type whose values are not class instances.
    case weakRequiresClass
  }

  /// What was wrong with the registration.
  public let reason: Reason
  /// The key of the refused registration.
  public let key: ServiceKey
  /// The lifetime that was asked for.
  public let lifetime: Lifetime

  /// The message, naming the key and what to do instead.
  public var description: String {
    switch reason {
    case .duplicate:
      "\(key) is already registered; call override to replace it"
    case .nothingToOverride:
      "\(key) has no registration to override; call register to add it"
    case .argumentsRequireTransient:
      "\(key) cannot be \(lifetime): only transient registrations take runtime arguments"
    case .weakRequiresClass:
      "\(key) cannot be weak: only class instances can be held weakly; use singleton or scoped"
    }
  }
}
