/// What a screen shows, as a value: a name and parameters, such as `product` with `id=42`.
///
/// Apps set ``Screen/identity`` on the screens that can be found again or encoded: a deeplink
/// to a screen already shown with the same identity focuses it instead of opening a duplicate.
public struct ScreenIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The screen's kind, such as `product`.
  public let name: String

  /// The parameters that tell one screen of that kind from another, such as `["id": "42"]`.
  public let parameters: [String: String]

  /// Creates an identity.
  public init(_ name: String, parameters: [String: String] = [:]) {
    self.name = name
    self.parameters = parameters
  }

  /// `name` followed by the parameters sorted by key: `product?id=42`.
  public var description: String {
    guard !parameters.isEmpty else { return name }
    let query = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "\(name)?\(query.joined(separator: "&"))"
  }
}
