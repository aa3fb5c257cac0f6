import Wayfinder

// Short ways to write paths in tests.

extension ScreenPath.Node {
  /// A screen named `name`.
  static func named(_ name: String, _ parameters: [String: String] = [:]) -> Self {
    .screen(ScreenIdentity(name, parameters: parameters))
  }

  /// A navigation stack of screens named `names`, bottom first.
  static func nav(_ names: String...) -> Self {
    .stack(names.map { ScreenIdentity($0) })
  }
}

extension ScreenPath {
  /// `root` with the presentations, each a style and what it presents, bottom first.
  init(_ root: Node, _ presentations: (style: String, node: Node)...) {
    self.init(root: root, presentations: presentations.map { Presentation(style: $0, node: $1) })
  }
}
