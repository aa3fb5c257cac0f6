import UIKitDouble

/// What the test's view controllers and delegates heard, in order, as short lines
/// (`"A willAppear"`, `"didShow B"`).
@MainActor
final class Journal {
  private(set) var lines: [String] = []

  func record(_ line: String) {
    lines.append(line)
  }

  /// The lines recorded so far, emptying the journal.
  func take() -> [String] {
    defer { lines.removeAll() }
    return lines
  }
}
