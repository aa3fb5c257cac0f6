/// A matched link on its way through the guards to its handler, with whoever waits for its
/// final result.
@MainActor
struct DeeplinkRequest {
  /// The link handed to guards and the handler.
  let link: Deeplink
  /// What its pattern was registered with.
  let registration: DeeplinkRegistration
  /// The router's guards, then the registration's.
  let guards: [DeeplinkGuard]
  /// Called once with the final result.
  var completions: [@MainActor (DeeplinkResult) -> Void]
}
