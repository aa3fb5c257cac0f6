// Fuzzes pattern registration: each line of the input is a pattern registered in turn. An
// accepted pattern is listed once more; a refused one (invalid, or in conflict with the table)
// leaves the table unchanged, matches included.
import Foundation
import FuzzSupport
import Wayfinder

/// URLs whose matches must not change when a registration is refused.
let probes = [
  "shop://product/42", "shop://search?q=a&page=2", "https://shop.example.com/files/a/b",
  "shop://", "shop://x/y/z", "http://legacy.example.com/p/7",
]

@MainActor
func check(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  var matcher: DeeplinkMatcher<Int>
  do {
    matcher = try DeeplinkMatcher<Int>(origins: ["shop://", "https://shop.example.com"])
  } catch {
    failProperty("origins refused: \(error)", input: text)
  }
  for (index, line) in text.split(separator: "\n", maxSplits: 16).enumerated() {
    let pattern = String(line)
    let before = matcher.patterns
    let matches = probes.map { describe(matcher.match($0)) }
    do {
      try matcher.register(pattern, to: index)
      if matcher.patterns.count != before.count + 1
        || Array(matcher.patterns.prefix(before.count)) != before
      {
        failProperty(
          "accepted \(pattern.debugDescription): \(before) → \(matcher.patterns)", input: text)
      }
    } catch {
      if "\(error)".isEmpty { failProperty("a refusal without a reason", input: text) }
      if matcher.patterns != before || probes.map({ describe(matcher.match($0)) }) != matches {
        failProperty("refused \(pattern.debugDescription) but the table changed", input: text)
      }
    }
  }
}

func describe(_ result: Result<DeeplinkMatch<Int>, DeeplinkError>) -> String {
  switch result {
  case .success(let match): "\(match.pattern) \(match.destination) \(match.parameters)"
  case .failure(let refusal): "\(refusal)"
  }
}
