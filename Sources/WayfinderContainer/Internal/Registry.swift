/// The registrations of one container, guarded by a lock.
///
/// The lock is held only for dictionary reads and writes, never while a factory runs, so factories
/// that resolve other services from the same container cannot deadlock on it.
@usableFromInline
final class Registry: @unchecked Sendable {
  /// What a registration is stored under: the identity of its type and argument types, and its name.
  @usableFromInline
  struct Key: Hashable {
    /// `ObjectIdentifier(Entry<T, repeat each A>.self)`.
    let registrationID: ObjectIdentifier
    /// The registration's name.
    let name: String?

    /// Makes the key of the registration with this identity and name.
    @usableFromInline
    init(registrationID: ObjectIdentifier, name: String?) {
      self.registrationID = registrationID
      self.name = name
    }
  }

  private let lock = Lock()
  private var entries: [Key: AnyEntry] = [:]

  /// The entry stored under `key`, if any.
  func entry(for key: Key) -> AnyEntry? {
    lock.withLock { entries[key] }
  }

  /// Stores `entry` under its key and returns the entry it replaced.
  @discardableResult
  func store(_ entry: AnyEntry) -> AnyEntry? {
    let key = Key(registrationID: entry.key.registrationID, name: entry.key.name)
    return lock.withLock { entries.updateValue(entry, forKey: key) }
  }

  /// Stores `entry` unless an entry is already stored under its key; returns whether it stored it.
  func storeIfAbsent(_ entry: AnyEntry) -> Bool {
    let key = Key(registrationID: entry.key.registrationID, name: entry.key.name)
    return lock.withLock {
      guard entries[key] == nil else { return false }
      entries[key] = entry
      return true
    }
  }

  /// A snapshot of every entry.
  var allEntries: [AnyEntry] {
    lock.withLock { Array(entries.values) }
  }
}
