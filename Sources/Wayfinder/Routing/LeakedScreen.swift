/// A screen that left the hierarchy but of which something is still alive: the screen itself,
/// its view model or its router.
///
/// Returned by ``Window/leakedScreens()``: after the screens are closed and every outside
/// reference dropped, the list should be empty. An entry means a retain cycle or a forgotten
/// reference keeps the screen, its view model or its router alive.
public struct LeakedScreen: Hashable, Sendable, CustomStringConvertible {
  /// The screen, as it is now when it is alive, or as it was when it left the hierarchy.
  public let screen: ScreenInfo

  /// Whether the screen object itself is still alive.
  public let isScreenAlive: Bool

  /// The type of the screen's view model when it is still alive.
  public let modelType: String?

  /// The type of the screen's router when it is still alive.
  public let routerType: String?

  /// Lists what is alive, for example
  /// `LoginScreen "Login" (alive: screen, LoginViewModel, ResultRouter<LoginOutcome>)`, or
  /// `LoginScreen "Login" (alive: LoginViewModel, ResultRouter<LoginOutcome>)` once the screen
  /// is freed.
  public var description: String {
    let alive = [isScreenAlive ? "screen" : nil, modelType, routerType].compactMap { $0 }
    return "\(screen) (alive: \(alive.joined(separator: ", ")))"
  }
}
