/// The shop's deeplinks.
enum ShopDeeplinks {
  /// One example of each link the shop handles, used by the graph explorer.
  static let examples: [String] = []
}
