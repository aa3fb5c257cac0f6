/// Where a pattern applies: a custom scheme (`shop://`) or an http(s) scheme and host.
struct DeeplinkOrigin: Hashable, Sendable {
  /// The lowercased scheme.
  var scheme: String
  /// The lowercased host for http(s); `nil` for custom schemes.
  var host: String?

  /// The origin written as a URL prefix (`shop://`, `https://shop.example.com`).
  var text: String { "\(scheme)://\(host ?? "")" }
}
