/// The trie's ASCII static edges, keyed by parent node and the segment's bytes, for the match
/// fast path.
///
/// One open-addressing hash table serves every node: a lookup hashes the segment's bytes once
/// (FNV-1a mixed with the parent's index), probes a few slots and compares bytes, without
/// creating a `String`. Only literals that are pure ASCII are indexed: for ASCII text, byte
/// equality is exactly `String` equality. Non-ASCII literals stay in the node's `String`-keyed
/// dictionary, which compares by canonical equivalence.
struct DeeplinkLiteralIndex: Sendable {
  /// One indexed edge.
  private struct Edge: Sendable {
    /// The parent node.
    var parent: Int
    /// The child node reached by the literal.
    var child: Int
    /// The hash of the parent and the literal's bytes.
    var hash: UInt64
    /// Where the literal's bytes start in ``bytes``.
    var start: Int
    /// The literal's length in bytes.
    var count: Int
  }

  private var edges: [Edge] = []
  private var bytes: [UInt8] = []
  /// Edge indices, `-1` for an empty slot; at most half full, so every probe ends.
  private var slots = [Int](repeating: -1, count: 16)

  /// Creates an empty index.
  init() {}

  /// Adds the edge from `parent` to `child` for the ASCII `literal`.
  mutating func insert(parent: Int, literal: String, child: Int) {
    if (edges.count + 1) * 2 > slots.count {
      slots = [Int](repeating: -1, count: slots.count * 2)
      for edge in edges.indices { place(edge) }
    }
    let literalBytes = Array(literal.utf8)
    let hash = literalBytes.withUnsafeBufferPointer { Self.hash(parent: parent, $0) }
    edges.append(
      Edge(parent: parent, child: child, hash: hash, start: bytes.count, count: literalBytes.count)
    )
    bytes.append(contentsOf: literalBytes)
    place(edges.count - 1)
  }

  /// The child of `parent` whose literal is exactly `segment`, if any.
  func child(of parent: Int, segment: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(parent: parent, segment)
    return slots.withUnsafeBufferPointer { slots in
      edges.withUnsafeBufferPointer { edges in
        bytes.withUnsafeBufferPointer { bytes in
          let mask = slots.count - 1
          var slot = Int(truncatingIfNeeded: hash) & mask
          while true {
            let index = slots[slot]
            if index < 0 { return nil }
            let edge = edges[index]
            if edge.hash == hash, edge.parent == parent, edge.count == segment.count {
              var offset = 0
              while offset < edge.count, bytes[edge.start + offset] == segment[offset] {
                offset += 1
              }
              if offset == edge.count { return edge.child }
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }

  private mutating func place(_ edge: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: edges[edge].hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = edge
  }

  /// FNV-1a over the bytes, seeded with the parent, with a final mix for the low bits.
  private static func hash(parent: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 =
      0xCBF2_9CE4_8422_2325 ^ (UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15)
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    hash ^= hash >> 32
    hash = hash &* 0xD6E8_FEB8_6659_FD93
    hash ^= hash >> 32
    return hash
  }
}
