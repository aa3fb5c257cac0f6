/// Something that can dismiss the modal presentation it is in.
@MainActor
public protocol Dismissable: AnyObject {
  /// Dismisses the modal presentation that contains the root screen, whatever transition
  /// opened the root (a screen pushed inside a presented navigation container dismisses the
  /// whole container).
  ///
  /// Fire-and-forget: failures go to the observers and to `completion`.
  func dismiss(completion: RoutingCompletion?)
}

extension Dismissable {
  /// Dismisses the modal presentation containing the root screen; failures go to the observers.
  public func dismiss() {
    dismiss(completion: nil)
  }
}
