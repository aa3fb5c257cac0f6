/// One node of the matcher's segment trie; nodes live in an array and refer to each other by
/// index, so the trie is a plain value.
struct DeeplinkTrieNode: Sendable {
  /// An edge to a child whose segment must convert to a parameter type.
  struct TypedEdge: Sendable {
    /// The index of the type in the matcher's type table.
    var type: Int
    /// The child node.
    var child: Int
  }

  /// Children reached by a static segment, keyed by the decoded segment.
  var literals: [String: Int] = [:]
  /// Children reached by typed parameters, in precedence order (rank, then type name).
  var typed: [TypedEdge] = []
  /// The child reached by an untyped parameter.
  var untyped: Int?
  /// The pattern whose wildcard (`*rest`) starts below this node.
  var wildcardPattern: Int?
  /// The pattern that ends at this node.
  var terminalPattern: Int?
  /// The pattern named as the nearest one when matching stops here: the shortest pattern in this
  /// subtree, ties broken by its text.
  var representative: Int = -1
}
