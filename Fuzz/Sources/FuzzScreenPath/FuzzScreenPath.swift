// Fuzzes ScreenPath parsing with restore: accepted text is canonical, round-trips through JSON,
// and capture → restore → capture is the identity (or the restore is refused and changes
// nothing).
import Foundation
import FuzzSupport
import Wayfinder

@MainActor
func check(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let path = try? ScreenPath(parsing: text) else { return }
  if path.description != text { failProperty("not canonical: \(path.description)", input: text) }
  do {
    let data = try JSONEncoder().encode(path)
    let decoded = try JSONDecoder().decode(ScreenPath.self, from: data)
    if decoded != path { failProperty("JSON changed it: \(decoded)", input: text) }
  } catch {
    failProperty("JSON failed: \(error)", input: text)
  }
  var registry = ScreenRegistry()
  for name in names(in: path) {
    registry.register(name) { identity, _ in Screen(title: identity.name) }
  }
  let window = Window()
  do {
    try window.restore(path, using: registry)
  } catch {
    if window.root != nil { failProperty("a refused restore changed the window", input: text) }
    return
  }
  do {
    try window.checkInvariants()
    let again = try window.path()
    if again != path { failProperty("restore read back as \(again)", input: text) }
  } catch {
    failProperty("\(error)", input: text)
  }
}

/// The screen names a path uses.
func names(in path: ScreenPath) -> Set<String> {
  var names = Set<String>()
  func visit(_ node: ScreenPath.Node) {
    switch node {
    case .screen(let identity): names.insert(identity.name)
    case .stack(let identities): names.formUnion(identities.map(\.name))
    case .tabs(let nodes, _):
      for node in nodes { visit(node) }
    }
  }
  visit(path.root)
  for presentation in path.presentations { visit(presentation.node) }
  return names
}
