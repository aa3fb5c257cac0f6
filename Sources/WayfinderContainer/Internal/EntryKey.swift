/// What a container's dictionary stores a registration under: the identity of its type and
/// argument types, and its name.
///
/// It is cheap to make on every resolve, unlike a ``ServiceKey``, which also spells the names.
struct EntryKey: Hashable {
  /// `ObjectIdentifier(Entry<T, repeat each A>.self)`.
  let registrationID: ObjectIdentifier
  /// The registration's name.
  let name: String?

  /// The key of a registration of `T` under `name` whose factory takes arguments of types `A`.
  init<T, each A>(_: Entry<T, repeat each A>.Type, name: String?) {
    registrationID = ObjectIdentifier(Entry<T, repeat each A>.self)
    self.name = name
  }

  /// The key under which the registration with `key` is stored.
  init(_ key: ServiceKey) {
    registrationID = key.registrationID
    name = key.name
  }
}
