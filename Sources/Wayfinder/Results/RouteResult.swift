/// What a screen opened for a result hands back to its presenter: exactly one per open.
///
/// A screen opened with ``Router/open(_:returning:build:onResult:)`` ends in one of three ways:
///
/// - ``finished(_:)``: its view model called ``ResultRouter/finish(with:completion:)``;
/// - ``cancelled``: it left the hierarchy without finishing — the user went back, dismissed it,
///   a screen below it was closed, the root was replaced — or its view model called
///   ``ResultRouter/cancel(completion:)``;
/// - ``failed(_:)``: it never opened, because its builder threw or the transition refused (the
///   observers receive the same ``RoutingError`` as a `failed` event).
///
/// Cancellation is a case of its own rather than a value the output type must provide, so any
/// type can be a result (`RouteResult<LoginOutcome>`, `RouteResult<Void>`) and a presenter can
/// always tell "the user backed out" from a real answer:
///
/// ```swift
/// router.open(.modal, returning: LoginOutcome.self) { router in
///   LoginScreen(viewModel: LoginViewModel(router: router))
/// } onResult: { [weak self] result in
///   if case .finished(.loggedIn(let user)) = result { self?.show(user) }
/// }
/// ```
public enum RouteResult<Output> {
  /// The screen finished with a value.
  case finished(Output)
  /// The screen was closed without finishing.
  case cancelled
  /// The screen could not be opened; nothing was shown.
  case failed(RoutingError)

  /// The value of a finished screen, `nil` otherwise.
  public var value: Output? {
    if case .finished(let value) = self { return value }
    return nil
  }

  /// Whether the screen was closed without finishing.
  public var isCancelled: Bool {
    if case .cancelled = self { return true }
    return false
  }

  /// The error of an open that failed, `nil` otherwise.
  public var error: RoutingError? {
    if case .failed(let error) = self { return error }
    return nil
  }
}

extension RouteResult: Sendable where Output: Sendable {}
extension RouteResult: Equatable where Output: Equatable {}
extension RouteResult: Hashable where Output: Hashable {}
