/// Every failure that ``Container/validate()`` found, reported at once.
public struct ValidationError: Error, CustomStringConvertible {
  /// The failures in key order: one for each registration that could not be resolved, and one
  /// for each lazy reference or provider whose registration is missing.
  public let failures: [ResolutionError]

  /// A header line with the number of failures (of registrations and of the references in them),
  /// then one failure per line.
  public var description: String {
    let header =
      failures.count == 1 ? "1 resolution failure" : "\(failures.count) resolution failures"
    return ([header + ":"] + failures.map { "- \($0)" }).joined(separator: "\n")
  }
}
