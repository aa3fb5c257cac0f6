/// Runs the default narrated scenario (temporary entry point while the command line grows).
@MainActor
public func runSample() throws {
  try Scenario(steps: Scenario.article).run { print($0) }
}
