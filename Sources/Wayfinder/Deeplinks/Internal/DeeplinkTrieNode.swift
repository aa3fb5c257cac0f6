/// One node of the matcher's segment trie; nodes live in an array and refer to each other by
/// index, so the trie is a plain value.
///
/// A node takes 32 bytes: indices are stored as `Int32`, with -1 for "none", and the static
/// children are a list or a dictionary, not both. With `Int` and optionals it took 64 bytes and a
/// matcher of 10,000 patterns held 4,884 KiB, over the 4,000 KiB budget (`deeplink.memory.10000`).
struct DeeplinkTrieNode: Sendable {
  /// An edge to a child reached by a static segment.
  struct LiteralEdge: Sendable {
    /// The decoded segment.
    var text: String
    /// The child node.
    var child: Int32
  }

  /// An edge to a child reached by a parameter.
  struct ParameterEdge: Sendable {
    private var storedType: Int32
    private var storedChild: Int32

    /// Creates an edge to `child` for the parameter type `type` (`nil`: untyped).
    init(type: Int?, child: Int) {
      storedType = Int32(type ?? -1)
      storedChild = Int32(child)
    }

    /// The index of the type in the matcher's type table; `nil` for an untyped parameter.
    var type: Int? { storedType < 0 ? nil : Int(storedType) }
    /// The child node.
    var child: Int { Int(storedChild) }
  }

  /// The children reached by static segments: a list searched in order while there are few,
  /// a dictionary once there are many.
  enum LiteralChildren: Sendable {
    /// At most ``listLimit`` children.
    case list([LiteralEdge])
    /// The children keyed by the decoded segment.
    case table([String: Int32])

    /// The most children kept in a list.
    static let listLimit = 8
  }

  /// Children reached by a static segment.
  private var literals = LiteralChildren.list([])
  /// Children reached by parameters, in precedence order: typed (rank, then type name), then
  /// untyped.
  var parameters: [ParameterEdge] = []
  private var storedWildcard: Int32 = -1
  private var storedTerminal: Int32 = -1
  private var storedRepresentative: Int32

  /// Creates a node whose nearest pattern is `representative`.
  init(representative: Int) {
    storedRepresentative = Int32(representative)
  }

  /// The pattern whose wildcard (`*rest`) starts below this node.
  var wildcardPattern: Int? {
    get { storedWildcard < 0 ? nil : Int(storedWildcard) }
    set { storedWildcard = Int32(newValue ?? -1) }
  }

  /// The pattern that ends at this node.
  var terminalPattern: Int? {
    get { storedTerminal < 0 ? nil : Int(storedTerminal) }
    set { storedTerminal = Int32(newValue ?? -1) }
  }

  /// The pattern named as the nearest one when matching stops here: the shortest pattern in this
  /// subtree, ties broken by its text.
  var representative: Int {
    get { Int(storedRepresentative) }
    set { storedRepresentative = Int32(newValue) }
  }

  /// The child reached by the static segment `text`.
  func literalChild(_ text: String) -> Int? {
    switch literals {
    case .list(let edges): edges.first { $0.text == text }.map { Int($0.child) }
    case .table(let table): table[text].map(Int.init)
    }
  }

  /// Adds a child reached by the static segment `text`.
  mutating func addLiteralChild(_ text: String, _ child: Int) {
    // Each case empties `literals` before changing the collection it held, so the collection
    // is uniquely referenced and changes in place instead of being copied.
    switch literals {
    case .list(var edges) where edges.count < LiteralChildren.listLimit:
      literals = .list([])
      edges.append(LiteralEdge(text: text, child: Int32(child)))
      literals = .list(edges)
    case .list(let edges):
      var table = Dictionary(uniqueKeysWithValues: edges.map { ($0.text, $0.child) })
      table[text] = Int32(child)
      literals = .table(table)
    case .table(var table):
      literals = .list([])
      table[text] = Int32(child)
      literals = .table(table)
    }
  }
}
