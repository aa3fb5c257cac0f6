import Testing

/// Yields to the main actor until `condition()` holds (a queued deinit ran), at most 1,000
/// times.
@MainActor
func until(_ condition: () -> Bool) async {
  for _ in 0..<1_000 where !condition() {
    await Task.yield()
  }
  #expect(condition())
}
