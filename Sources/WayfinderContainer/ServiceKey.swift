/// What a registration is looked up by: the service type, an optional name and the types of the
/// runtime arguments its factory takes.
///
/// Keys compare by type identity, never by type name, so two nested types that are both called
/// `Thing` are different keys. The description reads
/// `APIClient (name: nil, arguments: ())` or `Thing (name: "mock", arguments: (Router, Int))`.
///
/// The names are worked out when read, not when registering: formatting a type's name costs
/// microseconds, which an app of 1,000 registrations would pay at every start (the `scale`
/// benchmark's `scale.startup.200` was 79 ms with names made at registration).
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  /// The service type's name without module prefixes, such as `Outer.Thing`.
  public var typeName: String { TypeName.of(types.value.service) }
  /// The registration's name; `nil` for the unnamed registration.
  public let name: String?
  /// The names of the runtime argument types, in order.
  public var argumentTypeNames: [String] { types.value.arguments.map(TypeName.of) }
  /// How many runtime arguments the factory takes.
  let argumentCount: Int
  /// The service type and the argument types, named on demand.
  private let types: UncheckedSendable<(service: Any.Type, arguments: [Any.Type])>
  /// The identity of the service type.
  let typeID: ObjectIdentifier

  /// Whether the service type is an optional, which the container does not unwrap.
  var isOptional: Bool { types.value.service is any OptionalService.Type }
  /// The identity of the service type together with the argument types.
  let registrationID: ObjectIdentifier

  /// Makes the key of a registration of `T` whose factory takes arguments of types `A`.
  init<T, each A>(_: T.Type, name: String?, argumentTypes: repeat (each A).Type) {
    self.name = name
    var arguments: [Any.Type] = []
    for argumentType in repeat each argumentTypes {
      arguments.append(argumentType)
    }
    argumentCount = arguments.count
    types = UncheckedSendable(value: (T.self, arguments))
    typeID = ObjectIdentifier(T.self)
    registrationID = ObjectIdentifier(Factory<T, repeat each A>.self)
  }

  /// Two keys are equal when they name the same type, name and argument types.
  public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    lhs.registrationID == rhs.registrationID && lhs.name == rhs.name
  }

  /// Hashes the identities the key compares by.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(registrationID)
    hasher.combine(name)
  }

  /// The argument types as a parenthesized list: `()`, `(Int)`, `(Router, Int)`.
  public var argumentsDescription: String {
    "(" + argumentTypeNames.joined(separator: ", ") + ")"
  }

  /// The key as shown in error messages and dumps: `APIClient (name: nil, arguments: ())`.
  public var description: String {
    "\(typeName) (name: \(name.map { "\"\($0)\"" } ?? "nil"), arguments: \(argumentsDescription))"
  }

  /// The key as one link of a resolution chain: the type name, and the name when there is one.
  var chainDescription: String {
    guard let name else { return typeName }
    return "\(typeName)(name: \"\(name)\")"
  }
}

/// Marks `Optional`, so that a failed resolve of `T?` can say how to resolve an optional
/// dependency.
private protocol OptionalService {}

extension Optional: OptionalService {}
