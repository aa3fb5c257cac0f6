/// What a container's dictionary stores a registration under: the identity of its type and
/// argument types, and its name.
///
/// It is cheap to make on every resolve, unlike a ``ServiceKey``, which also spells the names.
/// Its hash covers the name as well as the identity, so the names of one type spread over the
/// dictionary: finding one of 100,000 names costs what finding one of 10 does.
@usableFromInline
struct EntryKey: Hashable {
  /// `ObjectIdentifier(Factory<T, repeat each A>.self)`.
  let registrationID: ObjectIdentifier
  /// The registration's name.
  let name: String?

  /// The key of a registration under `name` whose factory is a `factoryType`.
  @inlinable
  init<T, each A>(_ factoryType: Factory<T, repeat each A>.Type, name: String?) {
    self.init(registrationID: ObjectIdentifier(factoryType), name: name)
  }

  /// The key under which the registration with `key` is stored.
  init(_ key: ServiceKey) {
    self.init(registrationID: key.registrationID, name: key.name)
  }

  /// The key made of `registrationID` and `name`.
  @usableFromInline
  init(registrationID: ObjectIdentifier, name: String?) {
    self.registrationID = registrationID
    self.name = name
  }
}
