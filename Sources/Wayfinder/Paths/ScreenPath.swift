/// What a window shows, as a value: what its root shows, and what is presented above it.
///
/// Take it from a window with ``Window/path()``, compare it in tests, save it with `Codable`
/// (JSON, for state restoration) and rebuild the hierarchy in a fresh window with
/// ``Window/restore(_:using:)``:
///
/// ```swift
/// // sceneDidEnterBackground
/// let saved = try JSONEncoder().encode(window.path())
/// // the next launch
/// try newWindow.restore(JSONDecoder().decode(ScreenPath.self, from: saved), using: registry)
/// ```
///
/// Screens are written by their ``Screen/identity`` (a name and parameters); containers by their
/// shape and title; each presentation by the style of the transition that presented it. A screen's
/// title is not part of a path: a restored screen has the title its builder gives it. Any value
/// encodes and decodes (within the nesting depth of the coder: Foundation's JSON coders stop at
/// about 500 levels, some 160 nested tab containers); one that does not describe a hierarchy (an
/// empty stack, a tab selection outside its tabs) is refused when restored. A presentation is
/// restored from the screen on top of its container's stack, whichever screen of the stack
/// presented it.
public struct ScreenPath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What one level of the window shows: a screen, a navigation stack, or a tab container.
  public indirect enum Node: Hashable, Sendable, Codable {
    /// A plain screen.
    case screen(ScreenIdentity)
    /// A navigation stack of screens, bottom first, and the container's title.
    case stack([ScreenIdentity], title: String = "")
    /// A tab container's tabs, in order, the index of the selected one (`0` without tabs), and
    /// the container's title.
    case tabs([Node], selectedIndex: Int, title: String = "")
  }

  /// A node presented modally above the previous one.
  public struct Presentation: Hashable, Sendable, Codable {
    /// How it was presented: `modal`, `modal in navigation`, `fade`, `fade in navigation`, or the
    /// style of a transition registered with ``ScreenRegistry/registerPresentation(_:)``.
    public var style: String

    /// What is presented; a ``Node/stack(_:title:)`` for a style that wraps its screen in a navigation
    /// container (`modal in navigation`).
    public var node: Node

    /// Creates a presentation.
    public init(style: String, node: Node) {
      self.style = style
      self.node = node
    }
  }

  /// What the window's root shows.
  public var root: Node

  /// What is presented above the root, bottom first; the last one is on top.
  public var presentations: [Presentation]

  /// Creates a path.
  public init(root: Node, presentations: [Presentation] = []) {
    self.root = root
    self.presentations = presentations
  }

  /// The path in one line, for logs and tests.
  ///
  /// A stack is `nav(…)`, bottom first; the selected tab has `*`; each presentation follows as
  /// `/[style]node`:
  /// `tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login/sign-up)`.
  /// Container titles are left out. It is not read back: save a path with `Codable`.
  public var description: String {
    ([Self.describe(root)] + presentations.map { "/[\($0.style)]" + Self.describe($0.node) })
      .joined()
  }

  /// The one-line form of `node`.
  static func describe(_ node: Node) -> String {
    switch node {
    case .screen(let identity):
      identity.description
    case .stack(let screens, _):
      "nav(\(screens.map(\.description).joined(separator: "/")))"
    case .tabs(let tabs, let selectedIndex, _):
      "tabs(\(tabs.indices.map { ($0 == selectedIndex ? "*" : "") + describe(tabs[$0]) }.joined(separator: ",")))"
    }
  }
}
