/// One file of a generated package: its path relative to the package root, and its text.
package struct GeneratedFile: Equatable, Sendable {
  /// The path relative to the package root, with `/` separators.
  package let path: String
  /// The file's contents.
  package let contents: String

  /// Makes a file at `path` holding `contents`.
  package init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
