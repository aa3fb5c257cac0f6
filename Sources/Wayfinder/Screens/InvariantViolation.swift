/// The rules of a window's hierarchy that ``Window/checkInvariants()`` found broken.
public struct InvariantViolation: Error, Hashable, CustomStringConvertible {
  /// One sentence per broken rule.
  public let violations: [String]

  /// Creates a report of broken rules.
  init(violations: [String]) {
    self.violations = violations
  }

  /// Every broken rule, one per line.
  public var description: String {
    "The window's hierarchy breaks \(violations.count) rule(s):\n"
      + violations.map { "- \($0)" }.joined(separator: "\n")
  }
}
