/// Something that ends a flow opened for a result: with a result, or without one.
///
/// What a view model of such a screen holds instead of the concrete ``ResultRouter``, so that its
/// test hands it a hand-written mock, as ``Closable`` does for a plain close:
///
/// ```swift
/// @MainActor
/// final class LoginViewModel {
///   typealias Routes = Finishable<LoginOutcome> & SignUpRoute
///   let router: any Routes
///   init(router: any Routes) { self.router = router }
///   func didLogIn(_ user: User) { router.finish(with: .loggedIn(user)) }
///   func didTapCancel() { router.cancel() }
/// }
///
/// final class MockLoginRouter: Finishable, SignUpRoute {
///   var finished: [LoginOutcome] = []
///   func finish(with output: LoginOutcome) { finished.append(output) }
///   func cancel() {}
///   func openSignUp() {}
/// }
/// ```
///
/// ``ResultRouter`` conforms: its ``ResultRouter/finish(with:completion:)`` and
/// ``ResultRouter/cancel(completion:)`` report when the close is on screen.
@MainActor
public protocol Finishable<Output>: AnyObject {
  /// The result the flow hands to the screen that opened it.
  associatedtype Output

  /// Hands `output` to the screen that opened the flow, and closes the flow.
  func finish(with output: Output)

  /// Closes the flow and hands ``RouteResult/cancelled`` to the screen that opened it.
  func cancel()
}
