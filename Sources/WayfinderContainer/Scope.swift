/// A named group of shared instances that can be dropped together with ``Container/reset(_:)``,
/// such as the services of one signed-in session.
///
/// Declare scopes as static constants and register with ``Lifetime/scoped(_:)``:
///
/// ```swift
/// extension Scope {
///   static let session = Scope("session")
/// }
///
/// try container.register(SessionStore.self, lifetime: .scoped(.session)) { _ in SessionStore() }
/// // On logout, the next resolve makes a new store:
/// container.reset(.session)
/// ```
public struct Scope: Hashable, Sendable, CustomStringConvertible {
  /// The scope's name, as shown in dumps and error messages.
  public let name: String

  /// Makes the scope called `name`; scopes with the same name are the same scope.
  public init(_ name: String) {
    self.name = name
  }

  /// The scope's name.
  public var description: String { name }
}
