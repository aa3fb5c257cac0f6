/// What a pattern captures, resolved once at registration so the match fast path builds the
/// parameters without looking anything up by name.
struct DeeplinkCaptures: Sendable {
  /// A path parameter or wildcard.
  struct PathCapture: Sendable {
    /// The parameter name.
    var name: String
    /// The segment it captures (the first one, for a wildcard).
    var position: Int
    /// Whether it captures every segment from ``position`` on, joined with `/`.
    var isWildcard: Bool
  }

  /// A query parameter.
  struct QueryCapture: Sendable {
    /// The key looked up in the URL's query.
    var key: String
    /// The parameter name.
    var name: String
    /// The index of its type in the trie's type table, `nil` when untyped.
    var type: Int?
    /// Whether a URL without the key fails the pattern.
    var isRequired: Bool
  }

  /// The path captures, in segment order.
  var path: [PathCapture]
  /// The query captures, in pattern order.
  var query: [QueryCapture]

  /// Resolves what `pattern` captures; `typeIndices` maps type names to the trie's type table.
  init(_ pattern: DeeplinkPattern, typeIndices: [String: Int]) {
    path = []
    for (position, segment) in pattern.segments.enumerated() {
      switch segment {
      case .literal: break
      case .parameter(let name, _):
        path.append(PathCapture(name: name, position: position, isWildcard: false))
      case .wildcard(let name):
        path.append(PathCapture(name: name, position: position, isWildcard: true))
      }
    }
    query = pattern.query.map { parameter in
      QueryCapture(
        key: parameter.key,
        name: parameter.name,
        type: parameter.type.flatMap { typeIndices[$0] },
        isRequired: parameter.isRequired
      )
    }
  }
}
