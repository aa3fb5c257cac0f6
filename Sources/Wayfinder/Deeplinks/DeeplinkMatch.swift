/// A successful match: the pattern a URL matched, its destination and the captured parameters.
public struct DeeplinkMatch<Destination> {
  /// The matched pattern, exactly as it was registered (`"shop://product/:id<Int>"`).
  public var pattern: String
  /// The value registered with the pattern (a handler, an enum case, …).
  public var destination: Destination
  /// The path parameters, then the query parameters the pattern declares.
  public var parameters: DeeplinkParameters
  /// Every decoded item of the URL's query, in order.
  public var queryItems: [DeeplinkQueryItem]

  /// Creates a match.
  public init(
    pattern: String, destination: Destination, parameters: DeeplinkParameters,
    queryItems: [DeeplinkQueryItem] = []
  ) {
    (self.pattern, self.destination) = (pattern, destination)
    (self.parameters, self.queryItems) = (parameters, queryItems)
  }
}

extension DeeplinkMatch: Sendable where Destination: Sendable {}
extension DeeplinkMatch: Equatable where Destination: Equatable {}
extension DeeplinkMatch: Hashable where Destination: Hashable {}
