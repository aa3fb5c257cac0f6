/// Every failure that ``Container/validate()`` found, reported at once.
public struct ValidationError: Error, CustomStringConvertible {
  /// The failures in key order: one for each registration that could not be resolved, and one
  /// for each lazy reference or provider whose registration is missing.
  public let failures: [ResolutionError]

  /// A header line with the number of failures, then one failure per line.
  public var description: String {
    let header =
      failures.count == 1
      ? "1 registration failed to resolve" : "\(failures.count) registrations failed to resolve"
    return ([header + ":"] + failures.map { "- \($0)" }).joined(separator: "\n")
  }
}
