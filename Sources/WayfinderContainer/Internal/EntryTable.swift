/// A container's own registrations by ``EntryKey``: the unnamed ones by their type identity, the
/// named ones by identity and name.
///
/// Every lookup hashes its whole key, so it costs the same however many names a type has. (When
/// the key's hash left the name out, all the names of a type shared one bucket: registering
/// 20,000 of them took 2.8 s, and resolving one of 100,000 took 0.2 to 0.6 ms.)
///
/// The table is two dictionaries rather than one keyed by `EntryKey` because most resolves are
/// unnamed, and an `ObjectIdentifier` hashes in one step where `EntryKey` goes through a whole
/// `Hasher`. With one dictionary, a transient resolve took 1,339 instructions and, on the 2-core
/// machine, `container.resolve.transient` measured 5.0–5.2 × `closure.baseline` and
/// `container.resolve.graph3` 15.1–15.4 ×, over budgets of 5 × and 5 × 3 ×.
struct EntryTable {
  /// The registrations without a name, by ``EntryKey/registrationID``.
  private var unnamed: [ObjectIdentifier: Entry] = [:]
  /// The registrations with a name.
  private var named: [EntryKey: Entry] = [:]
  /// The keys of the registrations of each service type, by ``ServiceKey/typeID``, in the order
  /// they were added: the candidates that a failed resolve lists, found without reading the
  /// whole table.
  private var keysByType: [ObjectIdentifier: [ServiceKey]] = [:]
  /// The service types and names registered, with any argument types: a failed resolve tells
  /// a name registered with other arguments from a missing one in one lookup.
  private var typesAndNames: Set<TypeAndName> = []

  /// A service type, by ``ServiceKey/typeID``, and a name (`nil`: unnamed).
  private struct TypeAndName: Hashable {
    let typeID: ObjectIdentifier
    let name: String?
  }

  /// The registration stored under `key`, if any.
  ///
  /// Always inlined: called, it took a transient resolve to 1,310 instructions instead of 1,179
  /// (4.8–5.0 × `closure.baseline` instead of 4.1–4.2 ×, and `container.resolve.graph3`
  /// 14.6–14.7 × instead of 12.6–12.8 ×, against 5 × and 15 ×).
  @inline(__always)
  subscript(key: EntryKey) -> Entry? {
    key.name == nil ? unnamed[key.registrationID] : named[key]
  }

  /// Stores `entry` under `key` and returns the registration it replaces, if any.
  mutating func updateValue(_ entry: Entry, forKey key: EntryKey) -> Entry? {
    let replaced =
      key.name == nil
      ? unnamed.updateValue(entry, forKey: key.registrationID)
      : named.updateValue(entry, forKey: key)
    if replaced == nil {
      keysByType[entry.key.typeID, default: []].append(entry.key)
      typesAndNames.insert(TypeAndName(typeID: entry.key.typeID, name: entry.key.name))
    }
    return replaced
  }

  /// Whether a registration of the service type whose identity is `typeID` has `name`, with
  /// any argument types.
  func contains(typeID: ObjectIdentifier, name: String?) -> Bool {
    typesAndNames.contains(TypeAndName(typeID: typeID, name: name))
  }

  /// The keys of the registrations of the service type whose identity is `typeID`.
  func keys(ofType typeID: ObjectIdentifier) -> [ServiceKey] {
    keysByType[typeID] ?? []
  }

  /// Every registration, in no particular order.
  var values: [Entry] {
    Array(unnamed.values) + Array(named.values)
  }
}
