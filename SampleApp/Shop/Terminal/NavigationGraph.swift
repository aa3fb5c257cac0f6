import Foundation
import Wayfinder

/// The app's navigation graph, found by exploring it: screens as nodes, actions and links as
/// edges, plus what the exploration found wrong (dead ends, screens alive after being closed).
struct NavigationGraph: Equatable {
  /// An edge: tapping `label` (or opening a link) on `from` shows `to`.
  struct Edge: Hashable, Comparable {
    let from: String
    let label: String
    let to: String

    static func < (lhs: Edge, rhs: Edge) -> Bool {
      (lhs.from, lhs.label, lhs.to) < (rhs.from, rhs.label, rhs.to)
    }
  }

  /// The node names (screen identities), sorted.
  var nodes: [String]
  /// The edges, sorted.
  var edges: [Edge]
  /// Screens from which nothing leads anywhere, not even back.
  var deadEnds: [String]
  /// Screens still alive after being closed, with the path that closed them.
  var leaks: [String]
  /// How many states (distinct screen trees) were explored.
  var statesExplored: Int

  /// The graph as Graphviz DOT.
  func dot() -> String {
    var lines = ["digraph Shop {", "  rankdir=LR;"]
    for node in nodes { lines.append("  \(quoted(node));") }
    for edge in edges {
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(quoted(edge.label))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The graph as a Mermaid flowchart.
  func mermaid() -> String {
    var lines = ["flowchart LR"]
    for node in nodes { lines.append("  \(mermaidID(node))[\"\(node)\"]") }
    for edge in edges {
      lines.append(
        "  \(mermaidID(edge.from)) -->|\"\(edge.label)\"| \(mermaidID(edge.to))")
    }
    return lines.joined(separator: "\n")
  }

  /// The findings: states explored, dead ends, leaks.
  func report() -> [String] {
    [
      "explored \(statesExplored) states: \(nodes.count) screens, \(edges.count) edges",
      "dead ends: \(deadEnds.isEmpty ? "none" : deadEnds.joined(separator: ", "))",
      "screens alive after being closed: \(leaks.isEmpty ? "none" : leaks.joined(separator: "; "))",
    ]
  }

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  private func mermaidID(_ node: String) -> String {
    String(node.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
