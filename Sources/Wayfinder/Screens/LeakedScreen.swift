/// A screen that left the hierarchy but is still alive, with the view model and router it holds.
///
/// Returned by ``Window/leakedScreens()``: after the screens are closed and every outside
/// reference dropped, the list should be empty. An entry means a retain cycle or a forgotten
/// reference keeps the screen — and so its view model and router — alive.
public struct LeakedScreen: Hashable, Sendable, CustomStringConvertible {
  /// The screen as it is now.
  public let screen: ScreenInfo

  /// The type of the screen's view model, when it has one.
  public let modelType: String?

  /// The type of the screen's router, when it has one that is alive.
  public let routerType: String?

  /// Lists what is alive, for example `LoginScreen "Login" (with LoginViewModel, DefaultRouter)`.
  public var description: String {
    let held = [modelType, routerType].compactMap { $0 }
    return held.isEmpty ? "\(screen)" : "\(screen) (with \(held.joined(separator: ", ")))"
  }
}
