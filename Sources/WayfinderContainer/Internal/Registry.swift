import Synchronization

/// The registrations of one container: a small open-addressing hash table that is read without
/// a lock and written under one.
///
/// Resolving only reads, so reads are lock-free and take no references: a lookup is an atomic
/// load of the table, a multiplicative hash of the registration's type identity and a probe.
/// That is safe because nothing a reader can reach is ever freed or changed under it while the
/// registry lives:
///
/// - A slot's identity and name are written once, before its entry is published with a releasing
///   store; a reader loads the entry with an acquiring load before it reads them. An empty slot
///   (entry bits 0) ends the probe, so a reader never reads a slot that is being filled.
/// - Growing copies the slots into a new table and publishes it; the old table is kept, unchanged,
///   until the registry is freed, so a reader still probing it stays valid.
/// - The registry holds a strong reference to every entry it ever stored, including the ones an
///   override replaced, until it is freed. A found entry therefore lives at least as long as the
///   container the lookup started from, which the resolving code holds.
///
/// Writers (registrations) take the lock, so they see and change the table one at a time. The lock
/// is never held while a factory runs.
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
    @inline(__always)
    var tableHash: UInt {
      var hash = UInt(bitPattern: registrationID) &* 0x9E37_79B9_7F4A_7C15
      if let name { hash ^= UInt(bitPattern: name.hashValue) }
      return hash ^ (hash >> 29)
    }
  }

  /// One table's storage.
  ///
  /// `entries[i]` holds the bits of a retained `AnyEntry`, or 0 for an empty slot; `ids[i]` and
  /// `names[i]` are valid only once `entries[i]` is non-zero.
  private struct Table {
    let ids: UnsafeMutablePointer<ObjectIdentifier?>
    let names: UnsafeMutablePointer<String?>
    let entries: UnsafeMutablePointer<Atomic<UInt>>
    let capacity: Int

    /// Allocates an empty table; `capacity` must be a power of two.
    static func allocate(capacity: Int) -> UnsafeMutablePointer<Table> {
      let ids = UnsafeMutablePointer<ObjectIdentifier?>.allocate(capacity: capacity)
      ids.initialize(repeating: nil, count: capacity)
      let names = UnsafeMutablePointer<String?>.allocate(capacity: capacity)
      names.initialize(repeating: nil, count: capacity)
      let entries = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: capacity)
      for index in 0..<capacity {
        (entries + index).initialize(to: Atomic(0))
      }
      let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
      table.initialize(
        to: Table(ids: ids, names: names, entries: entries, capacity: capacity))
      return table
    }

    /// Frees the table's storage without releasing its entries.
    static func deallocate(_ table: UnsafeMutablePointer<Table>) {
      let capacity = table.pointee.capacity
      table.pointee.ids.deallocate()
      table.pointee.names.deinitialize(count: capacity)
      table.pointee.names.deallocate()
      table.pointee.entries.deinitialize(count: capacity)
      table.pointee.entries.deallocate()
      table.deinitialize(count: 1)
      table.deallocate()
    }

    /// The bits of the entry stored under `key`, or 0; safe without the lock.
    @inline(__always)
    func entryBits(for key: Key) -> UInt {
      let mask = capacity &- 1
      var index = Int(truncatingIfNeeded: key.tableHash) & mask
      while true {
        let bits = entries[index].load(ordering: .acquiring)
        if bits == 0 { return 0 }
        if ids[index] == key.registrationID, Self.isSame(names[index], key.name) { return bits }
        index = (index &+ 1) & mask
      }
    }

    /// Whether two registration names are equal, with the common case (both `nil`) first.
    @inline(__always)
    static func isSame(_ lhs: String?, _ rhs: String?) -> Bool {
      guard let lhs else { return rhs == nil }
      guard let rhs else { return false }
      return lhs == rhs
    }

    /// The slot holding `key`, or the empty slot where it would go; the lock must be held.
    func slot(for key: Key) -> (index: Int, isOccupied: Bool) {
      let mask = capacity - 1
      var index = Int(truncatingIfNeeded: key.tableHash) & mask
      while entries[index].load(ordering: .relaxed) != 0 {
        if ids[index] == key.registrationID, names[index] == key.name { return (index, true) }
        index = (index + 1) & mask
      }
      return (index, false)
    }

    /// Fills the empty slot `index` and publishes it to readers; the lock must be held.
    func fill(_ index: Int, id: ObjectIdentifier, name: String?, entryBits: UInt) {
      ids[index] = id
      names[index] = name
      entries[index].store(entryBits, ordering: .releasing)
    }
  }

  /// The bits of the current `UnsafeMutablePointer<Table>`, for readers.
  private let current: Atomic<UInt>
  /// Serializes writers.
  private let lock = Lock()
  /// The current table, for writers; guarded by `lock`.
  private var table: UnsafeMutablePointer<Table>
  /// The number of occupied slots of the current table; guarded by `lock`.
  private var count = 0
  /// Tables replaced by bigger ones, kept for readers that may still probe them; guarded by `lock`.
  private var retiredTables: [UnsafeMutablePointer<Table>] = []
  /// Entries replaced by overrides, kept for resolves that may still use them; guarded by `lock`.
  private var retiredEntries: [AnyEntry] = []

  init() {
    table = Table.allocate(capacity: 16)
    current = Atomic(UInt(bitPattern: table))
  }

  deinit {
    for index in 0..<table.pointee.capacity {
      let bits = table.pointee.entries[index].load(ordering: .acquiring)
      if let pointer = UnsafeRawPointer(bitPattern: bits) {
        Unmanaged<AnyEntry>.fromOpaque(pointer).release()
      }
    }
    Table.deallocate(table)
    for retired in retiredTables {
      Table.deallocate(retired)
    }
  }

  /// The entry stored under `key`, unretained; it lives as long as this registry.
  ///
  /// Lock-free: see the type's documentation for why that is safe.
  @inline(__always)
  func entry(for key: Key) -> UnsafeRawPointer? {
    guard let table = UnsafePointer<Table>(bitPattern: current.load(ordering: .acquiring)) else {
      return nil
    }
    return UnsafeRawPointer(bitPattern: table.pointee.entryBits(for: key))
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
      (0..<table.pointee.capacity).compactMap { index in
        UnsafeRawPointer(bitPattern: table.pointee.entries[index].load(ordering: .relaxed))
          .map { Unmanaged<AnyEntry>.fromOpaque($0).takeUnretainedValue() }
      }
    }
  }

  /// Inserts `entry`; the lock must be held.
  private func insert(_ entry: AnyEntry, replacing: Bool) -> Bool {
    let key = Key(registrationID: entry.key.registrationID, name: entry.key.name)
    var (index, isOccupied) = table.pointee.slot(for: key)
    if isOccupied {
      guard replacing else { return false }
      let slot = table.pointee.entries + index
      if let old = UnsafeRawPointer(bitPattern: slot.pointee.load(ordering: .relaxed)) {
        retiredEntries.append(Unmanaged<AnyEntry>.fromOpaque(old).takeRetainedValue())
      }
      slot.pointee.store(bits(retaining: entry), ordering: .releasing)
      return true
    }
    if (count + 1) * 2 > table.pointee.capacity {
      grow()
      index = table.pointee.slot(for: key).index
    }
    table.pointee.fill(
      index, id: key.registrationID, name: key.name, entryBits: bits(retaining: entry))
    count += 1
    return true
  }

  /// The bits of a new strong reference to `entry`, owned by the table.
  private func bits(retaining entry: AnyEntry) -> UInt {
    UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque())
  }

  /// Publishes a table of twice the capacity holding the current slots (and their references),
  /// and retires the current table; the lock must be held.
  private func grow() {
    let old = table
    let new = Table.allocate(capacity: old.pointee.capacity * 2)
    for index in 0..<old.pointee.capacity {
      let bits = old.pointee.entries[index].load(ordering: .relaxed)
      guard bits != 0, let id = old.pointee.ids[index] else { continue }
      let key = Key(registrationID: id, name: old.pointee.names[index])
      new.pointee.fill(
        new.pointee.slot(for: key).index, id: id, name: key.name, entryBits: bits)
    }
    current.store(UInt(bitPattern: new), ordering: .releasing)
    retiredTables.append(old)
    table = new
  }
}
