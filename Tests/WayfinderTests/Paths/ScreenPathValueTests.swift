import Foundation
import Testing
import Wayfinder
import WayfinderSeededRandom

@Suite struct ScreenPathValueTests {
  /// Built each time: a path kept in a static holds its nodes through tagged enum pointers,
  /// which LeakSanitizer cannot follow and reports as leaks.
  static var sample: ScreenPath {
    ScreenPath(
      .tabs(
        [
          .stack([ScreenIdentity("shop")], title: "Shop"),
          .stack([ScreenIdentity("wishlist"), ScreenIdentity("product", parameters: ["id": "42"])]),
        ], selectedIndex: 1, title: "Tabs"),
      (style: "modal in navigation", node: .nav("login", "sign-up")))
  }

  @Test func printsOneLine() {
    #expect(
      Self.sample.description
        == "tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login/sign-up)")
    #expect(ScreenPath(.tabs([], selectedIndex: 0)).description == "tabs()")
    #expect(ScreenPath(.named("a", ["q": "x", "A": "", "b": "2"])).description == "a?A=&b=2&q=x")
  }

  @Test func encodesAsJSON() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = try #require(String(data: encoder.encode(Self.sample), encoding: .utf8))
    #expect(
      json
        == #"{"presentations":[{"node":{"stack":{"_0":[{"name":"login"},{"name":"sign-up"}],"title":""}},"#
        + #""style":"modal in navigation"}],"root":{"tabs":{"_0":[{"stack":{"_0":[{"name":"shop"}],"#
        + #""title":"Shop"}},{"stack":{"_0":[{"name":"wishlist"},{"name":"product","parameters":{"id":"42"}}],"#
        + #""title":""}}],"selectedIndex":1,"title":"Tabs"}}}"#)
    #expect(try JSONDecoder().decode(ScreenPath.self, from: Data(json.utf8)) == Self.sample)
  }

  /// Whatever a value holds (names like containers, any characters, an empty stack, a selection
  /// outside the tabs) comes back equal: JSON does the escaping.
  @Test func anyValueRoundTripsThroughJSON() throws {
    let odd = ScreenIdentity(
      "tabs(", parameters: ["nav(": "a&b=c/d?e,f(g)*[h]%", "é": "ünï\u{0}", "": "\n"])
    for path in [
      ScreenPath(.stack([ScreenIdentity("nav"), odd]), (style: "my card", node: .named("x"))),
      ScreenPath(.stack([])),
      ScreenPath(.tabs([.named(""), .tabs([], selectedIndex: 7)], selectedIndex: -1)),
    ] {
      let data = try JSONEncoder().encode(["saved": path])
      #expect(try JSONDecoder().decode([String: ScreenPath].self, from: data)["saved"] == path)
    }
  }

  @Test(arguments: [
    #"{}"#, #"{"root":{"screen":{"_0":{}}}}"#, #"{"root":{"page":{"_0":{"name":"a"}}}}"#,
    #"{"root":{"tabs":{"_0":[]}},"presentations":[]}"#,
    #"{"root":{"stack":{"_0":[{"name":1}]}},"presentations":[]}"#,
    #"{"root":{"screen":{"_0":{"name":"a"}}},"presentations":[{"node":{"screen":{"_0":{"name":"b"}}}}]}"#,
  ])
  func jsonThatIsNotAPathIsRefusedByTheDecoder(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ScreenPath.self, from: Data(json.utf8))
    }
  }

  @Test func deeplyNestedJSONIsRefusedWithoutTrapping() {
    let depth = 100_000
    let json =
      #"{"presentations":[],"root":"#
      + String(repeating: #"{"tabs":{"selectedIndex":0,"_0":["#, count: depth)
      + String(repeating: "]}}", count: depth) + "}"
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(ScreenPath.self, from: Data(json.utf8))
    }
  }

  /// Random values, valid or not, round-trip through JSON; restoring one either rebuilds exactly
  /// that path or is refused with the window unchanged and one `refused` event.
  @MainActor
  @Test func randomValuesRestoreExactlyOrAreRefusedLeavingTheWindowUnchanged() throws {
    var random = SplitMix64(seed: 0x5EED)
    var registry = ScreenRegistry()
    for name in ["a", "b"] {
      registry.register(name) { identity, _ in Screen(title: identity.name) }
    }
    let window = Window()
    try window.restore(ScreenPath(.named("a")), using: registry)
    let events = EventLog(context: window.context)
    var restored = 0
    var refused = 0
    for _ in 0..<3000 {
      let path = ScreenPath(
        root: Self.node(depth: 0, using: &random),
        presentations: (0..<Int.random(in: 0...3, using: &random)).map { _ in
          ScreenPath.Presentation(
            style: ["modal", "modal in navigation", "fade", "fade in navigation", "card"]
              .randomElement(using: &random) ?? "",
            node: Self.node(depth: 1, using: &random))
        })
      #expect(try JSONDecoder().decode(ScreenPath.self, from: JSONEncoder().encode(path)) == path)
      let before = (render: window.render(), root: window.root)
      events.clear()
      var refusal: ScreenPathError?
      do {
        try window.restore(path, using: registry)
      } catch {
        refusal = error
      }
      if let refusal {
        refused += 1
        #expect(window.render() == before.render, "\(path)")
        #expect(window.root === before.root)
        #expect(events.events.map { $0.feature(as: PathEvent.self) } == [.refused(path, refusal)])
      } else {
        restored += 1
        try window.checkInvariants()
        #expect(try window.path() == path)
        #expect(events.events.last?.feature(as: PathEvent.self) == .restored(path))
      }
    }
    // Every hierarchy a restore replaced is freed.
    #expect(window.leakedScreens().isEmpty)
    #expect(restored > 300)
    #expect(refused > 300)
  }

  /// A random node: screens named `a`, `b` or an unregistered name, stacks of up to three
  /// screens (or none), tabs with a selection that may be outside them.
  static func node(depth: Int, using random: inout SplitMix64) -> ScreenPath.Node {
    func identity() -> ScreenIdentity {
      ScreenIdentity(["a", "a", "b", "b", "nope"].randomElement(using: &random) ?? "")
    }
    switch Int.random(in: 0..<(depth < 2 ? 3 : 2), using: &random) {
    case 0: return .screen(identity())
    case 1: return .stack((0..<Int.random(in: 0...3, using: &random)).map { _ in identity() })
    default:
      let tabs = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        node(depth: depth + 1, using: &random)
      }
      let selected =
        Int.random(in: 0..<8, using: &random) == 0
        ? Int.random(in: -1...4, using: &random)
        : Int.random(in: 0..<max(tabs.count, 1), using: &random)
      return .tabs(tabs, selectedIndex: selected)
    }
  }
}
