/// A window's navigation state as a value: what its root shows, and what is presented above
/// it (ComposableNavigator's path).
///
/// Take it from a window with ``Window/path()``, print it, compare it in tests, store it as a
/// string (``description``, or `Codable`, which encodes that string), read it back with
/// ``init(parsing:)``, and rebuild the hierarchy in a fresh window with
/// ``Window/restore(_:using:)-(ScreenPath,_)`` (state restoration):
///
/// ```swift
/// let saved = try window.path().description
/// // tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login/sign-up)
/// try newWindow.restore(ScreenPath(parsing: saved), using: registry)
/// ```
///
/// Screens are written by their ``Screen/identity`` (a name and parameters); containers by
/// their shape; each presentation by the style of the transition that presented it. Titles are
/// not part of a path: a restored screen has the title its builder gives it, and a restored
/// container an empty one.
///
/// ## Grammar
///
/// In ABNF (RFC 5234), over the UTF-8 bytes of the text:
///
/// ```text
/// path         = node *presentation
/// presentation = "/[" style "]" node        ; the screen presented above the previous node
/// node         = tabs / stack / screen
/// tabs         = "tabs(" [ tab *( "," tab ) ] ")"
/// tab          = [ "*" ] node                ; exactly one tab, the selected one, has "*"
/// stack        = "nav(" screen *( "/" screen ) ")"  ; a navigation stack, bottom first
/// screen       = name [ "?" parameter *( "&" parameter ) ]
/// parameter    = key "=" value
/// name         = 1*char
/// key          = 1*char
/// value        = *char
/// style        = 1*( char / " " )            ; "modal", "modal in navigation", "fade", ...
/// char         = ALPHA / DIGIT / "-" / "." / "_" / "~" / pct-encoded
/// pct-encoded  = "%" UPHEX UPHEX             ; one UTF-8 byte, uppercase hex digits
/// UPHEX        = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
/// ```
///
/// The written form is canonical, so equal paths are equal strings and every accepted string
/// reads back to a path whose ``description`` is that same string:
///
/// - Every byte of a name, key, value or style that is not an unreserved character (`ALPHA`,
///   `DIGIT`, `-`, `.`, `_`, `~`; and the space in a style) is percent-encoded, with
///   uppercase hex digits; unreserved characters are never encoded. The decoded bytes must
///   be valid UTF-8.
/// - Parameters are ordered by their encoded keys, ascending byte by byte; each key appears
///   once.
/// - A tab container writes every tab in order and marks the selected one with `*`
///   (`tabs()` has no tabs); nested tab containers are read to a depth of
///   ``maximumNestingDepth``.
/// - `tabs(` and `nav(` start containers; a screen may be named `tabs` or `nav`, since a name
///   is never followed by `(`.
///
/// Reading refuses anything else with ``ScreenPathError/malformed(text:offset:expected:)``,
/// which gives the UTF-8 offset and what was expected there; it never traps, whatever the
/// input.
public struct ScreenPath: Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible {
  /// What one level of the window shows: a screen, a navigation stack, or a tab container.
  public enum Node: Hashable, Sendable {
    /// A plain screen.
    case screen(ScreenIdentity)
    /// A navigation stack of screens, bottom first; never empty.
    case stack([ScreenIdentity])
    /// A tab container's tabs, in order, and the index of the selected one (`0` without tabs).
    case tabs([Node], selectedIndex: Int)
  }

  /// A node presented modally above the previous one.
  public struct Presentation: Hashable, Sendable {
    /// How it was presented: `modal`, `modal in navigation`, `fade`, `fade in navigation`, an
    /// animator's name, or a custom transition's kind; a ``ScreenRegistry`` maps it back to a
    /// transition.
    public var style: String

    /// What is presented.
    ///
    /// For a style that wraps its screen in a navigation container (`modal in navigation`), a
    /// ``Node/stack(_:)``.
    public var node: Node

    /// Creates a presentation.
    public init(style: String, node: Node) {
      self.style = style
      self.node = node
    }
  }

  /// How deeply tab containers may nest inside each other in a path that is read.
  public static let maximumNestingDepth = 16

  /// What the window's root shows.
  public var root: Node

  /// What is presented above the root, bottom first; the last one is on top.
  public var presentations: [Presentation]

  /// Creates a path.
  public init(root: Node, presentations: [Presentation] = []) {
    self.root = root
    self.presentations = presentations
  }

  /// Reads a path written in the grammar above.
  ///
  /// - Throws: ``ScreenPathError/malformed(text:offset:expected:)`` naming where and what was
  ///   expected.
  public init(parsing text: String) throws(ScreenPathError) {
    var parser = ScreenPathParser(text)
    self = try parser.parsePath()
  }

  /// Reads a path, or returns `nil` when `description` is not one.
  public init?(_ description: String) {
    guard let path = try? ScreenPath(parsing: description) else { return nil }
    self = path
  }

  /// The path in its canonical written form, such as
  /// `tabs(nav(shop),*nav(wishlist/product?id=42))/[modal]login`.
  public var description: String {
    var text = ""
    Self.write(root, to: &text)
    for presentation in presentations {
      text += "/["
      text += PathEscaping.encode(presentation.style, allowingSpace: true)
      text += "]"
      Self.write(presentation.node, to: &text)
    }
    return text
  }

  /// The screen on top: the last screen of the last presentation, or of the root.
  public var topmost: ScreenIdentity? {
    var node = presentations.last?.node ?? root
    while true {
      switch node {
      case .screen(let identity): return identity
      case .stack(let screens): return screens.last
      case .tabs(let tabs, let index):
        guard tabs.indices.contains(index) else { return nil }
        node = tabs[index]
      }
    }
  }

  private static func write(_ node: Node, to text: inout String) {
    switch node {
    case .screen(let identity):
      write(identity, to: &text)
    case .stack(let screens):
      text += "nav("
      for (index, identity) in screens.enumerated() {
        if index > 0 { text += "/" }
        write(identity, to: &text)
      }
      text += ")"
    case .tabs(let tabs, let selectedIndex):
      text += "tabs("
      for (index, tab) in tabs.enumerated() {
        if index > 0 { text += "," }
        if index == selectedIndex { text += "*" }
        write(tab, to: &text)
      }
      text += ")"
    }
  }

  private static func write(_ identity: ScreenIdentity, to text: inout String) {
    text += PathEscaping.encode(identity.name)
    let parameters = identity.parameters
      .map { (key: PathEscaping.encode($0.key), value: PathEscaping.encode($0.value)) }
      .sorted { $0.key < $1.key }
    for (index, parameter) in parameters.enumerated() {
      text += index == 0 ? "?" : "&"
      text += parameter.key
      text += "="
      text += parameter.value
    }
  }
}

extension ScreenPath: Codable {
  /// Reads the path from its written form (a single string).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try ScreenPath(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the path as its written form (a single string).
  ///
  /// - Throws: `EncodingError.invalidValue` for a path that could not be read back (one built
  ///   by hand with an empty stack, an empty name or a tab selection outside its tabs), so
  ///   what is saved always restores.
  public func encode(to encoder: any Encoder) throws {
    let text = description
    guard (try? ScreenPath(parsing: text)) == self else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "\(text) is not a valid screen path: it would not read back"))
    }
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
