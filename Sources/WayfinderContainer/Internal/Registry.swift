/// The registrations of one container: a small open-addressing hash table guarded by a lock.
///
/// The lock is held only to read or write the table, never while a factory runs, so factories
/// that resolve other services from the same container cannot deadlock on it. The table hashes
/// the registration's type identity (a pointer) with a multiplication instead of `Hasher`, and
/// lives behind a pointer so that reading it needs no exclusivity checks: a lookup is a few
/// nanoseconds plus the lock.
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

    /// The hash used by the table: a multiplicative hash of the identity, mixed with the name's
    /// hash when there is a name.
    var tableHash: UInt {
      var hash = UInt(bitPattern: registrationID) &* 0x9E37_79B9_7F4A_7C15
      if let name { hash ^= UInt(bitPattern: name.hashValue) }
      return hash ^ (hash >> 29)
    }
  }

  /// The table's storage; `ids[i] == nil` marks an empty slot.
  private struct Table {
    var ids: UnsafeMutablePointer<ObjectIdentifier?>
    var names: UnsafeMutablePointer<String?>
    var entries: UnsafeMutablePointer<AnyEntry?>
    var capacity: Int
    var count: Int

    init(capacity: Int) {
      ids = .allocate(capacity: capacity)
      ids.initialize(repeating: nil, count: capacity)
      names = .allocate(capacity: capacity)
      names.initialize(repeating: nil, count: capacity)
      entries = .allocate(capacity: capacity)
      entries.initialize(repeating: nil, count: capacity)
      self.capacity = capacity
      count = 0
    }

    func deallocate() {
      ids.deallocate()
      names.deinitialize(count: capacity)
      names.deallocate()
      entries.deinitialize(count: capacity)
      entries.deallocate()
    }

    /// The slot holding `key`, or the empty slot where it would go.
    func slot(for key: Key) -> (index: Int, isOccupied: Bool) {
      let id = key.registrationID
      let mask = capacity - 1
      var index = Int(truncatingIfNeeded: key.tableHash) & mask
      while let occupant = ids[index] {
        if occupant == id, names[index] == key.name { return (index, true) }
        index = (index + 1) & mask
      }
      return (index, false)
    }
  }

  private let lock = Lock()
  private let table: UnsafeMutablePointer<Table>

  init() {
    table = .allocate(capacity: 1)
    table.initialize(to: Table(capacity: 16))
  }

  deinit {
    table.pointee.deallocate()
    table.deinitialize(count: 1)
    table.deallocate()
  }

  /// The entry stored under `key`, if any.
  func entry(for key: Key) -> AnyEntry? {
    lock.withLock {
      let (index, isOccupied) = table.pointee.slot(for: key)
      return isOccupied ? table.pointee.entries[index] : nil
    }
  }

  /// Stores `entry` under its key, replacing any entry stored there.
  func store(_ entry: AnyEntry) {
    _ = lock.withLock { insert(entry, replacing: true) }
  }

  /// Stores `entry` unless an entry is already stored under its key; returns whether it stored it.
  func storeIfAbsent(_ entry: AnyEntry) -> Bool {
    lock.withLock { insert(entry, replacing: false) }
  }

  /// A snapshot of every entry.
  var allEntries: [AnyEntry] {
    lock.withLock {
      let current = table.pointee
      return (0..<current.capacity).compactMap { current.entries[$0] }
    }
  }

  /// Inserts `entry`; the lock must be held.
  private func insert(_ entry: AnyEntry, replacing: Bool) -> Bool {
    let key = Key(registrationID: entry.key.registrationID, name: entry.key.name)
    let (index, isOccupied) = table.pointee.slot(for: key)
    if isOccupied {
      guard replacing else { return false }
      table.pointee.entries[index] = entry
      return true
    }
    if (table.pointee.count + 1) * 2 > table.pointee.capacity {
      grow()
      return insert(entry, replacing: replacing)
    }
    table.pointee.ids[index] = key.registrationID
    table.pointee.names[index] = key.name
    table.pointee.entries[index] = entry
    table.pointee.count += 1
    return true
  }

  /// Doubles the capacity, rehashing every entry; the lock must be held.
  private func grow() {
    let old = table.pointee
    var new = Table(capacity: old.capacity * 2)
    for index in 0..<old.capacity {
      guard let id = old.ids[index] else { continue }
      let key = Key(registrationID: id, name: old.names[index])
      let (slot, _) = new.slot(for: key)
      new.ids[slot] = old.ids[index]
      new.names[slot] = old.names[index]
      new.entries[slot] = old.entries[index]
      new.count += 1
    }
    old.deallocate()
    table.pointee = new
  }
}
