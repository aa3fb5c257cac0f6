/// A shared instance held by a singleton registration.
///
/// It is `@unchecked Sendable` because the container only shares it where that is safe: a
/// nonisolated registration's type is `Sendable`, and a main-actor registration's instances are
/// only handed out on the main actor.
@usableFromInline
final class Box<Value>: @unchecked Sendable {
  /// The shared instance.
  @usableFromInline let value: Value

  /// Boxes `value`.
  @usableFromInline init(_ value: Value) {
    self.value = value
  }
}
