/// Something that can close the screen it opened by undoing its transition.
@MainActor
public protocol Closable: AnyObject {
  /// Closes the root screen by undoing the transition that opened it: pops a pushed screen (and
  /// what was pushed after it), dismisses a presented one.
  ///
  /// Fire-and-forget: failures go to the observers and to `completion`.
  func close(completion: RoutingCompletion?)
}

extension Closable {
  /// Closes the root screen; failures go to the observers.
  public func close() {
    close(completion: nil)
  }
}
