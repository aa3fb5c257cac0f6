/// A description of one registration visible from a ``Container``, for dumps and tooling.
public struct Registration: Hashable, Sendable, CustomStringConvertible {
  /// The service type, name and argument types.
  public let key: ServiceKey
  /// How long the instances live.
  public let lifetime: Lifetime
  /// Whether the factory runs on the main actor.
  public let isMainActor: Bool
  /// Whether the registration belongs to an ancestor of the container that listed it.
  public let isInherited: Bool

  /// One line: `APIClient (name: nil, arguments: ()): singleton`, then `, main actor` and
  /// `, inherited` when they apply.
  public var description: String {
    var text = "\(key): \(lifetime)"
    if isMainActor { text += ", main actor" }
    if isInherited { text += ", inherited" }
    return text
  }
}
