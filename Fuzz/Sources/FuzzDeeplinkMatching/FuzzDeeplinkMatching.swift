// Fuzzes deeplink matching over a realistic table (typed, query and wildcard patterns, several
// origins): a URL that matches re-renders, from the pattern and its parameters, to a URL that
// gives the same match; a refusal always says why.
import Foundation
import FuzzSupport
import Wayfinder

/// The table: path-only patterns apply to every origin.
let table = [
  "/", "/product/:id<Int>", "/product/new", "/product/:slug", "/product/:id<Int>/reviews",
  "/wishlist/product/:id<Int>", "/search?q=:query&page=:page<Int>?", "/search/*rest",
  "/order/:token<UUID>", "/caf\u{E9}/:name", "/files/*path",
  "http://legacy.example.com/p/:id<Int>", "shop://flag/:on<Bool>",
  "shop://price/:amount<Double>",
]

@MainActor
let matcher: DeeplinkMatcher<Int> = {
  do {
    var matcher = try DeeplinkMatcher<Int>(
      origins: ["shop://", "https://shop.example.com", "https://www.shop.example.com"])
    for (index, pattern) in table.enumerated() { try matcher.register(pattern, to: index) }
    return matcher
  } catch {
    failProperty("the table does not register: \(error)", input: "")
  }
}()

@MainActor
func check(_ bytes: [UInt8]) {
  let url = String(decoding: bytes, as: UTF8.self)
  switch matcher.match(url) {
  case .failure(let refusal):
    if refusal.description.isEmpty { failProperty("a refusal without a reason", input: url) }
  case .success(let match):
    // A wildcard's text is its decoded segments joined with "/": one that starts or ends with
    // an escaped slash (`%2F`) holds an empty piece, which no URL can spell again, and one with
    // escaped slashes inside a segment spells again as more segments, maybe more than the limit.
    guard let rendered = render(match) else { return }
    switch matcher.match(rendered) {
    case .failure(let refusal):
      failProperty("the re-rendered \(rendered) is refused: \(refusal)", input: url)
    case .success(let again):
      if again.pattern != match.pattern || again.destination != match.destination
        || again.parameters.entries.map(\.name) != match.parameters.entries.map(\.name)
        || again.parameters.entries.map(\.text) != match.parameters.entries.map(\.text)
      {
        failProperty(
          "re-rendered as \(rendered), matched \(again.pattern) \(again.parameters)"
            + " instead of \(match.pattern) \(match.parameters)", input: url)
      }
    }
  }
}

/// The URL that `match` names: its pattern with each parameter's text in place, escaped; `nil`
/// when a wildcard's text has an empty piece or more pieces than the matcher takes segments (see
/// `check`).
@MainActor
func render(_ match: DeeplinkMatch<Int>) -> String? {
  let pattern = match.pattern
  let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
  var path = String(parts[0])
  var origin = "shop://"
  if let schemeEnd = path.range(of: "://") {
    let afterScheme = path[schemeEnd.upperBound...]
    let hostEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
    origin = String(path[..<hostEnd])
    path = String(path[hostEnd...])
  }
  var segments: [String] = []
  for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
    guard let name = parameterName(segment) else {
      segments.append(escape(String(segment)))
      continue
    }
    let text = match.parameters.entries.first { $0.name == name }?.text ?? ""
    guard segment.hasPrefix("*") else {
      segments.append(escape(text))
      continue
    }
    let pieces = text.split(separator: "/", omittingEmptySubsequences: false)
    if pieces.contains(where: \.isEmpty) { return nil }
    segments.append(pieces.map { escape(String($0)) }.joined(separator: "/"))
    if segments.count - 1 + pieces.count > matcher.maximumSegmentCount { return nil }
  }
  var url = origin + (origin.hasSuffix("://") ? "" : "/") + segments.joined(separator: "/")
  if origin.hasSuffix("://") && segments.isEmpty { url = origin }
  if parts.count == 2 {
    var items: [String] = []
    for item in parts[1].split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, let name = parameterName(pair[1]),
        let text = match.parameters.entries.first(where: { $0.name == name })?.text
      else { continue }
      items.append(escape(String(pair[0])) + "=" + escape(text))
    }
    if !items.isEmpty { url += "?" + items.joined(separator: "&") }
  }
  return url
}

/// The name of a `:name<Type>?` or `*name` segment; `nil` for a literal.
func parameterName(_ segment: Substring) -> String? {
  guard let first = segment.first, first == ":" || first == "*" else { return nil }
  var name = segment.dropFirst()
  if let type = name.firstIndex(of: "<") { name = name[..<type] }
  if name.hasSuffix("?") { name = name.dropLast() }
  return String(name)
}

/// Percent-encodes every byte that is not unreserved.
func escape(_ text: String) -> String {
  var result = ""
  for byte in text.utf8 {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      result.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      result += String(format: "%%%02X", byte)
    }
  }
  return result
}
