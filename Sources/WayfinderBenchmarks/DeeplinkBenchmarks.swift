import Foundation
import Wayfinder

/// The deeplink matcher benchmarks, measured on the main actor, where `DeeplinkRouter` matches.
///
/// - `deeplink.match.<n>` matches URLs against `n` patterns. Each URL matches exactly one
///   registered pattern; the URLs cycle through 256 patterns spread over the whole table, so
///   larger tables also pay for their larger memory footprint.
/// - `deeplink.baseline-scan.<n>` does the same with the obvious code: a loop over the same
///   patterns pre-split into `String` segments (``BaselineScan``), so every run shows the
///   matcher's lead over it.
/// - `deeplink.memory.10000` is the memory a matcher of 10,000 patterns holds, in KiB: the growth
///   of the resident set while eight of them are built, divided by eight, in a fresh child
///   process (``MemoryChild``), the median of five (Linux only; glibc's `mallinfo2` is not
///   visible to Swift, its `malloc.h` is outside the `Glibc` module).
/// - `deeplink.register.<n>` is the cost per pattern of registering `n` patterns, in µs: the
///   median of 31 builds of a matcher.
func deeplinkBenchmarks() -> [Benchmark] {
  let counts = [10, 100, 1_000, 10_000]
  let timed = counts.map { count in
    Benchmark.timed("deeplink.match.\(count)", group: "deeplink") { iterations in
      let (matcher, urls) = DeeplinkTables.table(count)
      var index = 0
      for _ in 0..<iterations {
        blackHole(matcher.match(urls[index]))
        index = (index + 1) & (urls.count - 1)
      }
    }
  }
  let baseline = counts.map { count in
    Benchmark.timed("deeplink.baseline-scan.\(count)", group: "deeplink") { iterations in
      let (scan, urls) = (DeeplinkTables.scan(count), DeeplinkTables.table(count).urls)
      var index = 0
      for _ in 0..<iterations {
        blackHole(scan.match(urls[index]))
        index = (index + 1) & (urls.count - 1)
      }
    }
  }
  let memory = Benchmark.report("deeplink.memory.10000", group: "deeplink") {
    [MemoryChild.line("deeplink.memory.10000", measurement: "deeplink")]
  }
  let register = [1_000, 10_000].map { count in
    Benchmark.report("deeplink.register.\(count)", group: "deeplink") {
      let patterns = (0..<count).map { deeplinkPattern($0).pattern }
      var samples: [Double] = []
      // 31 builds, not 7: with 7 the medians of whole runs spread from 0.92 to 1.45 µs at 10,000
      // patterns on a shared machine; with 31, from 0.92 to 1.10.
      for _ in 0..<31 {
        let elapsed = time { blackHole(makeDeeplinkMatcher(patterns)) }
        samples.append(Double(elapsed) / Double(count) / 1_000)
      }
      samples.sort()
      let median = samples[samples.count / 2]
      return ["deeplink.register.\(count) \((median * 100).rounded() / 100) µs"]
    }
  }
  return timed + baseline + [memory] + register
}

/// The `deeplink.memory` child's work: the resident memory a matcher of 10,000 patterns holds,
/// printed in KiB (nothing when it cannot be read).
///
/// Eight matchers are kept alive at once, and the growth divided by eight: the temporary memory
/// of one registration is reused by the next instead of counting as held.
@MainActor
func runDeeplinkMemoryChild() {
  blackHole(makeDeeplinkMatcher((0..<100).map { deeplinkPattern($0).pattern }))  // warm-up
  let patterns = (0..<10_000).map { deeplinkPattern($0).pattern }
  guard let before = MemoryChild.residentBytes() else { return }
  let copies = 8
  let matchers = (0..<copies).map { _ in makeDeeplinkMatcher(patterns) }
  let after = MemoryChild.residentBytes() ?? before
  withExtendedLifetime(matchers) {}
  print((after - before) / copies / 1_024)
}

/// Pattern `index` of the benchmark table (a few shapes), and a URL that matches it.
private func deeplinkPattern(_ index: Int) -> (pattern: String, url: String) {
  switch index % 4 {
  case 0:
    ("shop://section\(index)/item/:id<Int>", "shop://section\(index)/item/\(index * 7)")
  case 1:
    (
      "https://shop.example.com/category\(index)/:slug/details",
      "https://shop.example.com/category\(index)/blue-shoes/details"
    )
  case 2:
    (
      "shop://wishlist\(index)/product/:id<Int>?ref=:ref?",
      "shop://wishlist\(index)/product/\(index)?ref=mail"
    )
  default:
    ("shop://help\(index)/*topic", "shop://help\(index)/orders/returns")
  }
}

/// A matcher with `patterns` registered, each to its index.
private func makeDeeplinkMatcher(_ patterns: [String]) -> DeeplinkMatcher<Int> {
  var matcher = DeeplinkMatcher<Int>()
  for (index, pattern) in patterns.enumerated() {
    do {
      try matcher.register(pattern, to: index)
    } catch {
      print("deeplink benchmark setup failed: \(error)")
    }
  }
  return matcher
}

/// The tables the timed deeplink benchmarks match against, each built the first time a selected
/// benchmark asks for it (the runner's untimed first operation), so that a run of one prefix
/// does not build the others'.
@MainActor
private enum DeeplinkTables {
  private static var tables: [Int: (matcher: DeeplinkMatcher<Int>, urls: [String])] = [:]
  private static var scans: [Int: BaselineScan] = [:]

  /// A matcher of `count` patterns and URLs that match them (``makeDeeplinkTable(patternCount:)``).
  static func table(_ count: Int) -> (matcher: DeeplinkMatcher<Int>, urls: [String]) {
    if let table = tables[count] { return table }
    let table = makeDeeplinkTable(patternCount: count)
    tables[count] = table
    return table
  }

  /// The plain loop over the same `count` patterns.
  static func scan(_ count: Int) -> BaselineScan {
    if let scan = scans[count] { return scan }
    let scan = BaselineScan((0..<count).map { deeplinkPattern($0).pattern })
    scans[count] = scan
    return scan
  }
}

/// A matcher with `patternCount` patterns, and a power-of-two count of URLs (at most 256) that
/// each match one, spread over the table.
private func makeDeeplinkTable(patternCount: Int) -> (DeeplinkMatcher<Int>, [String]) {
  let table = (0..<patternCount).map(deeplinkPattern)
  let stride = max(1, patternCount / 256)
  let urls = Swift.stride(from: 0, to: patternCount, by: stride).map { table[$0].url }
  var size = 1
  while size * 2 <= urls.count { size *= 2 }
  return (makeDeeplinkMatcher(table.map(\.pattern)), Array(urls.prefix(size)))
}

/// The obvious matcher `deeplink.baseline-scan` measures, as an app developer would write it.
///
/// Every pattern split once into its `String` parts (`shop:`, `section1`, `item`, `:id<Int>`)
/// and query items (`ref=:ref?`); the URL split the same way with `split(separator:)`; the
/// patterns tried in turn, part by part (`<Int>` parts converted with `Int(_:)`, a `*` part
/// taking the rest), then their query items; the first that fits wins, with its parameters. It
/// neither decodes escapes, nor ignores case, nor orders patterns by precedence.
private struct BaselineScan {
  private let patterns: [(parts: [String], query: [String])]

  init(_ texts: [String]) {
    patterns = texts.map { text in
      let path = text.prefix { $0 != "?" }
      let query = text.dropFirst(path.count + 1)
      return (
        path.split(separator: "/").map(String.init), query.split(separator: "&").map(String.init)
      )
    }
  }

  /// The index of the first pattern `url` fits, and its parameters.
  func match(_ url: String) -> (pattern: Int, parameters: [(String, String)])? {
    let path = url.prefix { $0 != "?" }
    let items = url.dropFirst(path.count + 1).split(separator: "&")
    let parts = path.split(separator: "/").map(String.init)
    candidates: for (index, pattern) in patterns.enumerated() {
      var parameters: [(String, String)] = []
      var position = 0
      for part in pattern.parts {
        guard position < parts.count else { continue candidates }
        switch part.first {
        case "*":
          parameters.append((part, parts[position...].joined(separator: "/")))
          position = parts.count - 1
        case ":":
          if part.hasSuffix("<Int>"), Int(parts[position]) == nil { continue candidates }
          parameters.append((part, parts[position]))
        default:
          guard part == parts[position] else { continue candidates }
        }
        position += 1
      }
      guard position == parts.count else { continue }
      for item in pattern.query {
        let key = item.prefix { $0 != "=" }
        if let found = items.first(where: { $0.prefix { $0 != "=" } == key }) {
          parameters.append((item, String(found.dropFirst(key.count + 1))))
        } else if !item.hasSuffix("?") {
          continue candidates
        }
      }
      return (index, parameters)
    }
    return nil
  }
}
