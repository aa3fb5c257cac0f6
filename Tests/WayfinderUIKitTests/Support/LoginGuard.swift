import Wayfinder

/// The login sheet of a link's guard: opened for a `Bool` from the top screen, wrapped in
/// navigation; its router goes to `opened`, its result to `heard`, and only `true` lets the link
/// through.
@MainActor
func loginGuard(
  heard: @escaping @MainActor (RouteResult<Bool>) -> Void = { _ in },
  opened: @escaping @MainActor (ResultRouter<Bool>) -> Void = { _ in }
) -> DeeplinkGuard {
  DeeplinkGuard("signed in") { _ in
    .requireFlow { link, completion in
      try link.router(as: DefaultRouter.self).open(
        .modal(inNavigation: true), returning: Bool.self
      ) { router in
        opened(router)
        return ItemScreen(title: "Login")
      } onResult: { result in
        heard(result)
        completion(result.value == true ? .success(()) : .failure(CancelledLogin()))
      }
    }
  }
}

/// The user closed the login without logging in.
struct CancelledLogin: Error {}
