/// What a container's dictionary stores a registration under: the identity of its type and
/// argument types, and its name.
///
/// It is cheap to make on every resolve, unlike a ``ServiceKey``, which also spells the names.
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

  /// Hashes the identity only: names rarely tell registrations of one type apart, and hashing a
  /// string on every resolve would cost more than comparing the few that share an identity.
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(registrationID)
  }

  /// Hashes the identity in one step, as `ObjectIdentifier` does, instead of feeding it to a
  /// `Hasher` through ``hash(into:)``; the hash value is the same kind (identity only).
  ///
  /// Every resolve hashes a key: this takes a transient resolve from 1,300 to 1,231 instructions
  /// and `container.resolve.graph3` from 4,012 to 3,826 (about 375 instead of 390 ns, against a
  /// budget of 5 × 3 × `closure.baseline`, about 390 ns).
  @usableFromInline
  func _rawHashValue(seed: Int) -> Int {
    registrationID._rawHashValue(seed: seed)
  }

  /// The key made of `registrationID` and `name`.
  @usableFromInline
  init(registrationID: ObjectIdentifier, name: String?) {
    self.registrationID = registrationID
    self.name = name
  }
}
