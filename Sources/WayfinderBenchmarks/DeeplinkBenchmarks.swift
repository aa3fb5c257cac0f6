import Wayfinder

/// The deeplink matcher benchmarks: `deeplink.match.<n>` matches URLs against `n` patterns.
///
/// Each URL matches exactly one registered pattern; the URLs cycle through 256 patterns spread
/// over the whole table, so larger tables also pay for their larger memory footprint.
func deeplinkBenchmarks() -> [Benchmark] {
  [10, 1_000, 10_000].map { count in
    let (matcher, urls) = makeDeeplinkTable(patternCount: count)
    return Benchmark.timed("deeplink.match.\(count)", group: "deeplink") { iterations in
      var index = 0
      for _ in 0..<iterations {
        blackHole(matcher.match(urls[index]))
        index = (index + 1) & (urls.count - 1)
      }
    }
  }
}

/// A matcher with `patternCount` patterns of a few shapes, and 256 URLs that each match one.
private func makeDeeplinkTable(patternCount: Int) -> (DeeplinkMatcher<Int>, [String]) {
  var matcher = DeeplinkMatcher<Int>()
  var urls: [String] = []
  let stride = max(1, patternCount / 256)
  for index in 0..<patternCount {
    let pattern: String
    let url: String
    switch index % 4 {
    case 0:
      pattern = "shop://section\(index)/item/:id<Int>"
      url = "shop://section\(index)/item/\(index * 7)"
    case 1:
      pattern = "https://shop.example.com/category\(index)/:slug/details"
      url = "https://shop.example.com/category\(index)/blue-shoes/details"
    case 2:
      pattern = "shop://wishlist\(index)/product/:id<Int>?ref=:ref?"
      url = "shop://wishlist\(index)/product/\(index)?ref=mail"
    default:
      pattern = "shop://help\(index)/*topic"
      url = "shop://help\(index)/orders/returns"
    }
    do {
      try matcher.register(pattern, to: index)
    } catch {
      print("deeplink benchmark setup failed: \(error)")
    }
    if index % stride == 0 { urls.append(url) }
  }
  // Cycle through a power-of-two count of URLs.
  var size = 1
  while size * 2 <= urls.count { size *= 2 }
  return (matcher, Array(urls.prefix(size)))
}
