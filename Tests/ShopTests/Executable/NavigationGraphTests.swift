import Foundation
import Testing

@testable import WayfinderSampleShop

/// `SampleApp graph`, in-process.
///
/// Every screen is reached, none is a dead end, none leaks, and both output forms are
/// well-formed. Exploring takes a moment, so each form runs once and is shared.
@MainActor
@Suite struct NavigationGraphTests {
  static let screens = [
    "forgot-password", "login", "pop-up", "product?id=13", "product?id=42", "product?id=7",
    "shop", "sign-up", "siri-shortcut", "wishlist",
  ]

  private static var runs: [[String]: CommandLineRun] = [:]

  /// The run of `SampleApp <arguments>`, made once.
  static func graph(_ arguments: [String]) -> CommandLineRun {
    if let run = runs[arguments] { return run }
    let run = CommandLineRun(arguments)
    runs[arguments] = run
    return run
  }

  /// The DOT run's nodes and edges, parsed back from its text.
  static func parsedDOT() throws -> (nodes: [String], edges: [(from: String, to: String)]) {
    let text = try #require(graph(["graph"]).output.first)
    var nodes: [String] = []
    var edges: [(from: String, to: String)] = []
    for line in text.split(separator: "\n") {
      let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
      if line.hasSuffix("\";"), quoted.count == 3 {
        nodes.append(String(quoted[1]))
      } else if line.contains(" -> ") {
        try #require(quoted.count >= 5, "an edge names two nodes: \(line)")
        edges.append((String(quoted[1]), String(quoted[3])))
      }
    }
    return (nodes, edges)
  }

  @Test func theDOTGraphReachesEveryScreen() throws {
    let run = Self.graph(["graph"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let (nodes, edges) = try Self.parsedDOT()
    #expect(nodes == Self.screens)
    for screen in Self.screens where screen != "shop" {
      #expect(edges.contains { $0.to == screen }, "something leads to \(screen)")
    }
  }

  @Test func noScreenIsADeadEndAndNoneLeaks() throws {
    let run = Self.graph(["graph"])
    #expect(run.output.contains("// dead ends: none"))
    #expect(run.output.contains("// screens alive after being closed: none"))
    let (nodes, edges) = try Self.parsedDOT()
    for node in nodes {
      #expect(edges.contains { $0.from == node }, "\(node) leads somewhere")
    }
  }

  @Test func theDOTGraphIsWellFormed() throws {
    let text = try #require(Self.graph(["graph"]).output.first)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "digraph Shop {")
    #expect(lines.last == "}")
    let (nodes, edges) = try Self.parsedDOT()
    #expect(!edges.isEmpty)
    for edge in edges {
      #expect(nodes.contains(edge.from) && nodes.contains(edge.to), "\(edge) joins known nodes")
    }
    #expect(text.contains(#""shop" -> "product?id=42" [label="Open Walking Boots"];"#))
    #expect(text.contains(#""product?id=7" -> "login" [label="Add to wishlist"];"#))
    #expect(text.contains(#""product?id=7" -> "siri-shortcut" [label="Add to Siri"];"#))
    #expect(text.contains(#""wishlist" -> "wishlist" [label="Log out"];"#))
  }

  @Test func theMermaidGraphIsWellFormedAndTheSame() throws {
    let run = Self.graph(["graph", "--mermaid"])
    #expect(run.status == 0)
    let text = try #require(run.output.first)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "flowchart LR")
    for screen in Self.screens {
      let id = String(screen.map { $0.isLetter || $0.isNumber ? $0 : "_" })
      #expect(lines.contains("  \(id)[\"\(screen)\"]"), "declares \(screen)")
    }
    let edges = lines.filter { $0.contains(" -->|") }
    #expect(edges.count == (try Self.parsedDOT().edges.count))
    #expect(lines.contains(#"  shop -->|"Open Walking Boots"| product_id_42"#))
    let mermaidReport = run.output.dropFirst().map { $0.replacingOccurrences(of: "%% ", with: "") }
    let dotReport = Self.graph(["graph"]).output.dropFirst().map {
      $0.replacingOccurrences(of: "// ", with: "")
    }
    #expect(run.output.dropFirst().allSatisfy { $0.hasPrefix("%% ") })
    #expect(mermaidReport == dotReport)
  }

  @Test func theReportCountsTheScreens() throws {
    let report = Self.graph(["graph"]).output.dropFirst()
    let first = try #require(report.first)
    #expect(first.hasPrefix("// explored "))
    #expect(first.contains(": 10 screens, "))
  }
}
