/// What a pattern was registered with: the handler, the screen it targets and its guards.
@MainActor
struct DeeplinkRegistration {
  let handler: DeeplinkRouter.Handler
  let target: DeeplinkRouter.Target?
  let guards: [DeeplinkGuard]
}
