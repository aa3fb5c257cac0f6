/// Carries a value across `MainActor.assumeIsolated`, whose closure and result must be `Sendable`.
///
/// It is only used where the caller is already on the main actor (checked with
/// ``MainQueue/isCurrent``), so nothing actually changes threads, and for the value of a
/// ``Provider`` made with ``Provider/init(_:)``, which requires it to be `Sendable`.
struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The carried value.
  var value: Value
}
