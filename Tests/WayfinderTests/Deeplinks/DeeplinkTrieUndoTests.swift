import Testing

@testable import Wayfinder

/// A refused registration leaves no trace in the trie: its nodes, edges, names and lists go, so
/// an app retrying bad patterns does not grow the matcher.
@Suite struct DeeplinkTrieUndoTests {
  @Test func aRefusedBatchTakesAwayEveryNodeEdgeAndNameItAdded() throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register(["/p/:id<Int>", "/p/x", "/q/*rest"], to: 1)
    let before = matcher.table.size
    // New literal edges, parameter children put before and after old ones, a new origin, new
    // names and query parameters; the last pattern conflicts under the second origin only.
    #expect(throws: DeeplinkPatternError.self) {
      try matcher.register(
        [
          "/p/:flag<Bool>", "/p/:s", "/p/q/:n?tag=:tag", "shop://new/:a", "ftp://h/:b",
          "https://shop.example.com/p/x",
        ], to: 2)
    }
    #expect(matcher.table.size == before)
    let urls = ["shop://p/7", "shop://p/x", "shop://p/true", "shop://p/abc", "shop://q/a/b"]
    #expect(
      urls.map { (try? matcher.match($0).get())?.pattern } == [
        "/p/:id<Int>", "/p/x", nil, nil, "/q/*rest",
      ])
    // The same batch without the conflict goes in whole, in its precedence.
    try matcher.register(["/p/:flag<Bool>", "/p/:s", "/p/q/:n?tag=:tag", "shop://new/:a"], to: 3)
    #expect(
      urls.map { (try? matcher.match($0).get())?.pattern } == [
        "/p/:id<Int>", "/p/x", "/p/:flag<Bool>", "/p/:s", "/q/*rest",
      ])
    #expect(try matcher.match("shop://p/q/1?tag=a").get().parameters["tag"] == "a")
  }

  @Test func aConflictUnderTheSecondOriginTakesAwayWhatTheFirstAdded() throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register("https://shop.example.com/a/b", to: 1)
    let before = matcher.table.size
    #expect(throws: DeeplinkPatternError.conflict("/a/b", existing: "https://shop.example.com/a/b"))
    {
      try matcher.register("/a/b", to: 2)
    }
    #expect(matcher.table.size == before)
    #expect((try? matcher.match("shop://a/b").get()) == nil)
    #expect(try matcher.match("https://shop.example.com/a/b").get().destination == 1)
  }
}
