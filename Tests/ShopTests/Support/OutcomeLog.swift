/// Records the values a callback receives, in order.
@MainActor
final class OutcomeLog<Value> {
  private(set) var values: [Value] = []

  /// The callback to hand to the code under test.
  var record: @MainActor (Value) -> Void {
    { [self] value in values.append(value) }
  }
}
